/** Outlets and actions (mirrors `EditCommands.connectOutlet` / `connectAction` / `disconnect`). */
import { childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { requireObject } from "./protection.js";
import { elementXML } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";
import { isAppKit } from "./frames.js";

const connectionsOf = (id) => childAddress(objectAddress(id), "connections");

/**
 * Xcode writes an object's connections grouped by element, in this order: across the corpus (../shared/fixtures, both
 * platforms) no pair of them ever appears the other way round (AppKit: 402 action-before-outlet, 329
 * binding-before-outlet, 301 action-before-binding; UIKit: 354 outlet-before-outletCollection, 120 outlet-before-segue).
 * Within a group a new one goes last (authoring order).
 */
const CONNECTION_ORDER = ["accessibilityConnection", "action", "binding", "outlet", "outletCollection", "segue"];

/** Where a new `<tagName>` connection of `source` goes: after its group and the groups before it. */
export function connectionPosition(source, tagName) {
  const rank = CONNECTION_ORDER.indexOf(tagName);
  const existing = childElement(source, "connections")?.children ?? [];
  const later = existing.findIndex((c) => CONNECTION_ORDER.indexOf(c.tagName) > rank);
  if (later < 0) return { atEnd: true };
  const previous = later > 0 ? existing[later - 1].getAttribute("id") : null;
  return previous ? { after: objectAddress(previous) } : { atStart: true };
}

/**
 * A layout guide (the safe area, a legacy top/bottom layout guide) is an item of constraints, not an object an outlet
 * can hold (mirrors `EditCommands.connectOutlet`): no corpus document has an outlet to one (0 of 8,639 outlets), and the
 * compiler has no object to connect for a legacy guide. Hypothesis: Xcode does not offer it as a destination.
 */
function refuseLayoutGuide(element) {
  if (element.tagName === "viewLayoutGuide" || element.tagName === "viewControllerLayoutGuide") {
    throw new CommandError("a layout guide can't be an outlet's destination.");
  }
}

/**
 * Outlets Xcode keeps as the source's own children, never as `<outlet>`: a navigation item's bar button items and
 * title view (`<barButtonItem key="leftBarButtonItem">`, `<rightBarButtonItems>`, `<view key="titleView">`); none of
 * the corpus's 83 navigation items has `<connections>`; a bar button item's custom view (`<view key="customView">` or
 * `<button key="customView">`: 7 in the fixtures, no `property="customView"` outlet anywhere). Mirrors
 * `EditCommands.childOutlets`.
 */
export const CHILD_OUTLETS = new Map([
  ["navigationItem", new Set(["backBarButtonItem", "leftBarButtonItem", "rightBarButtonItem", "titleView", "leftBarButtonItems", "rightBarButtonItems"])],
  ["barButtonItem", new Set(["customView"])],
]);

/** The AppKit prototype cell view holding `element` (a `<tableCellView>` of a table column, itself included), or null. */
function prototypeCellView(element) {
  let cell = null;
  for (let node = element; node; node = node.parentElement) {
    if (!cell && node.tagName === "tableCellView") cell = node;
    else if (cell && node.tagName === "tableColumn") return cell;
  }
  return null;
}

/**
 * An AppKit prototype cell view is archived as a nib of its own, holding File's Owner and the cell view (the
 * compiler's AppKitPrototypeCellNib, as ibtool does), so an outlet from inside it can reach only those: across the
 * corpus the 230 outlets of objects inside a cell view go to the cell view's own objects (228) or File's Owner (2),
 * none elsewhere, and the compiler can't resolve one that does. Mirrors `EditCommands.refuseOutletLeavingCellView`.
 */
function refuseOutletLeavingCellView(from, to) {
  const cell = prototypeCellView(from);
  if (!cell || to.getAttribute("id") === "-2") return;
  for (let node = to; node; node = node.parentElement) if (node === cell) return;
  throw new CommandError("an outlet from inside a table cell view can only reach the cell view's own objects or File's Owner.");
}

/** The prototype cell holding `element` (a table view's `<prototypes>`, a collection view's `<cells>`, an AppKit column's `<prototypeCellViews>`), or null. */
function prototypeCell(element) {
  for (let node = element; node; node = node.parentElement) {
    if (!PROTOTYPE_CELL_TAGS.has(node.tagName)) continue;
    const holder = node.parentElement;
    const prototype = holder && (holder.tagName === "prototypes" || holder.tagName === "prototypeCellViews"
      || (holder.tagName === "cells" && holder.parentElement?.tagName === "collectionView"));
    return prototype ? node : null;
  }
  return null;
}

const PROTOTYPE_CELL_TAGS = new Set(["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"]);

/**
 * A prototype cell is repeating content, a nib of its own instantiated per row: an outlet from outside it to
 * something inside has no one object to hold. All 270 corpus outlets to an object inside a prototype cell come from
 * inside the same cell (static cells, which are not prototypes, take outlets from their controller). Mirrors
 * `EditCommands.refuseOutletIntoPrototypeCell`.
 */
function refuseOutletIntoPrototypeCell(from, to) {
  const cell = prototypeCell(to);
  if (cell && prototypeCell(from) !== cell) throw new CommandError("an outlet can't reach into a prototype cell from outside it (the cell is repeated per row).");
}

export function connectOutlet(doc, { source, property, destination, generator, collection = false }) {
  const from = requireObject(doc, source);
  const to = requireObject(doc, destination);
  refuseLayoutGuide(to);
  refuseOutletLeavingCellView(from, to);
  refuseOutletIntoPrototypeCell(from, to);
  if (CHILD_OUTLETS.get(from.tagName)?.has(property)) {
    throw new CommandError(`a ${from.tagName}'s ${property} is the item placed in it, not a connection: drop the item on the bar.`);
  }
  const xml = collection
    ? elementXML("outletCollection", [["property", property], ["destination", destination], ["collectionClass", "NSMutableArray"], ["id", generator.next()]])
    : elementXML("outlet", [["property", property], ["destination", destination], ["id", generator.next()]]);
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml, position: connectionPosition(from, collection ? "outletCollection" : "outlet") }];
}

/** UIKit writes `destination` and the control event, AppKit `target`. */
export function connectAction(doc, { source, selector, target, eventType = "touchUpInside", generator }) {
  const from = requireObject(doc, source);
  requireObject(doc, target);
  const appKit = isAppKit(doc);
  const attributes = appKit
    ? [["selector", selector], ["target", target], ["id", generator.next()]]
    : [["selector", selector], ["destination", target], ["eventType", eventType], ["id", generator.next()]];
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml: elementXML("action", attributes), position: connectionPosition(from, "action") }];
}

/** A segue from a control or controller to a controller of the same storyboard (`relationship` for containers). */
export function connectSegue(doc, { source, destination, kind, relationship = null, generator }) {
  const from = requireObject(doc, source);
  requireObject(doc, destination);
  // An iOS popover is anchored where it is drawn from: every popover segue of the corpus (3) comes from a bar button
  // item, names it as `popoverAnchorBarButtonItem` and permits every arrow direction. Drawn from a view Xcode names the
  // view (`popoverAnchorView`: a hypothesis, the corpus has none); from the controller itself there is no anchor, which
  // Xcode refuses to build, so it is refused here.
  let anchor = null;
  let content = "";
  if (kind === "popoverPresentation") {
    const isBarItem = from.tagName === "barButtonItem";
    const isView = from.children && [...from.children].some((c) => c.tagName === "rect" && c.getAttribute("key") === "frame");
    if (!isBarItem && !isView) throw new CommandError("a popover segue needs an anchor: draw it from a bar button item or a view.");
    anchor = [isBarItem ? "popoverAnchorBarButtonItem" : "popoverAnchorView", source];
    content = elementXML("popoverArrowDirection", [["key", "popoverArrowDirection"], ["up", "YES"], ["down", "YES"], ["left", "YES"], ["right", "YES"]]);
  }
  const attributes = [["destination", destination], ["kind", kind], ["relationship", relationship], ...(anchor ? [anchor] : []), ["id", generator.next()]];
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml: elementXML("segue", attributes, content), position: connectionPosition(from, "segue") }];
}

/** Removes an outlet, action or segue (the `<connections>` list goes when emptied). */
export function disconnect(doc, { id }) {
  const connection = requireObject(doc, id);
  if (connection.parentElement?.tagName !== "connections") throw new CommandError(`${id} is not a connection.`);
  return [{ op: "removeSubtree", target: objectAddress(id) }];
}
