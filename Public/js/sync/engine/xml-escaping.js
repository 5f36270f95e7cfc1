// Escaping as Xcode writes it, and decoding of the five predefined entities and character
// references. Twin of Sources/IBDocument/XML/MarkupEscaping.swift.

const ATTRIBUTE_SPECIAL = /[&<>"\n\r\t]/;
const ATTRIBUTE_SPECIAL_ALL = /[&<>"\n\r\t]/g;
const ATTRIBUTE_ENTITY = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;" };
const TEXT_SPECIAL = /[&<>]/;
const TEXT_SPECIAL_ALL = /[&<>]/g;

/** Xcode's attribute escaping: `& < > "` become entities, line breaks and tabs character references. */
export function escapeAttributeValue(value) {
  if (!ATTRIBUTE_SPECIAL.test(value)) return value;
  return value.replace(ATTRIBUTE_SPECIAL_ALL, (c) => ATTRIBUTE_ENTITY[c]);
}

/** Xcode's text escaping (inside `<string>`): `& < >` become entities; line breaks stay literal. */
export function escapeText(value) {
  if (!TEXT_SPECIAL.test(value)) return value;
  return value.replace(TEXT_SPECIAL_ALL, (c) => ATTRIBUTE_ENTITY[c]);
}

/** True for the code points XML 1.0 allows. */
export function isXMLCharacter(value) {
  if (value === 0x9 || value === 0xa || value === 0xd) return true;
  return (value >= 0x20 && value <= 0xd7ff) || (value >= 0xe000 && value <= 0xfffd) || (value >= 0x10000 && value <= 0x10ffff);
}

/**
 * True when the string holds a character XML cannot carry (C0 controls other than tab/LF/CR,
 * U+FFFE, U+FFFF). A lone surrogate (which Swift strings cannot hold) counts as illegal too.
 */
export function containsCharacterIllegalInXML(value) {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x20 && c < 0xd800) continue;
    if (c < 0x20) { if (c !== 0x9 && c !== 0xa && c !== 0xd) return true; continue; }
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) { i++; continue; }
      return true;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return true;
    if (c === 0xfffe || c === 0xffff) return true;
  }
  return false;
}

/** Parses like Swift's `UInt32(text, radix:)`: optional `+`/`-`, then at least one digit. */
function parseSwiftUInt32(text, radix) {
  let body = text;
  let negative = false;
  if (body.startsWith("+")) body = body.slice(1);
  else if (body.startsWith("-")) { body = body.slice(1); negative = true; }
  if (body.length === 0) return null;
  const digits = radix === 16 ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/;
  if (!digits.test(body)) return null;
  const trimmed = body.replace(/^0+(?=.)/, "");
  if (trimmed.length > 8 + (radix === 16 ? 0 : 2)) return null;
  const value = parseInt(trimmed, radix);
  if (negative) return value === 0 ? 0 : null;
  return value <= 0xffffffff ? value : null;
}

/** The character for an entity name (`lt`) or character reference body (`#60`, `#x3C`), or null. */
export function decodeReference(name) {
  switch (name) {
    case "lt": return "<";
    case "gt": return ">";
    case "amp": return "&";
    case "quot": return '"';
    case "apos": return "'";
    default: break;
  }
  if (name[0] !== "#") return null;
  const body = name.slice(1);
  const value = body[0] === "x" ? parseSwiftUInt32(body.slice(1), 16) : parseSwiftUInt32(body, 10);
  if (value === null || !isXMLCharacter(value)) return null;
  return String.fromCodePoint(value);
}

/** Decodes `&lt; &gt; &amp; &quot; &apos; &#N; &#xH;`; unknown references are left as written. */
export function unescape(raw) {
  let amp = raw.indexOf("&");
  if (amp < 0) return raw;
  let out = "";
  let rest = 0;
  while (amp >= 0) {
    out += raw.slice(rest, amp);
    const semi = raw.indexOf(";", amp);
    if (semi < 0) return out + raw.slice(amp);
    const decoded = decodeReference(raw.slice(amp + 1, semi));
    out += decoded === null ? raw.slice(amp, semi + 1) : decoded;
    rest = semi + 1;
    amp = raw.indexOf("&", rest);
  }
  return out + raw.slice(rest);
}
