/// `expression (== | <= | >=) 0` with a strength. The relation operators build one from two
/// sides: `x + 10 == y`, `width >= 44`. Constraints are compared by identity: the solver
/// knows the very object that was added, so it can be removed again.
public final class Constraint: Hashable, CustomStringConvertible {
    public enum Relation: String, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// What the constraint stands for (an XML constraint id, "width of abc-12-xyz"...), for errors.
    public let label: String?

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.expression = Constraint.reduced(expression)
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// `lhs relation rhs`, i.e. `lhs - rhs relation 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required, label: String? = nil) {
        self.init(lhs - rhs, relation, strength: strength, label: label)
    }

    /// The same constraint at another strength (`(a == b) | .weak` in Kiwi's notation).
    public func with(strength: Strength, label: String? = nil) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label ?? self.label)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let body = "\(expression) \(relation.rawValue) 0 [\(strength)]"
        return label.map { "\($0): \(body)" } ?? body
    }

    /// Terms of the same variable merged (in first-appearance order), zeros dropped.
    private static func reduced(_ expression: Expression) -> Expression {
        var order: [Variable] = []
        var coefficients: [Variable: Double] = [:]
        for term in expression.terms {
            if coefficients[term.variable] == nil { order.append(term.variable) }
            coefficients[term.variable, default: 0] += term.coefficient
        }
        let terms = order.compactMap { variable -> Term? in
            let coefficient = coefficients[variable]!
            return coefficient == 0 ? nil : Term(variable, coefficient)
        }
        return Expression(terms: terms, constant: expression.constant)
    }
}

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

/// `(x == 10) | .weak`: the constraint at a strength.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.with(strength: rhs) }
