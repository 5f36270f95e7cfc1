// Solves a document's layout system (the data `DocumentLayout.system()` produces in Swift:
// per root, the views' variables and the constraints in order) with the JavaScript solver, and
// lets the canvas drag a view through edit variables. Frames come back as `<rect key="frame">`
// stores them: in the superview's coordinates (AppKit: y up from the superview's bottom).
import { Variable, Constraint, Strength, Solver } from "./solver.js";

/** Rounds solver noise away exactly as the Swift side does (to 1e-6). */
export function clean(value) {
  const rounded = Math.round(value * 1_000_000) / 1_000_000;
  return rounded === 0 ? 0 : rounded;
}

/** One root hierarchy, solved and kept live for drags. */
export class RootLayout {
  constructor(root) {
    this.root = root;
    this.variables = Array.from({ length: root.variableCount }, (_, i) => new Variable(`v${i}`));
    this.solver = new Solver();
    this.broken = []; // origins of required constraints the solver refused (as UIKit breaks them)
    this.added = []; // {entry, constraint} the solver took, in order
    this.refused = []; // {entry, constraint} it refused
    for (const entry of root.constraints) {
      const constraint = new Constraint(entry.terms.map((t) => [this.variables[t.variable], t.coefficient]),
        entry.constant, entry.relation, entry.strength, entry.origin);
      try {
        this.solver.addConstraint(constraint);
        this.added.push({ entry, constraint });
      } catch (error) {
        if (error.kind !== "unsatisfiableConstraint") throw error;
        this.broken.push(entry.origin);
        this.refused.push({ entry, constraint });
      }
    }
    this.solver.updateVariables();
    this.viewsByID = new Map(root.views.map((view) => [view.id, view]));
    this.superviews = superviewsOf(root.views);
  }

  value(index) {
    return this.variables[index].value;
  }

  /** Every view in order: {id, frame (superview coordinates, as the XML stores it), rootFrame (root coordinates, y down)}. */
  views() {
    return this.root.views.map((view, index) => {
      const width = clean(this.value(view.width)), height = clean(this.value(view.height));
      const rootFrame = { x: clean(this.value(view.left)), y: clean(this.value(view.top)), width, height };
      let { x, y } = rootFrame;
      const parent = this.superviews[index];
      if (parent) {
        x = clean(this.value(view.left) - this.value(parent.left));
        y = clean(this.value(view.top) - this.value(parent.top));
        if (view.bottomUp) y = clean(this.value(parent.height) - y - height);
      } else if (view.storedX !== null && view.storedX !== undefined) {
        x = view.storedX;
        y = view.storedY;
      }
      return { id: view.id, frame: { x, y, width, height }, rootFrame };
    });
  }

  /** id → {x, y, width, height} in superview coordinates (the first view of an id a file repeats). */
  frames() {
    const frames = new Map();
    for (const { id, frame } of this.views()) if (!frames.has(id)) frames.set(id, frame);
    return frames;
  }

  /** Starts dragging a view: its left/top become edit variables (strong, below required). */
  beginDrag(viewID) {
    const view = this.viewsByID.get(viewID);
    if (!view) throw new Error(`no view ${viewID}`);
    this.dragged = view;
    this.solver.addEditVariable(this.variables[view.left], Strength.strong);
    this.solver.addEditVariable(this.variables[view.top], Strength.strong);
  }

  /** Where the constraints let the dragged view go when asked for (left, top) in root coordinates. */
  dragTo(left, top) {
    this.solver.suggestValue(this.variables[this.dragged.left], left);
    this.solver.suggestValue(this.variables[this.dragged.top], top);
    this.solver.updateVariables();
    return this.frames();
  }

  endDrag() {
    this.solver.removeEditVariable(this.variables[this.dragged.left]);
    this.solver.removeEditVariable(this.variables[this.dragged.top]);
    this.dragged = null;
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
