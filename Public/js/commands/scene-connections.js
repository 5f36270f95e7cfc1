/**
 * Connections that can't cross a storyboard scene. Each scene is compiled to its own nib and loaded at its own time,
 * so an outlet, action or binding between two scenes has no instance on the other side (lint IB003,
 * `CrossSceneConnectionRule`, whose kinds these are); Interface Builder never writes one. Segues are how scenes
 * meet, and they stay. A xib is one nib: nothing here applies to it.
 */
import { objectAddress } from "./addresses.js";
import { elementById } from "../document/xml-read.js";

/** The reference elements that join two objects of one nib (`CrossSceneConnectionRule.kinds`). */
export const SCENE_BOUND_CONNECTIONS = new Set(["outlet", "outletCollection", "action", "binding", "accessibilityConnection"]);

/** The storyboard `<scene>` holding the element, or null (in a xib, or outside the scenes). */
export function sceneOf(element) {
  for (let node = element; node; node = node.parentElement) if (node.tagName === "scene") return node;
  return null;
}

/** The object at the other end of a connection element (its destination, or an action's target), or null. */
export function connectionEnd(doc, connection) {
  const id = connection.getAttribute("destination") ?? connection.getAttribute("target");
  return id === null ? null : elementById(doc, id);
}

/** The object a `<connections>` entry belongs to (the element holding the `<connections>`). */
export const connectionSource = (connection) => connection.parentElement?.parentElement ?? null;

/**
 * Ops removing the scene-bound connections that would join two scenes once `moved` is inside `target`: those inside
 * the moved subtree to objects outside it, and those elsewhere to objects inside it (Interface Builder drops them
 * when a view moves to another scene, as it drops the constraints that no longer share a view hierarchy).
 */
export function crossSceneConnectionOps(doc, moved, target) {
  const from = sceneOf(moved);
  const to = sceneOf(target);
  if (!from || !to || from === to) return [];
  const inside = (element) => {
    for (let node = element; node; node = node.parentElement) if (node === moved) return true;
    return false;
  };
  const sceneAfter = (element) => (inside(element) ? to : sceneOf(element));
  const ops = [];
  for (const connection of sceneBoundConnections(doc.root)) {
    const source = connectionSource(connection);
    const end = connectionEnd(doc, connection);
    if (!source || !end || (!inside(source) && !inside(end))) continue;
    const id = connection.getAttribute("id");
    if (id && sceneAfter(source) !== sceneAfter(end)) ops.push({ op: "removeSubtree", target: objectAddress(id) });
  }
  return ops;
}

/** Every outlet, action, binding… entry under `element` (the kinds `SCENE_BOUND_CONNECTIONS` names). */
export function* sceneBoundConnections(element) {
  for (const child of element.children) {
    if (SCENE_BOUND_CONNECTIONS.has(child.tagName) && child.parentElement.tagName === "connections") yield child;
    else yield* sceneBoundConnections(child);
  }
}
