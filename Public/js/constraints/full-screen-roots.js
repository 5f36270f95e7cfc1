/**
 * A controller's root view stored at the whole screen's size under opaque bars it doesn't extend under (a document
 * saved before the bars were chosen, or by another tool): Xcode stores such a root shorter, at y = 0 below the bars
 * (layout/simulated-metrics.js `coveredEdges`), and the layout lays it out so (layout/root-mapping.js: a full-screen
 * root). The canvas draws it as Xcode shows it after opening — the screen at the device's size, the root the bars'
 * edges shorter, the views its autoresizing masks lay out with it at their new frames — without writing anything:
 * the stored frames change only when the document is edited (or laid out on a device).
 */
import { DocumentLayout } from "../layout/document-layout.js";

const close = (a, b) => Math.abs(a - b) < 0.5;

/**
 * The size a root view stored at `stored` ({width, height}) is drawn at on a screen of `screen` whose bars cover
 * `covered` ({top, bottom}) outside it: the screen less those edges when it is stored at the screen's size and the
 * bars cover an edge, else null (drawn as stored).
 */
export function drawnRootSize(stored, screen, covered) {
  if (!stored || !covered || !(covered.top > 0 || covered.bottom > 0)) return null;
  if (!close(stored.width, screen.width) || !close(stored.height, screen.height)) return null;
  return { width: screen.width, height: screen.height - covered.top - covered.bottom };
}

/**
 * The views laid out with a root by their autoresizing masks: its subviews that translate their masks into
 * constraints, and theirs, down to views laid out by constraints (which keep their stored frames, flagged when
 * misplaced, as Xcode draws them). `views`: a solution's views (Map id → {frame, superviewID,
 * translatesAutoresizingMask}). → Map id → frame in its superview.
 */
export function autoresizedFrames(views, rootID) {
  const children = new Map();
  for (const [id, view] of views) {
    if (!view.translatesAutoresizingMask || view.superviewID === null) continue;
    if (!children.has(view.superviewID)) children.set(view.superviewID, []);
    children.get(view.superviewID).push(id);
  }
  const frames = new Map();
  const queue = [...(children.get(rootID) ?? [])];
  while (queue.length) {
    const id = queue.shift();
    frames.set(id, views.get(id).frame);
    queue.push(...(children.get(id) ?? []));
  }
  return frames;
}

/** Solves one root on the document's device: its frame and its autoresized views' frames ({root, views}), or null. */
export function layOutRoot(doc, rootID) {
  try {
    const result = new DocumentLayout(doc, { detectsAmbiguity: false, explainsConflicts: false, onlyRoots: new Set([rootID]) }).solve();
    const views = new Map();
    for (const view of result.views) if (!views.has(view.id)) views.set(view.id, view);
    const root = views.get(rootID);
    return root ? { root: root.frame, views: autoresizedFrames(views, rootID) } : null;
  } catch (error) {
    console.warn(`Could not lay out ${rootID}: ${error.message}`);
    return null;
  }
}
