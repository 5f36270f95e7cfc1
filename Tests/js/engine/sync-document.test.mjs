// The SyncDocument API of JS_SYNC_API.md §1 on a small storyboard: lookups, addresses, single ops
// with their inverses, all-or-nothing batches with delete cascades, replay, checksum.

import { test } from "node:test";
import assert from "node:assert/strict";
import { SyncDocument, OpRefused, XmlParseError } from "../../../Public/js/sync/engine/sync-document.js";
import { checksumOfText } from "../../../Public/js/sync/engine/checksum.js";

const storyboard = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" initialViewController="vc1-aa-bbb">
    <scenes>
        <!--View Controller-->
        <scene sceneID="sc1-aa-bbb">
            <objects>
                <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label text="Hello &amp; welcome" id="lb1-aa-bbb">
                                <rect key="frame" x="20" y="100" width="200" height="21"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="lb1-aa-bbb" id="ou1-aa-bbb"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
</document>
`;

test("lookups and canonical addresses", () => {
  const doc = SyncDocument.parse(storyboard);
  assert.equal(doc.serialize(), storyboard);
  const label = doc.elementById("lb1-aa-bbb");
  assert.equal(label.tagName, "label");
  assert.equal(label.getAttribute("text"), "Hello & welcome");
  assert.equal(doc.sceneById("sc1-aa-bbb").tagName, "scene");
  assert.equal(doc.elementById("nope"), null);
  assert.deepEqual(doc.addressOf(label), { id: "lb1-aa-bbb" });
  const frame = label.children[0];
  assert.deepEqual(doc.addressOf(frame), { in: { id: "lb1-aa-bbb" }, name: "rect", key: "frame" });
  assert.equal(doc.resolve({ in: { id: "lb1-aa-bbb" }, name: "rect", key: "frame" }), frame);
  assert.deepEqual(doc.addressOf(label.parentElement), { in: { id: "vw1-aa-bbb" }, name: "subviews" });
  assert.deepEqual(doc.addressOf(doc.root), { root: true });
  assert.equal(doc.resolve({ root: true }), doc.root);
});

test("applyOp returns the inverse, which restores the bytes", () => {
  const doc = SyncDocument.parse(storyboard);
  const inverse = doc.applyOp({ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: 'Bye <"you">' });
  assert.ok(doc.serialize().includes('text="Bye &lt;&quot;you&quot;&gt;"'));
  assert.deepEqual(inverse, [{ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "Hello & welcome", expect: 'Bye <"you">' }]);
  doc.applyOp(inverse[0]);
  assert.equal(doc.serialize(), storyboard);
});

test("a new attribute goes where Xcode writes it, and a new child on its own indented line", () => {
  const doc = SyncDocument.parse(storyboard);
  doc.applyOp({ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "userLabel", value: "Title" });
  assert.ok(doc.serialize().includes('<label text="Hello &amp; welcome" id="lb1-aa-bbb" userLabel="Title">'));
  const inverse = doc.applyOp({
    op: "insertSubtree", parent: { in: { id: "lb1-aa-bbb" }, name: "subviews" },
    xml: '<view contentMode="scaleToFill" id="nw1-aa-bbb"><rect key="frame" x="1" y="2" width="3" height="4"/></view>',
  });
  assert.deepEqual(inverse, [{ op: "removeSubtree", target: { in: { id: "lb1-aa-bbb" }, name: "subviews" } }]);
  assert.ok(doc.serialize().includes(
    '<rect key="frame" x="20" y="100" width="200" height="21"/>\n' +
    "                                <subviews>\n" +
    '                                    <view contentMode="scaleToFill" id="nw1-aa-bbb">\n' +
    '                                        <rect key="frame" x="1" y="2" width="3" height="4"/>\n' +
    "                                    </view>\n" +
    "                                </subviews>\n"), doc.serialize());
  assert.ok(doc.elementById("nw1-aa-bbb"));
});

test("a refused op throws OpRefused and changes nothing", () => {
  const doc = SyncDocument.parse(storyboard);
  const attempts = [
    [{ op: "setAttribute", target: { id: "gone" }, name: "text", value: "x" }, "targetNotFound"],
    [{ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "id", value: "x" }, "immutableAttribute"],
    [{ op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "x", expect: "stale" }, "expectationFailed"],
    [{ op: "removeSubtree", target: { id: "fr1-aa-bbb" } }, "protectedElement"],
    [{ op: "move", target: { id: "vw1-aa-bbb" }, newParent: { in: { id: "lb1-aa-bbb" }, name: "subviews" } }, "cycle"],
    [{ op: "insertSubtree", parent: { root: true }, xml: '<x id="lb1-aa-bbb"/>' }, "duplicateID"],
    [{ op: "insertSubtree", parent: { root: true }, xml: "<x" }, "invalidXML"],
    [{ op: "setText", target: { id: "lb1-aa-bbb" }, text: "x" }, "hasChildElements"],
    [{ op: "explode" }, "invalidOp"],
  ];
  for (const [op, code] of attempts) {
    assert.throws(() => doc.applyOp(op), (error) => error instanceof OpRefused && error.code === code && typeof error.reason === "string");
    assert.equal(doc.serialize(), storyboard);
  }
});

test("applyBatch expands the delete cascade; a refused batch is rolled back whole", () => {
  const doc = SyncDocument.parse(storyboard);
  const { ops, inverse } = doc.applyBatch([{ op: "removeSubtree", target: { id: "lb1-aa-bbb" } }]);
  assert.deepEqual(ops, [{ op: "removeSubtree", target: { id: "ou1-aa-bbb" } }, { op: "removeSubtree", target: { id: "lb1-aa-bbb" } }]);
  assert.equal(doc.elementById("ou1-aa-bbb"), null);
  assert.ok(!doc.serialize().includes("<subviews>"), "an emptied <subviews> goes too");
  doc.replay(inverse);
  assert.equal(doc.serialize(), storyboard);

  const before = doc.serialize();
  assert.throws(() => doc.applyBatch([
    { op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "changed" },
    { op: "removeSubtree", target: { id: "vw1-aa-bbb" } },
    { op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "gone by now" },
  ]), (error) => error instanceof OpRefused && error.opIndex === 2 &&
    error.reason === "op 3 was refused: object lb1-aa-bbb does not exist (it may have been deleted by someone else).");
  assert.equal(doc.serialize(), before);
});

test("a referrer inside the removed subtree to what goes with it goes first and comes back last", () => {
  // The label's outlet names its own top constraint, which lives outside the label and names it.
  const text = storyboard
    .replace(`height="21"/>\n                            </label>`,
      `height="21"/>\n                                <connections>\n                                    <outlet property="top" destination="cn1-aa-bbb" id="ot1-aa-bbb"/>\n                                </connections>\n                            </label>`)
    .replace(`systemColor="systemBackgroundColor"/>\n`,
      `systemColor="systemBackgroundColor"/>\n                        <constraints>\n                            <constraint firstItem="lb1-aa-bbb" firstAttribute="top" secondItem="vw1-aa-bbb" secondAttribute="top" id="cn1-aa-bbb"/>\n                        </constraints>\n`);
  assert.ok(text.includes("ot1-aa-bbb") && text.includes("<constraints>"));
  const doc = SyncDocument.parse(text);
  const { ops, inverse } = doc.applyBatch([{ op: "removeSubtree", target: { id: "lb1-aa-bbb" } }]);
  assert.deepEqual(ops.map((op) => op.target.id), ["ot1-aa-bbb", "cn1-aa-bbb", "ou1-aa-bbb", "lb1-aa-bbb"]);
  doc.replay(inverse);
  assert.equal(doc.serialize(), text);
  assert.throws(() => doc.applyBatch([
    { op: "removeSubtree", target: { id: "lb1-aa-bbb" } },
    { op: "removeSubtree", target: { id: "zz9-zz-zzz" } },
  ]), (error) => error instanceof OpRefused && error.opIndex === 1);
  assert.equal(doc.serialize(), text, "the refused batch is rolled back to the same bytes");
});

test("the initialViewController attribute is removed by the cascade and restored by the inverse", () => {
  const doc = SyncDocument.parse(storyboard);
  const { ops, inverse } = doc.applyBatch([{ op: "removeSubtree", target: { sceneID: "sc1-aa-bbb" } }]);
  assert.deepEqual(ops[0], { op: "removeAttribute", target: { root: true }, name: "initialViewController" });
  assert.equal(doc.root.getAttribute("initialViewController"), null);
  doc.replay(inverse);
  assert.equal(doc.serialize(), storyboard);
});

test("checksum is FNV-1a 64 of the UTF-8 bytes", () => {
  assert.equal(checksumOfText(""), "cbf29ce484222325");
  assert.equal(checksumOfText("a"), "af63dc4c8601ec8c");
  const doc = SyncDocument.parse(storyboard);
  assert.equal(doc.checksum(), checksumOfText(storyboard));
  assert.throws(() => SyncDocument.parse("<a>"), XmlParseError);
});

test("a container left empty comes back where it was, not where Xcode's order would create it", () => {
  // The order table does not rank a text view's <subviews>: created now it would go last, after the
  // <variation>. Twin of RoundTripTests.testAContainerLeftEmptyComesBackWhereItWasNotWhereXcodeWouldPutIt.
  const text = storyboard.replace(`height="21"/>\n                            </label>`,
    `height="21"/>\n                            </label>\n` +
    `                            <textView contentMode="scaleToFill" id="tv1-aa-bbb">\n` +
    `                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>\n` +
    `                                <string key="text">t</string>\n` +
    `                                <subviews>\n` +
    `                                    <view contentMode="scaleToFill" id="in1-aa-bbb">\n` +
    `                                        <rect key="frame" x="0.0" y="0.0" width="5" height="5"/>\n` +
    `                                    </view>\n` +
    `                                </subviews>\n` +
    `                                <constraints>\n` +
    `                                    <constraint firstItem="in1-aa-bbb" firstAttribute="top" secondItem="tv1-aa-bbb" secondAttribute="top" id="cn9-aa-bbb"/>\n` +
    `                                </constraints>\n` +
    `                                <variation key="heightClass=compact">\n` +
    `                                    <mask key="constraints">\n` +
    `                                        <exclude reference="cn9-aa-bbb"/>\n` +
    `                                    </mask>\n` +
    `                                </variation>\n` +
    `                            </textView>`);
  const batches = [
    [{ op: "removeSubtree", target: { id: "in1-aa-bbb" } }],
    [{ op: "move", target: { id: "in1-aa-bbb" }, newParent: { in: { id: "vw1-aa-bbb" }, name: "subviews" }, position: { atEnd: true } }],
    [{ op: "move", target: { id: "in1-aa-bbb" }, newParent: { id: "tv1-aa-bbb" }, position: { index: 2 } }],
  ];
  for (const batch of batches) {
    const doc = SyncDocument.parse(text);
    assert.equal(doc.serialize(), text);
    const { inverse } = doc.applyBatch(batch);
    assert.notEqual(doc.serialize(), text);
    doc.replay(inverse);
    assert.equal(doc.serialize(), text, JSON.stringify(batch));
  }
  // An undo of the removal after someone made a new <subviews> goes into theirs.
  const doc = SyncDocument.parse(text);
  const { inverse } = doc.applyBatch(batches[0]);
  doc.applyBatch([{ op: "insertSubtree", parent: { in: { id: "tv1-aa-bbb" }, name: "subviews" },
    xml: '<view contentMode="scaleToFill" id="nw1-aa-bbb"/>', position: { atEnd: true } }]);
  doc.applyBatch(inverse);
  const subviews = doc.elementById("tv1-aa-bbb").childNodes.find((node) => node.nodeType === 1 && node.tagName === "subviews");
  assert.deepEqual(subviews.childNodes.filter((node) => node.nodeType === 1).map((node) => node.getAttribute("id")), ["in1-aa-bbb", "nw1-aa-bbb"]);
});
