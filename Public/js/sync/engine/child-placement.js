// Detaches and attaches child elements together with the comments right above them
// (`<!--View Controller-->` over each `<scene>`). Twin of Sources/IBSync/ChildPlacement.swift.

import { XmlComment } from "./xml-nodes.js";
import { insertItem, removeChildElement } from "./xml-editing.js";
import { childInsertionIndex, childKind } from "./xcode-order.js";

/** Removes an element, its line and its leading comments; returns the comments' text. */
export function detach(element) {
  const parent = element.parentElement;
  if (!parent) return [];
  const children = parent.childNodes;
  const position = children.indexOf(element);
  if (position < 0) return [];
  if (!hasLeadingComment(children, position)) {
    removeChildElement(parent, element);
    return [];
  }
  const comments = [];
  let start = position;
  for (let index = position - 1; index >= 0; index--) {
    if (children[index].isWhitespace) continue;
    if (children[index].nodeType !== 8) break;
    comments.unshift(children[index].raw);
    start = index;
  }
  let lower = start;
  let upper = position;
  if (lower > 0 && children[lower - 1].isWhitespace) lower -= 1;
  else if (upper + 1 < children.length && children[upper + 1].isWhitespace) upper += 1;
  const remaining = [...children.slice(0, lower), ...children.slice(upper + 1)];
  if (remaining.every((node) => node.isWhitespace)) {
    parent.replaceChildren([]);
    parent.isSelfClosing = true;
  } else {
    parent.replaceChildren(remaining);
  }
  element.parentElement = null;
  return comments;
}

/** The text of the comments right above an element (what `detach` would take along). */
export function leadingComments(element) {
  const parent = element.parentElement;
  if (!parent) return [];
  const children = parent.childNodes;
  const position = children.indexOf(element);
  const comments = [];
  for (let index = position - 1; index >= 0; index--) {
    if (children[index].isWhitespace) continue;
    if (children[index].nodeType !== 8) break;
    comments.unshift(children[index].raw);
  }
  return comments;
}

function hasLeadingComment(children, position) {
  let index = position - 1;
  while (index >= 0 && children[index].isWhitespace) index -= 1;
  return index >= 0 && children[index].nodeType === 8;
}

/** Inserts an element before the `elementIndex`-th child element (before that one's comments), or in Xcode's order when null; then its comments above it. */
export function attach(element, comments, parent, elementIndex, toolsVersion) {
  const index = elementIndex ?? childInsertionIndex(childKind(element), parent, toolsVersion);
  const children = parent.childNodes;
  // The index-th child element's position, and the item count before it (or in all).
  let position = -1;
  let itemIndex = 0;
  let elementsSeen = 0;
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node.nodeType === 1 && elementsSeen++ === index) { position = i; break; }
    if (!node.isWhitespace) itemIndex += 1;
  }
  if (position >= 0) {
    for (let scan = position - 1; scan >= 0; scan--) {
      if (children[scan].isWhitespace) continue;
      if (children[scan].nodeType !== 8) break;
      itemIndex -= 1; // its leading comments go after the new element
    }
  }
  // Layout turns `<x></x>` into `<x/>`; keep the form the element was written in.
  const writtenOpen = [];
  element.forEachElement((each) => { if (each.childNodes.length === 0 && !each.isSelfClosing) writtenOpen.push(each); });
  insertItem(parent, element, itemIndex);
  for (const open of writtenOpen) if (open.childNodes.length === 0) open.isSelfClosing = false;
  comments.forEach((comment, offset) => insertItem(parent, new XmlComment(comment), itemIndex + offset));
}

/** The comments before the root of a parsed fragment. */
export function prologComments(prolog) {
  return prolog.filter((node) => node.nodeType === 8).map((node) => node.raw);
}
