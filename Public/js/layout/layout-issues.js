// The issues of one solved root, in Swift's order (RootSolution.issues in
// Sources/IBLayout/UIKit/RootSolution.swift): unreadable constraints, unsatisfiable ones (with the
// smallest conflicting set), ambiguous views, misplaced views (stored vs solved frame > 0.5 pt).
import { ambiguousViews } from "./ambiguity-probe.js";
import { CONFLICT_ROOT_BUDGET, smallestConflict } from "./conflict-explainer.js";

const DOCUMENT_ORIGIN = "constraint ";

/** The constraint id of a document constraint's origin ("constraint abc-12-xyz"), else null. */
export function documentConstraintID(origin) {
  return origin.startsWith(DOCUMENT_ORIGIN) ? origin.slice(DOCUMENT_ORIGIN.length) : null;
}

/** `views`: the solved views ({id, frame, storedFrame, translatesAutoresizingMask, superviewID}) of this root. */
export function rootIssues(mapping, rootLayout, views, { checksPlacement, detectsAmbiguity = true, explainsConflicts = true }) {
  const issues = mapping.unreadableConstraints.map(({ id, reason }) => ({ kind: "unreadableConstraint", objectID: id, reason }));
  const budget = { remaining: CONFLICT_ROOT_BUDGET };
  for (const broken of rootLayout.refused) {
    const conflicting = explainsConflicts ? smallestConflict(rootLayout.added, broken, budget) : [];
    const objectID = documentConstraintID(broken.entry.origin)
      ?? conflicting.map(documentConstraintID).find((id) => id !== null) ?? mapping.root.id;
    issues.push({ kind: "unsatisfiable", objectID, broken: broken.entry.origin, conflicting });
  }
  if (detectsAmbiguity) issues.push(...ambiguousViews(rootLayout, mapping.nodes));
  if (checksPlacement) {
    for (const view of views) {
      if (view.translatesAutoresizingMask || view.superviewID === null || !view.storedFrame) continue;
      if (matchesStoredFrame(view)) continue;
      issues.push({ kind: "misplaced", objectID: view.id, stored: view.storedFrame, solved: view.frame });
    }
  }
  return issues;
}

/** True when every side of the solved frame is within `tolerance` of the stored one. */
export function matchesStoredFrame(view, tolerance = 0.5) {
  const stored = view.storedFrame, frame = view.frame;
  if (!stored) return false;
  return Math.abs(stored.x - frame.x) <= tolerance && Math.abs(stored.y - frame.y) <= tolerance
    && Math.abs(stored.width - frame.width) <= tolerance && Math.abs(stored.height - frame.height) <= tolerance;
}

/** A Double as Swift prints it: whole numbers keep ".0" (`168.0`); below 1e-4 or from 1e16 up, `1e-05` / `1e+16`. */
export function swiftNumberDescription(value) {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf";
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-4 || magnitude >= 1e16)) {
    const [mantissa, exponent] = value.toExponential().split("e");
    const power = Number(exponent);
    return `${mantissa}e${power < 0 ? "-" : "+"}${String(Math.abs(power)).padStart(2, "0")}`;
  }
  return Number.isInteger(value) ? `${value.toFixed(1)}` : String(value);
}

/** A sentence, as Swift's `LayoutIssue.description` says it. */
export function describeIssue(issue) {
  const number = swiftNumberDescription;
  const rect = (r) => `(${number(r.x)}, ${number(r.y)}, ${number(r.width)}, ${number(r.height)})`;
  switch (issue.kind) {
    case "ambiguous": {
      const names = issue.axes.map((axis) => axis === "horizontal" ? "horizontal position or width" : "vertical position or height");
      return `The layout of ${issue.objectID} is ambiguous: its constraints don't determine its ${names.join(" nor its ")}.`;
    }
    case "unsatisfiable": {
      const set = issue.conflicting.length ? ` The conflicting constraints: ${issue.conflicting.join(", ")}.` : "";
      return `Unable to satisfy constraints: ${issue.broken} was broken to lay out the others.${set}`;
    }
    case "misplaced":
      return `${issue.objectID} is misplaced: its frame is ${rect(issue.stored)} but its constraints put it at ${rect(issue.solved)}.`;
    default:
      return `Constraint ${issue.objectID} was ignored: ${issue.reason}.`;
  }
}
