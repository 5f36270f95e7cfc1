/** Numbers as Xcode writes them (mirrors `XcodeNumber.format`): zero is `0.0`, whole numbers have no decimals. */
export function formatNumber(value) {
  if (value === 0 || Object.is(value, -0)) return "0.0";
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  return String(value);
}

/** Parses a number attribute; a missing one reads as 0. */
export const parseNumber = (raw) => (raw === null || raw === undefined ? 0 : Number(raw));
