// A View dropped on a table view itself becomes its header (above the cells) or footer (below them), as Xcode writes
// them; the new header moves the cells down. The same text as EditCommandsTests.testViewsDroppedOnATableBecomeItsHeaderAndFooter
// (Swift): Tests/js/editor/expected/table-header-footer.xml. Run: node --test Tests/js/editor/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import * as commands from "../../../Public/js/commands/index.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const CORPUS = fileURLToPath(new URL("../../../../shared/fixtures/corpus", import.meta.url));
const TABLE_CONTROLLER = { className: "UITableViewController", elementName: "tableViewController", libraryTitle: "Table View Controller" };
// The catalog's entries (UIKitViewsCatalog / UIKitBarsAndListsCatalog).
const VIEW = { className: "UIView", elementName: "view", libraryTitle: "View", defaultAttributes: [{ name: "contentMode", value: "scaleToFill" }], defaultSize: { width: 240, height: 128 } };
const SEARCH_BAR = { className: "UISearchBar", elementName: "searchBar", libraryTitle: "Search Bar",
  defaultAttributes: [{ name: "contentMode", value: "redraw" }, { name: "translatesAutoresizingMaskIntoConstraints", value: "NO" }], defaultSize: { width: 375, height: 56 } };

function counter() {
  let n = 0;
  return { next: () => `new-${String(n++).padStart(2, "0")}-001` };
}

/** Signup with a new Table View Controller (ids new-00…07: the table is new-02-001, its cell new-03-001). */
function withTable() {
  const generator = counter();
  const doc = SyncDocument.parse(SIGNUP);
  doc.applyBatch(commands.addScene(doc, { catalogClass: TABLE_CONTROLLER, x: 0, y: 0, generator }).ops);
  return { doc, generator };
}

/** Applies one drop as a batch; its inverse gives the bytes back. */
function drop(doc, generator, catalogClass, y) {
  const before = doc.serialize();
  const result = commands.addObject(doc, { catalogClass, into: "new-02-001", x: 10, y, generator });
  const { inverse } = doc.applyBatch(result.ops);
  const undone = SyncDocument.parse(doc.serialize());
  undone.applyBatch(inverse);
  assert.equal(undone.serialize(), before, "one undo removes it");
  return result;
}

const tableText = (doc) => {
  const text = doc.serialize();
  const start = text.lastIndexOf("\n", text.indexOf("id=\"new-02-001\">")) + 1;
  return text.slice(start, text.indexOf("</tableView>", start) + "</tableView>".length);
};

test("a View dropped above the cells is the table's header, one below them its footer; the header moves the cell down", () => {
  const { doc, generator } = withTable();
  const header = drop(doc, generator, VIEW, 5);
  assert.equal(doc.elementById(header.id).getAttribute("key"), "tableHeaderView");
  const footer = drop(doc, generator, VIEW, 400);
  assert.equal(doc.elementById(footer.id).getAttribute("key"), "tableFooterView");
  assert.equal(tableText(doc), readFileSync(new URL("./expected/table-header-footer.xml", import.meta.url), "utf8").trimEnd());
  // The prototype below the 128 pt header, the footer below the cell.
  assert.match(tableText(doc), /<view key="tableFooterView" contentMode="scaleToFill" id="new-09-001">\n\s*<rect key="frame" x="0.0" y="200" width="375" height="128"\/>/);
  assert.throws(() => commands.addObject(doc, { catalogClass: VIEW, into: "new-02-001", x: 10, y: 3, generator }), /already has a header view/);
  assert.throws(() => commands.addObject(doc, { catalogClass: VIEW, into: "new-02-001", x: 10, y: 500, generator }), /already has a footer view/);
});

test("a Search Bar dropped on top of a table is its header, written as the corpus writes both of its search bar headers (widthSizable mask, no translatesAutoresizingMaskIntoConstraints); below the cells it is refused", () => {
  const { doc, generator } = withTable();
  assert.throws(() => commands.addObject(doc, { catalogClass: SEARCH_BAR, into: "new-02-001", x: 0, y: 400, generator }), /as its header/);
  const bar = drop(doc, generator, SEARCH_BAR, 0);
  const element = doc.elementById(bar.id);
  assert.equal(element.getAttribute("key"), "tableHeaderView");
  assert.equal(element.getAttribute("translatesAutoresizingMaskIntoConstraints"), null);
  assert.match(tableText(doc), /<searchBar key="tableHeaderView" contentMode="redraw" id="[^"]+">\n\s*<rect key="frame" x="0.0" y="0.0" width="375" height="56"\/>\n\s*<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"\/>/);
});

test("a View dropped on a table view's cell content still goes into its subviews", () => {
  const { doc, generator } = withTable();
  const result = commands.addObject(doc, { catalogClass: VIEW, into: "new-04-001", x: 0, y: 0, generator });
  doc.applyBatch(result.ops);
  assert.equal(doc.elementById(result.id).parentElement.tagName, "subviews");
});

test("the corpus's table header and footer views are written as the command writes them", { skip: !existsSync(CORPUS) && "no corpus at ../shared/fixtures/corpus" }, () => {
  // Every header and footer of ../shared/fixtures/corpus (RocketChat's Auth, Preferences, Directory, Subscriptions,
  // UserDetail storyboards; ChatSecure's OTRComposeGroup, OTRRoomOccupants; RxSwift's GitHubSearchRepositories…).
  let seen = 0;
  for (const name of readdirSync(CORPUS).filter((n) => n.endsWith(".storyboard"))) {
    const text = readFileSync(`${CORPUS}/${name}`, "utf8");
    if (!text.includes("key=\"tableHeaderView\"") && !text.includes("key=\"tableFooterView\"")) continue;
    for (const [tag, key, rest] of text.matchAll(/<(view|searchBar) key="(tableHeaderView|tableFooterView)"([^>]*)>/g)) {
      seen += 1;
      assert.doesNotMatch(rest, /fixedFrame|translatesAutoresizingMaskIntoConstraints/, `${name}: ${tag} ${key}`);
      if (tag === "searchBar") assert.equal(key, "tableHeaderView", name);
    }
  }
  assert.ok(seen >= 12, `${seen} header and footer views`);
});
