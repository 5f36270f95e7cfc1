import XCTest
@testable import IBLayout

/// Randomised checks of the incremental machinery: after adds, refused constraints, removals
/// and edit suggestions, the solver's optimum must equal that of a solver built from scratch
/// with the constraints that remain, and every required constraint must hold.
final class SolverConsistencyTests: XCTestCase {
    /// A small deterministic generator (no seeds from the system: failures must reproduce).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func value() -> Double { Double(below(200)) - 100 }
    }

    /// Σ weight × violation of the non-required constraints at the variables' current values.
    static func weightedError(_ constraints: [Constraint]) -> Double {
        constraints.filter { !$0.strength.isRequired }.reduce(0) { total, constraint in
            let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * $1.variable.value }
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            return total + violation * constraint.strength.weight
        }
    }

    func testIncrementalChangesMatchAFreshSolve() throws {
        for seed in 1...300 {
            var random = Generator(state: UInt64(seed))
            let variables = (0..<6).map { Variable("v\($0)") }
            let solver = Solver()
            var kept: [Constraint] = []
            for _ in 0..<18 {
                let a = variables[random.below(6)], b = variables[random.below(6)]
                let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.below(3)]
                let strength: Strength = [.required, .required, .strong, .medium, .weak][random.below(5)]
                let expression = random.below(3) == 0 ? Expression(a) - random.value() : a - b - random.value()
                let constraint = Constraint(expression, relation, strength: strength)
                do {
                    try solver.addConstraint(constraint)
                    kept.append(constraint)
                } catch SolverError.unsatisfiableConstraint {
                    XCTAssertTrue(strength.isRequired, "seed \(seed): only required constraints can be refused")
                }
            }
            // Every variable weakly at 0 so the optimum is unique in value.
            for variable in variables {
                let stay = (variable == 0) | Strength.create(strong: 0, medium: 0, weak: 0.5)
                try solver.addConstraint(stay)
                kept.append(stay)
            }
            for _ in 0..<5 where !kept.isEmpty {
                let removed = kept.remove(at: random.below(kept.count))
                try solver.removeConstraint(removed)
            }
            let edited = variables[random.below(6)]
            try solver.addEditVariable(edited, strength: .strong)
            let suggestion = random.value()
            try solver.suggestValue(random.value(), for: edited)
            try solver.suggestValue(suggestion, for: edited)
            solver.updateVariables()
            let editWish = (Expression(edited) == suggestion) | .strong
            let incrementalError = SolverConsistencyTests.weightedError(kept + [editWish])
            let incrementalValues = variables.map(\.value)

            let fresh = Solver()
            for constraint in kept { try fresh.addConstraint(constraint) }
            try fresh.addConstraint(editWish)
            fresh.updateVariables()
            let freshError = SolverConsistencyTests.weightedError(kept + [editWish])
            XCTAssertEqual(incrementalError, freshError, accuracy: 1e-6 * max(1, freshError), "seed \(seed)")
            for (variable, value) in zip(variables, incrementalValues) { variable.value = value }
            for constraint in kept where constraint.strength.isRequired {
                let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * $1.variable.value }
                switch constraint.relation {
                case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "seed \(seed): \(constraint)")
                case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, "seed \(seed): \(constraint)")
                case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6, "seed \(seed): \(constraint)")
                }
            }
        }
    }
}
