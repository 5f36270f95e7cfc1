// Text and text-control sizes: label sizes rounded up to the device's pixels (half points on a @2x
// device, thirds on @3x: Device.displayScale, TextMetrics.roundedUp), multi-line labels wrapped at their
// stored width, attributed text, borderless text fields, classic buttons. "Label" at 17 pt measures
// 41.582 × 20.287 pt here; other weights interpolate between Helvetica and Helvetica-Bold
// (text-advances.js). The same checks as Tests/IBLayoutTests/TextSizeTests.swift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { deviceNamed } from "../../../Public/js/layout/devices.js";
import { TextMetrics } from "../../../Public/js/layout/text-metrics.js";

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
  <device id="retina4_7" orientation="portrait" appearance="light"/>
  <scenes><scene sceneID="scene"><objects>
    <viewController id="vc" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="main">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="20" y="100" width="10" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="label" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="labelL"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="labelT"/>
        </constraints>
      </view>
    </viewController>
  </objects></scene></scenes>
</document>`;

const size = (device) => {
  const { width, height } = new DocumentLayout(parseXml(xml), { device }).solve().frames.get("label");
  return [width, height];
};

test("label sizes round up to the device's pixels", () => {
  assert.deepEqual(size("retina4_7"), [42, 20.5]);
  const [width, height] = size("retina5_9");
  assert.ok(Math.abs(width - 125 / 3) < 1e-5 && Math.abs(height - 61 / 3) < 1e-5, `${width} × ${height}`);
  assert.equal(size("ipad11")[1], 20.5);
});

test("a label without text has no size (it collapses, as UIKit's empty label does)", () => {
  for (const text of ['text=""', ""]) {
    const empty = xml.replace('text="Label"', text);
    assert.deepEqual(new DocumentLayout(parseXml(empty), { device: "retina4_7" }).solve().frames.get("label"), { x: 20, y: 100, width: 0, height: 0 });
  }
});

test("display scales", () => {
  assert.deepEqual(["retina6_1", "retina6_12", "ipad12_9", "appleTV"].map((id) => deviceNamed(id).displayScale), [2, 3, 2, 1]);
  assert.equal(new TextMetrics(17, false, undefined, 2).roundedUp(20.01), 20.5);
});

test("a text field without borderStyle is borderless (UITextField's default)", () => {
  const field = (id, border) => `<textField opaque="NO" contentMode="scaleToFill" placeholder="Name" ${border} translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
      <rect key="frame" x="20" y="200" width="200" height="10"/>
      <constraints><constraint firstAttribute="width" constant="200" id="${id}W"/></constraints>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
    </textField>`;
  const pins = ["plain", "rounded"].map((id) => `<constraint firstItem="${id}" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="${id}L"/>`
    + `<constraint firstItem="${id}" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="${id}T"/>`).join("");
  const text = xml.replace(/<constraints>[\s\S]*<\/constraints>/, `<constraints>${pins}</constraints>`)
    .replace(/<label [\s\S]*<\/label>/, field("plain", "") + field("rounded", `borderStyle="roundedRect"`));
  const { frames } = new DocumentLayout(parseXml(text)).solve();
  // 14 pt: a 16.707 pt line → 17 at @2x; rounded: at least 34 (line + 16 is less).
  assert.equal(frames.get("plain").height, 17);
  assert.equal(frames.get("rounded").height, 34);
});

test("a classic button is its line + 12 pt high, rounded up (no 30 pt floor), plus its content insets", () => {
  const button = (id, font) => `<button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
      <rect key="frame" x="20" y="300" width="10" height="10"/>
      ${font}
      <state key="normal" title="Sign Up"/>
    </button>`;
  const pins = ["small", "plain", "inset"].map((id) => `<constraint firstItem="${id}" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="${id}L"/>`
    + `<constraint firstItem="${id}" firstAttribute="top" secondItem="main" secondAttribute="top" constant="300" id="${id}T"/>`).join("");
  const text = xml.replace(/<constraints>[\s\S]*<\/constraints>/, `<constraints>${pins}</constraints>`)
    .replace(/<label [\s\S]*<\/label>/, button("small", `<fontDescription key="fontDescription" type="system" pointSize="12"/>`) + button("plain", "")
      + button("inset", `<inset key="contentEdgeInsets" minX="6" minY="2" maxX="6" maxY="3"/>`));
  const { frames } = new DocumentLayout(parseXml(text)).solve();
  // 12 pt: a 14.320 pt line + 12 → 27; the default 15 pt: 17.900 + 12 → 30.
  assert.equal(frames.get("small").height, 27);
  assert.equal(frames.get("plain").height, 30);
  // contentEdgeInsets add to a titled button's size too: 12 pt wider, 5 pt taller.
  assert.equal(frames.get("inset").width - frames.get("plain").width, 12);
  assert.equal(frames.get("inset").height, 35);
});

test("a multi-line label wraps at its stored width (or its preferredMaxLayoutWidth)", () => {
  // "aaaa aaaa aaaa" at 10 pt: each word 22.24 pt, a space 2.78: two words (47.26) fit in 50, three don't.
  const label = (id, extra) => `<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="aaaa aaaa aaaa" ${extra} translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
      <rect key="frame" x="20" y="400" width="50" height="10"/>
      <fontDescription key="fontDescription" type="system" pointSize="10"/>
    </label>`;
  const ids = ["wrapping", "single", "preferred"];
  const pins = ids.map((id) => `<constraint firstItem="${id}" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="${id}L"/>`
    + `<constraint firstItem="${id}" firstAttribute="top" secondItem="main" secondAttribute="top" constant="400" id="${id}T"/>`).join("");
  const text = xml.replace(/<constraints>[\s\S]*<\/constraints>/, `<constraints>${pins}</constraints>`)
    .replace(/<label [\s\S]*<\/label>/, label("wrapping", `numberOfLines="0"`) + label("single", "")
      + label("preferred", `numberOfLines="0" preferredMaxLayoutWidth="30"`));
  const { frames } = new DocumentLayout(parseXml(text)).solve();
  assert.deepEqual([frames.get("wrapping").width, frames.get("wrapping").height], [47.5, 24]);
  assert.equal(frames.get("single").height, 12);
  assert.equal(frames.get("preferred").height, 36);
  // A word wider than a line breaks between characters: "a" is 5.56 pt, three fit in 20.
  assert.deepEqual(new TextMetrics(10).wrapped("aaaaaaa", 20), ["aaa", "aaa", "a"]);
});

test("attributed text is measured with its first run's font and paragraph style", () => {
  // Two runs, "aaaa" and " aaaa", at 10 pt, wrapped at the stored 30 pt into two 11.934 pt lines:
  // × 1.5 → 35.801 → 36 at @2x; 3 pt lineSpacing → 26.867 → 27.
  const label = (id, paragraph) => `<label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
      <rect key="frame" x="20" y="500" width="30" height="10"/>
      <attributedString key="attributedText">
        <fragment content="aaaa"><attributes><font key="NSFont" metaFont="system" size="10"/>${paragraph}</attributes></fragment>
        <fragment content=" aaaa"><attributes><font key="NSFont" metaFont="system" size="10"/></attributes></fragment>
      </attributedString>
    </label>`;
  const pins = ["multiple", "spaced"].map((id) => `<constraint firstItem="${id}" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="${id}L"/>`
    + `<constraint firstItem="${id}" firstAttribute="top" secondItem="main" secondAttribute="top" constant="500" id="${id}T"/>`).join("");
  const text = xml.replace(/<constraints>[\s\S]*<\/constraints>/, `<constraints>${pins}</constraints>`)
    .replace(/<label [\s\S]*<\/label>/, label("multiple", `<paragraphStyle key="NSParagraphStyle" lineHeightMultiple="1.5"/>`)
      + label("spaced", `<paragraphStyle key="NSParagraphStyle" lineSpacing="3"/>`));
  const { frames } = new DocumentLayout(parseXml(text)).solve();
  assert.equal(frames.get("multiple").height, 36);
  assert.deepEqual([frames.get("spaced").width, frames.get("spaced").height], [22.5, 27]);
});

test("weights interpolate between Helvetica and Helvetica-Bold", () => {
  // "Label" is 2446/1000 em in Helvetica, 2612 in Helvetica-Bold (L 556→611, b 556→611, l 222→278):
  // at 17 pt light (300) 40.64 → 41 at @2x, regular 41.58 → 42, medium (500) 42.52 → 43, semibold
  // (600) 43.46 → 43.5, bold 44.40 → 44.5, heavy (800) 45.34 → 45.5. The Headline text style is
  // semibold; a named font's weight is in its name; attributed text's metaFont="boldSystem" is bold.
  const fonts = [
    ["light", `type="system" weight="light" pointSize="17"`], ["regular", `type="system" pointSize="17"`],
    ["medium", `type="system" weight="medium" pointSize="17"`], ["semibold", `type="system" weight="semibold" pointSize="17"`],
    ["bold", `type="boldSystem" pointSize="17"`], ["heavy", `type="system" weight="heavy" pointSize="17"`],
    ["headline", `style="UICTFontTextStyleHeadline"`], ["neueLight", `name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"`],
  ];
  const labels = fonts.map(([id, font]) => `<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">
      <rect key="frame" x="20" y="100" width="10" height="10"/>
      <fontDescription key="fontDescription" ${font}/>
    </label>`).join("") + `<label opaque="NO" userInteractionEnabled="NO" contentMode="left" translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
      <rect key="frame" x="20" y="100" width="10" height="10"/>
      <attributedString key="attributedText">
        <fragment content="Label"><attributes><font key="NSFont" metaFont="boldSystem" size="17"/></attributes></fragment>
      </attributedString>
    </label>`;
  const ids = [...fonts.map(([id]) => id), "attributed"];
  const pins = ids.map((id) => `<constraint firstItem="${id}" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="${id}L"/>`
    + `<constraint firstItem="${id}" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="${id}T"/>`).join("");
  const text = xml.replace(/<constraints>[\s\S]*<\/constraints>/, `<constraints>${pins}</constraints>`).replace(/<label [\s\S]*<\/label>/, labels);
  const { frames } = new DocumentLayout(parseXml(text)).solve();
  assert.deepEqual(ids.map((id) => frames.get(id).width), [41, 42, 43, 43.5, 44.5, 45.5, 43.5, 41, 44.5]);
  const semibold = new TextMetrics(10, 600);
  assert.ok(Math.abs(semibold.width("l") - (222 + 56 * 2 / 3) / 100) < 1e-12);
  assert.equal(semibold.isBold, true);
  assert.equal(new TextMetrics(10, 500).isBold, false);
});
