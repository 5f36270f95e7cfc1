/**
 * What a control-drag between two views offers, as Xcode's constraint HUD lists it: to the superview the
 * spacing to each side (to the safe area when it has one), centring and equal sizes; to a sibling the
 * spacing between them, edge/centre/baseline alignment and equal sizes; onto the view itself its width,
 * height and aspect ratio. Every relation keeps the current frames (constants are today's distances).
 */
import { readFrame } from "../frames.js";
import { aspectRatioText } from "./constraint-xml.js";
import { hasBaseline } from "./attributes.js";
import { containerKind, nearestNeighbour, spacingSpec } from "./neighbours.js";
import { contains, isView, itemElement, rootFrameOf, safeAreaGuideOf, superviewOf } from "./view-tree.js";

const round = (value) => Math.round(value * 1e6) / 1e6;

/** Spacing from `view` to its container on a side, measured to the safe area when there is one. */
function containerSpacing(doc, view, side, options) {
  const superview = superviewOf(view);
  const kind = containerKind(superview, Boolean(safeAreaGuideOf(superview)));
  // Measured with no siblings in the way: the container itself.
  const neighbour = nearestNeighbour(doc, view, side, { ...options, constrainToMargins: kind === "safeArea", ignoreSiblings: true });
  return neighbour;
}

/**
 * The HUD entries for a control-drag from `sourceId` to `targetId`: [{key, title, specs}] in Xcode's order,
 * or [] when the two are not views of one hierarchy. `options`: safeAreaOf.
 */
export function dragRelations(doc, sourceId, targetId, options = {}) {
  let view = itemElement(doc, sourceId);
  let target = itemElement(doc, targetId);
  if (!isView(view) || !isView(target)) return [];
  if (view === target) return selfRelations(sourceId, readFrame(view));
  // A drag from a superview into its subview offers the same as the other way round.
  if (contains(view, target)) [view, target] = [target, view];
  const viewId = view.getAttribute("id");
  const frame = rootFrameOf(doc, view);
  const other = rootFrameOf(doc, target);
  if (superviewOf(view) === target) return containerRelations(doc, view, target, options);
  if (!superviewOf(view) || superviewOf(view) !== superviewOf(target)) {
    // Views of one hierarchy but different superviews: alignment and sizes only.
    if (!rootsMatch(view, target)) return [];
  }
  const targetId2 = target.getAttribute("id");
  const entries = [];
  const horizontalGap = frame.x >= other.x + other.width ? { after: true, gap: frame.x - (other.x + other.width) }
    : other.x >= frame.x + frame.width ? { after: false, gap: other.x - (frame.x + frame.width) } : null;
  const verticalGap = frame.y >= other.y + other.height ? { after: true, gap: frame.y - (other.y + other.height) }
    : other.y >= frame.y + frame.height ? { after: false, gap: other.y - (frame.y + frame.height) } : null;
  if (horizontalGap) {
    entries.push({ key: "horizontalSpacing", title: "Horizontal Spacing", specs: [horizontalGap.after
      ? { first: viewId, firstAttribute: "leading", second: targetId2, secondAttribute: "trailing", constant: round(horizontalGap.gap) }
      : { first: targetId2, firstAttribute: "leading", second: viewId, secondAttribute: "trailing", constant: round(horizontalGap.gap) }] });
  }
  const align = (key, title, attribute, delta) => entries.push({ key, title,
    specs: [{ first: viewId, firstAttribute: attribute, second: targetId2, secondAttribute: attribute, constant: round(delta) }] });
  align("leading", "Leading", "leading", frame.x - other.x);
  align("trailing", "Trailing", "trailing", frame.x + frame.width - (other.x + other.width));
  align("centerX", "Center Horizontally", "centerX", frame.x + frame.width / 2 - (other.x + other.width / 2));
  if (verticalGap) {
    entries.push({ key: "verticalSpacing", title: "Vertical Spacing", specs: [verticalGap.after
      ? { first: viewId, firstAttribute: "top", second: targetId2, secondAttribute: "bottom", constant: round(verticalGap.gap) }
      : { first: targetId2, firstAttribute: "top", second: viewId, secondAttribute: "bottom", constant: round(verticalGap.gap) }] });
  }
  align("top", "Top", "top", frame.y - other.y);
  align("bottom", "Bottom", "bottom", frame.y + frame.height - (other.y + other.height));
  align("centerY", "Center Vertically", "centerY", frame.y + frame.height / 2 - (other.y + other.height / 2));
  if (hasBaseline(view) && hasBaseline(target)) align("firstBaseline", "Baseline", "firstBaseline", frame.y - other.y);
  entries.push(...sizeRelations(viewId, targetId2));
  return entries;
}

function rootsMatch(a, b) {
  let root = a;
  while (superviewOf(root)) root = superviewOf(root);
  return contains(root, b);
}

function sizeRelations(viewId, targetId) {
  return [
    { key: "equalWidths", title: "Equal Widths", specs: [{ first: viewId, firstAttribute: "width", second: targetId, secondAttribute: "width" }] },
    { key: "equalHeights", title: "Equal Heights", specs: [{ first: viewId, firstAttribute: "height", second: targetId, secondAttribute: "height" }] },
  ];
}

function selfRelations(id, frame) {
  return [
    { key: "width", title: "Width", specs: [{ first: id, firstAttribute: "width", constant: frame.width }] },
    { key: "height", title: "Height", specs: [{ first: id, firstAttribute: "height", constant: frame.height }] },
    { key: "aspectRatio", title: "Aspect Ratio", specs: [{ first: id, firstAttribute: "width", second: id, secondAttribute: "height", multiplier: aspectRatioText(frame.width, frame.height) }] },
  ];
}

function containerRelations(doc, view, superview, options) {
  const viewId = view.getAttribute("id");
  const guide = safeAreaGuideOf(superview);
  const to = guide ? "Safe Area" : "Container";
  const centreItem = superview.getAttribute("id");
  const frame = rootFrameOf(doc, view);
  const container = rootFrameOf(doc, superview);
  const entries = [];
  for (const [side, title] of [["leading", `Leading Space to ${to}`], ["trailing", `Trailing Space to ${to}`],
    ["top", `Top Space to ${to}`], ["bottom", `Bottom Space to ${to}`]]) {
    const neighbour = containerSpacing(doc, view, side, options);
    entries.push({ key: `${side}Space`, title, specs: [spacingSpec(viewId, neighbour, neighbour.distance)] });
  }
  entries.push({ key: "centerX", title: "Center Horizontally in Container", specs: [{ first: viewId, firstAttribute: "centerX", second: centreItem, secondAttribute: "centerX",
    constant: round(frame.x + frame.width / 2 - (container.x + container.width / 2)) }] });
  entries.push({ key: "centerY", title: "Center Vertically in Container", specs: [{ first: viewId, firstAttribute: "centerY", second: centreItem, secondAttribute: "centerY",
    constant: round(frame.y + frame.height / 2 - (container.y + container.height / 2)) }] });
  entries.push(...sizeRelations(viewId, centreItem));
  entries.push(...selfRelations(viewId, readFrame(view)).filter((entry) => entry.key === "aspectRatio"));
  return entries;
}
