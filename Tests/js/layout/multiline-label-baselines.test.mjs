// A label draws the lines its text takes, centred in its bounds: a multi-line label's last baseline
// is its last line's (three explicit lines: two line heights below the first), and a label allowed
// three lines whose text takes one centres that one line. The same document as
// Tests/IBLayoutTests/MultilineLabelBaselineTests.swift.
// Font metrics: line height L = 17 × 2444/2048 = 20.287, ascender A = 17 × 1950/2048 (text-metrics.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

function label(id, text, [x, y, width, height], lines = 1) {
  return `<label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="${lines}" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
    <rect key="frame" x="${x}" y="${y}" width="${width}" height="${height}"/>
    <constraints>
      <constraint firstAttribute="width" constant="${width}" id="${id}W"/>
      <constraint firstAttribute="height" constant="${height}" id="${id}H"/>
    </constraints>
    <string key="text">${text}</string>
    <fontDescription key="fontDescription" type="system" pointSize="17"/>
  </label>`;
}

const subviews = [
  label("three", "One\nTwo\nThree", [20, 100, 100, 100], 0),
  label("afterLast", "Last", [140, 155, 100, 30]),
  label("afterFirst", "First", [260, 115, 100, 30]),
  label("short", "Hi", [20, 300, 100, 100], 3),
  label("beside", "Beside", [140, 335, 100, 30]),
].join("\n");

const pin = (id, attribute, constant) =>
  `<constraint firstItem="${id}" firstAttribute="${attribute}" secondItem="main" secondAttribute="${attribute}" constant="${constant}" id="${id}${attribute}"/>`;
const constraints = [
  pin("three", "leading", 20), pin("three", "top", 100),
  pin("afterLast", "leading", 140),
  `<constraint firstItem="afterLast" firstAttribute="firstBaseline" secondItem="three" secondAttribute="baseline" id="afterLastB"/>`,
  pin("afterFirst", "leading", 260),
  `<constraint firstItem="afterFirst" firstAttribute="firstBaseline" secondItem="three" secondAttribute="firstBaseline" id="afterFirstB"/>`,
  pin("short", "leading", 20), pin("short", "top", 300),
  pin("beside", "leading", 140),
  `<constraint firstItem="beside" firstAttribute="firstBaseline" secondItem="short" secondAttribute="firstBaseline" id="besideB"/>`,
].join("\n");

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
  <device id="retina4_7" orientation="portrait" appearance="light"/>
  <scenes><scene sceneID="scene"><objects>
    <viewController id="vc" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="main">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>${subviews}</subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>${constraints}</constraints>
      </view>
    </viewController>
  </objects></scene></scenes>
</document>`;

/** id → the solved y before it is put on the device's pixels (root frames are unrounded). */
function unroundedYs() {
  const result = new DocumentLayout(parseXml(xml)).solve();
  assert.deepEqual(result.issues.filter((issue) => issue.kind !== "misplaced"), []);
  const byID = new Map(result.views.map((view) => [view.id, view]));
  return new Map(result.views.map((view) => [view.id, view.rootFrame.y - (byID.get(view.superviewID)?.rootFrame.y ?? 0)]));
}
const near = (actual, expected, message) => assert.ok(Math.abs(actual - expected) < 0.01, `${message}: ${actual} ≠ ${expected}`);

test("a multi-line label's last baseline is its last line's", () => {
  const ys = unroundedYs();
  // three's lines span 3L centred in 100 pt: last baseline 150 + L/2 + A, afterLast at 135 + L;
  // first baseline 150 − 3L/2 + A, afterFirst at 135 − L.
  near(ys.get("afterLast"), 155.287, "afterLast");
  near(ys.get("afterFirst"), 114.713, "afterFirst");
});

test("a label centres the lines its text takes, not numberOfLines", () => {
  // "Hi" takes one of short's three lines: its baseline is 350 − L/2 + A, beside at 335.
  near(unroundedYs().get("beside"), 335, "beside");
});
