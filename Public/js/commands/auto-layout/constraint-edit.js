/**
 * Editing a stored constraint (the Size inspector's constraint rows): constant, priority, multiplier, relation
 * and its items/attributes. When new items have another nearest common ancestor, the constraint moves to
 * that view's `<constraints>` (sorted by id) and the first item is written or left out as Xcode does.
 */
import { objectAddress, childAddress } from "../addresses.js";
import { attributeOps } from "../attributes.js";
import { CommandError } from "../errors.js";
import { requireObject } from "../protection.js";
import { constraintIdsIn, constraintNumber, multiplierText, multiplierValue, ownerOf, readConstraint, sortedPosition } from "./constraint-xml.js";
import { constantOps } from "./resolve.js";

const MULTIPLIER = /^\s*(\d+(\.\d+)?|\.\d+)(\s*[:/]\s*(\d+(\.\d+)?|\.\d+))?\s*$/;

/** Checks and normalises the edited values; throws a CommandError with a sentence for the user. */
function validated(changes) {
  const result = { ...changes };
  if ("priority" in changes) {
    const priority = Number(changes.priority);
    if (!Number.isFinite(priority) || priority < 1 || priority > 1000) throw new CommandError("a priority is a number from 1 to 1000.");
    result.priority = priority;
  }
  if ("constant" in changes) {
    const constant = Number(changes.constant);
    if (changes.constant === "" || !Number.isFinite(constant)) throw new CommandError("a constant is a number of points.");
    result.constant = constant;
  }
  if ("multiplier" in changes) {
    const text = String(changes.multiplier).trim();
    if (!MULTIPLIER.test(text) || !(multiplierValue(text) > 0)) throw new CommandError("a multiplier is a positive number or a ratio such as 16:9.");
    result.multiplier = text.replace(/\s+/g, "");
  }
  if ("relation" in changes && !["equal", "greaterThanOrEqual", "lessThanOrEqual"].includes(changes.relation)) {
    throw new CommandError(`unknown relation ${changes.relation}.`);
  }
  return result;
}

/** The ops that apply `changes` ({constant, priority, multiplier, relation, first, firstAttribute, second, secondAttribute}). */
export function editConstraintOps(doc, id, changes) {
  const element = requireObject(doc, id);
  if (element.tagName !== "constraint") throw new CommandError(`${id} is not a constraint.`);
  const current = readConstraint(element);
  const next = { ...current, ...validated(changes) };
  if (next.second === "" || next.second === undefined) next.second = null;
  if (!next.second) next.secondAttribute = null;
  if (next.second && !next.secondAttribute) next.secondAttribute = next.firstAttribute;
  const owner = ownerOf(doc, next);
  const ownerId = owner.getAttribute("id");
  const ops = [];
  if (ownerId !== current.owner) {
    const ids = constraintIdsIn(owner);
    ops.push({ op: "move", target: objectAddress(id), newParent: childAddress(objectAddress(ownerId), "constraints"), position: sortedPosition(ids, id) });
  }
  const values = {
    firstItem: next.first === ownerId ? null : next.first,
    firstAttribute: next.firstAttribute,
    relation: next.relation === "equal" ? null : next.relation,
    secondItem: next.second,
    secondAttribute: next.second ? next.secondAttribute : null,
    multiplier: multiplierText(next.multiplier) === "1" || multiplierValue(next.multiplier) === 1 && !String(next.multiplier).includes(":") ? null : multiplierText(next.multiplier),
    priority: next.priority === 1000 ? null : constraintNumber(next.priority),
  };
  for (const [name, value] of Object.entries(values)) ops.push(...attributeOps(doc, element, name, value));
  if (next.constant !== current.constant) ops.push(...constantOps(element, next.constant));
  return ops;
}

/**
 * Reverse First And Second Item: `a = m·b + c` becomes `b = (1/m)·a − c/m` (a ratio "w:h" becomes "h:w"),
 * so the constraint says the same thing.
 */
export function reverseConstraintOps(doc, id) {
  const element = requireObject(doc, id);
  const spec = readConstraint(element);
  if (!spec.second) throw new CommandError("a constraint with one item cannot be reversed.");
  const m = multiplierValue(spec.multiplier);
  const ratio = /^([\d.]+)([:/])([\d.]+)$/.exec(spec.multiplier);
  const multiplier = ratio ? `${ratio[3]}${ratio[2]}${ratio[1]}` : String(Number((1 / m).toPrecision(6)));
  const relation = { greaterThanOrEqual: "lessThanOrEqual", lessThanOrEqual: "greaterThanOrEqual" }[spec.relation] ?? "equal";
  return editConstraintOps(doc, id, { first: spec.second, firstAttribute: spec.secondAttribute, second: spec.first,
    secondAttribute: spec.firstAttribute, multiplier, constant: -spec.constant / m, relation });
}
