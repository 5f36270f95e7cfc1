/**
 * The Attributes inspector's "Extend Edges" section of a UIKit view controller: Under Top Bars, Under Bottom Bars
 * and Under Opaque Bars, each change one undoable batch (extended-edges-edit.js writes the XML as Xcode does and
 * re-frames the root view and the views the new edges move).
 */
import { checkbox, section } from "./fields.js";
import { EXTEND_EDGES, extendedEdges, extendedEdgesChangeOps } from "../../commands/auto-layout/extended-edges-edit.js";

/** The document's type (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, `….WatchKit.Storyboard`, …). */
function documentType(element) {
  let root = element;
  while (root.parentElement) root = root.parentElement;
  return root.getAttribute("type") ?? "";
}

/** True for a UIKit view controller (iOS or tvOS; AppKit's and WatchKit's controllers have no such edges). */
export function hasExtendEdges(element, platform) {
  return Boolean(element) && platform === "ios" && Boolean(element.tagName?.endsWith("Controller"))
    && !documentType(element).includes("WatchKit");
}

/** [] unless the node is a UIKit view controller. */
export function extendedEdgesSections(node, { model, actions }) {
  const controller = node?.element;
  if (!hasExtendEdges(controller, model?.platform)) return [];
  const current = extendedEdges(controller);
  const editable = !actions.readOnly;
  const rows = EXTEND_EDGES.map(({ field, label }) => checkbox(label, current[field], `extend-edges-${field}`,
    editable ? (on) => actions.run("Change Extend Edges", (doc) => extendedEdgesChangeOps(doc, { id: node.id, field, on })) : null));
  return [section("Extend Edges", rows, { name: "extend-edges" })];
}
