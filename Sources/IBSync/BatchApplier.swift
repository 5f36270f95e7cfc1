import IBDocument

/// Applies a list of ops as one all-or-nothing unit.
///
/// Each `removeSubtree` is preceded by its `ReferenceCascade` effects, applied as ops of their
/// own. If any op is refused, the ops already applied are undone through their inverses (in
/// reverse order) and the document is exactly as before.
public enum BatchApplier {
    public struct Result: Equatable, Sendable {
        /// The ops as applied, effects included: what clients replay to reach the same state.
        public let applied: [EditOperation]
        /// Ops that undo the whole batch, in the order to apply them.
        public let inverse: [EditOperation]
    }

    /// A refused batch: which op (index in the submitted list) and why.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let opIndex: Int
        public let reason: SyncError
        public var description: String { "op \(opIndex + 1) was refused: \(reason.description)" }
    }

    public static func apply(_ ops: [EditOperation], to document: SyncDocument) throws -> Result {
        var applied: [EditOperation] = []
        var inverses: [[EditOperation]] = []
        for (index, op) in ops.enumerated() {
            do {
                if case .removeSubtree(let target) = op, let element = document.resolve(target) {
                    for effect in ReferenceCascade.effects(ofRemoving: element, in: document) {
                        try applyOne(effect, document, &applied, &inverses)
                    }
                }
                try applyOne(op, document, &applied, &inverses)
            } catch let error as SyncError {
                try rollBack(inverses, in: document)
                throw Failure(opIndex: index, reason: error)
            }
        }
        return Result(applied: applied, inverse: inverses.reversed().flatMap { $0 })
    }

    /// Applies ops that a server already applied (no cascade expansion: its effects are in the
    /// list). Used by clients replaying the server's stream.
    public static func replay(_ ops: [EditOperation], on document: SyncDocument) throws -> [EditOperation] {
        var applied: [EditOperation] = []
        var inverses: [[EditOperation]] = []
        for (index, op) in ops.enumerated() {
            do { try applyOne(op, document, &applied, &inverses) } catch let error as SyncError {
                try rollBack(inverses, in: document)
                throw Failure(opIndex: index, reason: error)
            }
        }
        return inverses.reversed().flatMap { $0 }
    }

    private static func applyOne(_ op: EditOperation, _ document: SyncDocument, _ applied: inout [EditOperation],
                                 _ inverses: inout [[EditOperation]]) throws {
        let inverse = try OperationApplier.apply(op, to: document)
        applied.append(op)
        inverses.append(inverse)
    }

    /// Undoes applied ops, newest first. Inverses of ops just applied cannot be refused; if one
    /// is, the document is no longer trustworthy and the caller must reload it.
    static func rollBack(_ inverses: [[EditOperation]], in document: SyncDocument) throws {
        for inverse in inverses.reversed() {
            for op in inverse {
                do { try OperationApplier.apply(op, to: document) } catch {
                    throw SyncError.rollbackFailed("\(op.kind) on \(op.subject): \(error)")
                }
            }
        }
    }
}
