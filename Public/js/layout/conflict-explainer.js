// The smallest set of required constraints that can't hold together with a broken one, by
// deletion filtering over the required constraints that share unknowns with it (transitively).
// Twin of Sources/IBLayout/Issues/ConflictExplainer.swift. Constraints are solver.js Constraints
// paired with their system entries ({entry, constraint}).
import { Solver } from "./solver.js";

/** Above this many related constraints the search is skipped (it re-solves O(n²) rows). */
export const CONFLICT_LIMIT = 400;

/**
 * The searches of one root together may cost this much (the sum of their related constraints, squared):
 * one search of CONFLICT_LIMIT constraints. Later conflicts are left unexplained, so a hostile document
 * with many large conflicts can't stall the canvas (the corpus' largest spends 2,601).
 */
export const CONFLICT_ROOT_BUDGET = CONFLICT_LIMIT * CONFLICT_LIMIT;

/**
 * Origins of the minimal conflicting set, the broken one last; [] when not found, too big, or over
 * what is left of `budget` ({remaining}: shared by a root's searches, each spends its size squared).
 */
export function smallestConflict(added, broken, budget = { remaining: CONFLICT_ROOT_BUDGET }) {
  const required = added.filter(({ constraint }) => constraint.isRequired);
  let candidates = related(required, broken);
  const cost = candidates.length * candidates.length;
  if (candidates.length > CONFLICT_LIMIT || cost > budget.remaining) return [];
  budget.remaining -= cost;
  if (!conflicts(candidates, broken)) return [];
  let index = 0;
  while (index < candidates.length) {
    const without = candidates.slice(0, index).concat(candidates.slice(index + 1));
    if (conflicts(without, broken)) candidates = without; else index += 1;
  }
  return candidates.map(({ entry }) => entry.origin).concat([broken.entry.origin]);
}

/** True when the constraints, then the broken one, can't all be added. */
function conflicts(list, broken) {
  const solver = new Solver();
  try {
    for (const { constraint } of list) solver.addConstraint(constraint);
  } catch {
    return true;
  }
  try {
    solver.addConstraint(broken.constraint);
    return false;
  } catch {
    return true;
  }
}

/** Required constraints connected to the broken one through shared variables, in their order. */
function related(required, broken) {
  const reached = new Set(broken.constraint.terms.map(([variable]) => variable));
  let remaining = required;
  const result = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    const next = [];
    for (const candidate of remaining) {
      const variables = candidate.constraint.terms.map(([variable]) => variable);
      if (variables.some((variable) => reached.has(variable))) {
        for (const variable of variables) reached.add(variable);
        result.add(candidate.constraint);
        grew = true;
      } else {
        next.push(candidate);
      }
    }
    remaining = next;
  }
  return required.filter(({ constraint }) => result.has(constraint));
}
