// equalSpacing / equalCentering stack views take the shortest length their gaps allow: UIKit's
// UISV-canvas-fit (the stack's length along its axis = 0 at priority 49), so a stack pinned on one
// side only is not ambiguous, while a stack with no position on an axis still is; equalCentering spaces the views'
// centres evenly (priority max(150 − i, 50)) rather than their gaps. The document is
// Tests/browser/fixtures/EqualSpacingStacks.storyboard (an iPhone 8), shared with
// Tests/IBLayoutTests/EqualSpacingStackTests.swift; its stored frames are where UIKit puts the views.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

const xml = readFileSync(new URL("../../browser/fixtures/EqualSpacingStacks.storyboard", import.meta.url), "utf8");
const frame = (result, id) => { const f = result.frames.get(id); return [f.x, f.y, f.width, f.height]; };

test("an equalSpacing stack pinned on its trailing side only takes its minimum width, the gaps at the spacing", () => {
  const result = new DocumentLayout(parseXml(xml)).solve();
  assert.deepEqual(frame(result, "eqs-Ts"), [221, 100, 138, 44], "3 × 30 + 2 × 24, 16 from the trailing edge");
  assert.deepEqual(frame(result, "eqs-T2"), [54, 0, 30, 44]);
  assert.deepEqual(frame(result, "eqs-T3"), [108, 0, 30, 44]);
  assert.ok(!result.issues.some((issue) => issue.objectID.startsWith("eqs-T")), JSON.stringify(result.issues));
});

test("a vertical equalCentering stack pinned at its top is as tall as its views and one spacing", () => {
  const result = new DocumentLayout(parseXml(xml)).solve();
  assert.deepEqual(frame(result, "eqs-Cs"), [20, 300, 40, 60]);
  assert.deepEqual(frame(result, "eqs-C2"), [0, 30, 40, 30]);
});

test("an equalSpacing stack pinned at both ends still spreads its gaps equally", () => {
  const result = new DocumentLayout(parseXml(xml)).solve();
  assert.deepEqual(frame(result, "eqs-W2"), [80, 0, 40, 20]);
  assert.deepEqual(frame(result, "eqs-W3"), [160, 0, 40, 20]);
});

test("an equalCentering stack spaces its views' centres evenly, not its gaps, right to left too", () => {
  const result = new DocumentLayout(parseXml(xml)).solve();
  assert.deepEqual(frame(result, "eqs-Q2"), [115, 0, 40, 20], "centres 10, 135, 260 (equal gaps would put it at 100)");
  const mirrored = new DocumentLayout(parseXml(xml), { direction: "rightToLeft" }).solve();
  assert.deepEqual(frame(mirrored, "eqs-Q1"), [280, 0, 20, 20], "A first, at the right");
  assert.deepEqual(frame(mirrored, "eqs-Q2"), [145, 0, 40, 20], "centres 290, 165, 40");
  assert.deepEqual(frame(mirrored, "eqs-Q3"), [0, 0, 80, 20]);
});

test("a stack with no vertical position is still ambiguous vertically, and only vertically", () => {
  const result = new DocumentLayout(parseXml(xml), { intrinsicSizes: "storedFrames" }).solve();
  assert.deepEqual(result.issues, [
    { kind: "ambiguous", objectID: "eqs-Ls", axes: ["vertical"] },
    { kind: "ambiguous", objectID: "eqs-L1", axes: ["vertical"] },
    { kind: "ambiguous", objectID: "eqs-L2", axes: ["vertical"] },
  ]);
  assert.deepEqual(frame(result, "eqs-Ls"), [295, 500, 60, 20], "60 wide: 2 × 25 + 10, 20 from the trailing edge");
});
