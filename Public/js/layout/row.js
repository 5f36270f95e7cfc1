// One row of the Cassowary tableau and the symbol kinds: the twin of Sources/IBLayout/Solver/Row.swift
// and Symbol.swift. A symbol is one integer, `id·4 + kind`: no object per symbol, and the lowest
// code is the lowest id (ties always go to the lowest id, as in Swift).

export const EPSILON = 1.0e-8;
export const nearZero = (value) => Math.abs(value) < EPSILON;

export const EXTERNAL = 0, SLACK = 1, ERROR = 2, DUMMY = 3;
export const kindOf = (symbol) => symbol & 3;
export const makeSymbol = (id, kind) => id * 4 + kind;
export const symbolID = (symbol) => symbol >>> 2;
export const isPivotable = (symbol) => {
  const kind = symbol & 3;
  return kind === SLACK || kind === ERROR;
};

/** One tableau row: `basic = constant + Σ coefficient·symbol`; cells: symbol → coefficient. */
export class Row {
  constructor(constant = 0) {
    this.cells = new Map();
    this.constant = constant;
  }

  copy() {
    const row = new Row(this.constant);
    row.cells = new Map(this.cells);
    return row;
  }

  add(value) {
    this.constant += value;
    return this.constant;
  }

  /** `onNew(symbol)` is told when the symbol gets a cell it didn't have (the solver's column index). */
  insertSymbol(symbol, coefficient = 1, onNew = null) {
    const existing = this.cells.get(symbol);
    if (existing === undefined) {
      if (nearZero(coefficient)) return;
      this.cells.set(symbol, coefficient);
      if (onNew !== null) onNew(symbol);
      return;
    }
    const updated = existing + coefficient;
    if (nearZero(updated)) this.cells.delete(symbol);
    else this.cells.set(symbol, updated);
  }

  insertRow(row, coefficient = 1, onNew = null) {
    this.constant += row.constant * coefficient;
    const cells = this.cells;
    row.cells.forEach((value, symbol) => {
      const added = value * coefficient;
      const existing = cells.get(symbol);
      if (existing === undefined) {
        if (nearZero(added)) return;
        cells.set(symbol, added);
        if (onNew !== null) onNew(symbol);
        return;
      }
      const updated = existing + added;
      if (nearZero(updated)) cells.delete(symbol);
      else cells.set(symbol, updated);
    });
  }

  remove(symbol) {
    this.cells.delete(symbol);
  }

  reverseSign() {
    this.constant = -this.constant;
    const cells = this.cells;
    cells.forEach((value, symbol) => cells.set(symbol, -value));
  }

  solveFor(symbol) {
    const coefficient = this.cells.get(symbol);
    if (coefficient === undefined) return;
    this.cells.delete(symbol);
    const factor = -1 / coefficient;
    this.constant *= factor;
    const cells = this.cells;
    cells.forEach((value, other) => cells.set(other, value * factor));
  }

  solveForPair(lhs, rhs) {
    this.insertSymbol(lhs, -1);
    this.solveFor(rhs);
  }

  coefficientFor(symbol) {
    return this.cells.get(symbol) ?? 0;
  }

  substitute(symbol, row, onNew = null) {
    const coefficient = this.cells.get(symbol);
    if (coefficient === undefined) return;
    this.cells.delete(symbol);
    this.insertRow(row, coefficient, onNew);
  }

  /** The lowest symbol whose (symbol, coefficient) passes `test`, or -1. */
  lowestSymbol(test) {
    let best = -1;
    this.cells.forEach((value, symbol) => {
      if ((best === -1 || symbol < best) && test(symbol, value)) best = symbol;
    });
    return best;
  }
}


/**
 * The objective (and phase one's artificial objective): a row that also keeps the symbols whose
 * coefficient is negative, the only candidates to enter the basis, so each optimisation step
 * looks at those few instead of every error symbol of every non-required constraint.
 */
export class ObjectiveRow extends Row {
  constructor(constant = 0) {
    super(constant);
    this.negative = new Set();
  }

  static from(row) {
    const objective = new ObjectiveRow(row.constant);
    objective.cells = new Map(row.cells);
    objective.#reindex();
    return objective;
  }

  copy() {
    return ObjectiveRow.from(this);
  }

  insertSymbol(symbol, coefficient = 1, onNew = null) {
    super.insertSymbol(symbol, coefficient, onNew);
    this.#track(symbol);
  }

  insertRow(row, coefficient = 1, onNew = null) {
    this.constant += row.constant * coefficient;
    row.cells.forEach((value, symbol) => this.insertSymbol(symbol, value * coefficient, onNew));
  }

  remove(symbol) {
    super.remove(symbol);
    this.negative.delete(symbol);
  }

  reverseSign() {
    super.reverseSign();
    this.#reindex();
  }

  solveFor(symbol) {
    super.solveFor(symbol);
    this.#reindex();
  }

  substitute(symbol, row, onNew = null) {
    super.substitute(symbol, row, onNew);
    this.#track(symbol);
  }

  /** The lowest non-dummy symbol with a negative coefficient (the entering symbol), or -1. */
  lowestNegative() {
    let best = -1;
    for (const symbol of this.negative) {
      if ((symbol & 3) !== DUMMY && (best === -1 || symbol < best)) best = symbol;
    }
    return best;
  }

  #track(symbol) {
    const value = this.cells.get(symbol);
    if (value !== undefined && value < 0) this.negative.add(symbol);
    else this.negative.delete(symbol);
  }

  #reindex() {
    this.negative.clear();
    this.cells.forEach((value, symbol) => { if (value < 0) this.negative.add(symbol); });
  }
}
