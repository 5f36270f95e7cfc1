/**
 * A view dropped from the library onto a UIKit table view itself (not into a cell) becomes the table's header or
 * footer view, as in Xcode: `<view key="tableHeaderView">` above the cells, `<view key="tableFooterView">` below them
 * (mirrors `TableHeaderFooter` in Sources/IBSync/Commands). Written as the corpus writes them (../shared/fixtures/corpus:
 * the 12 header and footer views of its 10 storyboards that have one, e.g. RocketChat's Auth.storyboard and
 * Preferences.storyboard, ChatSecure's OTRRoomOccupants.storyboard): the `key` first, no `fixedFrame` nor
 * `translatesAutoresizingMaskIntoConstraints` (none of the 12), the table's width at x 0, the autoresizing mask of
 * `KINDS`. A header is at y 0; a footer below the table's header and cells (the canvas's
 * layout, which Xcode lays out again; a hypothesis for the exact offset, which Xcode derives from its row heights).
 * The height is the library view's; a new header moves the cells and the footer down by it. The element goes where Xcode's order puts it (after the background colour, before
 * `<prototypes>` / `<sections>`).
 */
import { addressOf, frameAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { formatNumber, parseNumber } from "./numbers.js";
import { elementXML, inXcodeOrder } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";
import { isAppKit } from "./frames.js";

export const HEADER_KEY = "tableHeaderView";
export const FOOTER_KEY = "tableFooterView";

/**
 * The elements that can be a header or footer, with the keys Xcode writes them under: the corpus's header and footer
 * views are `<view>`s, and a search bar dropped on a table is its header (`searchBar[tableHeaderView]` in Xcode's order
 * table, sync/engine/xcode-order-table.js). Other views dropped on a table keep going into its subviews.
 */
const KINDS = {
  // 10 of the corpus's 12 header and footer views (the other two are `widthSizable flexibleMaxY`).
  view: { keys: [HEADER_KEY, FOOTER_KEY], mask: [["flexibleMaxX", "YES"], ["flexibleMaxY", "YES"]] },
  // Both of its search bar headers (RxSwift's GitHubSearchRepositories and WikipediaSearch storyboards).
  searchBar: { keys: [HEADER_KEY], mask: [["widthSizable", "YES"], ["flexibleMaxY", "YES"]] },
};

/** Whether a library element can become a UIKit table view's header or footer (the canvas offers the table as a drop target for it). */
export const canBeTableHeaderOrFooter = (elementName) => elementName in KINDS;

/** Whether a view `elementName` dropped on `target` becomes a header or footer (a UIKit table view itself). */
export const isTableHeaderFooterDrop = (doc, target, elementName) => target?.tagName === "tableView" && !isAppKit(doc) && elementName in KINDS;

const frameOf = (element) => childElement(element, "rect", "frame");
const num = (element, name) => parseNumber(frameOf(element)?.getAttribute(name)) || 0;

/** The table's cells, prototypes or static ones, in order. */
function cellsOf(table) {
  const prototypes = [...(childElement(table, "prototypes")?.children ?? [])];
  const sections = [...(childElement(table, "sections")?.children ?? [])].flatMap((section) => [...(childElement(section, "cells")?.children ?? [])]);
  return [...prototypes, ...sections].filter((cell) => cell.tagName === "tableViewCell");
}

/**
 * Which of the two a drop at `y` (in the table's coordinates) makes: the header above the first cell (with no cell, in
 * the table's top half), the footer below it. A refusal when that one is taken.
 */
export function headerOrFooterKey(table, y, elementName) {
  const cells = cellsOf(table);
  const limit = cells.length ? num(cells[0], "y") : num(table, "height") / 2;
  const key = y < limit ? HEADER_KEY : FOOTER_KEY;
  if (!KINDS[elementName].keys.includes(key)) throw new CommandError(`a ${elementName === "searchBar" ? "search bar" : elementName} goes at the top of a table view, as its header.`);
  if ([...table.children].some((child) => child.getAttribute("key") === key)) {
    throw new CommandError(`this table view already has a ${key === HEADER_KEY ? "header" : "footer"} view: drop the view into it.`);
  }
  return key;
}

/** The frame of the new header or footer: the table's width, the library view's height. */
export function headerFooterFrame(table, key, height) {
  const width = num(table, "width");
  if (key === HEADER_KEY) return { x: 0, y: 0, width, height };
  const header = [...table.children].find((child) => child.getAttribute("key") === HEADER_KEY);
  const bottoms = [header ? num(header, "y") + num(header, "height") : 0, ...cellsOf(table).map((cell) => num(cell, "y") + num(cell, "height"))];
  return { x: 0, y: Math.max(...bottoms), width, height };
}

/**
 * The op inserting the header or footer: `attributes` the library view's defaults and id (in Xcode's order, without
 * key), `inner` what follows its frame and mask (its parts, background colour, keyed defaults).
 */
export function headerFooterOps(doc, { table, key, elementName, attributes, frame, inner }) {
  const ordered = inXcodeOrder(elementName, [["key", key], ...attributes], doc);
  const rect = elementXML("rect", [["key", "frame"], ["x", formatNumber(frame.x)], ["y", formatNumber(frame.y)], ["width", formatNumber(frame.width)], ["height", formatNumber(frame.height)]]);
  const mask = elementXML("autoresizingMask", [["key", "autoresizingMask"], ...KINDS[elementName].mask]);
  const xml = elementXML(elementName, ordered, rect + mask + inner);
  return [{ op: "insertSubtree", parent: addressOf(doc, table), xml, position: { xcodeOrder: true } }, ...belowHeaderOps(table, key, frame.height)];
}

/**
 * A new header pushes the table's cells and footer down by its height (their frames are in the table's coordinates,
 * under the header: UITableView's layout, which Xcode writes on save).
 */
function belowHeaderOps(table, key, height) {
  if (key !== HEADER_KEY) return [];
  const footer = [...table.children].find((child) => child.getAttribute("key") === FOOTER_KEY);
  return [...cellsOf(table), ...(footer ? [footer] : [])].filter((element) => element.getAttribute("id") && frameOf(element))
    .map((element) => ({ op: "setAttribute", target: frameAddress(element.getAttribute("id")), name: "y", value: formatNumber(num(element, "y") + height) }));
}
