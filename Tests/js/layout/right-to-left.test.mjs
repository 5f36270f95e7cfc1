// Right-to-left (the `direction` option): leading/trailing follow the direction of the view a
// constraint is written in (the items' nearest common ancestor), a forceLeftToRight view keeps its
// inside left to right, a horizontal stack view chains from the right, a vertical one aligns leading
// to its right edge, and views placed by their autoresizing mask keep their stored frames. The same
// document as Tests/IBLayoutTests/RightToLeftTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { LayoutNode } from "../../../Public/js/layout/layout-hierarchy.js";
import { documentRoot } from "../../../Public/js/layout/elements.js";

const document = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes><scene sceneID="scene"><objects>
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="main">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="20" y="100" width="100" height="21"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="titleW"/>
                            <constraint firstAttribute="height" constant="21" id="titleH"/>
                        </constraints>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                        <rect key="frame" x="295" y="140" width="60" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="okW"/>
                            <constraint firstAttribute="height" constant="30" id="okH"/>
                        </constraints>
                        <state key="normal" title="OK"/>
                    </button>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="marginBox">
                        <rect key="frame" x="16" y="200" width="50" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="marginW"/>
                            <constraint firstAttribute="height" constant="10" id="marginH"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" semanticContentAttribute="forceLeftToRight" translatesAutoresizingMaskIntoConstraints="NO" id="ltrBox">
                        <rect key="frame" x="20" y="250" width="150" height="40"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ltrChild">
                                <rect key="frame" x="10" y="0.0" width="50" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="childW"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="150" id="ltrW"/>
                            <constraint firstAttribute="height" constant="40" id="ltrH"/>
                            <constraint firstItem="ltrChild" firstAttribute="leading" secondItem="ltrBox" secondAttribute="leading" constant="10" id="childL"/>
                            <constraint firstItem="ltrChild" firstAttribute="top" secondItem="ltrBox" secondAttribute="top" id="childT"/>
                            <constraint firstAttribute="bottom" secondItem="ltrChild" secondAttribute="bottom" id="childB"/>
                        </constraints>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="20" y="320" width="130" height="30"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="firstW"/>
                                    <constraint firstAttribute="height" constant="30" id="firstH"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                                <rect key="frame" x="70" y="0.0" width="60" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="secondW"/>
                                    <constraint firstAttribute="height" constant="30" id="secondH"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                        <rect key="frame" x="20" y="480" width="60" height="40"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="narrow">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="narrowW"/>
                                    <constraint firstAttribute="height" constant="20" id="narrowH"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                                <rect key="frame" x="0.0" y="20" width="60" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="wideW"/>
                                    <constraint firstAttribute="height" constant="20" id="wideH"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                    <view contentMode="scaleToFill" id="masked">
                        <rect key="frame" x="10" y="400" width="40" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="titleL"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="titleT"/>
                    <constraint firstItem="main" firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="okT"/>
                    <constraint firstItem="ok" firstAttribute="top" secondItem="main" secondAttribute="top" constant="140" id="okTop"/>
                    <constraint firstItem="marginBox" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="marginL"/>
                    <constraint firstItem="marginBox" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="marginT"/>
                    <constraint firstItem="ltrBox" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="ltrL"/>
                    <constraint firstItem="ltrBox" firstAttribute="top" secondItem="main" secondAttribute="top" constant="250" id="ltrT"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="stackL"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="main" secondAttribute="top" constant="320" id="stackT"/>
                    <constraint firstItem="column" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="columnL"/>
                    <constraint firstItem="column" firstAttribute="top" secondItem="main" secondAttribute="top" constant="480" id="columnT"/>
                </constraints>
            </view>
        </viewController>
    </objects></scene></scenes>
</document>`);

const frame = (frames, id) => {
  const { x, y, width, height } = frames.get(id);
  return [x, y, width, height];
};

test("left to right is the default and matches the stored frames", () => {
  const { frames, issues } = new DocumentLayout(document).solve();
  assert.deepEqual(frame(frames, "title"), [20, 100, 100, 21]);
  assert.deepEqual(frame(frames, "ok"), [295, 140, 60, 30]);
  assert.deepEqual(frame(frames, "marginBox"), [16, 200, 50, 10], "the root's 16 pt system margin");
  assert.deepEqual(frame(frames, "ltrBox"), [20, 250, 150, 40]);
  assert.deepEqual(frame(frames, "ltrChild"), [10, 0, 50, 40]);
  assert.deepEqual(frame(frames, "stack"), [20, 320, 130, 30]);
  assert.deepEqual(frame(frames, "first"), [0, 0, 60, 30]);
  assert.deepEqual(frame(frames, "second"), [70, 0, 60, 30]);
  assert.deepEqual(frame(frames, "masked"), [10, 400, 40, 40]);
  assert.deepEqual(frame(frames, "column"), [20, 480, 60, 40], "as wide as its widest view");
  assert.deepEqual(frame(frames, "narrow"), [0, 0, 40, 20], "leading alignment: at the left");
  assert.deepEqual(frame(frames, "wide"), [0, 20, 60, 20]);
  assert.deepEqual(issues, [], "every stored frame is where the constraints put it");
});

test("right to left mirrors leading and trailing", () => {
  const { frames, issues } = new DocumentLayout(document, { direction: "rightToLeft" }).solve();
  assert.deepEqual(frame(frames, "title"), [255, 100, 100, 21], "leading 20: 20 pt from the right edge");
  assert.deepEqual(frame(frames, "ok"), [20, 140, 60, 30], "trailing 20: 20 pt from the left edge");
  assert.deepEqual(frame(frames, "marginBox"), [309, 200, 50, 10], "leadingMargin: the right margin");
  assert.deepEqual(frame(frames, "ltrBox"), [205, 250, 150, 40], "a forceLeftToRight view is placed as its right-to-left superview says…");
  assert.deepEqual(frame(frames, "ltrChild"), [10, 0, 50, 40], "…and keeps its inside left to right");
  assert.deepEqual(frame(frames, "stack"), [225, 320, 130, 30]);
  assert.deepEqual(frame(frames, "first"), [70, 0, 60, 30], "a horizontal stack view puts its first view at the right");
  assert.deepEqual(frame(frames, "second"), [0, 0, 60, 30]);
  assert.deepEqual(frame(frames, "masked"), [10, 400, 40, 40], "an autoresizing mask is not mirrored");
  assert.deepEqual(frame(frames, "column"), [295, 480, 60, 40]);
  assert.deepEqual(frame(frames, "narrow"), [20, 0, 40, 20], "a vertical stack's leading alignment is its right edge");
  assert.deepEqual(frame(frames, "wide"), [0, 20, 60, 20]);
  assert.deepEqual(issues, [], "no misplaced views: stored frames are left to right, not compared");
});

test("semantic content attributes: force* wins, playback and spatial are left to right, unspecified follows the app", () => {
  const nodes = ["forceRightToLeft", "forceLeftToRight", "playback", "spatial", "unspecified"].map((value) =>
    new LayoutNode(documentRoot(parseXml(`<view semanticContentAttribute="${value}" id="v"/>`)), null));
  assert.deepEqual(nodes.map((node) => node.effectiveDirection("leftToRight")), ["rightToLeft", "leftToRight", "leftToRight", "leftToRight", "leftToRight"]);
  assert.deepEqual(nodes.map((node) => node.effectiveDirection("rightToLeft")), ["rightToLeft", "leftToRight", "leftToRight", "leftToRight", "rightToLeft"]);
});
