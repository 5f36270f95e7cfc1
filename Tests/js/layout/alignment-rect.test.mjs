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

const page = (subviews, constraints) => parseXml(`<?xml version="1.0" encoding="UTF-8"?>
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
    <resources><image name="questionmark.circle" catalog="system" width="128" height="123"/></resources>
</document>`);

const document = page(imageView("fit", 100.5, 33, "scaleAspectFit") + imageView("fill", 200, 34, "scaleToFill"),
  pin("fit", 100, 1) + pin("fill", 200, 2));

test("an SF Symbol image view scaled to fit is its alignment rect less 0.5 pt at top and bottom", () => {
  const layout = new DocumentLayout(document);
  const { frames, issues, roots } = layout.solve();
  assert.deepEqual(frames.get("fit"), { x: 20, y: 100.5, width: 34, height: 33 });
  assert.deepEqual(roots[0].views().find((view) => view.id === "fit").rootFrame, { x: 20, y: 100.5, width: 34, height: 33 });
  assert.deepEqual(frames.get("fill"), { x: 20, y: 200, width: 34, height: 34 }, "other content modes: the constrained rect");
  assert.deepEqual(issues, [], "not misplaced: the stored frames are these");
});

test("a symbol image view without a size stays as drawn (its stay is on its alignment rect); one placed by its mask keeps its stored frame", () => {
  const document = page(`
    <imageView contentMode="scaleAspectFit" image="questionmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
        <rect key="frame" x="20" y="100" width="34" height="33"/>
    </imageView>
    <imageView contentMode="scaleAspectFit" image="questionmark.circle" catalog="system" id="masked">
        <rect key="frame" x="20" y="200" width="34" height="33"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
    </imageView>`, pin("loose", 99.5, 1));
  const { frames, issues } = new DocumentLayout(document).solve();
  assert.deepEqual(frames.get("loose"), { x: 20, y: 100, width: 34, height: 33 }, "pinned at y 99.5: the frame starts 0.5 pt lower");
  assert.deepEqual(frames.get("masked"), { x: 20, y: 200, width: 34, height: 33 });
  assert.deepEqual(issues, [{ kind: "ambiguous", objectID: "loose", axes: ["horizontal", "vertical"] }],
    "a symbol's resource size (128×123) is not its point size: no intrinsic size with our measurement");
  const stored = new DocumentLayout(document, { intrinsicSizes: "storedFrames" }).solve();
  assert.deepEqual(stored.frames.get("loose"), { x: 20, y: 100, width: 34, height: 33 });
  assert.deepEqual(stored.issues, [], "with stored sizes its size is the alignment rect of its stored frame (34×34)");
});
