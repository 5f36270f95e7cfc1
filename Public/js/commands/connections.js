/** Outlets and actions (mirrors `EditCommands.connectOutlet` / `connectAction` / `disconnect`). */
import { childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { requireObject } from "./protection.js";
import { elementXML } from "./xml-writer.js";

const connectionsOf = (id) => childAddress(objectAddress(id), "connections");

export function connectOutlet(doc, { source, property, destination, generator, collection = false }) {
  requireObject(doc, source);
  requireObject(doc, destination);
  const xml = collection
    ? elementXML("outletCollection", [["property", property], ["destination", destination], ["collectionClass", "NSMutableArray"], ["id", generator.next()]])
    : elementXML("outlet", [["property", property], ["destination", destination], ["id", generator.next()]]);
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml, position: { atEnd: true } }];
}

/** UIKit writes `destination` and the control event, AppKit `target`. */
export function connectAction(doc, { source, selector, target, eventType = "touchUpInside", generator }) {
  requireObject(doc, source);
  requireObject(doc, target);
  const appKit = (doc.root.getAttribute("targetRuntime") ?? "").startsWith("MacOSX");
  const attributes = appKit
    ? [["selector", selector], ["target", target], ["id", generator.next()]]
    : [["selector", selector], ["destination", target], ["eventType", eventType], ["id", generator.next()]];
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml: elementXML("action", attributes), position: { atEnd: true } }];
}

/** A segue from a control or controller to a controller of the same storyboard (`relationship` for containers). */
export function connectSegue(doc, { source, destination, kind, relationship = null, generator }) {
  requireObject(doc, source);
  requireObject(doc, destination);
  const attributes = [["destination", destination], ["kind", kind], ["relationship", relationship], ["id", generator.next()]];
  return [{ op: "insertSubtree", parent: connectionsOf(source), xml: elementXML("segue", attributes), position: { atEnd: true } }];
}

/** Removes an outlet, action or segue (the `<connections>` list goes when emptied). */
export function disconnect(doc, { id }) {
  const connection = requireObject(doc, id);
  if (connection.parentElement?.tagName !== "connections") throw new CommandError(`${id} is not a connection.`);
  return [{ op: "removeSubtree", target: objectAddress(id) }];
}
