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

    /// `referenceAttributes.contains(name)` without hashing: this runs for every attribute of
    /// the document on each removal.
    @inline(__always)
    static func isReferenceAttribute(_ name: String) -> Bool {
        switch name {
        case "destination", "target", "firstItem", "secondItem", "initialViewController": return true
        default: return false
        }
    }

    /// Ops removing every reference from outside `removed` into it, sorted by the referring
    /// element's address so every replica computes the same list.
    public static func effects(ofRemoving removed: MarkupElement, in document: SyncDocument) -> [EditOperation] {
        var seen = Set<ObjectIdentifier>()
        var found: [(address: NodeAddress, element: MarkupElement)] = []
        for id in SyncDocument.objectIDs(in: removed) {
            for referrer in document.referrers(of: id) where !SyncDocument.isInside(referrer, removed) {
                guard seen.insert(ObjectIdentifier(referrer)).inserted, let address = document.address(of: referrer) else { continue }
                found.append((address, referrer))
            }
        }
        // A reference element inside another one that goes anyway needs no op of its own.
        let removedWhole = found.filter { referenceElements.contains($0.element.name) }.map(\.element)
        var ops: [(key: String, op: EditOperation)] = []
        for (address, element) in found {
            if referenceElements.contains(element.name) {
                if removedWhole.contains(where: { $0 !== element && SyncDocument.isInside(element, $0) }) { continue }
                ops.append(("\(address)", .removeSubtree(target: address)))
            } else {
                for attribute in element.attributes where isReferenceAttribute(attribute.name) {
                    guard let target = document.element(withID: attribute.value), SyncDocument.isInside(target, removed) else { continue }
                    ops.append(("\(address) \(attribute.name)", .removeAttribute(target: address, name: attribute.name, expect: nil)))
                }
            }
        }
        return ops.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map(\.op)
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
