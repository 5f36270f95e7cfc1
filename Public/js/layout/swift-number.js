// Numbers read from XML attributes the way the Swift mapping reads them (`Double(String)`,
// `Int(String)`), so both sides accept and refuse the same spellings: "0.5", "1e-05", "inf"
// read; " 5", "1.", "infinite" (IB's placeholder value) and "" do not.

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const HEX = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([+-]?\d+))?$/;
const INTEGER = /^[+-]?\d+$/;

/** Swift `Double(text)`: a number, or null when Swift would give nil. */
export function swiftDouble(text) {
  if (text === null || text === undefined) return null;
  if (DECIMAL.test(text)) return Number(text);
  const word = text.replace(/^[+-]/, "").toLowerCase();
  if (word === "inf" || word === "infinity") return text.startsWith("-") ? -Infinity : Infinity;
  if (word === "nan") return NaN;
  const hex = HEX.exec(text);
  if (hex && (hex[2] || hex[3])) {
    const fraction = hex[3] ?? "";
    const mantissa = parseInt((hex[2] || "0") + fraction, 16) / 16 ** fraction.length;
    const value = mantissa * 2 ** Number(hex[4] ?? 0);
    return hex[1] === "-" ? -value : value;
  }
  return null;
}

/** Beyond this magnitude a number in a document is taken as unreadable (Swift `LayoutNumber.limit`). */
export const LAYOUT_NUMBER_LIMIT = 1e9;

/**
 * A number the layout mapping accepts (Swift `LayoutNumber.read`): finite and within ±1e9, else null.
 * Hand-edited or broken documents can hold "nan", "inf" or 1e308, which would carry through the solver
 * into NaN or infinite frames.
 */
export function layoutNumber(text) {
  return layoutValue(swiftDouble(text));
}

/** The value when it is a layout number (finite, within ±1e9), else null (Swift `LayoutNumber.checked`). */
export function layoutValue(value) {
  return value !== null && Number.isFinite(value) && Math.abs(value) <= LAYOUT_NUMBER_LIMIT ? value : null;
}

/** Swift `Int(text)` (64-bit): an integer, or null. */
export function swiftInt(text) {
  if (text === null || text === undefined || !INTEGER.test(text)) return null;
  const value = BigInt(text);
  if (value > 9223372036854775807n || value < -9223372036854775808n) return null;
  return Number(value);
}

/** `toolsVersion` as a number (`17701`, `14313.18` → 14313; 0 when unreadable), as Swift's `toolsVersionNumber`. */
export function toolsVersionNumber(text) {
  const digits = /^\p{N}*/u.exec(text ?? "")[0];
  return /^[0-9]+$/.test(digits) ? swiftInt(digits) ?? 0 : 0;
}
