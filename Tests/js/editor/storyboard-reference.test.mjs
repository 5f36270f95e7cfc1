// A Storyboard Reference from the library (a `<viewControllerPlaceholder>` scene, add-scene.js) is a segue's
// destination, written as any segue is; it is never a source, and a segue leads only to a controller or a reference
// (commands/segue-destinations.js). Compared with the corpus's 19 references. Run: node --test Tests/js/editor/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import * as commands from "../../../Public/js/commands/index.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const CORPUS = fileURLToPath(new URL("../../../../shared/fixtures/corpus", import.meta.url));
const REFERENCE = { className: "UIStoryboardReference", elementName: "viewControllerPlaceholder", libraryTitle: "Storyboard Reference" };

function counter() {
  let n = 0;
  return { next: () => `new-${String(n++).padStart(2, "0")}-001` };
}

test("a button's Show segue to a dropped Storyboard Reference is written in the button's connections, undone in one step", () => {
  const generator = counter();
  const doc = SyncDocument.parse(SIGNUP);
  const { id, ops: sceneOps } = commands.addScene(doc, { catalogClass: REFERENCE, x: 900, y: 0, generator });
  doc.applyBatch(sceneOps);
  const before = doc.serialize();
  const ops = commands.connectSegue(doc, { source: "wel-btn-001", destination: id, kind: "show", generator });
  const { inverse } = doc.applyBatch(ops);
  const after = doc.serialize();
  assert.match(after, new RegExp(`<button [^>]*id="wel-btn-001"[\\s\\S]*?<connections>[\\s\\S]*?<segue destination="${id}" kind="show" id="new-03-001"/>`));
  const undone = SyncDocument.parse(after);
  undone.applyBatch(inverse);
  assert.equal(undone.serialize(), before);
});

test("a reference is not a segue's source, and a view is not a segue's destination", () => {
  const generator = counter();
  const doc = SyncDocument.parse(SIGNUP);
  const { id, ops } = commands.addScene(doc, { catalogClass: REFERENCE, x: 900, y: 0, generator });
  doc.applyBatch(ops);
  assert.throws(() => commands.connectSegue(doc, { source: id, destination: "wel-ctl-001", kind: "show", generator }), /not from it/);
  assert.throws(() => commands.connectSegue(doc, { source: "wel-btn-001", destination: "wel-btn-001", kind: "show", generator }), /view controller or a storyboard reference/);
  assert.equal(commands.connectSegue(doc, { source: "wel-btn-001", destination: "lst-ctl-001", kind: "show", generator }).length, 1);
});

test("the corpus's storyboard references are all segue destinations and never sources", { skip: !existsSync(CORPUS) && "no corpus at ../shared/fixtures/corpus" }, () => {
  let references = 0;
  for (const name of readdirSync(CORPUS).filter((n) => n.endsWith(".storyboard"))) {
    const text = readFileSync(`${CORPUS}/${name}`, "utf8");
    if (!text.includes("<viewControllerPlaceholder")) continue;
    const doc = SyncDocument.parse(text);
    const walk = function* (element) { for (const child of element.children) { yield child; yield* walk(child); } };
    const destinations = new Set();
    const placeholders = [];
    for (const element of walk(doc.root)) {
      if (element.tagName === "segue") destinations.add(element.getAttribute("destination"));
      if (element.tagName === "viewControllerPlaceholder") placeholders.push(element);
    }
    for (const placeholder of placeholders) {
      references += 1;
      assert.ok(destinations.has(placeholder.getAttribute("id")), `${name}: ${placeholder.getAttribute("id")}`);
      assert.ok(![...placeholder.children].some((c) => c.tagName === "connections"), name);
      assert.equal(placeholder.getAttribute("sceneMemberID"), "viewController", name);
    }
  }
  assert.ok(references >= 19, `${references} references`);
});
