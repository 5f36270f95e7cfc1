/// Edits that write what Xcode writes: new attributes at Xcode's position with Xcode's
/// escaping, new children on their own line indented 4 spaces per level, `<x/>` for empty
/// elements. Nothing outside the edited node changes, so a diff shows only the edit.
public enum MarkupEditError: Error, Equatable, CustomStringConvertible {
    case illegalCharacter(name: String)
    case notAChild(String)

    public var description: String {
        switch self {
        case .illegalCharacter(let name): return "the value for \(name) contains a character XML cannot hold."
        case .notAChild(let name): return "<\(name)> is not a child of this element."
        }
    }
}

extension MarkupElement {
    // MARK: Attributes

    /// Sets an attribute. An existing one keeps its position (and its bytes, if the value is
    /// unchanged); a new one goes where Xcode's order for this element puts it.
    public func setAttribute(_ name: String, to value: String) throws {
        guard !MarkupEscaping.containsCharacterIllegalInXML(value) else { throw MarkupEditError.illegalCharacter(name: name) }
        if let index = attributeIndex(name) {
            if attributes[index].value == value { return }
            attributes[index].rawValue = MarkupEscaping.escapeAttributeValue(value)
            attributes[index].quote = .double
            return
        }
        let attribute = MarkupAttribute(name: name, value: value)
        attributes.insert(attribute, at: XcodeOrder.insertionIndex(forAttribute: name, in: self))
    }

    /// Sets an attribute's raw (already escaped) form, e.g. a number written by `XcodeNumber`.
    /// The caller guarantees the raw value is valid between double quotes (escape it with
    /// `MarkupEscaping.escapeAttributeValue`).
    public func setRawAttribute(_ name: String, to rawValue: String) {
        if let index = attributeIndex(name) {
            attributes[index].rawValue = rawValue
            attributes[index].quote = .double
        } else {
            attributes.insert(MarkupAttribute(name: name, rawValue: rawValue),
                              at: XcodeOrder.insertionIndex(forAttribute: name, in: self))
        }
    }

    /// Sets or removes (`nil`) an attribute.
    public func setOptionalAttribute(_ name: String, to value: String?) throws {
        if let value { try setAttribute(name, to: value) } else { removeAttribute(name) }
    }

    public func removeAttribute(_ name: String) {
        attributes.removeAll { $0.name == name }
    }

    // MARK: Children

    /// The indentation of this element's own line, read from the whitespace before it.
    public var indentation: String {
        guard let parent else { return "" }
        guard let position = parent.children.firstIndex(where: { $0.element === self }) else { return "" }
        if position > 0, case .text(let text) = parent.children[position - 1], let indent = Self.indent(after: text) {
            return indent
        }
        return parent.childIndentation
    }

    /// The indentation of this element's child lines: as the existing children are indented,
    /// else one level (4 spaces) deeper than this element.
    public var childIndentation: String {
        for (position, node) in children.enumerated() where !node.isWhitespace && position > 0 {
            if case .text(let text) = children[position - 1], let indent = Self.indent(after: text) { return indent }
            break
        }
        return indentation + "    "
    }

    /// Inserts a child element before the `index`-th child element (or last), laid out the way
    /// Xcode writes it at this depth.
    /// A child that already has a parent is moved (taken out of its old place first, so the
    /// index counts the remaining children).
    public func insertChild(_ child: MarkupElement, atElementIndex index: Int) {
        child.parent?.removeChildElement(child)
        let items = itemPositions()
        let elementItems = items.enumerated().filter { children[$0.element].element != nil }
        let itemIndex: Int
        if index < elementItems.count {
            itemIndex = elementItems[index].offset
        } else {
            itemIndex = (elementItems.last?.offset).map { $0 + 1 } ?? 0
        }
        insertItem(.element(child), atItemIndex: itemIndex)
    }

    /// Inserts a child element where Xcode's child order for this element puts its kind.
    /// `toolsVersion` selects version-dependent placement (the safe area guide).
    public func insertChildInXcodeOrder(_ child: MarkupElement, toolsVersion: Int = .max) {
        let kind = XcodeOrder.childKind(child)
        insertChild(child, atElementIndex: XcodeOrder.insertionIndex(forChildKind: kind, in: self, toolsVersion: toolsVersion))
    }

    public func appendChild(_ child: MarkupElement) {
        insertChild(child, atElementIndex: Int.max)
    }

    /// Inserts a node before the `index`-th item (element, comment, CDATA or non-blank text),
    /// with the indentation line before it.
    public func insertItem(_ node: MarkupNode, atItemIndex index: Int) {
        let childIndent = childIndentation
        if case .element(let element) = node {
            element.parent?.removeChildElement(element)
            element.layOut(indentation: childIndent)
            element.parent = self
        }
        let items = itemPositions()
        if items.isEmpty && children.allSatisfy(\.isWhitespace) {
            children = [.text("\n" + childIndent), node, .text("\n" + indentation)]
        } else if index < items.count {
            children.insert(contentsOf: [node, .text("\n" + childIndent)], at: items[index])
        } else {
            let position = items.last.map { $0 + 1 } ?? 0
            children.insert(contentsOf: [.text("\n" + childIndent), node], at: position)
        }
    }

    /// Removes a child element with the line it was on; an element left without children
    /// becomes `<x/>`.
    public func removeChildElement(_ child: MarkupElement) {
        guard let position = children.firstIndex(where: { $0.element === child }) else { return }
        if position > 0, children[position - 1].isWhitespace {
            children.removeSubrange((position - 1)...position)
        } else if position + 1 < children.count, children[position + 1].isWhitespace {
            children.removeSubrange(position...(position + 1))
        } else {
            children.remove(at: position)
        }
        child.parent = nil
        if itemPositions().isEmpty {
            children = []
            isSelfClosing = true
        }
    }

    /// Removes this element from its parent (with its line).
    public func removeFromParent() {
        parent?.removeChildElement(self)
    }

    /// Replaces the content with text, escaped as Xcode escapes text (`<string key="text">`).
    public func setText(_ text: String) throws {
        guard !MarkupEscaping.containsCharacterIllegalInXML(text) else { throw MarkupEditError.illegalCharacter(name: name) }
        replaceChildren(with: text.isEmpty ? [] : [.text(MarkupEscaping.escapeText(text))])
        isSelfClosing = text.isEmpty
    }

    // MARK: Layout

    /// Re-indents a subtree for insertion at `indentation`: every element whose children are
    /// only elements and comments (plus blank text) gets one child per line, 4 spaces deeper.
    /// Elements with real text keep their content as is.
    func layOut(indentation: String) {
        if children.isEmpty { isSelfClosing = true }
        guard isStructural else { return }
        let childIndent = indentation + "    "
        var laidOut: [MarkupNode] = []
        for node in children where !node.isWhitespace {
            laidOut.append(.text("\n" + childIndent))
            laidOut.append(node)
            if case .element(let element) = node { element.layOut(indentation: childIndent) }
        }
        laidOut.append(.text("\n" + indentation))
        children = laidOut
    }

    /// True when the children are elements and comments with only indentation between them
    /// (as opposed to text content such as `<string key="text">`).
    private var isStructural: Bool {
        var hasItem = false
        for node in children {
            switch node {
            case .element, .comment: hasItem = true
            case .text: if !node.isWhitespace { return false }
            case .cdata: return false
            }
        }
        return hasItem
    }

    /// Positions in `children` of everything but blank text.
    func itemPositions() -> [Int] {
        children.indices.filter { !children[$0].isWhitespace }
    }

    /// The spaces after the last line break of a blank text node.
    static func indent(after text: String) -> String? {
        guard let newline = text.lastIndex(of: "\n") else { return nil }
        let indent = text[text.index(after: newline)...]
        guard indent.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return String(indent)
    }
}

extension MarkupElement {
    /// A new element with attributes placed in Xcode's order for `name` (whatever order they
    /// are given in) and children laid out when it is inserted.
    public convenience init(xcode name: String, _ attributes: KeyValuePairs<String, String>, children: [MarkupElement] = []) {
        self.init(name: name)
        for (attribute, value) in attributes {
            self.attributes.insert(MarkupAttribute(name: attribute, value: value),
                                   at: XcodeOrder.insertionIndex(forAttribute: attribute, in: self))
        }
        for child in children { appendNode(.element(child)) }
    }

    /// The serialized bytes of this element and its subtree, as text.
    public var markupString: String {
        String(decoding: MarkupSerializer.serialize(self), as: UTF8.self)
    }
}
