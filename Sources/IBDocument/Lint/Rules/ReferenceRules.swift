/// IB001: an id used by more than one object.
public struct DuplicateIDRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB001", name: "duplicate-id", severity: .error,
        summary: "Object ids must be unique within a document.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        var reported: Set<String> = []
        var findings: [LintFinding] = []
        for element in context.objects {
            guard let id = element.attribute("id"), let all = context.elementsByID[id], all.count > 1,
                  reported.insert(id).inserted else { continue }
            let kinds = all.map(\.name).joined(separator: ", ")
            findings.append(finding(id,
                "The id \"\(id)\" is used by \(all.count) objects (\(kinds)); ids must be unique, or connections and constraints that refer to it can't tell them apart."))
        }
        return findings
    }
}

/// IB002: a connection, constraint, segue or other reference naming an id no object has.
public struct DanglingReferenceRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB002", name: "dangling-reference", severity: .error,
        summary: "Connections, constraints, segues and other references must point at objects in the document.")

    /// Attributes whose value is the id of another object.
    static let referenceAttributes = [
        "destination", "target", "firstItem", "secondItem", "initialViewController", "tableViewCell",
        "collectionViewCell", "reference", "headerView", "cornerView", "initialItem", "selectedItem",
        "popoverAnchorView",
    ]

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        context.document.root.forEachElement { element in
            guard element.name != "dependencies" else { return }
            for name in DanglingReferenceRule.referenceAttributes {
                guard let target = element.attribute(name), context.elementsByID[target] == nil else { continue }
                // `<device id=…>`-style attributes never appear here; only object references.
                let owner = element.hasAttribute("id") ? element : context.owningObject(of: element)
                findings.append(finding(owner?.attribute("id"), message(element, name, target)))
            }
        }
        return findings
    }

    private func message(_ element: MarkupElement, _ attribute: String, _ target: String) -> String {
        switch element.name {
        case "outlet", "outletCollection":
            return "The outlet \"\(element.attribute("property") ?? "?")\" points at \"\(target)\", which no object in the document has; it can't be connected when the nib loads."
        case "action":
            return "The action \"\(element.attribute("selector") ?? "?")\" is sent to \"\(target)\", which no object in the document has."
        case "segue":
            return "The segue leads to \"\(target)\", which no scene in the document has."
        case "constraint":
            return "The constraint's \(attribute) is \"\(target)\", which no view or layout guide in the document has."
        case "document":
            return "The entry point (initialViewController) is \"\(target)\", which no view controller in the document has."
        default:
            return "The \(element.name)'s \(attribute) refers to \"\(target)\", which no object in the document has."
        }
    }
}
