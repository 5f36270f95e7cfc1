// Size-class variations beyond fonts (Public/js/layout/size-class-variations.js): constraints and subviews
// installed per size class, `constant` and `hidden` variations, the most specific variation winning. The
// document is Tests/browser/fixtures/SizeClasses.storyboard (an iPhone 8, portrait); the same checks as
// Tests/IBLayoutTests/SizeClassVariationTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { SizeClassVariations } from "../../../Public/js/layout/size-class-variations.js";
import { documentRoot, forEachElement } from "../../../Public/js/layout/elements.js";

const xml = readFileSync(new URL("../../browser/fixtures/SizeClasses.storyboard", import.meta.url), "utf8");

function layout(device, orientation = "portrait") {
  const result = new DocumentLayout(parseXml(xml), device ? { device, orientation } : {}).solve();
  const frames = new Map([...result.frames].map(([id, frame]) => [id, [frame.x, frame.y, frame.width, frame.height]]));
  return { frames, issues: result.issues };
}

test("portrait is the base class and matches the stored frames", () => {
  const { frames, issues } = layout(null);
  assert.deepEqual(frames.get("szc-Bx-001"), [20, 100, 100, 50], "top 100: the constraint the base class excludes is skipped");
  assert.deepEqual(frames.get("szc-Bg-001"), [255, 20, 100, 40]);
  assert.deepEqual(frames.get("szc-Dt-001"), [10, 10, 20, 20]);
  assert.deepEqual(frames.get("szc-St-001"), [20, 300, 80, 60], "both arranged views");
  assert.deepEqual(frames.get("szc-Nt-001"), [0, 40, 80, 20]);
  assert.deepEqual(frames.get("szc-Rw-001"), [200, 300, 40, 50], "the row's base axis: vertical");
  assert.deepEqual(frames.get("szc-Rt-001"), [0, 30, 40, 20]);
  assert.deepEqual(issues, []);
});

test("compact height installs its constraints and uninstalls the badge", () => {
  const { frames, issues } = layout("retina4_7", "landscape");
  assert.deepEqual(frames.get("szc-Vw-001"), [0, 0, 667, 375]);
  assert.deepEqual(frames.get("szc-Bx-001"), [60, 40, 100, 50], "top 40 (included for compact height), leading 60 (compact × compact)");
  assert.equal(frames.has("szc-Bg-001"), false, "the badge is not installed for compact height…");
  assert.equal(frames.has("szc-Dt-001"), false, "…nor its subviews");
  assert.deepEqual(frames.get("szc-St-001"), [20, 240, 80, 30], "150 below the box; the hidden note takes no part");
  assert.deepEqual(frames.get("szc-Fr-001"), [0, 0, 80, 30]);
  assert.deepEqual(frames.get("szc-Rw-001"), [200, 300, 84, 20], "axis and spacing varied: horizontal, 4 pt apart");
  assert.deepEqual(frames.get("szc-Rt-001"), [44, 0, 40, 20]);
  assert.equal(issues.some((issue) => issue.kind === "unreadableConstraint"), false, "the badge's constraints are uninstalled with it");
});

test("the most specific variation wins", () => {
  const { frames } = layout("retina5_5", "landscape"); // regular width, compact height
  assert.deepEqual(frames.get("szc-Bx-001"), [40, 100, 100, 50], "compact height with regular width reinstates top 100; constant 40");
  assert.equal(frames.has("szc-Bg-001"), false);
  assert.deepEqual(frames.get("szc-St-001"), [20, 300, 80, 30]);
});

test("regular height devices use the base class", () => {
  const { frames } = layout("ipad11");
  assert.deepEqual(frames.get("szc-Bx-001"), [20, 100, 100, 50]);
  assert.deepEqual(frames.get("szc-Bg-001"), [714, 20, 100, 40]);
  assert.deepEqual(frames.get("szc-St-001"), [20, 300, 80, 60]);
});

test("variations read directly", () => {
  const root = documentRoot(parseXml(xml));
  const compact = new SizeClassVariations(root, { width: "compact", height: "compact" });
  const badge = ["szc-Bg-001", "szc-Dt-001", "szc-Cn-003", "szc-Cn-004", "szc-Cn-005", "szc-Cn-006", "szc-Cn-007", "szc-Cn-008"];
  assert.deepEqual([...compact.uninstalledIDs].sort(), [...badge, "szc-Cn-014"].sort());
  const portrait = new SizeClassVariations(root, { width: "compact", height: "regular" });
  assert.deepEqual([...portrait.uninstalledIDs], ["szc-Cn-015"]);
  let note = null;
  forEachElement(root, (element) => { if (element.getAttribute("id") === "szc-Nt-001") note = element; });
  assert.equal(compact.isHidden(note), true);
  assert.equal(portrait.isHidden(note), false);
});
