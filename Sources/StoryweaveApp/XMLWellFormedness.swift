/// Why an upload is not an acceptable XML document. `line`/`column` are 1-based.
public struct XMLCheckError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// Not XML at all (binary, empty, not UTF-8): answered 400.
        case notXML
        /// XML-shaped but broken: answered 422.
        case malformed
        /// A DOCTYPE (and with it any entity declaration): refused, answered 422.
        case doctypeRefused
    }

    public let kind: Kind
    public let message: String
    public let line: Int
    public let column: Int

    public var description: String {
        kind == .notXML ? message : "\(message) (line \(line), column \(column))"
    }
}

/// What the check learned about the document: its root element and the root's attributes.
public struct XMLDocumentSummary: Equatable, Sendable {
    public let rootElement: String
    public let rootAttributes: [String: String]
}

/// A strict, non-validating well-formedness check over the raw bytes (UTF-8, optional BOM).
/// It never resolves entities: only the five predefined ones and character references are
/// accepted, and any `<!DOCTYPE` is refused, so neither external entities (XXE) nor entity
/// expansion bombs can get in. Xcode never writes a DOCTYPE, so nothing real is lost.
public struct XMLWellFormednessChecker {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    public static func check(_ bytes: [UInt8]) throws -> XMLDocumentSummary {
        var checker = XMLWellFormednessChecker(bytes: bytes)
        return try checker.run()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run() throws -> XMLDocumentSummary {
        guard !bytes.isEmpty else { throw XMLCheckError(kind: .notXML, message: "The upload is empty.", line: 1, column: 1) }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw XMLCheckError(kind: .notXML, message: "The upload is not UTF-8 text, so it is not an Xcode XML document.", line: 1, column: 1)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        if starts(with: "<?xml") { try skipProcessingInstruction() }
        try skipMisc()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            throw XMLCheckError(kind: .notXML, message: "The upload does not start with an XML element, so it is not an Xcode XML document.", line: 1, column: 1)
        }
        if starts(with: "<!DOCTYPE") {
            throw failure(.doctypeRefused, "DOCTYPE declarations are refused: Storyweave never loads DTDs or resolves entities (Xcode documents have none)")
        }
        let (root, attributes) = try parseElement()
        try skipMisc()
        guard index == bytes.count else { throw failure(.malformed, "Content after the root element </\(root)>") }
        return XMLDocumentSummary(rootElement: root, rootAttributes: attributes)
    }

    // MARK: - Structure

    /// Comments, processing instructions and whitespace around the root element.
    private mutating func skipMisc() throws {
        while index < bytes.count {
            if isWhitespace(bytes[index]) { advance() }
            else if starts(with: "<!--") { try skipComment() }
            else if starts(with: "<?") { try skipProcessingInstruction() }
            else if starts(with: "<!DOCTYPE") { throw failure(.doctypeRefused, "DOCTYPE declarations are refused: Storyweave never loads DTDs or resolves entities (Xcode documents have none)") }
            else { return }
        }
    }

    /// Parses the element at `index` and everything inside it, iteratively (deep nesting cannot overflow the stack).
    private mutating func parseElement() throws -> (String, [String: String]) {
        var stack: [String] = []
        var rootName = ""
        var rootAttributes: [String: String] = [:]
        repeat {
            guard index < bytes.count else {
                throw failure(.malformed, "The document ends inside <\(stack.last ?? rootName)>")
            }
            if bytes[index] != UInt8(ascii: "<") {
                try skipText()
                continue
            }
            if starts(with: "</") {
                advance(2)
                let name = try parseName()
                skipWhitespace()
                try expect(">")
                guard let open = stack.popLast(), open == name else {
                    throw failure(.malformed, "Closing tag </\(name)> does not match the open element <\(stack.last ?? "")>")
                }
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<![CDATA[") {
                advance(9)
                try skip(until: "]]>", what: "CDATA section")
            } else if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "<!") {
                throw failure(stack.isEmpty ? .doctypeRefused : .malformed, "Markup declarations (<!…>) are not allowed here")
            } else {
                advance()
                let name = try parseName()
                let attributes = try parseAttributes(of: name)
                if stack.isEmpty && rootName.isEmpty { rootName = name; rootAttributes = attributes }
                if starts(with: "/>") { advance(2) } else { try expect(">"); stack.append(name) }
            }
        } while !stack.isEmpty
        return (rootName, rootAttributes)
    }

    private mutating func parseAttributes(of element: String) throws -> [String: String] {
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw failure(.malformed, "The document ends inside the tag <\(element)>") }
            if bytes[index] == UInt8(ascii: ">") || starts(with: "/>") { return attributes }
            guard hadSpace else { throw failure(.malformed, "Attributes of <\(element)> must be separated by whitespace") }
            let name = try parseName()
            skipWhitespace()
            try expect("=")
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw failure(.malformed, "The value of attribute \(name) must be quoted")
            }
            let quote = bytes[index]
            advance()
            let start = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { throw failure(.malformed, "'<' is not allowed in the value of attribute \(name)") }
                if bytes[index] == UInt8(ascii: "&") { try parseReference() } else { advance() }
            }
            guard index < bytes.count else { throw failure(.malformed, "The value of attribute \(name) is not closed") }
            let value = String(decoding: bytes[start..<index], as: UTF8.self)
            advance()
            guard attributes.updateValue(value, forKey: name) == nil else {
                throw failure(.malformed, "Attribute \(name) appears twice in <\(element)>")
            }
        }
    }

    private mutating func skipText() throws {
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "&") { try parseReference(); continue }
            if starts(with: "]]>") { throw failure(.malformed, "']]>' is not allowed in text") }
            advance()
        }
    }

    /// `&name;` (predefined only) or `&#…;` / `&#x…;` naming a legal XML character.
    private mutating func parseReference() throws {
        advance()
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { advance() }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw failure(.malformed, "'&' must start an entity or character reference ending in ';'")
        }
        let body = String(decoding: bytes[start..<index], as: UTF8.self)
        advance()
        if ["lt", "gt", "amp", "quot", "apos"].contains(body) { return }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            if let value, Self.isLegalCharacter(value) { return }
            throw failure(.malformed, "&\(body); is not a legal character reference")
        }
        throw failure(.malformed, "Unknown entity &\(body); (only &lt; &gt; &amp; &quot; &apos; are defined; no DTD is loaded)")
    }

    private static func isLegalCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    private mutating func skipComment() throws {
        advance(4)
        while index < bytes.count {
            if starts(with: "--") {
                guard starts(with: "-->") else { throw failure(.malformed, "'--' is not allowed inside a comment") }
                advance(3)
                return
            }
            advance()
        }
        throw failure(.malformed, "A comment is not closed")
    }

    private mutating func skipProcessingInstruction() throws {
        advance(2)
        _ = try parseName()
        try skip(until: "?>", what: "processing instruction")
    }

    private mutating func skip(until terminator: String, what: String) throws {
        while index < bytes.count {
            if starts(with: terminator) { advance(terminator.utf8.count); return }
            advance()
        }
        throw failure(.malformed, "A \(what) is not closed")
    }

    // MARK: - Lexical helpers

    private mutating func parseName() throws -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { advance() }
        guard index > start else { throw failure(.malformed, "A name was expected") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// ASCII name characters plus any non-ASCII byte (UTF-8 was validated up front).
    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    private func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, isWhitespace(bytes[index]) { advance() }
        return index > start
    }

    private mutating func expect(_ text: String) throws {
        guard starts(with: text) else { throw failure(.malformed, "'\(text)' was expected") }
        advance(text.utf8.count)
    }

    private func starts(with text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
    }

    private func failure(_ kind: XMLCheckError.Kind, _ message: String) -> XMLCheckError {
        // Column in characters: count UTF-8 lead bytes since the line start.
        let column = bytes[lineStart..<min(index, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return XMLCheckError(kind: kind, message: message, line: line, column: column)
    }
}
