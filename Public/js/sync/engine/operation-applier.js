// Applies one primitive op and returns the ops that undo it. Twin of
// Sources/IBSync/OperationApplier.swift: every check runs before the tree is touched, with the
// same refusal (code and sentence) in the same order.

import { parseXml } from "./xml-parser.js";
import { serializeElement } from "./xml-serializer.js";
import { removeAttribute as removeAttributeNode, removeChildElement, setAttribute as setAttributeNode, setText as setTextNode } from "./xml-editing.js";
import { attach, detach, prologComments } from "./child-placement.js";
import { ParentPlan } from "./parent-plan.js";
import { isInside, isObjectElement, isScene, isValidXMLName, objectIDs, sceneIDs } from "./object-rules.js";
import { isReference } from "./reference-attributes.js";
import { describeAddress } from "./node-address.js";
import { ops } from "./edit-operation.js";
import { refuse } from "./sync-error.js";
import { swiftEquals, swiftKey, utf8ByteLength } from "../../util/swift-strings.js";

/** List containers Xcode never writes empty: created by inserts and moves, removed when emptied. */
export const transientContainers = new Set(["subviews", "constraints", "connections", "gestureRecognizers"]);
export const maximumInsertBytes = 4 << 20;

/** Applies a canonical op to a SyncDocument; returns the inverse ops; throws OpRefused. */
export function applyOperation(op, document) {
  switch (op.op) {
    case "setAttribute": return setAttribute(op, document);
    case "removeAttribute": return removeAttribute(op, document);
    case "insertSubtree": return insertSubtree(op, document);
    case "removeSubtree": return removeSubtree(op, document);
    case "move": return move(op, document);
    case "setText": return setText(op, document);
    default: throw new Error(`unknown op ${op.op}`);
  }
}

function requireElement(address, document) {
  const element = document.resolve(address);
  if (!element) throw refuse("targetNotFound", address);
  return element;
}

function checkAttributeName(name) {
  if (!isValidXMLName(name)) throw refuse("invalidName", name);
  if (name === "id" || name === "key" || name === "sceneID") throw refuse("immutableAttribute", name);
}

/** `expect`: undefined = none, null = must be absent, string = must equal. */
function expectationMatches(expect, current) {
  return expect === null ? current === null : current !== null && swiftEquals(current, expect);
}

function setAttribute({ target, name, value, expect }, document) {
  const element = requireElement(target, document);
  checkAttributeName(name);
  const old = element.getAttribute(name);
  if (expect !== undefined && !expectationMatches(expect, old)) throw refuse("expectationFailed", target, name, expect, old);
  const reference = isReference(element.tagName, name);
  if (reference && !document.containsID(value)) throw refuse("danglingReference", name, value);
  try { setAttributeNode(element, name, value); } catch { throw refuse("illegalCharacter", name); }
  if (reference) {
    if (old !== null) document.removeReference(element, old);
    document.addReference(element, value);
  }
  if (old !== null) return [ops.setAttribute(target, name, old, value)];
  return [ops.removeAttribute(target, name, value)];
}

function removeAttribute({ target, name, expect }, document) {
  const element = requireElement(target, document);
  checkAttributeName(name);
  const old = element.getAttribute(name);
  if (expect !== undefined && !expectationMatches(expect, old)) throw refuse("expectationFailed", target, name, expect, old);
  if (old === null) return [];
  removeAttributeNode(element, name);
  if (isReference(element.tagName, name)) document.removeReference(element, old);
  return [ops.setAttribute(target, name, old, null)];
}

function setText({ target, text, expect }, document) {
  const element = requireElement(target, document);
  if (element.childNodes.some((node) => node.nodeType === 1)) throw refuse("hasChildElements", target);
  const old = element.textContent;
  if (expect !== undefined && !swiftEquals(expect, old)) throw refuse("expectationFailed", target, "text", expect, old);
  if (!swiftEquals(old, text)) {
    try { setTextNode(element, text); } catch { throw refuse("illegalCharacter", "text"); }
  }
  return [ops.setText(target, old, text)];
}

function insertSubtree({ parent: parentAddress, xml, position }, document) {
  if (utf8ByteLength(xml) > maximumInsertBytes) throw refuse("invalidXML", `it is larger than ${maximumInsertBytes} bytes`);
  let fragment;
  try { fragment = parseXml(xml); } catch (error) { throw refuse("invalidXML", error.message); }
  const element = fragment.root;
  const comments = prologComments(fragment.prolog);
  const plan = new ParentPlan(parentAddress, document);
  // An empty transient container: how an inverse puts back, where it was, a container that left with its
  // last child. Nothing to create where the parent has one; nothing to undo either way (the Swift twin says more).
  const isEmptyContainer = isTransient(element) && !element.childNodes.some((node) => node.nodeType === 1);
  if (isEmptyContainer && !plan.missing.length &&
      plan.base.childNodes.some((node) => node.nodeType === 1 && node.tagName === element.tagName && isTransient(node))) {
    return [];
  }
  const seen = new Set();
  for (const id of objectIDs(element)) {
    const key = swiftKey(id);
    if (seen.has(key) || document.containsID(id)) throw refuse("duplicateID", id);
    seen.add(key);
  }
  const seenScenes = new Set();
  for (const id of sceneIDs(element)) {
    const key = swiftKey(id);
    if (seenScenes.has(key) || document.containsSceneID(id)) throw refuse("duplicateID", id);
    seenScenes.add(key);
  }
  checkAddressable(element, plan, parentAddress);
  checkReferences(element, seen, document);
  const index = plan.elementIndex(position, null, document);
  const parent = plan.materialize(document);
  attach(element, comments, parent, index, document.toolsVersionNumber);
  document._indexSubtree(element);
  if (isEmptyContainer && !plan.createdTop) return [];
  const undoAddress = document.addressOf(plan.createdTop ?? element);
  if (!undoAddress) throw refuse("unsupported", "the inserted element has no address");
  return [ops.removeSubtree(undoAddress)];
}

function removeSubtree({ target }, document) {
  const element = requireElement(target, document);
  const reason = document.protectionReason(element);
  if (reason !== null) throw refuse("protectedElement", target, reason);
  const parent = element.parentElement;
  const parentAddress = parent ? document.addressOf(parent) : null;
  if (!parentAddress) throw refuse("unsupported", `${describeAddress(target)} sits under an element without an address; edit its parent instead.`);
  const restorePosition = positionOf(element, document);
  const comments = detach(element);
  const xml = comments.map((comment) => `<!--${comment}-->\n`).join("") + serializeElement(element);
  document._unindexSubtree(element);
  const containerBack = removeIfEmptyTransient(parent, document);
  releaseDetached(element, document);
  return [...containerBack, ops.insertSubtree(parentAddress, xml, restorePosition)];
}

/**
 * Swift elements hold their parent weakly: once a removed subtree is dropped, an element the
 * index still holds (an object the index walk skipped, e.g. one moved into `<dependencies>`, or
 * a scene moved under a view) keeps its children but loses its parent link. Mirror that so
 * stale addresses behave the same (refused as "sits under an element without an address").
 */
function releaseDetached(root, document) {
  const visit = (element, parentAlive) => {
    const alive = parentAlive || document._retains(element);
    if (alive && !parentAlive && element !== root) element.parentElement = null;
    for (const node of element.childNodes) if (node.nodeType === 1) visit(node, alive);
  };
  visit(root, false);
}

function move({ target, newParent: newParentAddress, position, expectParent }, document) {
  const element = requireElement(target, document);
  const reason = document.protectionReason(element);
  if (reason !== null) throw refuse("protectedElement", target, reason);
  if (expectParent !== undefined && document.resolve(expectParent) !== element.parentElement) {
    const current = element.parentElement ? document.addressOf(element.parentElement) : null;
    throw refuse("expectationFailed", target, "parent", describeAddress(expectParent), current ? describeAddress(current) : null);
  }
  const plan = new ParentPlan(newParentAddress, document);
  if (isInside(plan.base, element)) throw refuse("cycle", target, newParentAddress);
  const oldParent = element.parentElement;
  const oldParentAddress = oldParent ? document.addressOf(oldParent) : null;
  if (!oldParentAddress) throw refuse("unsupported", `${describeAddress(target)} sits under an element without an address; edit its parent instead.`);
  checkAddressable(element, plan, newParentAddress);
  const index = plan.elementIndex(position, element, document);
  const restorePosition = positionOf(element, document);
  const comments = detach(element);
  const newParent = plan.materialize(document);
  attach(element, comments, newParent, index, document.toolsVersionNumber);
  const containerBack = removeIfEmptyTransient(oldParent, document);
  const movedAddress = document.addressOf(element);
  if (!movedAddress) throw refuse("unsupported", "the moved element has no address at its new place");
  const inverse = [...containerBack, ops.move(movedAddress, oldParentAddress, restorePosition, document.addressOf(newParent) ?? undefined)];
  const createdTop = plan.createdTop;
  if (createdTop && !(plan.missing.length === 1 && isTransient(createdTop))) {
    const createdAddress = document.addressOf(createdTop);
    if (createdAddress) inverse.push(ops.removeSubtree(createdAddress));
  }
  return inverse;
}

/** Every reference in an inserted subtree must name a live object or one it brings along. */
function checkReferences(element, newIDs, document) {
  element.forEachElement((node) => {
    for (const attribute of node.attributes) {
      if (!isReference(node.tagName, attribute.name)) continue;
      const id = attribute.value;
      if (!newIDs.has(swiftKey(id)) && !document.containsID(id)) throw refuse("danglingReference", attribute.name, id);
    }
  });
}

/** Refuses a new child no address could name (a second `<rect key="frame">`, a second `<subviews>`). */
function checkAddressable(element, plan, parentAddress) {
  if (plan.missing.length) return;
  const key = element.getAttribute("key");
  const unkeyedContainer = key === null && !isObjectElement(element) && !isScene(element);
  if (key === null && !unkeyedContainer) return; // an object or scene: its id names it
  let rivalContainer = false;
  for (const sibling of plan.base.childNodes) {
    if (sibling.nodeType !== 1 || sibling === element) continue;
    const siblingKey = sibling.getAttribute("key");
    if (key !== null && swiftEquals(siblingKey, key)) throw refuse("duplicateKey", parentAddress, key);
    if (unkeyedContainer && !rivalContainer && sibling.tagName === element.tagName && siblingKey === null &&
        !isObjectElement(sibling) && !isScene(sibling)) rivalContainer = true;
  }
  if (rivalContainer) throw refuse("duplicateKey", parentAddress, `<${element.tagName}>`);
}

/** The position that puts an element back where it is now. */
export function positionOf(element, document) {
  const parent = element.parentElement;
  if (!parent) return { atEnd: true };
  const children = parent.childNodes;
  const position = children.indexOf(element);
  if (position < 0) return { atEnd: true };
  let previous = null;
  let elementsBefore = 0;
  for (let index = 0; index < position; index++) {
    if (children[index].nodeType === 1) { previous = children[index]; elementsBefore += 1; }
  }
  if (!previous) return { atStart: true };
  const address = document.addressOf(previous);
  return address ? { after: address } : { index: elementsBefore };
}

function isTransient(element) {
  return transientContainers.has(element.tagName) && element.attributes.length === 0;
}

/**
 * Removes a transient container its last child has left; returns the op that puts it back where it
 * was (none when it stays). Created on demand it would go where Xcode's order puts it, which for a kind
 * the order table does not rank depends on the siblings added since (the Swift twin says more).
 */
function removeIfEmptyTransient(element, document) {
  if (!isTransient(element) || element.childNodes.some((node) => node.nodeType === 1) || !element.parentElement) return [];
  const parent = element.parentElement;
  const parentAddress = document.addressOf(parent);
  const restorePosition = positionOf(element, document);
  removeChildElement(parent, element);
  return parentAddress ? [ops.insertSubtree(parentAddress, `<${element.tagName}/>`, restorePosition)] : [];
}
