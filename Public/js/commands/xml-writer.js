/**
 * Serialises an element subtree (engine XmlElement or DOM element) as XML text for `insertSubtree`.
 * Whitespace-only text is dropped: the server lays inserted elements out the way Xcode indents them.
 */
import { attributeNames, CDATA_NODE, COMMENT_NODE, ELEMENT_NODE, TEXT_NODE } from "../document/xml-read.js";

export const escapeAttribute = (value) => String(value)
  .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
  .replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");

export const escapeText = (value) => String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * @param element the subtree to write
 * @param {(element, name: string, value: string) => string} [mapAttribute] lets callers rewrite values (new ids)
 * @param {(element) => boolean} [keep] children for which it returns false are left out
 */
export function serializeElement(element, mapAttribute = (_e, _n, value) => value, keep = () => true) {
  const attributes = attributeNames(element)
    .map((name) => ` ${name}="${escapeAttribute(mapAttribute(element, name, element.getAttribute(name)))}"`).join("");
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
