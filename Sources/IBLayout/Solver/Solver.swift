/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001), following the Kiwi
/// design: the constraints live in a simplex tableau in which every row is kept feasible, and
/// the objective (weighted errors of the non-required constraints) is kept optimal.
/// - Adding a constraint rewrites it in terms of the current non-basic symbols, picks a
///   subject to solve it for (or uses an artificial variable), then re-optimises (primal simplex).
/// - Removing one pivots its marker into the basis and drops that row.
/// - Edit variables are weak-to-strong equalities `v == suggestion` whose constant is changed in
///   place by `suggestValue`; the few rows that become infeasible are repaired by the dual
///   simplex, which is what makes dragging cheap.
/// - Required equalities get a dummy marker that is never written into the rows: a dummy never
///   enters the basis and never decides a pivot, so its column would only serve to remove the
///   constraint again, and in chained layouts (each view placed after the previous one) it was
///   most of the tableau (every row carried the dummies of every equality above it). Removing a
///   required equality whose marker isn't basic therefore rebuilds the tableau from the
///   constraints that remain (in their order, edit suggestions re-applied).
/// Ties (equal ratios, several candidate symbols) always go to the lowest symbol id, so results
/// depend only on the order constraints are added in.
public final class Solver {
    /// The symbols a constraint added: the marker identifies its row; `other` is the second
    /// error symbol of a non-required equality, or the error of a non-required inequality.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct EditInfo {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    /// The constraints in the order they were added (what a rebuild re-adds).
    private var order: [Constraint] = []
    private var rows: [Symbol: Row] = [:]
    /// For each symbol, the basic symbols of rows that may contain it (a superset: entries are
    /// checked when read). Lets a pivot touch only the rows it changes instead of scanning all.
    private var columns: [Symbol: Set<Symbol>] = [:]
    private var symbolsByVariable: [Variable: Symbol] = [:]
    /// Variables with their symbols, in first-use order (what `updateVariables` walks).
    private var variablesInOrder: [(variable: Variable, symbol: Symbol)] = []
    private var edits: [Variable: EditInfo] = [:]
    private var infeasibleRows: Set<Symbol> = []
    private var objective = Row()
    private var artificial: Row?
    private var lastSymbolID = 0
    /// Rows at 0 by symbol, for `pullOutcome`'s walk (`PullWalk`): built once per tableau state
    /// (`version` counts the changes), so a walk doesn't scan a long column for the few rows at 0.
    private var version = 0
    private var degenerateRows: [Symbol: [Symbol]] = [:]
    private var degenerateVersion = -1

    public init() {}

    // MARK: Constraints

    public var constraintCount: Int { constraints.count }

    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Adds a constraint and re-optimises. Throws `unsatisfiableConstraint` (leaving the solver
    /// as it was) when a required constraint contradicts the required ones already present.
    public func addConstraint(_ constraint: Constraint) throws {
        version += 1
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        let firstNewSymbolID = lastSymbolID + 1
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag, firstNewSymbolID: firstNewSymbolID)
        if subject == nil, row.cells.isEmpty {
            guard nearZero(row.constant) else { throw SolverError.unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            // A symbol created for this constraint appears in no other row (only, for an error
            // symbol, in the objective): no row scan. This keeps a typical add O(row size).
            if subject.id < firstNewSymbolID {
                substitute(subject, with: row)
            } else {
                objective.substitute(subject, with: row)
            }
            setRow(subject, row)
        } else {
            // Phase one pivots the whole tableau; on failure the state from before is put back
            // (copy-on-write makes the snapshot cost nothing unless it is needed).
            let snapshot = (rows, columns, objective, infeasibleRows)
            guard try addWithArtificialVariable(row) else {
                (rows, columns, objective, infeasibleRows) = snapshot
                throw SolverError.unsatisfiableConstraint(constraint)
            }
        }
        constraints[constraint] = tag
        order.append(constraint)
        try optimize(.objective)
    }

    /// Removes a constraint and re-optimises.
    public func removeConstraint(_ constraint: Constraint) throws {
        version += 1
        guard let tag = constraints.removeValue(forKey: constraint) else { throw SolverError.unknownConstraint(constraint) }
        if let index = order.firstIndex(where: { $0 === constraint }) { order.remove(at: index) }
        removeErrorEffects(tag, constraint.strength)
        if rows.removeValue(forKey: tag.marker) == nil {
            // A required equality's dummy appears in no row: the tableau can't take it back out.
            if tag.marker.kind == .dummy { return try rebuild() }
            guard let leaving = markerLeavingSymbol(tag.marker), var row = rows.removeValue(forKey: leaving) else {
                throw SolverError.internalError("no row to remove the marker of \(constraint)")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(.objective)
    }

    // MARK: Edit variables

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Makes a variable suggestible, at a non-required strength (strong is usual for dragging).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        try addEditVariable(variable, standingFor: Expression(variable), strength: strength)
    }

    /// Makes a linear expression suggestible under the name of `handle`: `suggestValue(_:for: handle)`
    /// pulls the expression towards the value (a view's position in root coordinates is the sum
    /// of its superviews' offsets). The handle itself never enters the tableau; read the
    /// expression back with `currentValue(of: expression)`.
    public func addEditVariable(_ handle: Variable, standingFor expression: Expression, strength: Strength) throws {
        guard edits[handle] == nil else { throw SolverError.duplicateEditVariable(handle) }
        guard !strength.isRequired else { throw SolverError.badRequiredStrength }
        let variable = handle
        let constraint = Constraint(expression, .equal, strength: strength, label: "edit \(variable.name)")
        try addConstraint(constraint)
        edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
    }

    /// Moves an edit variable's target and repairs the tableau with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        version += 1
        guard var info = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        let marker = info.tag.marker
        if rows[marker] != nil {
            if rows[marker]!.add(-delta) < 0 { infeasibleRows.insert(marker) }
        } else if let other = info.tag.other, rows[other] != nil {
            if rows[other]!.add(delta) < 0 { infeasibleRows.insert(other) }
        } else {
            for basic in rowsContaining(marker) {
                let coefficient = rows[basic]!.coefficient(for: marker)
                if rows[basic]!.add(delta * coefficient) < 0, basic.isRestricted { infeasibleRows.insert(basic) }
            }
        }
        try dualOptimize()
    }

    // MARK: Reading

    /// Copies the solution into every variable's `value`.
    public func updateVariables() {
        for (variable, symbol) in variablesInOrder { variable.value = rows[symbol]?.constant ?? 0 }
    }

    /// The solved value of one variable, without updating the others.
    public func currentValue(of variable: Variable) -> Double {
        guard let symbol = symbolsByVariable[variable] else { return variable.value }
        return rows[symbol]?.constant ?? 0
    }

    /// The solved value of an expression, without updating the variables.
    public func currentValue(of expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * currentValue(of: $1.variable) }
    }

    /// What a pull of `strength` on `expression` towards `distance` away would do, when the solved
    /// tableau alone proves it: `false` when it can't move the expression at all, `true` when
    /// every optimum under the pull moves it by more than `tolerance`, `nil` when only solving
    /// can tell (JS `Solver.pullOutcome`, same rule).
    ///
    /// Written over the parametric symbols, the expression is `c + Σ a·p`; the objective's
    /// coefficient `d` of a slack or error `p` (≥ 0, at 0 now) is what raising it costs, so
    /// raising it moves the expression at `d / |a|` per point (a free external: 0). The tableau
    /// is optimal, so the least cost g(t) of holding the expression at its value + t is convex
    /// with its minimum at 0, and its slopes are at least the cheapest such rate on each side: a
    /// pull weaker than both can't move it (the required equalities fix it when no symbol is
    /// left — dummies, never in a row, stand for them and are always 0). A single symbol at a
    /// rate `s < strength` that can rise by δ before a restricted basic row reaches 0 moves it by
    /// t₁ = |a|·δ (at most `distance`) at cost `s` per point, so the pulled optimum t* has
    /// strength·t* ≥ (strength − s)·t₁ (g(t*) ≥ g(0), and no worse than that point): above
    /// `tolerance` it moves. When rows at 0 (a basic slack at 0) block every single symbol,
    /// `PullWalk` pivots the pull through them on local copies of those rows (Bland's rule).
    public func pullOutcome(of expression: Expression, strength: Strength, distance: Double, tolerance: Double) -> Bool? {
        var cells: [Symbol: Double] = [:]
        for term in expression.terms {
            guard let symbol = symbolsByVariable[term.variable] else { return nil } // in no constraint
            if let row = rows[symbol] {
                for (cell, value) in row.cells { cells[cell, default: 0] += term.coefficient * value }
            } else {
                cells[symbol, default: 0] += term.coefficient
            }
        }
        let weight = strength.weight
        let margin = 1e-9 * weight
        var movable = false
        for (symbol, value) in cells where !nearZero(value) {
            let rate = symbol.isExternal ? 0 : objective.coefficient(for: symbol) / abs(value)
            guard rate < weight + margin else { continue }
            movable = true
            if rate > weight - margin { continue } // a tie: only solving can tell
            // How far the symbol can go (up; an external also down) before a restricted basic row hits 0.
            // A reach below `short` proves nothing: `reach` stops there (0.1 % below: the test below decides alone).
            let short = 0.999 * weight * (tolerance + 1e-6) / ((weight - rate) * abs(value))
            let reach = max(self.reach(of: symbol, direction: 1, short: short),
                            symbol.isExternal ? self.reach(of: symbol, direction: -1, short: short) : 0)
            let moved = min(abs(value) * reach, distance)
            if (weight - rate) * moved > weight * (tolerance + 1e-6) { return true }
        }
        guard movable else { return false }
        // Rows at 0 (degenerate) can block every single symbol: walk the pull through them (PullWalk).
        let walk = PullWalk(rows: rows, columnOf: { self.columns[$0] }, degenerateRows: degenerateRowIndex(),
                            objectiveCoefficient: { self.objective.coefficient(for: $0) })
        let up = walk.outcome(of: cells, direction: 1, strength: weight, distance: distance, tolerance: tolerance)
        if up == true { return true }
        let down = walk.outcome(of: cells, direction: -1, strength: weight, distance: distance, tolerance: tolerance)
        if down == true { return true }
        return up == false && down == false ? false : nil
    }

    /// symbol → the restricted basic symbols of the rows at 0 (constant below 1e-8) that contain it.
    private func degenerateRowIndex() -> [Symbol: [Symbol]] {
        if degenerateVersion == version { return degenerateRows }
        var index: [Symbol: [Symbol]] = [:]
        for (basic, row) in rows where !basic.isExternal && row.constant < 1.0e-8 {
            for symbol in row.cells.keys { index[symbol, default: []].append(basic) }
        }
        degenerateRows = index
        degenerateVersion = version
        return index
    }

    /// How far a parametric symbol can move in `direction` (±1) before a restricted basic row reaches 0;
    /// stops at the first row that holds it below `short` (a symbol's column can be long in chained layouts).
    private func reach(of symbol: Symbol, direction: Double, short: Double) -> Double {
        var reach = Double.infinity
        for basic in columns[symbol] ?? [] where !basic.isExternal {
            guard let coefficient = rows[basic]?.cells[symbol] else { continue } // the column is a superset
            let change = coefficient * direction
            guard change < 0 else { continue }
            reach = min(reach, max(rows[basic]!.constant, 0) / -change)
            if reach < short { return reach }
        }
        return reach
    }

    /// Builds the tableau again from the remaining constraints, in the order they were added,
    /// and re-applies the edit variables' suggestions.
    private func rebuild() throws {
        let kept = order
        let suggestions = edits.mapValues(\.constant)
        let previous = variablesInOrder
        constraints = [:]
        order = []
        rows = [:]
        columns = [:]
        symbolsByVariable = [:]
        variablesInOrder = []
        infeasibleRows = []
        objective = Row()
        artificial = nil
        lastSymbolID = 0
        for constraint in kept {
            do { try addConstraint(constraint) } catch { throw SolverError.internalError("rebuilding the tableau: \(error)") }
        }
        for (variable, info) in edits {
            edits[variable] = EditInfo(tag: constraints[info.constraint]!, constraint: info.constraint, constant: 0)
        }
        // Suggestions in the order the edit variables were added.
        for constraint in kept {
            guard let variable = edits.first(where: { $0.value.constraint === constraint })?.key else { continue }
            try suggestValue(suggestions[variable] ?? 0, for: variable)
        }
        // A variable no constraint mentions any more reads 0, as a non-basic symbol does.
        for (variable, _) in previous where symbolsByVariable[variable] == nil { variable.value = 0 }
    }

    // MARK: Tableau operations

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        lastSymbolID += 1
        return Symbol(id: lastSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbolsByVariable[variable] { return symbol }
        let symbol = newSymbol(.external)
        symbolsByVariable[variable] = symbol
        variablesInOrder.append((variable, symbol))
        return symbol
    }

    /// The constraint as a row over the current non-basic symbols, with its slack, error or
    /// dummy symbols; error symbols are added to the objective with the constraint's weight.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var tag: Tag
        let weight = constraint.strength.weight
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag = Tag(marker: slack, other: nil)
            row.insert(slack, sign)
            if !constraint.strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, weight)
            }
        case .equal:
            if constraint.strength.isRequired {
                // The marker only: see the type's note on dummies.
                tag = Tag(marker: newSymbol(.dummy), other: nil)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag = Tag(marker: plus, other: minus)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// An external symbol if any (one created for this constraint first, the lowest id among
    /// them, else the lowest id); else the marker (or other) when it is a slack/error with a
    /// negative coefficient, which keeps the row feasible.
    private func chooseSubject(_ row: Row, _ tag: Tag, firstNewSymbolID: Int) -> Symbol? {
        if let fresh = row.lowestSymbol(where: { symbol, _ in symbol.isExternal && symbol.id >= firstNewSymbolID }) { return fresh }
        if let external = row.lowestSymbol(where: { symbol, _ in symbol.isExternal }) { return external }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one with an artificial variable: minimise it; the row is satisfiable iff it reaches 0.
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let artificialSymbol = newSymbol(.slack)
        setRow(artificialSymbol, row)
        artificial = row
        try optimize(.artificial)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: artificialSymbol) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.lowestSymbol(where: { symbol, _ in symbol.isPivotable }) else { return false }
            basic.solve(for: artificialSymbol, entering)
            substitute(entering, with: basic)
            setRow(entering, basic)
        }
        for basic in rowsContaining(artificialSymbol) { rows[basic]!.remove(artificialSymbol) }
        columns[artificialSymbol] = nil
        objective.remove(artificialSymbol)
        return success
    }

    private func substitute(_ symbol: Symbol, with row: Row) {
        for basic in rowsContaining(symbol) {
            rows[basic]!.substitute(symbol, with: row)
            for added in row.cells.keys { columns[added, default: []].insert(basic) }
            if basic.isRestricted, rows[basic]!.constant < 0 { infeasibleRows.insert(basic) }
        }
        // The symbol is about to become basic: no row mentions it any more.
        columns[symbol] = nil
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Which row the primal simplex minimises: the objective, or phase one's artificial row.
    private enum ObjectiveKind { case objective, artificial }

    private func objectiveRow(_ kind: ObjectiveKind) -> Row {
        kind == .objective ? objective : artificial!
    }

    /// Below this, an objective coefficient no row limits is rounding noise (`optimize`).
    static let objectiveNoise = 1e-3

    /// Primal simplex: pivots while the objective has a negative (improving) coefficient.
    private func optimize(_ kind: ObjectiveKind) throws {
        while true {
            guard let entering = objectiveRow(kind).lowestSymbol(where: { symbol, value in symbol.kind != .dummy && value < 0 }) else { return }
            guard let leaving = leavingSymbol(for: entering), var row = rows.removeValue(forKey: leaving) else {
                // Nothing limits it. The objective (weighted errors, never negative) can't really be unbounded:
                // a tiny coefficient is rounding noise of the 1e9 strength weights (a fuzzed constraint flood
                // left -2.4e-7 on a slack). Drop it and go on; anything larger is a real error.
                guard abs(objectiveRow(kind).coefficient(for: entering)) < Solver.objectiveNoise else {
                    throw SolverError.internalError("the objective is unbounded")
                }
                if kind == .objective { objective.remove(entering) } else { artificial?.remove(entering) }
                continue
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The row that limits the entering symbol first (minimum ratio, lowest id on ties).
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for symbol in rowsContaining(entering) where symbol.isRestricted {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { symbol < $0 } == true) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    /// Dual simplex: restore feasibility of the rows whose constants went negative.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.min() {
            infeasibleRows.remove(leaving)
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var entering: Symbol?
            var bestRatio = Double.greatestFiniteMagnitude
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if ratio < bestRatio || (ratio == bestRatio && entering.map { symbol < $0 } == true) {
                    bestRatio = ratio
                    entering = symbol
                }
            }
            guard let entering else { throw SolverError.internalError("dual optimize found no entering symbol") }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The row to pivot a (non-basic) marker into: a restricted row limiting it most, else any
    /// row mentioning it (Kiwi's `getMarkerLeavingRow`).
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        func better(_ symbol: Symbol, _ ratio: Double, than current: Symbol?, _ currentRatio: Double) -> Bool {
            ratio < currentRatio || (ratio == currentRatio && current.map { symbol < $0 } == true)
        }
        for symbol in rowsContaining(marker) {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.isExternal {
                if third == nil || symbol < third! { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if better(symbol, ratio, than: first, firstRatio) { firstRatio = ratio; first = symbol }
            } else {
                let ratio = row.constant / coefficient
                if better(symbol, ratio, than: second, secondRatio) { secondRatio = ratio; second = symbol }
            }
        }
        return first ?? second ?? third
    }

    /// Stores a row under its basic symbol and records its symbols in the column index.
    private func setRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    /// The basic symbols of the rows that contain `symbol` (stale index entries are dropped).
    private func rowsContaining(_ symbol: Symbol) -> [Symbol] {
        guard let candidates = columns[symbol] else { return [] }
        var found: [Symbol] = []
        found.reserveCapacity(candidates.count)
        var stale = false
        for basic in candidates {
            if let row = rows[basic], row.contains(symbol) { found.append(basic) } else { stale = true }
        }
        if stale { columns[symbol] = Set(found) }
        return found
    }

    /// Takes a removed constraint's error terms back out of the objective.
    private func removeErrorEffects(_ tag: Tag, _ strength: Strength) {
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, strength) }
        if let other = tag.other, other.kind == .error { removeMarkerEffects(other, strength) }
    }

    private func removeMarkerEffects(_ marker: Symbol, _ strength: Strength) {
        if let row = rows[marker] { objective.insert(row, -strength.weight) } else { objective.insert(marker, -strength.weight) }
    }
}
