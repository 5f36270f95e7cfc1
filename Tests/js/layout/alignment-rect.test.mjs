// SF Symbol image views scaled to fit: the frame is the constrained (alignment) rect less 0.5 pt at
// top and bottom (alignment-rect.js); the same document as Tests/IBLayoutTests/AlignmentRectTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

const imageView = (id, y, height, contentMode) => `
    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="${contentMode}" image="questionmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
        <rect key="frame" x="20" y="${y}" width="34" height="${height}"/>
        <constraints>
            <constraint firstAttribute="width" constant="34" id="${id}w"/>
            <constraint firstAttribute="height" constant="34" id="${id}h"/>
        </constraints>
    </imageView>`;

const pin = (id, top, n) => `
    <constraint firstItem="${id}" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l${n}"/>
    <constraint firstItem="${id}" firstAttribute="top" secondItem="main" secondAttribute="top" constant="${top}" id="t${n}"/>`;

const document = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes><scene sceneID="scene"><objects>
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="main">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>${imageView("fit", 100.5, 33, "scaleAspectFit")}${imageView("fill", 200, 34, "scaleToFill")}</subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>${pin("fit", 100, 1)}${pin("fill", 200, 2)}</constraints>
            </view>
        </viewController>
    </objects></scene></scenes>
    <resources><image name="questionmark.circle" catalog="system" width="128" height="123"/></resources>
</document>`);

test("an SF Symbol image view scaled to fit is its alignment rect less 0.5 pt at top and bottom", () => {
  const layout = new DocumentLayout(document);
  const { frames, issues, roots } = layout.solve();
  assert.deepEqual(frames.get("fit"), { x: 20, y: 100.5, width: 34, height: 33 });
  assert.deepEqual(roots[0].views().find((view) => view.id === "fit").rootFrame, { x: 20, y: 100.5, width: 34, height: 33 });
  assert.deepEqual(frames.get("fill"), { x: 20, y: 200, width: 34, height: 34 }, "other content modes: the constrained rect");
  assert.deepEqual(issues, [], "not misplaced: the stored frames are these");
});
