// Hidden arranged views, as UIKit's _UIOrderedLayoutArrangement keeps them: still arranged (the visible views are
// chained with the full spacing as if the hidden ones weren't there), and each hidden view gets its own constraints:
// UISV-hiding (its length along the axis 0, priority 999.999: a required length of its own wins, as on iOS 26);
// UISV-spacing-hidden, priority 50 (its leading edge at the previous visible view's trailing edge plus half the
// spacing when a visible view follows, plus nothing when none does; with no visible view before it, its trailing
// edge at the next visible view's leading edge; with none at all, its leading edge at the stack's trailing edge —
// an equality in every distribution, where UIKit's equalSpacing/equalCentering inequality leaves the position to
// the engine); across the axis, the alignment as for the visible views, not kept inside the stack, and a pull of
// its cross size to the stack's below every priority. An NSStackView does this only with detachesHiddenViews (AppKit
// then takes the view out of the hierarchy; here it stays, collapsed, taking no space, not ambiguous). A stack with
// every arranged view hidden collapses to its margins (UIKit's spanning-fit), weaker still. Twin of Sources/IBLayout/UIKit/RootLayout+StackHiddenViews.swift.
import { Strength } from "./solver.js";

export const HIDING_PRIORITY = 999.999;
export const HIDDEN_SPACING_PRIORITY = 50;
/** Below priority 1 (every document priority and the visible views' pull), above the ambiguity probe's 0.5. */
const HIDDEN_CROSS_PULL = Strength.create(0, 0.8, 0);
const HIDDEN_STACK_COLLAPSE = Strength.create(0, 0.7, 0);

/**
 * `geometry`: { node, stack, vertical, rightToLeft, spacing, alignment, edge(attribute), crossMargins, add(lhs, relation,
 * rhs, strength) } (root-stack-views.js); `arranged`: every arranged view in order, { item, hidden } (hidden when the
 * stack takes it out).
 */
export function addHiddenArrangedViews(geometry, arranged) {
  if (!arranged.some((view) => view.hidden)) return;
  const { node, stack, vertical, edge, add } = geometry;
  const [leading, trailing, size] = vertical ? ["top", "bottom", "height"] : ["left", "right", "width"];
  const [crossStart, crossEnd, crossCenter, crossSize] = vertical ? ["left", "right", "centerX", "width"] : ["top", "bottom", "centerY", "height"];
  // Right to left, a horizontal stack runs from the right: "after" is further left.
  const reversed = geometry.rightToLeft && !vertical;
  const gap = (before, after) => reversed
    ? before.expression("left", node).minus(after.expression("right", node))
    : after.expression(leading, node).minus(before.expression(trailing, node));
  const firstVisible = arranged.find((view) => !view.hidden)?.item ?? null;
  arranged.forEach((view, index) => {
    if (!view.hidden) return;
    const item = view.item;
    const previous = arranged.slice(0, index).findLast((other) => !other.hidden)?.item ?? null;
    const next = arranged.slice(index + 1).find((other) => !other.hidden)?.item ?? null;
    const spacingStrength = Strength.fromPriority(HIDDEN_SPACING_PRIORITY);
    if (previous) add(gap(previous, item), "==", next ? geometry.spacing / 2 : 0, spacingStrength);
    else if (next) add(gap(item, next), "==", 0, spacingStrength);
    else if (reversed) add(item.expression("right", node), "==", edge("left"), spacingStrength);
    else add(item.expression(leading, node), "==", edge(trailing), spacingStrength);
    add(item.expression(size, node), "==", 0, Strength.fromPriority(HIDING_PRIORITY));

    switch (geometry.alignment) {
      case "fill":
        add(item.expression(crossStart, node), "==", edge(crossStart));
        add(item.expression(crossEnd, node), "==", edge(crossEnd));
        return;
      case "trailing": case "bottom":
        add(item.expression(crossEnd, node), "==", edge(crossEnd));
        break;
      case "center":
        add(item.expression(crossCenter, node), "==", edge(crossCenter));
        break;
      case "firstBaseline": case "baseline": case "lastBaseline": {
        const baseline = geometry.alignment === "firstBaseline" ? "firstBaseline" : "baseline";
        if (firstVisible) add(item.expression(baseline, node), "==", firstVisible.expression(baseline, node));
        else add(item.expression(crossStart, node), "==", edge(crossStart));
        break;
      }
      default: // leading, top
        add(item.expression(crossStart, node), "==", edge(crossStart));
    }
    add(item.expression(crossSize, node), "==", stack.expression(crossSize, node).minusConstant(geometry.crossMargins), HIDDEN_CROSS_PULL);
  });
  if (!firstVisible) {
    add(edge(trailing).minus(edge(leading)), "==", 0, HIDDEN_STACK_COLLAPSE);
    add(edge(crossEnd).minus(edge(crossStart)), "==", 0, HIDDEN_STACK_COLLAPSE);
  }
}
