// The few places where Swift's String semantics differ from JavaScript's and the engine must
// follow Swift to write the same bytes.

const ASCII = /^[\x00-\x7f]*$/;

/** Swift `==` on strings: canonical equivalence (NFC-equal), not code-unit equality. */
export function swiftEquals(a, b) {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (ASCII.test(a) || ASCII.test(b)) return false;
  return a.normalize("NFC") === b.normalize("NFC");
}

/** A Map/Set key that makes canonically equivalent strings collide, as Swift's hashing does. */
export function swiftKey(text) {
  return ASCII.test(text) ? text : text.normalize("NFC");
}

/** Swift `a.utf8.lexicographicallyPrecedes(b.utf8)`: code point order (same as UTF-8 byte order). */
export function utf8Compare(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1; // a surrogate (code point >= U+10000) sorts after any BMP unit
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** UTF-8 byte length of a string. */
export function utf8ByteLength(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdfff ? 2 : 3;
  }
  return n;
}
