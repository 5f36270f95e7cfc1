// Xcode's attribute and child order in the JS engine (the same cases as the Swift tests
// XMLPlatformOrderTests / XcodeOrder rules): new attributes and children land where Xcode writes them.

import { test } from "node:test";
import assert from "node:assert/strict";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { idTail, xcodeOrderLines } from "../../../Public/js/sync/engine/xcode-order-table.js";

const xib = (type) => `<?xml version="1.0" encoding="UTF-8"?>
<document type="${type}" version="3.0">
    <objects>
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" id="tf1-aa-bbb"/>
    </objects>
</document>
`;

test("the generated table module carries the Swift table and fixed rules", () => {
  assert.ok(xcodeOrderLines.length > 100);
  assert.ok(xcodeOrderLines.every((line) => /^[@>][^:]+:/.test(line)));
  assert.deepEqual(idTail, ["userLabel", "colorLabel", "customClass", "customModule", "customModuleProvider", "sceneMemberID"]);
});

test("an iOS text field writes borderStyle before textAlignment, as Xcode does", () => {
  const doc = SyncDocument.parse(xib("com.apple.InterfaceBuilder3.CocoaTouch.XIB"));
  doc.applyOp({ op: "setAttribute", target: { id: "tf1-aa-bbb" }, name: "borderStyle", value: "roundedRect" });
  assert.ok(doc.serialize().includes('contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural"'), doc.serialize());
});

test("id-tail attributes follow id in their fixed order; others go before id", () => {
  const doc = SyncDocument.parse(xib("com.apple.InterfaceBuilder3.CocoaTouch.XIB"));
  const target = { id: "tf1-aa-bbb" };
  doc.applyOp({ op: "setAttribute", target, name: "customClass", value: "Field" });
  doc.applyOp({ op: "setAttribute", target, name: "userLabel", value: "Name" });
  doc.applyOp({ op: "setAttribute", target, name: "zzUnknown", value: "1" });
  const tag = /<textField [^>]*>/.exec(doc.serialize())[0];
  assert.ok(tag.endsWith('zzUnknown="1" id="tf1-aa-bbb" userLabel="Name" customClass="Field"/>'), tag);
});

test("a segue's custom class goes before its id, as all the corpus's custom segues write it (no id tail on segues)", () => {
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <scenes>
        <scene sceneID="sc1-aa-bbb">
            <objects>
                <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="custom" identifier="next" id="sg1-aa-bbb"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
`);
  doc.applyOp({ op: "setAttribute", target: { id: "sg1-aa-bbb" }, name: "customClass", value: "FadeSegue" });
  assert.ok(doc.serialize().includes('<segue destination="vc1-aa-bbb" kind="custom" identifier="next" customClass="FadeSegue" id="sg1-aa-bbb"/>'), doc.serialize());
});

test("an iOS view's fixedFrame goes after its content mode, like the layout marks, where its table doesn't rank it", () => {
  // All 80 fixed-frame views of the corpus's iOS-family documents write it right after contentMode or the last priority.
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <objects>
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sv1-aa-bbb"/>
    </objects>
</document>
`);
  const target = { id: "sv1-aa-bbb" };
  doc.applyOp({ op: "setAttribute", target, name: "fixedFrame", value: "YES" });
  doc.applyOp({ op: "setAttribute", target, name: "ambiguous", value: "YES" });
  doc.applyOp({ op: "removeAttribute", target, name: "fixedFrame" });
  assert.ok(doc.serialize().includes('contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO"'), doc.serialize());
});

test("an iOS view's layout priorities go after its content mode, before its marks, where its table doesn't rank them (as XMLPlatformOrderTests)", () => {
  // Across the corpus's iOS-family documents the priorities and marks are one run after contentMode (3,495 of 3,497).
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <objects>
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" rowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tv1-aa-bbb"/>
    </objects>
</document>
`);
  const target = { id: "tv1-aa-bbb" };
  doc.applyOp({ op: "setAttribute", target, name: "verticalHuggingPriority", value: "249" });
  doc.applyOp({ op: "setAttribute", target, name: "misplaced", value: "YES" });
  doc.applyOp({ op: "setAttribute", target, name: "horizontalHuggingPriority", value: "251" });
  doc.applyOp({ op: "setAttribute", target, name: "fixedFrame", value: "YES" });
  assert.ok(doc.serialize().includes('<tableView clipsSubviews="YES" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="249" fixedFrame="YES" misplaced="YES" alwaysBounceVertical="YES"'), doc.serialize());
});

test("a created <constraints> follows the frame and subviews; <connections> goes last before the canvas location", () => {
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
    <objects>
        <view contentMode="scaleToFill" id="vw1-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <subviews>
                <view contentMode="scaleToFill" id="vw2-aa-bbb"/>
            </subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <point key="canvasLocation" x="1" y="2"/>
        </view>
    </objects>
</document>
`);
  doc.applyOp({ op: "insertSubtree", parent: { in: { id: "vw1-aa-bbb" }, name: "constraints" },
    xml: '<constraint firstItem="vw2-aa-bbb" firstAttribute="top" secondItem="vw1-aa-bbb" secondAttribute="top" id="cn1-aa-bbb"/>' });
  doc.applyOp({ op: "insertSubtree", parent: { in: { id: "vw1-aa-bbb" }, name: "connections" },
    xml: '<outlet property="child" destination="vw2-aa-bbb" id="ou1-aa-bbb"/>' });
  const order = doc.elementById("vw1-aa-bbb").children.map((child) => child.getAttribute("key") ?? child.tagName);
  assert.deepEqual(order, ["frame", "subviews", "backgroundColor", "constraints", "connections", "canvasLocation"]);
});

test("a new tint colour stays before a view's constraints where an old safe area guide follows them (as XcodeOrderInsertionTests)", () => {
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460">
    <objects>
        <view contentMode="scaleToFill" id="vw1-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <subviews>
                <view contentMode="scaleToFill" id="vw2-aa-bbb"/>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="vw2-aa-bbb" firstAttribute="top" secondItem="vw1-aa-bbb" secondAttribute="top" id="cn1-aa-bbb"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="sa1-aa-bbb"/>
        </view>
    </objects>
</document>
`);
  doc.applyOp({ op: "insertSubtree", parent: { id: "vw1-aa-bbb" }, xml: '<color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>' });
  assert.match(doc.serialize(), /<color key="backgroundColor" [^>]*\/>\n            <color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"\/>\n            <constraints>\n/);
});

test("layout marks follow a CocoaTouch view's content mode and layout priorities (as XMLPlatformOrderTests)", () => {
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <objects>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-bbb"/>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" buttonType="system" id="btn-aa-bbb"/>
    </objects>
</document>
`);
  doc.applyOp({ op: "setAttribute", target: { id: "lbl-aa-bbb" }, name: "misplaced", value: "YES" });
  doc.applyOp({ op: "setAttribute", target: { id: "lbl-aa-bbb" }, name: "ambiguous", value: "YES" });
  doc.applyOp({ op: "setAttribute", target: { id: "btn-aa-bbb" }, name: "misplaced", value: "YES" });
  const text = doc.serialize();
  assert.ok(text.includes('verticalHuggingPriority="251" misplaced="YES" ambiguous="YES" text="Hi"'), text);
  assert.ok(text.includes('contentMode="scaleToFill" misplaced="YES" contentHorizontalAlignment="center"'), text);
});

// tvOS and watchOS types have no `3` (com.apple.InterfaceBuilder.AppleTV.XIB); the table's generator counts them
// with the iOS family, so their attributes take the iOS order (here the merged order would put the priority after spacing).
test("a tvOS stack view's new hugging priority goes where the iOS family writes it", () => {
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="21225" targetRuntime="AppleTV">
    <objects>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb"/>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" buttonType="system" id="btn-aa-bbb"/>
    </objects>
</document>
`);
  doc.applyOp({ op: "setAttribute", target: { id: "stk-aa-bbb" }, name: "verticalHuggingPriority", value: "12" });
  doc.applyOp({ op: "setAttribute", target: { id: "btn-aa-bbb" }, name: "tag", value: "3" });
  const text = doc.serialize();
  assert.ok(text.includes('contentMode="scaleToFill" verticalHuggingPriority="12" axis="vertical"'), text);
  assert.ok(text.includes('<button opaque="NO" tag="3" contentMode="scaleToFill"'), text);
});

test("a layout mark does not go before an attribute a hand-written view has out of order", () => {
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <objects>
        <view contentMode="scaleToFill" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vw1-aa-bbb"/>
    </objects>
</document>
`);
  doc.applyOp({ op: "setAttribute", target: { id: "vw1-aa-bbb" }, name: "ambiguous", value: "YES" });
  assert.ok(doc.serialize().includes('<view contentMode="scaleToFill" hidden="YES" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO"'), doc.serialize());
});
