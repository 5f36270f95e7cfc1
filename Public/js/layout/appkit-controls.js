// AppKit controls' intrinsic sizes and alignment rects, by the Xcode generation that laid the
// document out (its AppKit). Twin of Sources/IBLayout/UIKit/AppKitControls.swift; the figures are
// the rows of appkit-control-table.js, generated from Sources/IBLayout/UIKit/AppKitControlMetricsTable.swift
// (where each is explained); a control this doesn't know returns no size and no outsets (as before).
// Sizes are for the alignment rect (what constraints place); `frameOutsets` is how far the frame
// Xcode stores reaches beyond it ({top, left, bottom, right}, in the frame's own y-down sense).
import { CONTROL_METRICS, GENERATION_STARTS, META_FONT_SIZES } from "./appkit-control-table.js";
import { childElement, numberAttribute } from "./elements.js";
import { insets } from "./insets.js";
import { layoutNumber, toolsVersionNumber } from "./swift-number.js";
import { TextMetrics, approximateTextMeasurer, weightNamed } from "./text-metrics.js";

/** Xcode generations whose AppKit controls differ (Swift `AppKitControls.Generation`). */
export const AQUA = 0, CATALINA = 1, BIG_SUR = 2, TAHOE = 3;

/** The generation of a toolsVersion (or CocoaPlugin version): Tahoe from 24000, Big Sur from 17000, Catalina from 15000. */
export function appKitGeneration(toolsVersion) {
  return GENERATION_STARTS.find(([, first]) => toolsVersion >= first)?.[0] ?? AQUA;
}

/** The document's CocoaPlugin version when it names one (Sparkle's toolsVersion "32700.99.1234" is no Xcode's; its plugin 22690 is), else its toolsVersion. */
export function appKitToolsVersion(root) {
  const dependencies = childElement(root, "dependencies");
  const plugin = dependencies ? [...dependencies.children].find((child) => child.tagName === "plugIn"
    && child.getAttribute("identifier") === "com.apple.InterfaceBuilder.CocoaPlugin") : null;
  const version = plugin ? toolsVersionNumber(plugin.getAttribute("version")) : 0;
  return version > 0 ? version : toolsVersionNumber(root.getAttribute("toolsVersion"));
}

/**
 * The first row of the table for the control, generation and control size (AppKitControlMetricsTable.row), or null:
 * {width, height, outsets (fresh insets) | null, titlePadding, linePadding}, nulls where the row has none.
 */
function metricsRow(control, generation, controlSize) {
  const row = CONTROL_METRICS.find((candidate) => candidate.control === control && candidate.generations.includes(generation)
    && (candidate.controlSizes === null || candidate.controlSizes.includes(controlSize)));
  return row ? { ...row, outsets: row.outsets && insets(...row.outsets) } : null;
}

/** A row's fixed size as {width, height} (null: none on that axis). */
const fixedSize = (row) => ({ width: row.width, height: row.height });

/** The element's cell (`<buttonCell key="cell">`, `<textFieldCell>`…), or null. */
export function cellOf(element) {
  for (const child of element.children) if (child.tagName.endsWith("Cell") && child.getAttribute("key") === "cell") return child;
  return null;
}

/** regular, small, mini or large: the cell's `controlSize`, else the element's. */
function controlSizeOf(element, cell) {
  return cell?.getAttribute("controlSize") ?? element.getAttribute("controlSize") ?? "regular";
}

/** The cell's `<font key="font">` as TextMetrics (whole points: AppKit lays out at 1 pt); system 13 pt without one. */
export function cellFont(cell, measurer = approximateTextMeasurer) {
  const font = cell ? childElement(cell, "font", "font") : null;
  const meta = font?.getAttribute("metaFont") ?? "";
  const size = (font ? numberAttribute(font, "size") : null) || META_FONT_SIZES[meta] || 13;
  const weight = meta.includes("Bold") ? 700 : weightNamed(font?.getAttribute("name") ?? "");
  return new TextMetrics(size, weight, measurer, 1);
}

/** One line of text: Aqua's NSFont rounds ascender and descender up apiece (13 pt: 17), later ones the line (13 pt: 16, 11 pt: 14). */
export function lineHeight(font, generation) {
  if (generation === AQUA) return Math.ceil(font.ascent) + Math.ceil(font.lineHeight - font.ascent);
  return Math.ceil(font.lineHeight);
}

const TEXT_FIELDS = new Set(["textField", "secureTextField"]);

/** The `<rect key="frame">` when all four numbers are there (as Swift's LayoutHierarchy.frame(of:)), else null. */
function storedFrame(element) {
  const rect = childElement(element, "rect", "frame");
  if (!rect) return null;
  const [x, y, width, height] = ["x", "y", "width", "height"].map((key) => numberAttribute(rect, key));
  return x === null || y === null || width === null || height === null ? null : { x, y, width, height };
}

/** A text field drawn with a border or bezel (else a label: its text 2 pt inside its frame on both sides). */
function isBezeled(cell) {
  const border = cell?.getAttribute("borderStyle");
  return border === "bezel" || border === "border";
}

/** The cell's title (`title`, or a `<string key="title">`). */
function titleOf(cell) {
  return cell?.getAttribute("title") ?? (cell ? childElement(cell, "string", "title")?.textContent : null) ?? "";
}

/** A label wraps unless it is single-line mode or clips/truncates (Xcode writes no `lineBreakMode` for word wrapping). */
function wraps(cell) {
  if (cell.getAttribute("usesSingleLineMode") === "YES") return false;
  const mode = cell.getAttribute("lineBreakMode");
  return mode === null || mode === "wordWrapping" || mode === "charWrapping";
}

/** Everything measured at once: {size: {width, height} (null: none on that axis), outsets | null, font | null}; null for views this doesn't model. */
export function appKitMetrics(element, generation, imageSizes = new Map(), measurer = approximateTextMeasurer) {
  const cell = cellOf(element);
  const size = controlSizeOf(element, cell);
  const name = element.tagName;
  if (TEXT_FIELDS.has(name) && cell) return textFieldMetrics(element, cell, generation, measurer);
  if (name === "button" && cell) return buttonMetrics(cell, generation, size, imageSizes, measurer);
  if (name === "popUpButton" && cell) {
    if (cell.getAttribute("bezelStyle") !== "rounded" || cell.getAttribute("type") !== "push") return null;
    const row = metricsRow("popUpButton", generation, size);
    return row && { size: fixedSize(row), outsets: row.outsets, font: cellFont(cell, measurer) };
  }
  if (name === "progressIndicator") {
    const row = metricsRow(element.getAttribute("style") === "spinning" ? "spinner" : "progressBar", generation, size);
    return row && { size: fixedSize(row), outsets: row.outsets, font: null };
  }
  // (Controls without a title still put their baseline where their font's centred line would be.)
  if (name === "stepper" || name === "segmentedControl" || name === "switch") {
    const row = metricsRow(name, generation, size);
    return row && { size: fixedSize(row), outsets: row.outsets, font: name === "switch" ? null : cellFont(cell, measurer) };
  }
  if (name === "imageView") {
    const image = cell?.getAttribute("image");
    const frameStyle = element.getAttribute("imageFrameStyle") ?? cell?.getAttribute("imageFrameStyle");
    const found = image !== null && image !== undefined && (frameStyle === null || frameStyle === undefined || frameStyle === "none") ? imageSizes.get(image) : undefined;
    return found ? { size: { width: found[0], height: found[1] }, outsets: null, font: null } : null;
  }
  if (name === "box" && element.getAttribute("boxType") === "separator") {
    const frame = storedFrame(element);
    const row = metricsRow(frame !== null && frame.height > frame.width ? "verticalSeparator" : "horizontalSeparator", generation, size);
    return row && { size: fixedSize(row), outsets: row.outsets, font: null };
  }
  if (name === "box" && isBorderedPrimaryBox(element)) {
    const row = metricsRow("primaryBox", generation, size);
    return row && { size: fixedSize(row), outsets: row.outsets, font: null };
  }
  return null;
}

/**
 * A box of the default (primary) type that draws a border: its bezel is drawn inside the frame, round the
 * alignment rect. Custom, old-style and `borderType="none"` boxes have no outsets (AppKitControls.isBorderedPrimaryBox).
 */
function isBorderedPrimaryBox(element) {
  const type = element.getAttribute("boxType");
  return (type === null || type === "primary") && element.getAttribute("borderType") !== "none";
}

function textFieldMetrics(element, cell, generation, measurer) {
  const font = cellFont(cell, measurer);
  const line = lineHeight(font, generation);
  const size = controlSizeOf(element, cell);
  if (isBezeled(cell)) {
    // Bezeled fields: the line plus the row's line padding, the title plus its title padding.
    const row = metricsRow("bezeledField", generation, size);
    const height = line + (row?.linePadding ?? 0);
    const width = cell.getAttribute("editable") === "YES" ? null : Math.ceil(font.width(titleOf(cell))) + (row?.titlePadding ?? 0);
    return { size: { width, height }, outsets: row?.outsets ?? null, font };
  }
  const outsets = metricsRow("label", generation, size)?.outsets ?? null;
  const text = titleOf(cell);
  // An editable field has no intrinsic width (it changes as one types).
  const editable = cell.getAttribute("editable") === "YES";
  if (text === "") return { size: { width: editable ? null : 0, height: line }, outsets, font };
  // (Swift splits on the Character "\n": "\r\n" is one Character there.)
  let lines = text.split(/(?<!\r)\n/);
  if (wraps(cell)) {
    const preferred = numberAttribute(element, "preferredMaxLayoutWidth");
    const stored = storedFrame(element)?.width ?? null;
    const insetWidth = outsets ? outsets.left + outsets.right : 0;
    const wrapWidth = preferred !== null && preferred > 0 ? preferred : stored !== null && stored > insetWidth ? stored - insetWidth : null;
    if (wrapWidth !== null) lines = lines.flatMap((paragraph) => font.wrapped(paragraph, wrapWidth));
  }
  const widest = Math.max(...lines.map((text) => font.width(text)));
  return { size: { width: editable ? null : Math.ceil(widest), height: line * lines.length }, outsets, font, lines: lines.length };
}

function buttonMetrics(cell, generation, size, imageSizes, measurer) {
  const font = cellFont(cell, measurer);
  const title = titleOf(cell);
  const type = cell.getAttribute("type");
  const bezel = cell.getAttribute("bezelStyle");
  if (type === "check" || type === "radio") {
    const row = metricsRow("checkBox", generation, size);
    if (!row || row.width === null) return null;
    // The box, then the gap, then the title.
    const width = row.width + (title === "" ? 0 : (row.titlePadding ?? 0) + Math.ceil(font.width(title)));
    return { size: { width, height: row.height }, outsets: row.outsets, font };
  }
  if (cell.getAttribute("bordered") === "NO") {
    const image = cell.getAttribute("image");
    const found = image !== null && title === "" ? imageSizes.get(image) : undefined;
    if (found) return { size: { width: found[0], height: found[1] }, outsets: null, font: null };
    return null;
  }
  // A bevel-type button drawn with the rounded bezel has no push button's fixed height nor its outsets (AppKitControls).
  if (bezel === "rounded" && type !== "bevel") {
    const row = metricsRow("pushButton", generation, size);
    if (!row) return null;
    return { size: { width: Math.ceil(font.width(title)) + (row.titlePadding ?? 0), height: row.height }, outsets: row.outsets, font };
  }
  if (bezel === "helpButton") {
    const row = metricsRow("helpButton", generation, size);
    return row && { size: fixedSize(row), outsets: row.outsets, font };
  }
  if (bezel === "smallSquare") {
    const row = metricsRow("smallSquareButton", generation, size);
    return row && { size: fixedSize(row), outsets: row.outsets, font: null };
  }
  return null;
}

/** The control's intrinsic size ({width, height}, null sides: none). */
export function appKitIntrinsicSize(element, generation, imageSizes, measurer) {
  const size = appKitMetrics(element, generation, imageSizes, measurer)?.size ?? { width: null, height: null };
  const width = element.getAttribute("placeholderIntrinsicWidth");
  const height = element.getAttribute("placeholderIntrinsicHeight");
  return { width: width !== null ? layoutNumber(width) : size.width, height: height !== null ? layoutNumber(height) : size.height };
}

/** How far the frame reaches beyond the alignment rect, or null. */
export function appKitFrameOutsets(element, generation) {
  const outsets = appKitMetrics(element, generation)?.outsets ?? null;
  if (!outsets || (outsets.top === 0 && outsets.left === 0 && outsets.bottom === 0 && outsets.right === 0)) return null;
  return outsets;
}

/**
 * Where an AppKit text control's baselines sit below its alignment rect's top, as LayoutItem's
 * [scale, offset] pairs ({first, last}), or null (no text: the bottom edge). Twin of
 * `AppKitControls.baselines(of:generation:)`, where the corpus' baseline constraints are listed.
 */
export function appKitBaselines(element, generation, measurer = approximateTextMeasurer) {
  const metrics = appKitMetrics(element, generation, new Map(), measurer);
  const font = metrics?.font;
  if (!font) return null;
  const line = lineHeight(font, generation);
  if (TEXT_FIELDS.has(element.tagName) && metrics.outsets) return { first: [0, font.ascent], last: [1, font.ascent - line] };
  const height = metrics.size.height;
  if (height === null) {
    const centred = [0.5, -line / 2 + font.ascent];
    return { first: centred, last: centred };
  }
  // The whole line centred in the control's own height, rounded down (Big Sur's 20 pt and large 28 pt push buttons and pop-ups: 1 pt higher).
  const raised = generation === BIG_SUR && (height === 20 || height === 28) ? 1 : 0;
  // A small or large bezeled field rounds up (AppKitControls.baselines: the corpus' 11 and 14 pt fields).
  const roundsUp = TEXT_FIELDS.has(element.tagName) && controlSizeOf(element, cellOf(element)) !== "regular";
  const offset = [0.5, (roundsUp ? Math.ceil : Math.floor)((height - line) / 2) - raised - height / 2 + font.ascent];
  return { first: offset, last: offset };
}
