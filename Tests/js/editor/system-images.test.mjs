// System images (system-images.js, system-image-shapes.js): which names a document means as system images, their
// point sizes, and that every drawing is well-formed SVG markup (it is set as the <svg>'s innerHTML).
import { test } from "node:test";
import assert from "node:assert/strict";
import { appKitSystemImages, isAppKitDocument, resourceImage, systemImage } from "../../../Public/js/canvas/views/system-images.js";
import { APPKIT_ALIASES, APPKIT_IMAGES, SF_SYMBOLS } from "../../../Public/js/canvas/views/system-image-shapes.js";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { readDocument } from "./support/read-tree.mjs";

const XIB = `<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
  <button id="b1"><buttonCell key="cell" image="NSAddTemplate" id="c1"/></button>
  <button id="b2"><buttonCell key="cell" image="gear" id="c2"/></button>
  <button id="b3"><buttonCell key="cell" image="NSNoSuchImage" id="c3"/></button>
  <button id="b4"><buttonCell key="cell" image="Logo" id="c4"/></button>
</objects><resources>
  <image name="NSAddTemplate" width="14" height="13"/>
  <image name="gear" catalog="system" width="15" height="15"/>
  <image name="puzzlepiece" catalog="system" width="25" height="13"/>
  <image name="Logo" width="100" height="100"/>
</resources></document>`;

test("AppKit names are system images by name, SF Symbols by their catalog=system resources entry", () => {
  const doc = readDocument(XIB);
  const cell = (id) => doc.elementById(id);
  assert.ok(isAppKitDocument(cell("c1")));
  assert.equal(resourceImage(cell("c1"), "Logo")?.getAttribute("width"), "100");
  const add = systemImage("NSAddTemplate", cell("c1"));
  assert.equal(add.kind, "appkit");
  assert.equal(add.shape, APPKIT_IMAGES.NSAddTemplate);
  assert.deepEqual([add.width, add.height], [14, 13], "the resources entry's size wins over the shape's own");
  const gear = systemImage("gear", cell("c2"));
  assert.equal(gear.kind, "symbol");
  assert.equal(gear.shape, SF_SYMBOLS.gear);
  assert.deepEqual([gear.width, gear.height], [15, 15]);
  // A symbol we do not draw is still a system image (never looked up in the media library), without a shape.
  assert.deepEqual(systemImage("puzzlepiece", cell("c2")), { name: "puzzlepiece", kind: "symbol", shape: null, width: 25, height: 13 });
  // An NS name we do not draw: a system image without a shape; a library name: not a system image.
  assert.equal(systemImage("NSNoSuchImage", cell("c3")).shape, null);
  assert.equal(systemImage("Logo", cell("c4")), null);
  // Without a resources entry the shape's own size; "gear" without catalog=system is a library name.
  const bare = readDocument('<document targetRuntime="iOS.CocoaTouch"><objects><imageView id="v" image="gear"/></objects></document>');
  assert.equal(systemImage("gear", bare.elementById("v")), null);
  assert.ok(!isAppKitDocument(bare.elementById("v")));
  assert.deepEqual([systemImage("NSFolder", bare.elementById("v")).width, systemImage("NSFolder", bare.elementById("v")).height], [32, 32]);
  // iOS documents record symbols at their catalog size (~128 pt): drawn text-sized (20 pt on the long side).
  const ios = readDocument(`<document targetRuntime="iOS.CocoaTouch"><objects><button id="b"/></objects><resources>
    <image name="square.and.arrow.up" catalog="system" width="115" height="128"/></resources></document>`);
  const share = systemImage("square.and.arrow.up", ios.elementById("b"));
  assert.deepEqual([share.width, share.height], [18, 20]);
  // Touch Bar names draw as their AppKit counterparts.
  assert.equal(systemImage("NSTouchBarAddTemplate", bare.elementById("v")).shape, APPKIT_IMAGES.NSAddTemplate);
});

test("every drawing is well-formed SVG with a positive size and view box", () => {
  for (const [name, shape] of Object.entries({ ...SF_SYMBOLS, ...APPKIT_IMAGES })) {
    assert.doesNotThrow(() => parseXml(`<svg xmlns="http://www.w3.org/2000/svg">${shape.svg}</svg>`), name);
    assert.ok(shape.size.every((v) => v > 0) && shape.box[2] > 0 && shape.box[3] > 0, name);
    // The view box has the size's proportions (the drawing is not shrunk into a square).
    assert.ok(Math.abs(shape.box[2] / shape.box[3] - shape.size[0] / shape.size[1]) < 0.01, name);
    assert.ok(!/[^\x20-\x7e]/.test(shape.svg), `${name}: plain ASCII markup`);
  }
  for (const target of Object.values(APPKIT_ALIASES)) assert.ok(APPKIT_IMAGES[target], target);
});

test("the suggested AppKit names are the drawn ones, sorted, with their point sizes", () => {
  const names = appKitSystemImages();
  assert.equal(names.length, Object.keys(APPKIT_IMAGES).length);
  assert.deepEqual(names.map((i) => i.name), Object.keys(APPKIT_IMAGES).sort((a, b) => a.localeCompare(b)));
  assert.deepEqual(names.find((i) => i.name === "NSRemoveTemplate"),
    { name: "NSRemoveTemplate", kind: "appkit", shape: APPKIT_IMAGES.NSRemoveTemplate, width: 18, height: 5 });
});
