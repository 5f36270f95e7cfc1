// Sizes are never negative, and a broken required constraint still holds as nearly as the others allow
// (document-system.js RootLayout: floors where a size would be negative, Strength.brokenRequired): a 100 pt box
// holds 10 pt + `top` + 8 pt + `bar`, and `top` asks for 90 pt, required (and 40 pt at 999), as Loop's
// CarbEntryTableViewCell does. The same document as Tests/IBLayoutTests/BrokenConstraintTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { describeIssue } from "../../../Public/js/layout/layout-issues.js";

const view = (id, y, height) => `
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
        <rect key="frame" x="0.0" y="${y}" width="200" height="${height}"/>
    </view>`;

const document = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes><scene sceneID="scene"><objects>
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="main">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="100" width="200" height="100"/>
                        <subviews>${view("top", 10, 82)}${view("bar", 100, 0)}</subviews>
                        <constraints>
                            <constraint firstItem="top" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="chainTop"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="chainGap"/>
                            <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="chainBottom"/>
                            <constraint firstItem="top" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="topLeading"/>
                            <constraint firstItem="top" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="topTrailing"/>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="barLeading"/>
                            <constraint firstItem="bar" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="barTrailing"/>
                            <constraint firstItem="top" firstAttribute="height" constant="40" priority="999" id="preferred"/>
                            <constraint firstItem="top" firstAttribute="height" constant="90" id="tooTall"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="boxLeading"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="boxTop"/>
                    <constraint firstItem="box" firstAttribute="width" constant="200" id="boxWidth"/>
                    <constraint firstItem="box" firstAttribute="height" constant="100" id="boxHeight"/>
                </constraints>
            </view>
        </viewController>
    </objects></scene></scenes>
</document>`);

test("the broken height holds as nearly as the others allow, and no size goes below 0", () => {
  const { frames, issues } = new DocumentLayout(document).solve();
  assert.deepEqual(frames.get("bar"), { x: 0, y: 100, width: 200, height: 0 }, "0 pt high, not -8");
  assert.deepEqual(frames.get("top"), { x: 0, y: 10, width: 200, height: 82 },
    "the broken 90 pt height outweighs the 999 wish for 40 pt: as tall as the box allows");
  assert.deepEqual(issues.map(describeIssue), [
    "Unable to satisfy constraints: constraint tooTall was broken to lay out the others. The conflicting constraints: "
      + "non-negative size of bar, constraint boxHeight, constraint chainTop, constraint chainGap, constraint chainBottom, constraint tooTall.",
  ], "the stored frames are these: nothing misplaced");
});
