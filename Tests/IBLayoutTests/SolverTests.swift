import XCTest
@testable import IBLayout

/// The solver alone: the classic Cassowary cases.
final class SolverTests: XCTestCase {
    func testSimpleEquality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x + 2 == 20)
        solver.updateVariables()
        XCTAssertEqual(x.value, 18, accuracy: 1e-9)
    }

    func testRequiredBeatsWeakAndStrongBeatsWeak() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint(x == 20)
        try solver.addConstraint((y == 5) | .weak)
        try solver.addConstraint((y == 7) | .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        XCTAssertEqual(y.value, 7, accuracy: 1e-9)
    }

    func testHeavierWeightWinsWithinABand() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 100) | Strength(priority: 250))
        try solver.addConstraint((x == 50) | Strength(priority: 750))
        solver.updateVariables()
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
    }

    func testInequalitiesBoundAWeakWish() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        let low = (x == 0) | .weak
        try solver.addConstraint(low)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        try solver.removeConstraint(low)
        try solver.addConstraint((x == 100) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    /// The paper's midpoint example: xm is the middle of xl…xr, which are at least 10 apart
    /// and inside 0…100; xm is dragged while weak stays hold xl and xr.
    func testMidpointWithEditVariable() throws {
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        let solver = Solver()
        try solver.addConstraint(2 * middle == left + right)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((left == 40) | Strength.create(strong: 0, medium: 0, weak: 2))
        try solver.addConstraint((right == 60) | .weak)
        try solver.addEditVariable(middle, strength: .strong)

        try solver.suggestValue(50, for: middle)
        solver.updateVariables()
        XCTAssertEqual([left.value, middle.value, right.value], [40, 50, 60])

        try solver.suggestValue(90, for: middle)
        solver.updateVariables()
        XCTAssertEqual(left.value, 80, accuracy: 1e-9)
        XCTAssertEqual(middle.value, 90, accuracy: 1e-9)
        XCTAssertEqual(right.value, 100, accuracy: 1e-9)

        try solver.suggestValue(5, for: middle)
        solver.updateVariables()
        XCTAssertEqual(left.value, 0, accuracy: 1e-9)
        XCTAssertEqual(middle.value, 5, accuracy: 1e-9)
        XCTAssertEqual(right.value, 10, accuracy: 1e-9)

        // Asking for the impossible: the edit (strong) loses to the required bounds.
        try solver.suggestValue(200, for: middle)
        solver.updateVariables()
        XCTAssertEqual(right.value, 100, accuracy: 1e-9)
        XCTAssertEqual(middle.value, 95, accuracy: 1e-9)

        try solver.removeEditVariable(middle)
        solver.updateVariables()
        XCTAssertEqual(left.value, 40, accuracy: 1e-9)
        XCTAssertEqual(right.value, 60, accuracy: 1e-9)
    }

    func testConflictingRequiredEqualitiesAreUnsatisfiable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        let conflicting = Constraint(Expression(x), .equal, Expression(20), label: "c2")
        XCTAssertThrowsError(try solver.addConstraint(conflicting)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(conflicting))
            XCTAssertTrue("\(error)".contains("c2"))
        }
        XCTAssertFalse(solver.hasConstraint(conflicting))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    /// Needs phase one (no external subject): the solver must come back unchanged.
    func testConflictingInequalitiesLeaveTheSolverUsable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint((x == 3) | .weak)
        try solver.addConstraint((y == 4) | .weak)
        let impossible = x + y <= -1
        XCTAssertThrowsError(try solver.addConstraint(impossible)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(impossible))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 3, accuracy: 1e-9)
        XCTAssertEqual(y.value, 4, accuracy: 1e-9)
        try solver.addConstraint(x + y <= 5)
        try solver.addConstraint(x >= 2)
        solver.updateVariables()
        XCTAssertEqual(x.value + y.value, 5, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(x.value, 2 - 1e-9)
    }

    func testRedundantRequiredConstraintsAreAccepted() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let first = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(x == 10)
        try solver.addConstraint(x + y == 30)
        try solver.addConstraint(y == 20)
        try solver.removeConstraint(first)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(y.value, 20, accuracy: 1e-9)
    }

    func testDuplicateAndUnknownAreErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x >= 1
        try solver.addConstraint(constraint)
        XCTAssertThrowsError(try solver.addConstraint(constraint)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(constraint)) }
        let other = x <= 5
        XCTAssertThrowsError(try solver.removeConstraint(other)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(other)) }
        XCTAssertThrowsError(try solver.suggestValue(3, for: x)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x)) }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) { XCTAssertEqual($0 as? SolverError, .badRequiredStrength) }
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .medium)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(x)) }
    }

    func testRemovingAConstraintRestoresTheWeakerOne() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .weak)
        let strong = (x == 20) | .strong
        try solver.addConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    /// Many suggestions in a row, against a chain of views: each one lands exactly.
    func testRepeatedSuggestionsFollowTheDrag() throws {
        let lefts = (0..<20).map { Variable("left\($0)") }
        let solver = Solver()
        try solver.addConstraint(lefts[0] >= 0)
        for index in 1..<lefts.count {
            try solver.addConstraint(lefts[index] == lefts[index - 1] + 10)
        }
        try solver.addEditVariable(lefts[0], strength: .strong)
        for step in 0..<50 {
            let target = Double(step * 3) - 20
            try solver.suggestValue(target, for: lefts[0])
            solver.updateVariables()
            XCTAssertEqual(lefts[0].value, max(target, 0), accuracy: 1e-9)
            XCTAssertEqual(lefts[19].value, max(target, 0) + 190, accuracy: 1e-9)
        }
    }

    /// Required equalities leave no dummy column in the tableau: removing one whose marker isn't
    /// basic rebuilds the tableau from the rest, keeping edit variables and their suggestions.
    func testRemovingARequiredEqualityKeepsTheEditSuggestions() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let link = y == x + 10
        try solver.addConstraint(link)
        try solver.addConstraint((y == 0) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(30, for: x)
        solver.updateVariables()
        XCTAssertEqual(y.value, 40, accuracy: 1e-9)
        try solver.removeConstraint(link)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30, accuracy: 1e-9, "the suggestion survives the rebuild")
        XCTAssertEqual(y.value, 0, accuracy: 1e-9, "y is free again: its weak wish decides")
        try solver.suggestValue(-5, for: x)
        solver.updateVariables()
        XCTAssertEqual(x.value, -5, accuracy: 1e-9)
        XCTAssertFalse(solver.hasConstraint(link))
        XCTAssertTrue(solver.hasEditVariable(x))
    }

    /// An edit variable can stand for an expression (a view's position in root coordinates is
    /// the sum of its superviews' offsets): suggestions pull the expression, not a variable.
    func testEditVariableStandingForAnExpression() throws {
        let parent = Variable("parent.x"), child = Variable("child.x")
        let solver = Solver()
        try solver.addConstraint(Expression(parent) == 40)
        try solver.addConstraint((Expression(child) == 10) | .weak)
        let handle = Variable("drag")
        let rootX = Expression(child) + Expression(parent)
        try solver.addEditVariable(handle, standingFor: rootX, strength: .strong)
        try solver.suggestValue(100, for: handle)
        XCTAssertEqual(solver.currentValue(of: rootX), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.currentValue(of: child), 60, accuracy: 1e-9)
        try solver.removeEditVariable(handle)
        XCTAssertEqual(solver.currentValue(of: child), 10, accuracy: 1e-9)
    }

    /// The ambiguity probe's shortcut (JS twin in Tests/js/layout/solver.test.mjs): a fixed
    /// expression can't follow the pull, one held only by a weak stay does, one held at priority
    /// 250 doesn't; a slack basic at 0 (w ≥ 0 and w ≤ 0) is walked through (`PullWalk`).
    func testPullOutcomeFromTheSolvedTableau() throws {
        let probe = Strength.create(strong: 0, medium: 0.5, weak: 0)
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        try solver.addConstraint((y == 20) | .weak)
        try solver.addConstraint((z == 30) | Strength(priority: 250))
        try solver.addConstraint(w >= 0)
        try solver.addConstraint(w <= 0)
        XCTAssertEqual(solver.pullOutcome(of: Expression(x), strength: probe, distance: 1000, tolerance: 0.5), false)
        XCTAssertEqual(solver.pullOutcome(of: Expression(y), strength: probe, distance: 1000, tolerance: 0.5), true)
        XCTAssertEqual(solver.pullOutcome(of: Expression(z), strength: probe, distance: 1000, tolerance: 0.5), false)
        XCTAssertEqual(solver.pullOutcome(of: Expression(x) + Expression(y), strength: probe, distance: 1000, tolerance: 0.5), true)
        XCTAssertEqual(solver.pullOutcome(of: Expression(w), strength: probe, distance: 1000, tolerance: 0.5), false)
        XCTAssertNil(solver.pullOutcome(of: Expression(Variable("unused")), strength: probe, distance: 1000, tolerance: 0.5))
        // What the probe itself finds where the tableau decided.
        for (variable, start, moves) in [(x, 10.0, false), (y, 20.0, true), (z, 30.0, false)] {
            let handle = Variable("probe")
            try solver.addEditVariable(handle, standingFor: Expression(variable), strength: probe)
            try solver.suggestValue(start + 1000, for: handle)
            XCTAssertEqual(abs(solver.currentValue(of: variable) - start) > 0.5, moves)
            try solver.removeEditVariable(handle)
        }
    }
}
