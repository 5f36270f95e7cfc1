/// One token of an Objective-C header or implementation, as far as Interface Builder cares:
/// identifiers (`@`-keywords included, e.g. `@interface`), single punctuation characters, and
/// the line it starts on. Comments, string/character literals, numbers and preprocessor
/// directive lines never become tokens, so text inside them can't look like a declaration.
struct ObjCToken: Equatable {
    enum Kind: Equatable { case identifier, keyword, punctuation }
    let kind: Kind
    let text: String
    let line: Int

    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    func isKeyword(_ name: String) -> Bool { kind == .keyword && text == name }
}

/// Splits Objective-C text into `ObjCToken`s, by hand (no regular expressions): a single pass
/// over the UTF-8 bytes that knows comments, literals, line continuations and `#` directives.
struct ObjCTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// True until something other than whitespace appears on the current line (a `#` there starts a directive).
    private var atLineStart = true

    init(_ text: String) { bytes = Array(text.utf8) }

    static func tokens(of text: String) -> [ObjCToken] {
        var tokenizer = ObjCTokenizer(text)
        var tokens: [ObjCToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private mutating func next() -> ObjCToken? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                atLineStart = true
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where atLineStart:
                skipLine()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                atLineStart = false
                skipLiteral(closing: byte)
            default:
                atLineStart = false
                if Self.isIdentifierStart(byte) { return identifier(kind: .identifier, from: index) }
                if byte == UInt8(ascii: "@"), let following = peek(1), Self.isIdentifierStart(following) {
                    return identifier(kind: .keyword, from: index + 1, prefix: "@")
                }
                if byte == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
                    index += 1
                    continue
                }
                if Self.isDigit(byte) {
                    while index < bytes.count, Self.isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                    continue
                }
                index += 1
                return ObjCToken(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line)
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func identifier(kind: ObjCToken.Kind, from start: Int, prefix: String = "") -> ObjCToken {
        var end = start
        while end < bytes.count, Self.isIdentifierPart(bytes[end]) { end += 1 }
        index = end
        return ObjCToken(kind: kind, text: prefix + String(decoding: bytes[start..<end], as: UTF8.self), line: line)
    }

    /// To the end of the line, following backslash continuations (multi-line macros).
    private mutating func skipLine() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") {
                index += 2
                line += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") { return }
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            index += 1
        }
    }

    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                index += 2
                return
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    private mutating func skipLiteral(closing: UInt8) {
        index += 1
        while index < bytes.count, bytes[index] != closing, bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
