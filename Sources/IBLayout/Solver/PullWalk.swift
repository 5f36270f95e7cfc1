/// The degenerate case of `Solver.pullOutcome` (twin of Public/js/layout/pull-walk.js): a primal
/// simplex walk on a pull's objective through the *degenerate* rows only (restricted basic rows
/// at 0), on small local copies, so the solver's tableau is never touched.
///
/// Pulling `e = c + Σ b·p` with `strength` per point in `direction` (±1) costs, per unit of each
/// parametric symbol p, its reduced cost `d_p − strength·direction·b_p` (d: the objective's
/// coefficient). From the solved vertex the feasible directions form a cone cut only by the rows
/// at 0 (the others have room); pivoting in that cone (every pivot degenerate: the point doesn't
/// move; Bland's rule — lowest symbol enters, lowest basic leaves — so it ends) either finds
/// - no symbol of negative reduced cost: this basis is optimal for the pulled objective too, the
///   expression doesn't move (`false`) — unless a symbol that moves it costs ~0 (a tie: several
///   optima, only solving tells which one the probe lands on: `nil`);
/// - a ray no row at 0 blocks: moving along it at rate s < strength until a row with room
///   reaches 0 moves the expression by t₁, so (as in `pullOutcome`) the pulled optimum t* has
///   strength·t* ≥ (strength − s)·t₁: above `tolerance`, `true`; otherwise `nil`.
struct PullWalk {
    let rows: [Symbol: Row]
    /// The solver's column index: a superset of the basic symbols whose rows hold a symbol (checked here).
    let columnOf: (Symbol) -> Set<Symbol>?
    /// symbol → the restricted basic symbols of the rows at 0 (constant below 1e-8) containing it.
    let degenerateRows: [Symbol: [Symbol]]
    let objectiveCoefficient: (Symbol) -> Double
    static let maximumPivots = 500

    func outcome(of cells: [Symbol: Double], direction: Double, strength: Double, distance: Double, tolerance: Double) -> Bool? {
        let margin = 1e-9 * strength
        var cost: [Symbol: Double] = [:] // reduced costs of the symbols touched so far (others: their objective coefficient)
        var candidates: Set<Symbol> = [] // the symbols whose reduced cost is below -margin (candidates to enter)
        func setCost(_ symbol: Symbol, _ reduced: Double) {
            cost[symbol] = reduced
            if reduced < -margin { candidates.insert(symbol) } else { candidates.remove(symbol) }
        }
        var expression: [Symbol: Double] = [:] // the expression over the current local non-basic symbols
        for (symbol, value) in cells where !nearZero(value) {
            if symbol.isExternal { return nil } // a free parametric external: not this walk's case
            expression[symbol] = value
            setCost(symbol, objectiveCoefficient(symbol) - strength * direction * value)
        }
        var local: [Symbol: [Symbol: Double]] = [:] // local basic symbol → cells, every constant 0
        var taken: Set<Symbol> = [] // global rows copied into `local` (never twice)
        var scanned: Set<Symbol> = [] // symbols whose global rows at 0 are all in `local`
        func reducedCost(_ symbol: Symbol) -> Double { cost[symbol] ?? objectiveCoefficient(symbol) }

        /// Copies the rows at 0 containing `symbol`, over the current local non-basic symbols; false on a free external.
        func localize(_ symbol: Symbol) -> Bool {
            guard scanned.insert(symbol).inserted, rows[symbol] == nil else { return true }
            for basic in degenerateRows[symbol] ?? [] where !taken.contains(basic) {
                guard let row = rows[basic] else { continue }
                taken.insert(basic)
                var copy: [Symbol: Double] = [:]
                for (cell, value) in row.cells {
                    if cell.isExternal { return false }
                    if let entered = local[cell] {
                        for (other, coefficient) in entered { Self.add(&copy, other, coefficient * value) }
                    } else {
                        Self.add(&copy, cell, value)
                    }
                }
                local[basic] = copy
            }
            return true
        }

        for _ in 0..<Self.maximumPivots {
            let entering = candidates.min() // Bland: the lowest (local basics have cost 0: never candidates)
            guard let entering else {
                for (symbol, reduced) in cost where reduced <= margin && local[symbol] == nil {
                    if !nearZero(expression[symbol] ?? 0) { return nil } // a tie
                }
                return false
            }
            if !localize(entering) { return nil }
            var leaving: Symbol?
            for (basic, row) in local where (row[entering] ?? 0) < 0 {
                if leaving == nil || basic < leaving! { leaving = basic }
            }
            guard let leaving else {
                return rayOutcome(local: local, expression: expression, enteringCost: reducedCost(entering), entering: entering,
                                  direction: direction, strength: strength, distance: distance, tolerance: tolerance)
            }
            // Pivot: leaving = a·entering + rest  ⇒  entering = leaving/a − rest/a.
            var row = local.removeValue(forKey: leaving)!
            let a = row.removeValue(forKey: entering)!
            var solved: [Symbol: Double] = [leaving: 1 / a]
            for (symbol, value) in row { solved[symbol] = -value / a }
            for basic in Array(local.keys) {
                guard let coefficient = local[basic]![entering] else { continue }
                local[basic]![entering] = nil
                for (symbol, value) in solved { Self.add(&local[basic]!, symbol, value * coefficient) }
            }
            let enteringCost = reducedCost(entering)
            let enteringCoefficient = expression[entering] ?? 0
            setCost(entering, 0)
            expression[entering] = nil
            for (symbol, value) in solved {
                setCost(symbol, reducedCost(symbol) + enteringCost * value)
                if enteringCoefficient != 0 { Self.add(&expression, symbol, enteringCoefficient * value) }
            }
            local[entering] = solved
        }
        return nil
    }

    /// The ray along `entering` (no row at 0 blocks it): how far the rows with room let it go, and the bound on the pulled optimum.
    private func rayOutcome(local: [Symbol: [Symbol: Double]], expression: [Symbol: Double], enteringCost: Double, entering: Symbol,
                            direction: Double, strength: Double, distance: Double, tolerance: Double) -> Bool? {
        let movement = direction * (expression[entering] ?? 0) // per unit of the ray
        guard movement > 0 else { return nil }
        let rate = (enteringCost + strength * movement) / movement // what the ray costs per point moved
        // The ray over the global non-basic symbols: entering (if it is one) and the local basics that are.
        var steps: [Symbol: Double] = [:]
        if rows[entering] == nil { steps[entering] = 1 }
        for (basic, row) in local where rows[basic] == nil {
            if let value = row[entering] { steps[basic] = value }
        }
        var changes: [Symbol: Double] = [:]
        for (symbol, step) in steps {
            for basic in columnOf(symbol) ?? [] where !basic.isExternal {
                guard let row = rows[basic], row.constant >= 1.0e-8 else { continue } // at 0: in the local cone, kept ≥ 0
                if let coefficient = row.cells[symbol] { changes[basic, default: 0] += coefficient * step }
            }
        }
        var reach = Double.infinity
        for (basic, change) in changes where change < 0 { reach = min(reach, rows[basic]!.constant / -change) }
        let moved = min(movement * reach, distance)
        return (strength - rate) * moved > strength * (tolerance + 1e-6) ? true : nil
    }

    private static func add(_ cells: inout [Symbol: Double], _ symbol: Symbol, _ value: Double) {
        let updated = (cells[symbol] ?? 0) + value
        cells[symbol] = nearZero(updated) ? nil : updated
    }
}
