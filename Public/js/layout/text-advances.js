// The advance widths the approximate text measurer uses, per 1000 em, standing in for SF Pro:
// Helvetica's and Helvetica-Bold's AFM widths (Adobe's Core 14 font metrics) for ASCII, 556 (bold
// 611) for other Latin-like characters, 1 em for CJK and emoji. Other weights interpolate linearly
// between regular (400) and bold (700) on the OpenType weight scale, as a variable font's masters
// do: medium 1/3 of the way, semibold 2/3, heavy (800) 1/3 beyond bold, light (300) 1/3 below
// regular. Twin of Sources/IBLayout/UIKit/TextAdvances.swift; the numbers are generated from it (text-advances-table.js).
import { HELVETICA, HELVETICA_BOLD } from "./text-advances-table.js";

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
