/// One row of the tableau: `basic = constant + Σ coefficient·symbol` once solved for its basic
/// symbol (the symbol the solver keys the row by). Near-zero coefficients are dropped as they
/// appear so rows stay sparse.
struct Row {
    private(set) var cells: [Symbol: Double]
    private(set) var constant: Double

    init(constant: Double = 0) {
        cells = [:]
        self.constant = constant
    }

    /// Adds to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`, merging with an existing cell.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let updated = (cells[symbol] ?? 0) + coefficient
        if nearZero(updated) { cells[symbol] = nil } else { cells[symbol] = updated }
    }

    /// Adds `coefficient·row` (its constant and every cell).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for (symbol, value) in cells { cells[symbol] = -value }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest)/a`.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for (other, value) in cells { cells[other] = value * factor }
    }

    /// For a row currently solved for `lhs` (`lhs = row`), solves it for `rhs` instead.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by the expression it is basic in.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        // Look first: a mutating lookup of a missing key would still touch the storage.
        guard let coefficient = cells[symbol] else { return }
        cells[symbol] = nil
        insert(row, coefficient)
    }

    /// True when the symbol has a cell (a non-mutating test for the hot loops).
    func contains(_ symbol: Symbol) -> Bool { cells[symbol] != nil }

    /// The lowest-id symbol satisfying a test: a deterministic choice whatever the
    /// dictionary's order (Kiwi iterates sorted maps, so it picks the same one).
    func lowestSymbol(where test: (Symbol, Double) -> Bool) -> Symbol? {
        var best: Symbol?
        for (symbol, value) in cells where test(symbol, value) {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }
}
