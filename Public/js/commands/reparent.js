/**
 * Reparenting: a view moves into another container (`move` op), keeping where it is on screen (its frame is
 * re-expressed in the new superview), and the constraints that tied it to its old hierarchy are removed —
 * Interface Builder does the same, since they would cross the new hierarchy.
 */
import { childAddress, objectAddress, addressOf } from "./addresses.js";
import { CommandError } from "./errors.js";
import { setFrame } from "./frames.js";
import { protectionReason, requireObject } from "./protection.js";
import { subtreeIds } from "./structure.js";

/** Constraints outside the moved subtree that name something inside it. */
function crossingConstraints(doc, element) {
  const inside = subtreeIds(element);
  const result = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    for (const group of node.children) {
      if (group.tagName !== "constraints" || group.parentElement === element) continue;
      for (const constraint of group.children) {
        if (inside.has(constraint.getAttribute("firstItem")) || inside.has(constraint.getAttribute("secondItem"))) {
          result.push(constraint.getAttribute("id"));
        }
      }
    }
  }
  return result.filter(Boolean);
}

/**
 * @param frame the view's new frame in the new parent (XML coordinates), or null to keep the current one
 * @param after / atStart the place among the new siblings (default: last); a reorder keeps its constraints
 */
export function reparent(doc, { id, into, frame = null, after = null, atStart = false }) {
  const element = requireObject(doc, id);
  const target = requireObject(doc, into);
  const reason = protectionReason(doc, element);
  if (reason) throw new CommandError(`${id} cannot be moved: ${reason}.`);
  for (let node = target; node; node = node.parentElement) {
    if (node === element) throw new CommandError("a view cannot be moved inside itself.");
  }
  const sameParent = element.parentElement?.parentElement === target;
  const ops = (sameParent ? [] : crossingConstraints(doc, element)).map((constraintId) => ({ op: "removeSubtree", target: objectAddress(constraintId) }));
  ops.push({
    op: "move", target: objectAddress(id),
    newParent: childAddress(objectAddress(into), "subviews"),
    position: after ? { after: objectAddress(after) } : atStart ? { atStart: true } : { atEnd: true },
    expectParent: addressOf(doc, element.parentElement),
  });
  if (frame) ops.push(...setFrame(doc, { id, ...frame }));
  return ops;
}
