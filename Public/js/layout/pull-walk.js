// The degenerate case of pullOutcome (pull-outcome.js; twin of Sources/IBLayout/Solver/PullWalk.swift): a
// primal simplex walk on a pull's objective through the *degenerate* rows only (restricted basic
// rows at 0), on small local copies, so the shared tableau is never touched.
//
// Pulling `e = c + Σ b·p` with `strength` per point in `direction` (±1) costs, per unit of each
// parametric symbol p, its reduced cost `d_p − strength·direction·b_p` (d: the objective's
// coefficient). From the solved vertex the feasible directions form a cone cut only by the rows
// at 0 (the others have room); pivoting in that cone (every pivot degenerate: the point doesn't
// move; Bland's rule — lowest symbol enters, lowest basic leaves — so it ends) either finds
//  - no symbol of negative reduced cost: this basis is optimal for the pulled objective too,
//    the expression doesn't move (false) — unless a symbol that moves it costs ~0 (a tie: several
//    optima, only solving tells which one the probe lands on: null);
//  - a ray no row at 0 blocks: moving along it at rate s < strength until a row with room
//    reaches 0 moves the expression by t₁, so (as in pullOutcome) the pulled optimum t* has
//    strength·t* ≥ (strength − s)·t₁: above `tolerance`, true; otherwise null.
import { nearZero, EPSILON, EXTERNAL } from "./row.js";

const MAXIMUM_PIVOTS = 500;

/**
 * `rows`: the solver's Map basic → Row; `columnOf(symbol)`: its column index entry (a basic symbol,
 * a Set of them, or undefined; a superset: every row is checked here); `degenerateRows`: symbol →
 * the restricted basic symbols of the rows at 0 (constant below EPSILON) containing it;
 * `objectiveCoefficient(symbol)`; `cells`: the expression over the parametric symbols (Map).
 * Returns true, false or null (see above).
 */
export function walkPull(rows, columnOf, degenerateRows, objectiveCoefficient, cells, direction, strength, distance, tolerance) {
  const margin = 1e-9 * strength;
  const cost = new Map(); // reduced costs of the symbols touched so far (others: their objective coefficient)
  const candidates = new Set(); // the symbols whose reduced cost is below -margin (candidates to enter)
  const setCost = (symbol, reduced) => {
    cost.set(symbol, reduced);
    if (reduced < -margin) candidates.add(symbol);
    else candidates.delete(symbol);
  };
  const expression = new Map(); // the expression over the current local non-basic symbols
  for (const [symbol, value] of cells) {
    if (nearZero(value)) continue;
    if ((symbol & 3) === EXTERNAL) return null; // a free parametric external: not this walk's case
    expression.set(symbol, value);
    setCost(symbol, objectiveCoefficient(symbol) - strength * direction * value);
  }
  const local = new Map(); // local basic symbol → Map(symbol → coefficient), every constant 0
  const taken = new Set(); // global rows copied into `local` (never twice)
  const scanned = new Set(); // symbols whose global rows at 0 are all in `local`
  const reducedCost = (symbol) => cost.get(symbol) ?? objectiveCoefficient(symbol);

  /** Copies the rows at 0 containing `symbol`, written over the current local non-basic symbols; false on a free external. */
  const localize = (symbol) => {
    if (scanned.has(symbol)) return true;
    scanned.add(symbol);
    if (rows.has(symbol)) return true; // a global basic symbol appears in no global row
    const basics = degenerateRows.get(symbol);
    if (basics === undefined) return true;
    for (const basic of basics) {
      if (taken.has(basic)) continue;
      const row = rows.get(basic);
      taken.add(basic);
      const copy = new Map();
      const { symbols, values } = row;
      for (let at = 0; at < symbols.length; at += 1) {
        const cell = symbols[at];
        if ((cell & 3) === EXTERNAL) return false;
        const entered = local.get(cell);
        if (entered === undefined) addTo(copy, cell, values[at]);
        else for (const [other, value] of entered) addTo(copy, other, value * values[at]);
      }
      local.set(basic, copy);
    }
    return true;
  };

  for (let pivots = 0; pivots < MAXIMUM_PIVOTS; pivots += 1) {
    let entering = -1; // Bland: the lowest candidate (local basics have cost 0: never candidates)
    for (const symbol of candidates) if (entering === -1 || symbol < entering) entering = symbol;
    if (entering === -1) {
      for (const [symbol, reduced] of cost) {
        if (reduced <= margin && !local.has(symbol) && !nearZero(expression.get(symbol) ?? 0)) return null; // a tie
      }
      return false;
    }
    if (!localize(entering)) return null;
    let leaving = -1;
    for (const [basic, row] of local) {
      if ((row.get(entering) ?? 0) < 0 && (leaving === -1 || basic < leaving)) leaving = basic;
    }
    if (leaving === -1) return rayOutcome(rows, columnOf, local, expression, reducedCost(entering), entering, direction, strength, distance, tolerance);
    // Pivot: leaving = a·entering + rest  ⇒  entering = leaving/a − rest/a.
    const row = local.get(leaving);
    local.delete(leaving);
    const a = row.get(entering);
    row.delete(entering);
    const solved = new Map([[leaving, 1 / a]]);
    for (const [symbol, value] of row) solved.set(symbol, -value / a);
    for (const other of local.values()) {
      const coefficient = other.get(entering);
      if (coefficient === undefined) continue;
      other.delete(entering);
      for (const [symbol, value] of solved) addTo(other, symbol, value * coefficient);
    }
    const enteringCost = reducedCost(entering);
    const enteringCoefficient = expression.get(entering) ?? 0;
    setCost(entering, 0);
    expression.delete(entering);
    for (const [symbol, value] of solved) {
      setCost(symbol, reducedCost(symbol) + enteringCost * value);
      if (enteringCoefficient !== 0) addTo(expression, symbol, enteringCoefficient * value);
    }
    local.set(entering, solved);
  }
  return null;
}

/** The ray along `entering` (no row at 0 blocks it): how far the rows with room let it go, and the bound on the pulled optimum. */
function rayOutcome(rows, columnOf, local, expression, enteringCost, entering, direction, strength, distance, tolerance) {
  const movement = direction * (expression.get(entering) ?? 0); // per unit of the ray
  if (!(movement > 0)) return null;
  const rate = (enteringCost + strength * movement) / movement; // what the ray costs per point moved
  // The ray over the global non-basic symbols: entering (if it is one) and the local basics that are.
  const steps = new Map();
  if (!rows.has(entering)) steps.set(entering, 1);
  for (const [basic, row] of local) {
    const value = row.get(entering);
    if (value !== undefined && !rows.has(basic)) steps.set(basic, value);
  }
  const changes = new Map();
  for (const [symbol, step] of steps) {
    const column = columnOf(symbol);
    if (column === undefined) continue;
    for (const basic of typeof column === "number" ? [column] : column) {
      if ((basic & 3) === EXTERNAL) continue;
      const row = rows.get(basic);
      if (row === undefined || row.constant < EPSILON) continue; // at 0: in the local cone, which the ray keeps ≥ 0
      const coefficient = row.coefficientFor(symbol);
      if (coefficient !== 0) changes.set(basic, (changes.get(basic) ?? 0) + coefficient * step);
    }
  }
  let reach = Infinity;
  for (const [basic, change] of changes) if (change < 0) reach = Math.min(reach, rows.get(basic).constant / -change);
  const moved = Math.min(movement * reach, distance);
  return (strength - rate) * moved > strength * (tolerance + 1e-6) ? true : null;
}

function addTo(map, symbol, value) {
  const updated = (map.get(symbol) ?? 0) + value;
  if (nearZero(updated)) map.delete(symbol);
  else map.set(symbol, updated);
}
