// Classic buttons with an image and no title take the image's size (plus contentEdgeInsets) as
// their intrinsic size: the same document as Tests/IBLayoutTests/ImageButtonTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

const button = (id, [x, y, width, height], image, extra = "") => `
    <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
        <rect key="frame" x="${x}" y="${y}" width="${width}" height="${height}"/>
        ${extra}
        <state key="normal" ${image}/>
    </button>`;

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
                <subviews>
                    ${button("reload", [20, 100, 30, 24], `image="Reload-24"`, `<constraints><constraint firstAttribute="width" priority="900" constant="30" id="w"/></constraints>`)}
                    ${button("padded", [20, 200, 36, 24], `image="Reload-24"`, `<inset key="contentEdgeInsets" minX="6" minY="0.0" maxX="6" maxY="0.0"/>`)}
                    ${button("symbol", [20, 300, 30, 30], `image="gear" catalog="system"`)}
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>${pin("reload", 100, 1)}${pin("padded", 200, 2)}${pin("symbol", 300, 3)}</constraints>
            </view>
        </viewController>
    </objects></scene></scenes>
    <resources><image name="Reload-24" width="24" height="24"/><image name="gear" catalog="system" width="128" height="121"/></resources>
</document>`);

test("an image button is as big as its image, plus its content insets; an SF Symbol's resource size is not used", () => {
  const { frames, issues } = new DocumentLayout(document).solve();
  assert.deepEqual(frames.get("reload"), { x: 20, y: 100, width: 30, height: 24 }, "the 900 width wins over 24; the image's height");
  assert.deepEqual(frames.get("padded"), { x: 20, y: 200, width: 36, height: 24 }, "24 + 6 + 6");
  assert.deepEqual(frames.get("symbol"), { x: 20, y: 300, width: 30, height: 30 }, "not 128×121: kept where it was drawn…");
  assert.deepEqual(issues, [{ kind: "ambiguous", objectID: "symbol", axes: ["horizontal", "vertical"] }], "…and its size is free");
});
