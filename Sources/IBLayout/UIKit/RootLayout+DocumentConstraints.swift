import IBDocument

/// The document's `<constraint>` elements as solver constraints:
/// `first.attribute relation multiplier × second.attribute + constant`, at the strength of the
/// priority (1000: required).
extension RootLayout {
    func addDocumentConstraints() {
        for node in nodes {
            for element in documentConstraints(of: node) {
                let id = element.attribute("id") ?? ""
                switch translate(element, owner: node) {
                case .success(let constraint): add(constraint, .document(id: id))
                case .failure(let problem): unreadableConstraints.append((id, problem.reason))
                }
            }
        }
    }

    struct UnreadableConstraint: Error { let reason: String }

    func translate(_ element: MarkupElement, owner: LayoutNode) -> Result<Constraint, UnreadableConstraint> {
        let id = element.attribute("id") ?? ""
        let firstID = element.attribute("firstItem") ?? owner.id
        guard let rawFirst = element.attribute("firstAttribute"), let firstAttribute = LayoutAttribute(rawValue: rawFirst) else {
            return .failure(UnreadableConstraint(reason: "unknown first attribute \(element.attribute("firstAttribute") ?? "(none)")"))
        }
        guard let first = items[firstID] else {
            return .failure(UnreadableConstraint(reason: "its first item \(firstID) is not a view or guide of this hierarchy"))
        }
        let constantHolder = environment.variations.holder(of: "constant", in: element)
        let readConstant = constantHolder.layoutNumber("constant")
        if readConstant == nil, let raw = constantHolder.attribute("constant") {
            return .failure(UnreadableConstraint(reason: "unreadable constant \(raw)"))
        }
        let constant = readConstant ?? 0
        var rhs = Expression(constant)
        var lhs = first.expression(for: firstAttribute, in: first.node)
        if let secondID = element.attribute("secondItem") {
            guard let second = items[secondID] else {
                return .failure(UnreadableConstraint(reason: "its second item \(secondID) is not a view or guide of this hierarchy"))
            }
            guard let rawSecond = element.attribute("secondAttribute"), let secondAttribute = LayoutAttribute(rawValue: rawSecond) else {
                return .failure(UnreadableConstraint(reason: "unknown second attribute \(element.attribute("secondAttribute") ?? "(none)")"))
            }
            guard let multiplier = RootLayout.multiplier(element.attribute("multiplier")) else {
                return .failure(UnreadableConstraint(reason: "unreadable multiplier \(element.attribute("multiplier") ?? "")"))
            }
            let secondItem = contentArea(of: secondID, attribute: secondAttribute, seenFrom: firstID) ?? second
            let firstItem = contentArea(of: firstID, attribute: firstAttribute, seenFrom: secondID) ?? first
            // Both sides in the bounds of the nearest view containing both items (UIKit applies a
            // multiplier there).
            let frame = LayoutItem.commonAncestor(firstItem.node, secondItem.node)
            rhs = multiplier * secondItem.expression(for: secondAttribute, in: frame) + constant
            lhs = firstItem.expression(for: firstAttribute, in: frame)
        } else if firstAttribute != .width && firstAttribute != .height {
            return .failure(UnreadableConstraint(reason: "a \(rawFirst) constraint needs a second item"))
        }
        let relation: Constraint.Relation
        switch element.attribute("relation") ?? "equal" {
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        default: relation = .equal
        }
        let priority = element.layoutNumber("priority")
        if priority == nil, let raw = element.attribute("priority") {
            return .failure(UnreadableConstraint(reason: "unreadable priority \(raw)"))
        }
        return .success(Constraint(lhs, relation, rhs, strength: Strength(priority: priority ?? 1000), label: id))
    }

    /// UIKit: a constraint between a scroll view's edges (or margins) and a view inside it
    /// attaches to the scroll view's content area, not its frame (widths and centres use the frame).
    func contentArea(of scrollID: String, attribute: LayoutAttribute, seenFrom otherID: String) -> LayoutItem? {
        guard let content = scrollContent[scrollID], RootLayout.edgeAttributes.contains(attribute),
              let scroll = nodesByID[scrollID], var other = nodesByID[otherID] else { return nil }
        while let parent = other.parent {
            if parent === scroll { return content }
            other = parent
        }
        return nil
    }

    static let edgeAttributes: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .top, .bottom,
                                                       .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin]

    /// `1:2`, `2/3`, `0.5` → a number; nil when unreadable, zero-denominator or not a `LayoutNumber`.
    static func multiplier(_ raw: String?) -> Double? {
        guard let raw, !raw.isEmpty else { return 1 }
        for separator in [":", "/"] where raw.contains(separator) {
            let parts = raw.split(separator: Character(separator), maxSplits: 1).map { LayoutNumber.read(String($0.filter { $0 != " " })) }
            guard parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 else { return nil }
            return LayoutNumber.checked(numerator / denominator)
        }
        return LayoutNumber.read(raw)
    }
}
