import IBDocument

/// The references a removal would leave dangling, as ops that remove them.
///
/// Connections (outlets, actions, segues, bindings), constraints and accessibility connections
/// that name an object inside the removed subtree are removed whole: they mean nothing without
/// their other end. Other attributes that hold an object id (the document's
/// `initialViewController`) are removed. The ops are recorded in the batch as effects, so every
/// client applies the same thing and the batch's inverse restores them.
public enum ReferenceCascade {
    /// Attributes whose value is the id of another object.
    public static let referenceAttributes: Set<String> = ["destination", "target", "firstItem", "secondItem", "initialViewController"]
    /// Elements that exist only to point at another object.
    public static let referenceElements: Set<String> = [
        "outlet", "outletCollection", "action", "segue", "binding", "constraint", "accessibilityConnection",
    ]

    /// Ops removing every reference from outside `removed` into it, in document order.
    public static func effects(ofRemoving removed: MarkupElement, in document: SyncDocument) -> [EditOperation] {
        let ids = Set(SyncDocument.objectIDs(in: removed))
        guard !ids.isEmpty else { return [] }
        var ops: [EditOperation] = []
        var removedReferences: [MarkupElement] = []
        var stack: [MarkupElement] = [document.root]
        while let element = stack.popLast() {
            if element === removed { continue }
            for attribute in element.attributes where referenceAttributes.contains(attribute.name) && ids.contains(attribute.value) {
                guard let address = document.address(of: element) else { continue }
                if referenceElements.contains(element.name) {
                    ops.append(.removeSubtree(target: address))
                    removedReferences.append(element)
                    break
                }
                ops.append(.removeAttribute(target: address, name: attribute.name, expect: nil))
            }
            if removedReferences.last === element { continue }
            for case .element(let child) in element.children.reversed() { stack.append(child) }
        }
        return ops
    }

    /// References in the whole document that point at no object (for tests and lint-like checks).
    public static func danglingReferences(in document: SyncDocument) -> [(element: MarkupElement, attribute: String, value: String)] {
        var result: [(MarkupElement, String, String)] = []
        document.root.forEachElement { element in
            for attribute in element.attributes where referenceAttributes.contains(attribute.name) {
                if !document.containsID(attribute.value) { result.append((element, attribute.name, attribute.value)) }
            }
        }
        return result
    }
}
