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
  const difference = expression(lhs).minus(expression(rhs));
  // Few terms (≤ 8 or so): a linear search beats a Map and allocates less.
  const variables = [];
  const coefficients = [];
  for (const [variable, coefficient] of difference.terms) {
    const index = variables.indexOf(variable);
    if (index < 0) {
      variables.push(variable);
      coefficients.push(0 + coefficient);
    } else {
      coefficients[index] += coefficient;
    }
  }
  const terms = [];
  for (let index = 0; index < variables.length; index += 1) {
    if (coefficients[index] !== 0) terms.push([variables[index], coefficients[index]]);
  }
  return { terms, constant: difference.constant, relation, strength };
}
