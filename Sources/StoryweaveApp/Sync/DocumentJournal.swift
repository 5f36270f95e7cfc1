import Foundation
import IBSync
import Store

/// What a document hub keeps in SQLite: each commit is op log rows plus the new head version
/// (small, so a busy document commits thousands of batches a second); the head's bytes are
/// written only at snapshots (every N ops, after a quiet spell, when the last editor leaves),
/// and the op log is compacted behind the oldest automatic snapshot that is kept.
///
/// The head is therefore "head blob + the op log after it"; opening a document replays that
/// tail (bounded by the snapshot interval, plus whatever a crash left unsnapshotted).
struct DocumentJournal {
    let documentID: String
    let database: Database
    /// Automatic snapshots kept per document (named ones are always kept).
    let automaticRevisionsKept: Int

    /// How much of the log a hub loads to recognise resent batches.
    static let rememberedBatchCount = 100_000
    /// Applied batches a hub keeps for reconnecting clients (older ones get a snapshot).
    static let retainedBatchCount = 1000

    /// Everything a hub needs to open a document.
    struct Opened {
        var authority: DocumentAuthority
        /// The version of the newest stored head blob.
        var blobVersion: Int
        /// Ops applied since the last snapshot (the next one is due after `snapshotInterval`).
        var opsSinceSnapshot: Int
    }

    /// Reads the head blob, replays the op log after it, and loads the batch keys of the log's
    /// tail (so resends after a restart are recognised) and the batches reconnecting clients
    /// may be missing.
    func open() throws -> Opened {
        let (record, blob, tail, keys) = try database.read { connection
            -> (DocumentRecord, [UInt8], [OpLogEntry], (start: Int64, keys: [(version: Int64, key: BatchKey)])) in
            let documents = DocumentRepository(connection)
            let record = try documents.get(id: documentID)
            let log = OpLogRepository(connection)
            let tailStart = min(record.headBlobVersion, max(0, record.headVersion - Int64(Self.retainedBatchCount)))
            let tail = try log.entries(documentID: documentID, after: tailStart, through: record.headVersion)
            // Keys are known for every logged version after this one (older ones: too many to
            // keep, or compacted away).
            let compactedThrough = (try log.oldestVersion(documentID: documentID)).map { $0 - 1 } ?? record.headVersion
            let keyStart = max(compactedThrough, record.headVersion - Int64(Self.rememberedBatchCount))
            let keys = try log.batchKeys(documentID: documentID, after: keyStart).map {
                (version: $0.version, key: BatchKey(clientId: $0.clientID, batchId: String($0.batchID.dropFirst($0.clientID.count + 1))))
            }
            return (record, try documents.headBlob(id: documentID).bytes, tail, (keyStart, keys))
        }
        let decoder = JSONDecoder()
        let document = try SyncDocument(bytes: blob)
        var recent: [AppliedBatch] = []
        var expected = Int(record.headBlobVersion) + 1
        for entry in tail {
            let batch = try decoder.decode(AppliedBatch.self, from: Data(entry.opsJSON.utf8))
            if entry.version > record.headBlobVersion {
                guard batch.version == expected else {
                    throw StoreError.conflict("Document \(documentID): the op log lacks version \(expected) after its head blob.")
                }
                _ = try BatchApplier.replay(batch.ops, on: document)
                expected += 1
            }
            recent.append(batch)
        }
        guard expected == Int(record.headVersion) + 1 else {
            throw StoreError.conflict("Document \(documentID) is at version \(record.headVersion), but its op log ends at \(expected - 1).")
        }
        // Deltas are only served from an unbroken run of logged versions ending at the head.
        var unbroken: [AppliedBatch] = []
        for batch in recent.reversed() {
            guard batch.version == Int(record.headVersion) - unbroken.count else { break }
            unbroken.append(batch)
        }
        let applied = Dictionary(keys.keys.map { ($0.key, Int($0.version)) }, uniquingKeysWith: max)
        let authority = DocumentAuthority(
            document: document, version: Int(record.headVersion), appliedBatches: applied, forgottenThrough: Int(keys.start),
            recentBatches: unbroken.reversed(), retainedBatchCount: Self.retainedBatchCount,
            rememberedBatchCount: Self.rememberedBatchCount)
        let opsSinceSnapshot = recent.filter { $0.version > Int(record.headBlobVersion) }.reduce(0) { $0 + $1.ops.count }
        return Opened(authority: authority, blobVersion: Int(record.headBlobVersion), opsSinceSnapshot: opsSinceSnapshot)
    }

    /// The version a batch was logged as, for a resend the authority no longer remembers.
    func loggedVersion(of key: BatchKey) throws -> Int? {
        try database.read { connection in
            try OpLogRepository(connection).entry(documentID: documentID, batchID: Self.logBatchID(key)).map { Int($0.version) }
        }
    }

    /// Appends batches (their JSON already encoded) and moves the head version, in one
    /// transaction; with `snapshot`, the head's bytes are stored in the same transaction as the
    /// head blob and an automatic revision. `fence` runs first in that transaction (a cluster node's
    /// lease check, `DocumentOwnership.confirm`): when it throws, nothing is written.
    func commit(_ rows: [EncodedBatch], snapshot: [UInt8]?, fence: ((any SQLConnection) throws -> Void)? = nil) throws {
        guard let last = rows.last?.batch.version else { return }
        try database.write { connection in
            try fence?(connection)
            let log = OpLogRepository(connection)
            // The log's batch id is unique per document; clients choose ids unique per client.
            for row in rows {
                try log.append(documentID: documentID, version: Int64(row.batch.version),
                               batchID: Self.logBatchID(row.batch.key), clientID: row.batch.clientId, opsJSON: row.json)
            }
            try DocumentRepository(connection).advanceVersion(id: documentID, to: Int64(last))
            if let snapshot { try storeSnapshot(snapshot, version: last, on: connection) }
        }
    }

    /// Stores the head's bytes at `version` (the current head) as the head blob and an
    /// automatic revision, then drops what the kept snapshots make unnecessary.
    func snapshot(_ content: [UInt8], version: Int, fence: ((any SQLConnection) throws -> Void)? = nil) throws {
        try database.write { connection in
            try fence?(connection)
            try storeSnapshot(content, version: version, on: connection)
        }
    }

    private func storeSnapshot(_ content: [UInt8], version: Int, on connection: any SQLConnection) throws {
        let blobID = try DocumentRepository(connection).storeHeadBlob(id: documentID, version: Int64(version), content: content)
        let revisions = RevisionRepository(connection)
        try revisions.recordAutomatic(documentID: documentID, version: Int64(version), blobID: blobID)
        if let oldestKept = try revisions.pruneAutomatic(documentID: documentID, keeping: automaticRevisionsKept) {
            try OpLogRepository(connection).deleteEntries(documentID: documentID, through: oldestKept)
        }
    }

    static func logBatchID(_ key: BatchKey) -> String { "\(key.clientId)/\(key.batchId)" }
}
