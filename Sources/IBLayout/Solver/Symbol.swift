/// A column of the simplex tableau. `external` symbols stand for user variables; the others
/// are the solver's own: `slack` for inequalities, `error` for the plus/minus errors of
/// non-required constraints (weighted in the objective), `dummy` markers for required
/// equalities (never pivoted in and never written into a row: they only name the constraint).
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }

    /// Unique and increasing within one solver: ties are broken by the lowest id, as Kiwi does
    /// with its sorted maps, so the same constraints added in the same order give the same answer.
    let id: Int
    let kind: Kind

    var isExternal: Bool { kind == .external }
    /// Slack and error symbols may leave or enter the basis; dummies may not enter.
    var isPivotable: Bool { kind == .slack || kind == .error }
    var isRestricted: Bool { kind != .external }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Within this tolerance a coefficient or constant counts as zero.
@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
