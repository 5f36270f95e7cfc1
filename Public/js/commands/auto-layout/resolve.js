/**
 * The Resolve Auto Layout Issues menu: Update Frames (stored frames become the solved ones), Update
 * Constraint Constants (constants change so the stored frames satisfy them), Add Missing Constraints,
 * Reset to Suggested Constraints and Clear Constraints. The layout comes from the solver
 * (Public/js/layout): `solved` maps a view id to {frame (as the XML stores it), rootFrame (root coordinates)}.
 */
import { objectAddress } from "../addresses.js";
import { isAppKit, readFrame, round6, setFrame } from "../frames.js";
import { attributeValue, axisOf, hasIntrinsicSize, SIZE_ATTRIBUTES } from "./attributes.js";
import { constraintNumber, constraintsInvolving, multiplierValue, readConstraint } from "./constraint-xml.js";
import { nearestNeighbour, spacingSpec } from "./neighbours.js";
import { isView, itemElement, subviewsOf, superviewOf } from "./view-tree.js";

/** The views `ids` stand for plus every view inside them (a controller stands for its view). */
export function viewsWithin(doc, ids) {
  const result = [];
  const seen = new Set();
  const add = (view) => {
    const id = view.getAttribute("id");
    if (seen.has(id)) return;
    seen.add(id);
    result.push(id);
    for (const sub of subviewsOf(view)) add(sub);
  };
  for (const id of ids) {
    let element = itemElement(doc, id);
    if (element && !isView(element)) element = [...element.children].find((child) => isView(child) && child.getAttribute("key") === "view") ?? null;
    if (element && isView(element)) add(element);
  }
  return result;
}

/**
 * Update Frames: each view (of `ids`) whose stored frame differs from the solved one gets the solved frame,
 * and loses Xcode's `misplaced="YES"` mark.
 */
export function updateFramesOps(doc, ids, solved) {
  const ops = [];
  for (const id of ids) {
    const element = itemElement(doc, id);
    if (element?.getAttribute("misplaced") === "YES" && solved.has(id)) ops.push({ op: "removeAttribute", target: objectAddress(id), name: "misplaced" });
    const target = solved.get(id)?.frame;
    if (!element || !target || !superviewOf(element)) continue;
    const stored = readFrame(element);
    const differs = ["x", "y", "width", "height"].some((name) => Math.abs(stored[name] - target[name]) > 1e-3);
    if (differs) ops.push(...setFrame(doc, { id, x: round6(target.x), y: round6(target.y), width: round6(Math.max(0, target.width)), height: round6(Math.max(0, target.height)) }));
  }
  return ops;
}

/**
 * Update Constraint Constants: for every constraint on the views `ids`, the constant that makes the stored
 * frames satisfy it: first = m·second + c, so c' = c + Δfirst − m·Δsecond, where Δ is how far an item's
 * attribute is from where the solver puts it in its superview (0 for layout guides and views in place).
 */
export function updateConstantsOps(doc, ids, solved) {
  const delta = (itemId, attribute) => {
    const element = itemElement(doc, itemId);
    const solution = solved.get(itemId);
    if (!element || !isView(element) || !solution?.frame || !superviewOf(element)) return 0;
    return attributeValue(readFrame(element), attribute) - attributeValue(solution.frame, attribute);
  };
  const ops = [];
  for (const { element, spec } of constraintsInvolving(doc, new Set(ids))) {
    const change = delta(spec.first, spec.firstAttribute) - (spec.second ? multiplierValue(spec.multiplier) * delta(spec.second, spec.secondAttribute) : 0);
    if (Math.abs(change) < 1e-3) continue;
    const constant = round6(spec.constant + change);
    ops.push(...constantOps(element, constant));
  }
  return ops;
}

/** Sets a constraint's constant (0 leaves the attribute out; a changed constant is no longer the standard spacing). */
export function constantOps(element, constant) {
  const target = objectAddress(element.getAttribute("id"));
  const ops = [];
  const text = constraintNumber(constant);
  if (text === "0.0") {
    if (element.getAttribute("constant") !== null) ops.push({ op: "removeAttribute", target, name: "constant" });
  } else if (element.getAttribute("constant") !== text) {
    ops.push({ op: "setAttribute", target, name: "constant", value: text });
  }
  if (ops.length && element.getAttribute("symbolic") !== null) ops.push({ op: "removeAttribute", target, name: "symbolic" });
  return ops;
}

/** Clear Constraints: every constraint that names one of the views. */
export function clearConstraintsOps(doc, ids) {
  return constraintsInvolving(doc, new Set(ids)).map(({ element }) => ({ op: "removeSubtree", target: objectAddress(element.getAttribute("id")) }));
}

/** Which parts of a view's layout its constraints already fix, per axis: {x: {position, size}, y: {…}}. */
export function constrainedParts(doc, id) {
  const parts = { x: { position: 0, size: false }, y: { position: 0, size: false } };
  for (const { spec } of constraintsInvolving(doc, new Set([id]))) {
    for (const [item, attribute] of [[spec.first, spec.firstAttribute], [spec.second, spec.secondAttribute]]) {
      if (item !== id || !attribute) continue;
      const axis = axisOf(attribute);
      if (!axis) continue;
      if (SIZE_ATTRIBUTES.has(attribute)) parts[axis].size = true;
      else parts[axis].position += 1;
    }
  }
  return parts;
}

/**
 * Suggested constraints for a view on the given axes: spacing to the nearest neighbour on the leading and
 * top sides, and a fixed width/height unless the view has an intrinsic size (or its two edges are pinned).
 * `parts` (from constrainedParts) skips what is already constrained.
 */
export function suggestedSpecs(doc, id, axes = ["x", "y"], options = {}, parts = null) {
  const view = itemElement(doc, id);
  if (!view || !isView(view) || !superviewOf(view)) return [];
  const frame = readFrame(view);
  const specs = [];
  const have = parts ?? { x: { position: 0, size: false }, y: { position: 0, size: false } };
  const plan = [["x", "leading", "width"], ["y", "top", "height"]];
  for (const [axis, side, size] of plan) {
    if (!axes.includes(axis)) continue;
    const pinned = have[axis].position;
    if (!pinned) {
      const appKit = isAppKit(doc);
      const neighbour = nearestNeighbour(doc, view, side, { constrainToMargins: !appKit, ...options });
      if (neighbour) specs.push(spacingSpec(id, neighbour, neighbour.distance));
    }
    if (!have[axis].size && pinned < 2 && !hasIntrinsicSize(view, axis)) specs.push({ first: id, firstAttribute: size, constant: frame[size] });
  }
  return specs;
}

/**
 * Add Missing Constraints: for each ambiguous view (`ambiguous`: id → ["horizontal" | "vertical"]) of `ids`,
 * what is missing on its ambiguous axes.
 */
export function missingSpecs(doc, ids, ambiguous, options = {}) {
  const specs = [];
  for (const id of ids) {
    const axes = (ambiguous.get(id) ?? []).map((axis) => (axis === "horizontal" ? "x" : "y"));
    if (!axes.length) continue;
    specs.push(...suggestedSpecs(doc, id, axes, options, constrainedParts(doc, id)));
  }
  return specs;
}

export { readConstraint };
