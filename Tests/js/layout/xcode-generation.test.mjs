// The Xcode generation a document's frames come from is its IBCocoaTouchPlugin version when it names one,
// else its toolsVersion: DuckDuckGo's storyboards say toolsVersion="32700.99.1234" with an Xcode 15 plugin
// and store 51×31 switches. The same document as Tests/IBLayoutTests/XcodeGenerationTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

const document = (toolsVersion, plugin) => parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="${toolsVersion}" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
  <device id="retina4_7" orientation="portrait" appearance="light"/>
  ${plugin === null ? "" : `<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="${plugin}"/></dependencies>`}
  <scenes><scene sceneID="scene"><objects>
    <viewController id="vc" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="main">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
          <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
          </switch>
        </subviews>
        <constraints>
          <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="toggleT"/>
          <constraint firstItem="toggle" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="toggleY"/>
        </constraints>
      </view>
    </viewController>
  </objects></scene></scenes>
</document>`);

const toggle = (toolsVersion, plugin) => new DocumentLayout(document(toolsVersion, plugin)).solve().frames.get("toggle");

test("the plugin version decides the switch generation", () => {
  assert.deepEqual(toggle("32700.99.1234", "22685"), { x: 310, y: 100, width: 51, height: 31 });
  assert.deepEqual(toggle("24506", "24504"), { x: 298, y: 100, width: 63, height: 28 });
  assert.equal(toggle("32700.99.1234", null).width, 63);
});
