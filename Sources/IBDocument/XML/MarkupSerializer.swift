/// Writes a tree back to bytes. Everything comes from the nodes' stored lexical form, so an
/// unedited tree gives back its input exactly.
enum MarkupSerializer {
    static func serialize(_ document: MarkupDocument) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(max(4096, document.sourceByteCount + document.sourceByteCount / 8))
        if document.hasByteOrderMark { out.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
        if let declaration = document.declaration { out.append(contentsOf: declaration.utf8) }
        for node in document.prolog { write(node, to: &out) }
        write(document.root, to: &out)
        for node in document.epilog { write(node, to: &out) }
        return out
    }

    /// The bytes of one element and its subtree (used for fragments and tests).
    static func serialize(_ element: MarkupElement) -> [UInt8] {
        var out: [UInt8] = []
        write(element, to: &out)
        return out
    }

    private static func write(_ node: MarkupNode, to out: inout [UInt8]) {
        switch node {
        case .element(let element): write(element, to: &out)
        case .text(let text): append(text, to: &out)
        case .comment(let text):
            out.append(contentsOf: "<!--".utf8)
            append(text, to: &out)
            out.append(contentsOf: "-->".utf8)
        case .cdata(let text):
            out.append(contentsOf: "<![CDATA[".utf8)
            append(text, to: &out)
            out.append(contentsOf: "]]>".utf8)
        }
    }

    private static func write(_ element: MarkupElement, to out: inout [UInt8]) {
        out.append(0x3C)
        append(element.name, to: &out)
        for attribute in element.attributes {
            if attribute.hasStandardSpacing {
                out.append(0x20)
                append(attribute.name, to: &out)
                out.append(0x3D)
            } else {
                append(attribute.leadingWhitespace, to: &out)
                append(attribute.name, to: &out)
                append(attribute.equals, to: &out)
            }
            out.append(attribute.quote.rawValue)
            append(attribute.rawValue, to: &out)
            out.append(attribute.quote.rawValue)
        }
        let startTagSpace = element.startTagTrailingWhitespace
        if !startTagSpace.isEmpty { append(startTagSpace, to: &out) }
        if element.children.isEmpty && element.isSelfClosing {
            out.append(0x2F)
            out.append(0x3E)
            return
        }
        out.append(0x3E)
        for child in element.children { write(child, to: &out) }
        out.append(0x3C)
        out.append(0x2F)
        append(element.name, to: &out)
        let endTagSpace = element.endTagTrailingWhitespace
        if !endTagSpace.isEmpty { append(endTagSpace, to: &out) }
        out.append(0x3E)
    }

    /// Appends a string's UTF-8 bytes in one copy (small strings included, which `.utf8`
    /// would hand over byte by byte).
    @inline(__always)
    private static func append(_ string: String, to out: inout [UInt8]) {
        var string = string
        string.withUTF8 { out.append(contentsOf: $0) }
    }
}
