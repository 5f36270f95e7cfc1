// The drift check: FNV-1a (64-bit) of the document's UTF-8 bytes as 16 lowercase hex digits.
// Twin of Sources/IBSync/DocumentChecksum.swift. The 64-bit state is four 16-bit limbs so every
// step stays in small-integer arithmetic (prime 0x100000001b3 = 2^40 + 0x1b3).

const encoder = new TextEncoder();

export function checksumOfBytes(bytes) {
  let h0 = 0x2325, h1 = 0x8422, h2 = 0x9ce4, h3 = 0xcbf2; // 0xcbf29ce484222325, low limb first
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i];
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (t1 >>> 16) + (h0 << 8);
    const t3 = h3 * 0x1b3 + (t2 >>> 16) + (h1 << 8);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  const hex = (limb) => limb.toString(16).padStart(4, "0");
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}

export function checksumOfText(text) {
  return checksumOfBytes(encoder.encode(text));
}
