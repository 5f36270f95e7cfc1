/// Writes a tree back to bytes. Everything comes from the nodes' stored lexical form, so an
/// unedited tree gives back its input exactly.
enum MarkupSerializer {
    static func serialize(_ document: MarkupDocument) -> [UInt8] {
        var out = ByteWriter(capacity: max(4096, document.sourceByteCount + document.sourceByteCount / 8))
        if document.hasByteOrderMark { out.append(0xEF); out.append(0xBB); out.append(0xBF) }
        if let declaration = document.declaration { out.append(declaration) }
        for node in document.prolog { write(node, to: &out) }
        write(document.root, to: &out)
        for node in document.epilog { write(node, to: &out) }
        return out.finish()
    }

    /// The bytes of one element and its subtree (used for fragments and tests).
    static func serialize(_ element: MarkupElement) -> [UInt8] {
        var out = ByteWriter(capacity: 4096)
        write(element, to: &out)
        return out.finish()
    }

    private static func write(_ node: MarkupNode, to out: inout ByteWriter) {
        switch node {
        case .element(let element): write(element, to: &out)
        case .text(let text): out.append(text)
        case .comment(let text):
            out.append("<!--")
            out.append(text)
            out.append("-->")
        case .cdata(let text):
            out.append("<![CDATA[")
            out.append(text)
            out.append("]]>")
        }
    }

    private static func write(_ element: MarkupElement, to out: inout ByteWriter) {
        out.append(0x3C)
        out.append(element.name)
        for attribute in element.attributes {
            if attribute.hasStandardSpacing {
                out.append(0x20)
                out.append(attribute.name)
                out.append(0x3D)
            } else {
                out.append(attribute.leadingWhitespace)
                out.append(attribute.name)
                out.append(attribute.equals)
            }
            out.append(attribute.quote.rawValue)
            out.append(attribute.rawValue)
            out.append(attribute.quote.rawValue)
        }
        let startTagSpace = element.startTagTrailingWhitespace
        if !startTagSpace.isEmpty { out.append(startTagSpace) }
        if element.children.isEmpty && element.isSelfClosing {
            out.append(0x2F)
            out.append(0x3E)
            return
        }
        out.append(0x3E)
        for child in element.children { write(child, to: &out) }
        out.append(0x3C)
        out.append(0x2F)
        out.append(element.name)
        let endTagSpace = element.endTagTrailingWhitespace
        if !endTagSpace.isEmpty { out.append(endTagSpace) }
        out.append(0x3E)
    }
}

/// The serializer's output: bytes copied with `memcpy` into one growing allocation, handed over
/// as an array at the end (one more copy, of the whole output at once, instead of a generic
/// `append(contentsOf:)` per name, value and text node).
private struct ByteWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        storage[count] = byte
        count += 1
    }

    /// A string's UTF-8 bytes (small strings included, which `.utf8` would hand over byte by byte).
    @inline(__always)
    mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
            (storage + count).update(from: base, count: bytes.count)
            count += bytes.count
        }
    }

    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    /// The bytes written, as an array; the writer must not be used afterwards.
    consuming func finish() -> [UInt8] {
        defer { storage.deallocate() }
        return Array(UnsafeBufferPointer(start: storage, count: count))
    }
}
