/// IB013: a prototype cell (or supplementary view) without a reuse identifier.
///
/// Code dequeues prototypes by identifier (`dequeueReusableCell(withIdentifier:for:)`); a
/// prototype without one can never be dequeued, and Xcode warns about it. Cells of static
/// tables are not prototypes and need none.
public struct PrototypeReuseIdentifierRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB013", name: "prototype-without-reuse-identifier", severity: .warning,
        summary: "Prototype cells need a reuse identifier for code to dequeue them.")

    public init() {}

    /// Prototypes of a table or collection view, and the collection view's supplementary views.
    static func prototypes(in context: LintContext) -> [MarkupElement] {
        var result: [MarkupElement] = []
        context.document.root.forEachElement { element in
            switch element.name {
            case "tableViewCell" where element.parent?.name == "prototypes":
                result.append(element)
            case "collectionViewCell" where element.parent?.name == "cells" && element.parent?.parent?.name == "collectionView":
                result.append(element)
            case "collectionReusableView" where element.parent?.name == "collectionView":
                result.append(element)
            default:
                break
            }
        }
        return result
    }

    public func check(_ context: LintContext) -> [LintFinding] {
        guard context.isStoryboard else { return [] }
        return PrototypeReuseIdentifierRule.prototypes(in: context).compactMap { cell in
            guard (cell.attribute("reuseIdentifier") ?? "").isEmpty else { return nil }
            return finding(cell.attribute("id"),
                "This prototype \(context.describe(cell)) has no reuse identifier, so code can't dequeue it with dequeueReusableCell(withIdentifier:); give it one.")
        }
    }
}

/// IB015: two view controllers of a storyboard with the same storyboard ID, or two prototypes
/// of one table or collection view with the same reuse identifier: lookups by that name
/// can only ever return one of them.
public struct DuplicateIdentifierRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB015", name: "duplicate-identifier", severity: .warning,
        summary: "Storyboard IDs and a list's reuse identifiers must be unique.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        guard context.isStoryboard else { return [] }
        var findings: [LintFinding] = []
        var controllers: [String: String] = [:]
        for scene in context.document.scenes {
            guard let controller = scene.controller?.element, let id = controller.attribute("id"),
                  let identifier = controller.attribute("storyboardIdentifier"), !identifier.isEmpty else { continue }
            if let first = controllers[identifier] {
                findings.append(finding(id,
                    "The storyboard ID \"\(identifier)\" is also used by \(first); instantiateViewController(withIdentifier:) can only return one of them."))
            } else {
                controllers[identifier] = id
            }
        }
        var prototypesByList: [ObjectIdentifier: [String: String]] = [:]
        for cell in PrototypeReuseIdentifierRule.prototypes(in: context) {
            guard let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty, let id = cell.attribute("id"),
                  let list = cell.ancestors.first(where: { $0.name == "tableView" || $0.name == "collectionView" }) else { continue }
            if let first = prototypesByList[ObjectIdentifier(list)]?[identifier] {
                findings.append(finding(id,
                    "The reuse identifier \"\(identifier)\" is also used by prototype \(first) of the same list; dequeuing it can only return one of them."))
            } else {
                prototypesByList[ObjectIdentifier(list), default: [:]][identifier] = id
            }
        }
        return findings
    }
}
