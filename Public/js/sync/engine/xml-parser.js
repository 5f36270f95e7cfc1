// A hand-written, non-validating XML parser over a JS string that keeps every lexical detail.
// Twin of Sources/IBDocument/XML/MarkupParser.swift (+ MarkupEncodingValidator): it accepts and
// refuses exactly the same input, with the same error at the same line and column.

import { XmlAttribute, XmlCData, XmlComment, XmlDocument, XmlElement, XmlText } from "./xml-nodes.js";
import { DEFAULT_LIMITS, XmlParseError } from "./xml-parse-error.js";
import { decodeReference } from "./xml-escaping.js";

const LT = 0x3c, GT = 0x3e, SLASH = 0x2f, BANG = 0x21, QUESTION = 0x3f, AMP = 0x26, SEMI = 0x3b;
const EQUALS = 0x3d, DQUOTE = 0x22, SQUOTE = 0x27;

/** Anything the character check must look at: controls, surrogates, U+FFFE/U+FFFF. */
const SUSPECT_CHARACTER = /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;

function isWhitespace(c) { return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d; }
function isNameStart(c) { const l = c | 0x20; return (l >= 0x61 && l <= 0x7a) || c === 0x5f || c === 0x3a || c >= 0x80; }
function isNameChar(c) { return isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e; }
/** UTF-8 bytes of one UTF-16 code unit (a surrogate pair counts 2 + 2). */
function utf8Units(c) { return c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdfff ? 2 : 3; }
function utf8Length(text) { let n = 0; for (let i = 0; i < text.length; i++) n += utf8Units(text.charCodeAt(i)); return n; }

/** Parses a whole document (or an insertSubtree fragment) into an XmlDocument; throws XmlParseError. */
export function parseXml(text, limits = DEFAULT_LIMITS) {
  return new Parser(text, limits).parseDocument();
}

class Parser {
  constructor(text, limits) {
    this.s = text;
    this.n = text.length;
    this.limits = limits;
    this.pos = 0;
  }

  fail(reason, args, offset) { return XmlParseError.at(reason, args, offset, this.s); }

  parseDocument() {
    const { s, n } = this;
    if (n * 3 > this.limits.maxDocumentBytes && utf8Length(s) > this.limits.maxDocumentBytes) {
      throw this.fail("documentTooLarge", [this.limits.maxDocumentBytes], 0);
    }
    if (n === 0) throw this.fail("noRootElement", [], 0);
    this.validateCharacters();
    let hasBOM = false;
    if (s.charCodeAt(0) === 0xfeff) { hasBOM = true; this.pos = 1; }
    let declaration = null;
    if (this.matches("<?xml") && this.pos + 5 < n) {
      const c = s.charCodeAt(this.pos + 5);
      if (isWhitespace(c) || c === QUESTION) declaration = this.parseDeclaration();
    }
    const prolog = [];
    const epilog = [];
    let root = null;
    while (this.pos < n) {
      if (s.charCodeAt(this.pos) === LT) {
        const markupStart = this.pos;
        const next = this.pos + 1 < n ? s.charCodeAt(this.pos + 1) : 0;
        if (next === BANG) {
          if (!this.matches("<!--")) {
            if (this.matches("<![CDATA[")) throw this.fail("textOutsideRootElement", [], markupStart);
            throw this.failMarkupDeclaration(markupStart);
          }
          const comment = this.parseComment();
          (root === null ? prolog : epilog).push(comment);
        } else if (next === QUESTION) {
          throw this.failProcessingInstruction(markupStart);
        } else if (next === SLASH) {
          this.pos += 2;
          throw this.fail("unexpectedEndTag", [this.scanName()], markupStart);
        } else {
          if (root !== null) throw this.fail("multipleRootElements", [], markupStart);
          root = this.parseElementTree();
        }
      } else {
        const start = this.pos;
        const text = this.scanText();
        if (!text.isWhitespace) throw this.fail("textOutsideRootElement", [], start);
        (root === null ? prolog : epilog).push(text);
      }
    }
    if (root === null) throw this.fail("noRootElement", [], this.pos);
    return new XmlDocument({ hasByteOrderMark: hasBOM, declaration, prolog, root, epilog });
  }

  /** MarkupEncodingValidator: only characters XML 1.0 allows (a lone surrogate is not UTF-8). */
  validateCharacters() {
    const { s, n } = this;
    const first = s.search(SUSPECT_CHARACTER);
    if (first < 0) return;
    for (let i = first; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x20 && c < 0xd800) continue;
      if (c < 0x20) {
        if (c !== 0x09 && c !== 0x0a && c !== 0x0d) throw this.fail("illegalCharacter", [c], i);
      } else if (c <= 0xdbff) {
        const next = s.charCodeAt(i + 1);
        if (!(next >= 0xdc00 && next <= 0xdfff)) throw this.fail("invalidUTF8", [], i);
        i++;
      } else if (c <= 0xdfff) {
        throw this.fail("invalidUTF8", [], i);
      } else if (c === 0xfffe || c === 0xffff) {
        throw this.fail("illegalCharacter", [c], i);
      }
    }
  }

  /** Parses the root element and everything inside it without recursion. */
  parseElementTree() {
    const { s, n } = this;
    const stack = [];
    const startOffsets = [];
    let root = null;
    do {
      const tagStart = this.pos;
      if (s.charCodeAt(this.pos) === LT) {
        const next = this.pos + 1 < n ? s.charCodeAt(this.pos + 1) : 0;
        if (next === SLASH) {
          this.pos += 2;
          const name = this.scanName();
          const spaceStart = this.pos;
          this.skipWhitespace();
          if (!(this.pos < n && s.charCodeAt(this.pos) === GT)) {
            throw this.pos < n
              ? this.fail("expectedTagEnd", [name], this.pos)
              : this.fail("unexpectedEndOfInput", ["'>'"], this.pos);
          }
          const open = stack[stack.length - 1];
          if (!open) throw this.fail("unexpectedEndTag", [name], tagStart);
          if (open.tagName !== name) throw this.fail("mismatchedEndTag", [open.tagName, name], tagStart);
          if (this.pos > spaceStart) open.endTagTrailingWhitespace = s.slice(spaceStart, this.pos);
          this.pos += 1;
          stack.pop();
          startOffsets.pop();
        } else if (next === BANG) {
          if (this.matches("<!--")) {
            const comment = this.parseComment();
            if (stack.length) stack[stack.length - 1].appendNode(comment);
          } else if (this.matches("<![CDATA[")) {
            const cdata = this.parseCDATA();
            if (stack.length) stack[stack.length - 1].appendNode(cdata);
          } else {
            throw this.failMarkupDeclaration(tagStart);
          }
        } else if (next === QUESTION) {
          throw this.failProcessingInstruction(tagStart);
        } else {
          const element = this.parseStartTag();
          if (stack.length) stack[stack.length - 1].appendNode(element); else root = element;
          if (!element.isSelfClosing) {
            stack.push(element);
            startOffsets.push(tagStart);
            if (stack.length > this.limits.maxDepth) throw this.fail("nestingTooDeep", [this.limits.maxDepth], tagStart);
          }
        }
      } else {
        const text = this.scanText();
        if (stack.length) stack[stack.length - 1].appendNode(text);
      }
      if (stack.length && this.pos >= n) {
        throw this.fail("unclosedElement", [stack[stack.length - 1].tagName], startOffsets[startOffsets.length - 1]);
      }
    } while (stack.length);
    return root;
  }

  /** `<name attr="v" ...>` or `.../>` starting at `<`; the element's isSelfClosing tells which. */
  parseStartTag() {
    const { s, n } = this;
    this.pos += 1;
    const name = this.scanName();
    const attributes = [];
    for (;;) {
      const spaceStart = this.pos;
      this.skipWhitespace();
      if (this.pos >= n) throw this.fail("unexpectedEndOfInput", [`the end of <${name}>`], this.pos);
      const c = s.charCodeAt(this.pos);
      if (c === GT || c === SLASH) {
        const trailing = this.pos > spaceStart ? s.slice(spaceStart, this.pos) : "";
        if (c === SLASH) {
          if (!(this.pos + 1 < n && s.charCodeAt(this.pos + 1) === GT)) throw this.fail("expectedTagEnd", [name], this.pos);
          this.pos += 2;
          return new XmlElement(name, attributes, true, trailing);
        }
        this.pos += 1;
        return new XmlElement(name, attributes, false, trailing);
      }
      if (this.pos === spaceStart) throw this.fail("expectedTagEnd", [name], this.pos);
      const lead = this.pos - spaceStart === 1 && s.charCodeAt(spaceStart) === 0x20 ? null : s.slice(spaceStart, this.pos);
      const attributeStart = this.pos;
      const attribute = this.parseAttribute(lead);
      for (const existing of attributes) {
        if (existing.name === attribute.name) throw this.fail("duplicateAttribute", [attribute.name], attributeStart);
      }
      if (attributes.length === this.limits.maxAttributesPerElement) {
        throw this.fail("tooManyAttributes", [this.limits.maxAttributesPerElement], attributeStart);
      }
      attributes.push(attribute);
    }
  }

  parseAttribute(lead) {
    const { s, n } = this;
    const name = this.scanName();
    const equalsStart = this.pos;
    this.skipWhitespace();
    if (!(this.pos < n && s.charCodeAt(this.pos) === EQUALS)) throw this.fail("expectedEquals", [name], this.pos);
    this.pos += 1;
    this.skipWhitespace();
    const equals = this.pos - equalsStart === 1 ? null : s.slice(equalsStart, this.pos);
    const quote = this.pos < n ? s.charCodeAt(this.pos) : -1;
    if (quote !== DQUOTE && quote !== SQUOTE) throw this.fail("expectedQuote", [name], this.pos);
    this.pos += 1;
    const valueStart = this.pos;
    const limit = this.limits.maxAttributeValueBytes;
    let bytes = 0;
    for (;;) {
      if (this.pos >= n) throw this.fail("unexpectedEndOfInput", [`the closing quote of ${name}`], valueStart);
      const c = s.charCodeAt(this.pos);
      if (c === quote) break;
      if (c === LT) throw this.fail("lessThanInAttributeValue", [name], this.pos);
      if (c === AMP) {
        const before = this.pos;
        this.checkReference();
        bytes += this.pos - before;
      } else {
        bytes += utf8Units(c);
        this.pos += 1;
      }
      if (bytes > limit) throw this.fail("attributeValueTooLong", [name, limit], valueStart);
    }
    const raw = s.slice(valueStart, this.pos);
    this.pos += 1;
    const quoteChar = quote === DQUOTE ? '"' : "'";
    // Equals and lead are null for the standard ` name="` spelling (see XmlAttribute).
    return new XmlAttribute(name, raw, quoteChar, lead, equals);
  }

  /** Character data up to the next `<` (or the end), with its references checked. */
  scanText() {
    const { s, n } = this;
    const start = this.pos;
    const limit = this.limits.maxTextBytes;
    let bytes = 0;
    while (this.pos < n) {
      const c = s.charCodeAt(this.pos);
      if (c === LT) break;
      if (c === AMP) {
        const before = this.pos;
        this.checkReference();
        bytes += this.pos - before;
      } else {
        bytes += utf8Units(c);
        this.pos += 1;
      }
      if (bytes > limit) throw this.fail("textTooLong", [limit], start);
    }
    return new XmlText(s.slice(start, this.pos));
  }

  parseComment() { return new XmlComment(this.delimited(4, "-->", "unterminatedComment")); }

  parseCDATA() { return new XmlCData(this.delimited(9, "]]>", "unterminatedCDATA")); }

  /** The text between an opener of `openLength` characters and `terminator`, consuming both. */
  delimited(openLength, terminator, failure) {
    const start = this.pos;
    this.pos += openLength;
    const close = this.s.indexOf(terminator, this.pos);
    if (close < 0) throw this.fail(failure, [], start);
    const text = this.s.slice(this.pos, close);
    this.pos = close + terminator.length;
    return text;
  }

  /** `<?xml version="1.0" encoding="UTF-8"?>`, kept verbatim; an encoding other than UTF-8 is refused. */
  parseDeclaration() {
    const start = this.pos;
    const close = this.s.indexOf("?>", this.pos);
    if (close < 0) throw this.fail("badDeclaration", ["it is not closed with '?>'"], start);
    this.pos = close + 2;
    const text = this.s.slice(start, this.pos);
    if (!text.includes("version=")) throw this.fail("badDeclaration", ["it has no version"], start);
    const at = text.indexOf("encoding=");
    if (at >= 0) {
      const rest = Array.from(text.slice(at + "encoding=".length)).slice(1);
      let name = "";
      for (const ch of rest) { if (ch === '"' || ch === "'") break; name += ch; }
      const upper = name.toUpperCase();
      if (upper !== "UTF-8" && upper !== "UTF8") throw this.fail("unsupportedEncoding", [name], start);
    }
    return text;
  }

  /** Checks the reference at `&` and moves past its `;` (distances counted in UTF-8 bytes). */
  checkReference() {
    const { s, n } = this;
    const start = this.pos;
    let index = start + 1;
    let distance = 1;
    while (index < n && distance <= 12) {
      const c = s.charCodeAt(index);
      if (c === SEMI) break;
      if (isWhitespace(c) || c === LT || c === AMP || c === DQUOTE || c === SQUOTE) break;
      const units = utf8Units(c);
      if (distance + units - 1 > 12 && units > 1) { distance = 13; index = -1; break; } // stops inside the character
      distance += units;
      index += 1;
    }
    if (index < 0 || !(index < n && s.charCodeAt(index) === SEMI) || index <= start + 1) {
      throw this.fail("unterminatedReference", [], start);
    }
    const body = s.slice(start + 1, index);
    if (decodeReference(body) === null) {
      if (body.startsWith("#")) throw this.fail("invalidCharacterReference", [body], start);
      throw this.fail("undefinedEntity", [body], start);
    }
    this.pos = index + 1;
  }

  scanName() {
    const { s, n } = this;
    const start = this.pos;
    if (!(this.pos < n && isNameStart(s.charCodeAt(this.pos)))) throw this.fail("expectedName", [], this.pos);
    this.pos += 1;
    while (this.pos < n && isNameChar(s.charCodeAt(this.pos))) this.pos += 1;
    const name = s.slice(start, this.pos);
    if (name.length > 341 && utf8Length(name) > this.limits.maxNameBytes) {
      throw this.fail("nameTooLong", [this.limits.maxNameBytes], start);
    }
    return name;
  }

  skipWhitespace() {
    while (this.pos < this.n && isWhitespace(this.s.charCodeAt(this.pos))) this.pos += 1;
  }

  matches(literal) { return this.s.startsWith(literal, this.pos); }

  failMarkupDeclaration(start) {
    return this.matches("<!DOCTYPE") ? this.fail("doctypeNotAllowed", [], start) : this.fail("markupDeclarationNotAllowed", [], start);
  }

  failProcessingInstruction(start) {
    this.pos = start + 2;
    let target = "";
    try { target = this.scanName(); } catch { target = ""; }
    return this.fail("processingInstructionNotAllowed", [target], start);
  }
}
