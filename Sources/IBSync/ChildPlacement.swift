import IBDocument

/// Detaches and attaches child elements together with the comments Xcode writes right
/// before them (`<!--View Controller-->` above each `<scene>`), so removing a scene takes its
/// label along and undoing the removal puts both back byte for byte.
enum ChildPlacement {
    /// Removes an element, its line and its leading comments from its parent; returns the
    /// comments' text. An element left without children becomes `<x/>`, as Xcode writes it.
    static func detach(_ element: MarkupElement) -> [String] {
        guard let parent = element.parent,
              let position = parent.children.firstIndex(where: { $0.element === element }) else { return [] }
        if !hasLeadingComment(parent.children, before: position) {
            // The common case: IBDocument's removal does the same without rebuilding the list.
            parent.removeChildElement(element)
            return []
        }
        let children = parent.children
        var comments: [String] = []
        var start = position
        var index = position - 1
        while index >= 0 {
            if children[index].isWhitespace { index -= 1; continue }
            guard case .comment(let text) = children[index] else { break }
            comments.insert(text, at: 0)
            start = index
            index -= 1
        }
        var lower = start
        var upper = position
        if lower > 0, children[lower - 1].isWhitespace {
            lower -= 1
        } else if upper + 1 < children.count, children[upper + 1].isWhitespace {
            upper += 1
        }
        let remaining = Array(children[..<lower]) + Array(children[(upper + 1)...])
        if remaining.allSatisfy(\.isWhitespace) {
            parent.replaceChildren(with: [])
            parent.isSelfClosing = true
        } else {
            parent.replaceChildren(with: remaining)
        }
        return comments
    }

    /// The text of the comments right above an element (what `detach` would take along).
    static func leadingComments(of element: MarkupElement) -> [String] {
        guard let parent = element.parent,
              let position = parent.children.firstIndex(where: { $0.element === element }) else { return [] }
        var comments: [String] = []
        var index = position - 1
        while index >= 0 {
            if parent.children[index].isWhitespace { index -= 1; continue }
            guard case .comment(let text) = parent.children[index] else { break }
            comments.insert(text, at: 0)
            index -= 1
        }
        return comments
    }

    private static func hasLeadingComment(_ children: [MarkupNode], before position: Int) -> Bool {
        var index = position - 1
        while index >= 0, children[index].isWhitespace { index -= 1 }
        guard index >= 0, case .comment = children[index] else { return false }
        return true
    }

    /// Inserts an element before the `elementIndex`-th child element (after its leading
    /// comments' owner, i.e. before that element's comments), or where Xcode puts its kind
    /// when `elementIndex` is nil; then its comments right above it.
    static func attach(_ element: MarkupElement, comments: [String], to parent: MarkupElement,
                       elementIndex: Int?, toolsVersion: Int) {
        let siblings = parent.childElements
        let index = elementIndex ?? XcodeOrder.insertionIndex(forChildKind: XcodeOrder.childKind(element), in: parent,
                                                               toolsVersion: toolsVersion)
        let children = parent.children
        var itemIndex = children.filter { !$0.isWhitespace }.count
        if index < siblings.count, var position = children.firstIndex(where: { $0.element === siblings[index] }) {
            var scan = position - 1
            while scan >= 0 {
                if children[scan].isWhitespace { scan -= 1; continue }
                guard case .comment = children[scan] else { break }
                position = scan
                scan -= 1
            }
            itemIndex = children[..<position].filter { !$0.isWhitespace }.count
        }
        // Layout turns `<x></x>` into `<x/>`; keep the form the element was written in.
        var writtenOpen: [MarkupElement] = []
        element.forEachElement { if $0.children.isEmpty && !$0.isSelfClosing { writtenOpen.append($0) } }
        parent.insertItem(.element(element), atItemIndex: itemIndex)
        for open in writtenOpen where open.children.isEmpty { open.isSelfClosing = false }
        for (offset, comment) in comments.enumerated() {
            parent.insertItem(.comment(comment), atItemIndex: itemIndex + offset)
        }
    }

    /// The comments before the root of a parsed fragment (`<!--label-->` lines in its prolog).
    static func comments(in prolog: [MarkupNode]) -> [String] {
        prolog.compactMap { node in
            if case .comment(let text) = node { return text }
            return nil
        }
    }
}
