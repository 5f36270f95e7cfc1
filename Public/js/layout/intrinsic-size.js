// The natural size of the UIKit controls that have one ({width, height}; null: no intrinsic
// size on that axis). Twin of Sources/IBLayout/UIKit/IntrinsicContentSize.swift: stock control
// sizes, text through TextMetrics (injectable measurer), `placeholderIntrinsicWidth/Height` win.
import { childElement, numberAttribute } from "./elements.js";
import { layoutNumber, swiftInt } from "./swift-number.js";
import { TextMetrics, approximateTextMeasurer, attributedText } from "./text-metrics.js";

const NONE = () => ({ width: null, height: null });

/**
 * A UISwitch draws at its own size whatever its constraints say: its frame takes that size (origin
 * from the layout), as Xcode stores it. Its alignment rect (what constraints and its intrinsic size,
 * 49×31 or 61×28, describe) is the frame less 2 pt on the right. {width, height}, or null for every
 * other view. Twin of `IntrinsicContentSize.fixedFrameSize`.
 */
export function fixedFrameSize(element, toolsVersion = 0) {
  if (element.tagName !== "switch") return null;
  return toolsVersion >= 24500 ? { width: 63, height: 28 } : { width: 51, height: 31 };
}

/** `imageSizes`: Map image name → [width, height]; `device`: the one laid out for (size-class font variations, text rounded up to its pixels); Xcode 26 documents (toolsVersion ≥ 24500) draw the 63×28 switch (alignment rect 61×28). */
export function intrinsicSize(element, imageSizes, toolsVersion = 0, measurer = approximateTextMeasurer, device = null) {
  let size = natural(element, imageSizes, measurer, device);
  if (element.tagName === "switch" && toolsVersion >= 24500) size = { width: 61, height: 28 };
  const width = element.getAttribute("placeholderIntrinsicWidth");
  if (width !== null) size.width = layoutNumber(width);
  const height = element.getAttribute("placeholderIntrinsicHeight");
  if (height !== null) size.height = layoutNumber(height);
  return size;
}

function natural(element, imageSizes, measurer, device) {
  switch (element.tagName) {
    case "label": {
      let font = TextMetrics.of(element, 17, measurer, device);
      const lines = swiftInt(element.getAttribute("numberOfLines") ?? "1") ?? 1;
      let text = element.getAttribute("text") ?? childElement(element, "string", "text")?.textContent ?? "";
      const attributed = text === "" ? attributedText(element, device, measurer) : null;
      if (attributed) ({ text, font } = attributed);
      // A label without text has no size (an empty label collapses in a stack view; Swift IntrinsicContentSize).
      if (text === "") return { width: 0, height: 0 };
      const measured = font.size(text, lines, lines === 1 ? null : wrapWidth(element));
      return { width: measured.width, height: measured.height };
    }
    case "button":
      return buttonSize(element, imageSizes, measurer, device);
    case "textField": {
      const font = TextMetrics.of(element, 14, measurer, device);
      const text = element.getAttribute("text") ?? element.getAttribute("placeholder") ?? "";
      // No borderStyle is UITextField's default, none (Xcode writes roundedRect when it is one).
      const rounded = element.getAttribute("borderStyle") === "roundedRect";
      const textWidth = font.roundedUp(font.width(text));
      return { width: textWidth + (rounded ? 14 : 0),
        height: rounded ? Math.max(34, font.lineHeight + 16) : font.roundedUp(font.lineHeight) };
    }
    case "switch": return { width: 49, height: 31 };
    case "activityIndicatorView": {
      const large = (element.getAttribute("style") ?? "").toLowerCase().includes("large");
      return large ? { width: 37, height: 37 } : { width: 20, height: 20 };
    }
    case "slider": return { width: null, height: 30 };
    case "progressView": return { width: null, height: 4 };
    case "stepper": return { width: 94, height: 32 };
    case "segmentedControl": return { width: null, height: 32 };
    case "navigationBar": case "toolbar": return { width: null, height: 44 };
    case "tabBar": return { width: null, height: 49 };
    case "searchBar": return { width: null, height: 56 };
    case "pageControl": {
      const pages = layoutNumber(element.getAttribute("numberOfPages") ?? "3") ?? 3;
      return { width: Math.max(pages, 1) * 16 - 7 + 24, height: 26 };
    }
    case "imageView": {
      // An SF Symbol's resource size (`catalog="system"`, 128×123…) is not its point size.
      const name = element.getAttribute("catalog") === "system" ? null : element.getAttribute("image");
      const image = name === null ? undefined : imageSizes.get(name);
      return image ? { width: image[0], height: image[1] } : NONE();
    }
    default:
      return NONE();
  }
}

/**
 * How many lines a label draws: the lines its text takes wrapped at its wrap width, at most
 * numberOfLines (0: no limit) and at most the whole lines its height holds (UILabel leaves out the
 * lines that don't fit its bounds; the stored frame's height stands for the solved one, as its
 * width does for the wrap width), at least one. UILabel draws that block of lines centred in its
 * bounds, so its baselines depend on it (root-items.js setBaselines). Twin of Swift's
 * `IntrinsicContentSize.lineCount(of:font:text:)`.
 */
export function labelLineCount(element, font, text) {
  const lines = swiftInt(element.getAttribute("numberOfLines") ?? "1") ?? 1;
  if (lines === 1 || text === "") return 1;
  const laidOut = font.laidOutLines(text, lines, wrapWidth(element)).length;
  const height = storedFrame(element)?.height ?? null;
  const fitting = height === null ? laidOut : Math.floor(height / font.lineHeight + 1e-9);
  return Math.max(1, Math.min(laidOut, fitting));
}

/** The stored frame's size when all four numbers are there (as Swift's `LayoutHierarchy.frame(of:)` reads it); null otherwise. */
function storedFrame(element) {
  const rect = childElement(element, "rect", "frame");
  const read = (key) => (rect ? numberAttribute(rect, key) : null);
  if (["x", "y", "width", "height"].some((key) => read(key) === null)) return null;
  return { width: read("width"), height: read("height") };
}

/**
 * Where a multi-line label (numberOfLines 0 or more than 1) wraps its text: its preferredMaxLayoutWidth,
 * else its stored frame's width (UIKit wraps at the width the layout gives it, which would not be
 * linear); null without either. Twin of Swift's `IntrinsicContentSize.wrapWidth(of:)`.
 */
function wrapWidth(element) {
  const preferred = numberAttribute(element, "preferredMaxLayoutWidth");
  if (preferred !== null && preferred > 0) return preferred;
  const width = storedFrame(element)?.width ?? null;
  return width !== null && width > 0 ? width : null;
}

/**
 * Classic buttons: title + 2 pt wide, its line + 12 pt high (rounded up: 30 at 15 pt, 27 at 12), plus `contentEdgeInsets`;
 * an image without a title: the image's size plus
 * `contentEdgeInsets` (none for an SF Symbol, `catalog="system"`, or an unlisted image); iOS 15
 * configuration buttons: title + 24 × + 14.
 */
function buttonSize(element, imageSizes, measurer, device) {
  const configuration = childElement(element, "buttonConfiguration");
  if (configuration) {
    const font = TextMetrics.of(configuration, 17, measurer, device);
    const text = font.size(configuration.getAttribute("title") ?? "");
    return { width: Math.ceil(text.width + 24), height: text.height + 14 };
  }
  const font = TextMetrics.of(element, 15, measurer, device);
  const normal = childElement(element, "state", "normal");
  const title = normal?.getAttribute("title") ?? "";
  const imageName = normal?.getAttribute("image") ?? null;
  const insets = childElement(element, "inset", "contentEdgeInsets");
  const side = (key) => (insets ? numberAttribute(insets, key) : null) ?? 0;
  if (title === "" && imageName !== null) {
    const image = normal.getAttribute("catalog") === "system" ? undefined : imageSizes.get(imageName);
    if (!image) return NONE();
    return { width: image[0] + side("minX") + side("maxX"), height: image[1] + side("minY") + side("maxY") };
  }
  if (title === "") return { width: 30, height: Math.ceil(font.lineHeight + 12) };
  return { width: Math.ceil(font.width(title) + 2) + side("minX") + side("maxX"), height: Math.ceil(font.lineHeight + 12) + side("minY") + side("maxY") };
}

