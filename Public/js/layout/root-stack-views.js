// UIStackView as the constraints it installs (along the axis: ends, spacing, equal gaps or equal
// sizes or evenly spaced centres, fill's tie-break by index, equal gaps' fit to their minimum; across it: the alignment, every view kept inside, and a priority-1 pull that makes the
// stack as big as its largest view). Hidden arranged views are left out of this and get their own constraints
// (root-stack-hidden-views.js). Twin of
// Sources/IBLayout/UIKit/RootLayout+StackViews.swift. Everything is written in the stack's own
// bounds (its arranged views are its subviews).
import { numberAttribute } from "./elements.js";
import { Strength } from "./solver.js";
import { addHiddenArrangedViews } from "./root-stack-hidden-views.js";

const MARGIN_ATTRIBUTE = { left: "leftMargin", right: "rightMargin", top: "topMargin", bottom: "bottomMargin",
  centerX: "centerXWithinMargins", centerY: "centerYWithinMargins" };
const BASELINE_ALIGNMENTS = new Set(["firstBaseline", "baseline", "lastBaseline"]);
const TIE_BREAK_BASE = 600;
const TIE_BREAK_WEIGHT = 10;
const TIE_BREAK_MAX_RANK = 39;
const CANVAS_FIT_PRIORITY = 49;
const EQUAL_CENTERING_PRIORITY = 150;
const EQUAL_CENTERING_FLOOR = 50;

export function addStackViewConstraints(layout) {
  for (const node of layout.nodes) {
    if (node.elementName !== "stackView") continue;
    const arranged = node.children.filter((child) => child.element.parentElement?.tagName === "subviews");
    if (arranged.length === 0) continue;
    addStack(layout, node, arranged);
  }
}

function addStack(layout, node, arranged) {
  const stack = node.item;
  const element = node.element;
  // An NSStackView writes `orientation` (always, horizontal too) where a UIStackView writes `axis`, its
  // alignments centerX/centerY where UIKit says center, and leaves out its default spacing, 8 pt (UIKit's is 0).
  // Axis, spacing, distribution and alignment may vary with the size classes (size-class-variations.js).
  const variations = layout.environment.variations;
  const value = (name) => variations.holder(name, element).getAttribute(name);
  const isNSStackView = element.getAttribute("orientation") !== null;
  const vertical = (value("axis") ?? element.getAttribute("orientation")) === "vertical";
  const spacing = numberAttribute(variations.holder("spacing", element), "spacing") ?? (isNSStackView ? 8 : 0);
  const distribution = value("distribution") ?? "fill";
  const rawAlignment = value("alignment") ?? "fill";
  let alignment = rawAlignment === "centerX" || rawAlignment === "centerY" ? "center" : rawAlignment;
  const usesMargins = arrangesInMargins(node, isNSStackView);
  const origin = `stack view ${node.id}`;
  const add = (lhs, relation, rhs, strength) => layout.add(lhs, relation, rhs, origin, strength);

  // The stack's own direction decides its leading and trailing, written as physical edges (an
  // arranged view's own direction doesn't enter): across a right-to-left vertical stack leading
  // is the right edge; a right-to-left horizontal one chains its views from the right.
  const rightToLeft = node.isRightToLeft;
  if (rightToLeft && vertical) {
    if (alignment === "leading") alignment = "trailing"; else if (alignment === "trailing") alignment = "leading";
  }
  const edge = (attribute) => stack.expression(usesMargins ? MARGIN_ATTRIBUTE[attribute] ?? attribute : attribute, node);
  const crossMargins = !usesMargins ? 0 : vertical ? stack.margins.left + stack.margins.right : stack.margins.top + stack.margins.bottom;
  // An NSStackView takes hidden views out only when it detaches them (Xcode writes detachesHiddenViews="YES";
  // without it, AppKit lays a hidden view out like the others).
  const collapsesHidden = !isNSStackView || element.getAttribute("detachesHiddenViews") === "YES";
  const views = arranged.map((child) => ({ item: child.item, hidden: child.isHiddenOnCanvas && collapsesHidden }));
  const visible = views.filter((view) => !view.hidden).map((view) => view.item);
  if (visible.length > 0) {
    addArrangement({ node, stack, vertical, rightToLeft, spacing, distribution, alignment, edge, crossMargins, add }, visible);
  }
  addHiddenArrangedViews({ node, stack, vertical, rightToLeft, spacing, alignment, edge, crossMargins, add }, views);
}

/**
 * Whether a UIStackView lays its arranged views out inside its layout margins. It does with
 * `layoutMarginsRelativeArrangement="YES"`, and (inferred from Xcode's stored frames, a hypothesis)
 * also when the stack has explicit layout margins: Xcode writes no such attribute in the corpus, yet
 * all 33 stacks with `layoutMargins`/`directionalLayoutMargins` and arranged views (simplenote,
 * cwa-app, firebase quickstart, woocommerce) have them stored inside the margins and none at the
 * stack's edges, as when Xcode sets the arrangement with the margins. Twin of
 * `RootLayout.arrangesInMargins` (RootLayout+StackViews.swift).
 */
export function arrangesInMargins(node, isNSStackView) {
  if (node.element.getAttribute("layoutMarginsRelativeArrangement") === "YES") return true;
  return !isNSStackView && node.explicitMargins !== null;
}

/** The visible arranged views' constraints. */
function addArrangement({ node, stack, vertical, rightToLeft, spacing, distribution, alignment, edge, crossMargins, add }, items) {
  const [leading, trailing, size] = vertical ? ["top", "bottom", "height"] : ["left", "right", "width"];
  const [crossStart, crossEnd, crossCenter, crossSize] = vertical ? ["left", "right", "centerX", "width"] : ["top", "bottom", "centerY", "height"];

  // Along the axis (from the left: right to left, the arranged views in reverse order).
  const chain = rightToLeft && !vertical ? [...items].reverse() : items;
  add(chain[0].expression(leading, node), "==", edge(leading));
  add(chain[chain.length - 1].expression(trailing, node), "==", edge(trailing));
  const equalGaps = distribution === "equalSpacing" || distribution === "equalCentering";
  let firstGap = null;
  for (let index = 1; index < chain.length; index++) {
    const gap = chain[index].expression(leading, node).minus(chain[index - 1].expression(trailing, node));
    if (equalGaps) {
      add(gap, ">=", spacing);
      if (distribution === "equalCentering") continue;
      if (firstGap) add(gap, "==", firstGap); else firstGap = gap;
    } else {
      add(gap, "==", spacing);
    }
    if (distribution === "fillEqually") add(chain[index].expression(size, node), "==", chain[0].expression(size, node));
  }

  if (distribution === "fill") addFillTieBreak(items, size, node, add);
  if (distribution === "equalCentering") addEqualCentering(items, vertical ? "centerY" : "centerX", node, add);
  // UISV-canvas-fit: with equal gaps UIKit also asks the stack's own length along the axis to be 0 at
  // priority 49 (_configurationRequiresCanvasConnectionFittingConstraint), so a stack pinned on one
  // side only takes its minimum, the gaps at the spacing.
  if (equalGaps) add(stack.expression(size, node), "==", 0, Strength.fromPriority(CANVAS_FIT_PRIORITY));

  // Across the axis.
  items.forEach((item, index) => {
    switch (alignment) {
      case "fill":
        add(item.expression(crossStart, node), "==", edge(crossStart));
        add(item.expression(crossEnd, node), "==", edge(crossEnd));
        return;
      case "leading": case "top":
        add(item.expression(crossStart, node), "==", edge(crossStart));
        break;
      case "trailing": case "bottom":
        add(item.expression(crossEnd, node), "==", edge(crossEnd));
        break;
      case "center":
        add(item.expression(crossCenter, node), "==", edge(crossCenter));
        break;
      case "firstBaseline": case "baseline": case "lastBaseline": {
        const baseline = alignment === "firstBaseline" ? "firstBaseline" : "baseline";
        if (index > 0) add(item.expression(baseline, node), "==", items[0].expression(baseline, node));
        break;
      }
      default:
        add(item.expression(crossStart, node), "==", edge(crossStart));
    }
    add(item.expression(crossStart, node), ">=", edge(crossStart));
    add(item.expression(crossEnd, node), "<=", edge(crossEnd));
    // The stack spans its largest view: a pull just above the weakest priority.
    add(item.expression(crossSize, node), "==", stack.expression(crossSize, node).minusConstant(crossMargins), Strength.fromPriority(1));
  });
  if (alignment === "lastBaseline") {
    // UIKit pins the stack's bottom to its first view's bottom (rdar://32291130), weakly here …
    add(items[0].expression(crossEnd, node), "==", edge(crossEnd), Strength.fromPriority(1));
  } else if (BASELINE_ALIGNMENTS.has(alignment)) {
    // … and, first baseline, its top to the first view's top.
    add(items[0].expression(crossStart, node), "==", edge(crossStart), Strength.fromPriority(1));
  }
}

/**
 * equalCentering: UIKit spans a UISV-distributing guide from each view's centre to the next one's and makes every
 * guide as long as the first, at priority max(150 − i, 50) for the guide after view i (its gaps stay at least the
 * spacing, required), so the views' centres are evenly spaced when they fit. In the views' own order (right to left
 * too: the centre distances all have one sign).
 */
function addEqualCentering(items, center, node, add) {
  const distance = (index) => items[index].expression(center, node).minus(items[index - 1].expression(center, node));
  for (let index = 2; index < items.length; index++) {
    add(distance(index), "==", distance(1), Strength.fromPriority(Math.max(EQUAL_CENTERING_PRIORITY - (index - 1), EQUAL_CENTERING_FLOOR)));
  }
}

/**
 * UIKit's tie-break inside a `fill` stack view: "if there's any ambiguity, the stack view resizes the arranged
 * views based on their index" — with equal hugging it stretches the first. A pull towards 0 on each later
 * view's size, TIE_BREAK_BASE + TIE_BREAK_WEIGHT × index per point (index capped): above the ambiguity probe's
 * pull (500), so the stack's choice is a decision, not an ambiguity, and below priority 1 (1000). Side effect:
 * when the views don't fit and their compression resistances tie, the last one gives way.
 */
function addFillTieBreak(items, size, node, add) {
  items.forEach((item, index) => {
    if (index === 0) return;
    const weight = TIE_BREAK_BASE + TIE_BREAK_WEIGHT * Math.min(index, TIE_BREAK_MAX_RANK);
    add(item.expression(size, node), "<=", 0, Strength.create(0, 0, weight));
  });
}
