/// `coefficient × variable`.
public struct Term: CustomStringConvertible {
    public let variable: Variable
    public let coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String { coefficient == 1 ? variable.name : "\(coefficient)·\(variable.name)" }
}

/// A linear expression `Σ cᵢ·vᵢ + constant`, built with the usual operators:
/// `left + width - 8`, `2 * x`, `a - b`.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(_ constant: Double) { self.init(constant: constant) }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func * (lhs: Double, rhs: Expression) -> Expression {
        Expression(terms: rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
    }

    public static prefix func - (operand: Expression) -> Expression { -1 * operand }
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
    public static func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(-rhs) }
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    public static func * (lhs: Double, rhs: Variable) -> Expression { lhs * Expression(rhs) }
}
