import IBDocument

/// A client's copy of the document: the server's state plus the client's own batches that
/// the server has not answered yet, applied optimistically on top ("rebase by replay").
///
/// When a server batch arrives, the pending batches are undone (through their inverses),
/// the server batch is applied, and the pending batches are applied again on top; those that
/// no longer apply stay queued (the server's verdict decides) but are not shown. Own batches
/// leave the queue when their ack or rejection arrives.
public final class ClientReplica {
    public let clientId: String
    /// The displayed document: confirmed state + pending batches.
    public let document: SyncDocument
    /// The last server version applied.
    public private(set) var confirmedVersion: Int
    public private(set) var pending: [PendingBatch] = []
    private var nextBatchNumber = 1

    public struct PendingBatch {
        public let batch: ClientBatch
        /// How to take it off the display; nil while it does not apply locally.
        var inverse: [EditOperation]?
        /// The ops as applied locally (cascade effects included), to recognise an ack that
        /// changes nothing.
        var applied: [EditOperation]?
        public var isShown: Bool { inverse != nil }
    }

    public init(clientId: String, document: SyncDocument, version: Int) {
        self.clientId = clientId
        self.document = document
        self.confirmedVersion = version
    }

    /// Applies ops locally and queues them as a batch to send; a local refusal throws and
    /// nothing is queued.
    @discardableResult
    public func edit(_ ops: [EditOperation]) throws -> ClientBatch {
        let result = try BatchApplier.apply(ops, to: document)
        let batch = ClientBatch(batchId: "\(clientId)-\(nextBatchNumber)", clientId: clientId,
                                baseVersion: confirmedVersion, ops: ops)
        nextBatchNumber += 1
        pending.append(PendingBatch(batch: batch, inverse: result.inverse, applied: result.applied))
        return batch
    }

    /// A batch the server applied (someone else's, or the ack of one of ours).
    public func receive(_ applied: AppliedBatch) throws {
        guard applied.version == confirmedVersion + 1 else {
            if applied.version <= confirmedVersion { return }
            throw SyncError.unsupported("missing server versions \(confirmedVersion + 1)..<\(applied.version): ask for a snapshot.")
        }
        // Fast path: the ack of our oldest batch, applied by the server exactly as we applied it
        // on the same state: the display is already right.
        if let first = pending.first, first.batch.key == applied.key, first.isShown, first.applied == applied.ops {
            pending.removeFirst()
            confirmedVersion = applied.version
            return
        }
        try rewind()
        _ = try BatchApplier.replay(applied.ops, on: document)
        confirmedVersion = applied.version
        pending.removeAll { $0.batch.key == applied.key }
        reapply()
    }

    /// The server refused one of our batches: it leaves the display and the queue.
    public func receive(_ rejection: BatchRejection) throws {
        let key = BatchKey(clientId: rejection.clientId, batchId: rejection.batchId)
        guard pending.contains(where: { $0.batch.key == key }) else { return }
        try rewind()
        pending.removeAll { $0.batch.key == key }
        reapply()
    }

    /// Batches to (re)send after a reconnect, oldest first.
    public var unacknowledged: [ClientBatch] { pending.map(\.batch) }

    private func rewind() throws {
        for index in pending.indices.reversed() {
            guard let inverse = pending[index].inverse else { continue }
            try BatchApplier.rollBack([inverse], in: document)
            pending[index].inverse = nil
            pending[index].applied = nil
        }
    }

    private func reapply() {
        for index in pending.indices {
            let result = try? BatchApplier.apply(pending[index].batch.ops, to: document)
            pending[index].inverse = result?.inverse
            pending[index].applied = result?.applied
        }
    }
}
