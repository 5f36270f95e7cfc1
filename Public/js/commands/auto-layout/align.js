/**
 * The Align popover: edges, centres and baselines of two or more views (each to the first selected one), and
 * centring in the container (each view to its superview), with an optional offset.
 */
import { CommandError } from "../errors.js";
import { constrainableIds } from "./pin.js";
import { constraintView, itemElement, superviewOf } from "./view-tree.js";

/** The alignments the popover offers: [key, title, attribute, needs two views]. */
export const ALIGNMENTS = [
  ["leading", "Leading Edges", "leading", true], ["trailing", "Trailing Edges", "trailing", true],
  ["top", "Top Edges", "top", true], ["bottom", "Bottom Edges", "bottom", true],
  ["centerX", "Horizontal Centers", "centerX", true], ["centerY", "Vertical Centers", "centerY", true],
  ["firstBaseline", "First Baselines", "firstBaseline", true], ["lastBaseline", "Last Baselines", "lastBaseline", true],
  ["horizontallyInContainer", "Horizontally in Container", "centerX", false],
  ["verticallyInContainer", "Vertically in Container", "centerY", false],
];

/** `choices`: {leading: true, …, horizontallyInContainer: {enabled, constant}, verticallyInContainer: {…}}. */
export function alignSpecs(doc, ids, choices) {
  const views = constrainableIds(doc, ids);
  if (!views.length) throw new CommandError("select views inside a superview to align.");
  const specs = [];
  const [primary, ...others] = views;
  for (const [key, , attribute, pair] of ALIGNMENTS) {
    const choice = choices[key];
    const enabled = typeof choice === "object" && choice !== null ? choice.enabled : Boolean(choice);
    if (!enabled) continue;
    if (pair) {
      for (const id of others) specs.push({ first: id, firstAttribute: attribute, second: primary, secondAttribute: attribute });
    } else {
      const constant = Number(choice.constant ?? 0) || 0;
      for (const id of views) {
        const superview = constraintView(superviewOf(itemElement(doc, id)));
        specs.push({ first: id, firstAttribute: attribute, second: superview.getAttribute("id"), secondAttribute: attribute, constant });
      }
    }
  }
  return specs;
}

/** True when the alignment can be added for this many selected views. */
export const alignmentAvailable = (pair, count) => (pair ? count >= 2 : count >= 1);
