// The document's `<constraint>` elements as solver constraints:
// `first.attribute relation multiplier × second.attribute + constant` at the priority's strength.
// Twin of Sources/IBLayout/UIKit/RootLayout+DocumentConstraints.swift (same unreadable reasons).
import { childElement, numberAttribute } from "./elements.js";
import { makeConstraint } from "./expression.js";
import { commonAncestor, EDGE_ATTRIBUTES, LAYOUT_ATTRIBUTES } from "./layout-item.js";
import { Strength } from "./solver.js";
import { layoutNumber, layoutValue } from "./swift-number.js";

/** The `<constraint>` elements a view owns that the device's size classes install (read once per node: the mapping asks twice). */
export function documentConstraints(layout, node) {
  if (node.documentConstraints) return node.documentConstraints;
  const list = childElement(node.element, "constraints");
  const variations = layout.environment.variations;
  node.documentConstraints = !list ? [] : list.children.filter((element) => element.tagName === "constraint"
    && variations.isInstalledConstraint(element));
  return node.documentConstraints;
}

export function addDocumentConstraints(layout) {
  for (const node of layout.nodes) {
    for (const element of documentConstraints(layout, node)) {
      const id = element.getAttribute("id") ?? "";
      const result = translate(layout, element, node);
      if (result.reason !== undefined) {
        layout.unreadableConstraints.push({ id, reason: result.reason });
      } else {
        result.constraint.origin = `constraint ${id}`;
        layout.constraints.push(result.constraint);
      }
    }
  }
}

const RELATIONS = { lessThanOrEqual: "<=", greaterThanOrEqual: ">=" };

/** {constraint} or {reason} (why it can't be read). */
export function translate(layout, element, owner) {
  const firstID = element.getAttribute("firstItem") ?? owner.id;
  const rawFirst = element.getAttribute("firstAttribute");
  if (rawFirst === null || !LAYOUT_ATTRIBUTES.has(rawFirst)) return { reason: `unknown first attribute ${rawFirst ?? "(none)"}` };
  const first = layout.items.get(firstID);
  if (!first) return { reason: `its first item ${firstID} is not a view or guide of this hierarchy` };
  const constantHolder = layout.environment.variations.holder("constant", element);
  const constant = numberAttribute(constantHolder, "constant");
  if (constant === null && constantHolder.getAttribute("constant") !== null) return { reason: `unreadable constant ${constantHolder.getAttribute("constant")}` };
  let lhs, rhs;
  const secondID = element.getAttribute("secondItem");
  if (secondID !== null) {
    const second = layout.items.get(secondID);
    if (!second) return { reason: `its second item ${secondID} is not a view or guide of this hierarchy` };
    const rawSecond = element.getAttribute("secondAttribute");
    if (rawSecond === null || !LAYOUT_ATTRIBUTES.has(rawSecond)) return { reason: `unknown second attribute ${rawSecond ?? "(none)"}` };
    const multiplier = parseMultiplier(element.getAttribute("multiplier"));
    if (multiplier === null) return { reason: `unreadable multiplier ${element.getAttribute("multiplier") ?? ""}` };
    const secondItem = contentArea(layout, secondID, rawSecond, firstID) ?? second;
    const firstItem = contentArea(layout, firstID, rawFirst, secondID) ?? first;
    // Both sides in the bounds of the nearest view containing both items (UIKit applies a multiplier there).
    const frame = commonAncestor(firstItem.node, secondItem.node);
    rhs = secondItem.expression(rawSecond, frame).scaled(multiplier).plusConstant(constant ?? 0);
    lhs = firstItem.expression(rawFirst, frame);
  } else if (rawFirst !== "width" && rawFirst !== "height") {
    return { reason: `a ${rawFirst} constraint needs a second item` };
  } else {
    rhs = constant ?? 0;
    lhs = first.expression(rawFirst, first.node);
  }
  const relation = RELATIONS[element.getAttribute("relation") ?? "equal"] ?? "==";
  const priority = numberAttribute(element, "priority");
  if (priority === null && element.getAttribute("priority") !== null) return { reason: `unreadable priority ${element.getAttribute("priority")}` };
  return { constraint: makeConstraint(lhs, relation, rhs, Strength.fromPriority(priority ?? 1000)) };
}

/**
 * UIKit: a constraint between a scroll view's edges (or margins) and a view inside it attaches
 * to the scroll view's content area, not its frame (widths and centres use the frame).
 */
export function contentArea(layout, scrollID, attribute, otherID) {
  const content = layout.scrollContent.get(scrollID);
  if (!content || !EDGE_ATTRIBUTES.has(attribute)) return null;
  const scroll = layout.nodesByID.get(scrollID), other = layout.nodesByID.get(otherID);
  if (!scroll || !other) return null;
  for (let node = other; node.parent; node = node.parent) if (node.parent === scroll) return content;
  return null;
}

/** `1:2`, `2/3`, `0.5` → a number; null when unreadable, with a zero denominator, or not a layout number (absent: 1). */
export function parseMultiplier(raw) {
  if (raw === null || raw === undefined || raw === "") return 1;
  for (const separator of [":", "/"]) {
    if (!raw.includes(separator)) continue;
    const parts = splitOnce(raw, separator).map((part) => layoutNumber(part.replaceAll(" ", "")));
    if (parts.length !== 2 || parts[0] === null || parts[1] === null || parts[1] === 0) return null;
    return layoutValue(parts[0] / parts[1]);
  }
  return layoutNumber(raw);
}

/** Swift `split(separator:maxSplits: 1)`: empty pieces are left out. */
function splitOnce(text, separator) {
  const parts = [];
  let start = 0;
  for (let index = 0; index < text.length && parts.length < 1; index++) {
    if (text[index] !== separator) continue;
    if (index > start) parts.push(text.slice(start, index));
    start = index + 1;
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts;
}
