/**
 * An iOS font property as the font picker writes it, in the three forms of ../shared/fixtures/corpus's 1,584
 * `<fontDescription>` elements (attribute order as there):
 * - a system font: `type="system" pointSize=` (811), with `weight="light|medium|semibold"` between them (210), or
 *   `type="boldSystem"` (107) / `type="italicSystem"` (1) for bold and italic;
 * - a text style (Dynamic Type): `style="UICTFontTextStyle…"` alone (370; the eleven styles of UIFont.TextStyle,
 *   Title0 being Large Title);
 * - a custom font: `name=` (PostScript name) `family=` `pointSize=` (85).
 * Sizes are written as numbers are everywhere (`17`; the corpus has no fractional size). Weights Xcode offers but the
 * corpus never shows (ultraLight, thin, heavy, black) are not offered: how Xcode spells them is not known here.
 * The picker's value is JSON: {"kind":"system","weight":"semibold","size":17}, {"kind":"style","style":"…"},
 * {"kind":"custom","name":"…","family":"…","size":17}; a bare number changes the size of the current font.
 */
import { CommandError } from "./errors.js";
import { replaceKeyedChild, setKeyedChildAttribute } from "./attributes.js";
import { formatNumber } from "./numbers.js";
import { requireObject } from "./protection.js";
import { elementXML } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";

/** The system font weights the picker offers, each with what it writes (null: no attribute). */
export const SYSTEM_WEIGHTS = {
  Regular: { type: "system", weight: null }, Light: { type: "system", weight: "light" }, Medium: { type: "system", weight: "medium" },
  Semibold: { type: "system", weight: "semibold" }, Bold: { type: "boldSystem", weight: null }, Italic: { type: "italicSystem", weight: null },
};

/** UIFont.TextStyle's styles, with the names Interface Builder shows. */
export const TEXT_STYLES = {
  UICTFontTextStyleTitle0: "Large Title", UICTFontTextStyleTitle1: "Title 1", UICTFontTextStyleTitle2: "Title 2",
  UICTFontTextStyleTitle3: "Title 3", UICTFontTextStyleHeadline: "Headline", UICTFontTextStyleBody: "Body",
  UICTFontTextStyleCallout: "Callout", UICTFontTextStyleSubhead: "Subheadline", UICTFontTextStyleFootnote: "Footnote",
  UICTFontTextStyleCaption1: "Caption 1", UICTFontTextStyleCaption2: "Caption 2",
};

/** What a `<fontDescription>` says, in the picker's terms (null without one). */
export function readFont(element) {
  if (!element) return null;
  const style = element.getAttribute("style");
  if (style) return { kind: "style", style };
  const size = Number(element.getAttribute("pointSize") ?? 17);
  const name = element.getAttribute("name");
  if (name) return { kind: "custom", name, family: element.getAttribute("family") ?? "", size };
  const type = element.getAttribute("type") ?? "system";
  const weight = element.getAttribute("weight");
  const label = Object.entries(SYSTEM_WEIGHTS).find(([, w]) => w.type === type && w.weight === weight)?.[0] ?? null;
  return { kind: "system", weight: label, type, rawWeight: weight, size };
}

function sizeOf(value) {
  const size = Number(value);
  if (!Number.isFinite(size) || size <= 0) throw new CommandError(`a font size must be a positive number, not "${value}".`);
  return formatNumber(size);
}

/** The `<fontDescription>` XML for `key` of a font the picker chose. */
export function fontXML(key, font) {
  switch (font.kind) {
    case "system": {
      const weight = SYSTEM_WEIGHTS[font.weight];
      if (!weight) throw new CommandError(`"${font.weight}" is not a system font weight the picker writes.`);
      return elementXML("fontDescription", [["key", key], ["type", weight.type], ["weight", weight.weight], ["pointSize", sizeOf(font.size)]]);
    }
    case "style":
      if (!TEXT_STYLES[font.style]) throw new CommandError(`"${font.style}" is not a text style.`);
      return elementXML("fontDescription", [["key", key], ["style", font.style]]);
    case "custom":
      if (!font.name?.trim() || !font.family?.trim()) throw new CommandError("a custom font needs its PostScript name and its family.");
      return elementXML("fontDescription", [["key", key], ["name", font.name.trim()], ["family", font.family.trim()], ["pointSize", sizeOf(font.size)]]);
    default:
      throw new CommandError(`"${font.kind}" is not a kind of font.`);
  }
}

/** The ops of a font chosen in the picker (JSON, see above) or a new size (a bare number) for `key` of `id`. */
export function fontEditOps(doc, { id, key, value }) {
  const owner = requireObject(doc, id);
  const text = String(value).trim();
  if (/^[\d.]+$/.test(text)) {
    const current = childElement(owner, "fontDescription", key);
    if (current?.getAttribute("style")) throw new CommandError("a text style has no point size: choose a system or custom font first.");
    return setKeyedChildAttribute(doc, { id, element: "fontDescription", key, name: "pointSize", value: sizeOf(text) });
  }
  let font;
  try { font = JSON.parse(text); } catch { throw new CommandError(`"${text}" is not a font the picker writes.`); }
  return replaceKeyedChild(doc, { id, element: "fontDescription", key, xml: fontXML(key, font) });
}

/**
 * AppKit's `<font key=… metaFont=… size=…/>` (4,198 of the corpus's 4,453 `<font>` elements) and custom
 * `<font key=… size=… name=…/>` (98). `size` is left out at the meta font's own size: AppKit's `…FontOfSize:0` sizes
 * (system 13, label 10, menu 14, tool tips 11, message and control content 13). Evidence: the corpus never writes
 * system or systemBold at 13, message or controlContent at 13, toolTip at 11, label at 10 (menu at 14 twice, of
 * 193). systemSemibold and systemMedium always carry their size (13 too), and the small and mini meta fonts never
 * carry one (their size is their own): they are offered without a size. Hypothesis: the defaults above are AppKit's
 * documented ones, inferred to be Xcode's rule from the sizes it never writes.
 */
export const APPKIT_META_FONTS = {
  system: 13, systemBold: 13, systemSemibold: "always", systemMedium: "always", smallSystem: "fixed", smallSystemBold: "fixed",
  miniSystem: "fixed", miniSystemBold: "fixed", label: 10, message: 13, menu: 14, toolTip: 11, controlContent: 13,
};

/** What an AppKit `<font>` says, in the picker's terms (null without one). */
export function readAppKitFont(element) {
  if (!element) return null;
  const meta = element.getAttribute("metaFont");
  const written = element.getAttribute("size");
  if (meta) {
    const own = APPKIT_META_FONTS[meta];
    return { kind: "meta", metaFont: meta, size: written !== null ? Number(written) : typeof own === "number" ? own : null };
  }
  if (element.getAttribute("name")) return { kind: "custom", name: element.getAttribute("name"), size: Number(written ?? 13) };
  return { kind: "other" };
}

/** The `<font>` XML for `key` of an AppKit font the picker chose. */
export function appKitFontXML(key, font) {
  if (font.kind === "custom") {
    if (!font.name?.trim()) throw new CommandError("a custom font needs its PostScript name.");
    return elementXML("font", [["key", key], ["size", sizeOf(font.size)], ["name", font.name.trim()]]);
  }
  if (font.kind !== "meta") throw new CommandError(`"${font.kind}" is not a kind of AppKit font.`);
  const own = APPKIT_META_FONTS[font.metaFont];
  if (own === undefined) throw new CommandError(`"${font.metaFont}" is not a meta font the picker writes.`);
  const size = own === "fixed" || font.size === null || font.size === undefined ? null : sizeOf(font.size);
  const written = own === "always" ? size ?? "13" : size !== null && Number(size) !== own ? size : null;
  return elementXML("font", [["key", key], ["metaFont", font.metaFont], ["size", written]]);
}

/** The ops of an AppKit font chosen in the picker (JSON) for `key` of `id`. */
export function appKitFontEditOps(doc, { id, key, value }) {
  requireObject(doc, id);
  let font;
  try { font = JSON.parse(String(value)); } catch { throw new CommandError(`"${value}" is not a font the picker writes.`); }
  return replaceKeyedChild(doc, { id, element: "font", key, xml: appKitFontXML(key, font) });
}
