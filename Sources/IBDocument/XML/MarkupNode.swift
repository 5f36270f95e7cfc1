/// The lossless XML tree. Every byte of an input document is held by exactly one node or token
/// field, so serializing an unedited tree reproduces the input byte for byte.
///
/// The tree uses its own names (`Markup…`) so it never collides with Foundation's `XMLElement`
/// / `XMLDocument` on platforms that have them.

/// One child of an element (or of the document outside the root element).
public enum MarkupNode {
    case element(MarkupElement)
    /// Character data exactly as written: entity references are kept (`&amp;` stays `&amp;`).
    case text(String)
    /// The text between `<!--` and `-->`.
    case comment(String)
    /// The text between `<![CDATA[` and `]]>` (Xcode never writes CDATA; other tools might).
    case cdata(String)

    public var element: MarkupElement? {
        if case .element(let element) = self { return element }
        return nil
    }

    /// True for text made only of spaces, tabs and line breaks (the indentation between tags).
    public var isWhitespace: Bool {
        guard case .text(let text) = self else { return false }
        return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }
}

/// The quote character around an attribute value.
public enum MarkupQuote: UInt8 {
    case double = 0x22
    case single = 0x27
}

/// An attribute with its exact lexical form.
public struct MarkupAttribute {
    public var name: String
    /// The value between the quotes, exactly as written (entities not decoded).
    public var rawValue: String
    public var quote: MarkupQuote
    /// Unusual spacing around the name (nil for Xcode's ` name="`), kept out of line to keep
    /// the common attribute small.
    private var spacing: Spacing?

    private final class Spacing {
        let leadingWhitespace: String
        let equals: String
        init(leadingWhitespace: String, equals: String) {
            self.leadingWhitespace = leadingWhitespace
            self.equals = equals
        }
    }

    public init(name: String, rawValue: String, quote: MarkupQuote = .double,
                leadingWhitespace: String = " ", equals: String = "=") {
        self.name = name
        self.rawValue = rawValue
        self.quote = quote
        if leadingWhitespace != " " || equals != "=" {
            spacing = Spacing(leadingWhitespace: leadingWhitespace, equals: equals)
        }
    }

    /// Creates an attribute the way Xcode writes a new one: double quotes, escaped value.
    public init(name: String, value: String) {
        self.init(name: name, rawValue: MarkupEscaping.escapeAttributeValue(value))
    }

    /// Whitespace before the name (a single space in everything Xcode writes).
    public var leadingWhitespace: String { spacing?.leadingWhitespace ?? " " }
    /// The text between the name and the opening quote: `=` unless written as ` = `.
    public var equals: String { spacing?.equals ?? "=" }
    /// True for the ` name="` form Xcode writes.
    var hasStandardSpacing: Bool { spacing == nil }

    /// The value with entity and character references decoded.
    public var value: String { MarkupEscaping.unescape(rawValue) }
}

/// A parsed document: optional byte order mark and XML declaration, the nodes around the root
/// element (whitespace, comments) and the root itself.
public final class MarkupDocument {
    public var hasByteOrderMark: Bool
    /// The XML declaration exactly as written (`<?xml version="1.0" encoding="UTF-8"?>`), if any.
    public var declaration: String?
    /// Nodes between the declaration and the root element (usually the single line break).
    public var prolog: [MarkupNode]
    public var root: MarkupElement
    /// Nodes after the root's end tag (usually one `\n`; none in Xcode 5 files).
    public var epilog: [MarkupNode]
    /// The size of the parsed input, used to size the output buffer.
    var sourceByteCount = 0

    public init(hasByteOrderMark: Bool = false, declaration: String?, prolog: [MarkupNode],
                root: MarkupElement, epilog: [MarkupNode]) {
        self.hasByteOrderMark = hasByteOrderMark
        self.declaration = declaration
        self.prolog = prolog
        self.root = root
        self.epilog = epilog
    }

    /// Parses UTF-8 bytes into a lossless tree; see `MarkupParser` for what is refused.
    public static func parse(_ bytes: [UInt8], limits: MarkupLimits = .default) throws -> MarkupDocument {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = MarkupParser(buffer, limits: limits)
            return try parser.parseDocument()
        }
    }

    public static func parse(_ text: String, limits: MarkupLimits = .default) throws -> MarkupDocument {
        try parse(Array(text.utf8), limits: limits)
    }

    /// The document's bytes: identical to the parsed input where nothing was edited.
    public func serialized() -> [UInt8] {
        MarkupSerializer.serialize(self)
    }

    public func serializedString() -> String {
        String(decoding: serialized(), as: UTF8.self)
    }
}
