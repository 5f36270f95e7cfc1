/**
 * Reparenting: a view moves into another container (`move` op), keeping where it is on screen (its frame is
 * re-expressed in the new superview). Its constraints stay wherever they can still hold, as Interface Builder keeps
 * them: a constraint between something inside the moved view and something outside it stays in its owner when the
 * owner is still a common ancestor of both items, else it moves to their new nearest common ancestor (Xcode keeps
 * every constraint in the nearest common ancestor of its items; its omitted first item, the old owner, is then
 * written out). Only a constraint whose items no longer share a view hierarchy (a move into another scene) or
 * would join a cell's inside to its outside is removed, and so are the outlets, actions and bindings such a move would make join two scenes
 * (scene-connections.js). Placement marks (misplaced, ambiguous) follow through the editor's batch hooks.
 */
import { childAddress, objectAddress, addressOf } from "./addresses.js";
import { CommandError } from "./errors.js";
import { isAppKit, setFrame } from "./frames.js";
import { protectionReason, requireObject } from "./protection.js";
import { subtreeIds } from "./structure.js";
import { subviewHolder } from "./library-placement.js";
import { connectionEnd, connectionSource, crossSceneConnectionOps, sceneBoundConnections } from "./scene-connections.js";
import { childElement, elementById } from "../document/xml-read.js";

const isView = (element) => Boolean(element && childElement(element, "rect", "frame"));

/** The view a constraint item stands for (a layout guide stands for the view that has it). */
function itemView(doc, id) {
  const element = elementById(doc, id);
  if (!element) return null;
  return element.tagName === "viewLayoutGuide" ? element.parentElement : element;
}

/** Constraints outside the moved subtree that name something inside it, with their owner. */
function crossingConstraints(element) {
  const inside = subtreeIds(element);
  const result = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    for (const group of node.children) {
      if (group.tagName !== "constraints" || group.parentElement === element) continue;
      for (const constraint of group.children) {
        if (inside.has(constraint.getAttribute("firstItem")) || inside.has(constraint.getAttribute("secondItem"))) {
          result.push({ constraint, owner: node });
        }
      }
    }
  }
  return result;
}

/** The views from `view` up to its root once `moved` is inside `target` (nearest first). */
function chainAfterMove(view, moved, target) {
  const chain = [];
  for (let node = view; node; node = node === moved ? target : node.parentElement) if (isView(node)) chain.push(node);
  return chain;
}

/**
 * Cells are repeating content, each a nib of its own: no constraint joins a view inside one to a view outside it
 * (0 of the corpus's 17,099 two-item constraints), and the compiler can't resolve one that does. A constraint the
 * move would make cross a cell's edge can't hold, so it goes.
 */
const CELL_TAGS = new Set(["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"]);

/** The nearest cell in a view chain (nearest first), or null. */
const enclosingCell = (chain) => chain.find((view) => CELL_TAGS.has(view.tagName)) ?? null;

/** The nearest cell holding `element` once `moved` is inside `target`, or null. */
function cellAfterMove(element, moved, target) {
  for (let node = element; node; node = node === moved ? target : node.parentElement) if (CELL_TAGS.has(node.tagName)) return node;
  return null;
}

/** File's Owner, First Responder or a scene's controller: what a cell's own nib can still reach from inside it. */
function reachableFromCells(element) {
  const id = element.getAttribute("id");
  const member = element.getAttribute("sceneMemberID");
  return id === "-1" || id === "-2" || member === "viewController" || member === "firstResponder";
}

/**
 * Ops removing the outlets, actions and bindings the move would make join a cell's inside to its outside (other than
 * with File's Owner, First Responder or the scene's controller, which a cell's nib reaches): of the corpus's 89
 * outlets, actions and bindings that cross a table/collection view cell's edge, all 89 have one of those at one end.
 */
function crossCellConnectionOps(doc, moved, target) {
  const ops = [];
  for (const connection of sceneBoundConnections(doc.root)) {
    const source = connectionSource(connection);
    const end = connectionEnd(doc, connection);
    const id = connection.getAttribute("id");
    if (!source || !end || !id || reachableFromCells(end) || reachableFromCells(source)) continue;
    if (cellAfterMove(source, moved, target) !== cellAfterMove(end, moved, target)) ops.push({ op: "removeSubtree", target: objectAddress(id) });
  }
  return ops;
}

/** Where a constraint with this id goes among the owner's (sorted by id, as Xcode keeps them). */
function sortedPosition(owner, id) {
  let previous = null;
  for (const other of childElement(owner, "constraints")?.children ?? []) {
    const otherId = other.getAttribute("id");
    if (otherId && otherId < id && (previous === null || otherId > previous)) previous = otherId;
  }
  return previous === null ? { atStart: true } : { after: objectAddress(previous) };
}

/** The ops that keep a crossing constraint valid after the move (none when its owner still holds). */
function keepConstraintOps(doc, { constraint, owner }, moved, target) {
  const id = constraint.getAttribute("id");
  const firstId = constraint.getAttribute("firstItem") ?? owner.getAttribute("id");
  const secondId = constraint.getAttribute("secondItem");
  const views = [firstId, secondId].filter(Boolean).map((item) => itemView(doc, item));
  if (views.some((view) => !view)) return [{ op: "removeSubtree", target: objectAddress(id) }];
  const chains = views.map((view) => chainAfterMove(view, moved, target));
  if (new Set(chains.map(enclosingCell)).size > 1) return [{ op: "removeSubtree", target: objectAddress(id) }];
  if (chains.every((chain) => chain.includes(owner))) return [];
  const common = chains[0].find((candidate) => chains.every((chain) => chain.includes(candidate)));
  if (!common) return [{ op: "removeSubtree", target: objectAddress(id) }];
  const ops = [{ op: "move", target: objectAddress(id), newParent: childAddress(objectAddress(common.getAttribute("id")), "constraints"),
    position: sortedPosition(common, id), expectParent: addressOf(doc, constraint.parentElement) }];
  if (constraint.getAttribute("firstItem") === null) ops.push({ op: "setAttribute", target: objectAddress(id), name: "firstItem", value: firstId });
  return ops;
}

/**
 * @param frame the view's new frame in the new parent (XML coordinates), or null to keep the current one
 * @param after / atStart the place among the new siblings (default: last); a reorder keeps its constraints
 */
export function reparent(doc, { id, into: dropped, frame = null, after = null, atStart = false }) {
  const element = requireObject(doc, id);
  // Into the view that holds the container's subviews (a box's content view...).
  const target = subviewHolder(doc, requireObject(doc, dropped));
  const into = target.getAttribute("id");
  const reason = protectionReason(doc, element);
  if (reason) throw new CommandError(`${id} cannot be moved: ${reason}.`);
  // An AppKit clip view's document view (a scroll view's table, outline or text view) is the scroll view's content:
  // moved out alone it would leave the scroll view empty and its header view without a table, which the compiler
  // refuses ("a header view needs a table as its scroll view's document view"); Interface Builder moves the scroll view.
  if (isAppKit(doc) && element.parentElement?.tagName === "subviews" && element.parentElement.parentElement?.tagName === "clipView"
    && element.parentElement.parentElement !== target) {
    throw new CommandError("the view a scroll view scrolls moves with its scroll view: move the scroll view instead.");
  }
  for (let node = target; node; node = node.parentElement) {
    if (node === element) throw new CommandError("a view cannot be moved inside itself.");
  }
  const sameParent = element.parentElement?.parentElement === target;
  const ops = [{
    op: "move", target: objectAddress(id),
    newParent: childAddress(objectAddress(into), "subviews"),
    position: after ? { after: objectAddress(after) } : atStart ? { atStart: true } : { atEnd: true },
    expectParent: addressOf(doc, element.parentElement),
  }];
  if (!sameParent) for (const crossing of crossingConstraints(element)) ops.push(...keepConstraintOps(doc, crossing, element, target));
  if (!sameParent) {
    const crossScene = crossSceneConnectionOps(doc, element, target);
    const removed = new Set(crossScene.map((op) => op.target.id));
    ops.push(...crossScene, ...crossCellConnectionOps(doc, element, target).filter((op) => !removed.has(op.target.id)));
  }
  if (frame) ops.push(...setFrame(doc, { id, ...frame }));
  return ops;
}
