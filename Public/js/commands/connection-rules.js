/**
 * Which outlets and actions can be made at all: the one rule the connect commands (connections.js) refuse by and the
 * connections HUD (panels/connection-hud.js) offers by, so nothing the HUD offers is then refused. Each function
 * answers the reason a connection is refused, or null. Mirrors `ConnectionRules` in Sources/IBSync/Commands.
 */
import { sceneOf } from "./scene-connections.js";

/** Objects of two storyboard scenes: each scene is its own nib (lint IB003; none of the corpus storyboards' 1,459 outlets and actions crosses a scene). */
export const CROSS_SCENE = "Outlets and actions cannot connect objects of different scenes: the objects of a scene become "
  + "instances together when the scene loads, so an object of another scene has no instance to connect to. Use a segue instead.";

/**
 * Outlets Xcode keeps as the source's own children, never as `<outlet>`: a navigation item's bar button items and
 * title view (`<barButtonItem key="leftBarButtonItem">`, `<rightBarButtonItems>`, `<view key="titleView">`); none of
 * the corpus's 83 navigation items has `<connections>`; a bar button item's custom view (`<view key="customView">` or
 * `<button key="customView">`: 7 in the fixtures, no `property="customView"` outlet anywhere).
 */
export const CHILD_OUTLETS = new Map([
  ["navigationItem", new Set(["backBarButtonItem", "leftBarButtonItem", "rightBarButtonItem", "titleView", "leftBarButtonItems", "rightBarButtonItems"])],
  ["barButtonItem", new Set(["customView"])],
]);

const isInside = (element, ancestor) => {
  for (let node = element; node; node = node.parentElement) if (node === ancestor) return true;
  return false;
};

/** Why no outlet or action can join `from` and `to`: they are in different storyboard scenes (a xib is one nib). */
export function crossSceneRefusal(from, to) {
  const a = sceneOf(from);
  const b = sceneOf(to);
  return a && b && a !== b ? CROSS_SCENE : null;
}

/**
 * A layout guide (the safe area, a legacy top/bottom layout guide) is an item of constraints, not an object an outlet
 * can hold: no corpus document has an outlet to one (0 of 8,639 outlets), and the compiler has no object to connect
 * for a legacy guide. Hypothesis: Xcode does not offer it as a destination.
 */
function layoutGuideRefusal(to) {
  return to.tagName === "viewLayoutGuide" || to.tagName === "viewControllerLayoutGuide" ? "a layout guide can't be an outlet's destination." : null;
}

function childOutletRefusal(from, property) {
  return CHILD_OUTLETS.get(from.tagName)?.has(property)
    ? `a ${from.tagName}'s ${property} is the item placed in it, not a connection: drop the item on the bar.` : null;
}

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
 * none elsewhere, and the compiler can't resolve one that does.
 */
function leavingCellViewRefusal(from, to) {
  const cell = prototypeCellView(from);
  if (!cell || to.getAttribute("id") === "-2" || isInside(to, cell)) return null;
  return "an outlet from inside a table cell view can only reach the cell view's own objects or File's Owner.";
}

const PROTOTYPE_CELL_TAGS = new Set(["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"]);

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

/**
 * A prototype cell is repeating content, a nib of its own instantiated per row: an outlet from outside it to
 * something inside has no one object to hold. All 270 corpus outlets to an object inside a prototype cell come from
 * inside the same cell (static cells, which are not prototypes, take outlets from their controller).
 */
function intoPrototypeCellRefusal(from, to) {
  const cell = prototypeCell(to);
  return cell && prototypeCell(from) !== cell ? "an outlet can't reach into a prototype cell from outside it (the cell is repeated per row)." : null;
}

/**
 * Why an outlet from element `from` to element `to` is refused, or null. With `property` null it answers for every
 * outlet between the two (what the HUD asks before listing any); with a property it also refuses the outlets the
 * source holds as children (`CHILD_OUTLETS`).
 */
export function outletRefusal(from, to, property = null) {
  return crossSceneRefusal(from, to) ?? layoutGuideRefusal(to)
    ?? (property === null ? null : childOutletRefusal(from, property))
    ?? leavingCellViewRefusal(from, to) ?? intoPrototypeCellRefusal(from, to);
}

/** Why an action from element `from` to its target element `to` is refused, or null. */
export const actionRefusal = (from, to) => crossSceneRefusal(from, to);
