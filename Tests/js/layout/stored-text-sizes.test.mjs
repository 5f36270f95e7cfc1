// The editor keeps the text sizes Xcode stored for the views nobody edited (layout/stored-text-sizes.js):
// a label, a button and a text field fresh from Xcode keep their stored sizes (no misplaced report);
// an edited text or a changed font falls back to our measurement, a changed constraint of the view in the axis
// it constrains (a label that wraps: its height with its width's constraints);
// moving a view keeps its size; a view flagged misplaced at load is measured; the canvas's LiveLayout and
// the placement marks written after an edit use the capture. Our measurement gives "Label" at 17 pt
// 42 × 20.5 pt on this @2x device (text-sizes.test.mjs); the stored sizes here are 44 × 21, as a
// different font's measurement would be.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { StoredTextSizes } from "../../../Public/js/layout/stored-text-sizes.js";
import { deviceNamed } from "../../../Public/js/layout/devices.js";
import { LiveLayout } from "../../../Public/js/constraints/live-layout.js";
import { placementMarkOps } from "../../../Public/js/commands/auto-layout/placement-marks.js";
import { moveViews } from "../../../Public/js/commands/index.js";

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
  <device id="retina4_7" orientation="portrait" appearance="light"/>
  <scenes><scene sceneID="scene"><objects>
    <viewController id="vc" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="main">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="20" y="100" width="44" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Other" translatesAutoresizingMaskIntoConstraints="NO" id="other">
            <rect key="frame" x="20" y="200" width="46" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="button">
            <rect key="frame" x="20" y="300" width="50" height="33"/>
            <state key="normal" title="Button"/>
          </button>
          <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Name" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
            <rect key="frame" x="20" y="400" width="60" height="35"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
          </textField>
        </subviews>
        <constraints>
          <constraint firstItem="label" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="labelL"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="labelT"/>
          <constraint firstItem="other" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="otherL"/>
          <constraint firstItem="other" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="otherT"/>
          <constraint firstItem="button" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="buttonL"/>
          <constraint firstItem="button" firstAttribute="top" secondItem="main" secondAttribute="top" constant="300" id="buttonT"/>
          <constraint firstItem="field" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="fieldL"/>
          <constraint firstItem="field" firstAttribute="top" secondItem="main" secondAttribute="top" constant="400" id="fieldT"/>
        </constraints>
      </view>
    </viewController>
  </objects></scene></scenes>
</document>`;

const LOADED = parseXml(XML);
const CAPTURE = StoredTextSizes.capture(LOADED);

/** The solved layout of `xml` (default: the document as loaded) with the capture of the loaded document. */
const solve = (xml = XML, options = { storedTextSizes: CAPTURE }) => new DocumentLayout(parseXml(xml), options).solve();
const size = (result, id) => { const { width, height } = result.frames.get(id); return [width, height]; };
const misplaced = (result) => result.issues.filter((issue) => issue.kind === "misplaced").map((issue) => issue.objectID).sort();

test("a label, a button and a text field fresh from Xcode keep their stored sizes: nothing is misplaced", () => {
  const result = solve();
  assert.deepEqual(size(result, "label"), [44, 21]);
  assert.deepEqual(size(result, "button"), [50, 33]);
  assert.deepEqual(size(result, "field"), [60, 35]);
  assert.deepEqual(misplaced(result), []);
  // Our measurement alone (the canvas before the capture) reports all four.
  assert.deepEqual(misplaced(solve(XML, {})), ["button", "field", "label", "other"]);
  // The same as the --stored-text-sizes mode on the unedited document.
  const stored = new DocumentLayout(parseXml(XML), { intrinsicSizes: "storedFrames" }).solve();
  for (const id of ["label", "other", "button", "field"]) assert.deepEqual(size(result, id), size(stored, id));
});

test("an edited text is measured; the labels nobody edited keep their sizes", () => {
  const result = solve(XML.replace('text="Label"', 'text="Label two"'));
  assert.ok(size(result, "label")[0] > 70, `${size(result, "label")}`);
  assert.deepEqual(misplaced(result), ["label"]);
  assert.deepEqual(size(result, "other"), [46, 21]);
  // A button's title is its text.
  assert.ok(size(solve(XML.replace('title="Button"', 'title="Go"')), "button")[0] < 50);
});

test("a changed font is measured", () => {
  const result = solve(XML.replace('pointSize="17"/>\n          </label>\n          <label', 'pointSize="20"/>\n          </label>\n          <label'));
  assert.notDeepEqual(size(result, "label"), [44, 21]);
  assert.deepEqual(misplaced(result), ["label"]);
  assert.notEqual(size(solve(XML.replace('pointSize="14"', 'pointSize="14" weight="bold"')), "field")[0], 60);
});

test("a changed constraint of the view measures the axis it constrains (the constraints that size it are part of what was stored)", () => {
  const added = XML.replace('<constraint firstItem="label" firstAttribute="top"',
    '<constraint firstItem="label" firstAttribute="width" relation="greaterThanOrEqual" constant="10" id="labelW"/>\n          <constraint firstItem="label" firstAttribute="top"');
  assert.deepEqual(size(solve(added), "label"), [42, 21]);
  assert.deepEqual(size(solve(XML.replace('constant="100" id="labelT"', 'constant="120" id="labelT"')), "label"), [44, 20.5]);
  // A constraint naming the label as its second item counts too.
  const pinned = XML.replace('<constraint firstItem="other" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="otherT"/>',
    '<constraint firstItem="other" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="79" id="otherT"/>');
  assert.deepEqual(size(solve(pinned), "label"), [44, 20.5]);
  // A constraint of another view changes nothing for the label.
  assert.deepEqual(size(solve(XML.replace('constant="200" id="otherT"', 'constant="220" id="otherT"')), "label"), [44, 21]);
});

test("a label that wraps measures its height again when the constraints of its width change", () => {
  const multiLine = XML.replace('text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="label"',
    'text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label"');
  const capture = StoredTextSizes.capture(parseXml(multiLine));
  const wider = multiLine.replace('<constraint firstItem="label" firstAttribute="top"',
    '<constraint firstItem="label" firstAttribute="width" relation="lessThanOrEqual" constant="300" id="labelW"/>\n          <constraint firstItem="label" firstAttribute="top"');
  assert.deepEqual(size(solve(multiLine, { storedTextSizes: capture }), "label"), [44, 21]);
  assert.deepEqual(size(solve(wider, { storedTextSizes: capture }), "label"), [42, 20.5]);
});

test("a moved view keeps its size (only its place is off); a view flagged misplaced at load is measured", () => {
  const moved = solve(XML.replace('x="20" y="100" width="44"', 'x="35" y="100" width="44"'));
  assert.deepEqual(moved.frames.get("label"), { x: 20, y: 100, width: 44, height: 21 });
  assert.deepEqual(misplaced(moved), ["label"]);
  const flagged = XML.replace('translatesAutoresizingMaskIntoConstraints="NO" id="label"', 'misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="label"');
  const capture = StoredTextSizes.capture(parseXml(flagged));
  assert.deepEqual(size(solve(flagged, { storedTextSizes: capture }), "label"), [42, 20.5]);
  assert.deepEqual(size(solve(flagged, { storedTextSizes: capture }), "other"), [46, 21]);
});

test("the canvas's live layout uses the capture on the document's device and measures on a previewed one", () => {
  const doc = SyncDocument.parse(XML);
  const live = new LiveLayout({ getDocument: () => doc, getModel: () => ({ platform: "ios" }) });
  live.storedTextSizes();
  assert.deepEqual(live.solve("document").misplaced.size, 0);
  assert.deepEqual([live.solve("document").views.get("label").frame.width], [44]);
  live.setPreview(deviceNamed("retina6_1"));
  assert.equal(live.solve("shown").views.get("label").frame.width, 42);
});

test("the marks written after an edit use the capture: a label moved and moved back is in place again", () => {
  const doc = SyncDocument.parse(XML);
  const capture = StoredTextSizes.capture(doc);
  const run = (ops, storedTextSizes) => {
    const marks = placementMarkOps(doc, ops, { storedTextSizes });
    doc.applyBatch([...ops, ...marks]);
    return doc.elementById("label").getAttribute("misplaced");
  };
  assert.equal(run(moveViews(doc, { ids: ["label"], dx: 15, dy: 0 }), capture), "YES");
  assert.equal(run(moveViews(doc, { ids: ["label"], dx: -15, dy: 0 }), capture), null);
  // Measured, the label is 42 pt wide: moved back to its stored frame it would still be marked.
  assert.equal(run(moveViews(doc, { ids: ["label"], dx: 15, dy: 0 }), null), "YES");
  assert.equal(run(moveViews(doc, { ids: ["label"], dx: -15, dy: 0 }), null), "YES");
});
