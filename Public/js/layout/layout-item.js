// Something a constraint can name: a view or a layout guide, as four linear expressions in the
// bounds of the view it belongs to (`node`: the view itself, or the guide's view; a view's own
// rectangle is (0, 0, width, height)), plus its margins and baselines. Views are placed by
// superview-relative variables (the frame origin in the superview, as `<rect key="frame">`
// stores it); a constraint between two items is written in the bounds of their nearest common
// ancestor, each edge being the item's own rectangle plus the origins of the views on the way up
// (`expression(attribute, frame)`), so the solver's rows stay short. A multiplier applies in the
// common ancestor's bounds, as in UIKit. Twin of Sources/IBLayout/UIKit/LayoutItem.swift.
// Attributes are spelled as IB writes them (`baseline` is the last baseline).
import { Expression } from "./expression.js";
import { ZERO_INSETS } from "./insets.js";

export const LAYOUT_ATTRIBUTES = new Set(["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
  "centerY", "baseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
  "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"]);

/** Edges and margins: attributes that attach to a scroll view's content area when seen from inside it. */
export const EDGE_ATTRIBUTES = new Set(["left", "right", "leading", "trailing", "top", "bottom", "leftMargin", "rightMargin",
  "leadingMargin", "trailingMargin", "topMargin", "bottomMargin"]);

const HORIZONTAL = new Set(["left", "leading", "right", "trailing", "centerX", "leftMargin", "leadingMargin", "rightMargin",
  "trailingMargin", "centerXWithinMargins"]);

/** Leading/trailing (and their margins): the physical edge they are in a right-to-left view, counted negated. */
const RIGHT_TO_LEFT_EDGE = { leading: "right", trailing: "left", leadingMargin: "rightMargin", trailingMargin: "leftMargin" };

export class LayoutItem {
  /** kind: "view" or the guide's key; node: the view whose bounds left/top/width/height (Expressions) are in. */
  constructor(id, kind, element, node, left, top, width, height, margins = ZERO_INSETS) {
    Object.assign(this, { id, kind, element, node, left, top, width, height, margins });
    /** Baselines sit at `top + scale·height + offset`; non-text views use their bottom edge. */
    this.firstBaseline = [1, 0];
    this.lastBaseline = [1, 0];
    /** A stack view's baselines are one of its arranged views' (root-items.js setStackViewBaselines). */
    this.firstBaselineView = null;
    this.lastBaselineView = null;
  }

  /**
   * The expression of one attribute in the bounds of `frame` (the item's view or a superview;
   * leading is left, trailing right; right-to-left, see Swift's `expression(for:in:)`). Built in one array, with the terms in the order and the
   * constant summed in the order of Swift's `offset + left + width …` (bit-identical).
   */
  expression(attribute, frame) {
    if (attribute === "firstBaseline" && this.firstBaselineView) return this.firstBaselineView.expression(attribute, frame);
    if (attribute === "baseline" && this.lastBaselineView) return this.lastBaselineView.expression(attribute, frame);
    const { width, height, margins } = this;
    // Leading/trailing follow `frame`, the view the constraint is written in (the items' nearest
    // common ancestor): right-to-left, the right/left edges negated (leading counts leftwards).
    if (frame.isRightToLeft && RIGHT_TO_LEFT_EDGE[attribute]) return this.expression(RIGHT_TO_LEFT_EDGE[attribute], frame).negated();
    if (attribute === "width") return width;
    if (attribute === "height") return height;
    const horizontal = HORIZONTAL.has(attribute);
    // Gathered in the scratch, copied once at the end (no array growing per expression).
    const terms = scratch;
    let count = 0;
    for (let view = this.node; view && view !== frame; view = view.parent) count = put(count, horizontal ? view.originTerms.x : view.originTerms.y);
    const origin = horizontal ? this.left : this.top;
    const size = horizontal ? width : height;
    for (const term of origin.terms) count = put(count, term);
    let constant = 0 + origin.constant;
    // `+ scale × size`, then `+ extra` (Swift: `left + scale * width + extra`).
    let scale = 0;
    switch (attribute) {
      case "left": case "leading": case "top": break;
      case "right": case "trailing": case "bottom": scale = 1; break;
      case "centerX": case "centerY": scale = 0.5; break;
      case "leftMargin": case "leadingMargin": constant += margins.left; break;
      case "topMargin": constant += margins.top; break;
      case "rightMargin": case "trailingMargin": scale = 1; break;
      case "bottomMargin": scale = 1; break;
      case "centerXWithinMargins": scale = 0.5; break;
      case "centerYWithinMargins": scale = 0.5; break;
      case "firstBaseline": scale = this.firstBaseline[0]; break;
      case "baseline": scale = this.lastBaseline[0]; break;
      default: throw new Error(`unknown layout attribute ${attribute}`);
    }
    if (scale !== 0 || attribute === "firstBaseline" || attribute === "baseline") {
      if (scale === 1) {
        for (const term of size.terms) count = put(count, term);
        constant += size.constant;
      } else {
        for (const [variable, coefficient] of size.terms) count = put(count, [variable, coefficient * scale]);
        constant += size.constant * scale;
      }
      switch (attribute) {
        case "rightMargin": case "trailingMargin": constant += -margins.right; break;
        case "bottomMargin": constant += -margins.bottom; break;
        case "centerXWithinMargins": constant += 0.5 * (margins.left - margins.right); break;
        case "centerYWithinMargins": constant += 0.5 * (margins.top - margins.bottom); break;
        case "firstBaseline": constant += this.firstBaseline[1]; break;
        case "baseline": constant += this.lastBaseline[1]; break;
        default: break;
      }
    }
    return new Expression(terms.slice(0, count), constant);
  }
}

// The scratch LayoutItem.expression gathers terms in (never re-entered).
const scratch = [];
function put(count, term) {
  if (count === scratch.length) scratch.push(term); else scratch[count] = term;
  return count + 1;
}

/** The origin of `node`'s bounds in `frame`'s: the frame origins ("x" or "y") of node and its superviews below frame, nearest first. */
export function offset(node, frame, axis) {
  const terms = [];
  for (let view = node; view && view !== frame; view = view.parent) terms.push(view.originTerms[axis]);
  return new Expression(terms, 0);
}

/** The nearest view that is `a` or contains it and is `b` or contains it (both in one hierarchy). */
export function commonAncestor(a, b) {
  if (a === b || b.parent === a) return a;
  if (a.parent === b || a.parent === b.parent) return a.parent === b ? b : a.parent;
  let depthA = 0, depthB = 0;
  for (let node = a; node.parent; node = node.parent) depthA += 1;
  for (let node = b; node.parent; node = node.parent) depthB += 1;
  for (; depthA > depthB; depthA -= 1) a = a.parent;
  for (; depthB > depthA; depthB -= 1) b = b.parent;
  while (a !== b) {
    a = a.parent;
    b = b.parent;
  }
  return a;
}
