/** Delete, duplicate, copy and paste (mirrors `EditCommands.delete` / `duplicate`). */
import { referenceAttributeLines } from "../sync/engine/reference-attribute-table.js";
import { addressOf, childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { idsIn } from "./ids.js";
import { protectionReason, requiredPartReason, requireObject } from "./protection.js";
import { serializeElement } from "./xml-writer.js";
import { childElement, COMMENT_NODE, descendants, elementById, TEXT_NODE } from "../document/xml-read.js";
import { formatNumber } from "./numbers.js";
import { subviewHolder } from "./library-placement.js";
import { SCENE_BOUND_CONNECTIONS, sceneOf } from "./scene-connections.js";

/** Attributes that point at another object (`ReferenceCascade.referenceAttributes`). */
export const REFERENCE_ATTRIBUTES = new Set(["destination", "target", "firstItem", "secondItem", "initialViewController"]);
/**
 * Every id-valued attribute name of the generated reference table (the Swift twin renames by
 * `ReferenceCascade.referenceAttributes`, the same names): a copy's references to copied objects follow the copies.
 */
const RENAMED_REFERENCES = new Set(referenceAttributeLines.filter((line) => !line.startsWith("~")).map((line) => line.split(" ")[1]));
/** Elements that only exist to point at something (`ReferenceCascade.referenceElements`). */
export const REFERENCE_ELEMENTS = new Set(["outlet", "outletCollection", "action", "segue", "binding", "constraint", "accessibilityConnection"]);

/** Elements that only hold reference elements. */
const REFERENCE_CONTAINERS = new Set(["connections", "constraints"]);

/** Drops ids whose ancestor is also listed: removing the ancestor removes them. */
function outermost(doc, ids) {
  const set = new Set(ids);
  return ids.filter((id) => {
    for (let node = requireObject(doc, id).parentElement; node; node = node.parentElement) {
      if (set.has(node.getAttribute("id"))) return false;
    }
    return true;
  });
}

/** Removes objects; the server's batch adds the removal of their connections and constraints. */
export function deleteObjects(doc, { ids }) {
  const removable = outermost(doc, [...new Set(ids)]).filter((id) => {
    const element = requireObject(doc, id);
    return !protectionReason(doc, element) && !requiredPartReason(element);
  });
  if (!removable.length) throw new CommandError("nothing here can be deleted (placeholders belong to their scene, and parts such as a navigation bar to their controller).");
  // Deleting a storyboard scene's controller deletes its scene, as Xcode does: a scene without its controller is
  // malformed (the compiler refuses it; no corpus scene lacks one).
  return removable.map((id) => {
    const scene = controllerScene(elementById(doc, id));
    return { op: "removeSubtree", target: scene ? { sceneID: scene.getAttribute("sceneID") } : objectAddress(id) };
  });
}

/**
 * XML of a subtree with every id inside renamed, references between copied objects following the copies.
 * `rewrite(node, name, value)` may change a value further (null leaves the attribute out).
 */
function renamedCopy(element, ids, { dropDangling = null, offset = null, rewrite = null } = {}) {
  const renamed = new Map([...idsIn(element)].map((old) => [old, ids.next()]));
  const frameOf = childElement(element, "rect", "frame");
  const map = (node, name, value) => {
    if (rewrite) value = rewrite(node, name, value);
    if (value === null) return null;
    if (name === "id" || name === "sceneID" || RENAMED_REFERENCES.has(name)) return renamed.get(value) ?? value;
    if (offset && node === frameOf && (name === "x" || name === "y")) return formatNumber(Number(value) + offset[name]);
    return value;
  };
  // A pasted reference element pointing at an object this document does not have would be refused: leave it out
  // (`dropDangling(id, element)` false), and the <connections>/<constraints> that held only such elements with it
  // (Xcode writes no empty ones).
  const dropped = (node) => Boolean(dropDangling) && REFERENCE_ELEMENTS.has(node.tagName)
    && [...REFERENCE_ATTRIBUTES].some((name) => {
      const value = node.getAttribute(name);
      return value !== null && !renamed.has(value) && !dropDangling(value, node);
    });
  const keep = (node) => {
    if (dropped(node)) return false;
    if (!dropDangling || !REFERENCE_CONTAINERS.has(node.tagName)) return true;
    const children = [...node.childNodes].filter((child) => child.nodeType === 1);
    return !children.length || children.some((child) => !dropped(child));
  };
  return { xml: serializeElement(element, map, keep), renamed };
}

/** The storyboard scene whose controller this is (it is a member of the scene's `<objects>`), or null. */
function controllerScene(element) {
  const scene = element.parentElement?.parentElement;
  return element.parentElement?.tagName === "objects" && scene?.tagName === "scene" && element.getAttribute("sceneMemberID") === "viewController"
    ? scene : null;
}

/** How far right of its original a duplicated scene goes, in canvas points (the step add-scene.js and embed.js use). */
export const DUPLICATE_SCENE_OFFSET = 800;

/** The text of the comment Xcode writes above a scene (`View Controller`), or null. */
function sceneComment(scene) {
  const nodes = [...scene.parentElement.childNodes];
  for (let index = nodes.indexOf(scene) - 1; index >= 0; index -= 1) {
    const node = nodes[index];
    if (node.nodeType === COMMENT_NODE) return node.textContent;
    if (node.nodeType !== TEXT_NODE || node.textContent.trim()) return null;
  }
  return null;
}

/**
 * ⌘D on a storyboard scene's controller, as Xcode does it: a new scene (a copy of the whole scene, every id fresh)
 * right of the original, its controller without the storyboard ID (two controllers can't share one).
 */
function duplicateScene(doc, scene, controller, generator) {
  const location = childElement(scene, "point", "canvasLocation");
  const rewrite = (node, name, value) => {
    if (node === controller && name === "storyboardIdentifier") return null;
    if (node === location && name === "x") return formatNumber(Number(value) + DUPLICATE_SCENE_OFFSET);
    return value;
  };
  const { xml, renamed } = renamedCopy(scene, generator, { rewrite });
  const comment = sceneComment(scene);
  const op = { op: "insertSubtree", parent: addressOf(doc, scene.parentElement), xml: comment === null ? xml : `<!--${comment}-->\n${xml}`,
    position: { after: addressOf(doc, scene) } };
  return { op, id: renamed.get(controller.getAttribute("id")) };
}

/**
 * A copy of each object right after it, every id inside fresh (mirrors `EditCommands.duplicate`);
 * `offset` ({x, y}) shifts the copy's frame the way Interface Builder's ⌘D does. A storyboard scene's controller is
 * duplicated as a new scene (`duplicateScene`).
 */
export function duplicateObjects(doc, { ids, generator, offset = null }) {
  const ops = [];
  const copies = [];
  for (const id of outermost(doc, ids)) {
    const original = requireObject(doc, id);
    const reason = protectionReason(doc, original);
    if (reason || !original.parentElement) throw new CommandError(`${id} cannot be duplicated: ${reason ?? "it has no parent"}.`);
    // A clip view holds one document view (AppKit's and the compiler's rule, as for drops: library-placement.js).
    if (original.parentElement.tagName === "subviews" && original.parentElement.parentElement?.tagName === "clipView") {
      throw new CommandError(`${id} cannot be duplicated: a clip view holds one document view.`);
    }
    // A keyed object is its parent's one value for that key (a controller's `view`, a touch bar item's
    // `viewController`): a copy beside it would be a second one, which the document refuses (duplicateKey).
    const key = original.getAttribute("key");
    if (key !== null && !controllerScene(original)) {
      throw new CommandError(`${id} cannot be duplicated: it is the ${key} of its ${original.parentElement.tagName}, which holds one.`);
    }
    const scene = controllerScene(original);
    if (scene) {
      const { op, id: copy } = duplicateScene(doc, scene, original, generator);
      ops.push(op);
      copies.push(copy);
      continue;
    }
    const { xml, renamed } = renamedCopy(original, generator, { offset });
    ops.push({ op: "insertSubtree", parent: addressOf(doc, original.parentElement), xml, position: { after: objectAddress(id) } });
    copies.push(renamed.get(id));
  }
  return { ops, ids: copies };
}

/** A clipboard payload for the objects (works between documents: it is plain XML). */
export function copyObjects(doc, { ids }) {
  const items = outermost(doc, ids).map((id) => requireObject(doc, id))
    .filter((element) => !protectionReason(doc, element))
    .map((element) => ({ xml: serializeElement(element), tag: element.tagName, sourceId: element.getAttribute("id") }));
  return { format: "storyweave/objects", runtime: doc.root.getAttribute("targetRuntime"), items };
}

/** `touch` (UIKit: iOS, tvOS, watchOS), `mac` (AppKit), or null when the runtime is not recorded. */
function platformOf(runtime) {
  if (!runtime) return null;
  return /CocoaTouch|AppleTV|watchKit/i.test(runtime) ? "touch" : /Cocoa/.test(runtime) ? "mac" : null;
}

/**
 * Parses copied XML into a read tree: needs the page's (or test's) XML parser. Every id inside is new.
 * `sameDocument`: the clip was copied from this document, so connections and constraints to objects outside
 * the copy are kept when those objects are still here; from another document (or an unknown origin) they are
 * dropped, since an id there names nothing here (or, by chance, something else).
 */
export function pasteObjects(doc, { clip, into: dropped, generator, parse, offset = null, sameDocument = true }) {
  const into = subviewHolder(doc, requireObject(doc, dropped)).getAttribute("id");
  if (clip?.format !== "storyweave/objects" || !clip.items?.length) throw new CommandError("the clipboard holds no objects.");
  const from = platformOf(clip.runtime);
  const to = platformOf(doc.root.getAttribute("targetRuntime"));
  if (from && to && from !== to) {
    const names = { touch: "an iOS", mac: "a macOS" };
    throw new CommandError(`these objects come from ${names[from]} document; they cannot be pasted into ${names[to]} one.`);
  }
  const ops = [];
  const pasted = [];
  const scene = sceneOf(requireObject(doc, into));
  for (const item of clip.items) {
    const element = parse(item.xml);
    const sameParent = sameDocument && item.sourceId
      && elementById(doc, item.sourceId)?.parentElement?.parentElement?.getAttribute("id") === into;
    const { xml, renamed } = renamedCopy(element, generator, {
      dropDangling: sameDocument ? (id, node) => keepsReference(doc, id, node, scene) : () => false,
      offset: offset ?? (sameParent ? { x: 10, y: 10 } : null),
    });
    ops.push({ op: "insertSubtree", parent: childAddress(objectAddress(into), "subviews"), xml, position: { atEnd: true } });
    pasted.push(renamed.get(element.getAttribute("id")));
  }
  return { ops, ids: pasted };
}

/**
 * Whether a pasted reference to an object outside the copy stays: the object is still in the document and, for an
 * outlet, action or binding, in the scene the copy goes into (a paste into another scene leaves out what would join two
 * scenes, lint IB003; segues and constraints are not bound so).
 */
function keepsReference(doc, id, node, scene) {
  const element = elementById(doc, id);
  if (!element) return false;
  return !SCENE_BOUND_CONNECTIONS.has(node.tagName) || sceneOf(element) === scene;
}

/** Every id of the subtree and its descendants (used to find constraints that point into a moved view). */
export function subtreeIds(element) {
  return new Set([...descendants(element)].map((node) => node.getAttribute("id")).filter(Boolean));
}
