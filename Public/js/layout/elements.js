// The few element reads the layout mapping needs, on either XML tree the app has: the sync
// engine's XmlElement (Public/js/sync/engine/xml-nodes.js, what the editor holds) or a DOM
// element from DOMParser. No parser here: callers parse with the engine's `parseXml`.
import { childElement } from "../document/xml-read.js";
import { layoutNumber } from "./swift-number.js";

export { childElement };

/** The root element of a SyncDocument, XmlDocument, DOM Document, or the element itself. */
export function documentRoot(document) {
  if (document.documentElement) return document.documentElement;
  if (document.root) return document.root;
  return document;
}

/** Calls `body` for the element and every element below it, in document order. */
export function forEachElement(element, body) {
  const stack = [element];
  while (stack.length) {
    const current = stack.pop();
    body(current);
    const children = current.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/** A numeric attribute read as Swift's `MarkupElement.layoutNumber(_:)` does; null when absent, unreadable, not finite or beyond ±1e9. */
export function numberAttribute(element, name) {
  return layoutNumber(element.getAttribute(name));
}

/** Controller elements (`viewController`, `tableViewController`…) end in "controller". */
export function isControllerName(name) {
  return name.toLowerCase().endsWith("controller");
}

/** The element's parent element, or null (for DOM: not the Document). */
export function parentOf(element) {
  return element.parentElement ?? null;
}

/** The nearest controller with an id above the element. */
export function owningController(element) {
  for (let current = parentOf(element); current; current = parentOf(current)) {
    if (isControllerName(current.tagName) && current.getAttribute("id") !== null) return current;
  }
  return null;
}
