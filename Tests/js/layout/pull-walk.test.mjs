// Solver.pullOutcome through degenerate rows (Public/js/layout/pull-walk.js): what it proves must be
// what the ambiguity probe itself finds (twin of Tests/IBLayoutTests/PullWalkTests.swift).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Variable, Constraint, Strength, Solver } from "../../../Public/js/layout/solver.js";

const probe = Strength.create(0, 0.5, 0); // the ambiguity probe's pull (500 per point)
const eq = (terms, constant, strength) => new Constraint(terms, constant, "==", strength);
const ge = (terms, constant, strength) => new Constraint(terms, constant, ">=", strength);
const le = (terms, constant, strength) => new Constraint(terms, constant, "<=", strength);

/** The probe of ambiguity-probe.js: pull 1000 pt up, then down; true when the expression follows by more than 0.5 pt. */
function probeMoves(solver, terms) {
  const start = solver.currentExpressionValue(terms);
  const handle = new Variable("probe");
  solver.addEditVariable(handle, probe, terms);
  try {
    solver.suggestValue(handle, start + 1000);
    if (Math.abs(solver.currentExpressionValue(terms) - start) > 0.5) return true;
    solver.suggestValue(handle, start - 1000);
    return Math.abs(solver.currentExpressionValue(terms) - start) > 0.5;
  } finally {
    solver.removeEditVariable(handle);
  }
}

test("a basic slack at 0 no longer blocks the proof of a fixed value", () => {
  const w = new Variable("w");
  const solver = new Solver();
  solver.addConstraint(ge([[w, 1]], 0)); // w ≥ 0 …
  solver.addConstraint(le([[w, 1]], 0)); // … and w ≤ 0: a basic slack at 0 (pullOutcome's first stage says null)
  assert.equal(solver.pullOutcome([[w, 1]], probe, 1000, 0.5), false);
  assert.equal(probeMoves(solver, [[w, 1]]), false);
});

/** A small deterministic generator (no Math.random: the same systems every run). */
function generator(seed) {
  let state = seed * 2654435761 % 4294967296;
  return (n) => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return Math.floor((state / 4294967296) * n);
  };
}

// On these 300 systems the single-symbol stage leaves 19 expressions undecided; the walk decides
// them (15 free, 3 fixed when measured without the probes in between).
test("pullOutcome agrees with the probe on random degenerate layouts", () => {
  let decided = 0, probes = 0;
  for (let seed = 1; seed <= 300; seed += 1) {
    const random = generator(seed);
    const count = 3 + random(5);
    const xs = Array.from({ length: count }, (_, i) => new Variable(`x${i}`));
    const solver = new Solver();
    for (const x of xs) solver.addConstraint(eq([[x, 1]], -10 * random(10), Strength.weak)); // stays
    for (let k = 0; k < count + random(count); k += 1) {
      const i = random(count), j = random(count);
      if (i === j) continue;
      const terms = [[xs[i], 1], [xs[j], -1]];
      const gap = -5 * random(5);
      const kind = random(6);
      const strength = kind === 5 ? Strength.fromPriority([250, 750][random(2)]) : Strength.required;
      const constraint = kind < 3 ? ge(terms, gap, strength) : kind === 3 ? le(terms, gap, strength) : eq(terms, gap, strength);
      try { solver.addConstraint(constraint); } catch { /* unsatisfiable: left out, as the mapping does */ }
    }
    const expressions = [...xs.map((x) => [[x, 1]]), [[xs[0], 1], [xs[count - 1], -1]]];
    for (const terms of expressions) {
      const outcome = solver.pullOutcome(terms, probe, 1000, 0.5);
      const moves = probeMoves(solver, terms);
      probes += 1;
      if (outcome === null) continue;
      decided += 1;
      assert.equal(outcome, moves, `seed ${seed}, ${terms.map(([v, c]) => `${c}·${v.name}`).join(" + ")}`);
    }
  }
  assert.ok(decided > probes * 0.9, `${decided} of ${probes} decided`);
});
