// The Attributes inspector's Content pop-up of a table view (commands/inspector-edits.js "tableContent"):
// Static Cells runs Convert to Static Cells, Dynamic Prototypes runs convertToDynamicPrototypes (static-cells.js),
// never a bare dataMode attribute. Run: node --test Tests/js/editor/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import * as commands from "../../../Public/js/commands/index.js";
import { inspectorEditOps, inspectorField, inspectorValues } from "../../../Public/js/commands/inspector-edits.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const TABLE_CONTROLLER = { className: "UITableViewController", elementName: "tableViewController", libraryTitle: "Table View Controller" };
const VIEW_CONTROLLER = { className: "UIViewController", elementName: "viewController", libraryTitle: "View Controller" };
/** The catalog's entry (GET /api/catalog, UIKitBarsAndListsCatalog.swift): `.choice("dataMode", ["prototypes", "static"])`. */
const DATA_MODE = { key: "dataMode", label: "Data Mode", type: { enumeration: { _0: ["prototypes", "static"] } }, storage: { attribute: {} } };

function counter() {
  let n = 0;
  return { next: () => `new-${String(n++).padStart(2, "0")}-001` };
}

function tableControllerDocument() {
  const doc = SyncDocument.parse(SIGNUP);
  doc.applyBatch(commands.addScene(doc, { catalogClass: TABLE_CONTROLLER, x: 0, y: 0, generator: counter() }).ops);
  return doc;
}

test("Static Cells moves the prototypes into one section; Dynamic Prototypes gives back the same bytes", () => {
  const doc = tableControllerDocument();
  const table = "new-02-001";
  const original = doc.serialize();
  assert.equal(inspectorField(DATA_MODE, doc.elementById(table)), "tableContent");
  assert.deepEqual(inspectorValues(DATA_MODE, doc.elementById(table)), ["static"]);
  doc.applyBatch(inspectorEditOps(doc, { id: table, attribute: DATA_MODE, value: "static" }));
  const element = doc.elementById(table);
  assert.equal(element.getAttribute("dataMode"), "static");
  assert.deepEqual([...element.children].map((c) => c.tagName).filter((n) => n === "prototypes" || n === "sections"), ["sections"]);
  assert.equal(doc.elementById("new-03-001").parentElement.parentElement.tagName, "tableViewSection", "the prototype is the section's cell");
  assert.deepEqual(inspectorEditOps(doc, { id: table, attribute: DATA_MODE, value: "static" }), [], "the current value writes nothing");
  assert.deepEqual(inspectorValues(DATA_MODE, element), ["prototypes"]);
  doc.applyBatch(inspectorEditOps(doc, { id: table, attribute: DATA_MODE, value: "prototypes" }));
  assert.equal(doc.serialize(), original, "back to the prototypes, byte for byte");
});

test("Dynamic Prototypes keeps every section's cells, in order, as prototypes", () => {
  const doc = tableControllerDocument();
  const table = "new-02-001";
  const generator = counter();
  for (let i = 0; i < 10; i++) generator.next();
  doc.applyBatch(commands.convertToStaticCells(doc, { id: table, generator }).ops);
  doc.applyBatch(commands.addTableSection(doc, { id: table, generator }).ops);
  const sections = [...doc.elementById(table).children].find((c) => c.tagName === "sections");
  const cellIDs = [...sections.children].flatMap((s) => [...s.children].flatMap((cells) => [...cells.children])).map((c) => c.getAttribute("id"));
  assert.equal(cellIDs.length, 2);
  const { ops } = commands.convertToDynamicPrototypes(doc, { id: table });
  const { inverse } = doc.applyBatch(ops);
  const text = doc.serialize();
  assert.ok(!text.includes("<sections>") && !text.includes("tableViewSection"), "no sections left");
  const prototypes = doc.elementById(table).children;
  assert.deepEqual([...[...prototypes].find((c) => c.tagName === "prototypes").children].map((c) => c.getAttribute("id")), cellIDs);
  assert.equal(doc.elementById(table).getAttribute("dataMode"), "prototypes");
  const undone = SyncDocument.parse(text);
  undone.applyBatch(inverse);
  assert.match(undone.serialize(), /dataMode="static"/);
  assert.throws(() => commands.convertToDynamicPrototypes(doc, { id: table }), /already has dynamic prototypes/);
});

test("two static sections back to prototypes: the text of Tests/js/editor/expected/dynamic-prototypes.xml (the Swift twin's too)", () => {
  const generator = counter();
  const doc = SyncDocument.parse(SIGNUP);
  doc.applyBatch(commands.addScene(doc, { catalogClass: TABLE_CONTROLLER, x: 0, y: 0, generator }).ops);
  doc.applyBatch(commands.convertToStaticCells(doc, { id: "new-02-001", generator }).ops);
  doc.applyBatch(commands.addTableSection(doc, { id: "new-02-001", generator }).ops);
  doc.applyBatch(commands.convertToDynamicPrototypes(doc, { id: "new-02-001" }).ops);
  const text = doc.serialize();
  const start = text.lastIndexOf("\n", text.indexOf('id="new-02-001">')) + 1;
  const table = text.slice(start, text.indexOf("</tableView>", start) + "</tableView>".length);
  assert.equal(table, readFileSync(new URL("./expected/dynamic-prototypes.xml", import.meta.url), "utf8").trimEnd());
});

test("a table view outside a Table View Controller offers no Static Cells and is refused", () => {
  const generator = counter();
  const doc = SyncDocument.parse(SIGNUP);
  doc.applyBatch(commands.addScene(doc, { catalogClass: VIEW_CONTROLLER, x: 0, y: 0, generator }).ops);
  const viewID = [...doc.serialize().matchAll(/<view key="view" contentMode="scaleToFill" id="(new-[^"]+)">/g)][0][1];
  const tableClass = { className: "UITableView", elementName: "tableView", libraryTitle: "Table View", defaultAttributes: [{ name: "clipsSubviews", value: "YES" }], defaultSize: { width: 240, height: 128 } };
  const added = commands.addObject(doc, { catalogClass: tableClass, into: viewID, x: 0, y: 0, generator });
  doc.applyBatch(added.ops);
  assert.deepEqual(inspectorValues(DATA_MODE, doc.elementById(added.id)), []);
  assert.throws(() => inspectorEditOps(doc, { id: added.id, attribute: DATA_MODE, value: "static" }), /only valid in a Table View Controller/);
});
