// One row of the Cassowary tableau and the symbol kinds: the twin of Sources/IBLayout/Solver/Row.swift
// and Symbol.swift. Symbols are {id, kind}; ties always go to the lowest id.

export const EPSILON = 1.0e-8;
export const nearZero = (value) => Math.abs(value) < EPSILON;

export const EXTERNAL = 0, SLACK = 1, ERROR = 2, DUMMY = 3;
export const isPivotable = (symbol) => symbol.kind === SLACK || symbol.kind === ERROR;

/** One tableau row: `basic = constant + Σ coefficient·symbol`; cells keyed by symbol id. */
export class Row {
  constructor(constant = 0) {
    this.cells = new Map(); // id -> [symbol, coefficient]
    this.constant = constant;
  }

  copy() {
    const row = new Row(this.constant);
    for (const [id, cell] of this.cells) row.cells.set(id, [cell[0], cell[1]]);
    return row;
  }

  add(value) {
    this.constant += value;
    return this.constant;
  }

  /** `onNew(symbol)` is told when the symbol gets a cell it didn't have (the solver's column index). */
  insertSymbol(symbol, coefficient = 1, onNew = null) {
    const existing = this.cells.get(symbol.id);
    const updated = (existing ? existing[1] : 0) + coefficient;
    if (nearZero(updated)) this.cells.delete(symbol.id);
    else if (existing) existing[1] = updated;
    else {
      this.cells.set(symbol.id, [symbol, updated]);
      if (onNew) onNew(symbol);
    }
  }

  insertRow(row, coefficient = 1, onNew = null) {
    this.constant += row.constant * coefficient;
    for (const [symbol, value] of row.cells.values()) this.insertSymbol(symbol, value * coefficient, onNew);
  }

  remove(symbol) {
    this.cells.delete(symbol.id);
  }

  reverseSign() {
    this.constant = -this.constant;
    for (const cell of this.cells.values()) cell[1] = -cell[1];
  }

  solveFor(symbol) {
    const cell = this.cells.get(symbol.id);
    if (!cell) return;
    this.cells.delete(symbol.id);
    const factor = -1 / cell[1];
    this.constant *= factor;
    for (const other of this.cells.values()) other[1] *= factor;
  }

  solveForPair(lhs, rhs) {
    this.insertSymbol(lhs, -1);
    this.solveFor(rhs);
  }

  coefficientFor(symbol) {
    const cell = this.cells.get(symbol.id);
    return cell ? cell[1] : 0;
  }

  substitute(symbol, row, onNew = null) {
    const cell = this.cells.get(symbol.id);
    if (!cell) return;
    this.cells.delete(symbol.id);
    this.insertRow(row, cell[1], onNew);
  }

  lowestSymbol(test) {
    let best = null;
    for (const [symbol, value] of this.cells.values()) {
      if (test(symbol, value) && (best === null || symbol.id < best.id)) best = symbol;
    }
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
    this.negative = new Map(); // id -> symbol
  }

  static from(row) {
    const objective = new ObjectiveRow(row.constant);
    for (const [id, cell] of row.cells) objective.cells.set(id, [cell[0], cell[1]]);
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

  remove(symbol) {
    super.remove(symbol);
    this.negative.delete(symbol.id);
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

  /** The lowest-id non-dummy symbol with a negative coefficient (the entering symbol), or null. */
  lowestNegative() {
    let best = null;
    for (const symbol of this.negative.values()) {
      if (symbol.kind !== DUMMY && (best === null || symbol.id < best.id)) best = symbol;
    }
    return best;
  }

  #track(symbol) {
    const cell = this.cells.get(symbol.id);
    if (cell && cell[1] < 0) this.negative.set(symbol.id, symbol);
    else this.negative.delete(symbol.id);
  }

  #reindex() {
    this.negative.clear();
    for (const [id, [symbol, coefficient]] of this.cells) if (coefficient < 0) this.negative.set(id, symbol);
  }
}
