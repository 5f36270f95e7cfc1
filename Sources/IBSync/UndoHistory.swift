/// Per-user undo and redo for one client (local to the tab, as in Figma): undo reverses *my*
/// last batch and leaves other people's later edits alone.
///
/// Each entry holds the inverse ops captured when my batch was applied. Undo sends them as a
/// normal batch, after dropping the ops that no longer apply: an inverse `setAttribute` /
/// `setText` carries `expect` (the value I wrote), so if someone changed that value since, the
/// op is skipped instead of overwriting their edit; ops on objects someone deleted are skipped
/// too. An entry whose ops are all skipped is popped ("nothing to undo here"). The redo entry
/// is built at undo time from what the undo replaced, so undo × n then redo × n returns to the
/// same state when nobody else interfered.
public struct UndoHistory {
    public private(set) var undoStack: [[EditOperation]] = []
    public private(set) var redoStack: [[EditOperation]] = []
    public let capacity: Int

    /// What an undo or redo did.
    public struct Outcome {
        /// The batch sent (nil when every op was skipped).
        public let batch: ClientBatch?
        /// Ops left out because someone else changed or deleted their target since.
        public let skipped: [EditOperation]
    }

    public init(capacity: Int = 200) {
        self.capacity = capacity
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Makes an edit through the replica and records it for undo (a new edit clears redo).
    @discardableResult
    public mutating func edit(_ ops: [EditOperation], in replica: ClientReplica) throws -> ClientBatch {
        let batch = try replica.edit(ops)
        push(replica.pending.last?.inverse ?? [], onto: &undoStack)
        redoStack.removeAll()
        return batch
    }

    /// Undoes my last batch (as far as it still applies); nil when there is nothing to undo.
    public mutating func undo(in replica: ClientReplica) throws -> Outcome? {
        guard let entry = undoStack.popLast() else { return nil }
        let outcome = try send(entry, in: replica)
        if outcome.batch != nil { push(replica.pending.last?.inverse ?? [], onto: &redoStack) }
        return outcome
    }

    /// Redoes the last undone batch (as far as it still applies); nil when there is nothing to redo.
    public mutating func redo(in replica: ClientReplica) throws -> Outcome? {
        guard let entry = redoStack.popLast() else { return nil }
        let outcome = try send(entry, in: replica)
        if outcome.batch != nil { push(replica.pending.last?.inverse ?? [], onto: &undoStack) }
        return outcome
    }

    private func push(_ entry: [EditOperation], onto stack: inout [[EditOperation]]) {
        guard !entry.isEmpty else { return }
        stack.append(entry)
        if stack.count > capacity { stack.removeFirst(stack.count - capacity) }
    }

    /// Tries each op in order on the displayed document (later ops may depend on earlier ones),
    /// keeps those that apply, takes the trial back, then edits with the kept ops.
    private func send(_ entry: [EditOperation], in replica: ClientReplica) throws -> Outcome {
        var kept: [EditOperation] = []
        var skipped: [EditOperation] = []
        var trialInverses: [[EditOperation]] = []
        for op in entry {
            do {
                trialInverses.append(try OperationApplier.apply(op, to: replica.document))
                kept.append(op)
            } catch is SyncError {
                skipped.append(op)
            }
        }
        try BatchApplier.rollBack(trialInverses, in: replica.document)
        guard !kept.isEmpty else { return Outcome(batch: nil, skipped: skipped) }
        return Outcome(batch: try replica.edit(kept), skipped: skipped)
    }
}
