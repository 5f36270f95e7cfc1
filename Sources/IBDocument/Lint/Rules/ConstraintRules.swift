/// IB014: a constraint that says the same thing as another one in the same list, either
/// identically or from the other side (`a.top = b.top + 8` and `b.top = a.top - 8`).
/// Redundant constraints don't change the layout; they make it harder to edit, and editing
/// one of a pair leaves the other fighting it.
public struct DuplicateConstraintRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB014", name: "duplicate-constraint", severity: .warning,
        summary: "Each constraint should be stated once.")

    /// A constraint reduced to what it means.
    struct Meaning: Hashable {
        let firstItem: String
        let firstAttribute: String
        let relation: String
        let secondItem: String?
        let secondAttribute: String?
        let multiplier: String
        let constant: Double
        let priority: String
    }

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        context.document.root.forEachElement { list in
            guard list.name == "constraints", let owner = list.parent?.attribute("id") else { return }
            var seen: [Meaning: String] = [:]
            for constraint in list.childElements where constraint.name == "constraint" {
                guard let meaning = meaning(of: constraint, owner: owner), let id = constraint.attribute("id") else { continue }
                if let earlier = seen[meaning] {
                    findings.append(finding(id, "The constraint \(id) repeats constraint \(earlier) (same items, attributes, relation, multiplier, constant and priority); one of them is redundant."))
                } else if let reversed = reversed(meaning), let earlier = seen[reversed] {
                    findings.append(finding(id, "The constraint \(id) states the same relation as constraint \(earlier), seen from the other item; one of them is redundant."))
                } else {
                    seen[meaning] = id
                }
            }
        }
        return findings
    }

    func meaning(of constraint: MarkupElement, owner: String) -> Meaning? {
        guard let firstAttribute = constraint.attribute("firstAttribute"),
              let constant = Double(constraint.attribute("constant") ?? "0") else { return nil }
        return Meaning(
            firstItem: constraint.attribute("firstItem") ?? owner, firstAttribute: firstAttribute,
            relation: constraint.attribute("relation") ?? "equal",
            secondItem: constraint.attribute("secondItem"), secondAttribute: constraint.attribute("secondAttribute"),
            multiplier: constraint.attribute("multiplier") ?? "1",
            constant: constant,
            priority: constraint.attribute("priority") ?? "1000")
    }

    /// The same relation written from the second item; only for multiplier 1.
    func reversed(_ meaning: Meaning) -> Meaning? {
        guard let second = meaning.secondItem, let secondAttribute = meaning.secondAttribute, meaning.multiplier == "1" else { return nil }
        let relation: String
        switch meaning.relation {
        case "lessThanOrEqual": relation = "greaterThanOrEqual"
        case "greaterThanOrEqual": relation = "lessThanOrEqual"
        default: relation = meaning.relation
        }
        return Meaning(firstItem: second, firstAttribute: secondAttribute, relation: relation,
                       secondItem: meaning.firstItem, secondAttribute: meaning.firstAttribute,
                       multiplier: "1", constant: -meaning.constant, priority: meaning.priority)
    }
}
