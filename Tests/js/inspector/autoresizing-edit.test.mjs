// The autoresizing editor's ops, applied by the sync engine: the mask written as Xcode writes it (flags in the order
// of their bits, only YES, the empty element kept), the inverse restoring the bytes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { setAutoresizingMaskOps, autoresizingFlags } from "../../../Public/js/commands/autoresizing-edit.js";

const XIB = readFileSync(new URL("../../browser/fixtures/InspectorEditors.xib", import.meta.url), "utf8");

function masked(id, flags, source = XIB) {
  const doc = SyncDocument.parse(source);
  const before = doc.serialize();
  const { inverse } = doc.applyBatch(setAutoresizingMaskOps(doc, { id, flags }));
  const after = doc.serialize();
  const undo = SyncDocument.parse(after);
  undo.applyBatch(inverse);
  assert.equal(undo.serialize(), before, "the inverse restores the original bytes");
  return after;
}

const maskOf = (xml, id) => xml.match(new RegExp(`id="${id}">\\s*<rect key="frame"[^>]*/>\\s*(<autoresizingMask [^>]*/>)?`))[1];

test("an existing mask is edited flag by flag in Xcode's order", () => {
  const xml = masked("box-001", ["flexibleMaxY", "heightSizable", "flexibleMinX", "widthSizable", "flexibleMinY", "flexibleMaxX"]);
  assert.equal(maskOf(xml, "box-001"), '<autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>');
});

test("no flag keeps the empty element", () => {
  assert.equal(maskOf(masked("box-001", []), "box-001"), '<autoresizingMask key="autoresizingMask"/>');
});

test("a view without a mask gets one right after its frame", () => {
  const xml = masked("box-002", ["widthSizable", "flexibleMinY"]);
  assert.equal(maskOf(xml, "box-002"), '<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>');
});

test("the flags read back; an unknown flag is refused", () => {
  const doc = SyncDocument.parse(XIB);
  assert.deepEqual([...autoresizingFlags(doc.elementById("box-001"))], ["flexibleMaxX", "flexibleMaxY"]);
  assert.throws(() => setAutoresizingMaskOps(doc, { id: "box-001", flags: ["flexibleWidth"] }), /not an autoresizing flag/);
});

test("the same flags again change nothing", () => {
  const doc = SyncDocument.parse(XIB);
  assert.deepEqual(setAutoresizingMaskOps(doc, { id: "box-001", flags: ["flexibleMaxY", "flexibleMaxX"] }), []);
});
