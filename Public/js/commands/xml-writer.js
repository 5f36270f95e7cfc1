/**
 * Serialises an element subtree (engine XmlElement or DOM element) as XML text for `insertSubtree`.
 * Whitespace-only text is dropped: the server lays inserted elements out the way Xcode indents them.
 */
import { attributeNames, CDATA_NODE, COMMENT_NODE, ELEMENT_NODE, TEXT_NODE } from "../document/xml-read.js";
import { XmlAttribute, XmlElement } from "../sync/engine/xml-nodes.js";
import { setAttribute as engineSetAttribute } from "../sync/engine/xml-editing.js";

export const escapeAttribute = (value) => String(value)
  .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
  .replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");

export const escapeText = (value) => String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * @param element the subtree to write
 * @param {(element, name: string, value: string) => string|null} [mapAttribute] lets callers rewrite values (new ids);
 *   null leaves the attribute out
 * @param {(element) => boolean} [keep] children for which it returns false are left out
 */
export function serializeElement(element, mapAttribute = (_e, _n, value) => value, keep = () => true) {
  const attributes = attributeNames(element)
    .map((name) => [name, mapAttribute(element, name, element.getAttribute(name))])
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
  const inner = [];
  for (const node of element.childNodes) {
    if (node.nodeType === ELEMENT_NODE) {
      if (keep(node)) inner.push(serializeElement(node, mapAttribute, keep));
    } else if (node.nodeType === TEXT_NODE) {
      if (node.textContent.trim()) inner.push(escapeText(node.textContent));
    } else if (node.nodeType === CDATA_NODE) {
      inner.push(`<![CDATA[${node.textContent}]]>`);
    } else if (node.nodeType === COMMENT_NODE) {
      inner.push(`<!--${node.textContent}-->`);
    }
  }
  return inner.length ? `<${element.tagName}${attributes}>${inner.join("")}</${element.tagName}>` : `<${element.tagName}${attributes}/>`;
}

/** Builds `<name a="v" …/>` from ordered [name, value] pairs (undefined/null values are left out). */
export function elementXML(name, attributes, children = "") {
  const text = attributes.filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join("");
  return children ? `<${name}${text}>${children}</${name}>` : `<${name}${text}/>`;
}

/**
 * Attribute pairs of a new element in the order Xcode writes them (each one set as the sync engine's `setAttribute`
 * sets a new attribute, as `MarkupElement.setAttribute` does in the Swift twins). `doc`: the document it goes into,
 * whose platform can have its own order (an AppKit stack view's `fixedFrame` comes after its `spacing`).
 */
export function inXcodeOrder(name, pairs, doc = null) {
  const element = new XmlElement(name);
  const type = doc?.root?.getAttribute("type");
  if (type) new XmlElement("document", [new XmlAttribute("type", escapeAttribute(type))]).appendNode(element);
  for (const [attribute, value] of pairs) if (value !== undefined && value !== null) engineSetAttribute(element, attribute, String(value));
  return element.attributes.map((attribute) => [attribute.name, attribute.value]);
}
