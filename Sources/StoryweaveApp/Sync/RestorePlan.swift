import IBDocument
import IBSync

/// The ops that turn the current document into an old version's content, so a restore is an
/// ordinary batch (logged, acknowledged, broadcast live like any edit).
///
/// IBSync ops cannot replace the `<document>` element itself (it is protected), so the plan
/// works one level down: remove every child element of the root (last first), insert the old version's
/// children in their order, then set / remove the root's attributes to the old values
/// (attributes last: `initialViewController` must name an object that exists again).
/// This is coarse — collaborators see the whole document replaced — but it is exact, and
/// the hub checks that before applying (`RestoreError.inexact` otherwise).
enum RestorePlan {
    enum RestoreError: Error, CustomStringConvertible {
        case unaddressable(String)
        case inexact
        case tooLarge(String)

        var description: String {
            switch self {
            case .unaddressable(let name):
                return "the current document has a top-level <\(name)> that no operation can address."
            case .inexact:
                return "the restore operations would not reproduce the old version byte for byte."
            case .tooLarge(let name):
                return "the old version's <\(name)> is larger than one insert may carry (\(OperationApplier.maximumInsertBytes) bytes)."
            }
        }
    }

    static func ops(from current: SyncDocument, to target: SyncDocument) throws -> [EditOperation] {
        var ops: [EditOperation] = []
        // Last first: references point back (tie-breakers name segues in the scenes), so removing the
        // scenes first would let their cascade take the tie-breakers, and the plan's own removal of
        // them would find nothing.
        for child in current.root.childElements.reversed() {
            guard let address = current.address(of: child) else { throw RestoreError.unaddressable(child.name) }
            ops.append(.removeSubtree(target: address))
        }
        for child in target.root.childElements {
            let xml = child.markupString
            guard xml.utf8.count <= OperationApplier.maximumInsertBytes else { throw RestoreError.tooLarge(child.name) }
            ops.append(.insertSubtree(parent: .root, xml: xml, position: .atEnd))
        }
        let targetAttributes = target.root.attributes
        for attribute in current.root.attributes where !targetAttributes.contains(where: { $0.name == attribute.name }) {
            ops.append(.removeAttribute(target: .root, name: attribute.name, expect: nil))
        }
        // Removing the children may have removed root references (the cascade), so compare
        // with the values the root will have then: set every target attribute that differs now
        // or that is a reference the cascade clears.
        for attribute in targetAttributes
        where current.root.attribute(attribute.name) != attribute.value || ReferenceCascade.referenceAttributes.contains(attribute.name) {
            ops.append(.setAttribute(target: .root, name: attribute.name, value: attribute.value, expect: nil))
        }
        return ops
    }
}
