// Applies a list of ops as one all-or-nothing unit. Twin of Sources/IBSync/BatchApplier.swift:
// each removeSubtree is preceded by its reference cascade; a refused op rolls back the ops
// already applied through their inverses (newest first).

import { applyOperation } from "./operation-applier.js";
import { cascadeEffects } from "./reference-cascade.js";
import { describeAddress } from "./node-address.js";
import { opSubject } from "./edit-operation.js";
import { OpRefused, refuse } from "./sync-error.js";

/** Returns { applied, inverse }; throws OpRefused with opIndex. */
export function applyBatch(opList, document) {
  const applied = [];
  const inverses = [];
  opList.forEach((op, index) => {
    try {
      if (op.op === "removeSubtree") {
        const element = document.resolve(op.target);
        if (element) for (const effect of cascadeEffects(element, document)) applyOne(effect, document, applied, inverses);
      }
      applyOne(op, document, applied, inverses);
    } catch (error) {
      if (!(error instanceof OpRefused)) throw error;
      rollBack(inverses, document);
      throw error.inBatch(index);
    }
  });
  return { applied, inverse: inverses.reverse().flat() };
}

/** Applies ops a server already applied (no cascade expansion); returns the inverse. */
export function replayBatch(opList, document) {
  const applied = [];
  const inverses = [];
  opList.forEach((op, index) => {
    try {
      applyOne(op, document, applied, inverses);
    } catch (error) {
      if (!(error instanceof OpRefused)) throw error;
      rollBack(inverses, document);
      throw error.inBatch(index);
    }
  });
  return inverses.reverse().flat();
}

function applyOne(op, document, applied, inverses) {
  const inverse = applyOperation(op, document);
  applied.push(op);
  inverses.push(inverse);
}

/** Undoes applied ops, newest first; an inverse that is refused means the document must be reloaded. */
function rollBack(inverses, document) {
  for (let i = inverses.length - 1; i >= 0; i--) {
    for (const op of inverses[i]) {
      try {
        applyOperation(op, document);
      } catch (error) {
        const why = error instanceof OpRefused ? error.detail : String(error);
        throw refuse("rollbackFailed", `${op.op} on ${describeAddress(opSubject(op))}: ${why}`);
      }
    }
  }
}
