// The rule the connect commands refuse by is the rule the connections HUD offers by (commands/connection-rules.js):
// every refusal it answers is the command's, and what it lets through the command writes (run: node --test Tests/js/).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { readDocument } from "./support/read-tree.mjs";
import * as commands from "../../../Public/js/commands/index.js";
import { actionRefusal, CROSS_SCENE, outletRefusal } from "../../../Public/js/commands/connection-rules.js";
import { elementById } from "../../../Public/js/document/xml-read.js";

const fixture = (name) => readDocument(readFileSync(new URL(`../../browser/fixtures/${name}`, import.meta.url), "utf8"));
const ids = () => { let n = 0; return { next: () => `new-00-${String(++n).padStart(3, "0")}` }; };

/** The predicate's answer, and that the command refuses with exactly that reason (or writes the outlet). */
function outletCase(doc, source, destination, property) {
  const reason = outletRefusal(elementById(doc, source), elementById(doc, destination), property);
  const connect = () => commands.connectOutlet(doc, { source, property, destination, generator: ids() });
  if (reason) assert.throws(connect, (error) => error.message.includes(reason), `${source} → ${destination}`);
  else assert.equal(connect()[0].xml, `<outlet property="${property}" destination="${destination}" id="new-00-001"/>`);
  return reason;
}

test("a storyboard's outlets: same scene taken; another scene, a layout guide, into a prototype cell, a bar item's own child refused", () => {
  const doc = fixture("Signup.storyboard");
  assert.equal(outletCase(doc, "wel-ctl-001", "wel-txt-001", "nameField"), null);
  assert.equal(outletCase(doc, "wel-ctl-001", "lst-tbl-001", "plans"), CROSS_SCENE);
  assert.match(outletCase(doc, "wel-ctl-001", "wel-saf-001", "guide"), /layout guide/);
  assert.match(outletCase(doc, "lst-ctl-001", "lst-lbl-001", "planLabel"), /into a prototype cell/);
  assert.equal(outletCase(doc, "lst-cel-001", "lst-lbl-001", "planLabel"), null);   // from inside the same cell
  assert.match(outletCase(doc, "wel-nav-001", "wel-bbi-001", "rightBarButtonItem"), /item placed in it/);
  // Asked without a property (what the HUD asks before listing any outlet), a child outlet is not yet a refusal.
  assert.equal(outletRefusal(elementById(doc, "wel-nav-001"), elementById(doc, "wel-bbi-001")), null);
  assert.match(outletRefusal(elementById(doc, "lst-ctl-001"), elementById(doc, "lst-lbl-001")), /into a prototype cell/);
});

test("an AppKit cell view's outlets stay in its own nib (the cell view's objects or File's Owner)", () => {
  const doc = fixture("AppKitTables.xib");
  assert.equal(outletCase(doc, "tbl-tcv-001", "tbl-txt-001", "textField"), null);
  assert.equal(outletCase(doc, "tbl-txt-001", "-2", "delegate"), null);
  assert.match(outletCase(doc, "tbl-tcv-001", "tbl-txt-002", "nextKeyView"), /inside a table cell view/);
  assert.equal(actionRefusal(elementById(doc, "tbl-txt-002"), elementById(doc, "-2")), null);   // a xib is one nib
});

test("an action between two scenes is refused by the command with the HUD's reason; within a scene it is written", () => {
  const doc = fixture("Signup.storyboard");
  const from = elementById(doc, "wel-btn-001");
  assert.equal(actionRefusal(from, elementById(doc, "lst-ctl-001")), CROSS_SCENE);
  assert.throws(() => commands.connectAction(doc, { source: "wel-btn-001", selector: "go:", target: "lst-ctl-001", generator: ids() }),
    (error) => error.message === CROSS_SCENE);
  assert.equal(actionRefusal(from, elementById(doc, "wel-ctl-001")), null);
  assert.equal(commands.connectAction(doc, { source: "wel-btn-001", selector: "go:", target: "wel-ctl-001", generator: ids() })[0].xml,
    '<action selector="go:" destination="wel-ctl-001" eventType="touchUpInside" id="new-00-001"/>');
});
