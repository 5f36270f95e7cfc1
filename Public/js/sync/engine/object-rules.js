// What counts as an object, a scene, a keyed child: the rules of Sources/IBSync/SyncDocument.swift's
// static helpers, shared by the index, the applier and the cascade.

import { swiftEquals } from "../../util/swift-strings.js";

const NOT_OBJECTS = new Set(["device", "adaptation", "deployment", "development", "plugIn", "capability"]);

/** An element with an `id`, except the few whose `id` names something else. */
export function isObjectElement(element) {
  return element.hasAttribute("id") && !NOT_OBJECTS.has(element.tagName);
}

export function isScene(element) {
  return element.tagName === "scene" && element.hasAttribute("sceneID");
}

/** Every object element in a subtree, in document order (skipping `<dependencies>`). */
export function forEachObject(start, body) {
  const stack = [start];
  while (stack.length) {
    const element = stack.pop();
    if (element.tagName === "dependencies") continue;
    if (isObjectElement(element)) body(element);
    const nodes = element.childNodes;
    for (let i = nodes.length - 1; i >= 0; i--) if (nodes[i].nodeType === 1) stack.push(nodes[i]);
  }
}

/** Scenes in a subtree; the walk stops at objects (Swift's visiting order, last child first). */
export function forEachScene(start, body) {
  const stack = [start];
  while (stack.length) {
    const element = stack.pop();
    if (isScene(element)) { body(element); continue; }
    if (isObjectElement(element) || element.tagName === "dependencies") continue;
    for (const node of element.childNodes) if (node.nodeType === 1) stack.push(node);
  }
}

export function objectIDs(element) {
  const ids = [];
  forEachObject(element, (object) => ids.push(object.getAttribute("id")));
  return ids;
}

export function sceneIDs(element) {
  const ids = [];
  forEachScene(element, (scene) => ids.push(scene.getAttribute("sceneID")));
  return ids;
}

/** The first child that is not an object or scene, with this name and `key` (none when key is undefined). */
export function keyedChild(parent, name, key) {
  for (const child of parent.childNodes) {
    if (child.nodeType !== 1 || child.tagName !== name || isObjectElement(child) || isScene(child)) continue;
    const own = child.getAttribute("key");
    if (key === undefined ? own === null : swiftEquals(own, key)) return child;
  }
  return null;
}

/** True when `element` is `ancestor` or lies inside it. */
export function isInside(element, ancestor) {
  for (let node = element; node; node = node.parentElement) if (node === ancestor) return true;
  return false;
}

/** XML names as Xcode uses them (ASCII letters, digits, `_ : . -`, non-ASCII; not starting with a digit, `.` or `-`). */
export function isValidXMLName(name) {
  if (name.length === 0) return false;
  const start = (c) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x3a || c >= 0x80;
  if (!start(name.charCodeAt(0))) return false;
  for (let i = 1; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (!(start(c) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d)) return false;
  }
  return true;
}
