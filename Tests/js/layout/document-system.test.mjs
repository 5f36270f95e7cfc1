// Document layout systems solved in JavaScript: the same frames as Swift's DocumentLayout on the
// documents the Swift tests export (Tests/js/generated/layout-systems.json), and dragging.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { solveSystem, RootLayout } from "../../../Public/js/layout/document-system.js";
import { Strength } from "../../../Public/js/layout/solver.js";

const systemsURL = new URL("../generated/layout-systems.json", import.meta.url);

test("frames from the JavaScript solve equal Swift's on every exported document", () => {
  // A missing export fails rather than skips: parity unchecked must not pass for parity held.
  assert.ok(existsSync(systemsURL), "run swift test first: it writes Tests/js/generated/layout-systems.json");
  const { documents } = JSON.parse(readFileSync(systemsURL, "utf8"));
  let compared = 0;
  for (const { name, system, frames } of documents) {
    const solved = solveSystem(system).frames;
    for (const [id, expected] of Object.entries(frames)) {
      const frame = solved.get(id);
      assert.ok(frame, `${name}: no frame for ${id}`);
      for (const key of ["x", "y", "width", "height"]) {
        assert.ok(Math.abs(frame[key] - expected[key]) <= 1.5e-6, `${name} ${id}.${key}: ${frame[key]} vs Swift ${expected[key]}`);
      }
      compared += 1;
    }
  }
  // The hand-written documents give a few frames; the shared Xcode corpus (when present, as for the Swift export) many more.
  const corpusPresent = existsSync(new URL("../../../../shared/fixtures/ib", import.meta.url));
  assert.ok(compared > (corpusPresent ? 100 : 5), `only ${compared} frames compared`);
});

/** A 375×667 root and a 100×50 box kept inside it; variables 0–3 root, 4–7 box. */
function boxSystem() {
  const required = Strength.required;
  const eq = (terms, constant, strength = required) => ({ terms, constant, relation: "==", strength, origin: "test" });
  const ge = (terms, constant) => ({ terms, constant, relation: ">=", strength: required, origin: "test" });
  const t = (variable, coefficient = 1) => ({ variable, coefficient });
  return {
    rootID: "root", variableCount: 8,
    views: [
      { id: "root", superviewID: null, left: 0, top: 1, width: 2, height: 3, bottomUp: false, storedX: 0, storedY: 0 },
      { id: "box", superviewID: "root", left: 4, top: 5, width: 6, height: 7, bottomUp: false, storedX: null, storedY: null },
    ],
    constraints: [
      eq([t(0)], 0), eq([t(1)], 0), eq([t(2)], -375), eq([t(3)], -667),
      eq([t(6)], -100), eq([t(7)], -50),
      ge([t(4), t(0, -1)], 0), ge([t(5), t(1, -1)], 0),
      ge([t(0), t(2), t(4, -1), t(6, -1)], 0), ge([t(1), t(3), t(5, -1), t(7, -1)], 0),
      eq([t(4)], -20, Strength.weak), eq([t(5)], -30, Strength.weak),
    ],
  };
}

test("dragging a view follows the pointer inside its constraints", () => {
  const layout = new RootLayout(boxSystem());
  assert.deepEqual(layout.frames().get("box"), { x: 20, y: 30, width: 100, height: 50 });
  layout.beginDrag("box");
  assert.deepEqual(layout.dragTo(120, 200).get("box"), { x: 120, y: 200, width: 100, height: 50 });
  assert.deepEqual(layout.dragTo(-40, 900).get("box"), { x: 0, y: 617, width: 100, height: 50 });
  assert.deepEqual(layout.dragTo(400, -5).get("box"), { x: 275, y: 0, width: 100, height: 50 });
  layout.endDrag();
  assert.deepEqual(layout.frames().get("box"), { x: 20, y: 30, width: 100, height: 50 });
});
