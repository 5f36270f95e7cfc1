/// Finds views the constraints don't pin down. For each unknown of a constraint-laid-out view
/// (its position in root coordinates, its size), an edit variable pulls it 1000 pt one way, then the other, with a strength above the weak
/// "stay at the stored frame" wishes but below every real constraint (priority 1 = 1000/pt):
/// if the value follows, nothing but the stays held it, so the layout is ambiguous on that axis.
/// When the solved tableau proves the outcome (`Solver.pullOutcome`), no probe is solved;
/// otherwise uses the solved tableau incrementally (dual simplex), then removes the probe.
struct AmbiguityProbe {
    let solution: RootSolution

    /// Above the stays (weak = 1/pt, several views may move together), below priority 1.
    static let strength = Strength.create(strong: 0, medium: 0.5, weak: 0)
    static let distance = 1000.0
    static let tolerance = 0.5

    func ambiguousViews() -> [LayoutIssue] {
        var issues: [LayoutIssue] = []
        for node in solution.layout.nodes where !node.isRoot && !node.translatesAutoresizingMask {
            // IB's "Ambiguity" setting: `verifyAmbiguity="off"`, or `ignoreSizes` (positions only).
            let verify = node.element.attribute("verifyAmbiguity") ?? "on"
            if verify == "off" { continue }
            let checksSizes = verify != "ignoreSizes"
            let variables = node.variables
            let left = LayoutItem.offset(of: node, in: node.root, \.x), top = LayoutItem.offset(of: node, in: node.root, \.y)
            var axes: [LayoutAxis] = []
            if isFree(left) || (checksSizes && isFree(Expression(variables.width))) { axes.append(.horizontal) }
            if isFree(top) || (checksSizes && isFree(Expression(variables.height))) { axes.append(.vertical) }
            if !axes.isEmpty { issues.append(LayoutIssue(kind: .ambiguous(axes: axes), objectID: node.id)) }
        }
        return issues
    }

    private func isFree(_ expression: Expression) -> Bool {
        let solver = solution.solver
        // What the solved tableau proves alone (most views: fixed, or free along one cheap symbol).
        if let outcome = solver.pullOutcome(of: expression, strength: AmbiguityProbe.strength,
                                            distance: AmbiguityProbe.distance, tolerance: AmbiguityProbe.tolerance) {
            return outcome
        }
        let start = solver.currentValue(of: expression)
        let handle = Variable("probe")
        do {
            try solver.addEditVariable(handle, standingFor: expression, strength: AmbiguityProbe.strength)
            defer { try? solver.removeEditVariable(handle) }
            try solver.suggestValue(start + AmbiguityProbe.distance, for: handle)
            if abs(solver.currentValue(of: expression) - start) > AmbiguityProbe.tolerance { return true }
            try solver.suggestValue(start - AmbiguityProbe.distance, for: handle)
            return abs(solver.currentValue(of: expression) - start) > AmbiguityProbe.tolerance
        } catch {
            return false
        }
    }
}
