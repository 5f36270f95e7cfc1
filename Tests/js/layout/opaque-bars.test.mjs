// Opaque bars and large titles: a controller's view isn't laid out under an opaque bar unless it
// says extendedLayoutIncludesOpaqueBars="YES", nor under a bar whose edge edgesForExtendedLayout
// leaves out; a navigation bar that prefers large titles is 96 pt where the stack shows one. The
// same document as Tests/IBLayoutTests/OpaqueBarsTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { largeTitlesShown } from "../../../Public/js/layout/layout-environment.js";

/** A controller whose view (stored `height` pt high) holds top-<id> on the safe area's top and bottom-<id> on its bottom. */
function scene(id, { height = 667, attributes = "", extra = "", segues = "" } = {}) {
  return `<scene sceneID="s-${id}"><objects>
    <viewController id="${id}" ${attributes} sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v-${id}">
        <rect key="frame" x="0.0" y="0.0" width="375" height="${height}"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-${id}"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-${id}"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe-${id}"/>
        <constraints>
          <constraint firstItem="top-${id}" firstAttribute="top" secondItem="safe-${id}" secondAttribute="top" id="t-${id}"/>
          <constraint firstItem="top-${id}" firstAttribute="leading" secondItem="safe-${id}" secondAttribute="leading" id="tl-${id}"/>
          <constraint firstItem="top-${id}" firstAttribute="width" constant="10" id="tw-${id}"/>
          <constraint firstItem="top-${id}" firstAttribute="height" constant="10" id="th-${id}"/>
          <constraint firstItem="safe-${id}" firstAttribute="bottom" secondItem="bottom-${id}" secondAttribute="bottom" id="b-${id}"/>
          <constraint firstItem="bottom-${id}" firstAttribute="leading" secondItem="safe-${id}" secondAttribute="leading" id="bl-${id}"/>
          <constraint firstItem="bottom-${id}" firstAttribute="width" constant="10" id="bw-${id}"/>
          <constraint firstItem="bottom-${id}" firstAttribute="height" constant="10" id="bh-${id}"/>
        </constraints>
      </view>
      ${extra}
      <connections>${segues}</connections>
    </viewController>
  </objects></scene>`;
}

const container = (element, id, bars, segues) => `<scene sceneID="s-${id}"><objects>
  <${element} id="${id}" sceneMemberID="viewController">${bars}<connections>${segues}</connections></${element}>
</objects></scene>`;
const segue = (destination, kind, relationship = null) =>
  `<segue destination="${destination}" kind="${kind}"${relationship ? ` relationship="${relationship}"` : ""} id="sg-${destination}"/>`;

const scenes = [
  container("navigationController", "opaqueNav",
    `<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="opaqueNavBar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>`,
    segue("opaqueRoot", "relationship", "rootViewController")),
  scene("opaqueRoot", { height: 603, segues: segue("opaquePushed", "show") + segue("extends", "show") }),
  scene("opaquePushed"),
  scene("extends", { attributes: `extendedLayoutIncludesOpaqueBars="YES"` }),
  scene("freeform", { height: 500, extra: `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>` }),
  scene("noEdges", { extra: `<extendedEdge key="edgesForExtendedLayout" bottom="YES"/><simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>` }),
  scene("opaqueBottom", { extra: `<simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>` }),
  container("tabBarController", "opaqueTabs",
    `<tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="opaqueTabBar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>`,
    segue("opaqueTab", "relationship", "viewControllers")),
  scene("opaqueTab"),
  container("navigationController", "largeNav",
    `<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="largeNavBar"><rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>`,
    segue("largeRoot", "relationship", "rootViewController")),
  scene("largeRoot", { segues: segue("largeNever", "show") }),
  scene("largeNever", { extra: `<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="ni-never"/>`,
    segues: segue("largeAuto", "show") + segue("largeAlways", "show") }),
  scene("largeAuto"),
  scene("largeAlways", { extra: `<navigationItem key="navigationItem" largeTitleDisplayMode="always" id="ni-always"/>` }),
];
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
  <device id="retina4_7" orientation="portrait" appearance="light"/>
  <scenes>${scenes.join("\n")}</scenes>
</document>`;

/** id → frame (superview coordinates), as a plain object. */
const solve = (options = {}) => Object.fromEntries(new DocumentLayout(parseXml(xml), { detectsAmbiguity: false, ...options }).solve().frames);

test("opaque bars shrink the root view unless it extends under them", () => {
  const frames = solve();
  for (const id of ["opaqueRoot", "opaquePushed"]) {
    assert.equal(frames[`v-${id}`].height, 603, id);
    assert.equal(frames[`top-${id}`].y, 0, id);
    assert.equal(frames[`bottom-${id}`].y, 593, id);
  }
  assert.equal(frames["v-extends"].height, 667);
  assert.equal(frames["top-extends"].y, 64);
  assert.equal(frames["v-freeform"].height, 500);
  assert.equal(frames["top-freeform"].y, 0);
  assert.equal(frames["v-noEdges"].height, 603);
  assert.equal(frames["top-noEdges"].y, 0);
  assert.equal(frames["v-opaqueBottom"].height, 623);
  assert.equal(frames["top-opaqueBottom"].y, 20);
  assert.equal(frames["bottom-opaqueBottom"].y, 613);
  assert.equal(frames["v-opaqueTab"].height, 618);
  assert.equal(frames["bottom-opaqueTab"].y, 608);
});

test("opaque bars on an iPhone 11 (48 pt status bar, home indicator kept under a top bar)", () => {
  const frames = solve({ device: "retina6_1" });
  assert.equal(frames["v-opaqueRoot"].height, 896 - 48 - 44);
  assert.equal(frames["top-opaqueRoot"].y, 0);
  assert.equal(frames["bottom-opaqueRoot"].y, 896 - 48 - 44 - 34 - 10);
  assert.equal(frames["v-opaqueBottom"].height, 896 - 34 - 44);
  assert.equal(frames["bottom-opaqueBottom"].y, 896 - 34 - 44 - 10);
});

test("large titles make the navigation bar 96 pt where the stack shows one", () => {
  const frames = solve();
  assert.equal(frames["top-largeRoot"].y, 20 + 96);
  assert.equal(frames["top-largeNever"].y, 64);
  assert.equal(frames["top-largeAuto"].y, 64);
  assert.equal(frames["top-largeAlways"].y, 20 + 96);
  const landscape = solve({ device: "retina4_7", orientation: "landscape" });
  assert.equal(landscape["top-largeRoot"].y, 32);
});

test("automatic large titles follow the item below them in the stack", () => {
  const shownFrom = new Map([["root", ["a", "b"]], ["a", ["c"]], ["b", ["d"]]]);
  const shown = largeTitlesShown("root", shownFrom, new Map([["a", "never"], ["d", "never"]]));
  assert.deepEqual([...shown].sort(), ["b", "root"]);
});
