// Views the constraints don't pin down: for each unknown of a constraint-laid-out view, an edit
// variable pulls it 1000 pt one way then the other, above the weak stays but below priority 1;
// if it follows, only the stays held it. Twin of Sources/IBLayout/Issues/AmbiguityProbe.swift.
import { Strength } from "./solver.js";

const PROBE_STRENGTH = Strength.create(0, 0.5, 0);
const DISTANCE = 1000;
const TOLERANCE = 0.5;

/** `nodes`: the mapping's nodes, in the same order as the solved root's views. */
export function ambiguousViews(rootLayout, nodes) {
  const issues = [];
  nodes.forEach((node, index) => {
    if (node.isRoot || node.translatesAutoresizingMask) return;
    // IB's "Ambiguity" setting: verifyAmbiguity="off", or "ignoreSizes" (positions only).
    const verify = node.element.getAttribute("verifyAmbiguity") ?? "on";
    if (verify === "off") return;
    const checksSizes = verify !== "ignoreSizes";
    const view = rootLayout.root.views[index];
    const free = (variableIndex) => isFree(rootLayout.solver, rootLayout.variables[variableIndex]);
    const axes = [];
    if (free(view.left) || (checksSizes && free(view.width))) axes.push("horizontal");
    if (free(view.top) || (checksSizes && free(view.height))) axes.push("vertical");
    if (axes.length) issues.push({ kind: "ambiguous", objectID: node.id, axes });
  });
  return issues;
}

function isFree(solver, variable) {
  const start = solver.currentValue(variable);
  try {
    solver.addEditVariable(variable, PROBE_STRENGTH);
  } catch {
    return false;
  }
  try {
    solver.suggestValue(variable, start + DISTANCE);
    if (Math.abs(solver.currentValue(variable) - start) > TOLERANCE) return true;
    solver.suggestValue(variable, start - DISTANCE);
    return Math.abs(solver.currentValue(variable) - start) > TOLERANCE;
  } catch {
    return false;
  } finally {
    try { solver.removeEditVariable(variable); } catch { /* as Swift's `try?` */ }
  }
}
