/** Attribute edits: one attribute, a keyed child's attribute (`<state key="normal" title=…>`), label, custom class. */
import { addressOf, childAddress, objectAddress } from "./addresses.js";
import { elementXML } from "./xml-writer.js";
import { requireObject } from "./protection.js";
import { childElement } from "../document/xml-read.js";

/** Sets (or, with null/undefined, removes) an attribute of an object; nothing when it already has that value. */
export function setAttribute(doc, { id, name, value }) {
  const element = requireObject(doc, id);
  return attributeOps(doc, element, name, value);
}

/** The ops that give `element` this attribute value (null removes it). */
export function attributeOps(doc, element, name, value) {
  const current = element.getAttribute(name);
  const target = addressOf(doc, element);
  if (value === null || value === undefined) return current === null ? [] : [{ op: "removeAttribute", target, name }];
  const text = String(value);
  return current === text ? [] : [{ op: "setAttribute", target, name, value: text }];
}

/**
 * Sets an attribute of a keyed child (`<state key="normal">`'s `title`, a `<rect key="frame">` value...),
 * inserting the child where Xcode writes it when the object has none.
 */
export function setKeyedChildAttribute(doc, { id, element: tag, key, name, value }) {
  const owner = requireObject(doc, id);
  const child = childElement(owner, tag, key);
  if (child) return attributeOps(doc, child, name, value);
  if (value === null || value === undefined) return [];
  return [{ op: "insertSubtree", parent: objectAddress(id), xml: elementXML(tag, [["key", key], [name, String(value)]]), position: { xcodeOrder: true } }];
}

/** The document label (`userLabel`); an empty label goes back to the default name. */
export function renameLabel(doc, { id, label }) {
  const trimmed = (label ?? "").trim();
  return setAttribute(doc, { id, name: "userLabel", value: trimmed === "" ? null : trimmed });
}

/** Custom class and module (mirrors `EditCommands.changeClass`); an empty class goes back to the default. */
export function changeClass(doc, { id, customClass, module = null }) {
  const element = requireObject(doc, id);
  const className = customClass && customClass.trim() ? customClass.trim() : null;
  const moduleName = className && module && module.trim() ? module.trim() : null;
  return [
    ...attributeOps(doc, element, "customClass", className),
    ...attributeOps(doc, element, "customModule", moduleName),
    ...attributeOps(doc, element, "customModuleProvider", className && moduleName ? "target" : null),
  ];
}

/** Removes a keyed child (a colour, a font) so the object uses its default again. */
export function removeKeyedChild(doc, { id, element: tag, key }) {
  const child = childElement(requireObject(doc, id), tag, key);
  return child ? [{ op: "removeSubtree", target: childAddress(objectAddress(id), tag, key) }] : [];
}

/**
 * Replaces (or inserts) a keyed child with new XML, e.g. a `<color key="backgroundColor" …/>`. A replacement takes
 * the place of the child it replaces, where the document's writer put it: the order table is not per platform for
 * children, and an iOS text view writes `backgroundColor`, `text`, then `textColor`, where AppKit's starts with
 * `textColor` (re-placing it by the table moved an iOS text colour first). A new child goes in Xcode's order.
 * `tag` is the element the new XML writes; the child replaced is the one with the key, whatever its element.
 */
export function replaceKeyedChild(doc, { id, xml, element: tag, key }) {
  const owner = requireObject(doc, id);
  // A key names one property of its owner, whatever element holds it: a colour replaces `<nil key="highlightedColor"/>`
  // (Xcode's explicit nil) as it replaces a `<color>`; the engine refuses a second child with the key.
  const old = childElement(owner, tag, key) ?? [...owner.children].find((child) => child.getAttribute("key") === key) ?? null;
  const ops = old ? [{ op: "removeSubtree", target: childAddress(objectAddress(id), old.tagName, key) }] : [];
  let position = { xcodeOrder: true };
  if (old) {
    const siblings = [...owner.children];
    const index = siblings.indexOf(old);
    const previous = index > 0 ? siblings[index - 1] : null;
    const address = previous ? addressOf(doc, previous) : null;
    position = !previous ? { atStart: true } : address ? { after: address } : { index };
  }
  return [...ops, { op: "insertSubtree", parent: objectAddress(id), xml, position }];
}
