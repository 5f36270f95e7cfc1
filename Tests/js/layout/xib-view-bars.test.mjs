// A xib's top-level view is laid out under its own simulated metrics (simulated-metrics.js
// freeformViewBarInsets): Status Bar None leaves no top inset, a translucent navigation bar adds
// 44 pt, an opaque one leaves no inset on its edge, a tab bar adds 49 pt at the bottom. The
// document is fixtures/XibViewBars.xib, shared with Tests/IBLayoutTests/XibViewBarsTests.swift:
// five 375×300 views of Xcode 9 (a 20 pt status bar on an iPhone 8), each with a 10 pt box pinned
// to its safe area's leading edge and top (the tab bar's: bottom), at the stored frame the rule gives.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

const xml = readFileSync(new URL("fixtures/XibViewBars.xib", import.meta.url), "utf8");

test("a xib view's own simulated bars set its safe area", () => {
  const result = new DocumentLayout(parseXml(xml)).solve();
  const frame = (id) => { const { x, y, width, height } = result.frames.get(id); return [x, y, width, height]; };
  assert.deepEqual(frame("plainBox"), [0, 20, 10, 10], "no metrics: the status bar");
  assert.deepEqual(frame("noStatusBox"), [0, 0, 10, 10], "Status Bar None");
  assert.deepEqual(frame("navigationBox"), [0, 64, 10, 10], "status bar + translucent navigation bar");
  assert.deepEqual(frame("opaqueBox"), [0, 0, 10, 10], "an opaque navigation bar covers the top edge");
  assert.deepEqual(frame("tabsBox"), [0, 241, 10, 10], "300 − 49 − 10");
  assert.deepEqual(result.issues, []);
});
