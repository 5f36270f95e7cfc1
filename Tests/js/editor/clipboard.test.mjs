// Copy/paste between documents: what goes on the system clipboard (clipboard.js) and what a paste into another
// document makes of it (commands.pasteObjects): fresh ids, references inside the copy following the copies,
// references to objects outside it dropped.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { CLIP_TYPE, decodeClip, encodeClip } from "../../../Public/js/editing/clipboard.js";
import * as commands from "../../../Public/js/commands/index.js";
import { parseTree, readDocument } from "./support/read-tree.mjs";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");

/** A scene view holding a box with a label and a button: constraints inside the box, one to the outer view, an action out. */
const SOURCE = `<document targetRuntime="iOS.CocoaTouch"><objects>
  <viewController id="src-00-ctl"><view key="view" id="src-00-vie"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
    <view id="box-00-vie"><rect key="frame" x="10" y="20" width="200" height="100"/><subviews>
      <label text="Hello" id="box-00-lbl"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/></label>
      <button id="box-00-btn"><rect key="frame" x="0.0" y="40" width="100" height="30"/><state key="normal" title="Go"/>
        <connections><action selector="go:" destination="src-00-ctl" eventType="touchUpInside" id="box-00-act"/></connections></button>
    </subviews><constraints>
      <constraint firstItem="box-00-btn" firstAttribute="top" secondItem="box-00-lbl" secondAttribute="bottom" constant="20" id="box-00-c01"/>
      <constraint firstItem="box-00-lbl" firstAttribute="leading" secondItem="src-00-vie" secondAttribute="leading" id="box-00-c02"/>
    </constraints></view>
  </subviews></view></viewController></objects></document>`;

const TARGET = `<document targetRuntime="iOS.CocoaTouch"><objects>
  <viewController id="src-00-ctl"><view key="view" id="tgt-00-vie"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews/></view></viewController>
  </objects></document>`;

function fixedIds(...ids) {
  const queue = [...ids];
  return { next: () => queue.shift() };
}

const clipOf = (xml, ids, documentId) => ({ ...commands.copyObjects(readDocument(xml), { ids }), documentId });

test("the clip goes on the clipboard as Storyweave JSON and as the objects' XML, and comes back from either", () => {
  const clip = clipOf(SOURCE, ["box-00-vie"], "aaaaaaaaaaaaaaaa");
  const { json, text } = encodeClip(clip);
  assert.equal(CLIP_TYPE, "application/x-storyweave-objects+json");
  assert.deepEqual(decodeClip({ json, text }, parseTree), clip);
  assert.ok(text.startsWith(`<view id="box-00-vie">`) && text.includes(`<label text="Hello" id="box-00-lbl">`));
  // Only the text survived (another program, a browser that dropped the custom type): the same objects, origin unknown.
  const fromText = decodeClip({ json: null, text: `<?xml version="1.0"?>\n${text}` }, parseTree);
  assert.equal(fromText.documentId, undefined);
  assert.deepEqual(fromText.items.map((item) => item.xml), clip.items.map((item) => item.xml));
});

test("clipboard content that is not objects decodes to nothing", () => {
  assert.equal(decodeClip({ text: "just some words" }, parseTree), null);
  assert.equal(decodeClip({ json: "{\"format\":\"other\"}", text: "" }, parseTree), null);
  assert.equal(decodeClip({ json: "not json", text: "<b>bold</b>" }, parseTree), null); // an element without an id
  assert.equal(decodeClip({}, parseTree), null);
});

test("pasted into another document: new ids, references inside the copy remapped, references outside dropped", () => {
  const clip = clipOf(SOURCE, ["box-00-vie"], "aaaaaaaaaaaaaaaa");
  const target = readDocument(TARGET); // it has an object src-00-ctl too, by chance: the action must still go
  const { ops, ids } = commands.pasteObjects(target, { clip, into: "tgt-00-vie", sameDocument: false, parse: parseTree,
    generator: fixedIds("new-00-vie", "new-00-lbl", "new-00-btn", "new-00-act", "new-00-c01", "new-00-c02") });
  assert.deepEqual(ids, ["new-00-vie"]);
  const box = parseTree(ops[0].xml);
  assert.ok(!ops[0].xml.includes("box-00-") && !ops[0].xml.includes("src-00-"), ops[0].xml);
  const constraints = box.children.find((c) => c.tagName === "constraints").children;
  assert.deepEqual(constraints.map((c) => [c.getAttribute("firstItem"), c.getAttribute("secondItem")]), [["new-00-btn", "new-00-lbl"]]);
  const button = box.children.find((c) => c.tagName === "subviews").children[1];
  assert.deepEqual(button.children.map((c) => c.tagName), ["rect", "state"], "no empty <connections> is left");
  // The frame is the copied one: the offset is only for a paste next to the original.
  assert.equal(box.children[0].getAttribute("x"), "10");
});

test("pasted into the document it came from, references to objects still there are kept", () => {
  const clip = clipOf(SOURCE, ["box-00-btn"], "aaaaaaaaaaaaaaaa");
  const { ops } = commands.pasteObjects(readDocument(SOURCE), { clip, into: "src-00-vie", parse: parseTree, sameDocument: true,
    generator: fixedIds("new-00-btn", "new-00-act") });
  assert.ok(ops[0].xml.includes(`<action selector="go:" destination="src-00-ctl" eventType="touchUpInside" id="new-00-act"/>`), ops[0].xml);
});

test("the engine applies a paste from another document, and its inverse restores the bytes", () => {
  const clip = { ...commands.copyObjects(SyncDocument.parse(SIGNUP), { ids: ["wel-stk-001", "wel-btn-001"] }), documentId: "aaaaaaaaaaaaaaaa" };
  const doc = SyncDocument.parse(SIGNUP);
  const before = doc.serialize();
  const result = commands.pasteObjects(doc, { clip, into: "lst-ccv-001", parse: parseTree, sameDocument: false, generator: commands.IdGenerator.forDocument(doc) });
  const { inverse } = doc.applyBatch(result.ops);
  assert.equal(result.ids.length, 2);
  const button = doc.elementById(result.ids[1]);
  assert.equal(button.parentElement.parentElement.getAttribute("id"), "lst-ccv-001");
  assert.ok(!button.children.some((c) => c.tagName === "connections"), "the segue to the other document's scene is not pasted");
  assert.equal(doc.elementById(result.ids[0]).children.find((c) => c.tagName === "subviews").children.length, 2);
  doc.applyBatch(inverse);
  assert.equal(doc.serialize(), before);
});

test("objects of an iOS document are refused in a macOS one, by name", () => {
  const clip = clipOf(SOURCE, ["box-00-lbl"], "aaaaaaaaaaaaaaaa");
  const mac = readDocument(`<document targetRuntime="MacOSX.Cocoa"><objects><customView id="mac-00-vie"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/></customView></objects></document>`);
  assert.throws(() => commands.pasteObjects(mac, { clip, into: "mac-00-vie", parse: parseTree, sameDocument: false, generator: fixedIds("x") }),
    /come from an iOS document; they cannot be pasted into a macOS one/);
});

/** Two scenes: a button with an action to its controller and a segue to the other scene, the controller's outlet to it. */
const TWO_SCENES = `<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"><scenes>
  <scene sceneID="sc1-00-scn"><objects>
    <viewController id="one-00-ctl"><view key="view" id="one-00-vie"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
      <button id="one-00-btn"><rect key="frame" x="0.0" y="40" width="100" height="30"/><state key="normal" title="Go"/>
        <connections><action selector="go:" destination="one-00-ctl" eventType="touchUpInside" id="one-00-act"/>
          <segue destination="two-00-ctl" kind="show" id="one-00-seg"/></connections></button>
    </subviews></view>
    <connections><outlet property="goButton" destination="one-00-btn" id="one-00-out"/></connections></viewController>
  </objects></scene>
  <scene sceneID="sc2-00-scn"><objects>
    <viewController id="two-00-ctl"><view key="view" id="two-00-vie"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews/></view></viewController>
  </objects></scene></scenes></document>`;

test("into another scene, a paste or a reparent leaves out the outlets and actions that would join two scenes, and keeps the segues", () => {
  const clip = clipOf(TWO_SCENES, ["one-00-btn"], "aaaaaaaaaaaaaaaa");
  const same = commands.pasteObjects(readDocument(TWO_SCENES), { clip, into: "one-00-vie", parse: parseTree, sameDocument: true,
    generator: fixedIds("new-00-btn", "new-00-act", "new-00-seg") });
  assert.ok(same.ops[0].xml.includes(`<action selector="go:" destination="one-00-ctl"`), "in its own scene the action stays");
  const other = commands.pasteObjects(readDocument(TWO_SCENES), { clip, into: "two-00-vie", parse: parseTree, sameDocument: true,
    generator: fixedIds("new-00-btn", "new-00-act", "new-00-seg") });
  assert.ok(!other.ops[0].xml.includes("<action"), other.ops[0].xml);
  assert.ok(other.ops[0].xml.includes(`<segue destination="two-00-ctl" kind="show" id="new-00-seg"/>`), other.ops[0].xml);
  const doc = SyncDocument.parse(TWO_SCENES);
  const moved = commands.reparent(doc, { id: "one-00-btn", into: "two-00-vie" });
  assert.deepEqual(moved.filter((op) => op.op === "removeSubtree").map((op) => op.target.id).sort(), ["one-00-act", "one-00-out"]);
  doc.applyBatch(moved);
  assert.equal(doc.elementById("one-00-btn").parentElement.parentElement.getAttribute("id"), "two-00-vie");
  assert.ok(doc.elementById("one-00-seg"), "the segue stays");
  assert.deepEqual(commands.reparent(SyncDocument.parse(TWO_SCENES), { id: "one-00-btn", into: "one-00-vie" })
    .filter((op) => op.op === "removeSubtree"), [], "within its scene nothing is removed");
});
