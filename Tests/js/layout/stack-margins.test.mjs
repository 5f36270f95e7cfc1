// A UIStackView with explicit layout margins lays its arranged views out inside them
// (Public/js/layout/root-stack-views.js, arrangesInMargins): Xcode's stored frames show it across the
// corpus without a layoutMarginsRelativeArrangement attribute (a hypothesis from the corpus, see
// docs/layout.md). The document is Tests/js/layout/fixtures/StackMargins.xib, shared with
// Tests/IBLayoutTests/StackMarginsTests.swift; its stored frames are where the rule puts the views:
// (clear of the safe area, which would add to the margins) smg-Ds, vertical, spacing 10, directional margins 8/16/8/12 (top, leading, bottom, trailing), of
// two views 30 and 20 high; smg-Ps, horizontal, physical margins 6/4/8/14 (top, left, bottom, right),
// of one 30 high view; smg-Ns, horizontal, no margins, of one 30 high view.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

const xml = readFileSync(new URL("fixtures/StackMargins.xib", import.meta.url), "utf8");

function layout(options = {}) {
  const result = new DocumentLayout(parseXml(xml), options).solve();
  const frames = new Map([...result.frames].map(([id, frame]) => [id, [frame.x, frame.y, frame.width, frame.height]]));
  return { frames, issues: result.issues };
}

test("directional layout margins inset a stack's arranged views", () => {
  const { frames, issues } = layout();
  assert.deepEqual(issues, [], "every stored frame is where the margins put it");
  assert.deepEqual(frames.get("smg-Ds"), [0, 60, 320, 76], "8 + 30 + 10 + 20 + 8");
  assert.deepEqual(frames.get("smg-Da"), [16, 8, 292, 30], "16 from the leading edge, 12 from the trailing one");
  assert.deepEqual(frames.get("smg-Db"), [16, 48, 292, 20]);
});

test("physical layout margins inset them too", () => {
  const { frames } = layout();
  assert.deepEqual(frames.get("smg-Ps"), [0, 160, 320, 44], "6 + 30 + 8");
  assert.deepEqual(frames.get("smg-Pa"), [4, 6, 302, 30]);
});

test("a stack without margins lays its views out at its edges", () => {
  const { frames } = layout();
  assert.deepEqual(frames.get("smg-Na"), [0, 0, 320, 30]);
});

test("right to left, directional margins swap sides", () => {
  const { frames } = layout({ direction: "rightToLeft" });
  assert.deepEqual(frames.get("smg-Da"), [12, 8, 292, 30], "leading is the right edge: 16 from it");
});
