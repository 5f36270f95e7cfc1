/// The smallest set of required constraints that can't hold together with a broken one, by
/// deletion filtering: start from the required constraints that share unknowns with it
/// (transitively), drop each one in turn and keep it out if the rest still conflicts. What
/// remains is minimal: removing any one of them resolves the conflict.
struct ConflictExplainer {
    let required: [LayoutConstraint]
    let broken: LayoutConstraint

    /// Above this many related constraints the search is skipped (it re-solves O(n²) rows).
    static let limit = 400
    /// The searches of one root together may cost this much (the sum of their related constraints,
    /// squared): one search of `limit` constraints. Later conflicts are left unexplained, so a hostile
    /// document with many large conflicts can't stall the canvas (the corpus' largest spends 2,601).
    static let rootBudget = limit * limit

    init(required: [LayoutConstraint], broken: LayoutConstraint) {
        self.required = required.filter { $0.constraint.strength.isRequired }
        self.broken = broken
    }

    func smallestConflict(budget: inout Int) -> [ConstraintOrigin] {
        var candidates = related()
        let cost = candidates.count * candidates.count
        guard candidates.count <= ConflictExplainer.limit, cost <= budget else { return [] }
        budget -= cost
        guard conflicts(candidates) else { return [] }
        var index = 0
        while index < candidates.count {
            var without = candidates
            without.remove(at: index)
            if conflicts(without) { candidates = without } else { index += 1 }
        }
        return candidates.map(\.origin) + [broken.origin]
    }

    /// True when the constraints, then the broken one, can't all be added.
    private func conflicts(_ constraints: [LayoutConstraint]) -> Bool {
        let solver = Solver()
        do {
            for constraint in constraints { try solver.addConstraint(constraint.constraint) }
        } catch {
            return true
        }
        do {
            try solver.addConstraint(broken.constraint)
            return false
        } catch {
            return true
        }
    }

    /// Required constraints connected to the broken one through shared variables.
    private func related() -> [LayoutConstraint] {
        var reached = Set(broken.constraint.expression.terms.map(\.variable))
        var remaining = required
        var result: [LayoutConstraint] = []
        var grew = true
        while grew {
            grew = false
            var next: [LayoutConstraint] = []
            for constraint in remaining {
                let variables = constraint.constraint.expression.terms.map(\.variable)
                if variables.contains(where: reached.contains) {
                    reached.formUnion(variables)
                    result.append(constraint)
                    grew = true
                } else {
                    next.append(constraint)
                }
            }
            remaining = next
        }
        return required.filter { candidate in result.contains { $0.constraint === candidate.constraint } }
    }
}
