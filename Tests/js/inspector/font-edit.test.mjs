// The font picker's ops, applied by the sync engine: system weights, text styles, custom fonts and sizes written as
// the corpus's <fontDescription> elements are; the inverse restores the bytes; bad values are refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { fontEditOps, readFont } from "../../../Public/js/commands/font-edit.js";

const XIB = readFileSync(new URL("../../browser/fixtures/InspectorEditors.xib", import.meta.url), "utf8");

function edited(value, source = XIB) {
  const doc = SyncDocument.parse(source);
  const before = doc.serialize();
  const { inverse } = doc.applyBatch(fontEditOps(doc, { id: "lbl-001", key: "fontDescription", value }));
  const after = doc.serialize();
  const undo = SyncDocument.parse(after);
  undo.applyBatch(inverse);
  assert.equal(undo.serialize(), before, "the inverse restores the original bytes");
  return after;
}
const font = (xml) => xml.match(/<fontDescription [^>]*\/>/)[0];
const json = (value) => JSON.stringify(value);

test("system weights", () => {
  assert.equal(font(edited(json({ kind: "system", weight: "Semibold", size: 15 }))), '<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>');
  assert.equal(font(edited(json({ kind: "system", weight: "Bold", size: 17 }))), '<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>');
  assert.equal(font(edited(json({ kind: "system", weight: "Italic", size: 12 }))), '<fontDescription key="fontDescription" type="italicSystem" pointSize="12"/>');
  assert.equal(font(edited(json({ kind: "system", weight: "Regular", size: 20 }))), '<fontDescription key="fontDescription" type="system" pointSize="20"/>');
});

test("a text style has no size; a size alone changes the current font's", () => {
  const styled = edited(json({ kind: "style", style: "UICTFontTextStyleHeadline" }));
  assert.equal(font(styled), '<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>');
  assert.match(styled, /<rect key="frame" x="40" y="180"[^>]*\/>\n\s*<autoresizingMask [^>]*\/>\n\s*<fontDescription key="fontDescription" style=/);
  assert.throws(() => fontEditOps(SyncDocument.parse(styled), { id: "lbl-001", key: "fontDescription", value: "20" }), /text style has no point size/);
  assert.equal(font(edited("24")), '<fontDescription key="fontDescription" type="system" pointSize="24"/>');
});

test("a custom font names its PostScript name and family", () => {
  const xml = edited(json({ kind: "custom", name: "HelveticaNeue-Light", family: "Helvetica Neue", size: 16 }));
  assert.equal(font(xml), '<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="16"/>');
  assert.deepEqual(readFont(SyncDocument.parse(xml).elementById("lbl-001").children.find((c) => c.tagName === "fontDescription")),
    { kind: "custom", name: "HelveticaNeue-Light", family: "Helvetica Neue", size: 16 });
});

test("bad fonts are refused", () => {
  const doc = SyncDocument.parse(XIB);
  const refuse = (value, message) => assert.throws(() => fontEditOps(doc, { id: "lbl-001", key: "fontDescription", value }), message);
  refuse(json({ kind: "system", weight: "Heavy", size: 17 }), /not a system font weight/);
  refuse(json({ kind: "style", style: "Body" }), /not a text style/);
  refuse(json({ kind: "custom", name: "", family: "X", size: 17 }), /PostScript name/);
  refuse(json({ kind: "system", weight: "Regular", size: -3 }), /positive number/);
  refuse("Helvetica", /not a font/);
});

test("AppKit meta fonts leave their own size out; custom fonts write size then name", async () => {
  const { appKitFontXML, readAppKitFont } = await import("../../../Public/js/commands/font-edit.js");
  const xml = (font) => appKitFontXML("font", font);
  assert.equal(xml({ kind: "meta", metaFont: "system", size: 13 }), '<font key="font" metaFont="system"/>');
  assert.equal(xml({ kind: "meta", metaFont: "system", size: 14 }), '<font key="font" metaFont="system" size="14"/>');
  assert.equal(xml({ kind: "meta", metaFont: "message", size: 11 }), '<font key="font" metaFont="message" size="11"/>');
  assert.equal(xml({ kind: "meta", metaFont: "systemSemibold", size: 13 }), '<font key="font" metaFont="systemSemibold" size="13"/>');
  assert.equal(xml({ kind: "meta", metaFont: "smallSystem", size: 20 }), '<font key="font" metaFont="smallSystem"/>');
  assert.equal(xml({ kind: "custom", name: "Menlo-Regular", size: 11 }), '<font key="font" size="11" name="Menlo-Regular"/>');
  assert.throws(() => xml({ kind: "meta", metaFont: "huge", size: 11 }), /not a meta font/);
  const doc = SyncDocument.parse('<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects><textFieldCell id="c1"><font key="font" metaFont="system" size="14"/></textFieldCell></objects></document>');
  assert.deepEqual(readAppKitFont(doc.elementById("c1").children[0]), { kind: "meta", metaFont: "system", size: 14 });
});
