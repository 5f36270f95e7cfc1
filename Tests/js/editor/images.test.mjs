// The media library's commands applied by the sync engine: an image view with `image=` and the
// `<resources><image>` entry Xcode writes, in one batch whose inverse restores the exact bytes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { IdGenerator } from "../../../Public/js/commands/ids.js";
import { addImageView, resourceImageOps, setImage } from "../../../Public/js/commands/images.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const IMAGE_VIEW = {
  className: "UIImageView", elementName: "imageView",
  defaultAttributes: [
    { name: "userInteractionEnabled", value: "NO" }, { name: "contentMode", value: "scaleToFill" },
    { name: "horizontalHuggingPriority", value: "251" }, { name: "verticalHuggingPriority", value: "251" },
    { name: "translatesAutoresizingMaskIntoConstraints", value: "NO" },
  ],
};

function applyAndRevert(text, build) {
  const doc = SyncDocument.parse(text);
  const before = doc.serialize();
  const result = build(doc);
  const ops = Array.isArray(result) ? result : result.ops;
  const { inverse } = doc.applyBatch(ops);
  const after = doc.serialize();
  const undo = SyncDocument.parse(after);
  undo.applyBatch(inverse);
  assert.equal(undo.serialize(), before, "one undo restores the original bytes");
  return { after, result };
}

test("an image dropped on a view becomes an image view with its point size and a resources entry in Xcode's order", () => {
  const generator = new IdGenerator([], () => 0.5);
  const { after, result } = applyAndRevert(SIGNUP, (d) => addImageView(d, {
    catalogClass: IMAGE_VIEW, into: "wel-vie-001", x: 40, y: 300, generator,
    image: { name: "Badge", width: 120, height: 40.5 },
  }));
  const id = result.id;
  assert.match(after, new RegExp(`<imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">\\n\\s+<rect key="frame" x="40" y="300" width="120" height="40.5"/>`));
  assert.match(after, /<resources>\n        <image name="Badge" width="120" height="40.5"\/>\n        <image name="Logo" width="100" height="100"\/>\n        <systemColor name="labelColor">\n            <color white="0.0"/);
});

test("an image already recorded with the same size adds no resources op; a new size replaces the entry", () => {
  const doc = SyncDocument.parse(SIGNUP);
  assert.deepEqual(resourceImageOps(doc, { name: "Logo", width: 100, height: 100 }), []);
  const { after } = applyAndRevert(SIGNUP, (d) => resourceImageOps(d, { name: "Logo", width: 64, height: 32 }));
  assert.match(after, /<resources>\n        <image name="Logo" width="64" height="32"\/>\n        <systemColor name="labelColor">/);
  assert.equal(after.match(/<image name="Logo"/g).length, 1);
});

test("dropping on an image view or a button sets its image", () => {
  const { after } = applyAndRevert(SIGNUP, (d) => [
    ...setImage(d, { id: "wel-img-001", image: { name: "Hero", width: 300, height: 200 } }),
  ]);
  assert.match(after, /contentMode="scaleAspectFit" image="Hero" translatesAutoresizingMaskIntoConstraints="NO" id="wel-img-001"/);
  assert.match(after, /<image name="Hero" width="300" height="200"\/>\n        <image name="Logo"/);
  const button = applyAndRevert(SIGNUP, (d) => setImage(d, { id: "wel-btn-001", image: { name: "Arrow", width: 16, height: 16 } }));
  assert.match(button.after, /<state key="normal" title="Continue" image="Arrow">/);
  assert.throws(() => setImage(SyncDocument.parse(SIGNUP), { id: "wel-lbl-001", image: { name: "X", width: 1, height: 1 } }), /does not show an image/);
});

test("a document without resources gets a <resources> section last", () => {
  const template = SIGNUP.replace(/\n    <resources>[\s\S]*<\/resources>/, "");
  const { after } = applyAndRevert(template, (d) => resourceImageOps(d, { name: "Logo", width: 10, height: 10 }));
  assert.match(after, /<\/scenes>\n    <resources>\n        <image name="Logo" width="10" height="10"\/>\n    <\/resources>\n<\/document>/);
});

const XIB = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
    </dependencies>
    <objects>
        <customView id="cv1-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
        </customView>
    </objects>
</document>
`;
const NS_IMAGE_VIEW = {
  className: "NSImageView", elementName: "imageView",
  defaultAttributes: [
    { name: "horizontalHuggingPriority", value: "251" }, { name: "verticalHuggingPriority", value: "251" },
    { name: "translatesAutoresizingMaskIntoConstraints", value: "NO" },
  ],
};

test("AppKit: the image goes on the image view's cell, as Xcode writes NSImageView", () => {
  let seed = 0;
  const generator = new IdGenerator([], () => (seed = (seed * 9301 + 49297) % 233280) / 233280);
  const { after, result } = applyAndRevert(XIB, (d) => addImageView(d, {
    catalogClass: NS_IMAGE_VIEW, into: "cv1-aa-bbb", x: 20, y: 100, platform: "macos", generator,
    image: { name: "Badge", width: 64, height: 48 },
  }));
  assert.match(after, new RegExp(`<imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="${result.id}">\\n\\s+<rect key="frame" x="20" y="100" width="64" height="48"/>\\n\\s+<imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="Badge" id="[^"]+"/>`));
  assert.match(after, /<\/objects>\n    <resources>\n        <image name="Badge" width="64" height="48"\/>\n    <\/resources>\n<\/document>/);
  const doc = SyncDocument.parse(after);
  doc.applyBatch(setImage(doc, { id: result.id, image: { name: "Other", width: 8, height: 8 } }));
  assert.match(doc.serialize(), /imageScaling="proportionallyDown" image="Other" id=/);
});

const BUTTONS_XIB = XIB.replace(`<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>`,
  `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <subviews>
                <button verticalHuggingPriority="750" id="btn-aa-001">
                    <rect key="frame" x="20" y="20" width="100" height="32"/>
                    <buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cel-aa-001">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" id="btn-aa-002">
                    <rect key="frame" x="20" y="60" width="32" height="32"/>
                    <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" alignment="center" imageScaling="proportionallyDown" inset="2" id="cel-aa-002">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" id="btn-aa-003">
                    <rect key="frame" x="20" y="100" width="32" height="32"/>
                    <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="Old" imagePosition="overlaps" alignment="center" imageScaling="proportionallyDown" inset="2" id="cel-aa-003">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </subviews>`);

test("AppKit: an image set on a button goes on its buttonCell, with the image position Xcode gives it", () => {
  const image = { name: "Badge", width: 30, height: 20 };
  const titled = applyAndRevert(BUTTONS_XIB, (d) => setImage(d, { id: "btn-aa-001", image })).after;
  assert.match(titled, /<buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" image="Badge" imagePosition="left" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cel-aa-001">/);
  assert.match(titled, /<\/objects>\n    <resources>\n        <image name="Badge" width="30" height="20"\/>\n    <\/resources>\n<\/document>/);
  const untitled = applyAndRevert(BUTTONS_XIB, (d) => setImage(d, { id: "btn-aa-002", image })).after;
  assert.match(untitled, /<buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="Badge" imagePosition="only" alignment="center" imageScaling="proportionallyDown" inset="2" id="cel-aa-002">/);
  // A position already written is kept.
  const placed = applyAndRevert(BUTTONS_XIB, (d) => setImage(d, { id: "btn-aa-003", image })).after;
  assert.match(placed, /image="Badge" imagePosition="overlaps" alignment="center"/);
});
