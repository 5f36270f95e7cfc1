/**
 * Editing a view controller's Simulated Metrics (Attributes inspector: Size, Top Bar, Bottom Bar, Status Bar)
 * as Xcode writes them: "Inferred" is no element, "None" a `<nil key="…"/>`, a bar its metrics element
 * (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>` for a bar without a prompt,
 * `translucent="NO"` for an opaque one). The elements sit together, in the order status bar, top bar, bottom
 * bar, destination size, freeform size, just before the controller's `<connections>`.
 * Changing a bar moves the safe area: views that were where their constraints put them get their new frames
 * (as Xcode's canvas does), views already misplaced keep theirs.
 */
import { childAddress, objectAddress } from "../addresses.js";
import { readFrame, setFrame } from "../frames.js";
import { childWithKey } from "../../document/xml-read.js";
import { DocumentLayout } from "../../layout/document-layout.js";
import { BOTTOM_BAR_KEY, STATUS_BAR_KEY, TOP_BAR_KEY, resolvedBars, screenSize } from "../../layout/simulated-metrics.js";
import { updateFramesOps, viewsWithin } from "./resolve.js";

const SIZE_KEY = "simulatedDestinationMetrics";
const FREEFORM_SIZE_KEY = "freeformSize";
/** The keyed children of the Simulated Metrics group, in the order Xcode writes them. */
const GROUP = [STATUS_BAR_KEY, TOP_BAR_KEY, BOTTOM_BAR_KEY, SIZE_KEY, FREEFORM_SIZE_KEY];

/** Each pop-up: its key and its choices (label → the element Xcode writes, null for Inferred). */
export const SIMULATED_METRICS = [
  { field: "size", label: "Size", key: SIZE_KEY, choices: [
    ["Inferred", null],
    ["Freeform", `<freeformSimulatedSizeMetrics key="${SIZE_KEY}"/>`],
  ] },
  { field: "topBar", label: "Top Bar", key: TOP_BAR_KEY, choices: [
    ["Inferred", null],
    ["None", `<nil key="${TOP_BAR_KEY}"/>`],
    ["Translucent Navigation Bar", `<simulatedNavigationBarMetrics key="${TOP_BAR_KEY}" prompted="NO"/>`],
    ["Opaque Navigation Bar", `<simulatedNavigationBarMetrics key="${TOP_BAR_KEY}" translucent="NO" prompted="NO"/>`],
    ["Translucent Navigation Bar with Prompt", `<simulatedNavigationBarMetrics key="${TOP_BAR_KEY}"/>`],
    ["Opaque Navigation Bar with Prompt", `<simulatedNavigationBarMetrics key="${TOP_BAR_KEY}" translucent="NO"/>`],
  ] },
  { field: "bottomBar", label: "Bottom Bar", key: BOTTOM_BAR_KEY, choices: [
    ["Inferred", null],
    ["None", `<nil key="${BOTTOM_BAR_KEY}"/>`],
    ["Translucent Tab Bar", `<simulatedTabBarMetrics key="${BOTTOM_BAR_KEY}"/>`],
    ["Opaque Tab Bar", `<simulatedTabBarMetrics key="${BOTTOM_BAR_KEY}" translucent="NO"/>`],
    ["Translucent Toolbar", `<simulatedToolbarMetrics key="${BOTTOM_BAR_KEY}"/>`],
    ["Opaque Toolbar", `<simulatedToolbarMetrics key="${BOTTOM_BAR_KEY}" translucent="NO"/>`],
  ] },
  { field: "statusBar", label: "Status Bar", key: STATUS_BAR_KEY, choices: [
    ["Inferred", null],
    ["None", `<nil key="${STATUS_BAR_KEY}"/>`],
    ["Default", `<simulatedStatusBarMetrics key="${STATUS_BAR_KEY}"/>`],
    ["Light Content", `<simulatedStatusBarMetrics key="${STATUS_BAR_KEY}" statusBarStyle="lightContent"/>`],
    ["Dark Content", `<simulatedStatusBarMetrics key="${STATUS_BAR_KEY}" statusBarStyle="darkContent"/>`],
  ] },
];

/** An element as a canonical string (tag, attributes in order) to recognise a stored choice. */
function signature(element) {
  return `<${element.tagName}${[...element.attributes].map((a) => ` ${a.name}="${a.value}"`).join("")}/>`;
}

/** The label of the stored choice of one pop-up ("Inferred" without an element; the element itself when unknown). */
export function currentChoice(controller, field) {
  const metric = SIMULATED_METRICS.find((m) => m.field === field);
  const element = childWithKey(controller, metric.key);
  if (!element) return "Inferred";
  const stored = signature(element);
  const known = metric.choices.find(([, xml]) => xml === stored);
  return known ? known[0] : element.tagName;
}

/** The element index where a Simulated Metrics child with `key` goes (after `removing` is gone). */
function insertionIndex(controller, key, removing) {
  const siblings = [...controller.children].filter((child) => !removing.includes(child));
  const rank = GROUP.indexOf(key);
  const rankOf = (child) => GROUP.indexOf(child.getAttribute("key") ?? "");
  const later = siblings.findIndex((child) => rankOf(child) > rank);
  if (later >= 0) return later;
  const lastEarlier = siblings.findLastIndex((child) => rankOf(child) >= 0 && rankOf(child) < rank);
  if (lastEarlier >= 0) return lastEarlier + 1;
  const connections = siblings.findIndex((child) => child.tagName === "connections");
  return connections >= 0 ? connections : siblings.length;
}

/**
 * The ops writing one pop-up's choice on controller `id`. Freeform also stores `<size key="freeformSize">` (the
 * root view's size); Inferred removes it with the destination metrics.
 */
export function simulatedMetricOps(doc, { id, field, choice }) {
  const controller = doc.elementById ? doc.elementById(id) : null;
  if (!controller) throw new Error(`no controller ${id}`);
  const metric = SIMULATED_METRICS.find((m) => m.field === field);
  const entry = metric?.choices.find(([label]) => label === choice);
  if (!entry) throw new Error(`unknown ${field} choice ${choice}`);
  const xml = entry[1];
  const existing = childWithKey(controller, metric.key);
  if (existing && xml !== null && signature(existing) === xml) return [];
  const ops = [];
  const removing = [];
  const remove = (element) => {
    if (!element) return;
    removing.push(element);
    ops.push({ op: "removeSubtree", target: childAddress(objectAddress(id), element.tagName, element.getAttribute("key")) });
  };
  remove(existing);
  if (field === "size" && xml === null) remove(childWithKey(controller, FREEFORM_SIZE_KEY));
  if (xml !== null) {
    ops.push({ op: "insertSubtree", parent: objectAddress(id), xml, position: { index: insertionIndex(controller, metric.key, removing) } });
    if (field === "size" && !childWithKey(controller, FREEFORM_SIZE_KEY)) {
      const view = childWithKey(controller, "view");
      const frame = view ? readFrame(view) : null;
      if (frame) {
        // After the element just inserted (the size follows the destination metrics).
        const index = insertionIndex(controller, FREEFORM_SIZE_KEY, removing) + 1;
        ops.push({ op: "insertSubtree", parent: objectAddress(id), xml: `<size key="${FREEFORM_SIZE_KEY}" width="${frame.width}" height="${frame.height}"/>`, position: { index } });
      }
    }
  }
  return ops;
}

/**
 * A bar change with the frames it moves (`reframedOps`): the views that were in place follow the new bars, a
 * full-screen root view takes the size they leave it.
 */
export function simulatedMetricChangeOps(doc, change) {
  const ops = simulatedMetricOps(doc, change);
  if (!ops.length || change.field === "size") return ops;
  return [...ops, ...reframedOps(doc, change.id, ops)];
}

/**
 * The frames a change of controller `id`'s bars or extended edges (`ops`, not yet applied) moves, as ops to append
 * to it: the views of the controller's root view that were in place (stored frame = solved frame on the
 * document's device) take the frames solved after the change; a full-screen root view takes the size the bars
 * then leave it (an opaque bar it doesn't extend under shortens it: Xcode stores it at y = 0 below the bar,
 * layout/simulated-metrics.js `coveredEdges`; the canvas draws the bar above it).
 */
export function reframedOps(doc, id, ops) {
  if (!ops.length || typeof doc.copy !== "function") return [];
  const view = childWithKey(doc.elementById(id), "view");
  if (!view) return [];
  const ids = viewsWithin(doc, [view.getAttribute("id")]);
  const options = { detectsAmbiguity: false, explainsConflicts: false, onlyRoots: new Set([view.getAttribute("id")]) };
  const rootID = view.getAttribute("id");
  const layout = new DocumentLayout(doc, options);
  const before = framesOf(layout.solve());
  const changed = doc.copy();
  changed.applyBatch(ops);
  // A full-screen root stays one after the change (stored at the device's size, the layout takes it as such
  // whatever the bars cover; stored shorter by the old bars' edges, it would keep that size).
  // (Only with a document device: without one any device's size is full screen.)
  const { device, documentDevice } = layout.environment;
  const fullScreen = Boolean(documentDevice) && (layout.mappings.find((mapping) => mapping.root?.id === rootID)?.isFullScreen ?? false);
  if (fullScreen) {
    // The device's screen, or a sheet's card (page-sheets.js).
    const screen = screenSize(resolvedBars(changed.elementById(id), layout.environment.inferredBars), device);
    changed.applyBatch(setFrame(changed, { id: rootID, x: 0, y: 0, width: screen.width, height: screen.height }));
  }
  const after = framesOf(new DocumentLayout(changed, options).solve());
  const inPlace = ids.filter((viewID) => {
    const element = doc.elementById(viewID);
    const solved = before.get(viewID)?.frame;
    if (!element || !solved || element.getAttribute("misplaced") === "YES") return false;
    const stored = readFrame(element);
    return ["x", "y", "width", "height"].every((name) => Math.abs(stored[name] - solved[name]) <= 0.5);
  });
  const root = fullScreen && after.get(rootID)?.frame;
  const rootOps = root ? setFrame(doc, { id: rootID, x: root.x, y: root.y, width: root.width, height: root.height }) : [];
  return [...updateFramesOps(changed, inPlace, after), ...rootOps];
}

function framesOf(result) {
  const views = new Map();
  for (const view of result.views) if (!views.has(view.id)) views.set(view.id, view);
  return views;
}
