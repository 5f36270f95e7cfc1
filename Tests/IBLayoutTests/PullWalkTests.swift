import XCTest
@testable import IBLayout

/// `Solver.pullOutcome` through degenerate rows (`PullWalk`): what it proves must be what the
/// ambiguity probe itself finds (twin of Tests/js/layout/pull-walk.test.mjs, same systems).
final class PullWalkTests: XCTestCase {
    let probe = Strength.create(strong: 0, medium: 0.5, weak: 0)

    /// The probe of `AmbiguityProbe`: pull 1000 pt up, then down; true when the expression follows by more than 0.5 pt.
    func probeMoves(_ solver: Solver, _ expression: IBLayout.Expression) throws -> Bool {
        let start = solver.currentValue(of: expression)
        let handle = Variable("probe")
        try solver.addEditVariable(handle, standingFor: expression, strength: probe)
        defer { try? solver.removeEditVariable(handle) }
        try solver.suggestValue(start + 1000, for: handle)
        if abs(solver.currentValue(of: expression) - start) > 0.5 { return true }
        try solver.suggestValue(start - 1000, for: handle)
        return abs(solver.currentValue(of: expression) - start) > 0.5
    }

    func testBasicSlackAtZeroNoLongerBlocksTheProofOfAFixedValue() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(w >= 0) // w ≥ 0 …
        try solver.addConstraint(w <= 0) // … and w ≤ 0: a basic slack at 0 (the single-symbol stage says nil)
        XCTAssertEqual(solver.pullOutcome(of: Expression(w), strength: probe, distance: 1000, tolerance: 0.5), false)
        XCTAssertFalse(try probeMoves(solver, Expression(w)))
    }

    /// The JS test's generator (LCG, same systems): the single-symbol stage leaves 19 of 1,802
    /// expressions undecided, the walk decides them.
    func testPullOutcomeAgreesWithTheProbeOnRandomDegenerateLayouts() throws {
        var decided = 0, probes = 0
        for seed in 1...300 {
            var state = UInt64(seed) * 2_654_435_761 % 4_294_967_296
            func random(_ n: Int) -> Int {
                state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296
                return Int((Double(state) / 4_294_967_296 * Double(n)).rounded(.down))
            }
            let count = 3 + random(5)
            let xs = (0..<count).map { Variable("x\($0)") }
            let solver = Solver()
            for x in xs { try solver.addConstraint((x == Double(10 * random(10))) | .weak) } // stays
            for _ in 0..<(count + random(count)) {
                let i = random(count), j = random(count)
                if i == j { continue }
                let expression = xs[i] - xs[j] + Double(-5 * random(5))
                let kind = random(6)
                let strength = kind == 5 ? Strength(priority: [250.0, 750.0][random(2)]) : .required
                let relation: Constraint.Relation = kind < 3 ? .greaterThanOrEqual : kind == 3 ? .lessThanOrEqual : .equal
                try? solver.addConstraint(Constraint(expression, relation, strength: strength)) // unsatisfiable: left out
            }
            for expression in xs.map({ Expression($0) }) + [xs[0] - xs[count - 1]] {
                let outcome = solver.pullOutcome(of: expression, strength: probe, distance: 1000, tolerance: 0.5)
                let moves = try probeMoves(solver, expression)
                probes += 1
                guard let outcome else { continue }
                decided += 1
                XCTAssertEqual(outcome, moves, "seed \(seed)")
            }
        }
        XCTAssertGreaterThan(Double(decided), Double(probes) * 0.9, "\(decided) of \(probes) decided")
    }
}
