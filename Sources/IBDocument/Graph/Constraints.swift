/// Auto Layout constraints. A constraint lives in the `<constraints>` list of the view that
/// owns it (the nearest common ancestor of its items); a missing `firstItem` means that view.
public struct IBConstraint: Hashable {
    public let element: MarkupElement

    public var id: String { element.attribute("id") ?? "" }
    /// The view whose `<constraints>` list holds this constraint.
    public var owner: IBObject? {
        guard let list = element.parent, list.name == "constraints", let view = list.parent else { return nil }
        return IBObject(view)
    }
    /// The first item's id (the owner's id when `firstItem` is omitted).
    public var firstItem: String? { element.attribute("firstItem") ?? owner?.id }
    public var firstAttribute: String? { element.attribute("firstAttribute") }
    /// `equal` (the default, not written), `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String { element.attribute("relation") ?? "equal" }
    public var secondItem: String? { element.attribute("secondItem") }
    public var secondAttribute: String? { element.attribute("secondAttribute") }
    /// The multiplier as written: `1:2`, `2/3`, `0.5`; nil means 1.
    public var multiplier: String? { element.attribute("multiplier") }
    public var constant: Double { element.number("constant") ?? 0 }
    public var priority: Double { element.number("priority") ?? 1000 }
    public var identifier: String? { element.attribute("identifier") }

    /// Changes the constant, written as Xcode writes numbers (omitted when zero).
    public func setConstant(_ constant: Double) {
        if constant == 0 { element.removeAttribute("constant") } else { element.setNumber("constant", to: constant) }
    }
}

/// The description of a constraint to add.
public struct NewConstraint: Equatable {
    public var firstItem: String
    public var firstAttribute: String
    public var relation: String
    public var secondItem: String?
    public var secondAttribute: String?
    public var multiplier: String?
    public var constant: Double
    public var priority: Int
    public var identifier: String?

    public init(firstItem: String, firstAttribute: String, relation: String = "equal", secondItem: String? = nil,
                secondAttribute: String? = nil, multiplier: String? = nil, constant: Double = 0, priority: Int = 1000,
                identifier: String? = nil) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }
}

extension InterfaceDocument {
    /// The constraints a view owns, in list order.
    public func constraints(ownedBy view: IBObject) -> [IBConstraint] {
        view.element.firstChild(named: "constraints")?.childElements.filter { $0.name == "constraint" }.map(IBConstraint.init) ?? []
    }

    /// Every constraint in the document.
    public var allConstraints: [IBConstraint] {
        allObjects.filter { $0.elementName == "constraint" }.map { IBConstraint(element: $0.element) }
    }

    /// Constraints anywhere in the document that involve this item.
    public func constraints(involving id: String) -> [IBConstraint] {
        allConstraints.filter { $0.firstItem == id || $0.secondItem == id }
    }

    /// Adds a constraint to the nearest common ancestor of its items, as Xcode writes it:
    /// `firstItem` left out when it is the owner, defaults (equal, ×1, 0, 1000) not written,
    /// the list kept in id order.
    @discardableResult
    public func addConstraint(_ constraint: NewConstraint, id: String) throws -> IBConstraint {
        try requireUnusedID(id)
        let first = try layoutView(for: try require(constraint.firstItem))
        var owner = first
        if let secondID = constraint.secondItem {
            let second = try layoutView(for: try require(secondID))
            let secondChain = Set(objectAncestry(of: second))
            guard let common = objectAncestry(of: first).first(where: secondChain.contains) else {
                throw InterfaceDocumentError.wrongKindOfObject(id: secondID, expected: "in the same view hierarchy as \(constraint.firstItem)")
            }
            owner = common
        }
        var attributes: [(String, String)] = []
        if constraint.firstItem != owner.id { attributes.append(("firstItem", constraint.firstItem)) }
        attributes.append(("firstAttribute", constraint.firstAttribute))
        if constraint.relation != "equal" { attributes.append(("relation", constraint.relation)) }
        if let second = constraint.secondItem { attributes.append(("secondItem", second)) }
        if let secondAttribute = constraint.secondAttribute { attributes.append(("secondAttribute", secondAttribute)) }
        if let multiplier = constraint.multiplier, multiplier != "1" { attributes.append(("multiplier", multiplier)) }
        if constraint.priority != 1000 { attributes.append(("priority", String(constraint.priority))) }
        if constraint.constant != 0 { attributes.append(("constant", XcodeNumber.format(constraint.constant))) }
        if let identifier = constraint.identifier { attributes.append(("identifier", identifier)) }
        attributes.append(("id", id))
        let element = MarkupElement(name: "constraint")
        for (name, value) in attributes {
            try IBObject(element).write(name) { try element.setAttribute(name, to: value) }
        }
        let list = containerList(named: "constraints", in: owner.element)
        let index = list.childElements.firstIndex { xcodeSortsBefore(id, $0.attribute("id") ?? "") } ?? list.childElements.count
        list.insertChild(element, atElementIndex: index)
        indexSubtree(element)
        return IBConstraint(element: element)
    }

    /// Removes a constraint (and its `<constraints>` list when it was the last one).
    public func removeConstraint(_ constraint: IBConstraint) {
        removeFromContainerList(constraint.element)
    }

    /// The object and the objects above it, nearest first (views through `subviews`, cell
    /// content views through their cell, and so on).
    func objectAncestry(of object: IBObject) -> [IBObject] {
        [object] + object.element.ancestors.filter(InterfaceDocument.isObjectElement).map(IBObject.init)
    }

    /// The view a constraint item stands for when choosing the owner: layout guides belong to
    /// their view (the safe area to its view, top/bottom guides to the controller's view).
    private func layoutView(for item: IBObject) throws -> IBObject {
        if item.elementName == "viewLayoutGuide" || item.elementName == "layoutGuide", let view = item.element.parent {
            return IBObject(view)
        }
        if item.elementName == "viewControllerLayoutGuide", let controller = item.element.parent?.parent,
           let view = mainView(of: IBObject(controller)) {
            return view
        }
        guard isView(item) else { throw InterfaceDocumentError.wrongKindOfObject(id: item.id, expected: "a view or layout guide") }
        return item
    }

    /// The container child (`constraints`, `connections`, `subviews`...) of an element,
    /// created at Xcode's position when missing.
    func containerList(named name: String, in element: MarkupElement) -> MarkupElement {
        if let list = element.firstChild(named: name) { return list }
        let list = MarkupElement(name: name)
        element.insertChildInXcodeOrder(list, toolsVersion: toolsVersionNumber)
        return list
    }

    /// Removes an element from a container list, and the list itself when it becomes empty
    /// (Xcode never writes empty `<constraints/>`, `<connections/>` or `<subviews/>`).
    func removeFromContainerList(_ element: MarkupElement) {
        let list = element.parent
        element.removeFromParent()
        unindexSubtree(element)
        if let list, list.childElements.isEmpty, Self.containerListNames.contains(list.name) { list.removeFromParent() }
    }

    static let containerListNames: Set<String> = ["constraints", "connections", "subviews", "userDefinedRuntimeAttributes", "gestureRecognizers"]
}
