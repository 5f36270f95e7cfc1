// Linear expressions and constraints of the mapping, built with the same operations in the same
// order as the Swift mapping (Sources/IBLayout/Solver/Expression.swift, Constraint.swift), so
// terms, coefficients and constants come out bit-identical. Variables are plain named objects
// here; layout-system.js numbers them.

/** An unknown of the mapping (a view's left/top/width/height, a content guide's size). */
export function mappingVariable(name) {
  return { name };
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

  /** `factor * self` (Swift `Double * Expression`). */
  scaled(factor) {
    return new Expression(this.terms.map(([variable, coefficient]) => [variable, coefficient * factor]), this.constant * factor);
  }

  negated() { return this.scaled(-1); }
  minus(other) { return this.plus(other.negated()); }
  plusConstant(value) { return this.plus(Expression.constant(value)); }
  minusConstant(value) { return this.plus(Expression.constant(-value)); }
}

/** Adds `sign × terms` into `merged` (first-appearance order; Swift's `Constraint.reduced`). */
function mergeTerms(merged, terms, sign) {
  for (const [variable, coefficient] of terms) {
    const value = sign === 1 ? coefficient : coefficient * sign;
    let index = 0;
    while (index < merged.length && merged[index][0] !== variable) index += 1;
    if (index === merged.length) merged.push([variable, 0 + value]);
    else merged[index][1] += value;
  }
}

/** Accepts an Expression, a variable or a number (Swift's operator overloads). */
function expression(value) {
  if (value instanceof Expression) return value;
  if (typeof value === "number") return Expression.constant(value);
  return Expression.of(value);
}

/**
 * `lhs relation rhs` at a strength (a weight, see solver.js `Strength`), stored as
 * `lhs - rhs relation 0` with repeated variables merged in first-appearance order and zero
 * coefficients dropped.
 */
export function makeConstraint(lhs, relation, rhs, strength) {
  const left = expression(lhs), right = expression(rhs);
  // `lhs - rhs` (Swift: `lhs + (-1 * rhs)`) merged as it is read, in one array of [variable,
  // coefficient] pairs (few terms: a linear search beats a Map and allocates less).
  const terms = [];
  mergeTerms(terms, left.terms, 1);
  mergeTerms(terms, right.terms, -1);
  let kept = 0;
  for (let index = 0; index < terms.length; index += 1) if (terms[index][1] !== 0) terms[kept++] = terms[index];
  terms.length = kept;
  return { terms, constant: left.constant + right.constant * -1, relation, strength, origin: null };
}
