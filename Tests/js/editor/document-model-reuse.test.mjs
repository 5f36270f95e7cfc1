// DocumentModel.afterSceneChange: after an edit inside some scenes, only those are read again; the model equals
// a full rebuild (same scenes, objects, frames, connections and segues, in document order) and the other scenes
// are reused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { DocumentModel } from "../../../Public/js/document/document-model.js";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { changedSceneIds } from "../../../Public/js/document/changed-scenes.js";
import { SAMPLE_STORYBOARD } from "../support/sample-storyboard.mjs";

/** What the canvas, outline and inspectors read from a model, as plain data. */
function summary(model) {
  return {
    scenes: model.scenes.map((s) => ({ id: s.id, title: s.title, location: s.location, controller: s.controller?.id, members: s.members.map((m) => m.id) })),
    objects: [...model.objects.values()].map((n) => ({ id: n.id, tag: n.tag, name: n.name, className: n.className, frame: n.frame,
      parent: n.parent?.id ?? n.parent?.tag ?? null, scene: n.scene.id, children: n.children.map((c) => c.id ?? c.tag), connections: n.connections })),
    segues: model.segues.map((s) => s.id),
  };
}

function edited(ops) {
  const doc = SyncDocument.parse(SAMPLE_STORYBOARD);
  const before = new DocumentModel(doc.root);
  const { ops: applied } = doc.applyBatch(ops);
  const scenes = changedSceneIds(applied, before, doc);
  return { doc, before, scenes, after: DocumentModel.afterSceneChange(before, scenes) };
}

test("an edit in one scene re-reads that scene only and matches a full rebuild", () => {
  const { doc, before, scenes, after } = edited([
    { op: "setAttribute", target: { in: { id: "lb1-aa-bbb" }, name: "rect", key: "frame" }, name: "x", value: "44" },
    { op: "setAttribute", target: { id: "lb1-aa-bbb" }, name: "text", value: "Changed" },
  ]);
  assert.deepEqual(scenes, ["sc1-aa-bbb"]);
  assert.deepEqual(summary(after), summary(new DocumentModel(doc.root)));
  assert.equal(after.objects.get("lb1-aa-bbb").frame.x, 44);
  assert.notEqual(after.scenes[0], before.scenes[0], "the edited scene is read again");
  assert.equal(after.scenes[1], before.scenes[1], "the other scene is reused");
  assert.equal(after.objects.get(before.scenes[1].controller.id), before.scenes[1].controller);
});

test("deleting an object with connections: objects, connections and segues match a full rebuild", () => {
  const { doc, after } = edited([{ op: "removeSubtree", target: { id: "bt1-aa-bbb" } }]);
  assert.equal(after.objects.has("bt1-aa-bbb"), false);
  assert.deepEqual(summary(after), summary(new DocumentModel(doc.root)));
});

test("a xib is always read whole", () => {
  const doc = SyncDocument.parse(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
    <objects>
        <view contentMode="scaleToFill" id="v1-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
        </view>
    </objects>
</document>
`);
  const before = new DocumentModel(doc.root);
  const after = DocumentModel.afterSceneChange(before, ["v1-aa-bbb"]);
  assert.notEqual(after.scenes[0], before.scenes[0]);
  assert.deepEqual(summary(after), summary(before));
});
