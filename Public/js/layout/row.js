// One row of the Cassowary tableau and the symbol kinds: the twin of Sources/IBLayout/Solver/Row.swift
// and Symbol.swift. A symbol is one integer, `id·4 + kind`: no object per symbol, and the lowest
// code is the lowest id (ties always go to the lowest id, as in Swift).

export const EPSILON = 1.0e-8;
export const nearZero = (value) => Math.abs(value) < EPSILON;

export const EXTERNAL = 0, SLACK = 1, ERROR = 2, DUMMY = 3;
export const makeSymbol = (id, kind) => id * 4 + kind;
export const symbolID = (symbol) => symbol >>> 2;
export const isPivotable = (symbol) => {
  const kind = symbol & 3;
  return kind === SLACK || kind === ERROR;
};

/** Above this many cells a row also keeps a symbol → position index (a Map); below, a linear search is faster. */
const INDEXED = 24;

/**
 * One tableau row: `basic = constant + Σ coefficient·symbol`, as two parallel arrays (symbols,
 * coefficients) in no particular order: every choice goes to the lowest symbol and every cell is
 * updated on its own, so the order never changes a result. Most rows have a few cells, and
 * arrays cost far less to build and collect than a Map per row; long rows (a view chained below
 * many others) get an index.
 */
// The arrays of every row without cells (never written: a first cell gets arrays of its own).
// Most rows of a layout end with no cell or one, so rows start without storage of their own.
const NO_SYMBOLS = [];
const NO_VALUES = [0.5];
NO_VALUES.pop(); // an array of doubles, as every row's values

export class Row {
  constructor(constant = 0) {
    this.symbols = NO_SYMBOLS;
    this.values = NO_VALUES;
    this.constant = constant;
    this.index = null;
  }

  /** A row of the first `count` cells of the (scratch) arrays, copied at their exact size. */
  static fromCells(constant, symbols, values, count) {
    const row = new Row(constant);
    if (count === 0) return row;
    row.symbols = symbols.slice(0, count);
    row.values = values.slice(0, count);
    if (count > INDEXED) row.index = new Map(row.symbols.map((s, position) => [s, position]));
    return row;
  }

  get size() {
    return this.symbols.length;
  }

  copy() {
    const row = new Row(this.constant);
    if (this.symbols.length === 0) return row;
    row.symbols = this.symbols.slice();
    row.values = this.values.slice();
    if (this.index !== null) row.index = new Map(this.index);
    return row;
  }

  add(value) {
    this.constant += value;
    return this.constant;
  }

  /** The position of the symbol's cell, or -1. */
  find(symbol) {
    if (this.index !== null) return this.index.get(symbol) ?? -1;
    const symbols = this.symbols;
    for (let at = 0; at < symbols.length; at += 1) if (symbols[at] === symbol) return at;
    return -1;
  }

  has(symbol) {
    return this.find(symbol) !== -1;
  }

  coefficientFor(symbol) {
    const at = this.find(symbol);
    return at === -1 ? 0 : this.values[at];
  }

  #append(symbol, value) {
    const at = this.symbols.length;
    if (at === 0) {
      this.symbols = [symbol];
      this.values = [value];
    } else {
      this.symbols.push(symbol);
      this.values.push(value);
    }
    if (this.index !== null) this.index.set(symbol, at);
    else if (at + 1 > INDEXED) this.index = new Map(this.symbols.map((s, position) => [s, position]));
  }

  #removeAt(at) {
    const symbols = this.symbols, values = this.values;
    const last = symbols.length - 1;
    const symbol = symbols[at];
    if (at !== last) {
      symbols[at] = symbols[last];
      values[at] = values[last];
      if (this.index !== null) this.index.set(symbols[at], at);
    }
    symbols.pop();
    values.pop();
    if (this.index !== null) this.index.delete(symbol);
    else if (last === 0) {
      // Empty now (most rows of a fixed layout end as `x = constant`): no storage of its own.
      this.symbols = NO_SYMBOLS;
      this.values = NO_VALUES;
    }
  }

  /** `onNew(symbol)` is told when the symbol gets a cell it didn't have (the solver's column index). */
  insertSymbol(symbol, coefficient = 1, onNew = null) {
    const at = this.find(symbol);
    if (at === -1) {
      if (nearZero(coefficient)) return;
      this.#append(symbol, coefficient);
      if (onNew !== null) onNew(symbol);
      return;
    }
    const updated = this.values[at] + coefficient;
    if (nearZero(updated)) this.#removeAt(at);
    else this.values[at] = updated;
  }

  insertRow(row, coefficient = 1, onNew = null) {
    this.constant += row.constant * coefficient;
    const symbols = row.symbols, values = row.values;
    for (let at = 0; at < symbols.length; at += 1) this.insertSymbol(symbols[at], values[at] * coefficient, onNew);
  }

  remove(symbol) {
    const at = this.find(symbol);
    if (at !== -1) this.#removeAt(at);
  }

  reverseSign() {
    this.constant = -this.constant;
    const values = this.values;
    for (let at = 0; at < values.length; at += 1) values[at] = -values[at];
  }

  solveFor(symbol) {
    const at = this.find(symbol);
    if (at === -1) return;
    const coefficient = this.values[at];
    this.#removeAt(at);
    const factor = -1 / coefficient;
    this.constant *= factor;
    const values = this.values;
    for (let cell = 0; cell < values.length; cell += 1) values[cell] *= factor;
  }

  solveForPair(lhs, rhs) {
    this.insertSymbol(lhs, -1);
    this.solveFor(rhs);
  }

  substitute(symbol, row, onNew = null) {
    const at = this.find(symbol);
    if (at === -1) return;
    const coefficient = this.values[at];
    this.#removeAt(at);
    this.insertRow(row, coefficient, onNew);
  }

  /** The lowest symbol whose (symbol, coefficient) passes `test`, or -1. */
  lowestSymbol(test) {
    let best = -1;
    const symbols = this.symbols;
    for (let at = 0; at < symbols.length; at += 1) {
      const symbol = symbols[at];
      if ((best === -1 || symbol < best) && test(symbol, this.values[at])) best = symbol;
    }
    return best;
  }
}


/**
 * The objective (and phase one's artificial objective): one long row (every error symbol of
 * every non-required constraint) in a Map, that also keeps the symbols whose coefficient is
 * negative, the only candidates to enter the basis, so each optimisation step looks at those few.
 */
export class ObjectiveRow {
  constructor(constant = 0) {
    this.cells = new Map();
    this.constant = constant;
    this.negative = new Set();
  }

  /** From a tableau row (phase one's artificial objective). */
  static from(row) {
    const objective = new ObjectiveRow(row.constant);
    for (let at = 0; at < row.symbols.length; at += 1) {
      objective.cells.set(row.symbols[at], row.values[at]);
      if (row.values[at] < 0) objective.negative.add(row.symbols[at]);
    }
    return objective;
  }

  copy() {
    const objective = new ObjectiveRow(this.constant);
    objective.cells = new Map(this.cells);
    objective.negative = new Set(this.negative);
    return objective;
  }

  coefficientFor(symbol) {
    return this.cells.get(symbol) ?? 0;
  }

  insertSymbol(symbol, coefficient = 1) {
    const existing = this.cells.get(symbol);
    const updated = existing === undefined ? coefficient : existing + coefficient;
    if (nearZero(updated)) {
      this.cells.delete(symbol);
      this.negative.delete(symbol);
      return;
    }
    this.cells.set(symbol, updated);
    if (updated < 0) this.negative.add(symbol);
    else this.negative.delete(symbol);
  }

  /** Adds `coefficient × row` (a tableau Row). */
  insertRow(row, coefficient = 1) {
    this.constant += row.constant * coefficient;
    const symbols = row.symbols, values = row.values;
    for (let at = 0; at < symbols.length; at += 1) this.insertSymbol(symbols[at], values[at] * coefficient);
  }

  remove(symbol) {
    this.cells.delete(symbol);
    this.negative.delete(symbol);
  }

  substitute(symbol, row) {
    const coefficient = this.cells.get(symbol);
    if (coefficient === undefined) return;
    this.remove(symbol);
    this.insertRow(row, coefficient);
  }

  /** The lowest non-dummy symbol with a negative coefficient (the entering symbol), or -1. */
  lowestNegative() {
    let best = -1;
    for (const symbol of this.negative) {
      if ((symbol & 3) !== DUMMY && (best === -1 || symbol < best)) best = symbol;
    }
    return best;
  }
}
