// Why a document could not be parsed, with the 1-based line and column (in characters).
// Twin of Sources/IBDocument/XML/MarkupParseError.swift: `description` is the same sentence.

const MESSAGES = {
  invalidUTF8: () => "the file is not valid UTF-8.",
  illegalCharacter: (value) => `character U+${value.toString(16).toUpperCase()} is not allowed in an XML document.`,
  documentTooLarge: (limit) => `the document is larger than the ${limit}-byte limit.`,
  doctypeNotAllowed: () =>
    "document type declarations (<!DOCTYPE>) are refused: Xcode never writes them and they enable entity expansion attacks.",
  markupDeclarationNotAllowed: () => "markup declarations (<!ENTITY>, <!ELEMENT>, ...) are not allowed.",
  processingInstructionNotAllowed: (target) =>
    `processing instruction <?${target}?> is not allowed; only the XML declaration on the first line is.`,
  badDeclaration: (why) => `the XML declaration is malformed: ${why}.`,
  unsupportedEncoding: (name) => `encoding "${name}" is not supported; Interface Builder documents are UTF-8.`,
  undefinedEntity: (name) =>
    `entity reference &${name}; is undefined; only &lt; &gt; &amp; &quot; &apos; and character references are allowed.`,
  unterminatedReference: () => "an '&' is not followed by an entity name and ';' (write &amp; for a literal ampersand).",
  invalidCharacterReference: (body) => `character reference &${body}; does not name a legal XML character.`,
  unexpectedEndOfInput: (expected) => `the file ends where ${expected} was expected.`,
  expectedName: () => "a tag or attribute name was expected.",
  nameTooLong: (limit) => `a name is longer than the ${limit}-byte limit.`,
  expectedEquals: (attribute) => `attribute ${attribute} must be followed by '='.`,
  expectedQuote: (attribute) => `the value of attribute ${attribute} must be in quotes.`,
  lessThanInAttributeValue: (attribute) => `the value of attribute ${attribute} contains '<' (write &lt;).`,
  duplicateAttribute: (name) => `attribute ${name} appears twice in the same tag.`,
  tooManyAttributes: (limit) => `a tag has more than ${limit} attributes.`,
  attributeValueTooLong: (attribute, limit) => `the value of attribute ${attribute} is longer than the ${limit}-byte limit.`,
  textTooLong: (limit) => `a text node is longer than the ${limit}-byte limit.`,
  expectedTagEnd: (element) => `the start tag of <${element}> must end with '>' or '/>'.`,
  mismatchedEndTag: (expected, found) => `end tag </${found}> does not match the open element <${expected}>.`,
  unexpectedEndTag: (name) => `end tag </${name}> has no matching start tag.`,
  unclosedElement: (name) => `element <${name}> is never closed.`,
  nestingTooDeep: (limit) => `elements are nested more than ${limit} levels deep.`,
  textOutsideRootElement: () => "text is not allowed outside the root element.",
  multipleRootElements: () => "a document has exactly one root element, and this is a second one.",
  noRootElement: () => "the document has no root element.",
  unterminatedComment: () => "a comment is not closed with '-->'.",
  unterminatedCDATA: () => "a CDATA section is not closed with ']]>'.",
};

export class XmlParseError extends Error {
  /** `reason` is the Swift case name, `args` its associated values. */
  constructor(reason, args, line, column) {
    const message = MESSAGES[reason](...args);
    super(`${line}:${column}: ${message}`);
    this.name = "XmlParseError";
    this.reason = reason;
    this.args = args;
    this.line = line;
    this.column = column;
    /** The sentence without the position. */
    this.sentence = message;
  }

  /** Same as Swift's `String(describing: error)`: `line:column: sentence`. */
  get description() { return this.message; }

  /** Line and column (in code points) of a UTF-16 offset into `text`. */
  static at(reason, args, offset, text) {
    let line = 1;
    let column = 1;
    const end = Math.min(offset, text.length);
    for (let i = 0; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a) { line += 1; column = 1; } else if (c < 0xdc00 || c > 0xdfff || !isHigh(text.charCodeAt(i - 1))) column += 1;
    }
    return new XmlParseError(reason, args, line, column);
  }
}

function isHigh(c) { return c >= 0xd800 && c <= 0xdbff; }

/** Bounds that keep hostile input from exhausting memory (byte counts are UTF-8 bytes). */
export const DEFAULT_LIMITS = Object.freeze({
  maxDocumentBytes: 256 * 1024 * 1024,
  maxDepth: 512,
  maxAttributeValueBytes: 1 << 20,
  maxTextBytes: 16 << 20,
  maxNameBytes: 1024,
  maxAttributesPerElement: 512,
});
