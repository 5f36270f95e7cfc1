/**
 * The Add New Constraints popover (canvas toolbar): spacing to the nearest neighbour on each side, width,
 * height, equal widths/heights (two or more views) and aspect ratio, for every selected view.
 */
import { CommandError } from "../errors.js";
import { isAppKit, readFrame } from "../frames.js";
import { aspectRatioText } from "./constraint-xml.js";
import { nearestNeighbour, SIDES, spacingSpec } from "./neighbours.js";
import { itemElement, superviewOf } from "./view-tree.js";

/** Selected ids that are views inside a superview (the only ones constraints can be added to). */
export function constrainableIds(doc, ids) {
  return ids.filter((id) => {
    const element = itemElement(doc, id);
    return element && readFrame(element) && superviewOf(element);
  });
}

/**
 * What the popover shows for a selection: per side the primary view's nearest neighbour (with its spacing),
 * and the primary view's width and height. `options`: constrainToMargins, safeAreaOf, marginsOf.
 */
export function pinDefaults(doc, ids, options = {}) {
  const views = constrainableIds(doc, ids);
  if (!views.length) return null;
  const primary = itemElement(doc, views[0]);
  const frame = readFrame(primary);
  const sides = Object.fromEntries(SIDES.map((side) => [side, nearestNeighbour(doc, primary, side, options)]));
  return { ids: views, sides, width: frame.width, height: frame.height, multiple: views.length > 1 };
}

/**
 * The constraints the popover adds. `choices`: {sides: {top: {enabled, constant?}, …}, width: {enabled, constant?},
 * height: {…}, equalWidths, equalHeights, aspectRatio, constrainToMargins}; a side's constant left out (or null)
 * means each view's own current spacing.
 */
export function pinSpecs(doc, ids, choices, options = {}) {
  const views = constrainableIds(doc, ids);
  if (!views.length) throw new CommandError("select views inside a superview to add constraints to.");
  // AppKit constraints have no margin attributes (leadingMargin… are UIKit's): the corpus's macOS documents use none.
  const appKit = isAppKit(doc);
  const neighbourOptions = { ...options, constrainToMargins: !appKit && (choices.constrainToMargins ?? true) };
  const specs = [];
  const given = (choice) => choice && choice.constant !== undefined && choice.constant !== null && choice.constant !== "";
  for (const id of views) {
    const element = itemElement(doc, id);
    const frame = readFrame(element);
    for (const side of SIDES) {
      const choice = choices.sides?.[side];
      if (!choice?.enabled) continue;
      const neighbour = nearestNeighbour(doc, element, side, neighbourOptions);
      if (!neighbour) continue;
      specs.push(spacingSpec(id, neighbour, given(choice) ? Number(choice.constant) : neighbour.distance));
    }
    if (choices.width?.enabled) specs.push({ first: id, firstAttribute: "width", constant: given(choices.width) ? Number(choices.width.constant) : frame.width });
    if (choices.height?.enabled) specs.push({ first: id, firstAttribute: "height", constant: given(choices.height) ? Number(choices.height.constant) : frame.height });
  }
  const [primary, ...others] = views;
  if (choices.equalWidths && others.length) for (const id of others) specs.push({ first: id, firstAttribute: "width", second: primary, secondAttribute: "width" });
  if (choices.equalHeights && others.length) for (const id of others) specs.push({ first: id, firstAttribute: "height", second: primary, secondAttribute: "height" });
  if (choices.aspectRatio) {
    for (const id of views) {
      const frame = readFrame(itemElement(doc, id));
      specs.push({ first: id, firstAttribute: "width", second: id, secondAttribute: "height", multiplier: aspectRatioText(frame.width, frame.height) });
    }
  }
  return specs;
}
