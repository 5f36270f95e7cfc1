// A cell whose content view has no id (as Xcode wrote it before Xcode 6: 60 corpus documents): constraints between
// its subviews, or to its edges, go into the cell's <constraints> and name the cell, as those documents do.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { addConstraintsOps, pinSpecs } from "../../../Public/js/commands/auto-layout/commands.js";
import { apply, constraintsBlock, fixedIds } from "./support.mjs";

const CELL = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="21225" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
    <objects>
        <collectionViewCell opaque="NO" multipleTouchEnabled="YES" contentMode="center" id="cel-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-001">
                        <rect key="frame" x="20" y="20" width="100" height="20"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-002">
                        <rect key="frame" x="20" y="60" width="100" height="20"/>
                    </label>
                </subviews>
            </view>
            <constraints>
                <constraint firstItem="lbl-aa-001" firstAttribute="top" secondItem="cel-aa-001" secondAttribute="top" constant="20" id="cns-aa-001"/>
            </constraints>
        </collectionViewCell>
    </objects>
</document>
`;

test("pinning in an id-less content view writes into the cell's constraints, naming the cell for its edges", () => {
  const doc = SyncDocument.parse(CELL);
  const specs = pinSpecs(doc, ["lbl-aa-002"], { constrainToMargins: false,
    sides: { top: { enabled: true }, leading: { enabled: true } } }, {});
  const { ops } = addConstraintsOps(doc, specs, fixedIds("zAa-aa-010", "zAa-aa-011"));
  assert.ok(ops.every((op) => op.op !== "insertSubtree" || op.parent.in.id === "cel-aa-001"), JSON.stringify(ops));
  const text = apply(doc, ops);
  assert.deepEqual(constraintsBlock(text, "cel-aa-001"), [
    '<constraint firstItem="lbl-aa-001" firstAttribute="top" secondItem="cel-aa-001" secondAttribute="top" constant="20" id="cns-aa-001"/>',
    '<constraint firstItem="lbl-aa-002" firstAttribute="top" secondItem="lbl-aa-001" secondAttribute="bottom" constant="20" id="zAa-aa-010"/>',
    '<constraint firstItem="lbl-aa-002" firstAttribute="leading" secondItem="cel-aa-001" secondAttribute="leading" constant="20" id="zAa-aa-011"/>',
  ]);
});
