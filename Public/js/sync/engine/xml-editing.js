// Edits that write what Xcode writes. Twin of Sources/IBDocument/XML/MarkupElement+Editing.swift:
// new attributes at Xcode's position with Xcode's escaping, new children on their own line
// indented 4 spaces per level, `<x/>` for empty elements.

import { XmlAttribute, XmlText } from "./xml-nodes.js";
import { containsCharacterIllegalInXML, escapeAttributeValue, escapeText } from "./xml-escaping.js";
import { attributeInsertionIndex, childInsertionIndex, childKind } from "./xcode-order.js";
import { swiftEquals } from "../../util/swift-strings.js";

export class MarkupEditError extends Error {}

/** Sets an attribute: an existing one keeps its place (and bytes when unchanged); a new one goes where Xcode puts it. */
export function setAttribute(element, name, value) {
  if (containsCharacterIllegalInXML(value)) throw new MarkupEditError(`the value for ${name} contains a character XML cannot hold.`);
  const index = element.attributeIndex(name);
  if (index >= 0) {
    const attribute = element.attributes[index];
    if (swiftEquals(attribute.value, value)) return;
    attribute.raw = escapeAttributeValue(value);
    attribute.quote = '"';
    return;
  }
  element.attributes.splice(attributeInsertionIndex(name, element), 0, new XmlAttribute(name, escapeAttributeValue(value)));
}

export function removeAttribute(element, name) {
  element.attributes = element.attributes.filter((attribute) => attribute.name !== name);
}

/** The spaces after the last line break of a text (Swift Character semantics: `\r\n` is not a `\n`). */
export function indentAfter(text) {
  let newline = text.length - 1;
  while (newline >= 0 && !(text.charCodeAt(newline) === 0x0a && (newline === 0 || text.charCodeAt(newline - 1) !== 0x0d))) newline--;
  if (newline < 0) return null;
  const indent = text.slice(newline + 1);
  return /^[ \t]*$/.test(indent) ? indent : null;
}

/** The indentation of the element's own line, read from the whitespace before it. */
export function indentation(element) {
  const parent = element.parentElement;
  if (!parent) return "";
  const position = parent.childNodes.indexOf(element);
  if (position < 0) return "";
  if (position > 0) {
    const before = parent.childNodes[position - 1];
    if (before.nodeType === 3) {
      const indent = indentAfter(before.raw);
      if (indent !== null) return indent;
    }
  }
  return childIndentation(parent);
}

/** The indentation of the element's child lines: as existing children are indented, else 4 spaces deeper. */
export function childIndentation(element) {
  const nodes = element.childNodes;
  for (let position = 1; position < nodes.length; position++) {
    if (nodes[position].isWhitespace) continue;
    const before = nodes[position - 1];
    if (before.nodeType === 3) {
      const indent = indentAfter(before.raw);
      if (indent !== null) return indent;
    }
    break;
  }
  return indentation(element) + "    ";
}

/** Positions in `childNodes` of everything but blank text. */
export function itemPositions(element) {
  const positions = [];
  element.childNodes.forEach((node, index) => { if (!node.isWhitespace) positions.push(index); });
  return positions;
}

/** Inserts a child element before the `index`-th child element (or last), laid out as Xcode writes it. */
export function insertChild(parent, child, index) {
  if (child.parentElement) removeChildElement(child.parentElement, child);
  const items = itemPositions(parent);
  const elementItems = [];
  items.forEach((position, offset) => { if (parent.childNodes[position].nodeType === 1) elementItems.push(offset); });
  let itemIndex;
  if (index < elementItems.length) itemIndex = elementItems[index];
  else itemIndex = elementItems.length ? elementItems[elementItems.length - 1] + 1 : 0;
  insertItem(parent, child, itemIndex);
}

/** Inserts a child element where Xcode's child order for the parent puts its kind. */
export function insertChildInXcodeOrder(parent, child, toolsVersion = Infinity) {
  insertChild(parent, child, childInsertionIndex(childKind(child), parent, toolsVersion));
}

/** Inserts a node before the `index`-th item (element, comment, CDATA or non-blank text), with its indentation line. */
export function insertItem(parent, node, index) {
  const childIndent = childIndentation(parent);
  if (node.nodeType === 1) {
    if (node.parentElement) removeChildElement(node.parentElement, node);
    layOut(node, childIndent);
  }
  const nodes = parent.childNodes;
  // One scan: the position of the index-th item, and just after the last item.
  let itemCount = 0;
  let target = -1;
  let afterLast = 0;
  for (let i = 0; i < nodes.length; i++) {
    if (nodes[i].isWhitespace) continue;
    if (itemCount === index) target = i;
    itemCount += 1;
    afterLast = i + 1;
  }
  if (itemCount === 0) {
    parent.replaceChildren([new XmlText("\n" + childIndent), node, new XmlText("\n" + indentation(parent))]);
    return;
  }
  let position;
  let inserted;
  if (target >= 0) {
    position = target;
    inserted = [node, new XmlText("\n" + childIndent)];
  } else {
    position = afterLast;
    inserted = [new XmlText("\n" + childIndent), node];
  }
  for (const each of inserted) each.parentElement = parent;
  nodes.splice(position, 0, ...inserted);
  parent.childNodesChanged();
}

/** Removes a child element with the line it was on; an element left without items becomes `<x/>`. */
export function removeChildElement(parent, child) {
  const nodes = parent.childNodes;
  const position = nodes.indexOf(child);
  if (position < 0) return;
  if (position > 0 && nodes[position - 1].isWhitespace) nodes.splice(position - 1, 2);
  else if (position + 1 < nodes.length && nodes[position + 1].isWhitespace) nodes.splice(position, 2);
  else nodes.splice(position, 1);
  parent.childNodesChanged();
  child.parentElement = null;
  if (nodes.every((node) => node.isWhitespace)) {
    parent.replaceChildren([]);
    parent.isSelfClosing = true;
  }
}

/** Replaces the content with text, escaped as Xcode escapes text. */
export function setText(element, text) {
  if (containsCharacterIllegalInXML(text)) throw new MarkupEditError(`the value for ${element.tagName} contains a character XML cannot hold.`);
  element.replaceChildren(text.length === 0 ? [] : [new XmlText(escapeText(text))]);
  element.isSelfClosing = text.length === 0;
}

/** Re-indents a subtree for insertion at `indent`: structural elements get one child per line, 4 spaces deeper. */
export function layOut(element, indent) {
  if (element.childNodes.length === 0) element.isSelfClosing = true;
  if (!isStructural(element)) return;
  const childIndent = indent + "    ";
  const laidOut = [];
  for (const node of element.childNodes) {
    if (node.isWhitespace) continue;
    laidOut.push(new XmlText("\n" + childIndent), node);
    if (node.nodeType === 1) layOut(node, childIndent);
  }
  laidOut.push(new XmlText("\n" + indent));
  element.replaceChildren(laidOut);
}

/** True when the children are elements and comments with only indentation between them. */
function isStructural(element) {
  let hasItem = false;
  for (const node of element.childNodes) {
    switch (node.nodeType) {
      case 1: case 8: hasItem = true; break;
      case 3: if (!node.isWhitespace) return false; break;
      default: return false;
    }
  }
  return hasItem;
}
