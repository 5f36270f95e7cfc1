/// Structural edits on whole subtrees, addressed the way operations address the tree: an
/// object by its id, an id-less child (`<rect key="frame">`, `<color key="backgroundColor">`)
/// by its parent object's id and its `key`.
extension InterfaceDocument {
    /// The id-less child with this `key` of an object (`frame` is the `<rect key="frame">`).
    public func keyedChild(of objectID: String, key: String) -> MarkupElement? {
        object(withID: objectID)?.element.firstChild(withKey: key)
    }

    /// Inserts a subtree (e.g. parsed with `MarkupDocument.parse(_:)` from an operation) under
    /// an element at an element index (nil: at Xcode's place for its kind), laid out at its
    /// depth. Refuses ids that are already used.
    public func insertSubtree(_ subtree: MarkupElement, into parent: MarkupElement, at index: Int? = nil) throws {
        var ids: [String] = []
        subtree.forEachElement { element in
            if InterfaceDocument.isObjectElement(element), let id = element.attribute("id") { ids.append(id) }
        }
        for id in ids { try requireUnusedID(id) }
        if let index {
            parent.insertChild(subtree, atElementIndex: index)
        } else {
            parent.insertChildInXcodeOrder(subtree, toolsVersion: toolsVersionNumber)
        }
        indexSubtree(subtree)
    }

    /// Deletes an object the way Interface Builder does: its subtree, the connections that
    /// point into it, and the constraints that involve it go; container lists left empty
    /// (`subviews`, `constraints`, `connections`) go too. Returns the ids removed.
    @discardableResult
    public func deleteObject(_ id: String) throws -> [String] {
        let object = try require(id)
        var removedIDs = Set<String>()
        object.element.forEachElement { element in
            if InterfaceDocument.isObjectElement(element), let id = element.attribute("id") { removedIDs.insert(id) }
        }
        let dependents = allConnections.filter { connection in
            guard let destination = connection.destination, removedIDs.contains(destination) else { return false }
            return !removedIDs.contains(connection.id)
        }.map(\.element) + allConstraints.filter { constraint in
            guard !removedIDs.contains(constraint.id) else { return false }
            return [constraint.firstItem, constraint.secondItem].contains { $0.map(removedIDs.contains) ?? false }
        }.map(\.element)
        for element in dependents {
            if let id = element.attribute("id") { removedIDs.insert(id) }
            removeFromContainerList(element)
        }
        removeFromContainerList(object.element)
        return removedIDs.sorted()
    }
}
