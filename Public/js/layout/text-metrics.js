// Text measurement, injectable. The default measurer is the Swift mapping's approximation
// (Sources/IBLayout/UIKit/TextMetrics.swift): Helvetica advance widths for ASCII, Helvetica-Bold's
// for bold and other weights between (text-advances.js), 0.556 em for other Latin-like characters,
// 1 em for CJK and emoji; SF Pro line metrics. Using it gives the same frames as Swift; the canvas
// may pass a measurer built on a canvas 2D context instead ({ width(text, font), ascender,
// descender }, font = {pointSize, weight (400 regular, 700 bold), isBold (weight ≥ 600)}).
import { childElement, numberAttribute } from "./elements.js";
import { sizeClassesOf, sizeClassVariant } from "./devices.js";
import { advance } from "./text-advances.js";

/** The Swift side's measurer: the same widths, to the last bit. */
export const approximateTextMeasurer = Object.freeze({
  // SF Pro's hhea metrics: ascender 1950, descender 494 per 2048 em (17 pt → 20.287 pt, UIFont's lineHeight).
  ascender: 1950 / 2048,
  descender: 494 / 2048,
  width(text, font) {
    let units = 0;
    for (const character of text) units += advance(character.codePointAt(0), font.weight);
    return units / 1000 * font.pointSize;
  },
});

/** Dynamic Type sizes at the default (Large) content size category. */
const TEXT_STYLE_SIZES = {
  UICTFontTextStyleLargeTitle: 34, UICTFontTextStyleTitle0: 34, UICTFontTextStyleTitle1: 28,
  UICTFontTextStyleTitle2: 22, UICTFontTextStyleTitle3: 20, UICTFontTextStyleHeadline: 17,
  UICTFontTextStyleBody: 17, UICTFontTextStyleCallout: 16, UICTFontTextStyleSubhead: 15,
  UICTFontTextStyleFootnote: 13, UICTFontTextStyleCaption1: 12, UICTFontTextStyleCaption2: 11,
};

/** `UIFont.Weight`'s names as Interface Builder writes them, on the OpenType scale. */
const WEIGHTS = {
  ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900,
};
/** Weight words in PostScript names, checked in order (UltraLight before Light, SemiBold before Bold). */
const WEIGHTS_IN_NAMES = [
  ["UltraLight", 100], ["Thin", 200], ["Light", 300], ["Medium", 500], ["SemiBold", 600], ["Semibold", 600],
  ["Bold", 700], ["Heavy", 800], ["Black", 900],
];

/** The weight a font's PostScript name names (HelveticaNeue-Light: 300), 400 when none. Twin of `TextMetrics.weight(named:)`. */
export function weightNamed(name) {
  return WEIGHTS_IN_NAMES.find(([word]) => name.includes(word))?.[1] ?? 400;
}

/** A <fontDescription>'s weight: `weight`, a bold `type` (boldSystem: 700), or its name's; 400 otherwise. Twin of `TextMetrics.weight(of:)`. */
function fontWeight(font) {
  const named = font.getAttribute("weight");
  if (named !== null && Object.hasOwn(WEIGHTS, named)) return WEIGHTS[named];
  if ((font.getAttribute("type") ?? "").toLowerCase().includes("bold")) return 700;
  return weightNamed(font.getAttribute("name") ?? "");
}

/** Swift splits on the Character "\n"; "\r\n" is one Character there, so it doesn't split. */
const LINE_BREAK = /(?<!\r)\n/;

export class TextMetrics {
  /**
   * displayScale: the device's points-to-pixels scale (sizes round up to whole pixels; Device.displayScale).
   * `bold`: true (700) or false (400), or a weight on the OpenType scale (500 medium, 600 semibold…).
   */
  constructor(pointSize, bold = false, measurer = approximateTextMeasurer, displayScale = 3) {
    this.pointSize = pointSize;
    /** The weight on the OpenType scale: 300 light, 400 regular, 500 medium, 600 semibold, 700 bold. */
    this.weight = typeof bold === "number" ? bold : bold ? 700 : 400;
    this.measurer = measurer;
    this.displayScale = displayScale;
    /** Paragraph style of attributed text (attributedText): lines of lineHeightMultiple × the font's, at least minimumLineHeight, lineSpacing apart. */
    this.lineHeightMultiple = 1;
    this.lineSpacing = 0;
    this.minimumLineHeight = 0;
  }

  /** Semibold or heavier; setting it makes the weight bold (700) or regular (400). */
  get isBold() { return this.weight >= 600; }
  set isBold(value) { this.weight = value ? 700 : 400; }

  /** `value` rounded up to the device's pixels. */
  roundedUp(value) { return Math.ceil(value * this.displayScale) / this.displayScale; }

  get lineHeight() { return this.pointSize * (this.measurer.ascender + this.measurer.descender); }
  get ascent() { return this.pointSize * this.measurer.ascender; }

  /** The advance width of one line of text, not rounded. */
  width(text) { return this.measurer.width(text, this); }

  /** The lines UILabel lays the text out in: its paragraphs, wrapped at `wrapWidth` if any, at most `lines` (0: all). */
  laidOutLines(text, lines = 0, wrapWidth = null) {
    let textLines = text.split(LINE_BREAK);
    if (wrapWidth !== null) textLines = textLines.flatMap((paragraph) => this.wrapped(paragraph, wrapWidth));
    if (lines > 0 && textLines.length > lines) textLines = textLines.slice(0, lines);
    return textLines;
  }

  /**
   * The size UILabel reports: the widest line × the line count (0: all lines), rounded up to pixels.
   * With a `wrapWidth`, paragraphs wrap at it (wrapped).
   */
  size(text, lines = 0, wrapWidth = null) {
    const textLines = this.laidOutLines(text, lines, wrapWidth);
    let widest = 0;
    textLines.forEach((line, index) => {
      const width = this.width(line);
      if (index === 0 || width > widest) widest = width;
    });
    const count = textLines.length;
    if (this.lineHeightMultiple === 1 && this.lineSpacing === 0 && this.minimumLineHeight === 0) {
      return { width: this.roundedUp(widest), height: this.roundedUp(this.lineHeight * count) };
    }
    const line = Math.max(this.lineHeight * this.lineHeightMultiple, this.minimumLineHeight);
    return { width: this.roundedUp(widest), height: this.roundedUp(line * count + this.lineSpacing * (count - 1)) };
  }

  /**
   * The lines one paragraph wraps into at `maxWidth`, as UILabel's word wrapping: greedily by words
   * separated by spaces (a line fits when its text, spaces included, is no wider); a word wider than a
   * line is broken between characters (code points). Twin of Swift's `TextMetrics.wrapped(_:width:)`.
   */
  wrapped(paragraph, maxWidth) {
    const lines = [];
    let current = "";
    const startLine = (word) => {
      current = "";
      for (const scalar of word) {
        const piece = current + scalar;
        if (current !== "" && this.width(piece) > maxWidth) {
          lines.push(current);
          current = scalar;
        } else {
          current = piece;
        }
      }
    };
    paragraph.split(" ").forEach((word, index) => {
      if (index === 0) { startLine(word); return; }
      const candidate = current + " " + word;
      if (this.width(candidate) <= maxWidth) current = candidate;
      else { lines.push(current); startLine(word); }
    });
    lines.push(current);
    return lines;
  }

  /**
   * The font of an element's `<fontDescription>` (system `defaultSize` pt when absent). With a
   * `device` (devices.js), a size-class variation's fontDescription for its size classes wins and
   * sizes round up to its pixels; without one, the base font and thirds. Twin of `TextMetrics.of`.
   */
  static of(element, defaultSize = 17, measurer = approximateTextMeasurer, device = null) {
    const scale = device ? device.displayScale : 3;
    const font = device ? sizeClassVariant(element, sizeClassesOf(device), "fontDescription", "fontDescription") : childElement(element, "fontDescription");
    if (!font) return new TextMetrics(defaultSize, false, measurer, scale);
    const metrics = new TextMetrics(defaultSize, fontWeight(font), measurer, scale);
    const size = numberAttribute(font, "pointSize");
    const style = font.getAttribute("style");
    if (size !== null && size > 0) {
      metrics.pointSize = size;
    } else if (style !== null && Object.hasOwn(TEXT_STYLE_SIZES, style)) {
      metrics.pointSize = TEXT_STYLE_SIZES[style];
      // The Headline text style is semibold (Apple HIG, Typography › Specifications).
      if (style === "UICTFontTextStyleHeadline") metrics.weight = Math.max(metrics.weight, 600);
    }
    return metrics;
  }
}

/**
 * A label's attributed text as Interface Builder stores it (`<attributedString key="attributedText">`
 * with `<fragment content="…">` runs, each with `<font key="NSFont" metaFont="system" size="17"/>` and
 * `<paragraphStyle key="NSParagraphStyle" lineHeightMultiple lineSpacing minimumLineHeight/>`): {text, font},
 * the runs' text joined and the first run's font and paragraph style; null without attributed text.
 * Twin of Swift's `AttributedText.of(_:device:)`.
 */
export function attributedText(element, device = null, measurer = approximateTextMeasurer) {
  const string = childElement(element, "attributedString", "attributedText");
  if (!string) return null;
  const fragments = [...string.children].filter((child) => child.tagName === "fragment");
  const text = fragments.map((fragment) => fragment.getAttribute("content") ?? childElement(fragment, "string", "content")?.textContent ?? "").join("");
  const attributes = fragments.length ? childElement(fragments[0], "attributes") : null;
  const font = new TextMetrics(17, false, measurer, device ? device.displayScale : 3);
  const described = attributes ? childElement(attributes, "font", "NSFont") : null;
  if (described) {
    const size = numberAttribute(described, "size");
    if (size !== null && size > 0) font.pointSize = size;
    // metaFont="boldSystem" (or systemBold) is bold; a named font's weight is in its name.
    font.weight = (described.getAttribute("metaFont") ?? "").toLowerCase().includes("bold") ? 700 : weightNamed(described.getAttribute("name") ?? "");
  }
  const paragraph = attributes ? childElement(attributes, "paragraphStyle", "NSParagraphStyle") : null;
  if (paragraph) {
    const multiple = numberAttribute(paragraph, "lineHeightMultiple");
    font.lineHeightMultiple = multiple !== null && multiple > 0 ? multiple : 1;
    font.lineSpacing = numberAttribute(paragraph, "lineSpacing") ?? 0;
    font.minimumLineHeight = numberAttribute(paragraph, "minimumLineHeight") ?? 0;
  }
  return { text, font };
}
