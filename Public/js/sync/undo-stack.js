/**
 * Per-user undo and redo, local to the tab (docs/protocol.md §8), the JavaScript twin of
 * Sources/IBSync/UndoHistory.swift: undo reverses *my* last batch and leaves other people's
 * later edits alone.
 *
 * An entry holds the inverse ops captured when my batch was applied. Undo sends them as a
 * normal batch after a trial apply that drops the ops that no longer apply: inverses carry
 * `expect` (the value I wrote) and `expectParent`, so an op whose target someone changed,
 * moved or deleted since is skipped instead of overwriting their edit. An entry whose ops are
 * all skipped is popped ("nothing to undo here"). The redo entry is what the undo batch itself
 * replaced, so undo × n then redo × n returns to the same state when nobody interfered.
 */
export class UndoStack {
  constructor({ capacity = 200 } = {}) {
    this.capacity = capacity;
    /** @type {{ops: object[], batchId: string, label?: string}[]} */
    this.undoEntries = [];
    this.redoEntries = [];
  }

  get canUndo() {
    return this.undoEntries.length > 0;
  }

  get canRedo() {
    return this.redoEntries.length > 0;
  }

  /** A new edit of mine: it can be undone, and what was undone before can no longer be redone. */
  recordEdit(inverse, batchId, label) {
    this.push(this.undoEntries, { ops: inverse, batchId, label });
    this.redoEntries = [];
  }

  /**
   * Undoes my last batch as far as it still applies.
   * @param document the displayed SyncDocument (trial applies are taken back)
   * @param edit (ops, label) -> { batchId, inverse }: applies and queues a batch
   * @returns null when there is nothing to undo, else { batchId|null, skipped: ops[] }
   */
  undo(document, edit) {
    return this.step(this.undoEntries, this.redoEntries, document, edit);
  }

  /** Redoes the last undone batch as far as it still applies; same contract as undo. */
  redo(document, edit) {
    return this.step(this.redoEntries, this.undoEntries, document, edit);
  }

  /**
   * After someone else's batch (a colleague's edit, a version restored): pops the last entries of both stacks that
   * would no longer change anything (every op skipped), so Undo and Redo are offered only when they would do
   * something — after a restore, the edits it took back leave nothing to undo. Entries under one that still applies
   * stay: they are checked when they come to the top.
   */
  dropInapplicable(document) {
    for (const stack of [this.undoEntries, this.redoEntries]) {
      while (stack.length > 0 && trialApply(stack[stack.length - 1].ops, document).kept.length === 0) stack.pop();
    }
  }

  /** A batch of mine was refused: entries that would reverse it (or redo it) are meaningless. */
  forget(batchId) {
    this.undoEntries = this.undoEntries.filter((entry) => entry.batchId !== batchId);
    this.redoEntries = this.redoEntries.filter((entry) => entry.batchId !== batchId);
  }

  step(from, to, document, edit) {
    const entry = from.pop();
    if (!entry) return null;
    const { kept, skipped } = trialApply(entry.ops, document);
    if (kept.length === 0) return { batchId: null, skipped };
    const { batchId, inverse } = edit(kept, entry.label);
    this.push(to, { ops: inverse, batchId, label: entry.label });
    return { batchId, skipped };
  }

  push(stack, entry) {
    if (entry.ops.length === 0) return;
    stack.push(entry);
    if (stack.length > this.capacity) stack.splice(0, stack.length - this.capacity);
  }
}

/**
 * Tries each op in order on the document (later ops may depend on earlier ones), keeps those
 * that apply, then takes the trial back so the document is unchanged.
 */
export function trialApply(ops, document) {
  const kept = [];
  const skipped = [];
  const inverses = [];
  for (const op of ops) {
    try {
      inverses.push(document.applyOp(op));
      kept.push(op);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      skipped.push(op);
    }
  }
  for (let index = inverses.length - 1; index >= 0; index -= 1) {
    document.replay(inverses[index]);
  }
  return { kept, skipped };
}

/** An engine refusal (OpRefused) rather than a programming error. */
function isRefusal(error) {
  return error instanceof Error && error.name === "OpRefused";
}
