// Page sheets (page-sheets.js) and Xcode 26's bars (xcode26-bars.js): a controller presented as a
// sheet is laid out in the card (no status bar, a 56 pt navigation bar) on an iPhone in portrait;
// Xcode 26 documents get 54 pt navigation bars and the housing's and home indicator's insets twice.
// The same documents as Tests/IBLayoutTests/PresentationTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { deviceNamed } from "../../../Public/js/layout/devices.js";
import { documentRoot } from "../../../Public/js/layout/elements.js";
import { presentedAsSheets } from "../../../Public/js/layout/page-sheets.js";

/** A controller whose view (stored width × height) holds top-<id> on the safe area's top and bottom-<id> on its bottom. */
function scene(id, { width = 375, height = 667, attributes = "", extra = "", segues = "" } = {}) {
  return `<scene sceneID="s-${id}"><objects>
    <viewController id="${id}" ${attributes} sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v-${id}">
        <rect key="frame" x="0.0" y="0.0" width="${width}" height="${height}"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-${id}"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-${id}"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe-${id}"/>
        <constraints>
          <constraint firstItem="top-${id}" firstAttribute="top" secondItem="safe-${id}" secondAttribute="top" id="t-${id}"/>
          <constraint firstItem="top-${id}" firstAttribute="leading" secondItem="safe-${id}" secondAttribute="leading" id="tl-${id}"/>
          <constraint firstItem="top-${id}" firstAttribute="width" constant="10" id="tw-${id}"/>
          <constraint firstItem="top-${id}" firstAttribute="height" constant="10" id="th-${id}"/>
          <constraint firstItem="safe-${id}" firstAttribute="bottom" secondItem="bottom-${id}" secondAttribute="bottom" id="b-${id}"/>
          <constraint firstItem="bottom-${id}" firstAttribute="leading" secondItem="safe-${id}" secondAttribute="leading" id="bl-${id}"/>
          <constraint firstItem="bottom-${id}" firstAttribute="width" constant="10" id="bw-${id}"/>
          <constraint firstItem="bottom-${id}" firstAttribute="height" constant="10" id="bh-${id}"/>
        </constraints>
      </view>
      ${extra}
      <connections>${segues}</connections>
    </viewController>
  </objects></scene>`;
}
const container = (element, id, bars, segues) => `<scene sceneID="s-${id}"><objects>
  <${element} id="${id}" sceneMemberID="viewController">${bars}<connections>${segues}</connections></${element}>
</objects></scene>`;
const root = (destination) => `<segue destination="${destination}" kind="relationship" relationship="rootViewController" id="sg-${destination}"/>`;
const present = (destination, style = null) =>
  `<segue destination="${destination}" kind="presentation"${style ? ` modalPresentationStyle="${style}"` : ""} id="p-${destination}"/>`;
const documentXML = (scenes, device, toolsVersion, plugin = null) => `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="${toolsVersion}" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
  <device id="${device}" orientation="portrait" appearance="light"/>
  ${plugin ? `<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="${plugin}"/></dependencies>` : ""}
  <scenes>${scenes.join("\n")}</scenes>
</document>`;

/** A controller presenting a plain controller, two navigation controllers (translucent and opaque bars) and full-screen styles. */
const sheetsXML = (toolsVersion = "22505") => documentXML([
  scene("presenter", { segues: present("plainSheet") + present("sheetNav") + present("opaqueSheetNav", "formSheet")
    + present("fullScreenModal", "fullScreen") + present("ownStyle") }),
  scene("plainSheet", { height: 647 }),
  container("navigationController", "sheetNav", "", root("sheetRoot")),
  scene("sheetRoot", { height: 647, segues: `<segue destination="sheetPushed" kind="show" id="sg-sheetPushed"/>` }),
  scene("sheetPushed", { height: 647 }),
  container("navigationController", "opaqueSheetNav",
    `<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="opaqueSheetBar"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></navigationBar>`,
    root("opaqueSheetRoot")),
  scene("opaqueSheetRoot", { height: 591 }),
  scene("fullScreenModal"),
  scene("ownStyle", { attributes: `modalPresentationStyle="overFullScreen"` }),
  scene("noSegue", { attributes: `modalPresentationStyle="formSheet"` }),
], "retina4_7", toolsVersion);

/** An Xcode 26 document on an iPhone 16 Pro: no bars, a navigation stack's root, one under an opaque bar (874 − 2 × 62 − 54). */
const xcode26XML = (plugin = "24504") => documentXML([
  scene("noBars", { width: 402, height: 874 }),
  container("navigationController", "nav", "", root("navRoot")),
  scene("navRoot", { width: 402, height: 874 }),
  scene("opaqueRoot", { width: 402, height: 696, extra: `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>` }),
], "retina6_3", plugin, plugin);

const solve = (xml, options = {}) => new DocumentLayout(parseXml(xml), { detectsAmbiguity: false, ...options }).solve();
const framesOf = (xml, options) => Object.fromEntries(solve(xml, options).frames);
/** Issues other than the 10×10 markers' (stored at 0, 0, so misplaced). */
const rootIssues = (xml) => new DocumentLayout(parseXml(xml)).solve().issues
  .filter((issue) => !issue.objectID?.startsWith("top-") && !issue.objectID?.startsWith("bottom-"));

test("presented controllers are sheets from Xcode 11 on", () => {
  const root = documentRoot(parseXml(sheetsXML()));
  const sheets = presentedAsSheets(root, 22505);
  assert.deepEqual([...sheets].sort(), ["opaqueSheetNav", "opaqueSheetRoot", "plainSheet", "sheetNav", "sheetPushed", "sheetRoot"]);
  // Before Xcode 11 a modal presentation covered the screen.
  assert.equal(presentedAsSheets(root, 14490).size, 0);
});

test("sheets on the document's device", () => {
  const frames = framesOf(sheetsXML());
  assert.equal(frames["v-plainSheet"].height, 647);
  assert.equal(frames["top-plainSheet"].y, 0);
  assert.equal(frames["bottom-plainSheet"].y, 637);
  for (const id of ["sheetRoot", "sheetPushed"]) {
    assert.equal(frames[`v-${id}`].height, 647, id);
    assert.equal(frames[`top-${id}`].y, 56, id);
  }
  assert.equal(frames["v-opaqueSheetRoot"].height, 591);
  assert.equal(frames["top-opaqueSheetRoot"].y, 0);
  assert.equal(frames["bottom-opaqueSheetRoot"].y, 581);
  for (const id of ["fullScreenModal", "ownStyle", "noSegue"]) {
    assert.equal(frames[`v-${id}`].height, 667, id);
    assert.equal(frames[`top-${id}`].y, 20, id);
  }
  assert.deepEqual(rootIssues(sheetsXML()), []);
});

test("sheets on another device and in landscape", () => {
  const frames = framesOf(sheetsXML(), { device: deviceNamed("retina6_1") });
  assert.equal(frames["v-plainSheet"].height, 896 - 58);
  assert.equal(frames["top-plainSheet"].y, 0);
  assert.equal(frames["bottom-plainSheet"].y, 896 - 58 - 34 - 10);
  assert.equal(frames["top-sheetRoot"].y, 56);
  assert.equal(frames["v-opaqueSheetRoot"].height, 896 - 58 - 56);
  assert.equal(frames["v-fullScreenModal"].height, 896);
  assert.equal(frames["top-fullScreenModal"].y, 48);
  const landscape = framesOf(sheetsXML(), { device: deviceNamed("retina4_7", "landscape") });
  assert.equal(landscape["v-plainSheet"].height, 375);
  assert.equal(landscape["top-sheetRoot"].y, 32);
  assert.equal(landscape["v-opaqueSheetRoot"].height, 375 - 32);
});

test("before Xcode 11 a presented controller keeps its stored size", () => {
  const frames = framesOf(sheetsXML("14490"), { device: deviceNamed("retina6_1") });
  assert.equal(frames["v-plainSheet"].height, 647);
  // Xcode 10's canvas puts every housing iPhone's top inset at 44 pt (canvas-insets.js).
  assert.equal(frames["top-plainSheet"].y, 44);
});

test("Xcode 26: 54 pt navigation bars, the device's insets twice", () => {
  const frames = framesOf(xcode26XML());
  assert.equal(frames["top-noBars"].y, 124);
  assert.equal(frames["bottom-noBars"].y, 874 - 68 - 10);
  assert.equal(frames["top-navRoot"].y, 124 + 54);
  assert.equal(frames["v-opaqueRoot"].height, 696);
  assert.equal(frames["top-opaqueRoot"].y, 0);
  assert.equal(frames["bottom-opaqueRoot"].y, 696 - 68 - 10);
  assert.deepEqual(rootIssues(xcode26XML()), []);
  const other = framesOf(xcode26XML(), { device: deviceNamed("retina6_1") });
  assert.equal(other["top-navRoot"].y, 96 + 54);
  assert.equal(other["v-opaqueRoot"].height, 896 - 150);
  const older = framesOf(xcode26XML("22685"));
  assert.equal(older["top-noBars"].y, 62);
  assert.equal(older["bottom-noBars"].y, 874 - 34 - 10);
  assert.equal(older["top-navRoot"].y, 62 + 44);
  assert.equal(older["v-opaqueRoot"].height, 696);
});
