/// An element with its attributes in written order, its children (including the whitespace
/// between tags) and the little lexical details that make serialization exact.
public final class MarkupElement {
    public var name: String
    /// Attributes in the order they were written (or inserted at Xcode's position).
    public internal(set) var attributes: [MarkupAttribute]
    /// Child nodes in document order; whitespace between child tags is kept as `.text` nodes.
    public internal(set) var children: [MarkupNode]
    /// `<x/>` rather than `<x></x>`; only meaningful while `children` is empty.
    public var isSelfClosing: Bool
    /// Whitespace between the last attribute and `>` or `/>` (empty in Xcode's output).
    public var startTagTrailingWhitespace: String {
        get { tagSpacing?.startTag ?? "" }
        set { setTagSpacing(startTag: newValue, endTag: endTagTrailingWhitespace) }
    }
    /// Whitespace between the name and `>` in the end tag (empty in Xcode's output).
    public var endTagTrailingWhitespace: String {
        get { tagSpacing?.endTag ?? "" }
        set { setTagSpacing(startTag: startTagTrailingWhitespace, endTag: newValue) }
    }
    /// The two whitespaces above, kept out of line (nil in everything Xcode writes) so an
    /// element costs one pointer for them instead of two strings: the tree of a large
    /// document is mostly elements.
    private var tagSpacing: TagSpacing?

    private final class TagSpacing {
        let startTag: String
        let endTag: String
        init(startTag: String, endTag: String) {
            self.startTag = startTag
            self.endTag = endTag
        }
    }

    private func setTagSpacing(startTag: String, endTag: String) {
        tagSpacing = startTag.isEmpty && endTag.isEmpty ? nil : TagSpacing(startTag: startTag, endTag: endTag)
    }
    /// The element that holds this one in its `children`, if any.
    public internal(set) weak var parent: MarkupElement?

    public init(name: String, attributes: [MarkupAttribute] = [], children: [MarkupNode] = [],
                isSelfClosing: Bool = true) {
        self.name = name
        self.attributes = attributes
        self.children = []
        self.isSelfClosing = isSelfClosing
        for child in children { appendNode(child) }
    }

    /// Parser entry point: no per-attribute work, children appended by the parser.
    init(parsedName: String, attributes: [MarkupAttribute], trailingWhitespace: String, selfClosing: Bool) {
        self.name = parsedName
        self.attributes = attributes
        self.children = []
        self.isSelfClosing = selfClosing
        if !trailingWhitespace.isEmpty { tagSpacing = TagSpacing(startTag: trailingWhitespace, endTag: "") }
    }

    /// Appends a node without any layout (the parser and low-level builders use this).
    public func appendNode(_ node: MarkupNode) {
        if case .element(let element) = node { element.parent = self }
        children.append(node)
    }

    /// Replaces all children without layout; elements are re-parented.
    public func replaceChildren(with nodes: [MarkupNode]) {
        for case .element(let old) in children where old.parent === self { old.parent = nil }
        children = []
        for node in nodes { appendNode(node) }
    }

    // MARK: Reading

    /// The decoded value of an attribute.
    public func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The value exactly as written between the quotes.
    public func rawAttribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.rawValue }
        return nil
    }

    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }

    public func attributeIndex(_ name: String) -> Int? {
        attributes.firstIndex { $0.name == name }
    }

    /// Child elements in order, skipping text and comments.
    public var childElements: [MarkupElement] {
        children.compactMap(\.element)
    }

    /// The first child element with this name (and `key` attribute, when given).
    public func firstChild(named name: String, key: String? = nil) -> MarkupElement? {
        for case .element(let child) in children where child.name == name {
            if let key, child.attribute("key") != key { continue }
            return child
        }
        return nil
    }

    /// The first child element with this `key` attribute, whatever its name.
    public func firstChild(withKey key: String) -> MarkupElement? {
        for case .element(let child) in children where child.attribute("key") == key { return child }
        return nil
    }

    /// This element and all elements below it, in document order.
    public func forEachElement(_ body: (MarkupElement) throws -> Void) rethrows {
        var stack: [MarkupElement] = [self]
        while let element = stack.popLast() {
            try body(element)
            for case .element(let child) in element.children.reversed() { stack.append(child) }
        }
    }

    /// Elements from the parent up to the root.
    public var ancestors: [MarkupElement] {
        var result: [MarkupElement] = []
        var current = parent
        while let element = current {
            result.append(element)
            current = element.parent
        }
        return result
    }

    /// The concatenated character data (entities decoded), e.g. the text of `<string key="text">`.
    public var textContent: String {
        var result = ""
        for child in children {
            switch child {
            case .text(let raw): result += MarkupEscaping.unescape(raw)
            case .cdata(let raw): result += raw
            case .element(let element): result += element.textContent
            case .comment: break
            }
        }
        return result
    }
}

/// Elements are compared by identity: two handles are equal when they are the same node.
extension MarkupElement: Hashable {
    public static func == (lhs: MarkupElement, rhs: MarkupElement) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Byte-wise (ASCII) string order, the order Xcode sorts ids, properties and names in.
func xcodeSortsBefore(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
}
