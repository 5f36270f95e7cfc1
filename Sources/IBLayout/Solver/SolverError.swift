/// What the solver refuses, each naming the constraint or variable concerned.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already in the solver.
    case unsatisfiableConstraint(Constraint)
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions: a required edit strength would make dragging fail.
    case badRequiredStrength
    /// The tableau lost an invariant (an unbounded objective, no pivot row): a solver bug.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint): return "unsatisfiable constraint \(constraint)"
        case .duplicateConstraint(let constraint): return "duplicate constraint \(constraint)"
        case .unknownConstraint(let constraint): return "unknown constraint \(constraint)"
        case .duplicateEditVariable(let variable): return "duplicate edit variable \(variable)"
        case .unknownEditVariable(let variable): return "unknown edit variable \(variable)"
        case .badRequiredStrength: return "edit variables cannot have required strength"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}
