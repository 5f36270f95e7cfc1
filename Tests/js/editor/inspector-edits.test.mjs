// What a committed Attributes-inspector field writes (inspector-edits.js), on the bytes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { inspectorEditOps } from "../../../Public/js/commands/inspector-edits.js";

const XML = (attributes) => `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
    <objects>
        <view contentMode="scaleToFill"${attributes} id="vw1-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        </view>
    </objects>
</document>
`;
const TAG = { key: "tag", label: "Tag", defaultValue: "0", storage: { attribute: {} }, type: { integer: {} } };
const ALPHA = { key: "alpha", label: "Alpha", defaultValue: "1", storage: { attribute: {} }, type: { number: {} } };

test("a number typed back to its default is left out, as Xcode does (no corpus tag is 0, no view has alpha 1)", () => {
  const doc = SyncDocument.parse(XML(' alpha="0.5" tag="3"'));
  doc.applyBatch(inspectorEditOps(doc, { id: "vw1-aa-bbb", attribute: TAG, value: "0" }));
  doc.applyBatch(inspectorEditOps(doc, { id: "vw1-aa-bbb", attribute: ALPHA, value: "1.0" }));
  assert.equal(doc.serialize(), XML(""));
  doc.applyBatch(inspectorEditOps(doc, { id: "vw1-aa-bbb", attribute: TAG, value: "7" }));
  assert.equal(doc.serialize(), XML(' tag="7"'));
  // A value the library writes on every new object of the class stays, at its default too.
  const always = { className: "UIView", defaultAttributes: [{ name: "tag", value: "0" }] };
  assert.deepEqual(inspectorEditOps(doc, { id: "vw1-aa-bbb", attribute: TAG, value: "0", catalogClass: always }),
    [{ op: "setAttribute", target: { id: "vw1-aa-bbb" }, name: "tag", value: "0" }]);
});
