/**
 * Constraints as Xcode writes them: `<constraint firstItem=… firstAttribute=… relation=… secondItem=…
 * secondAttribute=… multiplier=… priority=… constant=… id=…/>` (defaults left out: equal relation, multiplier 1,
 * priority 1000, constant 0), in the `<constraints>` of the items' nearest common ancestor view, where the
 * first item is left out when it is that view itself, kept sorted by id. Views that get constrained lose
 * their autoresizing mask: `translatesAutoresizingMaskIntoConstraints="NO"`.
 *
 * A constraint spec: {first, firstAttribute, relation?, second?, secondAttribute?, multiplier?, priority?, constant?}
 * with item ids (views or layout guides).
 */
import { childAddress, objectAddress } from "../addresses.js";
import { CommandError } from "../errors.js";
import { formatNumber } from "../numbers.js";
import { elementXML } from "../xml-writer.js";
import { childElement } from "../../document/xml-read.js";
import { commonAncestorView, contains, isGuide, isOwnedView, isView, itemElement, owningView, superviewOf } from "./view-tree.js";

/** A number as a constraint attribute (constant, priority): Xcode's number text, at most 6 decimals. */
export function constraintNumber(value) {
  const rounded = Math.round(value * 1e6) / 1e6;
  return formatNumber(Object.is(rounded, -0) ? 0 : rounded);
}

/** A multiplier as Xcode writes it: "1:1" ratios and "2/3" fractions are kept, numbers to 6 significant digits. */
export function multiplierText(value) {
  if (typeof value === "string") return value;
  const text = String(Number(value.toPrecision(6)));
  return text;
}

/** The numeric value of a multiplier attribute ("1:2" width:height, "2/3", "0.5"). */
export function multiplierValue(text) {
  if (text === null || text === undefined || text === "") return 1;
  const ratio = /^\s*([\d.]+)\s*[:/]\s*([\d.]+)\s*$/.exec(text);
  if (ratio) return Number(ratio[1]) / Number(ratio[2]);
  return Number(text);
}

/** A reduced "w:h" ratio for an aspect-ratio constraint from a frame. */
export function aspectRatioText(width, height) {
  const w = Math.round(width * 2), h = Math.round(height * 2);
  if (!w || !h) return "1:1";
  const gcd = (a, b) => (b ? gcd(b, a % b) : a);
  const d = gcd(w, h);
  return `${w / d}:${h / d}`;
}

/** The view whose `<constraints>` holds a constraint with these items. */
export function ownerOf(doc, spec) {
  const first = itemElement(doc, spec.first);
  if (!first) throw new CommandError(`object ${spec.first} does not exist (it may have been deleted by someone else).`);
  const second = spec.second ? itemElement(doc, spec.second) : null;
  if (spec.second && !second) throw new CommandError(`object ${spec.second} does not exist (it may have been deleted by someone else).`);
  if (!second) return owningView(first);
  const owner = commonAncestorView([first, second]);
  if (!owner) throw new CommandError("these items are in different view hierarchies, so no constraint can join them.");
  return owner;
}

/** The `<constraint>` element text for a spec stored in `owner`. */
export function constraintXML(spec, id, ownerId) {
  const isDefault = (value, fallback) => value === undefined || value === null || value === fallback;
  const relation = isDefault(spec.relation, "equal") ? null : spec.relation;
  const multiplier = spec.multiplier === undefined || spec.multiplier === null || multiplierText(spec.multiplier) === "1" ? null : multiplierText(spec.multiplier);
  const priority = isDefault(spec.priority, 1000) ? null : constraintNumber(spec.priority);
  const constant = !spec.constant ? null : constraintNumber(spec.constant);
  return elementXML("constraint", [
    ["firstItem", spec.first === ownerId ? null : spec.first],
    ["firstAttribute", spec.firstAttribute],
    ["relation", relation],
    ["secondItem", spec.second ?? null],
    ["secondAttribute", spec.second ? spec.secondAttribute : null],
    ["multiplier", multiplier],
    ["priority", priority],
    ["constant", constant === "0.0" ? null : constant],
    ["id", id],
  ]);
}

/** Ids of the `<constraint>` children of a view's `<constraints>`, in document order. */
export function constraintIdsIn(view) {
  return (childElement(view, "constraints")?.children ?? []).filter((c) => c.tagName === "constraint").map((c) => c.getAttribute("id"));
}

/** Where a constraint with this id goes among `ids` (sorted by id, as Xcode keeps them): `after` the last smaller one. */
export function sortedPosition(ids, id) {
  let previous = null;
  for (const other of ids) if (other < id && (previous === null || other > previous)) previous = other;
  return previous === null ? { atStart: true } : { after: objectAddress(previous) };
}

/**
 * Views a constraint constrains (they get translatesAutoresizingMaskIntoConstraints="NO"): its view items
 * that are not the container of another item, not a root or owned view (a controller's view, a cell's
 * content view) and not arranged in a stack view.
 */
export function constrainedViews(doc, spec) {
  const items = [spec.first, spec.second].filter(Boolean).map((id) => itemElement(doc, id)).filter(Boolean);
  return items.filter((element) => isView(element) && !isGuide(element)
    && !items.some((other) => other !== element && contains(element, owningView(other)) && owningView(other) !== element)
    && superviewOf(element) && !isOwnedView(element) && superviewOf(element).tagName !== "stackView");
}

/** Ops that switch a view from its autoresizing mask to constraints (nothing when it already uses them). */
export function useConstraintsOps(view) {
  const id = view.getAttribute("id");
  const ops = [];
  if (view.getAttribute("translatesAutoresizingMaskIntoConstraints") !== "NO") {
    ops.push({ op: "setAttribute", target: objectAddress(id), name: "translatesAutoresizingMaskIntoConstraints", value: "NO" });
  }
  if (childElement(view, "autoresizingMask", "autoresizingMask")) {
    ops.push({ op: "removeSubtree", target: childAddress(objectAddress(id), "autoresizingMask", "autoresizingMask") });
  }
  // A view laid out by constraints no longer keeps a fixed frame (none of the corpus's 1,832 fixed-frame views is a
  // constraint's item).
  if (view.getAttribute("fixedFrame") === "YES") ops.push({ op: "removeAttribute", target: objectAddress(id), name: "fixedFrame" });
  return ops;
}

/**
 * The ops that add these constraints (one batch): each in its owner's `<constraints>` at its sorted place,
 * and the autoresizing-mask switch for views that become constrained. Returns {ops, ids}.
 */
export function addConstraintsOps(doc, specs, generator) {
  const planned = new Map(); // owner id → ids there (existing and new)
  const entries = specs.map((spec) => {
    if (!spec.firstAttribute) throw new CommandError("a constraint needs an attribute.");
    const owner = ownerOf(doc, spec);
    return { spec, owner, ownerId: owner.getAttribute("id"), id: generator.next() };
  });
  const ops = [];
  const switched = new Set();
  for (const { spec } of entries) {
    for (const view of constrainedViews(doc, spec)) {
      if (switched.has(view)) continue;
      switched.add(view);
      ops.push(...useConstraintsOps(view));
    }
  }
  // Inserted in id order, so each one's predecessor is already there.
  for (const entry of [...entries].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const ids = planned.get(entry.ownerId) ?? constraintIdsIn(entry.owner);
    ops.push({ op: "insertSubtree", parent: childAddress(objectAddress(entry.ownerId), "constraints"),
      xml: constraintXML(entry.spec, entry.id, entry.ownerId), position: sortedPosition(ids, entry.id) });
    planned.set(entry.ownerId, [...ids, entry.id]);
  }
  return { ops, ids: entries.map((e) => e.id) };
}

/** A stored `<constraint>` read back as a spec (the omitted first item is the owner). */
export function readConstraint(element) {
  const owner = element.parentElement?.parentElement;
  const number = (name, fallback) => {
    const raw = element.getAttribute(name);
    return raw === null ? fallback : Number(raw);
  };
  return {
    id: element.getAttribute("id"),
    owner: owner?.getAttribute("id") ?? null,
    first: element.getAttribute("firstItem") ?? owner?.getAttribute("id") ?? null,
    firstAttribute: element.getAttribute("firstAttribute"),
    relation: element.getAttribute("relation") ?? "equal",
    second: element.getAttribute("secondItem"),
    secondAttribute: element.getAttribute("secondAttribute"),
    multiplier: element.getAttribute("multiplier") ?? "1",
    priority: number("priority", 1000),
    constant: number("constant", 0),
  };
}

/**
 * Every `<constraint>` whose items include one of `ids` (a Set), with its spec. A constraint lives in the
 * `<constraints>` of a common ancestor of its items, so only the items' own and their ancestors' lists are read.
 */
export function constraintsInvolving(doc, ids) {
  const found = [];
  const seenLists = new Set();
  for (const id of ids) {
    for (let node = itemElement(doc, id); node; node = node.parentElement) {
      const list = childElement(node, "constraints");
      if (!list || seenLists.has(list)) continue;
      seenLists.add(list);
      for (const element of list.children) {
        if (element.tagName !== "constraint") continue;
        const spec = readConstraint(element);
        if (ids.has(spec.first) || ids.has(spec.second)) found.push({ element, spec });
      }
    }
  }
  return found;
}
