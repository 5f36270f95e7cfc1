// Table cell content-view margins (cell-margins.js) and switches' alignment rects, on the same
// hand-written table as Tests/IBLayoutTests/TableCellMarginsTests.swift: a cell whose content view
// spans it (a box at the top/leading margins, a switch at the trailing margin) and a cell with a
// disclosure indicator (content view 26.5 pt narrower than the cell).
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";

function document(toolsVersion, subviews, constraints = "") {
  return parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="${toolsVersion}" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
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
</document>`);
}

const fixedSize = (id, width, height) =>
  `<constraints><constraint firstAttribute="width" constant="${width}" id="${id}w"/><constraint firstAttribute="height" constant="${height}" id="${id}h"/></constraints>`;

function table(style, toolsVersion) {
  return document(toolsVersion, `
    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="${style}" rowHeight="52" id="table">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <prototypes>
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="16" y="55.5" width="343" height="52"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="343" height="52"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="15" width="100" height="20"/>${fixedSize("t", 100, 20)}
                        </view>
                        <switch contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                            <rect key="frame" x="266" y="11" width="63" height="28"/>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="tl"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="tt"/>
                        <constraint firstAttribute="trailingMargin" secondItem="toggle" secondAttribute="trailing" id="st"/>
                        <constraint firstItem="toggle" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="sc"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="more">
                <rect key="frame" x="16" y="107.5" width="343" height="52"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="more" id="moreContent">
                    <rect key="frame" x="0.0" y="0.0" width="316.5" height="52"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                            <rect key="frame" x="258.5" y="15" width="50" height="20"/>${fixedSize("d", 50, 20)}
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="detail" secondAttribute="trailing" id="dt"/>
                        <constraint firstItem="detail" firstAttribute="top" secondItem="moreContent" secondAttribute="topMargin" id="dtop"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </prototypes>
    </tableView>`);
}

const frame = (x, y, width, height) => ({ x, y, width, height });

test("Xcode 26 inset-grouped cells: 15 pt top margin, switch frames 2 pt past the margin, 8 pt beside an accessory", () => {
  const { frames, issues } = new DocumentLayout(table("insetGrouped", "24765")).solve();
  assert.deepEqual(frames.get("title"), frame(16, 15, 100, 20));
  assert.deepEqual(frames.get("toggle"), frame(266, 11, 63, 28), "a 61 pt alignment rect ending at 343 - 16");
  assert.deepEqual(frames.get("detail"), frame(258.5, 15, 50, 20), "316.5 - 8 - 50");
  assert.deepEqual(issues, [], "the stored frames are these");
});

test("cells before Xcode 26 and plain tables keep 11 pt; the 51×31 switch aligns a 49 pt rect", () => {
  const older = new DocumentLayout(table("insetGrouped", "23504")).solve().frames;
  assert.deepEqual(older.get("title"), frame(16, 11, 100, 20));
  assert.deepEqual(older.get("toggle"), frame(278, 5.5, 51, 31));
  assert.deepEqual(older.get("detail"), frame(258.5, 11, 50, 20));
  const plain = new DocumentLayout(table("plain", "24765")).solve().frames;
  assert.deepEqual(plain.get("title"), frame(16, 11, 100, 20));
  assert.deepEqual(plain.get("detail"), frame(258.5, 11, 50, 20));
});

test("a view 8 pt after a switch starts after its alignment rect (20 + 49 + 8 = 77)", () => {
  const { frames, issues } = new DocumentLayout(document("23504", `
    <switch contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
        <rect key="frame" x="20" y="100" width="51" height="31"/>
    </switch>
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="77" y="100" width="60" height="20"/>${fixedSize("b", 60, 20)}
    </view>`, `
    <constraint firstItem="toggle" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l"/>
    <constraint firstItem="toggle" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t"/>
    <constraint firstItem="box" firstAttribute="leading" secondItem="toggle" secondAttribute="trailing" constant="8" id="g"/>
    <constraint firstItem="box" firstAttribute="top" secondItem="toggle" secondAttribute="top" id="bt"/>`)).solve();
  assert.deepEqual(frames.get("toggle"), frame(20, 100, 51, 31));
  assert.deepEqual(frames.get("box"), frame(77, 100, 60, 20));
  assert.deepEqual(issues, []);
});

test("explicit content-view margins that preserve the cell's keep the larger per side; without, their own", () => {
  // Loop's HeaderValuesTableViewCell: 15 pt margins that preserve the cell's 16; Xcode stores its stack at x 16, 343 wide.
  const { frames } = new DocumentLayout(document("23504", `
    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="70" id="table">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <prototypes>
            <tableViewCell contentMode="scaleToFill" id="kept">
                <rect key="frame" x="0.0" y="28" width="375" height="70"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="kept" id="keptContent">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="keptBox">
                            <rect key="frame" x="16" y="11" width="343" height="20"/>
                            <constraints><constraint firstAttribute="height" constant="20" id="keptH"/></constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="keptBox" firstAttribute="leading" secondItem="keptContent" secondAttribute="leadingMargin" id="keptL"/>
                        <constraint firstAttribute="trailingMargin" secondItem="keptBox" secondAttribute="trailing" id="keptT"/>
                        <constraint firstItem="keptBox" firstAttribute="top" secondItem="keptContent" secondAttribute="topMargin" id="keptTop"/>
                    </constraints>
                    <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>
                </tableViewCellContentView>
            </tableViewCell>
            <tableViewCell contentMode="scaleToFill" id="own">
                <rect key="frame" x="0.0" y="98" width="375" height="70"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="own" id="ownContent">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ownBox">
                            <rect key="frame" x="16" y="11" width="343" height="20"/>
                            <constraints><constraint firstAttribute="height" constant="20" id="ownH"/></constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="ownBox" firstAttribute="leading" secondItem="ownContent" secondAttribute="leadingMargin" id="ownL"/>
                        <constraint firstAttribute="trailingMargin" secondItem="ownBox" secondAttribute="trailing" id="ownT"/>
                        <constraint firstItem="ownBox" firstAttribute="top" secondItem="ownContent" secondAttribute="topMargin" id="ownTop"/>
                    </constraints>
                    <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>
                </tableViewCellContentView>
            </tableViewCell>
        </prototypes>
    </tableView>`)).solve();
  assert.deepEqual(frames.get("keptBox"), { x: 16, y: 11, width: 343, height: 20 });
  assert.deepEqual(frames.get("ownBox"), { x: 15, y: 8, width: 345, height: 20 });
});

test("a cell no table holds (a xib's top-level cell) has 15 pt side margins: its content view's own 15/8, preserving them, give 15/15", () => {
  // Loop's BolusProgressTableViewCell, 416 pt wide on a 375 pt iPhone (16 pt inside a table). The same xib as
  // TableCellMarginsTests.testACellOutsideATableHas15PointSideMargins.
  const { frames, issues } = new DocumentLayout(parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097.3" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <tableViewCell contentMode="scaleToFill" rowHeight="54" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="416" height="54"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="416" height="54"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="15" y="17" width="386" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="t"/>
                    <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                </constraints>
                <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="8"/>
            </tableViewCellContentView>
        </tableViewCell>
    </objects>
</document>`)).solve();
  assert.deepEqual(frames.get("box"), { x: 15, y: 17, width: 386, height: 20 });
  assert.deepEqual(issues, []);
});

test("Xcode 9 and 10 plain tables give their cells 15 pt side margins on 16 pt devices; grouped ones 16", () => {
  const plain = new DocumentLayout(table("plain", "14460.31")).solve().frames;
  assert.deepEqual(plain.get("title"), frame(15, 11, 100, 20), "15 pt from the content view's leading edge");
  assert.deepEqual(plain.get("detail"), frame(258.5, 11, 50, 20), "beside the accessory: still 8 pt");
  const grouped = new DocumentLayout(table("grouped", "14460.31")).solve().frames;
  assert.deepEqual(grouped.get("title"), frame(16, 11, 100, 20));
  const xcode12 = new DocumentLayout(table("plain", "17701")).solve().frames;
  assert.deepEqual(xcode12.get("title"), frame(16, 11, 100, 20), "later generations: the device's 16 pt");
});
