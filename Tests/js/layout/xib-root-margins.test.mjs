// A xib's top-level views other than table cells — plain views, collection view cells, reusable views — have a
// controller's root margins by their own width (margins in Public/js/layout/root-items.js): 16 pt at the sides, 20 pt when
// wider than 400 pt whatever the device, 0 at top and bottom. The same document (Tests/browser/fixtures/XibRootMargins.xib) as
// Tests/IBLayoutTests/XibRootMarginsTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

const xib = readFileSync(new URL("../../browser/fixtures/XibRootMargins.xib", import.meta.url), "utf8");

test("top-level views have the system minimum margins of their width", () => {
  const result = new DocumentLayout(parseXml(xib)).solve();
  const frame = (id) => { const { x, y, width, height } = result.frames.get(id); return [x, y, width, height]; };
  assert.deepEqual(frame("narrowBox"), [16, 0, 343, 60], "16 pt at the sides of a 375 pt view, none at top and bottom");
  assert.deepEqual(frame("wideBox"), [20, 0, 362, 40], "20 pt in a 402 pt cell, on a 375 pt device");
  assert.deepEqual(result.issues, []);
});
