// The advance widths the approximate text measurer uses, per 1000 em, standing in for SF Pro:
// Helvetica's and Helvetica-Bold's AFM widths (Adobe's Core 14 font metrics) for ASCII, 556 (bold
// 611) for other Latin-like characters, 1 em for CJK and emoji. Other weights interpolate linearly
// between regular (400) and bold (700) on the OpenType weight scale, as a variable font's masters
// do: medium 1/3 of the way, semibold 2/3, heavy (800) 1/3 beyond bold, light (300) 1/3 below
// regular. Twin of Sources/IBLayout/UIKit/TextAdvances.swift (the same numbers, in the same order).

/** Helvetica advance widths for U+0020…U+007E, per 1000 em (AFM). */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Helvetica-Bold advance widths for U+0020…U+007E, per 1000 em (AFM). */
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** The advance of the code point `value` at `weight` (400 regular, 700 bold), per 1000 em. */
export function advance(value, weight) {
  const towardBold = (weight - 400) / 300;
  if (value >= 32 && value < 127) {
    const regular = HELVETICA[value - 32];
    return regular + (HELVETICA_BOLD[value - 32] - regular) * towardBold;
  }
  if (value < 32) return 0;
  if ((value >= 0x1100 && value <= 0x115f) || (value >= 0x2e80 && value <= 0xa4cf) || (value >= 0xac00 && value <= 0xd7a3)
    || (value >= 0xf900 && value <= 0xfaff) || (value >= 0xff00 && value <= 0xff60) || value >= 0x1f300) {
    return 1000;
  }
  return 556 + (611 - 556) * towardBold;
}
