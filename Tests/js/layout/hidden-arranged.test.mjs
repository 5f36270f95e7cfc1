// Hidden arranged views (Public/js/layout/root-stack-hidden-views.js): the visible views are stacked as if the hidden
// ones weren't there (the spacing once, not twice), and each hidden view gets UIKit's own constraints — 0 long along
// the axis, at the middle of the gap it sits in (at the end of the last visible view when last, at the start when
// first), aligned across like the others — so none is ambiguous. The document is
// Tests/browser/fixtures/HiddenArrangedViews.storyboard; the same checks as
// Tests/IBLayoutTests/HiddenArrangedViewTests.swift. Its stored frames are where these constraints put the views.
// HiddenArrangedViews.xib (AppKit, bottom-up frames): two vertical NSStackViews (spacing 8) of A (30 high), a hidden view
// (10 high at priority 750), B (20 high); hid-Ds detaches hidden views, hid-Ks doesn't.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

const xml = readFileSync(new URL("../../browser/fixtures/HiddenArrangedViews.storyboard", import.meta.url), "utf8");

function layout(options = {}, source = xml) {
  const result = new DocumentLayout(parseXml(source), options).solve();
  const frames = new Map([...result.frames].map(([id, frame]) => [id, [frame.x, frame.y, frame.width, frame.height]]));
  return { frames, issues: result.issues };
}

test("a hidden middle view sits in the middle of a single spacing", () => {
  const { frames, issues } = layout();
  assert.deepEqual(issues, [], "no hidden view is ambiguous, and every stored frame is where the constraints put it");
  assert.deepEqual(frames.get("hid-Vs"), [20, 100, 100, 60], "30 + 10 + 20: the spacing counted once");
  assert.deepEqual(frames.get("hid-Va"), [0, 0, 100, 30]);
  assert.deepEqual(frames.get("hid-Vb"), [0, 40, 100, 20], "10 below First, not 20");
  assert.deepEqual(frames.get("hid-Vh"), [0, 35, 100, 0], "0 high, half the spacing below First, as wide as the stack (fill)");
});

test("hidden first and last views sit at the stack's ends", () => {
  const { frames } = layout();
  assert.deepEqual(frames.get("hid-Ha"), [0, 0, 96, 30], "fillEqually shares 200 − 8 between the two visible views");
  assert.deepEqual(frames.get("hid-Hb"), [104, 0, 96, 30]);
  assert.deepEqual(frames.get("hid-H0"), [0, 0, 0, 30], "before A, 0 wide");
  assert.deepEqual(frames.get("hid-H3"), [200, 0, 0, 30], "after B, 0 wide, no spacing");
});

test("equal spacing ignores the hidden view, which does not size the stack", () => {
  const { frames } = layout();
  assert.deepEqual(frames.get("hid-Es"), [20, 300, 200, 20], "as tall as the visible views: the hidden one is 50 high");
  assert.deepEqual(frames.get("hid-Ea"), [0, 0, 40, 20]);
  assert.deepEqual(frames.get("hid-Eb"), [80, 0, 40, 20], "two equal gaps of 40 between three visible views");
  assert.deepEqual(frames.get("hid-Ec"), [160, 0, 40, 20]);
  assert.deepEqual(frames.get("hid-Eh"), [45, -15, 0, 50], "half the nominal spacing after A, centred across");
});

test("a stack with only hidden views collapses", () => {
  const { frames } = layout();
  assert.deepEqual(frames.get("hid-Ns"), [300, 100, 0, 0]);
  assert.deepEqual(frames.get("hid-Nh"), [0, 0, 0, 0]);
});

test("right to left mirrors the hidden views", () => {
  const { frames, issues } = layout({ direction: "rightToLeft" });
  assert.equal(issues.some((issue) => issue.kind === "ambiguous"), false, JSON.stringify(issues));
  assert.deepEqual(frames.get("hid-Ha"), [104, 0, 96, 30], "A first, at the right");
  assert.deepEqual(frames.get("hid-H0"), [200, 0, 0, 30], "the hidden first view right of A");
  assert.deepEqual(frames.get("hid-H3"), [0, 0, 0, 30], "the hidden last view left of B");
  assert.deepEqual(frames.get("hid-Eh"), [155, -15, 0, 50], "half the spacing left of A");
});

test("a view hidden by a size class is not ambiguous", () => {
  // SizeClasses.storyboard in landscape: the note, hidden for compact height, keeps its required 20 pt height
  // (UISV-hiding is 999.999) below the first view; it used to be left out and reported ambiguous.
  const sizeClasses = readFileSync(new URL("../../browser/fixtures/SizeClasses.storyboard", import.meta.url), "utf8");
  const { frames, issues } = layout({ device: "retina4_7", orientation: "landscape" }, sizeClasses);
  assert.equal(issues.some((issue) => issue.objectID === "szc-Nt-001"), false, JSON.stringify(issues));
  assert.deepEqual(frames.get("szc-St-001"), [20, 240, 80, 30]);
  assert.deepEqual(frames.get("szc-Nt-001"), [0, 30, 80, 20]);
});

test("an NSStackView collapses hidden views only when it detaches them", () => {
  const appKit = readFileSync(new URL("../../browser/fixtures/HiddenArrangedViews.xib", import.meta.url), "utf8");
  const { frames, issues } = layout({}, appKit);
  assert.deepEqual(issues, []);
  assert.deepEqual(frames.get("hid-Ds"), [20, 122, 100, 58], "detached: 30 + 8 + 20");
  assert.deepEqual(frames.get("hid-Dh"), [0, 24, 100, 0], "0 high, half the spacing below A");
  assert.deepEqual(frames.get("hid-Db"), [0, 0, 100, 20]);
  assert.deepEqual(frames.get("hid-Ks"), [160, 104, 100, 76], "not detached: 30 + 8 + 10 + 8 + 20");
  assert.deepEqual(frames.get("hid-Kh"), [0, 28, 100, 10], "laid out like the others");
});

// A stopped activity indicator that hides when stopped is hidden="YES" in the XML (Xcode writes it on every such
// indicator), yet Xcode's canvas lays it out in its stack like a visible view (isHiddenOnCanvas); an ordinary hidden view
// next to it still collapses. Tests/browser/fixtures/StoppedActivityIndicator.xib, as in HiddenArrangedViewTests.
const stoppedIndicatorXib = readFileSync(new URL("../../browser/fixtures/StoppedActivityIndicator.xib", import.meta.url), "utf8");

test("a stopped indicator that hides when stopped keeps its place", () => {
  const { frames, issues } = layout({}, stoppedIndicatorXib);
  assert.deepEqual(frames.get("spin-I"), [0, 0, 20, 20]);
  assert.deepEqual(frames.get("spin-H"), [24, 0, 10, 20], "hidden: half the spacing after the indicator, its required width kept");
  assert.deepEqual(frames.get("spin-B"), [28, 0, 30, 20], "after the indicator and one spacing");
  assert.deepEqual(frames.get("spin-S"), [0, 0, 58, 20]);
  assert.deepEqual(issues, []);
});
