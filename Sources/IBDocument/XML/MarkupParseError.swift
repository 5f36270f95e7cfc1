/// Why a document could not be parsed, with the 1-based line and column (in characters) of the
/// offending input. `description` is one sentence for a person.
public struct MarkupParseError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Equatable {
        case invalidUTF8
        case illegalCharacter(UInt32)
        case documentTooLarge(limit: Int)
        case doctypeNotAllowed
        case markupDeclarationNotAllowed
        case processingInstructionNotAllowed(target: String)
        case badDeclaration(String)
        case unsupportedEncoding(String)
        case undefinedEntity(String)
        case unterminatedReference
        case invalidCharacterReference(String)
        case unexpectedEndOfInput(expected: String)
        case expectedName
        case nameTooLong(limit: Int)
        case expectedEquals(attribute: String)
        case expectedQuote(attribute: String)
        case lessThanInAttributeValue(attribute: String)
        case duplicateAttribute(String)
        case tooManyAttributes(limit: Int)
        case attributeValueTooLong(attribute: String, limit: Int)
        case textTooLong(limit: Int)
        case expectedTagEnd(element: String)
        case mismatchedEndTag(expected: String, found: String)
        case unexpectedEndTag(String)
        case unclosedElement(String)
        case nestingTooDeep(limit: Int)
        case textOutsideRootElement
        case multipleRootElements
        case noRootElement
        case unterminatedComment
        case unterminatedCDATA
    }

    public var reason: Reason
    public var line: Int
    public var column: Int

    public var description: String { "\(line):\(column): \(message)" }

    /// The sentence without the position.
    public var message: String {
        switch reason {
        case .invalidUTF8: return "the file is not valid UTF-8."
        case .illegalCharacter(let value):
            return "character U+\(String(value, radix: 16, uppercase: true)) is not allowed in an XML document."
        case .documentTooLarge(let limit): return "the document is larger than the \(limit)-byte limit."
        case .doctypeNotAllowed:
            return "document type declarations (<!DOCTYPE>) are refused: Xcode never writes them and they enable entity expansion attacks."
        case .markupDeclarationNotAllowed: return "markup declarations (<!ENTITY>, <!ELEMENT>, ...) are not allowed."
        case .processingInstructionNotAllowed(let target):
            return "processing instruction <?\(target)?> is not allowed; only the XML declaration on the first line is."
        case .badDeclaration(let why): return "the XML declaration is malformed: \(why)."
        case .unsupportedEncoding(let name): return "encoding \"\(name)\" is not supported; Interface Builder documents are UTF-8."
        case .undefinedEntity(let name):
            return "entity reference &\(name); is undefined; only &lt; &gt; &amp; &quot; &apos; and character references are allowed."
        case .unterminatedReference: return "an '&' is not followed by an entity name and ';' (write &amp; for a literal ampersand)."
        case .invalidCharacterReference(let body): return "character reference &\(body); does not name a legal XML character."
        case .unexpectedEndOfInput(let expected): return "the file ends where \(expected) was expected."
        case .expectedName: return "a tag or attribute name was expected."
        case .nameTooLong(let limit): return "a name is longer than the \(limit)-byte limit."
        case .expectedEquals(let attribute): return "attribute \(attribute) must be followed by '='."
        case .expectedQuote(let attribute): return "the value of attribute \(attribute) must be in quotes."
        case .lessThanInAttributeValue(let attribute): return "the value of attribute \(attribute) contains '<' (write &lt;)."
        case .duplicateAttribute(let name): return "attribute \(name) appears twice in the same tag."
        case .tooManyAttributes(let limit): return "a tag has more than \(limit) attributes."
        case .attributeValueTooLong(let attribute, let limit):
            return "the value of attribute \(attribute) is longer than the \(limit)-byte limit."
        case .textTooLong(let limit): return "a text node is longer than the \(limit)-byte limit."
        case .expectedTagEnd(let element): return "the start tag of <\(element)> must end with '>' or '/>'."
        case .mismatchedEndTag(let expected, let found): return "end tag </\(found)> does not match the open element <\(expected)>."
        case .unexpectedEndTag(let name): return "end tag </\(name)> has no matching start tag."
        case .unclosedElement(let name): return "element <\(name)> is never closed."
        case .nestingTooDeep(let limit): return "elements are nested more than \(limit) levels deep."
        case .textOutsideRootElement: return "text is not allowed outside the root element."
        case .multipleRootElements: return "a document has exactly one root element, and this is a second one."
        case .noRootElement: return "the document has no root element."
        case .unterminatedComment: return "a comment is not closed with '-->'."
        case .unterminatedCDATA: return "a CDATA section is not closed with ']]>'."
        }
    }

    /// Computes line and column for a byte offset into the input.
    static func at(_ reason: Reason, offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> MarkupParseError {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, buffer.count)
        while index < end {
            let byte = buffer[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return MarkupParseError(reason: reason, line: line, column: column)
    }
}

/// Bounds that keep hostile input from exhausting memory or the stack.
public struct MarkupLimits: Equatable {
    public var maxDocumentBytes: Int
    public var maxDepth: Int
    public var maxAttributeValueBytes: Int
    public var maxTextBytes: Int
    public var maxNameBytes: Int
    public var maxAttributesPerElement: Int

    public init(maxDocumentBytes: Int = 256 << 20, maxDepth: Int = 512, maxAttributeValueBytes: Int = 1 << 20,
                maxTextBytes: Int = 16 << 20, maxNameBytes: Int = 1024, maxAttributesPerElement: Int = 512) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxDepth = maxDepth
        self.maxAttributeValueBytes = maxAttributeValueBytes
        self.maxTextBytes = maxTextBytes
        self.maxNameBytes = maxNameBytes
        self.maxAttributesPerElement = maxAttributesPerElement
    }

    public static let `default` = MarkupLimits()
}
