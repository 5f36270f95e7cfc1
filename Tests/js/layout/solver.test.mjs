// The JavaScript Cassowary solver on the classic cases (the same ones as Tests/IBLayoutTests/SolverTests.swift).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Variable, Constraint, Strength, Solver, SolverError } from "../../../Public/js/layout/solver.js";

const close = (actual, expected, message) => assert.ok(Math.abs(actual - expected) < 1e-9, `${message ?? ""} ${actual} ≠ ${expected}`);
// `a·x + b·y + c op 0` helpers.
const eq = (terms, constant, strength) => new Constraint(terms, constant, "==", strength);
const le = (terms, constant, strength) => new Constraint(terms, constant, "<=", strength);
const ge = (terms, constant, strength) => new Constraint(terms, constant, ">=", strength);

test("required beats weak, strong beats weak", () => {
  const x = new Variable("x"), y = new Variable("y");
  const solver = new Solver();
  solver.addConstraint(eq([[x, 1]], -10, Strength.weak));
  solver.addConstraint(eq([[x, 1]], -20));
  solver.addConstraint(eq([[y, 1]], -5, Strength.weak));
  solver.addConstraint(eq([[y, 1]], -7, Strength.strong));
  solver.updateVariables();
  close(x.value, 20);
  close(y.value, 7);
});

test("priorities are weights", () => {
  const x = new Variable("x");
  const solver = new Solver();
  solver.addConstraint(eq([[x, 1]], -100, Strength.fromPriority(250)));
  solver.addConstraint(eq([[x, 1]], -50, Strength.fromPriority(750)));
  solver.updateVariables();
  close(x.value, 50);
});

test("inequalities bound a weak wish", () => {
  const x = new Variable("x");
  const solver = new Solver();
  solver.addConstraint(ge([[x, 1]], -10));
  solver.addConstraint(le([[x, 1]], -20));
  const low = eq([[x, 1]], 0, Strength.weak);
  solver.addConstraint(low);
  solver.updateVariables();
  close(x.value, 10);
  solver.removeConstraint(low);
  solver.addConstraint(eq([[x, 1]], -100, Strength.weak));
  solver.updateVariables();
  close(x.value, 20);
});

test("the midpoint example follows an edit variable", () => {
  const left = new Variable("xl"), middle = new Variable("xm"), right = new Variable("xr");
  const solver = new Solver();
  solver.addConstraint(eq([[middle, 2], [left, -1], [right, -1]], 0));
  solver.addConstraint(le([[left, 1], [right, -1]], 10));
  solver.addConstraint(le([[right, 1]], -100));
  solver.addConstraint(ge([[left, 1]], 0));
  solver.addConstraint(eq([[left, 1]], -40, Strength.create(0, 0, 2)));
  solver.addConstraint(eq([[right, 1]], -60, Strength.weak));
  solver.addEditVariable(middle, Strength.strong);
  for (const [target, l, m, r] of [[50, 40, 50, 60], [90, 80, 90, 100], [5, 0, 5, 10], [200, 90, 95, 100]]) {
    solver.suggestValue(middle, target);
    solver.updateVariables();
    close(left.value, l, `xl for ${target}`);
    close(middle.value, m, `xm for ${target}`);
    close(right.value, r, `xr for ${target}`);
  }
  solver.removeEditVariable(middle);
  solver.updateVariables();
  close(left.value, 40);
  close(right.value, 60);
});

test("unsatisfiable constraints are refused and the solver stays usable", () => {
  const x = new Variable("x"), y = new Variable("y");
  const solver = new Solver();
  solver.addConstraint(ge([[x, 1]], 0));
  solver.addConstraint(ge([[y, 1]], 0));
  solver.addConstraint(eq([[x, 1]], -3, Strength.weak));
  solver.addConstraint(eq([[y, 1]], -4, Strength.weak));
  const impossible = new Constraint([[x, 1], [y, 1]], 1, "<=", Strength.required, "impossible");
  assert.throws(() => solver.addConstraint(impossible), (error) => error instanceof SolverError && error.kind === "unsatisfiableConstraint" && error.subject === impossible);
  assert.equal(solver.hasConstraint(impossible), false);
  solver.updateVariables();
  close(x.value, 3);
  close(y.value, 4);
  const conflicting = eq([[x, 1]], -10);
  solver.addConstraint(conflicting);
  assert.throws(() => solver.addConstraint(eq([[x, 1]], -11)), (error) => error.kind === "unsatisfiableConstraint");
});

test("duplicate and unknown things are errors", () => {
  const x = new Variable("x");
  const solver = new Solver();
  const constraint = ge([[x, 1]], -1);
  solver.addConstraint(constraint);
  assert.throws(() => solver.addConstraint(constraint), (e) => e.kind === "duplicateConstraint");
  assert.throws(() => solver.removeConstraint(le([[x, 1]], -5)), (e) => e.kind === "unknownConstraint");
  assert.throws(() => solver.suggestValue(x, 3), (e) => e.kind === "unknownEditVariable");
  assert.throws(() => solver.addEditVariable(x, Strength.required), (e) => e.kind === "badRequiredStrength");
  solver.addEditVariable(x, Strength.strong);
  assert.throws(() => solver.addEditVariable(x, Strength.medium), (e) => e.kind === "duplicateEditVariable");
});

test("a chain of views follows a drag", () => {
  const lefts = Array.from({ length: 20 }, (_, i) => new Variable(`left${i}`));
  const solver = new Solver();
  solver.addConstraint(ge([[lefts[0], 1]], 0));
  for (let i = 1; i < lefts.length; i += 1) solver.addConstraint(eq([[lefts[i], 1], [lefts[i - 1], -1]], -10));
  solver.addEditVariable(lefts[0], Strength.strong);
  for (let step = 0; step < 50; step += 1) {
    const target = step * 3 - 20;
    solver.suggestValue(lefts[0], target);
    solver.updateVariables();
    close(lefts[0].value, Math.max(target, 0));
    close(lefts[19].value, Math.max(target, 0) + 190);
  }
});

test("pullOutcome: fixed → false, held only by a weak stay → true, held by priority 250 → false, degenerate → walked", () => {
  const probe = Strength.create(0, 0.5, 0); // the ambiguity probe's pull (500 per point)
  const x = new Variable("x"), y = new Variable("y"), z = new Variable("z"), w = new Variable("w");
  const solver = new Solver();
  solver.addConstraint(eq([[x, 1]], -10)); // x = 10, required
  solver.addConstraint(eq([[y, 1]], -20, Strength.weak)); // y = 20, a stay only
  solver.addConstraint(eq([[z, 1]], -30, Strength.fromPriority(250))); // z = 30 at priority 250 (250,000 per point)
  solver.addConstraint(ge([[w, 1]], 0)); // w ≥ 0 …
  solver.addConstraint(le([[w, 1]], 0)); // … and w ≤ 0: a slack basic at 0 blocks the single-symbol proof
  assert.equal(solver.pullOutcome([[x, 1]], probe, 1000, 0.5), false);
  assert.equal(solver.pullOutcome([[y, 1]], probe, 1000, 0.5), true);
  assert.equal(solver.pullOutcome([[z, 1]], probe, 1000, 0.5), false);
  assert.equal(solver.pullOutcome([[x, 1], [y, 1]], probe, 1000, 0.5), true);
  assert.equal(solver.pullOutcome([[w, 1]], probe, 1000, 0.5), false); // through the degenerate row (pull-walk.js)
  assert.equal(solver.pullOutcome([[new Variable("unused"), 1]], probe, 1000, 0.5), null);
  // What the probe itself finds where the tableau decided: the stay gives way, the required and the 250 don't.
  for (const [variable, moves] of [[x, false], [y, true], [z, false]]) {
    const handle = new Variable("probe");
    solver.addEditVariable(handle, probe, [[variable, 1]]);
    solver.suggestValue(handle, solver.currentValue(variable) + 1000);
    assert.equal(Math.abs(solver.currentValue(variable) - [10, 20, 30][[x, y, z].indexOf(variable)]) > 0.5, moves);
    solver.removeEditVariable(handle);
  }
});
