import IBDocument

/// Applies one primitive op to a document and returns the ops that undo it.
///
/// Every check runs before the tree is touched, so a refused op leaves the document as it
/// was. The returned inverse, applied right after, gives back the same bytes for documents
/// laid out the way Xcode writes them (new attributes and children go where Xcode puts them,
/// which is where they were).
public enum OperationApplier {
    /// List containers Xcode never writes empty: created on demand by inserts and moves, and
    /// removed when their last child leaves.
    public static let transientContainers: Set<String> = ["subviews", "constraints", "connections", "gestureRecognizers"]

    /// Largest `insertSubtree` XML accepted (a whole scene fits comfortably).
    public static let maximumInsertBytes = 4 << 20

    @discardableResult
    public static func apply(_ op: EditOperation, to document: SyncDocument) throws -> [EditOperation] {
        switch op {
        case .setAttribute(let target, let name, let value, let expect):
            return try setAttribute(target, name, value, expect, document)
        case .removeAttribute(let target, let name, let expect):
            return try removeAttribute(target, name, expect, document)
        case .insertSubtree(let parent, let xml, let position):
            return try insertSubtree(parent, xml, position, document)
        case .removeSubtree(let target):
            return try removeSubtree(target, document)
        case .move(let target, let newParent, let position, let expectParent):
            return try move(target, newParent, position, expectParent, document)
        case .setText(let target, let text, let expect):
            return try setText(target, text, expect, document)
        }
    }

    // MARK: Attributes

    private static func setAttribute(_ target: NodeAddress, _ name: String, _ value: String,
                                     _ expect: AttributeExpectation?, _ document: SyncDocument) throws -> [EditOperation] {
        let element = try document.require(target)
        try checkAttributeName(name)
        let old = element.attribute(name)
        if let expect, !expect.matches(old) {
            throw SyncError.expectationFailed(target, name: name, expected: expectedText(expect), found: old)
        }
        let isReference = ReferenceAttributes.isReference(element: element.name, attribute: name)
        if isReference, !document.containsID(value) {
            throw SyncError.danglingReference(name: name, id: value)
        }
        do { try element.setAttribute(name, to: value) } catch { throw SyncError.illegalCharacter(name) }
        if isReference {
            if let old { document.removeReference(from: element, to: old) }
            document.addReference(from: element, to: value)
        }
        if let old { return [.setAttribute(target: target, name: name, value: old, expect: .value(value))] }
        return [.removeAttribute(target: target, name: name, expect: .value(value))]
    }

    private static func removeAttribute(_ target: NodeAddress, _ name: String, _ expect: AttributeExpectation?,
                                        _ document: SyncDocument) throws -> [EditOperation] {
        let element = try document.require(target)
        try checkAttributeName(name)
        let old = element.attribute(name)
        if let expect, !expect.matches(old) {
            throw SyncError.expectationFailed(target, name: name, expected: expectedText(expect), found: old)
        }
        guard let old else { return [] }
        element.removeAttribute(name)
        if ReferenceAttributes.isReference(element: element.name, attribute: name) { document.removeReference(from: element, to: old) }
        return [.setAttribute(target: target, name: name, value: old, expect: .absent)]
    }

    private static func checkAttributeName(_ name: String) throws {
        guard XMLName.isValid(name) else { throw SyncError.invalidName(name) }
        if name == "id" || name == "key" || name == "sceneID" { throw SyncError.immutableAttribute(name) }
    }

    private static func expectedText(_ expect: AttributeExpectation) -> String? {
        if case .value(let value) = expect { return value }
        return nil
    }

    // MARK: Text

    private static func setText(_ target: NodeAddress, _ text: String, _ expect: String?,
                                _ document: SyncDocument) throws -> [EditOperation] {
        let element = try document.require(target)
        guard element.childElements.isEmpty else { throw SyncError.hasChildElements(target) }
        let old = element.textContent
        if let expect, expect != old {
            throw SyncError.expectationFailed(target, name: "text", expected: expect, found: old)
        }
        if old != text {
            do { try element.setText(text) } catch { throw SyncError.illegalCharacter("text") }
        }
        return [.setText(target: target, text: old, expect: text)]
    }

    // MARK: Structure

    private static func insertSubtree(_ parentAddress: NodeAddress, _ xml: String, _ position: InsertPosition,
                                      _ document: SyncDocument) throws -> [EditOperation] {
        guard xml.utf8.count <= maximumInsertBytes else { throw SyncError.invalidXML("it is larger than \(maximumInsertBytes) bytes") }
        let fragment: MarkupDocument
        do { fragment = try MarkupDocument.parse(xml) } catch { throw SyncError.invalidXML(String(describing: error)) }
        let element = fragment.root
        let comments = ChildPlacement.comments(in: fragment.prolog)
        var plan = try ParentPlan(parentAddress, in: document)
        // An empty transient container: how an inverse puts back, where it was, a container that
        // left with its last child (the inverse's next op puts the child back in). Where the parent
        // has one already there is nothing to create (an undo sent after someone else made a new
        // one goes on into theirs); either way there is nothing to undo, since the container
        // leaves again with its last child.
        let isEmptyContainer = isTransient(element) && element.childElements.isEmpty
        if isEmptyContainer, plan.missing.isEmpty,
           plan.base.childElements.contains(where: { $0.name == element.name && isTransient($0) }) {
            return []
        }
        var seen = Set<String>()
        for id in SyncDocument.objectIDs(in: element) {
            guard seen.insert(id).inserted, !document.containsID(id) else { throw SyncError.duplicateID(id) }
        }
        var seenScenes = Set<String>()
        for id in SyncDocument.sceneIDs(in: element) {
            guard seenScenes.insert(id).inserted, !document.containsSceneID(id) else { throw SyncError.duplicateID(id) }
        }
        try checkAddressable(element, joining: plan, parentAddress: parentAddress, document: document)
        try checkReferences(in: element, newIDs: seen, document: document)
        let index = try plan.elementIndex(for: position, moving: nil, in: document)
        let parent = plan.materialize(in: document)
        ChildPlacement.attach(element, comments: comments, to: parent, elementIndex: index, toolsVersion: document.toolsVersionNumber)
        document.indexSubtree(element)
        if isEmptyContainer && plan.createdTop == nil { return [] }
        let undoTarget = plan.createdTop ?? element
        guard let undoAddress = document.address(of: undoTarget) else {
            throw SyncError.unsupported("the inserted element has no address")
        }
        return [.removeSubtree(target: undoAddress)]
    }

    private static func removeSubtree(_ target: NodeAddress, _ document: SyncDocument) throws -> [EditOperation] {
        let element = try document.require(target)
        if let reason = document.protectionReason(element) { throw SyncError.protectedElement(target, why: reason) }
        guard let parent = element.parent, let parentAddress = document.address(of: parent) else {
            throw SyncError.unsupported("\(target) sits under an element without an address; edit its parent instead.")
        }
        let restorePosition = position(of: element, in: document)
        let comments = ChildPlacement.detach(element)
        let xml = comments.map { "<!--\($0)-->\n" }.joined() + element.markupString
        document.unindexSubtree(element)
        let containerBack = removeIfEmptyTransient(parent, in: document)
        return containerBack + [.insertSubtree(parent: parentAddress, xml: xml, position: restorePosition)]
    }

    private static func move(_ target: NodeAddress, _ newParentAddress: NodeAddress, _ position: InsertPosition,
                             _ expectParent: NodeAddress?, _ document: SyncDocument) throws -> [EditOperation] {
        let element = try document.require(target)
        if let reason = document.protectionReason(element) { throw SyncError.protectedElement(target, why: reason) }
        if let expectParent, document.resolve(expectParent) !== element.parent {
            throw SyncError.expectationFailed(target, name: "parent", expected: "\(expectParent)",
                                              found: element.parent.flatMap(document.address(of:)).map { "\($0)" })
        }
        var plan = try ParentPlan(newParentAddress, in: document)
        if SyncDocument.isInside(plan.base, element) { throw SyncError.cycle(target: target, newParent: newParentAddress) }
        guard let oldParent = element.parent, let oldParentAddress = document.address(of: oldParent) else {
            throw SyncError.unsupported("\(target) sits under an element without an address; edit its parent instead.")
        }
        try checkAddressable(element, joining: plan, parentAddress: newParentAddress, document: document)
        let index = try plan.elementIndex(for: position, moving: element, in: document)
        let restorePosition = self.position(of: element, in: document)
        let comments = ChildPlacement.detach(element)
        let newParent = plan.materialize(in: document)
        ChildPlacement.attach(element, comments: comments, to: newParent, elementIndex: index, toolsVersion: document.toolsVersionNumber)
        let containerBack = removeIfEmptyTransient(oldParent, in: document)
        guard let movedAddress = document.address(of: element) else {
            throw SyncError.unsupported("the moved element has no address at its new place")
        }
        var inverse: [EditOperation] = containerBack + [.move(target: movedAddress, newParent: oldParentAddress, position: restorePosition,
                                                              expectParent: document.address(of: newParent))]
        if let createdTop = plan.createdTop, !(plan.missing.count == 1 && isTransient(createdTop)),
           let createdAddress = document.address(of: createdTop) {
            inverse.append(.removeSubtree(target: createdAddress))
        }
        return inverse
    }

    // MARK: Helpers

    /// Every reference in an inserted subtree must name a live object (or one it brings along):
    /// a connection to an object someone just deleted is refused, not left dangling.
    private static func checkReferences(in element: MarkupElement, newIDs: Set<String>, document: SyncDocument) throws {
        try element.forEachElement { node in
            for attribute in node.attributes where ReferenceAttributes.isReference(element: node.name, attribute: attribute.name) {
                let id = attribute.value
                if !newIDs.contains(id) && !document.containsID(id) { throw SyncError.danglingReference(name: attribute.name, id: id) }
            }
        }
    }

    /// Refuses a new child that no address could name: a second `<rect key="frame">`, or a
    /// second unkeyed `<subviews>` under the same parent.
    /// Checked before anything changes, so the op's inverse can always name the element. A
    /// moving element is not its own rival.
    private static func checkAddressable(_ element: MarkupElement, joining plan: ParentPlan, parentAddress: NodeAddress,
                                         document: SyncDocument) throws {
        guard plan.missing.isEmpty else { return }
        let siblings = plan.base.childElements.filter { $0 !== element }
        if let key = element.attribute("key"), siblings.contains(where: { $0.attribute("key") == key }) {
            throw SyncError.duplicateKey(parent: parentAddress, key: key)
        }
        if !SyncDocument.isObjectElement(element), !SyncDocument.isScene(element), element.attribute("key") == nil,
           siblings.contains(where: { $0.name == element.name && $0.attribute("key") == nil
               && !SyncDocument.isObjectElement($0) && !SyncDocument.isScene($0) }) {
            throw SyncError.duplicateKey(parent: parentAddress, key: "<\(element.name)>")
        }
    }

    /// The position that puts an element back where it is now.
    static func position(of element: MarkupElement, in document: SyncDocument) -> InsertPosition {
        guard let parent = element.parent else { return .atEnd }
        let children = parent.children
        guard let position = children.firstIndex(where: { $0.element === element }) else { return .atEnd }
        guard let previousPosition = children[..<position].lastIndex(where: { $0.element != nil }),
              let previous = children[previousPosition].element else { return .atStart }
        if let address = document.address(of: previous) { return .after(address) }
        return .atIndex(children[..<position].reduce(0) { $1.element == nil ? $0 : $0 + 1 })
    }

    static func isTransient(_ element: MarkupElement) -> Bool {
        transientContainers.contains(element.name) && element.attributes.isEmpty
    }

    /// Removes a transient container its last child has left and returns the op that puts it
    /// back where it was (none when it stays). Created on demand instead, it would go where
    /// Xcode's order puts it, and for a kind the order table does not rank (a `<subviews>` of a
    /// text view, say) that depends on the siblings added since: the undo would not give back
    /// the same bytes, and a client rewinding its pending batches would drift from the server.
    private static func removeIfEmptyTransient(_ element: MarkupElement, in document: SyncDocument) -> [EditOperation] {
        guard isTransient(element), element.childElements.isEmpty, let parent = element.parent else { return [] }
        let parentAddress = document.address(of: parent)
        let restorePosition = position(of: element, in: document)
        element.removeFromParent()
        guard let parentAddress else { return [] }
        return [.insertSubtree(parent: parentAddress, xml: "<\(element.name)/>", position: restorePosition)]
    }
}
