/** Outlets and actions (mirrors `EditCommands.connectOutlet` / `connectAction` / `disconnect`). */
import { requireSegue } from "./segue-destinations.js";
import { childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { requireObject } from "./protection.js";
import { elementXML } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";
import { isAppKit } from "./frames.js";
import { actionRefusal, outletRefusal } from "./connection-rules.js";

const connectionsOf = (id) => childAddress(objectAddress(id), "connections");

/**
 * Xcode writes an object's connections grouped by element, in this order: across the corpus (../shared/fixtures, both
 * platforms) no pair of them ever appears the other way round (AppKit: 402 action-before-outlet, 329
 * binding-before-outlet, 301 action-before-binding; UIKit: 354 outlet-before-outletCollection, 120 outlet-before-segue).
 * Within a group a new one goes last (authoring order).
 */
const CONNECTION_ORDER = ["accessibilityConnection", "action", "binding", "outlet", "outletCollection", "segue"];

/** Where a new `<tagName>` connection of `source` goes: after its group and the groups before it. */
export function connectionPosition(source, tagName) {
  const rank = CONNECTION_ORDER.indexOf(tagName);
  const existing = childElement(source, "connections")?.children ?? [];
  const later = existing.findIndex((c) => CONNECTION_ORDER.indexOf(c.tagName) > rank);
  if (later < 0) return { atEnd: true };
  const previous = later > 0 ? existing[later - 1].getAttribute("id") : null;
  return previous ? { after: objectAddress(previous) } : { atStart: true };
}

export function connectOutlet(doc, { source, property, destination, generator, collection = false }) {
  const from = requireObject(doc, source);
  const to = requireObject(doc, destination);
  const refusal = outletRefusal(from, to, property);
  if (refusal) throw new CommandError(refusal);
  const xml = collection
    ? elementXML("outletCollection", [["property", property], ["destination", destination], ["collectionClass", "NSMutableArray"], ["id", generator.next()]])
    : elementXML("outlet", [["property", property], ["destination", destination], ["id", generator.next()]]);
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml, position: connectionPosition(from, collection ? "outletCollection" : "outlet") }];
}

/** UIKit writes `destination` and the control event, AppKit `target`. */
export function connectAction(doc, { source, selector, target, eventType = "touchUpInside", generator }) {
  const from = requireObject(doc, source);
  const refusal = actionRefusal(from, requireObject(doc, target));
  if (refusal) throw new CommandError(refusal);
  const appKit = isAppKit(doc);
  const attributes = appKit
    ? [["selector", selector], ["target", target], ["id", generator.next()]]
    : [["selector", selector], ["destination", target], ["eventType", eventType], ["id", generator.next()]];
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml: elementXML("action", attributes), position: connectionPosition(from, "action") }];
}

/**
 * A segue from a control or controller to a controller of the same storyboard or a storyboard reference
 * (segue-destinations.js; `relationship` for containers).
 */
export function connectSegue(doc, { source, destination, kind, relationship = null, generator }) {
  const from = requireObject(doc, source);
  requireSegue(from, requireObject(doc, destination));
  // An iOS popover is anchored where it is drawn from: every popover segue of the corpus (3) comes from a bar button
  // item, names it as `popoverAnchorBarButtonItem` and permits every arrow direction. Drawn from a view Xcode names the
  // view (`popoverAnchorView`: a hypothesis, the corpus has none); from the controller itself there is no anchor, which
  // Xcode refuses to build, so it is refused here.
  let anchor = null;
  let content = "";
  if (kind === "popoverPresentation") {
    const isBarItem = from.tagName === "barButtonItem";
    const isView = from.children && [...from.children].some((c) => c.tagName === "rect" && c.getAttribute("key") === "frame");
    if (!isBarItem && !isView) throw new CommandError("a popover segue needs an anchor: draw it from a bar button item or a view.");
    anchor = [isBarItem ? "popoverAnchorBarButtonItem" : "popoverAnchorView", source];
    content = elementXML("popoverArrowDirection", [["key", "popoverArrowDirection"], ["up", "YES"], ["down", "YES"], ["left", "YES"], ["right", "YES"]]);
  }
  const attributes = [["destination", destination], ["kind", kind], ["relationship", relationship], ...(anchor ? [anchor] : []), ["id", generator.next()]];
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml: elementXML("segue", attributes, content), position: connectionPosition(from, "segue") }];
}

/** Removes an outlet, action or segue (the `<connections>` list goes when emptied). */
export function disconnect(doc, { id }) {
  const connection = requireObject(doc, id);
  if (connection.parentElement?.tagName !== "connections") throw new CommandError(`${id} is not a connection.`);
  return [{ op: "removeSubtree", target: objectAddress(id) }];
}
