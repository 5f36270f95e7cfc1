// The JavaScript solver gives the same values as the Swift one on the same constraint systems:
// Tests/js/generated/layout-cases.json is written by the Swift test SharedLayoutCasesExport
// (`swift test` runs before `node --test` in `make test`); without it this test is skipped.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { Variable, Constraint, Solver } from "../../../Public/js/layout/solver.js";

const casesURL = new URL("../generated/layout-cases.json", import.meta.url);

test("the JavaScript solver matches the Swift solver on the shared layout cases", () => {
  // A missing export fails rather than skips: parity unchecked must not pass for parity held.
  assert.ok(existsSync(casesURL), "run swift test first: it writes Tests/js/generated/layout-cases.json");
  const { cases } = JSON.parse(readFileSync(casesURL, "utf8"));
  assert.ok(cases.length > 0);
  let values = 0;
  for (const layoutCase of cases) {
    const variables = Array.from({ length: layoutCase.variableCount }, (_, i) => new Variable(`v${i}`));
    const solver = new Solver();
    for (const exported of layoutCase.constraints) {
      const constraint = new Constraint(exported.terms.map(([index, coefficient]) => [variables[index], coefficient]),
        exported.constant, exported.relation, exported.strength);
      let refused = false;
      try {
        solver.addConstraint(constraint);
      } catch (error) {
        if (error.kind !== "unsatisfiableConstraint") throw error;
        refused = true;
      }
      assert.equal(refused, exported.refused, `${layoutCase.name}: refusal differs`);
    }
    solver.updateVariables();
    layoutCase.values.forEach((expected, index) => {
      assert.ok(Math.abs(variables[index].value - expected) <= 1e-9 * Math.max(1, Math.abs(expected)),
        `${layoutCase.name}: variable ${index} is ${variables[index].value}, Swift gave ${expected}`);
      values += 1;
    });
  }
  assert.ok(values > 0);
});
