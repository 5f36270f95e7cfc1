// A stack view's baselines are its arranged views' (vertical: the first / last one's; horizontal:
// the tallest one's, recursively), a last-baseline stack keeps its first view's bottom at its own,
// an empty label's baseline sits one descender above its bottom, and a size-class variation's font
// is the one the device selects. The same document as Tests/IBLayoutTests/StackBaselineTests.swift.
// Font metrics: line height 2444/2048 em, ascender 1950/2048 em (text-metrics.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { deviceNamed, sizeClassesOf } from "../../../Public/js/layout/devices.js";

function label(id, text, size, [x, y, width, height], { fixedWidth = null, fixedHeight = null, variations = "" } = {}) {
  const constraints = [fixedWidth === null ? "" : `<constraint firstAttribute="width" constant="${fixedWidth}" id="${id}W"/>`,
    fixedHeight === null ? "" : `<constraint firstAttribute="height" constant="${fixedHeight}" id="${id}H"/>`].join("");
  return `<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="${text}" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
    <rect key="frame" x="${x}" y="${y}" width="${width}" height="${height}"/>
    <constraints>${constraints}</constraints>
    <fontDescription key="fontDescription" type="system" pointSize="${size}"/>
    ${variations}
  </label>`;
}

const subviews = `
  <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
    <rect key="frame" x="20" y="100" width="150" height="61"/>
    <subviews>
      ${label("big", "Big", 40, [0, 0, 50, 48], { fixedWidth: 50, fixedHeight: 48 })}
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
        <rect key="frame" x="50" y="0.0" width="100" height="60"/>
        <subviews>
          ${label("small1", "One", 17, [0, 0, 100, 30], { fixedWidth: 100, fixedHeight: 30 })}
          ${label("small2", "Two", 17, [0, 30, 100, 30], { fixedWidth: 100, fixedHeight: 30 })}
        </subviews>
      </stackView>
    </subviews>
  </stackView>
  <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="row">
    <rect key="frame" x="20" y="300" width="200" height="40"/>
    <subviews>
      ${label("short", "Short", 17, [0, 0, 100, 20], { fixedWidth: 100, fixedHeight: 20 })}
      ${label("tall", "Tall", 17, [100, 0, 100, 40], { fixedWidth: 100, fixedHeight: 40 })}
    </subviews>
  </stackView>
  ${label("caption", "Caption", 17, [240, 280, 100, 30], { fixedWidth: 100, fixedHeight: 30 })}
  ${label("empty", "", 17, [20, 400, 100, 40], { fixedWidth: 100, fixedHeight: 40 })}
  ${label("mark", "Mark", 17, [140, 380, 100, 30], { fixedWidth: 100, fixedHeight: 30 })}
  ${label("varied", "Varied", 40, [20, 500, 100, 24], { fixedWidth: 100, variations: `
    <variation key="heightClass=regular-widthClass=compact"><fontDescription key="fontDescription" type="system" pointSize="20"/></variation>
    <variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="30"/></variation>` })}`;

const constraints = `
  <constraint firstItem="outer" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="outerL"/>
  <constraint firstItem="outer" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="outerT"/>
  <constraint firstItem="row" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="rowL"/>
  <constraint firstItem="row" firstAttribute="top" secondItem="main" secondAttribute="top" constant="300" id="rowT"/>
  <constraint firstItem="caption" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="240" id="captionL"/>
  <constraint firstItem="caption" firstAttribute="baseline" secondItem="row" secondAttribute="baseline" id="captionB"/>
  <constraint firstItem="empty" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="emptyL"/>
  <constraint firstItem="empty" firstAttribute="top" secondItem="main" secondAttribute="top" constant="400" id="emptyT"/>
  <constraint firstItem="mark" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="140" id="markL"/>
  <constraint firstItem="mark" firstAttribute="baseline" secondItem="empty" secondAttribute="baseline" id="markB"/>
  <constraint firstItem="varied" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="variedL"/>
  <constraint firstItem="varied" firstAttribute="top" secondItem="main" secondAttribute="top" constant="500" id="variedT"/>`;

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

const solve = (options = {}) => new DocumentLayout(parseXml(xml), options).solve();
/**
 * id → the solved frame before it is put on the device's pixels (`pixelAligned`): these tests
 * check the baseline arithmetic to 0.01 pt. Root frames are unrounded, so it is their difference.
 */
function unroundedFrames(result) {
  const byID = new Map(result.views.map((view) => [view.id, view]));
  return new Map(result.views.map((view) => {
    const superview = byID.get(view.superviewID)?.rootFrame ?? { x: 0, y: 0 };
    return [view.id, { ...view.rootFrame, x: view.rootFrame.x - superview.x, y: view.rootFrame.y - superview.y }];
  }));
}
const near = (actual, expected, message) => assert.ok(Math.abs(actual - expected) < 0.01, `${message}: ${actual} ≠ ${expected}`);

test("a vertical stack has its last view's baseline; a last-baseline stack keeps its first view's bottom", () => {
  const result = solve();
  const frames = unroundedFrames(result);
  assert.deepEqual(result.issues.filter((issue) => issue.kind !== "misplaced"), []);
  near(frames.get("column").y, 0, "column");
  near(frames.get("big").y, 12.824, "big");
  near(frames.get("outer").height, 60.824, "outer");
});

test("a horizontal stack has its tallest view's baseline", () => {
  near(unroundedFrames(solve()).get("caption").y, 305, "caption");
});

test("an empty label's baseline is one descender above its bottom", () => {
  near(unroundedFrames(solve()).get("mark").y, 414.856, "mark");
});

test("the device's size classes pick the font variation", () => {
  assert.equal(solve().frames.get("varied").height, 24);
  assert.equal(solve({ device: "retina4_7", orientation: "landscape" }).frames.get("varied").height, 48);
  assert.equal(solve({ device: "retina5_5", orientation: "landscape" }).frames.get("varied").height, 36);
  assert.equal(solve({ device: "ipad11" }).frames.get("varied").height, 36);
  assert.deepEqual(sizeClassesOf(deviceNamed("retina6_3")), { width: "compact", height: "regular" });
  assert.deepEqual(sizeClassesOf(deviceNamed("retina6_3", "landscape")), { width: "compact", height: "compact" });
  assert.deepEqual(sizeClassesOf(deviceNamed("retina6_1", "landscape")), { width: "regular", height: "compact" });
});
