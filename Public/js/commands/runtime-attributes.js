/**
 * User-defined runtime attributes: the `<userDefinedRuntimeAttributes>` of an object (the Identity inspector's table,
 * and `@IBInspectable` values: code/inspectables.js writes each row as Xcode does). The rows have no id or key, so an
 * edit replaces the whole container in one batch (remove + insert at Xcode's position), which is how ops address
 * id-less repeated children.
 */
import { childAddress, objectAddress } from "./addresses.js";
import { escapeAttribute } from "./xml-writer.js";

const CONTAINER = "userDefinedRuntimeAttributes";

/** A row of the read-only tree (engine node or DOM element) back to XML text, attributes in order. */
function rowXML(element) {
  const names = typeof element.attributeNames === "function" ? element.attributeNames() : element.getAttributeNames();
  const attributes = names.map((name) => ` ${name}="${escapeAttribute(element.getAttribute(name))}"`).join("");
  const children = [...element.children];
  if (children.length === 0) return `<${element.tagName}${attributes}/>`;
  return `<${element.tagName}${attributes}>${children.map(rowXML).join("")}</${element.tagName}>`;
}

const containerOf = (element) => [...element.children].find((child) => child.tagName === CONTAINER) ?? null;

/** The current runtime attributes of an object: [{keyPath, type, element, xml}] in document order. */
export function runtimeAttributes(element) {
  const container = containerOf(element);
  if (!container) return [];
  return [...container.children].map((child) => ({
    keyPath: child.getAttribute("keyPath"), type: child.getAttribute("type"), element: child, xml: rowXML(child),
  }));
}

/** Ops that give the object `element` exactly these rows (their XML, in order); none removes the container. */
export function replaceRuntimeAttributesOps(element, rowsXML) {
  const object = objectAddress(element.getAttribute("id"));
  const ops = [];
  if (containerOf(element)) ops.push({ op: "removeSubtree", target: childAddress(object, CONTAINER) });
  if (rowsXML.length) ops.push({ op: "insertSubtree", parent: object, xml: `<${CONTAINER}>${rowsXML.join("")}</${CONTAINER}>`, position: { xcodeOrder: true } });
  return ops;
}

/**
 * Ops that set (`xml` given) or remove (`xml` null) the runtime attribute `keyPath` of the object `element`: the
 * row keeps its place, a new one goes last.
 */
export function setRuntimeAttributeOps(element, keyPath, xml) {
  const current = runtimeAttributes(element);
  const next = current.filter((entry) => entry.keyPath !== keyPath).map((entry) => entry.xml);
  const index = current.findIndex((entry) => entry.keyPath === keyPath);
  if (xml) next.splice(index >= 0 ? index : next.length, 0, xml);
  return replaceRuntimeAttributesOps(element, next);
}
