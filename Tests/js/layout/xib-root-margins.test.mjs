// A xib's top-level views other than table cells — plain views, collection view cells, reusable views — have a
// controller's root margins by their own width (margins in Public/js/layout/root-items.js): 16 pt at the sides, 20 pt when
// wider than 400 pt whatever the device, 0 at top and bottom. The same document (Tests/browser/fixtures/XibRootMargins.xib) as
// Tests/IBLayoutTests/XibRootMarginsTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { freeformViewInsets } from "../../../Public/js/layout/canvas-insets.js";
import { deviceNamed } from "../../../Public/js/layout/devices.js";

const xib = readFileSync(new URL("../../browser/fixtures/XibRootMargins.xib", import.meta.url), "utf8");

test("top-level views have the system minimum margins of their width", () => {
  const result = new DocumentLayout(parseXml(xib)).solve();
  const frame = (id) => { const { x, y, width, height } = result.frames.get(id); return [x, y, width, height]; };
  assert.deepEqual(frame("narrowBox"), [16, 0, 343, 60], "16 pt at the sides of a 375 pt view, none at top and bottom");
  assert.deepEqual(frame("wideBox"), [20, 0, 362, 40], "20 pt in a 402 pt cell, on a 375 pt device");
  assert.deepEqual(result.issues, []);
});

// A short top-level xib view on an iPhone with a home indicator (canvas-insets.js,
// freeformViewInsets): from Xcode 14 it gets the 34 pt bottom inset whatever its height, before
// only when it reaches the home indicator (a hypothesis from the corpus's short freeform views).
test("a short xib view gets the home indicator's inset from Xcode 14, not before", () => {
  const iPhone11 = deviceNamed("retina6_1");
  assert.equal(freeformViewInsets(iPhone11, 22505, 488).bottom, 34, "Xcode 15, 488 of 896 pt high");
  assert.equal(freeformViewInsets(iPhone11, 18122, 94).bottom, 0, "Xcode 13: only when it reaches the home indicator");
  assert.equal(freeformViewInsets(iPhone11, 18122, 896).bottom, 34, "Xcode 13, the whole screen");
  assert.equal(freeformViewInsets(iPhone11, 22505, 488).top, 48, "the top inset, always");
});
