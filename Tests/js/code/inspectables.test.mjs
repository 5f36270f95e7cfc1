// @IBInspectable edits as ops on the shared engine: the XML comes out as Xcode writes it, and removing
// the last value removes the container (Xcode never writes it empty).
import { test } from "node:test";
import assert from "node:assert/strict";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { runtimeAttributeXML } from "../../../Public/js/code/inspectables.js";
import { runtimeAttributes, setRuntimeAttributeOps } from "../../../Public/js/commands/runtime-attributes.js";

const xib = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <button opaque="NO" contentMode="scaleToFill" customClass="RoundedButton" id="bt1-aa-bbb">
            <rect key="frame" x="20" y="80" width="100" height="30"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <state key="normal" title="Go"/>
        </button>
    </objects>
</document>
`;

const set = (doc, keyPath, xml) => doc.applyBatch(setRuntimeAttributeOps(doc.elementById("bt1-aa-bbb"), keyPath, xml));

test("inspectable values are written as Xcode writes userDefinedRuntimeAttributes", () => {
  const doc = SyncDocument.parse(xib);
  set(doc, "cornerRadius", runtimeAttributeXML("cornerRadius", "number", 8, { typeName: "CGFloat" }));
  set(doc, "rounded", runtimeAttributeXML("rounded", "boolean", true));
  set(doc, "cornerRadius", runtimeAttributeXML("cornerRadius", "number", 12.5, { typeName: "CGFloat" }));
  const expected = `            <state key="normal" title="Go"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                    <real key="value" value="12.5"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="rounded" value="YES"/>
            </userDefinedRuntimeAttributes>
        </button>`;
  assert.ok(doc.serialize().includes(expected), doc.serialize());
  assert.deepEqual(runtimeAttributes(doc.elementById("bt1-aa-bbb")).map((a) => `${a.type}:${a.keyPath}`), ["number:cornerRadius", "boolean:rounded"]);
});

test("clearing the last value removes the container and undo restores the bytes", () => {
  const doc = SyncDocument.parse(xib);
  const { inverse } = set(doc, "cornerRadius", runtimeAttributeXML("cornerRadius", "number", 8, { typeName: "CGFloat" }));
  const withValue = doc.serialize();
  set(doc, "cornerRadius", null);
  assert.equal(doc.serialize(), xib);
  doc.applyBatch(setRuntimeAttributeOps(doc.elementById("bt1-aa-bbb"), "cornerRadius", runtimeAttributeXML("cornerRadius", "number", 8, { typeName: "CGFloat" })));
  assert.equal(doc.serialize(), withValue);
  doc.replay(inverse);
  assert.equal(doc.serialize(), xib);
});
