// The drift check: FNV-1a (64-bit) of the document's UTF-8 bytes as 16 lowercase hex digits.
// Twin of Sources/IBSync/DocumentChecksum.swift; 64-bit arithmetic on two 32-bit halves.

const encoder = new TextEncoder();

export function checksumOfBytes(bytes) {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < bytes.length; i++) {
    lo = (lo ^ bytes[i]) >>> 0;
    // (hi:lo) * 0x100000001b3 = (hi:lo) * 0x1b3 + (lo << 40)
    const loProduct = lo * 0x1b3;
    const carry = Math.floor(loProduct / 4294967296);
    hi = (hi * 0x1b3 + carry + ((lo << 8) >>> 0)) >>> 0;
    lo = loProduct >>> 0;
  }
  return hi.toString(16).padStart(8, "0") + lo.toString(16).padStart(8, "0");
}

export function checksumOfText(text) {
  return checksumOfBytes(encoder.encode(text));
}
