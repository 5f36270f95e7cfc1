// Whether a pull on an expression moves it, read from a solved tableau without solving
// (`Solver.pullOutcome`, used by ambiguity-probe.js): the single-symbol test here, the degenerate
// case in pull-walk.js. Reads the solver's rows, columns and objective; the index of the rows at 0
// is cached on the solver per tableau state (`solver.version`). Twin of Swift `Solver.pullOutcome`.
import { nearZero, EPSILON, EXTERNAL } from "./row.js";
import { walkPull } from "./pull-walk.js";

/**
 * What a pull of `strength` on `Σ coefficient·variable` ([variable, coefficient] pairs) towards
 * `distance` away would do, when the solved tableau alone proves it: false when it can't move
 * the expression at all, true when every optimum under the pull moves it by more than
 * `tolerance`, null when only solving can tell (Swift `Solver.pullOutcome(of:strength:distance:tolerance:)`).
 *
 * Written over the parametric symbols, the expression is `c + Σ a·p`; the objective's
 * coefficient `d` of a slack or error `p` (≥ 0, at 0 now) is what raising it costs, so
 * raising it moves the expression at `d / |a|` per point (a free external: 0). The tableau is
 * optimal, so the least cost g(t) of holding the expression at its value + t is convex with
 * its minimum at 0, and its slopes are at least the cheapest such rate on each side: a pull
 * weaker than both can't move it (the required equalities fix it when no symbol is left —
 * dummies, never in a row, stand for them and are always 0). A single symbol at a rate
 * `s < strength` that can rise by δ before a restricted basic row reaches 0 moves it by
 * t₁ = |a|·δ (at most `distance`) at cost `s` per point, so the pulled optimum t* has
 * strength·t* ≥ (strength − s)·t₁ (g(t*) ≥ g(0), and no worse than that point): above
 * `tolerance` it moves. When rows at 0 (a basic slack at 0) block every single symbol,
 * pull-walk.js pivots the pull through them on local copies of those rows (Bland's rule).
 */
export function pullOutcome(solver, terms, strength, distance, tolerance) {
  const cells = new Map();
  for (const [variable, coefficient] of terms) {
    const symbol = solver.symbols.get(variable);
    if (symbol === undefined) return null; // in no constraint
    const row = solver.rows.get(symbol);
    if (row === undefined) {
      cells.set(symbol, (cells.get(symbol) ?? 0) + coefficient);
      continue;
    }
    const { symbols, values } = row;
    for (let at = 0; at < symbols.length; at += 1) cells.set(symbols[at], (cells.get(symbols[at]) ?? 0) + coefficient * values[at]);
  }
  const margin = 1e-9 * strength;
  let movable = false;
  for (const [symbol, value] of cells) {
    if (nearZero(value)) continue;
    const external = (symbol & 3) === EXTERNAL;
    const rate = external ? 0 : solver.objective.coefficientFor(symbol) / Math.abs(value);
    if (!(rate < strength + margin)) continue;
    movable = true;
    if (rate > strength - margin) continue; // a tie: only solving can tell
    // How far the symbol can go (up; an external also down) before a restricted basic row hits 0.
    // A reach below `short` proves nothing: reachOf stops there (0.1 % below: the test below decides alone).
    const short = 0.999 * strength * (tolerance + 1e-6) / ((strength - rate) * Math.abs(value));
    const reach = Math.max(reachOf(solver, symbol, 1, short), external ? reachOf(solver, symbol, -1, short) : 0);
    const moved = Math.min(Math.abs(value) * reach, distance);
    if ((strength - rate) * moved > strength * (tolerance + 1e-6)) return true;
  }
  if (!movable) return false;
  // Rows at 0 (degenerate) can block every single symbol: walk the pull through them (pull-walk.js).
  const columnOf = (symbol) => solver.columns.get(symbol);
  const objectiveCoefficient = (symbol) => solver.objective.coefficientFor(symbol);
  const degenerate = degenerateRowIndex(solver);
  const up = walkPull(solver.rows, columnOf, degenerate, objectiveCoefficient, cells, 1, strength, distance, tolerance);
  if (up === true) return true;
  const down = walkPull(solver.rows, columnOf, degenerate, objectiveCoefficient, cells, -1, strength, distance, tolerance);
  if (down === true) return true;
  return up === false && down === false ? false : null;
}

/** symbol → the restricted basic symbols of the rows at 0 (constant below EPSILON) that contain it. */
function degenerateRowIndex(solver) {
  if (solver.degenerateVersion === solver.version) return solver.degenerateRows;
  const index = new Map();
  for (const [basic, row] of solver.rows) {
    if ((basic & 3) === EXTERNAL || !(row.constant < EPSILON)) continue;
    for (const symbol of row.symbols) {
      const list = index.get(symbol);
      if (list === undefined) index.set(symbol, [basic]);
      else list.push(basic);
    }
  }
  solver.degenerateRows = index;
  solver.degenerateVersion = solver.version;
  return index;
}

/**
 * How far a parametric symbol can move in `direction` (±1) before a restricted basic row reaches 0;
 * stops at the first row that holds it below `short` (a symbol's column can be long in chained layouts).
 */
function reachOf(solver, symbol, direction, short) {
  const column = solver.columns.get(symbol);
  if (column === undefined) return Infinity;
  let reach = Infinity;
  for (const basic of typeof column === "number" ? [column] : column) {
    if ((basic & 3) === EXTERNAL) continue;
    const row = solver.rows.get(basic);
    if (row === undefined) continue; // a stale entry (the column is a superset)
    const change = row.coefficientFor(symbol) * direction;
    if (!(change < 0)) continue;
    reach = Math.min(reach, Math.max(row.constant, 0) / -change);
    if (reach < short) return reach;
  }
  return reach;
}
