import IBDocument

/// The single source of order for one document (pure: no I/O, no threads; the server's
/// document hub calls it from one serial queue).
///
/// It holds the current tree and version, applies each client batch against the *current*
/// document (ops name stable addresses, so a batch made on an older version needs no
/// transformation: it either still makes sense and applies, or is refused with a reason),
/// and remembers every batch key it has decided so a resend gets the same answer without
/// being applied twice.
public final class DocumentAuthority {
    public enum Decision: Equatable {
        /// Applied as `version`: persist it, ack the sender, broadcast to the others.
        case applied(AppliedBatch)
        /// Already applied earlier as this version: ack again, change nothing.
        case duplicate(version: Int)
        /// Refused: nothing changed; tell the sender why.
        case rejected(BatchRejection)
    }

    public let document: SyncDocument
    public private(set) var version: Int
    /// Version of each recently applied batch by key (restored from the op log after a restart).
    private var appliedVersions: BoundedMap<BatchKey, Int>
    /// Every batch applied at a version up to this one may have been forgotten (see `remembers`).
    public private(set) var forgottenThrough: Int
    /// Answers recently given to refused batches, so a resend is refused the same way.
    private var rejections: BoundedMap<BatchKey, BatchRejection>
    /// The most recent applied batches, oldest first, for clients that reconnect.
    private var recent: [AppliedBatch] = []
    public let retainedBatchCount: Int
    /// Largest number of ops one batch may carry.
    public let maximumOpsPerBatch: Int

    /// - Parameters:
    ///   - appliedBatches: keys of batches applied before (from the op log), with their versions.
    ///   - forgottenThrough: batches applied at or before this version are not in `appliedBatches`
    ///     (the caller loaded only the log's tail).
    ///   - rememberedBatchCount: how many applied batch keys (and as many refusals) are kept.
    public init(document: SyncDocument, version: Int = 0, appliedBatches: [BatchKey: Int] = [:], forgottenThrough: Int = 0,
                recentBatches: [AppliedBatch] = [], retainedBatchCount: Int = 1000, rememberedBatchCount: Int = 100_000,
                maximumOpsPerBatch: Int = 10_000) {
        self.document = document
        self.version = version
        self.forgottenThrough = forgottenThrough
        appliedVersions = BoundedMap(capacity: rememberedBatchCount)
        rejections = BoundedMap(capacity: rememberedBatchCount)
        self.recent = Array(recentBatches.suffix(retainedBatchCount))
        self.retainedBatchCount = retainedBatchCount
        self.maximumOpsPerBatch = maximumOpsPerBatch
        for (key, version) in appliedBatches.sorted(by: { $0.value < $1.value }) { remember(key, version: version) }
        for batch in recent { remember(batch.key, version: batch.version) }
    }

    /// Whether this authority's memory is enough to tell if `batch` was applied before: a batch
    /// applied as version v was based on a version below v, so a batch based on a version after
    /// `forgottenThrough` cannot have been applied at a forgotten version. For the others the
    /// caller asks the op log.
    public func remembers(_ batch: ClientBatch) -> Bool { batch.baseVersion >= forgottenThrough }

    private func remember(_ key: BatchKey, version: Int) {
        for forgotten in appliedVersions.insert(version, for: key) {
            forgottenThrough = max(forgottenThrough, forgotten.value)
        }
    }

    /// Decides a client batch. On `.applied` the document and version have advanced.
    public func submit(_ batch: ClientBatch) -> Decision {
        if let version = appliedVersions[batch.key] { return .duplicate(version: version) }
        if let rejection = rejections[batch.key] { return .rejected(rejection) }
        if let (code, reason) = precheck(batch) { return reject(batch, opIndex: nil, code: code, reason: reason) }
        let result: BatchApplier.Result
        do {
            result = try BatchApplier.apply(batch.ops, to: document)
        } catch let failure as BatchApplier.Failure {
            return reject(batch, opIndex: failure.opIndex, code: failure.reason.code, reason: failure.description)
        } catch let error as SyncError {
            return reject(batch, opIndex: nil, code: error.code, reason: error.description)
        } catch {
            return reject(batch, opIndex: nil, code: SyncError.unsupported("").code, reason: "\(error)")
        }
        version += 1
        let applied = AppliedBatch(version: version, batchId: batch.batchId, clientId: batch.clientId,
                                   baseVersion: batch.baseVersion, ops: result.applied, inverse: result.inverse)
        remember(batch.key, version: version)
        recent.append(applied)
        if recent.count > retainedBatchCount { recent.removeFirst(recent.count - retainedBatchCount) }
        return .applied(applied)
    }

    /// Takes back the batch just applied (the caller could not persist it): the document,
    /// version and batch memory return to their state before `submit`.
    public func revertLatest(_ batch: AppliedBatch) throws {
        guard batch.version == version, recent.last?.key == batch.key else {
            throw SyncError.unsupported("only the latest applied batch can be reverted.")
        }
        _ = try BatchApplier.replay(batch.inverse, on: document)
        version -= 1
        appliedVersions.removeValue(for: batch.key)
        recent.removeLast()
    }

    /// The batches after `version`, or nil when they are no longer retained (the client needs
    /// a snapshot).
    public func batches(after version: Int) -> [AppliedBatch]? {
        if version >= self.version { return [] }
        guard let first = recent.first, first.version <= version + 1 else { return nil }
        return Array(recent.drop { $0.version <= version })
    }

    /// Whether a batch key has been applied (and as which version).
    public func appliedVersion(of key: BatchKey) -> Int? { appliedVersions[key] }

    /// A refusal of the batch as a whole (code, reason), before any op is tried.
    private func precheck(_ batch: ClientBatch) -> (String, String)? {
        typealias Code = BatchRejection.Code
        if batch.ops.isEmpty { return (Code.emptyBatch, "the batch has no ops.") }
        if batch.ops.count > maximumOpsPerBatch {
            return (Code.tooManyOps, "the batch has \(batch.ops.count) ops; at most \(maximumOpsPerBatch) are accepted.")
        }
        if batch.baseVersion > version {
            return (Code.baseVersionAhead, "the batch is based on version \(batch.baseVersion), but the document is at \(version): reload the document.")
        }
        if batch.baseVersion < 0 { return (Code.negativeBaseVersion, "the base version cannot be negative.") }
        return nil
    }

    private func reject(_ batch: ClientBatch, opIndex: Int?, code: String, reason: String) -> Decision {
        let rejection = BatchRejection(batchId: batch.batchId, clientId: batch.clientId, opIndex: opIndex, code: code, reason: reason)
        rejections.insert(rejection, for: batch.key)
        return .rejected(rejection)
    }
}
