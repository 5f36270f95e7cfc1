// "Convert to Static Cells" and "Add Table Section" (commands/static-cells.js): the same text as
// StaticCellsTests.testConvertingATableViewControllerToStaticCellsThenAddingASection (Swift),
// Tests/js/editor/expected/static-cells.xml; compared with the corpus's static tables. Run: node --test Tests/js/editor/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import * as commands from "../../../Public/js/commands/index.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const CORPUS = fileURLToPath(new URL("../../../../shared/fixtures/corpus", import.meta.url));
const TABLE_CONTROLLER = { className: "UITableViewController", elementName: "tableViewController", libraryTitle: "Table View Controller" };
const VIEW_CONTROLLER = { className: "UIViewController", elementName: "viewController", libraryTitle: "View Controller" };

function counter() {
  let n = 0;
  return { next: () => `new-${String(n++).padStart(2, "0")}-001` };
}

/** Applies one command's ops as a batch; its inverse gives the bytes back. */
function apply(doc, result) {
  const before = doc.serialize();
  const { inverse } = doc.applyBatch(result.ops);
  const undone = SyncDocument.parse(doc.serialize());
  undone.applyBatch(inverse);
  assert.equal(undone.serialize(), before, "one undo");
  return result;
}

const tableText = (doc, id) => {
  const text = doc.serialize();
  const start = text.lastIndexOf("\n", text.indexOf(`id="${id}">`)) + 1;
  return text.slice(start, text.indexOf("</tableView>", start) + "</tableView>".length);
};

test("a Table View Controller's prototypes become one static section, and a section with one cell is added", () => {
  const generator = counter();
  const doc = SyncDocument.parse(SIGNUP);
  doc.applyBatch(commands.addScene(doc, { catalogClass: TABLE_CONTROLLER, x: 0, y: 0, generator }).ops);
  assert.equal(commands.canConvertToStaticCells(doc, "new-02-001"), true);
  assert.equal(commands.canAddTableSection(doc, "new-02-001"), false);
  const converted = apply(doc, commands.convertToStaticCells(doc, { id: "new-02-001", generator }));
  assert.equal(doc.elementById(converted.id).tagName, "tableViewSection");
  assert.equal(doc.elementById("new-03-001").parentElement.parentElement.getAttribute("id"), converted.id, "the prototype is the section's cell");
  assert.equal(commands.canAddTableSection(doc, "new-02-001"), true);
  apply(doc, commands.addTableSection(doc, { id: "new-02-001", generator }));
  assert.equal(tableText(doc, "new-02-001"), readFileSync(new URL("./expected/static-cells.xml", import.meta.url), "utf8").trimEnd());
  assert.throws(() => commands.convertToStaticCells(doc, { id: "new-02-001", generator }), /already has static cells/);
});

test("a table view that is not a Table View Controller's own is refused", () => {
  const generator = counter();
  const doc = SyncDocument.parse(SIGNUP);
  doc.applyBatch(commands.addScene(doc, { catalogClass: VIEW_CONTROLLER, x: 0, y: 0, generator }).ops);
  const viewID = [...doc.serialize().matchAll(/<view key="view" contentMode="scaleToFill" id="(new-[^"]+)">/g)][0][1];
  const table = { className: "UITableView", elementName: "tableView", libraryTitle: "Table View", defaultAttributes: [{ name: "clipsSubviews", value: "YES" }, { name: "contentMode", value: "scaleToFill" }], defaultSize: { width: 240, height: 128 } };
  const added = commands.addObject(doc, { catalogClass: table, into: viewID, x: 0, y: 0, generator });
  doc.applyBatch(added.ops);
  assert.equal(commands.canConvertToStaticCells(doc, added.id), false);
  assert.throws(() => commands.convertToStaticCells(doc, { id: added.id, generator }), /only valid in a Table View Controller/);
  assert.throws(() => commands.addTableSection(doc, { id: "new-02-001", generator }), /does not exist|only valid|UIKit table/);
});

test("the corpus's static tables are Table View Controllers' tables with <sections> of <tableViewSection> holding <cells>", { skip: !existsSync(CORPUS) && "no corpus at ../shared/fixtures/corpus" }, () => {
  // Every dataMode="static" table of ../shared/fixtures/corpus (RocketChat Preferences, ResearchKit ORKCatalog Main…).
  let tables = 0;
  for (const name of readdirSync(CORPUS).filter((n) => n.endsWith(".storyboard"))) {
    const text = readFileSync(`${CORPUS}/${name}`, "utf8");
    if (!text.includes("dataMode=\"static\"")) continue;
    const doc = SyncDocument.parse(text);
    const walk = function* (element) { for (const child of element.children) { yield child; yield* walk(child); } };
    for (const table of walk(doc.root)) {
      if (table.tagName !== "tableView" || table.getAttribute("dataMode") !== "static") continue;
      tables += 1;
      assert.equal(table.parentElement.tagName, "tableViewController", name);
      const names = [...table.children].map((c) => c.tagName);
      assert.ok(names.includes("sections"), `${name}: ${names}`);
      if (names.includes("connections")) assert.ok(names.indexOf("sections") < names.indexOf("connections"), `${name}: ${names}`);
      for (const section of [...table.children].find((c) => c.tagName === "sections").children) {
        assert.equal(section.tagName, "tableViewSection", name);
        // Its cells in `<cells>`; besides them only keyed titles (`<string key="footerTitle">`…).
        assert.ok([...section.children].every((c) => c.tagName === "cells" || c.getAttribute("key")), `${name}: ${[...section.children].map((c) => c.tagName)}`);
      }
    }
  }
  assert.ok(tables >= 12, `${tables} static tables`);
});
