// Solves a document's layout system (the data `DocumentLayout.system()` produces in Swift:
// per root, the views' variables and the constraints in order) with the JavaScript solver, and
// lets the canvas drag a view through edit variables. A view's `left`/`top` variables are its
// frame origin in its superview (y down), so its position in root coordinates is their sum up
// the superview chain. Frames come back as `<rect key="frame">` stores them: in the superview's
// coordinates (AppKit: y up from the superview's bottom).
import { Variable, Constraint, Strength, Solver, SolverError } from "./solver.js";
import { outsetFrame } from "./alignment-rect.js";
import { LAYOUT_NUMBER_LIMIT } from "./swift-number.js";

/**
 * Rounds solver noise away exactly as the Swift side does (to 1e-6). A value a hostile document drove
 * out of range (a chain of large multipliers overflows to infinity) is held within ±1e9 (NaN reads 0).
 */
export function clean(value) {
  const bounded = Number.isNaN(value) ? 0 : Math.min(Math.max(value, -LAYOUT_NUMBER_LIMIT), LAYOUT_NUMBER_LIMIT);
  const rounded = Math.round(bounded * 1_000_000) / 1_000_000;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The frame with its edges on the device's pixels, as UIKit lays views out and Xcode stores them
 * (Swift `PixelAlignment`: nearest pixel, halves away from zero, in superview coordinates).
 * `scale` absent (a system without one): unchanged.
 */
export function pixelAligned(frame, scale) {
  if (!(scale > 0)) return frame;
  const pixel = (value) => Math.sign(value) * Math.round(Math.abs(value * scale)) / scale;
  const minX = pixel(frame.x), minY = pixel(frame.y);
  return { x: clean(minX), y: clean(minY), width: clean(pixel(frame.x + frame.width) - minX), height: clean(pixel(frame.y + frame.height) - minY) };
}

/** Below this a size counts as negative (`clean` rounds to 1e-6). */
const NEGATIVE_SIZE_TOLERANCE = 1e-6;

/**
 * One root hierarchy, solved and kept live for drags. Constraints are added in order; a required one that can't
 * be met is broken, as UIKit does: reported, and kept at Strength.brokenRequired. Sizes are never negative: when a
 * view's width or height would come out below 0, the root is solved again with that size floored at 0 (required,
 * before every other constraint), until none is — so a constraint that needs a negative size is the one broken
 * (Loop's CarbEntryTableViewCell: its progress views 0 pt high, not -5, as Xcode stores them). Twin of RootSolution
 * in Sources/IBLayout/UIKit/RootSolution.swift.
 */
export class RootLayout {
  /**
   * `root`: a system root ({rootID, variableCount, views, constraints}). `prepared` (optional,
   * layout-system.js `solvableRoot`): {variables, constraints}, the solver variables in system
   * order and solver Constraints standing for `root.constraints` (then entry = constraint).
   */
  constructor(root, prepared = null) {
    this.root = root;
    this.variables = prepared ? prepared.variables : Array.from({ length: root.variableCount }, (_, i) => new Variable(`v${i}`));
    // {entry, constraint}: the system's entry and its solver Constraint (prepared: one and the same).
    const list = prepared ? prepared.constraints.map((constraint) => ({ entry: constraint, constraint }))
      : root.constraints.map((entry) => ({ entry, constraint: new Constraint(entry.terms.map((t) => [this.variables[t.variable], t.coefficient]),
        entry.constant, entry.relation, entry.strength, entry.origin) }));
    const floored = new Set(); // variable indices floored at 0
    for (;;) {
      this.#solve(list, floored);
      const negative = root.views.flatMap((view) => [view.width, view.height])
        .filter((index) => this.variables[index].value < -NEGATIVE_SIZE_TOLERANCE && !floored.has(index));
      if (negative.length === 0) break;
      for (const index of negative) floored.add(index);
    }
    this.viewsByID = new Map(root.views.map((view) => [view.id, view]));
    this.superviews = superviewsOf(root.views);
    const indexOf = new Map(root.views.map((view, index) => [view, index]));
    /** Each view's superview index (-1 for the root). */
    this.parentIndex = this.superviews.map((parent) => parent ? indexOf.get(parent) : -1);
  }

  /** Adds the floors (in view order, width then height), then the root's constraints. */
  #solve(list, floored) {
    this.solver = new Solver();
    this.broken = []; // origins of required constraints the solver refused (as UIKit breaks them)
    this.added = []; // {entry, constraint} the solver took, in order
    this.refused = []; // {entry, constraint} it refused
    const floors = [];
    for (const view of this.root.views) {
      for (const index of [view.width, view.height]) {
        if (!floored.has(index)) continue;
        const entry = { origin: `non-negative size of ${view.id}` };
        floors.push({ entry, constraint: new Constraint([[this.variables[index], 1]], 0, ">=", Strength.required, entry.origin) });
      }
    }
    for (const item of floors.concat(list)) {
      const { entry, constraint } = item;
      try {
        this.solver.addConstraint(constraint);
        this.added.push(item);
      } catch (error) {
        // As Swift's RootSolution: any solver error refuses the constraint (an "unbounded objective"
        // from a hostile document's numbers included), never the whole layout.
        if (!(error instanceof SolverError)) throw error;
        this.broken.push(entry.origin);
        this.refused.push(item);
        // Kept as the strongest optional constraint: as close to holding as the rest allows.
        try {
          this.solver.addConstraint(new Constraint(constraint.terms, constraint.constant, constraint.relation, Strength.brokenRequired, constraint.label));
        } catch (again) {
          if (!(again instanceof SolverError)) throw again;
        }
      }
    }
    this.solver.updateVariables();
  }

  /**
   * The view's position in root coordinates as [variable, 1] terms: its origin and its
   * superviews' below the root (for the root itself, its own origin). `axis`: "left" or "top".
   */
  rootTerms(index, axis) {
    if (this.parentIndex[index] < 0) return [[this.variables[this.root.views[index][axis]], 1]];
    const terms = [];
    for (let at = index; this.parentIndex[at] >= 0; at = this.parentIndex[at]) terms.push([this.variables[this.root.views[at][axis]], 1]);
    return terms;
  }

  value(index) {
    return this.variables[index].value;
  }

  /** Every view in order: {id, frame (superview coordinates, as the XML stores it), rootFrame (root coordinates, y down)}. */
  views() {
    // Root coordinates: the frame origins summed down the tree (views come parents first).
    const originX = new Float64Array(this.root.views.length), originY = new Float64Array(this.root.views.length);
    return this.root.views.map((view, index) => {
      const width = clean(this.value(view.width)), height = clean(this.value(view.height));
      const parentIndex = this.parentIndex[index];
      originX[index] = parentIndex >= 0 ? originX[parentIndex] + this.value(view.left) : this.value(view.left);
      originY[index] = parentIndex >= 0 ? originY[parentIndex] + this.value(view.top) : this.value(view.top);
      const rootFrame = { x: clean(originX[index]), y: clean(originY[index]), width, height };
      let { x, y } = rootFrame;
      const parent = this.superviews[index];
      if (parent) {
        x = clean(this.value(view.left));
        y = clean(this.value(view.top));
        if (view.bottomUp) y = clean(this.value(parent.height) - y - height);
      } else if (view.storedX !== null && view.storedX !== undefined) {
        x = view.storedX;
        y = view.storedY;
      }
      let frame = { x, y, width, height }, reportedRootFrame = rootFrame;
      if (view.fixedWidth !== null && view.fixedWidth !== undefined) {
        // A switch keeps its own size (Swift `IntrinsicContentSize.fixedFrameSize`).
        rootFrame.width = view.fixedWidth;
        rootFrame.height = view.fixedHeight;
        frame = { x, y, width: view.fixedWidth, height: view.fixedHeight };
      } else if (view.frameOutsets) {
        // The frame reaches beyond the alignment rect (Swift `AlignmentRect.frameOutsets`).
        // (A bottom-up AppKit frame's y counts from the bottom: its bottom outset comes first.)
        const [top, left, bottom, right] = view.frameOutsets;
        frame = outsetFrame(frame, view.bottomUp ? [bottom, left, top, right] : view.frameOutsets);
        reportedRootFrame = outsetFrame(rootFrame, view.frameOutsets);
      }
      return { id: view.id, frame: parent ? pixelAligned(frame, this.root.pixelScale) : frame, rootFrame: reportedRootFrame };
    });
  }

  /** id → {x, y, width, height} in superview coordinates (the first view of an id a file repeats). */
  frames() {
    const frames = new Map();
    for (const { id, frame } of this.views()) if (!frames.has(id)) frames.set(id, frame);
    return frames;
  }

  /** Starts dragging a view: its position in root coordinates (left, top) becomes editable (strong, below required). */
  beginDrag(viewID) {
    const view = this.viewsByID.get(viewID);
    if (!view) throw new Error(`no view ${viewID}`);
    const index = this.root.views.indexOf(view);
    this.dragged = view;
    this.dragHandles = [new Variable(`drag ${viewID}.left`), new Variable(`drag ${viewID}.top`)];
    this.solver.addEditVariable(this.dragHandles[0], Strength.strong, this.rootTerms(index, "left"));
    this.solver.addEditVariable(this.dragHandles[1], Strength.strong, this.rootTerms(index, "top"));
  }

  /** Where the constraints let the dragged view go when asked for (left, top) in root coordinates. */
  dragTo(left, top) {
    this.solver.suggestValue(this.dragHandles[0], left);
    this.solver.suggestValue(this.dragHandles[1], top);
    this.solver.updateVariables();
    return this.frames();
  }

  endDrag() {
    this.solver.removeEditVariable(this.dragHandles[0]);
    this.solver.removeEditVariable(this.dragHandles[1]);
    this.dragged = null;
    this.dragHandles = null;
    this.solver.updateVariables();
  }
}

/**
 * Each view's superview entry: the nearest earlier view with the superview's id (views come in
 * document order, parents first, so this is the real parent even when a hand-edited file repeats an id).
 */
function superviewsOf(views) {
  const latest = new Map();
  return views.map((view) => {
    const parent = view.superviewID === null || view.superviewID === undefined ? null : latest.get(view.superviewID) ?? null;
    latest.set(view.id, view);
    return parent;
  });
}

/** Solves every root; returns {frames: Map id → frame, broken: [origin], roots: [RootLayout]}. */
export function solveSystem(system) {
  const roots = system.roots.map((root) => new RootLayout(root));
  const frames = new Map();
  for (const root of roots) for (const [id, frame] of root.frames()) if (!frames.has(id)) frames.set(id, frame);
  return { frames, broken: roots.flatMap((root) => root.broken), roots };
}
