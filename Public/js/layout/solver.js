// Cassowary incremental simplex solver: the JavaScript twin of Sources/IBLayout/Solver (Swift).
// Same algorithm (Kiwi design: symbolic strengths, dummy/slack/error symbols, artificial
// variable for phase one, dual simplex for edit suggestions) and the same tie-breaking (always
// the lowest symbol id), so the same constraints added in the same order give the same values
// in both languages. Required equalities' dummy markers are never written into rows (a dummy
// never decides a pivot; its column only served removal and was most of a chained layout's
// tableau): removing such a constraint when its marker isn't basic rebuilds the tableau. Tests/js/layout/shared-cases.test.mjs checks that on the constraint
// systems the Swift tests export.

import { nearZero, EXTERNAL, SLACK, ERROR, DUMMY, isPivotable, makeSymbol, symbolID, Row, ObjectiveRow } from "./row.js";
import { Variable, Strength, Constraint } from "./constraint.js";
import { pullOutcome } from "./pull-outcome.js";

export { Variable, Strength, Constraint };

/** Below this, an objective coefficient no row limits is rounding noise (`#optimize`; Swift `Solver.objectiveNoise`). */
const OBJECTIVE_NOISE = 1e-3;

export class SolverError extends Error {
  constructor(kind, subject) {
    super(`${kind}${subject?.label ? `: ${subject.label}` : subject?.name ? `: ${subject.name}` : ""}`);
    this.kind = kind; // unsatisfiableConstraint, duplicateConstraint, unknownConstraint, duplicateEditVariable, unknownEditVariable, badRequiredStrength, internalError
    this.subject = subject;
  }
}

export class Solver {
  constructor() {
    this.constraints = new Map(); // Constraint -> {marker, other}, in the order they were added (what a rebuild re-adds)
    this.rows = new Map(); // basic symbol -> Row
    // symbol -> the basic symbols whose rows may contain it (checked when read), so a pivot
    // touches only the rows it changes instead of scanning them all: one basic symbol as a
    // number (most symbols are in one row: no Set per symbol), several in a Set.
    this.columns = new Map();
    this.symbols = new Map(); // Variable -> symbol
    this.variables = []; // [variable, symbol] in first-use order
    this.edits = new Map(); // Variable -> {tag, constraint, constant}
    this.infeasible = new Set(); // basic symbols whose rows may have gone negative
    this.objective = new ObjectiveRow();
    this.artificial = null;
    this.lastSymbolID = 0;
    /** Indexes a cell a substitution adds to the row of `noteBasic` (one function, no closure per row). */
    this.noteBasic = -1;
    this.noteNew = (symbol) => this.#note(symbol, this.noteBasic);
    // Where #makeRow gathers a new row's cells (reused: the row gets arrays of its exact size).
    this.scratchSymbols = [];
    this.scratchValues = [];
    this.scratchCount = 0;
    // Rows at 0 by symbol, for pullOutcome's walk (pull-outcome.js): built once per tableau state
    // (`version` counts the changes), so a walk doesn't scan a long column for the few rows at 0.
    this.version = 0;
    this.degenerateRows = null;
    this.degenerateVersion = -1;
  }

  hasConstraint(constraint) {
    return this.constraints.has(constraint);
  }

  addConstraint(constraint) {
    this.version += 1;
    if (this.constraints.has(constraint)) throw new SolverError("duplicateConstraint", constraint);
    const firstNewSymbolID = this.lastSymbolID + 1;
    const { row, tag } = this.#makeRow(constraint);
    let subject = this.#chooseSubject(row, tag, firstNewSymbolID);
    if (subject === -1 && row.size === 0) {
      if (!nearZero(row.constant)) throw new SolverError("unsatisfiableConstraint", constraint);
      subject = tag.marker;
    }
    if (subject !== -1) {
      row.solveFor(subject);
      // A symbol created for this constraint appears in no other row: no row scan.
      if (symbolID(subject) < firstNewSymbolID) this.#substitute(subject, row);
      else this.objective.substitute(subject, row);
      this.#setRow(subject, row);
    } else {
      const snapshot = this.#snapshot();
      if (!this.#addWithArtificialVariable(row)) {
        this.#restore(snapshot);
        throw new SolverError("unsatisfiableConstraint", constraint);
      }
    }
    this.constraints.set(constraint, tag);
    this.#optimize(false);
  }

  removeConstraint(constraint) {
    this.version += 1;
    const tag = this.constraints.get(constraint);
    if (!tag) throw new SolverError("unknownConstraint", constraint);
    this.constraints.delete(constraint);
    this.#removeErrorEffects(tag, constraint.strength);
    if (!this.rows.delete(tag.marker)) {
      // A required equality's dummy appears in no row: the tableau can't take it back out.
      if ((tag.marker & 3) === DUMMY) return this.#rebuild();
      const leaving = this.#markerLeavingSymbol(tag.marker);
      if (leaving === -1) throw new SolverError("internalError", constraint);
      const row = this.rows.get(leaving);
      this.rows.delete(leaving);
      row.solveForPair(leaving, tag.marker);
      this.#substitute(tag.marker, row);
    }
    this.#optimize(false);
  }

  hasEditVariable(variable) {
    return this.edits.has(variable);
  }

  /**
   * Makes a variable suggestible at a non-required strength. With `terms` ([variable,
   * coefficient] pairs), `variable` is only the handle of that linear expression (a view's
   * position in root coordinates: the sum of its superviews' offsets), which suggestions pull;
   * read it back with `currentExpressionValue(terms)` (Swift `addEditVariable(_:standingFor:strength:)`).
   */
  addEditVariable(variable, strength, terms = null) {
    if (this.edits.has(variable)) throw new SolverError("duplicateEditVariable", variable);
    if (strength >= Strength.required) throw new SolverError("badRequiredStrength", variable);
    const constraint = new Constraint(terms ?? [[variable, 1]], 0, "==", strength, `edit ${variable.name}`);
    this.addConstraint(constraint);
    this.edits.set(variable, { tag: this.constraints.get(constraint), constraint, constant: 0 });
  }

  removeEditVariable(variable) {
    const info = this.edits.get(variable);
    if (!info) throw new SolverError("unknownEditVariable", variable);
    this.edits.delete(variable);
    this.removeConstraint(info.constraint);
  }

  suggestValue(variable, value) {
    this.version += 1;
    const info = this.edits.get(variable);
    if (!info) throw new SolverError("unknownEditVariable", variable);
    const delta = value - info.constant;
    info.constant = value;
    const marker = info.tag.marker, other = info.tag.other;
    const markerRow = this.rows.get(marker);
    const otherRow = other !== -1 ? this.rows.get(other) : undefined;
    if (markerRow) {
      if (markerRow.add(-delta) < 0) this.infeasible.add(marker);
    } else if (otherRow) {
      if (otherRow.add(delta) < 0) this.infeasible.add(other);
    } else {
      for (const basic of this.#rowsContaining(marker)) {
        const row = this.rows.get(basic);
        const coefficient = row.coefficientFor(marker);
        if (row.add(delta * coefficient) < 0 && (basic & 3) !== EXTERNAL) this.infeasible.add(basic);
      }
    }
    this.#dualOptimize();
  }

  /** The variable's value in the current tableau, without updating every variable (Swift `currentValue(of:)`). */
  currentValue(variable) {
    const symbol = this.symbols.get(variable);
    if (symbol === undefined) return variable.value;
    return this.rows.get(symbol)?.constant ?? 0;
  }

  /** The value of `Σ coefficient·variable` ([variable, coefficient] pairs) in the current tableau. */
  currentExpressionValue(terms, constant = 0) {
    let value = constant;
    for (const [variable, coefficient] of terms) value += coefficient * this.currentValue(variable);
    return value;
  }

  /**
   * What a pull of `strength` on `Σ coefficient·variable` ([variable, coefficient] pairs) towards
   * `distance` away would do, when the solved tableau alone proves it: false, true, or null when
   * only solving can tell (pull-outcome.js).
   */
  pullOutcome(terms, strength, distance, tolerance) {
    return pullOutcome(this, terms, strength, distance, tolerance);
  }

  updateVariables() {
    for (const [variable, symbol] of this.variables) {
      const row = this.rows.get(symbol);
      variable.value = row ? row.constant : 0;
    }
  }

  // ---- tableau operations ----

  #newSymbol(kind) {
    this.lastSymbolID += 1;
    return makeSymbol(this.lastSymbolID, kind);
  }

  #symbolFor(variable) {
    let symbol = this.symbols.get(variable);
    if (symbol === undefined) {
      symbol = this.#newSymbol(EXTERNAL);
      this.symbols.set(variable, symbol);
      this.variables.push([variable, symbol]);
    }
    return symbol;
  }

  #makeRow(constraint) {
    // The cells are gathered in the scratch arrays exactly as Row.insertRow / insertSymbol
    // would (same sums, same order), then copied once at their size: no growing arrays.
    let constant = constraint.constant;
    this.scratchCount = 0;
    const terms = constraint.terms;
    for (let at = 0; at < terms.length; at += 1) {
      const coefficient = terms[at][1];
      if (nearZero(coefficient)) continue;
      const symbol = this.#symbolFor(terms[at][0]);
      const basic = this.rows.get(symbol);
      if (basic) {
        constant += basic.constant * coefficient;
        const { symbols, values } = basic;
        for (let cell = 0; cell < symbols.length; cell += 1) this.#scratchInsert(symbols[cell], values[cell] * coefficient);
      } else {
        this.#scratchInsert(symbol, coefficient);
      }
    }
    let tag;
    const weight = constraint.strength;
    if (constraint.relation === "<=" || constraint.relation === ">=") {
      const sign = constraint.relation === "<=" ? 1 : -1;
      const slack = this.#newSymbol(SLACK);
      tag = { marker: slack, other: -1 };
      this.#scratchInsert(slack, sign);
      if (!constraint.isRequired) {
        const error = this.#newSymbol(ERROR);
        tag.other = error;
        this.#scratchInsert(error, -sign);
        this.objective.insertSymbol(error, weight);
      }
    } else if (constraint.isRequired) {
      tag = { marker: this.#newSymbol(DUMMY), other: -1 }; // the marker only: see the note at the top
    } else {
      const plus = this.#newSymbol(ERROR), minus = this.#newSymbol(ERROR);
      tag = { marker: plus, other: minus };
      this.#scratchInsert(plus, -1);
      this.#scratchInsert(minus, 1);
      this.objective.insertSymbol(plus, weight);
      this.objective.insertSymbol(minus, weight);
    }
    const row = Row.fromCells(constant, this.scratchSymbols, this.scratchValues, this.scratchCount);
    if (row.constant < 0) row.reverseSign();
    return { row, tag };
  }

  /** Row.insertSymbol on the scratch cells: add to a cell (dropped when it comes to nearly 0), else append a non-zero one. */
  #scratchInsert(symbol, coefficient) {
    const symbols = this.scratchSymbols, values = this.scratchValues, count = this.scratchCount;
    let at = 0;
    while (at < count && symbols[at] !== symbol) at += 1;
    if (at === count) {
      if (nearZero(coefficient)) return;
      if (count === symbols.length) {
        symbols.push(symbol);
        values.push(coefficient);
      } else {
        symbols[count] = symbol;
        values[count] = coefficient;
      }
      this.scratchCount = count + 1;
      return;
    }
    const updated = values[at] + coefficient;
    if (!nearZero(updated)) {
      values[at] = updated;
      return;
    }
    // Removed as Row does it: the last cell takes its place.
    const last = count - 1;
    symbols[at] = symbols[last];
    values[at] = values[last];
    this.scratchCount = last;
  }

  #chooseSubject(row, tag, firstNewSymbolID) {
    // The lowest external symbol created for this constraint, else the lowest external.
    let fresh = -1, external = -1;
    for (const s of row.symbols) {
      if ((s & 3) !== EXTERNAL) continue;
      if (external === -1 || s < external) external = s;
      if (symbolID(s) >= firstNewSymbolID && (fresh === -1 || s < fresh)) fresh = s;
    }
    if (fresh !== -1) return fresh;
    if (external !== -1) return external;
    if (isPivotable(tag.marker) && row.coefficientFor(tag.marker) < 0) return tag.marker;
    if (tag.other !== -1 && isPivotable(tag.other) && row.coefficientFor(tag.other) < 0) return tag.other;
    return -1;
  }

  /** Builds the tableau again from the remaining constraints in their order; edit suggestions re-applied. */
  #rebuild() {
    const kept = [...this.constraints.keys()];
    const edits = [...this.edits];
    const previous = this.variables;
    this.constraints = new Map();
    this.rows = new Map();
    this.columns = new Map();
    this.symbols = new Map();
    this.variables = [];
    this.infeasible = new Set();
    this.objective = new ObjectiveRow();
    this.artificial = null;
    this.lastSymbolID = 0;
    for (const constraint of kept) {
      try {
        this.addConstraint(constraint);
      } catch (error) {
        throw new SolverError("internalError", { label: `rebuilding the tableau: ${error.message}` });
      }
    }
    const byConstraint = new Map(edits.map(([variable, info]) => [info.constraint, [variable, info]]));
    for (const constraint of kept) {
      const edit = byConstraint.get(constraint);
      if (!edit) continue;
      const [variable, info] = edit;
      const suggestion = info.constant;
      info.tag = this.constraints.get(constraint);
      info.constant = 0;
      this.suggestValue(variable, suggestion);
    }
    for (const [variable] of previous) if (!this.symbols.has(variable)) variable.value = 0;
  }

  #snapshot() {
    const rows = new Map();
    for (const [symbol, row] of this.rows) rows.set(symbol, row.copy());
    const columns = new Map();
    for (const [symbol, column] of this.columns) columns.set(symbol, typeof column === "number" ? column : new Set(column));
    return { rows, columns, objective: this.objective.copy(), infeasible: new Set(this.infeasible) };
  }

  #restore(snapshot) {
    this.rows = snapshot.rows;
    this.columns = snapshot.columns;
    this.objective = snapshot.objective;
    this.infeasible = snapshot.infeasible;
  }

  #addWithArtificialVariable(row) {
    const art = this.#newSymbol(SLACK);
    this.#setRow(art, row.copy());
    this.artificial = ObjectiveRow.from(row);
    this.#optimize(true);
    const success = nearZero(this.artificial.constant);
    this.artificial = null;
    const basic = this.rows.get(art);
    if (basic) {
      this.rows.delete(art);
      if (basic.size === 0) return success;
      const entering = basic.lowestSymbol((s) => isPivotable(s));
      if (entering === -1) return false;
      basic.solveForPair(art, entering);
      this.#substitute(entering, basic);
      this.#setRow(entering, basic);
    }
    for (const other of this.#rowsContaining(art)) this.rows.get(other).remove(art);
    this.columns.delete(art);
    this.objective.remove(art);
    return success;
  }

  #substitute(symbol, row) {
    const column = this.columns.get(symbol);
    // Only cells a row didn't have need indexing: the others are indexed already. The set is
    // walked directly: substituting adds to other symbols' columns, never to this one.
    if (typeof column === "number") this.#substituteInto(column, symbol, row);
    else if (column !== undefined) for (const basic of column) this.#substituteInto(basic, symbol, row);
    this.columns.delete(symbol); // about to become basic: no row mentions it any more
    this.objective.substitute(symbol, row);
    if (this.artificial) this.artificial.substitute(symbol, row);
  }

  #substituteInto(basic, symbol, row) {
    const other = this.rows.get(basic);
    if (other === undefined || !other.has(symbol)) return;
    this.noteBasic = basic;
    other.substitute(symbol, row, this.noteNew);
    if ((basic & 3) !== EXTERNAL && other.constant < 0) this.infeasible.add(basic);
  }

  #optimize(useArtificial) {
    for (;;) {
      const objective = useArtificial ? this.artificial : this.objective;
      const entering = objective.lowestNegative();
      if (entering === -1) return;
      const leaving = this.#leavingSymbol(entering);
      if (leaving === -1) {
        // Nothing limits it. The objective (weighted errors, never negative) can't really be unbounded:
        // a tiny coefficient is rounding noise of the 1e9 strength weights (a fuzzed constraint flood
        // left -2.4e-7 on a slack). Drop it and go on; anything larger is a real error (Swift `optimize`).
        if (!(Math.abs(objective.coefficientFor(entering)) < OBJECTIVE_NOISE)) throw new SolverError("internalError", { label: "the objective is unbounded" });
        objective.remove(entering);
        continue;
      }
      const row = this.rows.get(leaving);
      this.rows.delete(leaving);
      row.solveForPair(leaving, entering);
      this.#substitute(entering, row);
      this.#setRow(entering, row);
    }
  }

  #leavingSymbol(entering) {
    let best = -1;
    let bestRatio = Number.MAX_VALUE;
    for (const symbol of this.#rowsContaining(entering)) {
      const row = this.rows.get(symbol);
      const at = row.find(entering);
      const coefficient = row.values[at];
      if ((symbol & 3) === EXTERNAL || !(coefficient < 0)) continue;
      const ratio = -row.constant / coefficient;
      if (ratio < bestRatio || (ratio === bestRatio && best !== -1 && symbol < best)) {
        bestRatio = ratio;
        best = symbol;
      }
    }
    return best;
  }

  #dualOptimize() {
    while (this.infeasible.size > 0) {
      let leaving = -1;
      for (const symbol of this.infeasible) if (leaving === -1 || symbol < leaving) leaving = symbol;
      this.infeasible.delete(leaving);
      const row = this.rows.get(leaving);
      if (!row || !(row.constant < 0)) continue;
      let entering = -1;
      let bestRatio = Number.MAX_VALUE;
      const objective = this.objective;
      for (let at = 0; at < row.symbols.length; at += 1) {
        const symbol = row.symbols[at], coefficient = row.values[at];
        if (!(coefficient > 0) || (symbol & 3) === DUMMY) continue;
        const ratio = objective.coefficientFor(symbol) / coefficient;
        if (ratio < bestRatio || (ratio === bestRatio && entering !== -1 && symbol < entering)) {
          bestRatio = ratio;
          entering = symbol;
        }
      }
      if (entering === -1) throw new SolverError("internalError", { label: "dual optimize found no entering symbol" });
      this.rows.delete(leaving);
      row.solveForPair(leaving, entering);
      this.#substitute(entering, row);
      this.#setRow(entering, row);
    }
  }

  #markerLeavingSymbol(marker) {
    let first = -1, second = -1, third = -1;
    let firstRatio = Number.MAX_VALUE, secondRatio = Number.MAX_VALUE;
    const better = (symbol, ratio, current, currentRatio) =>
      ratio < currentRatio || (ratio === currentRatio && current !== -1 && symbol < current);
    for (const symbol of this.#rowsContaining(marker)) {
      const row = this.rows.get(symbol);
      const coefficient = row.coefficientFor(marker);
      if (coefficient === 0) continue;
      if ((symbol & 3) === EXTERNAL) {
        if (third === -1 || symbol < third) third = symbol;
      } else if (coefficient < 0) {
        const ratio = -row.constant / coefficient;
        if (better(symbol, ratio, first, firstRatio)) { firstRatio = ratio; first = symbol; }
      } else {
        const ratio = row.constant / coefficient;
        if (better(symbol, ratio, second, secondRatio)) { secondRatio = ratio; second = symbol; }
      }
    }
    return first !== -1 ? first : second !== -1 ? second : third;
  }

  #setRow(basic, row) {
    this.rows.set(basic, row);
    for (const symbol of row.symbols) this.#note(symbol, basic);
  }

  #note(symbol, basic) {
    const column = this.columns.get(symbol);
    if (column === undefined) {
      this.columns.set(symbol, basic);
    } else if (typeof column === "number") {
      if (column === basic) return;
      const set = new Set();
      set.add(column);
      set.add(basic);
      this.columns.set(symbol, set);
    } else {
      column.add(basic);
    }
  }

  /** The basic symbols whose rows contain `symbol` (stale index entries are dropped). */
  #rowsContaining(symbol) {
    const column = this.columns.get(symbol);
    if (column === undefined) return [];
    if (typeof column === "number") {
      const row = this.rows.get(column);
      if (row !== undefined && row.has(symbol)) return [column];
      this.columns.delete(symbol);
      return [];
    }
    const found = [];
    for (const basic of column) {
      const row = this.rows.get(basic);
      if (row !== undefined && row.has(symbol)) found.push(basic);
      else column.delete(basic);
    }
    return found;
  }

  #removeErrorEffects(tag, strength) {
    if ((tag.marker & 3) === ERROR) this.#removeMarkerEffects(tag.marker, strength);
    if (tag.other !== -1 && (tag.other & 3) === ERROR) this.#removeMarkerEffects(tag.other, strength);
  }

  #removeMarkerEffects(marker, strength) {
    const row = this.rows.get(marker);
    if (row) this.objective.insertRow(row, -strength);
    else this.objective.insertSymbol(marker, -strength);
  }
}
