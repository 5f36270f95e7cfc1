// Where Xcode puts a new attribute or child. Twin of Sources/IBDocument/XML/XcodeOrder.swift over
// the generated tables in xcode-order-table.js.

import { buttonCellsPrecedeConstraintsFrom, idTail, precedesConstraints as precedesConstraintsList, xcodeOrderLines } from "./xcode-order-table.js";

const attributeTables = new Map();
const childTables = new Map();
for (const line of xcodeOrderLines) {
  const colon = line.indexOf(":");
  if (colon < 0 || line.length === 0) continue;
  const element = line.slice(1, colon);
  const ranks = new Map();
  line.slice(colon + 1).split(" ").filter((name) => name.length > 0).forEach((name, rank) => ranks.set(name, rank));
  (line[0] === "@" ? attributeTables : childTables).set(element, ranks);
}
const precedesConstraintsSet = new Set(precedesConstraintsList);
const idTailRank = new Map(idTail.map((name, index) => [name, index]));

/** Elements that keep the corpus order all through, with no `id` tail (twin of `XcodeOrder.idTailExempt`). */
const ID_TAIL_EXEMPT = new Set(["device", "adaptation", "segue"]);

/** The index in `element.attributes` where a new attribute `name` belongs. */
export function attributeInsertionIndex(name, element) {
  const attributes = element.attributes;
  if (name === "key") return 0;
  const usesIDTail = !ID_TAIL_EXEMPT.has(element.tagName);
  if (usesIDTail && idTailRank.has(name)) {
    const tailRank = idTailRank.get(name);
    const later = attributes.findIndex((attribute) => (idTailRank.get(attribute.name) ?? -1) > tailRank);
    return later >= 0 ? later : attributes.length;
  }
  let tailStart = attributes.findIndex((attribute) => usesIDTail && idTailRank.has(attribute.name));
  if (tailStart < 0) tailStart = attributes.length;
  if (name === "id" && usesIDTail) return tailStart;
  let upper = attributes.length;
  if (usesIDTail) {
    const idIndex = attributes.findIndex((attribute) => attribute.name === "id");
    upper = idIndex >= 0 ? idIndex : tailStart;
  }
  const lower = attributes.length > 0 && attributes[0].name === "key" ? 1 : 0;
  if (!(lower < upper)) return upper;
  const markIndex = layoutMarkIndex(name, element, lower, upper);
  if (markIndex !== null) return markIndex;
  const ranks = attributeRanks(element);
  if (!ranks || !ranks.has(name)) return upper;
  const rank = ranks.get(name);
  let position = lower;
  let sawLower = false;
  for (let index = lower; index < upper; index++) {
    const existing = ranks.get(attributes[index].name);
    if (existing === undefined) continue;
    if (existing < rank) {
      position = index + 1;
      sawLower = true;
    } else if (!sawLower) {
      return index;
    }
  }
  return sawLower ? position : upper;
}

/**
 * An iOS-family view's layout priorities and marks: one contiguous run in this order right after `contentMode`
 * across the corpus's iOS-family documents (twin of `XcodeOrder.layoutMarks`, where the counts are).
 */
const layoutMarks = ["horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
  "verticalCompressionResistancePriority", "fixedFrame", "misplaced", "ambiguous"];

/** `contentMode`, then the run: a new mark goes after the last present attribute listed before it. */
const layoutMarkPredecessors = ["contentMode", ...layoutMarks.slice(0, -1)];

/**
 * Xcode writes a CocoaTouch view's layout priorities and marks right after its content mode, in `layoutMarks`
 * order, before the class's own attributes — a fixed rule, the tables don't rank them where the corpus has few.
 * Null: no anchor present.
 */
function layoutMarkIndex(name, element, lower, upper) {
  if (!layoutMarks.includes(name) || platformOf(element) !== "touch") return null;
  const predecessors = layoutMarkPredecessors.slice(0, layoutMarks.indexOf(name) + 1);
  for (let index = upper - 1; index >= lower; index--) {
    const other = element.attributes[index].name;
    if (!predecessors.includes(other)) continue;
    // An attribute the table puts before the anchor but the document has after it (a hand-written
    // `contentMode="…" hidden="YES"`) stays before the mark: the document's own disorder is not spread to it.
    const ranks = attributeRanks(element);
    const anchor = ranks?.get(other);
    let last = index;
    while (anchor !== undefined && last + 1 < upper && (ranks.get(element.attributes[last + 1].name) ?? Infinity) < anchor) last += 1;
    return last + 1;
  }
  return null;
}

function platformOf(element) {
  let root = element;
  while (root.parentElement) root = root.parentElement;
  const type = root.getAttribute("type");
  // tvOS and watchOS types have no `3` (com.apple.InterfaceBuilder.AppleTV.XIB): iOS family, as the table's generator splits them.
  if (type === null || !type.startsWith("com.apple.InterfaceBuilder")) return null;
  return type.includes(".Cocoa.") && !type.includes("CocoaTouch") ? "cocoa" : "touch";
}

/** The element's attribute ranks: its platform's own order where iOS and AppKit disagree, else the merged one. */
function attributeRanks(element) {
  const platform = platformOf(element);
  const own = platform && attributeTables.get(`${platform}/${element.tagName}`);
  return own || (attributeTables.get(element.tagName) ?? null);
}

/** The kind of a child element as the tables name it: `name` or `name[key]`. */
export function childKind(element) {
  const key = element.getAttribute("key");
  return key !== null ? `${element.tagName}[${key}]` : element.tagName;
}

function precedesConstraints(kind, parentName, toolsVersion) {
  switch (kind) {
    case "viewLayoutGuide[safeArea]": return toolsVersion >= 17000;
    case "buttonCell[cell]":
    case "popUpButtonCell[cell]": return toolsVersion >= buttonCellsPrecedeConstraintsFrom;
    default: break;
  }
  if (!precedesConstraintsSet.has(kind)) return false;
  const ranks = childTables.get(parentName);
  if (ranks && ranks.has(kind) && ranks.has("constraints")) return ranks.get(kind) < ranks.get("constraints");
  return true;
}

/** The element index (among the parent's child elements) where a new child of this kind belongs. */
export function childInsertionIndex(kind, parent, toolsVersion = Infinity) {
  const existing = parent.children.map(childKind);
  const beforeCanvas = existing.length > 0 && existing[existing.length - 1] === "point[canvasLocation]" ? existing.length - 1 : existing.length;
  if (kind === "connections") return beforeCanvas;
  if (kind === "constraints") {
    for (let index = existing.length - 1; index >= 0; index--) {
      if (precedesConstraints(existing[index], parent.tagName, toolsVersion)) return index + 1;
    }
    return 0;
  }
  const ranks = childTables.get(parent.tagName);
  if (ranks && ranks.has(kind)) {
    const rank = ranks.get(kind);
    for (let index = existing.length - 1; index >= 0; index--) {
      if ((ranks.get(existing[index]) ?? Infinity) >= rank) continue;
      // A kind Xcode writes before the constraints stays before them, also where a child ranked before it follows
      // them (a pre-Xcode 12 safe area guide: a new tint colour went after a view's constraints). Swift: XcodeOrder.
      const constraints = existing.indexOf("constraints");
      if (constraints >= 0 && constraints <= index && precedesConstraints(kind, parent.tagName, toolsVersion)) return constraints;
      return Math.min(index + 1, beforeCanvas);
    }
    const first = existing.findIndex((other) => (ranks.get(other) ?? -1) > rank);
    if (first >= 0) return first;
  }
  return beforeCanvas;
}
