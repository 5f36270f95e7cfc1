/**
 * Where Xcode puts an object from the library that is not a subview (mirrors `LibraryPlacement` in
 * Sources/IBSync/Commands). Checked against the corpus (../shared/fixtures; XcodeWritesTable: none of these is ever
 * written inside `<subviews>`):
 *
 * - a UIKit gesture recognizer is an object of the scene (the end of the scene's `<objects>`; in a xib a top-level
 *   object), and the view it was dropped on gets `<outletCollection property="gestureRecognizers" destination=…
 *   appends="YES">` in its connections; an AppKit one goes in the view's `<gestureRecognizers>`;
 * - a bar button item goes in a toolbar's `<items>`, or in a navigation item (a navigation bar's top item, or the
 *   navigation item of the controller whose view it was dropped on) as its right, else its left item;
 * - a tab bar item in a tab bar's `<items>`, a navigation item in a navigation bar's `<items>` (or as the
 *   controller's `navigationItem`);
 * - a table view cell in a table view's `<prototypes>` (a static table: its last section's `<cells>`), a collection
 *   view cell in a collection view's `<cells>`, a collection reusable view as its section header (then footer);
 * - an Object (and AppKit's object, array, tree and user defaults controllers, menus) at the end of the scene's
 *   `<objects>`, in a xib a top-level object.
 */
import { sceneOf } from "./scene-connections.js";
import { addressOf, childAddress, objectAddress, ROOT } from "./addresses.js";
import { CommandError } from "./errors.js";
import { elementXML } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";
import { parseNumber } from "./numbers.js";
import { connectionPosition } from "./connections.js";
import { isAppKit } from "./frames.js";

const SCENE_OBJECTS = new Set(["customObject", "objectController", "arrayController", "treeController", "dictionaryController",
  "userDefaultsController", "menu", "collectionViewItem"]);

const isRecognizer = (elementName) => /GestureRecognizer$/.test(elementName);

/** The placement kind of a library element: "subview" for views, else how it is placed. */
export function placementKind(elementName) {
  if (isRecognizer(elementName)) return "gestureRecognizer";
  if (SCENE_OBJECTS.has(elementName)) return "sceneObject";
  if (["barButtonItem", "tabBarItem", "navigationItem", "tableViewCell", "collectionViewCell", "collectionReusableView"].includes(elementName)) return elementName;
  if (["menuItem", "tableColumn", "tabViewItem", "toolbarItem", "toolbar", "window", "tableCellView", "numberFormatter",
    "dateFormatter", "collectionViewFlowLayout"].includes(elementName)) return "unsupported";
  return "subview";
}

/** The `<objects>` a new top-level object goes into: the scene's, else the xib's. */
function objectsAddress(doc, element) {
  const scene = sceneOf(element);
  if (scene) return childAddress(addressOf(doc, scene), "objects");
  if (!childElement(doc.root, "objects")) throw new CommandError("this document has no place for a new top-level object.");
  return childAddress(ROOT, "objects");
}

/** The controller owning a view (the scene's or a xib's top-level controller), or null. */
function controllerOf(element) {
  for (let node = element; node; node = node.parentElement) if (/Controller$/.test(node.tagName) && node.getAttribute("id")) return node;
  return null;
}

/** An op inserting `xml` as the child `name` of `owner` (into the existing container, or a new one where Xcode writes it). */
function intoContainer(doc, owner, name, xml) {
  const container = childElement(owner, name);
  if (container) return { op: "insertSubtree", parent: childAddress(addressOf(doc, owner), name), xml, position: { atEnd: true } };
  return { op: "insertSubtree", parent: addressOf(doc, owner), xml: `<${name}>${xml}</${name}>`, position: { xcodeOrder: true } };
}

/** The navigation item a bar button item dropped on `target` joins, or null. */
function navigationItemFor(target) {
  if (target.tagName === "navigationBar") return [...(childElement(target, "items")?.children ?? [])].filter((c) => c.tagName === "navigationItem").pop() ?? null;
  const controller = controllerOf(target);
  return controller ? childElement(controller, "navigationItem", "navigationItem") : null;
}

/**
 * The frame of a new cell in its list (below the section header and the cells already there; the canvas's layout,
 * which Xcode lays out again), or null for the kinds without a frame. A refusal when `target` can't hold it.
 */
export function placementFrame(doc, { elementName, target, size, title }) {
  switch (placementKind(elementName)) {
    case "tableViewCell": {
      if (target.tagName !== "tableView") throw new CommandError(`a ${title} goes into a table view.`);
      const width = parseNumber(childElement(target, "rect", "frame")?.getAttribute("width")) || size.width;
      if (target.getAttribute("dataMode") === "static") {
        const section = staticSection(target);
        if (!section) throw new CommandError("this static table has no section to hold a cell.");
        return { x: 0, y: cellsHeight(childElement(section, "cells")), width, height: size.height };
      }
      const header = parseNumber(target.getAttribute("sectionHeaderHeight")) > 0 ? parseNumber(target.getAttribute("sectionHeaderHeight")) : 28;
      return { x: 0, y: header + cellsHeight(childElement(target, "prototypes")), width, height: size.height };
    }
    case "collectionViewCell":
    case "collectionReusableView":
      if (target.tagName !== "collectionView") throw new CommandError(`a ${title} goes into a collection view.`);
      return { x: 0, y: 0, width: size.width, height: size.height };
    default:
      return null;
  }
}

const staticSection = (table) => [...(childElement(table, "sections")?.children ?? [])].filter((c) => c.tagName === "tableViewSection").pop() ?? null;

/**
 * The ops that put a new `elementName` (id `id`, its `attributes` in Xcode's order, without a key, and its children
 * `content`) where Xcode puts it when dropped on `target`. Returns null for a subview (the caller puts it in
 * `<subviews>`).
 */
export function placementOps(doc, { elementName, id, target, attributes, content, generator, title }) {
  const element = (extra = []) => elementXML(elementName, [...extra, ...attributes], content);
  switch (placementKind(elementName)) {
    case "subview":
      return null;
    case "gestureRecognizer": {
      if (isAppKit(doc)) return [intoContainer(doc, target, "gestureRecognizers", element())];
      const outlet = elementXML("outletCollection", [["property", "gestureRecognizers"], ["destination", id], ["appends", "YES"], ["id", generator.next()]]);
      return [
        { op: "insertSubtree", parent: objectsAddress(doc, target), xml: element(), position: { atEnd: true } },
        { op: "insertSubtree", parent: childAddress(addressOf(doc, target), "connections"), xml: outlet, position: connectionPosition(target, "outletCollection") },
      ];
    }
    case "sceneObject":
      return [{ op: "insertSubtree", parent: objectsAddress(doc, target), xml: element(), position: { atEnd: true } }];
    case "barButtonItem": {
      if (target.tagName === "toolbar") return [intoContainer(doc, target, "items", element())];
      const item = navigationItemFor(target);
      if (!item) throw new CommandError(`a ${title} goes on a toolbar or a navigation bar (or a controller with a navigation item).`);
      const key = !childElement(item, "barButtonItem", "rightBarButtonItem") ? "rightBarButtonItem"
        : !childElement(item, "barButtonItem", "leftBarButtonItem") ? "leftBarButtonItem" : null;
      if (!key) throw new CommandError("this navigation item already has a left and a right bar button item.");
      return [{ op: "insertSubtree", parent: addressOf(doc, item), xml: element([["key", key]]), position: { xcodeOrder: true } }];
    }
    case "tabBarItem":
      if (target.tagName !== "tabBar") throw new CommandError(`a ${title} goes on a tab bar.`);
      return [intoContainer(doc, target, "items", element())];
    case "navigationItem": {
      if (target.tagName === "navigationBar") return [intoContainer(doc, target, "items", element())];
      const controller = controllerOf(target);
      if (!controller || childElement(controller, "navigationItem", "navigationItem")) {
        throw new CommandError(`a ${title} goes on a navigation bar, or on a controller that has none.`);
      }
      return [{ op: "insertSubtree", parent: addressOf(doc, controller), xml: element([["key", "navigationItem"]]), position: { xcodeOrder: true } }];
    }
    case "tableViewCell":
      return [target.getAttribute("dataMode") === "static" ? intoContainer(doc, staticSection(target), "cells", element())
        : intoContainer(doc, target, "prototypes", element())];
    case "collectionViewCell":
      return [intoContainer(doc, target, "cells", element())];
    case "collectionReusableView": {
      // A collection view's section header, else its footer (`<collectionReusableView key="sectionHeaderView">`).
      if (target.tagName !== "collectionView") throw new CommandError(`a ${title} goes into a collection view.`);
      const key = ["sectionHeaderView", "sectionFooterView"].find((k) => !childElement(target, "collectionReusableView", k));
      if (!key) throw new CommandError("this collection view already has a section header and footer.");
      return [{ op: "insertSubtree", parent: addressOf(doc, target), xml: element([["key", key]]), position: { xcodeOrder: true } }];
    }
    default:
      throw new CommandError(`a ${title} can't be dropped on the canvas yet.`);
  }
}

/** The height of the cells of a list (where the next one starts). */
function cellsHeight(list) {
  let y = 0;
  for (const cell of list?.children ?? []) y += parseNumber(childElement(cell, "rect", "frame")?.getAttribute("height"));
  return y;
}

/**
 * The view that holds the subviews of the view a view was dropped on: a UIKit visual effect view and an AppKit box
 * keep theirs in their content view (`<view key="contentView">`; the corpus never has `<subviews>` directly in
 * either; a box without one is a separator and holds nothing); an AppKit scroll view and tab view show another
 * view, which is where a drop goes.
 */
export function subviewHolder(doc, element, title = "view") {
  const appKit = isAppKit(doc);
  if ((element.tagName === "visualEffectView" && !appKit) || (element.tagName === "box" && appKit)) {
    // A separator box has no content view (the corpus's separators never hold one): nothing goes inside it.
    const content = childElement(element, "view", "contentView");
    if (!content) throw new CommandError(`a ${title} can't go inside a separator.`);
    return content;
  }
  if (appKit && (element.tagName === "scrollView" || element.tagName === "tabView")) {
    throw new CommandError(`a ${title} goes into the view the ${element.tagName === "scrollView" ? "scroll view scrolls" : "tab view shows"}, not onto the ${element.tagName === "scrollView" ? "scroll" : "tab"} view itself.`);
  }
  // A container view shows its embedded controller's view and holds none of its own (none of the corpus's container
  // views has <subviews>).
  if (element.tagName === "containerView") throw new CommandError(`a ${title} goes into the view of the controller the container view embeds.`);
  // A clip view holds one document view (AppKit's and the compiler's rule): what is dropped goes into that view.
  if (appKit && element.tagName === "clipView" && childElement(element, "subviews")?.children.length) {
    throw new CommandError(`a clip view holds one document view: a ${title} goes into the view it scrolls.`);
  }
  return element;
}
