/**
 * Static table views (mirrors `StaticCells` in Sources/IBSync/Commands): "Convert to Static Cells" turns a Table View
 * Controller's table from prototypes to static content, and "Add Table Section" gives a static table one more section
 * with one cell (a Table View Cell from the library adds cells: library-placement.js puts it in the last section).
 * Written as the corpus's static tables are (../shared/fixtures/corpus: 12 static table views, all of them a Table View Controller's, e.g. RocketChat's
 * Preferences.storyboard, ResearchKit's ORKCatalog Main.storyboard): `dataMode="static"` on the table, `<sections>`
 * where `<prototypes>` were (after the header/footer views, before the connections: Xcode's order table), each
 * `<tableViewSection id=…>` (7 of its 25 sections have no title) holding `<cells>` of `<tableViewCell>`s.
 * Static cells are only valid in a UITableViewController's own table (the compiler's rule: "Static table views are
 * only valid when embedded in UITableViewController instances"), so any other table is refused.
 *
 * A hypothesis, flagged: the prototypes become the cells of the one new section, kept as they are (ids, content,
 * reuse identifiers: 10 of the corpus's 71 static cells still have one, as if converted), and a table without
 * prototypes gets one library cell. A new section's cell sits one section header below the last cell (the canvas's
 * layout; Xcode lays the table out again).
 */
import { childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { parseNumber } from "./numbers.js";
import { elementXML, serializeElement } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";
import { requireObject } from "./protection.js";
import { isAppKit } from "./frames.js";
import { libraryCellXML, SECTION_HEADER, TABLE_CELL_HEIGHT } from "./add-scene.js";

/** The table of `id` when it is a UITableViewController's own table view, else a refusal. */
function controllerTable(doc, id) {
  const table = requireObject(doc, id);
  if (table.tagName !== "tableView" || isAppKit(doc)) throw new CommandError("static cells belong to a UIKit table view.");
  if (table.parentElement?.tagName !== "tableViewController" || table.getAttribute("key") !== "view") {
    throw new CommandError("static cells are only valid in a Table View Controller's table view.");
  }
  return table;
}

const isStatic = (table) => table.getAttribute("dataMode") === "static";
const frameNumber = (element, name) => parseNumber(childElement(element, "rect", "frame")?.getAttribute(name)) || 0;

/** Whether `id` is a dynamic table that "Convert to Static Cells" applies to. */
export function canConvertToStaticCells(doc, id) {
  try { return !isStatic(controllerTable(doc, id)); } catch { return false; }
}

/** Whether `id` is a static table that "Add Table Section" applies to. */
export function canAddTableSection(doc, id) {
  try { return isStatic(controllerTable(doc, id)); } catch { return false; }
}

/** A new section's XML (ids: the section's, then its cells'). */
function sectionXML(cellsXML, next) {
  const id = next();
  return elementXML("tableViewSection", [["id", id]], elementXML("cells", [], cellsXML()));
}

/** A new library cell at `y`, the table's width. */
function newCell(table, y, next) {
  return libraryCellXML("tableViewCell", { x: 0, y, width: frameNumber(table, "width"), height: TABLE_CELL_HEIGHT }, next);
}

/** @returns {{ops: object[], id: string}} `id` the new section */
export function convertToStaticCells(doc, { id, generator }) {
  const table = controllerTable(doc, id);
  if (isStatic(table)) throw new CommandError("this table view already has static cells.");
  const next = () => generator.next();
  const tableAddress = objectAddress(id);
  const prototypes = childElement(table, "prototypes");
  const cells = [...(prototypes?.children ?? [])].filter((c) => c.tagName === "tableViewCell");
  const ops = [{ op: "setAttribute", target: tableAddress, name: "dataMode", value: "static" }];
  if (prototypes) ops.push({ op: "removeSubtree", target: childAddress(tableAddress, "prototypes") });
  let sectionID = null;
  const section = sectionXML(() => (cells.length ? cells.map((cell) => serializeElement(cell)).join("") : newCell(table, SECTION_HEADER, next)), () => { sectionID = next(); return sectionID; });
  ops.push({ op: "insertSubtree", parent: tableAddress, xml: `<sections>${section}</sections>`, position: { xcodeOrder: true } });
  return { ops, id: sectionID };
}

/**
 * Static content → prototypes (the Attributes inspector's Content back at Dynamic Prototypes): `dataMode="prototypes"`
 * and `<prototypes>` where `<sections>` were, holding every section's cells in order. A hypothesis, flagged: Xcode's
 * output for this switch is not in the corpus (no table there went back); the cells are kept as they are, as the
 * other direction keeps the prototypes, and the sections (with their titles) are dropped, since a dynamic table's
 * sections come from its data source. The cells' ids, content and frames stay, so switching back and forth keeps them.
 * @returns {{ops: object[], id: string}} `id` the table
 */
export function convertToDynamicPrototypes(doc, { id }) {
  const table = controllerTable(doc, id);
  if (!isStatic(table)) throw new CommandError("this table view already has dynamic prototypes.");
  const tableAddress = objectAddress(id);
  const sections = childElement(table, "sections");
  const cells = [...(sections?.children ?? [])].flatMap((s) => [...(childElement(s, "cells")?.children ?? [])]).filter((c) => c.tagName === "tableViewCell");
  const ops = [{ op: "setAttribute", target: tableAddress, name: "dataMode", value: "prototypes" }];
  if (sections) ops.push({ op: "removeSubtree", target: childAddress(tableAddress, "sections") });
  if (cells.length) {
    ops.push({ op: "insertSubtree", parent: tableAddress, xml: elementXML("prototypes", [], cells.map((cell) => serializeElement(cell)).join("")), position: { xcodeOrder: true } });
  }
  return { ops, id };
}

/** Whether `id` is a Table View Controller's table whose Content the inspector can switch (UIKit, the controller's own). */
export function hasSwitchableContent(doc, id) {
  try { controllerTable(doc, id); return true; } catch { return false; }
}

/** @returns {{ops: object[], id: string}} `id` the new section */
export function addTableSection(doc, { id, generator }) {
  const table = controllerTable(doc, id);
  if (!isStatic(table)) throw new CommandError("sections are added to a table view with static cells: convert it first.");
  const next = () => generator.next();
  const sections = childElement(table, "sections");
  const allCells = [...(sections?.children ?? [])].flatMap((s) => [...(childElement(s, "cells")?.children ?? [])]);
  const bottom = Math.max(0, ...allCells.map((cell) => frameNumber(cell, "y") + frameNumber(cell, "height")));
  const header = parseNumber(table.getAttribute("sectionHeaderHeight")) > 0 ? parseNumber(table.getAttribute("sectionHeaderHeight")) : SECTION_HEADER;
  let sectionID = null;
  const section = sectionXML(() => newCell(table, bottom + header, next), () => { sectionID = next(); return sectionID; });
  const op = sections
    ? { op: "insertSubtree", parent: childAddress(objectAddress(id), "sections"), xml: section, position: { atEnd: true } }
    : { op: "insertSubtree", parent: objectAddress(id), xml: `<sections>${section}</sections>`, position: { xcodeOrder: true } };
  return { ops: [op], id: sectionID };
}
