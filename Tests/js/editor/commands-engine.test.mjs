// The commands' ops applied by the sync engine (the same code the SyncClient runs): they apply, do what
// they say, and their inverses restore the exact bytes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import * as commands from "../../../Public/js/commands/index.js";
import { parseTree } from "./support/read-tree.mjs";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");

/** Applies a command's ops as one batch; checks the inverse gives the original bytes back. */
function applyAndRevert(build) {
  const doc = SyncDocument.parse(SIGNUP);
  const before = doc.serialize();
  const result = build(doc);
  const ops = Array.isArray(result) ? result : result.ops;
  const { inverse } = doc.applyBatch(ops);
  const after = doc.serialize();
  const undo = SyncDocument.parse(after);
  undo.applyBatch(inverse);
  assert.equal(undo.serialize(), before, "the inverse restores the original bytes");
  return { doc, after, result };
}

test("move and resize change the frame rect in place", () => {
  const { doc } = applyAndRevert((d) => [...commands.moveViews(d, { ids: ["wel-btn-001"], dx: 5, dy: -10 }), ...commands.setScreenFrame(d, { id: "wel-img-001", x: 137, y: 130, width: 120, height: 90 })]);
  assert.deepEqual(commands.readFrame(doc.elementById("wel-btn-001")), { x: 25, y: 450, width: 335, height: 44 });
  assert.deepEqual(commands.readFrame(doc.elementById("wel-img-001")), { x: 137, y: 130, width: 120, height: 90 });
});

test("delete removes the view and, through the batch cascade, what points at it", () => {
  const { after } = applyAndRevert((d) => commands.deleteObjects(d, { ids: ["lst-ctl-001"] }));
  assert.ok(!after.includes('id="lst-ctl-001"'));
  assert.ok(!after.includes('destination="lst-ctl-001"'), "the segue to it is gone too");
});

test("duplicate and paste insert fresh ids that the engine accepts", () => {
  const generator = new commands.IdGenerator([]);
  const { doc, result } = applyAndRevert((d) => {
    generator.used = new Set([...commands.IdGenerator.forDocument(d).used]);
    return commands.duplicateObjects(d, { ids: ["wel-stk-001"], generator, offset: { x: 10, y: 10 } });
  });
  const copy = doc.elementById(result.ids[0]);
  assert.equal(copy.tagName, "stackView");
  assert.equal(copy.children.find((c) => c.tagName === "subviews").children.length, 2);
  const clip = commands.copyObjects(doc, { ids: ["wel-btn-001"] });
  const pasted = commands.pasteObjects(doc, { clip, into: "lst-ccv-001", generator: commands.IdGenerator.forDocument(doc), parse: parseTree });
  doc.applyBatch(pasted.ops);
  assert.equal(doc.elementById(pasted.ids[0]).parentElement.parentElement.getAttribute("id"), "lst-ccv-001");
});

test("add from the library, title, label and class edits", () => {
  const label = { className: "UILabel", elementName: "label", defaultSize: { width: 42, height: 21 },
    defaultAttributes: [{ name: "text", value: "Label" }, { name: "translatesAutoresizingMaskIntoConstraints", value: "NO" }] };
  const { doc } = applyAndRevert((d) => {
    const added = commands.addObject(d, { catalogClass: label, into: "wel-vie-001", x: 20, y: 600, generator: new commands.IdGenerator(["x"], () => 0.5) });
    return [...added.ops, ...commands.setTitle(d, { id: "wel-btn-001", text: "Next" }), ...commands.renameLabel(d, { id: "wel-sld-001", label: "Volume" }),
      ...commands.changeClass(d, { id: "wel-img-001", customClass: "AvatarView", module: "Signup" })];
  });
  assert.equal(doc.elementById("VVV-VV-VVV").getAttribute("text"), "Label");
  assert.match(doc.serialize(), /<state key="normal" title="Next">/);
  assert.equal(doc.elementById("wel-sld-001").getAttribute("userLabel"), "Volume");
  assert.equal(doc.elementById("wel-img-001").getAttribute("customModuleProvider"), "target");
});

test("reparent moves the view into the stack view", () => {
  const { doc } = applyAndRevert((d) => commands.reparent(d, { id: "wel-sld-001", into: "wel-stk-001", frame: { x: 0, y: 40 } }));
  assert.equal(doc.elementById("wel-sld-001").parentElement.parentElement.getAttribute("id"), "wel-stk-001");
});

test("embed in navigation controller and connections", () => {
  const { doc } = applyAndRevert((d) => {
    const generator = commands.IdGenerator.forDocument(d);
    return [
      ...commands.embedInNavigationController(d, { id: "lst-ctl-001", generator }).ops,
      ...commands.connectOutlet(d, { source: "wel-ctl-001", property: "nameField", destination: "wel-txt-001", generator }),
      ...commands.connectAction(d, { source: "wel-btn-001", selector: "next:", target: "wel-ctl-001", generator }),
      ...commands.disconnect(d, { id: "seg-show-01" }),
    ];
  });
  const xml = doc.serialize();
  assert.equal(xml.match(/<navigationController /g).length, 2);
  assert.match(xml, /<action selector="next:" destination="wel-ctl-001" eventType="touchUpInside" id="[^"]+"\/>/);
  assert.ok(!xml.includes("seg-show-01"));
});
