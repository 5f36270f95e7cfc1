/**
 * NodeAddress JSON (docs/protocol.md §2) for elements of the document: an element with an id is addressed
 * by its id, a scene by its sceneID, the root as `{root: true}`, anything else through its parent.
 */
export const objectAddress = (id) => ({ id });
export const ROOT = { root: true };

/** The keyed or container child of an address: `{in, name, key?}`. */
export function childAddress(parent, name, key) {
  return key === undefined || key === null ? { in: parent, name } : { in: parent, name, key };
}

/** The `<rect key="frame">` of an object. */
export const frameAddress = (id) => childAddress(objectAddress(id), "rect", "frame");

/** The canonical address of an element (uses the engine's own when it has one). */
export function addressOf(doc, element) {
  if (typeof doc?.addressOf === "function") return doc.addressOf(element);
  return computeAddress(doc, element);
}

function computeAddress(doc, element) {
  if (element === doc?.root || !element.parentElement) return ROOT;
  const id = element.getAttribute("id");
  if (id) return objectAddress(id);
  const sceneID = element.tagName === "scene" ? element.getAttribute("sceneID") : null;
  if (sceneID) return { sceneID };
  return childAddress(computeAddress(doc, element.parentElement), element.tagName, element.getAttribute("key"));
}
