/**
 * The nearest neighbour of a view on each side, as the Add New Constraints popover and control-drag measure
 * it: the closest sibling whose extent overlaps the view's across that side, else the superview — its safe
 * area when the superview has one and the spacing is "constrained to margins", its layout margins when it
 * has none (layoutMargins), its edges otherwise.
 */
import { readFrame } from "../frames.js";
import { deviceNamed, deviceOfDocument } from "../../layout/devices.js";
import { constraintView, rootFrameOf, safeAreaGuideOf, siblingViews, superviewOf } from "./view-tree.js";

export const SIDES = ["top", "leading", "trailing", "bottom"];
const ZERO = { top: 0, left: 0, bottom: 0, right: 0 };
const DEFAULT_MARGINS = { top: 8, left: 8, bottom: 8, right: 8 };

const overlap = (a0, a1, b0, b1) => Math.min(a1, b1) - Math.max(a0, b0) > 0;

/**
 * UIKit's layout margins of a view (as the solver has them): a controller's root view has the device's minimum
 * side margins (16 pt, 20 on iPads and wide iPhones) and none at the top and bottom; other views 8 pt.
 */
export function layoutMargins(doc, view) {
  const isControllerRoot = view.getAttribute("key") === "view" && /controller$/i.test(view.parentElement?.tagName ?? "");
  if (!isControllerRoot) return DEFAULT_MARGINS;
  const side = (deviceOfDocument(doc.root) ?? deviceNamed("retina6_1")).systemMinimumSideMargin;
  return { top: 0, left: side, bottom: 0, right: side };
}

/** The rectangle (root coordinates) inside a superview that a container constraint measures to. */
function containerRect(doc, superview, kind, { safeAreaOf = () => ZERO, marginsOf = (view) => layoutMargins(doc, view) } = {}) {
  const frame = rootFrameOf(doc, superview);
  const inset = kind === "safeArea" ? safeAreaOf(superview) ?? ZERO : kind === "margin" ? marginsOf(superview) ?? DEFAULT_MARGINS : ZERO;
  return { x: frame.x + inset.left, y: frame.y + inset.top, width: frame.width - inset.left - inset.right, height: frame.height - inset.top - inset.bottom };
}

/** How a view's spacing to its superview is measured: "safeArea", "margin" or "edge". */
export function containerKind(superview, constrainToMargins) {
  if (!constrainToMargins) return "edge";
  return safeAreaGuideOf(superview) ? "safeArea" : "margin";
}

/**
 * The nearest neighbour on `side`: {side, kind ("sibling" | "safeArea" | "margin" | "edge"), id (the item to
 * constrain to: a sibling, the safe area guide or the superview), distance (points, from the stored frames)}.
 * Null for a root view.
 */
export function nearestNeighbour(doc, view, side, options = {}) {
  const superview = superviewOf(view);
  if (!superview || !readFrame(view)) return null;
  const frame = rootFrameOf(doc, view);
  const right = frame.x + frame.width, bottom = frame.y + frame.height;
  let best = null;
  for (const sibling of options.ignoreSiblings ? [] : siblingViews(view)) {
    const f = rootFrameOf(doc, sibling);
    let distance = null;
    if (side === "top" && overlap(frame.x, right, f.x, f.x + f.width) && f.y + f.height <= frame.y + 0.5) distance = frame.y - (f.y + f.height);
    if (side === "bottom" && overlap(frame.x, right, f.x, f.x + f.width) && f.y >= bottom - 0.5) distance = f.y - bottom;
    if (side === "leading" && overlap(frame.y, bottom, f.y, f.y + f.height) && f.x + f.width <= frame.x + 0.5) distance = frame.x - (f.x + f.width);
    if (side === "trailing" && overlap(frame.y, bottom, f.y, f.y + f.height) && f.x >= right - 0.5) distance = f.x - right;
    if (distance !== null && (best === null || distance < best.distance)) best = { side, kind: "sibling", id: sibling.getAttribute("id"), distance, element: sibling };
  }
  if (best) return round(best);
  const kind = containerKind(superview, options.constrainToMargins);
  const rect = containerRect(doc, superview, kind, options);
  const distance = { top: frame.y - rect.y, bottom: rect.y + rect.height - bottom, leading: frame.x - rect.x, trailing: rect.x + rect.width - right }[side];
  const item = kind === "safeArea" ? safeAreaGuideOf(superview) : constraintView(superview);
  return round({ side, kind, id: item.getAttribute("id"), distance, element: item });
}

function round(neighbour) {
  return { ...neighbour, distance: Math.round(neighbour.distance * 1e6) / 1e6 };
}

/**
 * The spec pinning `view`'s side to its neighbour with this spacing, written the way Xcode writes it:
 * leading/top with the view first; trailing/bottom with the neighbour (or container) first, so the constant is
 * the positive spacing.
 */
export function spacingSpec(viewId, neighbour, constant) {
  const { side, kind, id } = neighbour;
  const margin = kind === "margin" ? "Margin" : "";
  const sibling = kind === "sibling";
  switch (side) {
    case "top": return { first: viewId, firstAttribute: "top", second: id, secondAttribute: sibling ? "bottom" : `top${margin}`, constant };
    case "leading": return { first: viewId, firstAttribute: "leading", second: id, secondAttribute: sibling ? "trailing" : `leading${margin}`, constant };
    case "trailing": return { first: id, firstAttribute: sibling ? "leading" : `trailing${margin}`, second: viewId, secondAttribute: "trailing", constant };
    case "bottom": return { first: id, firstAttribute: sibling ? "top" : `bottom${margin}`, second: viewId, secondAttribute: "bottom", constant };
    default: throw new Error(`unknown side ${side}`);
  }
}
