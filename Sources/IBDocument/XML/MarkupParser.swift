/// A hand-written, non-validating XML parser over raw UTF-8 bytes that keeps every lexical
/// detail (see `MarkupNode`). It accepts the XML subset Xcode and ordinary editors produce and
/// refuses, with the line and column, what an Interface Builder document never needs and an
/// attacker might use: DTDs and other markup declarations (so no entity expansion of any kind),
/// processing instructions other than the XML declaration, undefined entity references,
/// malformed UTF-8, and input beyond `MarkupLimits`.
struct MarkupParser {
    private let buffer: UnsafeBufferPointer<UInt8>
    private let limits: MarkupLimits
    private var pos = 0
    /// `"\n"` followed by 0...`indentCacheSize` spaces, shared by every indentation text node
    /// of every document (built once: building it took ~3 % of parsing a 0.5 MB xib).
    private static let indentCache: [String] = (0...indentCacheSize).map { "\n" + String(repeating: " ", count: $0) }
    private static let indentCacheSize = 96
    /// Names and values of 16...64 bytes seen before (`translatesAutoresizingMaskIntoConstraints`,
    /// `genericGamma22GrayColorSpace`...), shared instead of allocated again. Shorter strings
    /// are stored inline by Swift and cost nothing.
    private var internTable: [UInt64: String] = [:]
    /// Element and attribute names of up to 16 bytes (nearly all of them).
    private var nameCache = MarkupNameCache()
    /// Attribute values of up to 16 bytes (`YES`, `NO`, numbers, `center`...; ids mostly miss).
    private var shortValueCache = MarkupNameCache()
    /// Reused while reading a start tag, so each element's attribute array is allocated once
    /// at its final size.
    private var scratchAttributes: [MarkupAttribute] = []

    init(_ buffer: UnsafeBufferPointer<UInt8>, limits: MarkupLimits) {
        self.buffer = buffer
        self.limits = limits
    }

    mutating func parseDocument() throws -> MarkupDocument {
        guard buffer.count <= limits.maxDocumentBytes else {
            throw fail(.documentTooLarge(limit: limits.maxDocumentBytes), at: 0)
        }
        guard !buffer.isEmpty else { throw fail(.noRootElement, at: 0) }
        try MarkupEncodingValidator.validate(buffer)

        var hasBOM = false
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            hasBOM = true
            pos = 3
        }
        var declaration: String?
        if matches("<?xml"), pos + 5 < buffer.count, isWhitespace(buffer[pos + 5]) || buffer[pos + 5] == 0x3F {
            declaration = try parseDeclaration()
        }
        var prolog: [MarkupNode] = []
        var epilog: [MarkupNode] = []
        var root: MarkupElement?
        while pos < buffer.count {
            if buffer[pos] == 0x3C {
                let markupStart = pos
                let next = pos + 1 < buffer.count ? buffer[pos + 1] : 0
                if next == 0x21 {
                    guard matches("<!--") else {
                        if matches("<![CDATA[") { throw fail(.textOutsideRootElement, at: markupStart) }
                        throw failMarkupDeclaration(at: markupStart)
                    }
                    let comment = try parseComment()
                    if root == nil { prolog.append(comment) } else { epilog.append(comment) }
                } else if next == 0x3F {
                    throw failProcessingInstruction(at: markupStart)
                } else if next == 0x2F {
                    pos += 2
                    throw fail(.unexpectedEndTag(try scanName()), at: markupStart)
                } else {
                    if root != nil { throw fail(.multipleRootElements, at: markupStart) }
                    root = try parseElementTree()
                }
            } else {
                let start = pos
                let text = try scanText()
                guard text.isWhitespace else { throw fail(.textOutsideRootElement, at: start) }
                if root == nil { prolog.append(text) } else { epilog.append(text) }
            }
        }
        guard let root else { throw fail(.noRootElement, at: pos) }
        let document = MarkupDocument(hasByteOrderMark: hasBOM, declaration: declaration, prolog: prolog,
                                      root: root, epilog: epilog)
        document.sourceByteCount = buffer.count
        return document
    }

    // MARK: Elements

    /// Parses the root element and everything inside it without recursion.
    private mutating func parseElementTree() throws -> MarkupElement {
        var stack: [MarkupElement] = []
        var startOffsets: [Int] = []
        var root: MarkupElement?
        repeat {
            let tagStart = pos
            if buffer[pos] == 0x3C {
                let next = pos + 1 < buffer.count ? buffer[pos + 1] : 0
                switch next {
                case 0x2F:
                    pos += 2
                    let name = try scanName()
                    let spaceStart = pos
                    skipWhitespace()
                    guard pos < buffer.count, buffer[pos] == 0x3E else {
                        throw fail(pos < buffer.count ? .expectedTagEnd(element: name) : .unexpectedEndOfInput(expected: "'>'"), at: pos)
                    }
                    guard let open = stack.last else { throw fail(.unexpectedEndTag(name), at: tagStart) }
                    guard open.name == name else {
                        throw fail(.mismatchedEndTag(expected: open.name, found: name), at: tagStart)
                    }
                    if pos > spaceStart { open.endTagTrailingWhitespace = string(spaceStart, pos) }
                    pos += 1
                    stack.removeLast()
                    startOffsets.removeLast()
                case 0x21:
                    if matches("<!--") {
                        stack.last?.appendNode(try parseComment())
                    } else if matches("<![CDATA[") {
                        stack.last?.appendNode(try parseCDATA())
                    } else {
                        throw failMarkupDeclaration(at: tagStart)
                    }
                case 0x3F:
                    throw failProcessingInstruction(at: tagStart)
                default:
                    let (element, selfClosing) = try parseStartTag()
                    if let parent = stack.last { parent.appendNode(.element(element)) } else { root = element }
                    if !selfClosing {
                        stack.append(element)
                        startOffsets.append(tagStart)
                        if stack.count > limits.maxDepth { throw fail(.nestingTooDeep(limit: limits.maxDepth), at: tagStart) }
                    }
                }
            } else {
                stack.last?.appendNode(try scanText())
            }
            if !stack.isEmpty && pos >= buffer.count {
                throw fail(.unclosedElement(stack.last!.name), at: startOffsets.last!)
            }
        } while !stack.isEmpty
        return root!
    }

    /// Parses `<name attr="v" ...>` or `.../>` starting at `<`.
    private mutating func parseStartTag() throws -> (MarkupElement, selfClosing: Bool) {
        pos += 1
        let name = try scanName()
        scratchAttributes.removeAll(keepingCapacity: true)
        while true {
            let spaceStart = pos
            skipWhitespace()
            guard pos < buffer.count else { throw fail(.unexpectedEndOfInput(expected: "the end of <\(name)>"), at: pos) }
            let byte = buffer[pos]
            if byte == 0x3E || byte == 0x2F {
                let trailing = pos > spaceStart ? string(spaceStart, pos) : ""
                let attributes = exactCopy(of: scratchAttributes)
                if byte == 0x2F {
                    guard pos + 1 < buffer.count, buffer[pos + 1] == 0x3E else { throw fail(.expectedTagEnd(element: name), at: pos) }
                    pos += 2
                    return (MarkupElement(parsedName: name, attributes: attributes, trailingWhitespace: trailing, selfClosing: true), true)
                }
                pos += 1
                return (MarkupElement(parsedName: name, attributes: attributes, trailingWhitespace: trailing, selfClosing: false), false)
            }
            guard pos > spaceStart else { throw fail(.expectedTagEnd(element: name), at: pos) }
            let leading = pos - spaceStart == 1 && buffer[spaceStart] == 0x20 ? " " : string(spaceStart, pos)
            let attributeStart = pos
            let attribute = try parseAttribute(leading: leading)
            for existing in scratchAttributes where existing.name == attribute.name {
                throw fail(.duplicateAttribute(attribute.name), at: attributeStart)
            }
            if scratchAttributes.count == limits.maxAttributesPerElement {
                throw fail(.tooManyAttributes(limit: limits.maxAttributesPerElement), at: attributeStart)
            }
            scratchAttributes.append(attribute)
        }
    }

    /// A copy with capacity == count (a plain `Array(x)` would share the scratch buffer).
    private func exactCopy(of attributes: [MarkupAttribute]) -> [MarkupAttribute] {
        guard !attributes.isEmpty else { return [] }
        return [MarkupAttribute](unsafeUninitializedCapacity: attributes.count) { buffer, count in
            for (index, attribute) in attributes.enumerated() { (buffer.baseAddress! + index).initialize(to: attribute) }
            count = attributes.count
        }
    }

    private mutating func parseAttribute(leading: String) throws -> MarkupAttribute {
        let name = try scanName()
        let equalsStart = pos
        skipWhitespace()
        guard pos < buffer.count, buffer[pos] == 0x3D else { throw fail(.expectedEquals(attribute: name), at: pos) }
        pos += 1
        skipWhitespace()
        let equals = pos - equalsStart == 1 ? "=" : string(equalsStart, pos)
        guard pos < buffer.count, buffer[pos] == 0x22 || buffer[pos] == 0x27 else {
            throw fail(.expectedQuote(attribute: name), at: pos)
        }
        let quote = buffer[pos]
        pos += 1
        let valueStart = pos
        let limit = valueStart + limits.maxAttributeValueBytes
        while true {
            guard pos < buffer.count else { throw fail(.unexpectedEndOfInput(expected: "the closing quote of \(name)"), at: valueStart) }
            let byte = buffer[pos]
            if byte == quote { break }
            if byte == 0x3C { throw fail(.lessThanInAttributeValue(attribute: name), at: pos) }
            if byte == 0x26 { try checkReference() } else { pos += 1 }
            if pos > limit { throw fail(.attributeValueTooLong(attribute: name, limit: limits.maxAttributeValueBytes), at: valueStart) }
        }
        let raw = pos - valueStart <= MarkupNameCache.maximumLength
            ? shortValueCache.name(in: buffer, from: valueStart, to: pos) : interned(valueStart, pos)
        pos += 1
        return MarkupAttribute(name: name, rawValue: raw, quote: quote == 0x22 ? .double : .single,
                               leadingWhitespace: leading, equals: equals)
    }

    // MARK: Text, comments, CDATA, declarations

    /// Character data up to the next `<` (or the end), with its references checked.
    private mutating func scanText() throws -> MarkupNode {
        let start = pos
        let limit = start + limits.maxTextBytes
        var onlyIndent = buffer[pos] == 0x0A
        while pos < buffer.count {
            let byte = buffer[pos]
            if byte == 0x3C { break }
            if byte == 0x26 {
                onlyIndent = false
                try checkReference()
            } else {
                if byte != 0x20 && pos > start { onlyIndent = false }
                pos += 1
            }
            if pos > limit { throw fail(.textTooLong(limit: limits.maxTextBytes), at: start) }
        }
        let spaces = pos - start - 1
        if onlyIndent && spaces <= Self.indentCacheSize { return .text(Self.indentCache[spaces]) }
        return .text(string(start, pos))
    }

    private mutating func parseComment() throws -> MarkupNode {
        let start = pos
        pos += 4
        guard let close = find("-->", from: pos) else { throw fail(.unterminatedComment, at: start) }
        let text = string(pos, close)
        pos = close + 3
        return .comment(text)
    }

    private mutating func parseCDATA() throws -> MarkupNode {
        let start = pos
        pos += 9
        guard let close = find("]]>", from: pos) else { throw fail(.unterminatedCDATA, at: start) }
        let text = string(pos, close)
        pos = close + 3
        return .cdata(text)
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`, kept verbatim; a declared
    /// encoding other than UTF-8 is refused.
    private mutating func parseDeclaration() throws -> String {
        let start = pos
        guard let close = find("?>", from: pos) else { throw fail(.badDeclaration("it is not closed with '?>'"), at: start) }
        pos = close + 2
        let text = string(start, pos)
        guard text.contains("version=") else { throw fail(.badDeclaration("it has no version"), at: start) }
        if let range = text.firstRange(of: "encoding=") {
            let rest = text[range.upperBound...].dropFirst()
            let name = String(rest.prefix { $0 != "\"" && $0 != "'" })
            if name.uppercased() != "UTF-8" && name.uppercased() != "UTF8" {
                throw fail(.unsupportedEncoding(name), at: start)
            }
        }
        return text
    }

    // MARK: Lexical helpers

    /// Checks the reference at `&` and moves past its `;`.
    private mutating func checkReference() throws {
        let start = pos
        var index = pos + 1
        while index < buffer.count, index - start <= 12, buffer[index] != 0x3B {
            let byte = buffer[index]
            if isWhitespace(byte) || byte == 0x3C || byte == 0x26 || byte == 0x22 || byte == 0x27 { break }
            index += 1
        }
        guard index < buffer.count, buffer[index] == 0x3B, index > start + 1 else {
            throw fail(.unterminatedReference, at: start)
        }
        let body = string(start + 1, index)
        if MarkupEscaping.decodeReference(body) == nil {
            if body.hasPrefix("#") { throw fail(.invalidCharacterReference(body), at: start) }
            throw fail(.undefinedEntity(body), at: start)
        }
        pos = index + 1
    }

    private mutating func scanName() throws -> String {
        let start = pos
        guard pos < buffer.count, isNameStart(buffer[pos]) else { throw fail(.expectedName, at: pos) }
        pos += 1
        while pos < buffer.count, isNameByte(buffer[pos]) { pos += 1 }
        if pos - start > limits.maxNameBytes { throw fail(.nameTooLong(limit: limits.maxNameBytes), at: start) }
        if pos - start <= MarkupNameCache.maximumLength { return nameCache.name(in: buffer, from: start, to: pos) }
        return interned(start, pos)
    }

    private mutating func skipWhitespace() {
        while pos < buffer.count, isWhitespace(buffer[pos]) { pos += 1 }
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard pos + count <= buffer.count else { return false }
        let bytes = literal.utf8Start
        for offset in 0..<count where buffer[pos + offset] != bytes[offset] { return false }
        return true
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let bytes = literal.utf8Start
        var index = start
        while index + count <= buffer.count {
            if buffer[index] == bytes[0] {
                var offset = 1
                while offset < count, buffer[index + offset] == bytes[offset] { offset += 1 }
                if offset == count { return index }
            }
            index += 1
        }
        return nil
    }

    /// A string for `buffer[start..<end]`, shared with an earlier equal one when it is long
    /// enough to need its own allocation.
    private mutating func interned(_ start: Int, _ end: Int) -> String {
        let count = end - start
        guard count > 15 && count <= 64 else { return string(start, end) }
        var hash: UInt64 = 0xcbf29ce484222325
        for index in start..<end { hash = (hash ^ UInt64(buffer[index])) &* 0x100000001b3 }
        if var cached = internTable[hash] {
            let same = cached.withUTF8 { bytes in
                bytes.count == count && memoryEqual(bytes.baseAddress!, buffer.baseAddress! + start, count)
            }
            if same { return cached }
        }
        let fresh = string(start, end)
        internTable[hash] = fresh
        return fresh
    }

    private func memoryEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for offset in 0..<count where lhs[offset] != rhs[offset] { return false }
        return true
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }

    @inline(__always) private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    @inline(__always) private func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    /// Name bytes as two 64-bit sets, one bit per ASCII byte: `-` `.` `0`–`9` `:` below 0x40,
    /// `A`–`Z` `_` `a`–`z` above (every byte ≥ 0x80 belongs to a name too). One shift and mask
    /// per byte instead of a chain of comparisons: names are the parser's most frequent scan.
    private static let nameBytesBelow40: UInt64 = (1 << 0x2D) | (1 << 0x2E) | (((1 << 10) - 1) << 0x30) | (1 << 0x3A)
    private static let nameBytesFrom40: UInt64 = (((1 << 26) - 1) << (0x41 - 0x40)) | (1 << (0x5F - 0x40))
        | (((1 << 26) - 1) << (0x61 - 0x40))

    @inline(__always) private func isNameByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let set = byte < 0x40 ? Self.nameBytesBelow40 : Self.nameBytesFrom40
        return set >> (byte & 0x3F) & 1 == 1
    }

    // MARK: Errors

    private func fail(_ reason: MarkupParseError.Reason, at offset: Int) -> MarkupParseError {
        MarkupParseError.at(reason, offset: offset, in: buffer)
    }

    private func failMarkupDeclaration(at start: Int) -> MarkupParseError {
        matches("<!DOCTYPE") ? fail(.doctypeNotAllowed, at: start) : fail(.markupDeclarationNotAllowed, at: start)
    }

    private mutating func failProcessingInstruction(at start: Int) -> MarkupParseError {
        pos = start + 2
        let target = (try? scanName()) ?? ""
        return fail(.processingInstructionNotAllowed(target: target), at: start)
    }
}
