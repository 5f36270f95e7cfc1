// Linear expressions and constraints of the mapping, built with the same operations in the same
// order as the Swift mapping (Sources/IBLayout/Solver/Expression.swift, Constraint.swift), so
// terms, coefficients and constants come out bit-identical. Variables are plain named objects
// here; layout-system.js numbers them. A mapping constraint is a solver Constraint over these
// variables, so solving a mapping adds its constraints as they are (no copy per constraint).
import { Constraint } from "./solver.js";

/** An unknown of the mapping (a view's left/top/width/height, a content guide's size). */
export function mappingVariable(name) {
  return { name, value: 0 }; // the shape of a solver Variable: the solver may use it as one
}

/** `Σ coefficient·variable + constant`; terms are [variable, coefficient] pairs, unmerged. */
export class Expression {
  constructor(terms = [], constant = 0) {
    this.terms = terms;
    this.constant = constant;
  }

  static of(variable) { return new Expression([[variable, 1]], 0); }
  static constant(value) { return new Expression([], value); }

  plus(other) {
    // A plain copy: `concat` is slower for these few terms.
    const terms = this.terms.slice();
    for (const term of other.terms) terms.push(term);
    return new Expression(terms, this.constant + other.constant);
  }

  /** `factor * self` (Swift `Double * Expression`); × 1 changes no bit, so it is the expression itself (expressions are never changed). */
  scaled(factor) {
    if (factor === 1) return this;
    return new Expression(this.terms.map(([variable, coefficient]) => [variable, coefficient * factor]), this.constant * factor);
  }

  negated() { return this.scaled(-1); }
  minus(other) { return this.plus(other.negated()); }
  /** `self + value`: the same terms (shared: expressions are never changed), the same sum. */
  plusConstant(value) { return new Expression(this.terms, this.constant + value); }
  minusConstant(value) { return this.plus(Expression.constant(-value)); }
}

// The scratch a constraint's terms are merged in (reused; the terms are then copied once at
// their size instead of growing an array per constraint).
const merged = [];
let mergedCount = 0;

/** Adds `sign × coefficient·variable` into the scratch (first-appearance order; Swift's `Constraint.reduced`). */
function mergeTerm(variable, coefficient, sign) {
  const value = sign === 1 ? coefficient : coefficient * sign;
  let index = 0;
  while (index < mergedCount && merged[index][0] !== variable) index += 1;
  if (index < mergedCount) {
    merged[index][1] += value;
    return;
  }
  if (mergedCount === merged.length) merged.push([variable, 0 + value]);
  else merged[mergedCount] = [variable, 0 + value];
  mergedCount += 1;
}

/**
 * Merges one side (an Expression, a variable or a number: Swift's operator overloads) into the
 * scratch with `sign`; returns its constant. Read in place: no Expression made for a variable or
 * a number (the same terms and constants as wrapping them).
 */
function mergeSide(value, sign) {
  if (typeof value === "number") return value;
  if (value instanceof Expression) {
    const terms = value.terms;
    for (let at = 0; at < terms.length; at += 1) mergeTerm(terms[at][0], terms[at][1], sign);
    return value.constant;
  }
  mergeTerm(value, 1, sign);
  return 0;
}

/**
 * `lhs relation rhs` at a strength (a weight, see solver.js `Strength`), stored as
 * `lhs - rhs relation 0` with repeated variables merged in first-appearance order and zero
 * coefficients dropped.
 */
export function makeConstraint(lhs, relation, rhs, strength) {
  // `lhs - rhs` (Swift: `lhs + (-1 * rhs)`) merged as it is read, in one array of [variable,
  // coefficient] pairs (few terms: a linear search beats a Map and allocates less).
  mergedCount = 0;
  const leftConstant = mergeSide(lhs, 1);
  const rightConstant = mergeSide(rhs, -1);
  let kept = 0;
  for (let index = 0; index < mergedCount; index += 1) if (merged[index][1] !== 0) merged[kept++] = merged[index];
  const terms = merged.slice(0, kept);
  return new Constraint(terms, leftConstant + rightConstant * -1, relation, strength, null);
}
