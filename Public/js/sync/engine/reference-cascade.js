// The references a removal would leave dangling, as ops that remove them. Twin of
// Sources/IBSync/ReferenceCascade.swift (see its comment for the rules): referrers that mean
// nothing without their other end go whole, transitively; other reference attributes go; emptied
// containers go unless Xcode writes them empty; an element no address names alone is removed by
// replacing its nearest uniquely addressed container. Replacements first, then attribute removals,
// then element removals deepest referrer first; ties by the referrer's address description (UTF-8 order).

import { isInside, isObjectElement, isScene, objectIDs } from "./object-rules.js";
import { containersWrittenEmpty, isReference, referenceRemoval } from "./reference-attributes.js";
import { detach, leadingComments } from "./child-placement.js";
import { positionOf, transientContainers } from "./operation-applier.js";
import { parseXml } from "./xml-parser.js";
import { serializeElement } from "./xml-serializer.js";
import { removeAttribute as removeAttributeNode } from "./xml-editing.js";
import { describeAddress } from "./node-address.js";
import { ops } from "./edit-operation.js";
import { swiftEquals, utf8Compare } from "../../util/swift-strings.js";

export function cascadeEffects(removed, document) {
  const goneRoots = new Set([removed]);
  const rootOf = (element) => {
    for (let node = element; node; node = node.parentElement) if (goneRoots.has(node)) return node;
    return null;
  };
  const isGone = (element) => rootOf(element) !== null;
  const namesGone = (id) => {
    const target = document.elementById(id);
    return target !== null && isGone(target);
  };
  let going = [];
  const frontier = [removed];
  while (frontier.length) {
    const root = frontier.pop();
    for (const id of objectIDs(root)) {
      for (const referrer of document.referrersOf(id)) {
        if (isGone(referrer)) continue;
        if (!referrer.attributes.some((attribute) => referenceRemoval(referrer.tagName, attribute.name) === "element" && namesGone(attribute.value))) continue;
        goneRoots.add(referrer);
        going.push(referrer);
        frontier.push(referrer);
      }
    }
  }
  let depth = removalDepths(going, removed, rootOf, new Set(), document);
  // Referrers inside what goes that the inverse would put back before what they name.
  const inner = new Set();
  const attributeRemovals = [];
  for (;;) {
    const found = crossReferrers([removed, ...going], rootOf, depth, document);
    for (const removal of found.attributes) {
      if (!attributeRemovals.some((each) => each.element === removal.element && each.name === removal.name)) attributeRemovals.push(removal);
    }
    if (!found.elements.length) break;
    for (const element of found.elements) {
      goneRoots.add(element);
      going.push(element);
      inner.add(element);
    }
    depth = removalDepths(going, removed, rootOf, inner, document);
  }
  going = going.filter((element) => inner.has(element) || !going.some((other) => other !== element && isInside(element, other)));
  const seen = new Set();
  for (const root of [removed, ...going]) {
    for (const id of objectIDs(root)) {
      for (const referrer of document.referrersOf(id)) {
        if (isGone(referrer) || seen.has(referrer)) continue;
        seen.add(referrer);
        for (const attribute of referrer.attributes) {
          if (referenceRemoval(referrer.tagName, attribute.name) === "attribute" && namesGone(attribute.value)) {
            attributeRemovals.push({ element: referrer, name: attribute.name });
          }
        }
      }
    }
  }
  going = pruneEmptiedContainers(going, depth);

  let replacements = [];
  const removals = [];
  const attributeOps = [];
  for (const element of going) {
    const address = uniqueAddress(element, document);
    if (address) {
      removals.push({ key: describeAddress(address), depth: depth.get(element) ?? 1, op: ops.removeSubtree(address) });
      continue;
    }
    let root = element.parentElement;
    while (!uniqueAddress(root, document)) root = root.parentElement;
    const entry = replacements.find((each) => each.root === root);
    if (entry) entry.inner.push(element); else replacements.push({ root, inner: [element] });
  }
  replacements = replacements.filter((entry) => !replacements.some((other) => other.root !== entry.root && isInside(entry.root, other.root)));
  for (const entry of replacements) {
    const nested = going.filter((element) => !entry.inner.includes(element) && isInside(element, entry.root));
    entry.inner.push(...nested);
  }
  const replacementOps = replacements.map((entry) => replacement(entry.root, entry.inner,
    attributeRemovals.filter((removal) => isInside(removal.element, entry.root)), document));
  for (const { element, name } of attributeRemovals) {
    if (replacements.some((entry) => isInside(element, entry.root))) continue;
    const address = document.addressOf(element);
    if (address) attributeOps.push({ key: `${describeAddress(address)} ${name}`, op: ops.removeAttribute(address, name) });
  }
  const kept = removals.filter((entry) => {
    const element = document.resolve(entry.op.target);
    return !(element && replacements.some((each) => isInside(element, each.root)));
  });
  const byKey = (a, b) => utf8Compare(a.key, b.key);
  const byDepth = (a, b) => (a.depth !== b.depth ? b.depth - a.depth : utf8Compare(a.key, b.key));
  return [...replacementOps.sort(byKey).flatMap((entry) => entry.ops), ...attributeOps.sort(byKey).map((entry) => entry.op),
    ...kept.sort(byDepth).map((entry) => entry.op)];
}

/** Referrers inside a subtree that goes that name something in another one the inverse restores
 * after theirs: they go on their own first (see the Swift twin). */
function crossReferrers(roots, rootOf, depth, document) {
  const elements = [];
  const attributes = [];
  for (const root of roots) {
    root.forEachElement((element) => {
      if (element === root || rootOf(element) !== root || !depth.has(root)) return;
      const ownDepth = depth.get(root);
      for (const attribute of element.attributes) {
        if (!isReference(element.tagName, attribute.name)) continue;
        const target = document.elementById(attribute.value);
        const targetRoot = target ? rootOf(target) : null;
        if (!targetRoot || targetRoot === root || !depth.has(targetRoot) || depth.get(targetRoot) < ownDepth) continue;
        if (referenceRemoval(element.tagName, attribute.name) === "element") {
          elements.push(element);
          break;
        }
        attributes.push({ element, name: attribute.name });
      }
    });
  }
  return { elements, attributes };
}

/** The longest chain of removal references from `removed` to each referrer (see the Swift twin);
 * an `inner` referrer is also deeper than every subtree it is inside. */
function removalDepths(going, removed, rootOf, inner, document) {
  const depth = new Map([[removed, 0]]);
  for (const element of going) depth.set(element, 1);
  let changed = true;
  let rounds = 0;
  while (changed && rounds <= going.length) {
    changed = false;
    rounds += 1;
    for (const element of going) {
      for (const attribute of element.attributes) {
        if (!isReference(element.tagName, attribute.name)) continue;
        const target = document.elementById(attribute.value);
        const root = target ? rootOf(target) : null;
        if (!root || root === element || !depth.has(root) || depth.get(root) + 1 <= depth.get(element)) continue;
        depth.set(element, depth.get(root) + 1);
        changed = true;
      }
      if (!inner.has(element)) continue;
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        if (!depth.has(ancestor) || depth.get(ancestor) + 1 <= depth.get(element)) continue;
        depth.set(element, depth.get(ancestor) + 1);
        changed = true;
      }
    }
  }
  return depth;
}

function pruneEmptiedContainers(elements, depth) {
  let going = elements;
  let changed = true;
  while (changed) {
    changed = false;
    for (const element of going) {
      const parent = element.parentElement;
      if (!parent || !isPrunable(parent)) continue;
      if (!parent.children.every((child) => going.includes(child))) continue;
      depth.set(parent, Math.max(...parent.children.map((child) => depth.get(child) ?? 1)));
      going = going.filter((each) => each.parentElement !== parent);
      going.push(parent);
      changed = true;
      break;
    }
  }
  return going;
}

function isPrunable(element) {
  return element.parentElement !== null && !isObjectElement(element) && !isScene(element)
    && element.attributes.every((attribute) => attribute.name === "key")
    && !containersWrittenEmpty.has(element.tagName) && !transientContainers.has(element.tagName);
}

/** The element's address, when no sibling shares it. */
function uniqueAddress(element, document) {
  const address = document.addressOf(element);
  if (!address || address.in === undefined) return address;
  const parent = element.parentElement;
  if (!parent) return address;
  const key = element.getAttribute("key");
  const twins = parent.children.filter((sibling) => sibling.tagName === address.name && swiftEquals(sibling.getAttribute("key"), key)
    && !isObjectElement(sibling) && !isScene(sibling));
  return twins.length === 1 ? address : null;
}

function replacement(root, inner, attributes, document) {
  const address = uniqueAddress(root, document);
  const parentAddress = document.addressOf(root.parentElement);
  const position = positionOf(root, document);
  const copy = parseXml(serializeElement(root)).root;
  for (const { element, name } of attributes) removeAttributeNode(descendant(copy, pathOf(element, root)), name);
  const paths = inner.map((element) => pathOf(element, root)).sort((a, b) => comparePaths(b, a));
  for (const path of paths) detach(descendant(copy, path));
  const xml = leadingComments(root).map((comment) => `<!--${comment}-->\n`).join("") + serializeElement(copy);
  return { key: describeAddress(address), ops: [ops.removeSubtree(address), ops.insertSubtree(parentAddress, xml, position)] };
}

function pathOf(element, root) {
  const path = [];
  for (let current = element; current !== root && current.parentElement; current = current.parentElement) {
    path.push(current.parentElement.children.indexOf(current));
  }
  return path.reverse();
}

function descendant(element, path) {
  return path.reduce((node, index) => node.children[index], element);
}

/** Swift `Array.lexicographicallyPrecedes` as a comparator. */
function comparePaths(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
