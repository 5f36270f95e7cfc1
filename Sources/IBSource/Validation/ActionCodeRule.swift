import IBDocument

/// IB103: an action whose target is one of the user's classes, with no `@IBAction` of that
/// selector. Triggering it crashes with "unrecognized selector sent to instance".
public struct ActionWithoutMethodRule: LintRule {
    public let info = LintRuleInfo(code: "IB103", name: "action-not-in-code", severity: .error,
                                   summary: "An action's selector isn't a method of the target's class.")
    let index: SourceIndex

    public init(index: SourceIndex) { self.index = index }

    public func check(_ context: LintContext) -> [LintFinding] {
        let classes = CodeAwareClasses(index: index, context: context)
        return context.connections.compactMap { connection in
            guard connection.kind == "action", let selector = connection.element.attribute("selector"),
                  let targetID = connection.destinationID, let target = context.element(withID: targetID),
                  let targetClass = classes.userClass(of: target),
                  classes.action(selector: selector, inChainOf: targetClass.interfaceBuilderName) == nil else { return nil }
            let available = classes.index.chain(from: targetClass.interfaceBuilderName).classes.flatMap(\.actions).map(\.selector)
            let hint = available.isEmpty ? "" : " Its actions are: \(available.joined(separator: ", "))."
            return finding(connection.id,
                "\(context.describe(connection.source)) sends \(selector) to \(targetClass.name)\(CodeAwareClasses.at(targetClass.location)), which has no @IBAction with that selector; triggering it crashes with \"unrecognized selector sent to instance\".\(hint)")
        }
    }
}
