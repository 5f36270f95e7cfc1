/**
 * Read helpers that work the same on the sync engine's XmlElement (client.document) and on a DOMParser
 * element (the read-only fallback): the editor never depends on which one it was given.
 */
export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const CDATA_NODE = 4;
export const COMMENT_NODE = 8;

/** Attribute names of an element, in document order. */
export function attributeNames(element) {
  if (typeof element.attributeNames === "function") return element.attributeNames();
  if (typeof element.getAttributeNames === "function") return element.getAttributeNames();
  return [...(element.attributes ?? [])].map((a) => a.name);
}

/** The first direct child element named `tag` (and with `key`, when given). */
export function childElement(element, tag, key) {
  if (!element) return null;
  for (const node of element.children) {
    if (node.tagName === tag && (key === undefined || node.getAttribute("key") === key)) return node;
  }
  return null;
}

/** The first direct child element with this `key=`, whatever its name, or null. */
export function childWithKey(element, key) {
  return [...element.children].find((child) => child.getAttribute("key") === key) ?? null;
}

/** Every element of the subtree, the element itself first (document order). */
export function* descendants(element) {
  yield element;
  for (const child of element.children) yield* descendants(child);
}

/** The element with this XML id: the engine keeps an index; a DOMParser tree is walked. */
export function elementById(doc, id) {
  if (typeof doc.elementById === "function") return doc.elementById(id);
  for (const element of descendants(doc.root)) if (element.getAttribute("id") === id) return element;
  return null;
}
