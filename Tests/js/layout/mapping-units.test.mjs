// The JavaScript layout mapping on small hand-written documents, without the Swift export:
// number spellings, a centred label (text metrics, device change, an injected measurer),
// autoresizing, issues and a drag on the mapped system.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { swiftDouble, toolsVersionNumber } from "../../../Public/js/layout/swift-number.js";
import { parseMultiplier } from "../../../Public/js/layout/root-document-constraints.js";
import { deviceNamed } from "../../../Public/js/layout/devices.js";
import { describeIssue } from "../../../Public/js/layout/layout-issues.js";

/** One controller on an iPhone 8 (375×667) whose main view `main` holds the subviews and constraints. */
function storyboard(subviews, constraints) {
  return parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>${subviews}</subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>${constraints}</constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>`);
}

const centredLabel = storyboard(`
    <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
    </label>
    <view contentMode="scaleToFill" id="banner">
        <rect key="frame" x="10" y="617" width="355" height="40"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
    </view>`, `
    <constraint firstItem="label" firstAttribute="centerX" secondItem="main" secondAttribute="centerX" id="cx"/>
    <constraint firstItem="label" firstAttribute="centerY" secondItem="main" secondAttribute="centerY" id="cy"/>`);

test("numbers, multipliers and toolsVersion read as Swift reads them", () => {
  assert.equal(swiftDouble("0.5"), 0.5);
  assert.equal(swiftDouble("1e-05"), 1e-5);
  assert.equal(swiftDouble("-inf"), -Infinity);
  assert.equal(swiftDouble("0x1p3"), 8);
  for (const refused of ["", " 5", "infinite", "1e", "abc", null]) assert.equal(swiftDouble(refused), null, `${refused}`);
  assert.equal(parseMultiplier("1:2"), 0.5);
  assert.equal(parseMultiplier("2/3"), 2 / 3);
  assert.equal(parseMultiplier(" 3 : 4 "), 0.75);
  assert.equal(parseMultiplier(null), 1);
  assert.equal(parseMultiplier("1:0"), null);
  assert.equal(parseMultiplier(":2"), null);
  assert.equal(toolsVersionNumber("14313.18"), 14313);
  assert.equal(toolsVersionNumber("x"), 0);
});

test("a centred label takes its measured size; the banner follows its autoresizing mask", () => {
  const { frames, issues } = new DocumentLayout(centredLabel).solve();
  // "Hello" at 17 pt: 2,278/1000 em × 17 = 38.726 → 39; line 17 × 2444/2048 = 20.287 → 20.5 (half points on this @2x iPhone).
  // Centred at 333.5: top 323.25, put on the device's pixels (halves away from zero) at 323.5.
  assert.deepEqual(frames.get("label"), { x: 168, y: 323.5, width: 39, height: 20.5 });
  assert.deepEqual(frames.get("banner"), { x: 10, y: 617, width: 355, height: 40 });
  assert.deepEqual(frames.get("main"), { x: 0, y: 0, width: 375, height: 667 });
  assert.deepEqual(issues.map((issue) => issue.kind), ["misplaced"]);
  assert.equal(describeIssue(issues[0]), "label is misplaced: its frame is (0.0, 0.0, 10.0, 10.0) but its constraints put it at (168.0, 323.5, 39.0, 20.5).");
});

test("another device re-solves the same document: the root takes the screen, masks stretch", () => {
  const { frames, issues, device } = new DocumentLayout(centredLabel, { device: deviceNamed("retina4_7", "landscape") }).solve();
  assert.equal(device.width, 667);
  assert.deepEqual(frames.get("main"), { x: 0, y: 0, width: 667, height: 375 });
  assert.deepEqual(frames.get("label"), { x: 314, y: 177.5, width: 39, height: 20.5 }); // 177.25 on the @2x pixels
  // Width sizable and a flexible top margin: all of the 292 pt wider screen goes to the width, the 292 pt shorter one to the top.
  assert.deepEqual(frames.get("banner"), { x: 10, y: 325, width: 647, height: 40 });
  assert.deepEqual(issues, [], "no misplacement check on another device");
});

test("an injected text measurer decides text sizes (the canvas can pass a canvas-based one)", () => {
  const measurer = { ascender: 0.8, descender: 0.2, width: (text, font) => text.length * font.pointSize / 2 };
  const { frames } = new DocumentLayout(centredLabel, { measurer }).solve();
  // 5 × 8.5 = 42.5 (already whole pixels at @2x); 17 pt line; centred at 166.25, on the pixels at 166.5.
  assert.deepEqual(frames.get("label"), { x: 166.5, y: 325, width: 42.5, height: 17 });
});

test("conflicting required widths: one is broken and the smallest conflict named", () => {
  const document = storyboard(`
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <constraints>
            <constraint firstAttribute="width" constant="10" id="w10"/>
            <constraint firstAttribute="width" constant="20" id="w20"/>
            <constraint firstAttribute="height" constant="10" id="h"/>
        </constraints>
    </view>`, `
    <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
    <constraint firstItem="box" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="dangling"/>`);
  const { frames, issues } = new DocumentLayout(document).solve();
  assert.deepEqual(frames.get("box"), { x: 0, y: 0, width: 10, height: 10 });
  assert.deepEqual(issues.map(describeIssue), [
    "Constraint dangling was ignored: its second item nowhere is not a view or guide of this hierarchy.",
    "Unable to satisfy constraints: constraint w20 was broken to lay out the others. The conflicting constraints: constraint w10, constraint w20.",
    "The layout of box is ambiguous: its constraints don't determine its vertical position or height.",
  ]);
});

test("the mapped system drags a view where its constraints let it go", () => {
  const document = storyboard(`
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="20" y="30" width="100" height="50"/>
        <constraints>
            <constraint firstAttribute="width" constant="100" id="w"/>
            <constraint firstAttribute="height" constant="50" id="h"/>
        </constraints>
    </view>`, `
    <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" relation="greaterThanOrEqual" id="l"/>
    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" relation="greaterThanOrEqual" id="t"/>`);
  const { roots, issues } = new DocumentLayout(document).solve();
  assert.deepEqual(issues.map((issue) => [issue.kind, issue.objectID]), [["ambiguous", "box"]]);
  const [root] = roots;
  assert.deepEqual(root.frames().get("box"), { x: 20, y: 30, width: 100, height: 50 });
  root.beginDrag("box");
  assert.deepEqual(root.dragTo(120, 200).get("box"), { x: 120, y: 200, width: 100, height: 50 });
  assert.deepEqual(root.dragTo(-40, 5).get("box"), { x: 0, y: 20, width: 100, height: 50 }, "kept below the 20 pt status bar");
  root.endDrag();
  assert.deepEqual(root.frames().get("box"), { x: 20, y: 30, width: 100, height: 50 });
});

test("a nested view is dragged in root coordinates: its frame stays in its superview's", () => {
  // `inner` is free inside the 200×200 `card` (only kept inside it); `card` is pinned at (40, 60).
  const document = storyboard(`
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
        <rect key="frame" x="40" y="60" width="200" height="200"/>
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                <rect key="frame" x="10" y="10" width="50" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="iw"/>
                    <constraint firstAttribute="height" constant="50" id="ih"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstAttribute="width" constant="200" id="cw"/>
            <constraint firstAttribute="height" constant="200" id="ch"/>
            <constraint firstItem="inner" firstAttribute="leading" secondItem="card" secondAttribute="leading" relation="greaterThanOrEqual" id="il"/>
            <constraint firstItem="inner" firstAttribute="top" secondItem="card" secondAttribute="top" relation="greaterThanOrEqual" id="it"/>
            <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" relation="greaterThanOrEqual" id="ir"/>
            <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" relation="greaterThanOrEqual" id="ib"/>
        </constraints>
    </view>`, `
    <constraint firstItem="card" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="40" id="l"/>
    <constraint firstItem="card" firstAttribute="top" secondItem="main" secondAttribute="top" constant="60" id="t"/>`);
  const { roots, views } = new DocumentLayout(document, { detectsAmbiguity: false }).solve();
  assert.deepEqual(views.find((view) => view.id === "inner").rootFrame, { x: 50, y: 70, width: 50, height: 50 });
  const [root] = roots;
  root.beginDrag("inner");
  assert.deepEqual(root.dragTo(100, 150).get("inner"), { x: 60, y: 90, width: 50, height: 50 }, "root (100, 150) is (60, 90) in the card");
  assert.deepEqual(root.dragTo(500, 0).get("inner"), { x: 150, y: 0, width: 50, height: 50 }, "kept inside the card");
  assert.deepEqual(root.frames().get("card"), { x: 40, y: 60, width: 200, height: 200 }, "the card doesn't move");
  root.endDrag();
  assert.deepEqual(root.frames().get("inner"), { x: 10, y: 10, width: 50, height: 50 });
});

test("a switch keeps its own size whatever its constraints say, as Xcode stores it", () => {
  const document = storyboard(`
    <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
        <rect key="frame" x="310" y="100" width="51" height="31"/>
        <constraints><constraint firstAttribute="width" constant="49" id="w"/></constraints>
    </switch>`, `
    <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="r"/>
    <constraint firstItem="toggle" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t"/>`);
  const { frames, issues } = new DocumentLayout(document).solve();
  assert.deepEqual(frames.get("toggle"), { x: 310, y: 100, width: 51, height: 31 }, "origin from the constraints, size the switch's");
  assert.deepEqual(issues, []);
});

test("a second solve of one DocumentLayout leaves the first solve's roots live for drags", () => {
  const document = storyboard(`
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="20" y="30" width="100" height="50"/>
        <constraints>
            <constraint firstAttribute="width" constant="100" id="w"/>
            <constraint firstAttribute="height" constant="50" id="h"/>
        </constraints>
    </view>`, `
    <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" relation="greaterThanOrEqual" id="l"/>
    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" relation="greaterThanOrEqual" id="t"/>`);
  const layout = new DocumentLayout(document);
  const [first] = layout.solve().roots; // solves the mapping's own constraints and variables
  const [second] = layout.solve().roots; // fresh variables: the first root's values stay its own
  first.beginDrag("box");
  assert.deepEqual(first.dragTo(120, 200).get("box"), { x: 120, y: 200, width: 100, height: 50 });
  assert.deepEqual(second.frames().get("box"), { x: 20, y: 30, width: 100, height: 50 });
  assert.deepEqual(first.frames().get("box"), { x: 120, y: 200, width: 100, height: 50 });
  first.endDrag();
  // The system read after solving is the one read before.
  assert.deepEqual(layout.system(), new DocumentLayout(document).system());
});

test("a fill stack view wider than its views stretches the first one on a hugging tie (UIKit's index tie-break)", () => {
  const arranged = [["a", 0, 60, 60], ["b", 70, 80, 80], ["c", 160, 140, 40]].map(([id, x, stored, intrinsic]) => `
    <view contentMode="scaleToFill" placeholderIntrinsicWidth="${intrinsic}" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
        <rect key="frame" x="${x}" y="0.0" width="${stored}" height="30"/>
    </view>`).join("");
  const document = storyboard(`
    <stackView contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
        <rect key="frame" x="20" y="100" width="300" height="30"/>
        <subviews>${arranged}</subviews>
    </stackView>`, `
    <constraint firstItem="stack" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l"/>
    <constraint firstItem="stack" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="tp"/>
    <constraint firstItem="stack" firstAttribute="width" constant="300" id="w"/>`);
  const { frames, issues } = new DocumentLayout(document).solve();
  // The stored frames show the last view stretched: the tie-break beats the stays.
  assert.deepEqual(frames.get("a"), { x: 0, y: 0, width: 160, height: 30 });
  assert.deepEqual(frames.get("b"), { x: 170, y: 0, width: 80, height: 30 });
  assert.deepEqual(frames.get("c"), { x: 260, y: 0, width: 40, height: 30 });
  // The stack's choice is a decision, not an ambiguity; the stored frames are misplaced.
  assert.deepEqual(issues.map((issue) => issue.kind), ["misplaced", "misplaced", "misplaced"]);
});

test("an NSStackView isn't flipped: a vertical one stores its topmost arranged view with the largest y", () => {
  // It says orientation and centerX, and spaces its views 8 pt when the xib writes no spacing.
  const document = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
    <objects>
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
            <subviews>
                <stackView distribution="fill" orientation="vertical" alignment="centerX" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="10" y="92" width="100" height="88"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="58" width="100" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="aw"/>
                                <constraint firstAttribute="height" constant="30" id="ah"/>
                            </constraints>
                        </customView>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="20" y="0.0" width="60" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="60" id="bw"/>
                                <constraint firstAttribute="height" constant="50" id="bh"/>
                            </constraints>
                        </customView>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            </constraints>
        </customView>
    </objects>
</document>`);
  const { frames, issues } = new DocumentLayout(document).solve();
  assert.deepEqual(frames.get("stack"), { x: 10, y: 92, width: 100, height: 88 });
  assert.deepEqual(frames.get("a"), { x: 0, y: 58, width: 100, height: 30 });
  assert.deepEqual(frames.get("b"), { x: 20, y: 0, width: 60, height: 50 });
  assert.deepEqual(issues, []);
});
