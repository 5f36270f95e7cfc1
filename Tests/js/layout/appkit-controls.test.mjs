// AppKit controls' intrinsic sizes, alignment-rect outsets and baselines by Xcode generation
// (Public/js/layout/appkit-controls.js): small hand-written xibs, the same documents as
// Tests/IBLayoutTests/AppKitControlSizeTests.swift. Each view's stored frame is the one expected,
// so a document laid out as Xcode would is one without issues.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { documentRoot, forEachElement } from "../../../Public/js/layout/elements.js";
import { TAHOE, BIG_SUR, appKitBaselines, appKitGeneration, appKitToolsVersion, appKitMetrics } from "../../../Public/js/layout/appkit-controls.js";

const xib = (toolsVersion, plugin, subviews, constraints) => parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="${toolsVersion}" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
    <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="${plugin}"/></dependencies>
    <objects>
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="480" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <subviews>${subviews}</subviews>
            <constraints>${constraints}</constraints>
        </customView>
    </objects>
</document>`);
const frame = ([x, y, width, height]) => `<rect key="frame" x="${x}" y="${y}" width="${width}" height="${height}"/>`;
const push = (id, title, f) => `<button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">${frame(f)}
  <buttonCell key="cell" type="push" title="${title}" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="${id}-cell"><font key="font" metaFont="system"/></buttonCell></button>`;
const label = (id, title, f) => `<textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">${frame(f)}
  <textFieldCell key="cell" lineBreakMode="clipping" title="${title}" id="${id}-cell"><font key="font" metaFont="system"/></textFieldCell></textField>`;
const check = (id, title, f) => `<button translatesAutoresizingMaskIntoConstraints="NO" id="${id}">${frame(f)}
  <buttonCell key="cell" type="check" title="${title}" bezelStyle="regularSquare" imagePosition="left" inset="2" id="${id}-cell"><font key="font" metaFont="system"/></buttonCell></button>`;
const popUp = (id, f) => `<popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">${frame(f)}
  <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" selectedItem="${id}-i1" id="${id}-cell">
    <font key="font" metaFont="message"/><menu key="menu" id="${id}-menu"><items><menuItem title="Item 1" state="on" id="${id}-i1"/></items></menu>
  </popUpButtonCell></popUpButton>`;
const field = (id, f) => `<textField focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">${frame(f)}
  <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="${id}-cell"><font key="font" metaFont="system"/></textFieldCell></textField>`;
const nsSwitch = (id, f) => `<switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" controlSize="mini" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">${frame(f)}</switch>`;
const separator = (id, f) => `<box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="${id}">${frame(f)}</box>`;
const pinned = (id, n, leading, top) => `
  <constraint firstItem="${id}" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="${leading}" id="l${n}"/>
  <constraint firstItem="${id}" firstAttribute="top" secondItem="root" secondAttribute="top" constant="${top}" id="t${n}"/>`;
const buttonConstraints = `
  <constraint firstAttribute="trailing" secondItem="push" secondAttribute="trailing" constant="20" id="c1"/>
  <constraint firstAttribute="bottom" secondItem="push" secondAttribute="bottom" constant="20" id="c2"/>${pinned("name", 3, 20, 20)}`;
const framesOf = (result) => Object.fromEntries(result.views.map(({ id, frame: { x, y, width, height } }) => [id, [x, y, width, height]]));
const issuesOf = (result) => result.issues.map((issue) => `${issue.kind} ${issue.objectID}${issue.axes ? ` ${issue.axes.join("+")}` : ""}`);

// "Cancel" is 40.456 pt in 13 pt Helvetica (our stand-in for SF): 41, and "Name:" 38.285: 39.
const generations = [
  // Aqua (Xcode 10): a 32 pt frame round a 21 pt rect (4, 6, 7, 6); a 17 pt label line.
  ["Aqua", "14490", "14490", [387, 13, 79, 32], [18, 163, 43, 17]],
  // Big Sur (Sparkle's "32700.99.1234" is no Xcode's: its CocoaPlugin 22690 is Xcode 14's): a 20 pt rect (5, 7, 7, 7).
  ["Big Sur", "32700.99.1234", "22690", [386, 13, 81, 32], [18, 164, 43, 16]],
  // Tahoe (Xcode 26): 24 pt, no outsets.
  ["Tahoe", "24765", "24765", [393, 20, 67, 24], [18, 164, 43, 16]],
];
for (const [name, toolsVersion, plugin, pushFrame, labelFrame] of generations) {
  test(`${name}: a push button pinned 20 pt from the corner and a label 20 pt from the top left take their stored frames`, () => {
    const document = xib(toolsVersion, plugin, push("push", "Cancel", pushFrame) + label("name", "Name:", labelFrame), buttonConstraints);
    const result = new DocumentLayout(document).solve();
    assert.deepEqual(framesOf(result), { root: [0, 0, 480, 200], push: pushFrame, name: labelFrame });
    assert.deepEqual(issuesOf(result), []);
  });
}

test("Big Sur and Tahoe: check boxes, pop-ups, bezeled fields (no intrinsic width while editable) and separators", () => {
  const stack = `${pinned("name", 1, 20, 20)}
    <constraint firstItem="remember" firstAttribute="leading" secondItem="name" secondAttribute="leading" id="c3"/>
    <constraint firstItem="remember" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="8" id="c4"/>
    <constraint firstItem="menu" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
    <constraint firstAttribute="trailing" secondItem="menu" secondAttribute="trailing" constant="20" id="c6"/>
    <constraint firstItem="menu" firstAttribute="top" secondItem="remember" secondAttribute="bottom" constant="8" id="c7"/>
    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c8"/>
    <constraint firstItem="field" firstAttribute="top" secondItem="menu" secondAttribute="bottom" constant="8" id="c9"/>
    <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c12"/>
    <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="c13"/>
    <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" constant="20" id="c14"/>`;
  const expected = {
    // Check box: a 16 pt rect in an 18 pt frame (1, 2, 1, 0); pop-up: a 20 pt rect in a 25 pt frame (1, 3, 4, 4); field 21 pt.
    "22505": { name: [18, 164, 43, 16], remember: [18, 139, 110, 18], menu: [17, 108, 447, 25], field: [20, 83, 200, 21] },
    // Check box 16 pt, its box (16) then 6 pt then "Remember me" (86); pop-up 24 pt; field 24 pt.
    "24765": { name: [18, 164, 43, 16], remember: [20, 140, 108, 16], menu: [20, 108, 440, 24], field: [20, 76, 200, 24] },
  };
  for (const [version, frames] of Object.entries(expected)) {
    const views = label("name", "Name:", frames.name) + check("remember", "Remember me", frames.remember) + popUp("menu", frames.menu)
      + field("field", frames.field) + separator("line", [0, 18, 480, 5]);
    const result = new DocumentLayout(xib(version, version, views, stack)).solve();
    // The separator: a 1 pt line 2 pt inside its 5 pt frame.
    assert.deepEqual(framesOf(result), { root: [0, 0, 480, 200], ...frames, line: [0, 18, 480, 5] }, version);
    assert.deepEqual(issuesOf(result), ["ambiguous field horizontal"], version);
  }
});

// A bordered primary box (a hypothesis from 10 corpus boxes, AppKitControlMetricsTable): before Xcode 26 its
// frame reaches 3 pt beyond its alignment rect at the sides, 2 above and 4 below; Xcode 26's has none, nor has
// a box without a border or a custom box, in any generation. Twin of testBorderedPrimaryBoxOutsets.
test("a bordered primary box's frame reaches beyond its alignment rect before Xcode 26; borderless and custom boxes' don't", () => {
  const constraints = `${pinned("group", 1, 20, 20)}
    <constraint firstAttribute="trailing" secondItem="group" secondAttribute="trailing" constant="20" id="c1"/>
    <constraint firstItem="group" firstAttribute="height" constant="100" id="c2"/>
    <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
    <constraint firstAttribute="bottom" secondItem="plain" secondAttribute="bottom" constant="20" id="c4"/>
    <constraint firstItem="plain" firstAttribute="width" constant="100" id="c5"/>
    <constraint firstItem="plain" firstAttribute="height" constant="30" id="c6"/>
    <constraint firstItem="custom" firstAttribute="leading" secondItem="plain" secondAttribute="trailing" constant="20" id="c7"/>
    <constraint firstItem="custom" firstAttribute="bottom" secondItem="plain" secondAttribute="bottom" id="c8"/>
    <constraint firstItem="custom" firstAttribute="width" constant="100" id="c9"/>
    <constraint firstItem="custom" firstAttribute="height" constant="30" id="c10"/>`;
  const others = { root: [0, 0, 480, 200], plain: [20, 20, 100, 30], custom: [140, 20, 100, 30] };
  for (const [version, group] of [["15702", [17, 76, 446, 106]], ["22505", [17, 76, 446, 106]], ["24765", [20, 80, 440, 100]]]) {
    const views = `<box borderType="line" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="group">${frame(group)}</box>`
      + `<box borderType="none" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="plain">${frame(others.plain)}</box>`
      + `<box boxType="custom" cornerRadius="4" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="custom">${frame(others.custom)}</box>`;
    const result = new DocumentLayout(xib(version, version, views, constraints)).solve();
    assert.deepEqual(framesOf(result), { ...others, group }, version);
    assert.deepEqual(issuesOf(result), [], version);
  }
});

// A label on a push button's baseline (SUStatus): Big Sur's 20 pt button draws its line 1 pt above
// centre (the label's top 1 pt below the button's), Xcode 26's 24 pt one centred (4 pt).
test("a label on a push button's baseline", () => {
  const constraints = `
    <constraint firstAttribute="trailing" secondItem="push" secondAttribute="trailing" constant="20" id="c1"/>
    <constraint firstAttribute="bottom" secondItem="push" secondAttribute="bottom" constant="20" id="c2"/>
    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
    <constraint firstItem="name" firstAttribute="firstBaseline" secondItem="push" secondAttribute="firstBaseline" id="c4"/>`;
  for (const [version, pushFrame, labelFrame] of [["22505", [386, 13, 81, 32], [18, 23, 43, 16]], ["24765", [393, 20, 67, 24], [18, 24, 43, 16]]]) {
    const result = new DocumentLayout(xib(version, version, push("push", "Cancel", pushFrame) + label("name", "Name:", labelFrame), constraints)).solve();
    assert.deepEqual(framesOf(result), { root: [0, 0, 480, 200], push: pushFrame, name: labelFrame }, version);
    assert.deepEqual(issuesOf(result), [], version);
  }
});

test("an NSSwitch is sized by AppKit (Tahoe's mini: 36 × 16), not given UISwitch's fixed frame", () => {
  const document = xib("24765", "24765", nsSwitch("toggle", [424, 164, 36, 16]), `
    <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="c1"/>
    <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>`);
  const result = new DocumentLayout(document).solve();
  assert.deepEqual(framesOf(result).toggle, [424, 164, 36, 16]);
  assert.deepEqual(issuesOf(result), []);
});

test("generations come from the CocoaPlugin version; baselines: a label's first line from its top, a button's centred", () => {
  assert.equal(appKitGeneration(appKitToolsVersion(documentRoot(xib("32700.99.1234", "22690", "", "")))), BIG_SUR);
  assert.equal(appKitGeneration(24127), TAHOE);
  const elements = new Map();
  forEachElement(documentRoot(xib("24765", "24765", push("push", "OK", [0, 0, 50, 24]) + label("name", "Name:", [0, 0, 43, 16]), "")),
    (element) => elements.set(element.getAttribute("id"), element));
  const find = (id) => elements.get(id);
  const ascent = 13 * 1950 / 2048;
  assert.deepEqual(appKitBaselines(find("name"), TAHOE), { first: [0, ascent], last: [1, ascent - 16] });
  // A 24 pt button centres the 16 pt line: 4 pt below a label's baseline.
  assert.deepEqual(appKitBaselines(find("push"), TAHOE), { first: [0.5, 4 - 12 + ascent], last: [0.5, 4 - 12 + ascent] });
  assert.equal(appKitMetrics(find("push"), TAHOE).size.width, Math.ceil(13 * (778 + 667) / 1000) + 26, "\"OK\" (Helvetica O 778, K 667): 18.8 → 19, + 26");
});
