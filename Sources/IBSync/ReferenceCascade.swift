import IBDocument

/// The references a removal would leave dangling, as ops that remove them.
///
/// Every id-valued attribute of `ReferenceAttributes` counts. A referrer that means nothing
/// without its other end (an outlet, a constraint, `<exclude reference>` in a size-class mask,
/// `<segue reference>` in the tie-breakers) is removed whole, and so, in turn, is everything that
/// names it (deleting a view removes its constraints and the mask entries excluding those
/// constraints). Otherwise only the attribute is removed (`initialViewController`). A container
/// that is left without children (a `<mask>`, then its `<variation>`) goes too, unless Xcode writes
/// it empty. An element that no address names on its own (the second `<exclude>` of a mask) is
/// removed by replacing its nearest uniquely addressed container with a copy without it:
/// `removeSubtree` of the container, then `insertSubtree` of the copy at the same place.
///
/// The ops are recorded in the batch as effects, so every client applies the same thing and the
/// batch's inverse restores them. Order: container replacements first (their positions name
/// siblings that later ops may remove), then attribute removals, then element removals, deepest
/// referrer first (a mask entry before the constraint it names), so the inverse, read backwards,
/// restores everything before what names it. Ties are sorted by the referring element's address
/// (UTF-8 order of its description), so every replica computes the same list.
public enum ReferenceCascade {
    /// Attribute names that hold an object id on some element (`ReferenceAttributes` says on which).
    public static var referenceAttributes: Set<String> { ReferenceAttributes.names }

    public static func effects(ofRemoving removed: MarkupElement, in document: SyncDocument) -> [EditOperation] {
        var gone = GoneSet(removed)
        // Referrers removed whole, transitively: each one's own id may be named by others.
        var going: [MarkupElement] = []
        var frontier = [removed]
        while let root = frontier.popLast() {
            for id in SyncDocument.objectIDs(in: root) {
                for referrer in document.referrers(of: id) where !gone.contains(referrer) {
                    guard referrer.attributes.contains(where: {
                        ReferenceAttributes.removal(element: referrer.name, attribute: $0.name) == .element && names(gone, $0.value, document)
                    }) else { continue }
                    gone.insert(referrer)
                    going.append(referrer)
                    frontier.append(referrer)
                }
            }
        }
        var depth = removalDepths(going, removed: removed, gone: gone, inner: [], in: document)
        // Referrers inside what goes that the inverse would put back before what they name.
        var inner = Set<ObjectIdentifier>()
        var attributeRemovals: [(element: MarkupElement, name: String)] = []
        while true {
            let found = crossReferrers(in: [removed] + going, gone: gone, depth: depth, in: document)
            for (element, name) in found.attributes
            where !attributeRemovals.contains(where: { $0.element === element && $0.name == name }) {
                attributeRemovals.append((element, name))
            }
            guard !found.elements.isEmpty else { break }
            for element in found.elements {
                gone.insert(element)
                going.append(element)
                inner.insert(ObjectIdentifier(element))
            }
            depth = removalDepths(going, removed: removed, gone: gone, inner: inner, in: document)
        }
        going = going.filter { element in
            inner.contains(ObjectIdentifier(element)) || !going.contains { $0 !== element && SyncDocument.isInside(element, $0) }
        }
        // Attributes naming a gone element, on referrers that stay.
        var seen = Set<ObjectIdentifier>()
        for root in [removed] + going {
            for id in SyncDocument.objectIDs(in: root) {
                for referrer in document.referrers(of: id) where !gone.contains(referrer) {
                    guard seen.insert(ObjectIdentifier(referrer)).inserted else { continue }
                    for attribute in referrer.attributes
                    where ReferenceAttributes.removal(element: referrer.name, attribute: attribute.name) == .attribute
                        && names(gone, attribute.value, document) {
                        attributeRemovals.append((referrer, attribute.name))
                    }
                }
            }
        }
        going = pruneEmptiedContainers(going, depth: &depth)

        var replacements: [(root: MarkupElement, inner: [MarkupElement])] = []
        var removals: [(key: String, depth: Int, op: EditOperation)] = []
        var attributeOps: [(key: String, op: EditOperation)] = []
        for element in going {
            if let address = uniqueAddress(of: element, in: document) {
                removals.append(("\(address)", depth[ObjectIdentifier(element)] ?? 1, .removeSubtree(target: address)))
                continue
            }
            var root = element.parent!
            while uniqueAddress(of: root, in: document) == nil { root = root.parent! }
            if let index = replacements.firstIndex(where: { $0.root === root }) {
                replacements[index].inner.append(element)
            } else {
                replacements.append((root, [element]))
            }
        }
        // A replacement inside another one is done in the outer copy.
        replacements = replacements.compactMap { entry in
            replacements.contains { $0.root !== entry.root && SyncDocument.isInside(entry.root, $0.root) } ? nil : entry
        }
        for (index, entry) in replacements.enumerated() {
            let nested = going.filter { element in !entry.inner.contains { $0 === element } && SyncDocument.isInside(element, entry.root) }
            replacements[index].inner += nested
        }
        var replacementOps: [(key: String, ops: [EditOperation])] = []
        for entry in replacements {
            let attributes = attributeRemovals.filter { SyncDocument.isInside($0.element, entry.root) }
            replacementOps.append(replacement(of: entry.root, without: entry.inner, removingAttributes: attributes, in: document))
        }
        for (element, name) in attributeRemovals where !replacements.contains(where: { SyncDocument.isInside(element, $0.root) }) {
            guard let address = document.address(of: element) else { continue }
            attributeOps.append(("\(address) \(name)", .removeAttribute(target: address, name: name, expect: nil)))
        }
        removals.removeAll { entry in
            guard case .removeSubtree(let target) = entry.op, let element = document.resolve(target) else { return false }
            return replacements.contains { SyncDocument.isInside(element, $0.root) }
        }
        func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
        // Referrers of referrers go first, so the inverse (read backwards) restores every element
        // before what names it: an insert whose references do not resolve is refused.
        return replacementOps.sorted { precedes($0.key, $1.key) }.flatMap(\.ops)
            + attributeOps.sorted { precedes($0.key, $1.key) }.map(\.op)
            + removals.sorted { $0.depth != $1.depth ? $0.depth > $1.depth : precedes($0.key, $1.key) }.map(\.op)
    }

    /// Referrers inside a subtree that goes (`removed`, or a referrer going whole) that name
    /// something in another subtree that goes, which the inverse restores after theirs (it
    /// restores the shallowest first): an outlet inside the removed view to a constraint outside
    /// it that names the view, a view's size-class mask excluding such a constraint. Left inside
    /// their subtree they would come back before what they name, and an insert whose references
    /// do not resolve is refused (the inverse would fail, and so would the rollback of a refused
    /// batch). So they go on their own first — whole, or only the attribute, as their pair
    /// says — and the inverse puts them back after both ends.
    private static func crossReferrers(in roots: [MarkupElement], gone: GoneSet, depth: [ObjectIdentifier: Int], in document: SyncDocument)
        -> (elements: [MarkupElement], attributes: [(element: MarkupElement, name: String)]) {
        var elements: [MarkupElement] = []
        var attributes: [(element: MarkupElement, name: String)] = []
        for root in roots {
            root.forEachElement { element in
                guard element !== root, gone.root(of: element) === root, let ownDepth = depth[ObjectIdentifier(root)] else { return }
                for attribute in element.attributes where ReferenceAttributes.isReference(element: element.name, attribute: attribute.name) {
                    guard let target = document.element(withID: attribute.value), let targetRoot = gone.root(of: target),
                          targetRoot !== root, let targetDepth = depth[ObjectIdentifier(targetRoot)], targetDepth >= ownDepth else { continue }
                    if ReferenceAttributes.removal(element: element.name, attribute: attribute.name) == .element {
                        elements.append(element)
                        break
                    }
                    attributes.append((element, attribute.name))
                }
            }
        }
        return (elements, attributes)
    }

    /// How far each referrer is from the removed subtree along the references that make it go
    /// (1: it names something inside `removed`; 2: it names a referrer of depth 1...), the
    /// longest such chain; a cycle stops growing after as many rounds as there are referrers.
    /// An `inner` referrer (`crossReferrers`) is also deeper than every subtree it is inside.
    private static func removalDepths(_ going: [MarkupElement], removed: MarkupElement, gone: GoneSet,
                                      inner: Set<ObjectIdentifier>, in document: SyncDocument) -> [ObjectIdentifier: Int] {
        var depth: [ObjectIdentifier: Int] = [ObjectIdentifier(removed): 0]
        for element in going { depth[ObjectIdentifier(element)] = 1 }
        var changed = true
        var rounds = 0
        while changed && rounds <= going.count {
            changed = false
            rounds += 1
            for element in going {
                for attribute in element.attributes where ReferenceAttributes.isReference(element: element.name, attribute: attribute.name) {
                    guard let target = document.element(withID: attribute.value), let root = gone.root(of: target),
                          root !== element, let rootDepth = depth[ObjectIdentifier(root)],
                          rootDepth + 1 > depth[ObjectIdentifier(element)]! else { continue }
                    depth[ObjectIdentifier(element)] = rootDepth + 1
                    changed = true
                }
                guard inner.contains(ObjectIdentifier(element)) else { continue }
                for ancestor in element.ancestors {
                    guard let ancestorDepth = depth[ObjectIdentifier(ancestor)], ancestorDepth + 1 > depth[ObjectIdentifier(element)]! else { continue }
                    depth[ObjectIdentifier(element)] = ancestorDepth + 1
                    changed = true
                }
            }
        }
        return depth
    }

    /// References in the whole document that point at no object (for tests and lint-like checks).
    public static func danglingReferences(in document: SyncDocument) -> [(element: MarkupElement, attribute: String, value: String)] {
        var result: [(MarkupElement, String, String)] = []
        document.root.forEachElement { element in
            for attribute in element.attributes where ReferenceAttributes.isReference(element: element.name, attribute: attribute.name) {
                if !document.containsID(attribute.value) { result.append((element, attribute.name, attribute.value)) }
            }
        }
        return result
    }

    // MARK: Steps

    /// Elements inside the removed subtree or inside a referrer that goes with it.
    private struct GoneSet {
        private var roots: Set<ObjectIdentifier>
        init(_ removed: MarkupElement) { roots = [ObjectIdentifier(removed)] }
        mutating func insert(_ element: MarkupElement) { roots.insert(ObjectIdentifier(element)) }
        func contains(_ element: MarkupElement) -> Bool { root(of: element) != nil }
        /// The innermost removed or going element that holds `element`.
        func root(of element: MarkupElement) -> MarkupElement? {
            var current: MarkupElement? = element
            while let node = current {
                if roots.contains(ObjectIdentifier(node)) { return node }
                current = node.parent
            }
            return nil
        }
    }

    /// Whether `id` names an object that goes.
    private static func names(_ gone: GoneSet, _ id: String, _ document: SyncDocument) -> Bool {
        guard let target = document.element(withID: id) else { return false }
        return gone.contains(target)
    }

    /// Replaces elements whose every child element goes by the element itself, up to the first
    /// that Xcode keeps: an object, a scene, one with attributes besides `key`, one Xcode writes
    /// empty, or a list container the applier removes itself when it empties.
    /// A container taking its children's place goes at the depth of the deepest of them.
    private static func pruneEmptiedContainers(_ elements: [MarkupElement], depth: inout [ObjectIdentifier: Int]) -> [MarkupElement] {
        var going = elements
        var changed = true
        while changed {
            changed = false
            for element in going {
                guard let parent = element.parent, isPrunable(parent) else { continue }
                let children = parent.childElements
                guard children.allSatisfy({ child in going.contains { $0 === child } }) else { continue }
                depth[ObjectIdentifier(parent)] = children.map { depth[ObjectIdentifier($0)] ?? 1 }.max() ?? 1
                going.removeAll { $0.parent === parent }
                going.append(parent)
                changed = true
                break
            }
        }
        return going
    }

    private static func isPrunable(_ element: MarkupElement) -> Bool {
        element.parent != nil && !SyncDocument.isObjectElement(element) && !SyncDocument.isScene(element)
            && element.attributes.allSatisfy { $0.name == "key" }
            && !ReferenceAttributes.containersWrittenEmpty.contains(element.name)
            && !OperationApplier.transientContainers.contains(element.name)
    }

    /// The element's address, when no sibling shares it (the first of two `<exclude>` has an
    /// address, but it would name the other one once this one is gone).
    private static func uniqueAddress(of element: MarkupElement, in document: SyncDocument) -> NodeAddress? {
        guard let address = document.address(of: element) else { return nil }
        guard case .child(_, let name, let key) = address, let parent = element.parent else { return address }
        let twins = parent.childElements.filter {
            $0.name == name && $0.attribute("key") == key && !SyncDocument.isObjectElement($0) && !SyncDocument.isScene($0)
        }
        return twins.count == 1 ? address : nil
    }

    /// `removeSubtree` of `root` and `insertSubtree` of a copy without `inner` (and without the
    /// given attributes) at the same place, with the comments above it.
    private static func replacement(of root: MarkupElement, without inner: [MarkupElement],
                                    removingAttributes attributes: [(element: MarkupElement, name: String)],
                                    in document: SyncDocument) -> (key: String, ops: [EditOperation]) {
        let address = uniqueAddress(of: root, in: document)!
        let parentAddress = document.address(of: root.parent!)!
        let position = OperationApplier.position(of: root, in: document)
        // Re-parsing our own output cannot fail: the serializer writes what the parser reads.
        let copy = try! MarkupDocument.parse(root.markupString).root
        for (element, name) in attributes { copy.descendant(at: path(of: element, under: root)).removeAttribute(name) }
        // Last in document order first, so the paths of the others still hold.
        let paths = inner.map { path(of: $0, under: root) }.sorted { $1.lexicographicallyPrecedes($0) }
        for path in paths { _ = ChildPlacement.detach(copy.descendant(at: path)) }
        let xml = ChildPlacement.leadingComments(of: root).map { "<!--\($0)-->\n" }.joined() + copy.markupString
        return ("\(address)", [.removeSubtree(target: address),
                               .insertSubtree(parent: parentAddress, xml: xml, position: position)])
    }

    /// Child element indices from `root` down to `element`.
    private static func path(of element: MarkupElement, under root: MarkupElement) -> [Int] {
        var path: [Int] = []
        var current = element
        while current !== root, let parent = current.parent {
            path.append(parent.childElements.firstIndex { $0 === current }!)
            current = parent
        }
        return path.reversed()
    }
}

private extension MarkupElement {
    func descendant(at path: [Int]) -> MarkupElement {
        path.reduce(self) { $0.childElements[$1] }
    }
}
