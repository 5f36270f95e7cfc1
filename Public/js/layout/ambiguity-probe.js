// Views the constraints don't pin down: for each unknown of a constraint-laid-out view (its
// position in root coordinates, its size), an edit variable pulls it 1000 pt one way then the other, above the weak stays but below priority 1;
// if it follows, only the stays held it. Twin of Sources/IBLayout/Issues/AmbiguityProbe.swift.
import { Strength, Variable } from "./solver.js";

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
    const free = (terms) => isFree(rootLayout.solver, terms);
    const size = (variableIndex) => [[rootLayout.variables[variableIndex], 1]];
    const axes = [];
    if (free(rootLayout.rootTerms(index, "left")) || (checksSizes && free(size(view.width)))) axes.push("horizontal");
    if (free(rootLayout.rootTerms(index, "top")) || (checksSizes && free(size(view.height)))) axes.push("vertical");
    if (axes.length) issues.push({ kind: "ambiguous", objectID: node.id, axes });
  });
  return issues;
}

/**
 * `terms`: [variable, coefficient] pairs of the probed expression (a root-coordinate position, a size).
 * When the solved tableau proves the outcome (solver.pullOutcome), no probe is solved.
 */
function isFree(solver, terms) {
  // What the solved tableau proves alone (most views: fixed, or free along one cheap symbol).
  const outcome = solver.pullOutcome(terms, PROBE_STRENGTH, DISTANCE, TOLERANCE);
  if (outcome !== null) return outcome;
  const start = solver.currentExpressionValue(terms);
  const handle = new Variable("probe");
  try {
    solver.addEditVariable(handle, PROBE_STRENGTH, terms);
    solver.suggestValue(handle, start + DISTANCE);
    if (Math.abs(solver.currentExpressionValue(terms) - start) > TOLERANCE) return true;
    solver.suggestValue(handle, start - DISTANCE);
    return Math.abs(solver.currentExpressionValue(terms) - start) > TOLERANCE;
  } catch {
    return false;
  } finally {
    try { solver.removeEditVariable(handle); } catch { /* as Swift's `try?` */ }
  }
}
