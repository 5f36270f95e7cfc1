/// A value the solver chooses: a view's left edge, a width, a guide's top... Identity matters
/// (two variables with the same name are different unknowns), so this is a class; `value` is
/// written by `Solver.updateVariables()`.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    public internal(set) var value: Double = 0
    public init(_ name: String) {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name }
}
