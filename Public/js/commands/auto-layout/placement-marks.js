/**
 * Xcode's placement marks, kept as Xcode keeps them: a view whose stored frame differs from where its
 * constraints put it says `misplaced="YES"`, a view its constraints don't determine says `ambiguous="YES"`
 * (the engine's Xcode attribute order places them). A batch of edits gets the ops that add or remove them
 * for the views it touched: views whose frame it changed (a drag or resize without Update Frames leaves
 * them misplaced; moving one back, or Update Frames, clears the mark) and the items of the constraints it
 * added, removed, changed or (un)installed for the document's size class (ambiguous when they no longer have
 * enough constraints, cleared once they do).
 * Other views keep their marks: the solver's text sizes are approximations, so it must not re-mark views
 * nobody edited. Only the roots the batch touched are solved, on the document's own device.
 */
import { objectAddress } from "../addresses.js";
import { DocumentLayout } from "../../layout/document-layout.js";
import { deviceNamed, deviceOfDocument, sizeClassesOf } from "../../layout/devices.js";
import { inferredDevice } from "../../layout/layout-environment.js";
import { SizeClassVariations } from "../../layout/size-class-variations.js";

const frameText = (element) => {
  const rect = [...element.children].find((child) => child.tagName === "rect" && child.getAttribute("key") === "frame");
  return rect ? ["x", "y", "width", "height"].map((name) => rect.getAttribute(name)).join(",") : null;
};

const signature = (element) => element.attributes.map((a) => `${a.name}=${a.value}`).join(" ");

/** Every element with an id, by id; constraints separately. */
function index(doc) {
  const views = new Map();
  const constraints = new Map();
  const stack = [doc.root];
  while (stack.length) {
    const element = stack.pop();
    const id = element.getAttribute("id");
    if (id !== null) (element.tagName === "constraint" ? constraints : views).set(id, element);
    for (const child of element.children) stack.push(child);
  }
  return { views, constraints };
}

/** The view a constraint item id names (a layout guide stands for its view). */
function itemView(views, id) {
  const element = views.get(id);
  if (!element) return null;
  return element.tagName === "viewLayoutGuide" || element.tagName === "viewControllerLayoutGuide" ? null : id;
}

/**
 * Ids of the constraints the document's own size class doesn't install (`<variation>` masks: the Installed
 * checkbox), or of every constraint naming a view it doesn't install.
 */
function uninstalledConstraints(doc, constraints) {
  const device = deviceOfDocument(doc.root) ?? inferredDevice(doc.root) ?? deviceNamed("retina6_1");
  const variations = new SizeClassVariations(doc.root, sizeClassesOf(device));
  if (!variations.uninstalledIDs.size) return new Set();
  return new Set([...constraints].filter(([, constraint]) => !variations.isInstalledConstraint(constraint)).map(([id]) => id));
}

/**
 * The views touched by going from `before` to `after` (indexes of two versions of the document); with the
 * documents (`docs`: a batch that inserts or removes elements), also the items of the constraints installed or
 * uninstalled for the document's size class.
 */
function touchedViews(before, after, docs = null) {
  const moved = new Set();
  const constrained = new Set();
  for (const [id, element] of after.views) {
    const old = before.views.get(id);
    const text = frameText(element);
    if (text !== null && old && frameText(old) !== text) moved.add(id);
    if (old && old.getAttribute("translatesAutoresizingMaskIntoConstraints") !== element.getAttribute("translatesAutoresizingMaskIntoConstraints")) constrained.add(id);
  }
  const itemsOf = (constraint, views) => {
    const owner = constraint.parentElement?.parentElement?.getAttribute("id") ?? null;
    return [constraint.getAttribute("firstItem") ?? owner, constraint.getAttribute("secondItem")]
      .map((id) => (id === null ? null : itemView(views, id))).filter((id) => id !== null);
  };
  for (const [id, constraint] of after.constraints) {
    const old = before.constraints.get(id);
    if (old && signature(old) === signature(constraint) && old.parentElement?.parentElement?.getAttribute("id") === constraint.parentElement?.parentElement?.getAttribute("id")) continue;
    for (const item of itemsOf(constraint, after.views)) constrained.add(item);
    if (old) for (const item of itemsOf(old, before.views)) constrained.add(item);
  }
  for (const [id, constraint] of before.constraints) {
    if (!after.constraints.has(id)) for (const item of itemsOf(constraint, before.views)) if (after.views.has(item)) constrained.add(item);
  }
  if (docs) {
    const wasUninstalled = uninstalledConstraints(docs.before, before.constraints);
    const isUninstalled = uninstalledConstraints(docs.after, after.constraints);
    for (const [id, constraint] of after.constraints) {
      if (!before.constraints.has(id) || wasUninstalled.has(id) === isUninstalled.has(id)) continue;
      for (const item of itemsOf(constraint, after.views)) constrained.add(item);
    }
  }
  return { moved, constrained };
}

/** Attributes whose change can move a view or change what constrains it. */
const LAYOUT_ATTRIBUTES = new Set(["x", "y", "width", "height", "translatesAutoresizingMaskIntoConstraints", "firstItem", "secondItem",
  "firstAttribute", "secondAttribute", "relation", "constant", "multiplier", "priority", "text", "image", "axis", "spacing",
  "distribution", "alignment", "hidden", "numberOfLines", "pointSize"]);

/** Structure changes always may; attribute changes only of the layout's attributes; text content never. */
function mayMoveViews(op) {
  if (op.op === "setText") return false;
  if (op.op === "setAttribute" || op.op === "removeAttribute") return LAYOUT_ATTRIBUTES.has(op.name);
  return true;
}

/** The root view (topmost element with a frame) above a view element. */
function rootIdOf(element) {
  let root = element;
  for (let current = element.parentElement; current; current = current.parentElement) {
    if (current.getAttribute("id") !== null && frameText(current) !== null) root = current;
  }
  return root.getAttribute("id");
}

/**
 * The document's layout on its own device, only for the roots with these ids; `storedTextSizes` (a capture of the
 * document as loaded, layout/stored-text-sizes.js) keeps Xcode's sizes for the text views nobody edited.
 */
function solveRoots(doc, rootIds, detectsAmbiguity, storedTextSizes) {
  return new DocumentLayout(doc, { explainsConflicts: false, detectsAmbiguity, onlyRoots: rootIds, storedTextSizes }).solve();
}

/**
 * The ops to append to `ops` (a batch about to be submitted on `doc`) so the views it touches carry the marks
 * Xcode would write. [] when the batch touches no frame or constraint, or the document is not laid out by
 * Auto Layout on iOS. `storedTextSizes`: the capture of the document as loaded (LiveLayout.storedTextSizes), or null
 * to measure every text view.
 */
export function placementMarkOps(doc, ops, { storedTextSizes = null } = {}) {
  const root = doc.root;
  if (!ops.length || root.getAttribute("useAutolayout") !== "YES" || root.getAttribute("targetRuntime") !== "iOS.CocoaTouch") return [];
  if (!ops.some(mayMoveViews)) return [];
  const after = doc.copy();
  after.applyBatch(ops);
  // Only inserts and removals can install or uninstall (a `<variation>` mask's entries).
  const structural = ops.some((op) => op.op === "insertSubtree" || op.op === "removeSubtree" || op.op === "move");
  const { moved, constrained } = touchedViews(index(doc), index(after), structural ? { before: doc, after } : null);
  const touched = new Set([...moved, ...constrained]);
  if (!touched.size) return [];
  const rootIds = new Set([...touched].map((id) => after.elementById(id)).filter(Boolean).map(rootIdOf));
  const probes = constrained.size > 0;
  const result = solveRoots(after, rootIds, probes, storedTextSizes);
  const laidOut = new Map(result.views.map((view) => [view.id, view]));
  const misplaced = new Set(result.issues.filter((i) => i.kind === "misplaced").map((i) => i.objectID));
  const ambiguous = new Set(result.issues.filter((i) => i.kind === "ambiguous").map((i) => i.objectID));
  if (probes) {
    // A constraint change decides the ambiguity of the views it names and of the views whose ambiguity it
    // changed (a view placed after one that lost its constraint); the others keep their marks.
    const before = new Set(solveRoots(doc, rootIds, true, storedTextSizes).issues.filter((i) => i.kind === "ambiguous").map((i) => i.objectID));
    for (const id of new Set([...before, ...ambiguous])) {
      if (before.has(id) !== ambiguous.has(id)) { constrained.add(id); touched.add(id); }
    }
  }
  const marks = [];
  const mark = (id, name, wanted) => {
    const element = after.elementById(id);
    const has = element?.getAttribute(name) === "YES";
    if (!element || has === wanted) return;
    marks.push(wanted ? { op: "setAttribute", target: objectAddress(id), name, value: "YES" } : { op: "removeAttribute", target: objectAddress(id), name });
  };
  for (const id of touched) {
    const view = laidOut.get(id);
    if (!view || view.superviewID === null) continue;
    const isAmbiguous = ambiguous.has(id);
    // The ambiguity of views whose constraints did not change is left as it was (it was not probed).
    if (constrained.has(id)) mark(id, "ambiguous", isAmbiguous && !view.translatesAutoresizingMask);
    const isAmbiguousNow = constrained.has(id) ? isAmbiguous : after.elementById(id)?.getAttribute("ambiguous") === "YES";
    mark(id, "misplaced", misplaced.has(id) && !isAmbiguousNow);
  }
  return marks;
}
