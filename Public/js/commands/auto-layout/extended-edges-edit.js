/**
 * Editing a view controller's "Extend Edges" (Attributes inspector: Under Top Bars, Under Bottom Bars, Under
 * Opaque Bars) as Xcode writes them: `edgesForExtendedLayout` is all edges without an element, else
 * `<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>` naming the edges that are on (an element
 * without attributes is none; left and right, which the inspector doesn't show, are kept as stored), right after
 * the controller's main view; `extendedLayoutIncludesOpaqueBars="YES"` on the controller, absent when off (UIKit's
 * default). A change moves what the new edges move, in the same batch (simulated-metrics-edit.js `reframedOps`):
 * the full-screen root view under an opaque bar it now extends under (or no longer) gets the size Xcode stores,
 * and the views that were in place follow the safe area.
 */
import { childAddress, objectAddress } from "../addresses.js";
import { attributeOps } from "../attributes.js";
import { reframedOps } from "./simulated-metrics-edit.js";

const EDGES_KEY = "edgesForExtendedLayout";
const OPAQUE_BARS = "extendedLayoutIncludesOpaqueBars";
/** UIRectEdge's order, the order of the element's attributes. */
const EDGE_ORDER = ["top", "left", "bottom", "right"];

/** The inspector's checkboxes: field, label. */
export const EXTEND_EDGES = [
  { field: "top", label: "Under Top Bars" },
  { field: "bottom", label: "Under Bottom Bars" },
  { field: "opaque", label: "Under Opaque Bars" },
];

/** The controller attribute the "Under Opaque Bars" checkbox edits (not repeated among the catalog's fields). */
export const EXTEND_EDGES_ATTRIBUTES = new Set([OPAQUE_BARS]);

const edgesElement = (controller) =>
  [...controller.children].find((child) => child.tagName === "extendedEdge" && child.getAttribute("key") === EDGES_KEY) ?? null;

/** The stored choices: {top, bottom, opaque} booleans (the same reading as layout/simulated-metrics.js `resolvedBars`). */
export function extendedEdges(controller) {
  const element = edgesElement(controller);
  return {
    top: element ? element.getAttribute("top") === "YES" : true,
    bottom: element ? element.getAttribute("bottom") === "YES" : true,
    opaque: controller.getAttribute(OPAQUE_BARS) === "YES",
  };
}

/**
 * The `<extendedEdge>` Xcode writes for these top/bottom choices, keeping the stored left/right attributes, or null
 * when every edge is on (UIKit's default: no element).
 */
export function extendedEdgeXML(element, { top, bottom }) {
  const values = { top: top ? "YES" : null, bottom: bottom ? "YES" : null,
    left: element?.getAttribute("left") ?? null, right: element?.getAttribute("right") ?? null };
  // Without an element left and right are on; an element without them has them off, which the inspector can't tell.
  const sidesOn = !element || (values.left === "YES" && values.right === "YES");
  const sidesUnset = values.left === null && values.right === null;
  if (top && bottom && (sidesOn || sidesUnset)) return null;
  const attributes = EDGE_ORDER.filter((edge) => values[edge] !== null).map((edge) => ` ${edge}="${values[edge]}"`).join("");
  return `<extendedEdge key="${EDGES_KEY}"${attributes}/>`;
}

/**
 * Where a new `<extendedEdge>` goes: right after the controller's main view (where the corpus has it), else where
 * Xcode's order table puts it.
 */
function insertionPosition(controller) {
  const view = [...controller.children].findIndex((child) => child.getAttribute("key") === "view");
  return view >= 0 ? { index: view + 1 } : { xcodeOrder: true };
}

/** The ops writing one checkbox (`field`: top, bottom, opaque) of controller `id` (`on`: checked). */
export function extendedEdgesOps(doc, { id, field, on }) {
  const controller = doc.elementById ? doc.elementById(id) : null;
  if (!controller) throw new Error(`no controller ${id}`);
  if (!EXTEND_EDGES.some((entry) => entry.field === field)) throw new Error(`unknown extended edge ${field}`);
  if (field === "opaque") return attributeOps(doc, controller, OPAQUE_BARS, on ? "YES" : null);
  const current = extendedEdges(controller);
  if (current[field] === on) return [];
  const existing = edgesElement(controller);
  const xml = extendedEdgeXML(existing, { ...current, [field]: on });
  const ops = [];
  let position = insertionPosition(controller);
  if (existing) {
    // Replaced in its place (its attributes in UIRectEdge's order).
    position = { index: [...controller.children].indexOf(existing) };
    ops.push({ op: "removeSubtree", target: childAddress(objectAddress(id), existing.tagName, EDGES_KEY) });
  }
  if (xml !== null) ops.push({ op: "insertSubtree", parent: objectAddress(id), xml, position });
  return ops;
}

/** A checkbox change with the frames it moves (simulated-metrics-edit.js `reframedOps`). */
export function extendedEdgesChangeOps(doc, change) {
  const ops = extendedEdgesOps(doc, change);
  return [...ops, ...reframedOps(doc, change.id, ops)];
}
