import Dispatch
import Foundation
import IBSync
import Logging
import Store

/// The one place where a document's edits are ordered while it is open: a serial queue that
/// owns the document's `DocumentAuthority` and its connected sessions.
///
/// For each client batch: decide (authority) → persist (op log row + new head, one SQLite
/// transaction) → ack the sender and broadcast to the others. Nothing is acknowledged before
/// it is committed; a batch that cannot be stored is taken back out of the in-memory document.
final class DocumentHub: @unchecked Sendable {
    let documentID: String
    let queue: DispatchQueue
    private let database: Database
    private let authority: DocumentAuthority
    private let logger: Logger
    private var sessions: [ObjectIdentifier: SyncSession] = [:]
    private var presence: [ObjectIdentifier: SyncPresence] = [:]
    private var lastPresenceUptime: [ObjectIdentifier: UInt64] = [:]
    /// Presence updates closer together than this are dropped (at most 20 per second per person).
    static let presenceInterval: UInt64 = 50_000_000
    private let encoder = JSONEncoder()
    /// An automatic snapshot is written once this many ops have been applied since the last
    /// snapshot, so rebuilding any version replays a bounded tail of the op log.
    let snapshotInterval: Int
    private var opsSinceSnapshot: Int

    private init(documentID: String, database: Database, authority: DocumentAuthority, logger: Logger,
                 snapshotInterval: Int, opsSinceSnapshot: Int) {
        self.documentID = documentID
        self.snapshotInterval = max(1, snapshotInterval)
        self.opsSinceSnapshot = opsSinceSnapshot
        self.database = database
        self.authority = authority
        self.logger = logger
        queue = DispatchQueue(label: "storyweave.hub.\(documentID)", qos: .userInitiated)
    }

    /// Opens a document from the store: the head bytes and version, plus the op log for the
    /// batch ids already applied (so resends after a restart are recognised) and the recent
    /// batches that reconnecting clients may be missing.
    static func load(documentID: String, database: Database, logger: Logger,
                     snapshotInterval: Int = DocumentHub.defaultSnapshotInterval) throws -> DocumentHub {
        let (record, content, entries, lastSnapshot) = try database.read { connection
            -> (DocumentRecord, [UInt8], [OpLogEntry], Int64) in
            let documents = DocumentRepository(connection)
            let record = try documents.get(id: documentID)
            let lastSnapshot = try RevisionRepository(connection).nearest(documentID: documentID, atOrBefore: record.headVersion)
            return (record, try documents.headContent(id: documentID),
                    try OpLogRepository(connection).entries(documentID: documentID, after: 0, limit: 10_000_000),
                    lastSnapshot?.version ?? 0)
        }
        let decoder = JSONDecoder()
        var applied: [BatchKey: Int] = [:]
        var batches: [AppliedBatch] = []
        var opsSinceSnapshot = 0
        for entry in entries {
            guard let batch = try? decoder.decode(AppliedBatch.self, from: Data(entry.opsJSON.utf8)) else { continue }
            if entry.version > lastSnapshot { opsSinceSnapshot += batch.ops.count }
            applied[batch.key] = batch.version
            batches.append(batch)
        }
        // Deltas are only served from an unbroken run of logged versions ending at the head
        // (a head moved by another writer leaves a gap: those clients get a snapshot).
        let headVersion = Int(record.headVersion)
        var recent: [AppliedBatch] = []
        var expected = headVersion
        for batch in batches.reversed() {
            guard batch.version == expected else { break }
            recent.insert(batch, at: 0)
            expected -= 1
            if recent.count == 1000 { break }
        }
        let document = try SyncDocument(bytes: content)
        let authority = DocumentAuthority(document: document, version: headVersion, appliedBatches: applied, recentBatches: recent)
        return DocumentHub(documentID: documentID, database: database, authority: authority, logger: logger,
                           snapshotInterval: snapshotInterval, opsSinceSnapshot: opsSinceSnapshot)
    }

    static let defaultSnapshotInterval = 200

    // MARK: Sessions

    func join(_ session: SyncSession, clientID: String, name: String?, lastVersion: Int?) {
        queue.async { [self] in
            let key = ObjectIdentifier(session)
            sessions[key] = session
            let state = SyncPresence(clientId: clientID, name: name, color: Self.color(for: clientID), selection: [], pointer: nil, left: nil)
            let others = Array(presence.values)
            presence[key] = state
            let missing = lastVersion.flatMap { $0 <= authority.version ? authority.batches(after: $0) : nil }
            let snapshot = missing == nil ? authority.document.serializedString() : nil
            session.send(.welcome(documentID: documentID, version: authority.version, batches: missing, snapshot: snapshot, presence: others))
            broadcast(.presence([state]), except: session)
        }
    }

    /// Called once per session when its socket closes; the registry is released after every
    /// message the session sent before closing has been handled.
    func leave(_ session: SyncSession, registry: DocumentHubRegistry) {
        queue.async { [self] in
            let key = ObjectIdentifier(session)
            sessions[key] = nil
            lastPresenceUptime[key] = nil
            if var state = presence.removeValue(forKey: key) {
                state.left = true
                broadcast(.presence([state]), except: nil)
            }
            registry.release(self)
        }
    }

    // MARK: Edits

    /// Applied batches waiting for the next commit, with who sent them.
    /// The sender is nil for batches the server makes itself (a restore): every session gets them as `ops`.
    private var uncommitted: [(batch: AppliedBatch, sender: SyncSession?)] = []

    func submit(_ batch: ClientBatch, from session: SyncSession) {
        queue.async { [self] in
            switch authority.submit(batch) {
            case .applied(let applied):
                // Group commit: batches already queued behind this one join the same transaction.
                if uncommitted.isEmpty { queue.async { [self] in commit() } }
                uncommitted.append((applied, session))
            case .duplicate(let version):
                // A batch applied but not yet committed is answered by the commit (an ack to the
                // session that sent it, the batch itself to every other one).
                if !uncommitted.contains(where: { $0.batch.key == batch.key }) {
                    session.send(.ack(batchID: batch.batchId, version: version, batch: nil))
                }
            case .rejected(let rejection):
                session.send(.reject(rejection))
            }
        }
    }

    /// Writes every uncommitted batch (op log rows) and the new head in one SQLite transaction,
    /// then acks and broadcasts them in version order. If the write fails, the batches are
    /// taken back out of the document (newest first) and refused.
    @discardableResult
    private func commit() -> Bool {
        let batches = uncommitted
        uncommitted = []
        guard !batches.isEmpty else { return true }
        let content: [UInt8]
        do {
            content = try persist(batches.map(\.batch))
        } catch {
            logger.error("document \(documentID): could not store versions up to \(batches.last!.batch.version): \(error)")
            for (applied, sender) in batches.reversed() {
                do { try authority.revertLatest(applied) } catch {
                    logger.critical("document \(documentID): could not take back version \(applied.version): \(error)")
                }
                sender?.send(.reject(BatchRejection(batchId: applied.batchId, clientId: applied.clientId, opIndex: nil,
                                                    reason: "the edit could not be saved; try again.")))
            }
            return false
        }
        let checksum = DocumentChecksum.hex(of: content)
        for (index, (applied, sender)) in batches.enumerated() {
            // Only the last batch's checksum is known (the head is written once per commit).
            let batchChecksum = index == batches.count - 1 ? checksum : nil
            sender?.send(.ack(batchID: applied.batchId, version: applied.version, batch: applied, checksum: batchChecksum))
            broadcast(.ops(applied, checksum: batchChecksum), except: sender)
        }
        return true
    }

    /// The op log rows and the new head, committed together; returns the head's bytes.
    private func persist(_ batches: [AppliedBatch]) throws -> [UInt8] {
        let rows = try batches.map { ($0, String(decoding: try encoder.encode($0), as: UTF8.self)) }
        let content = authority.document.serialized()
        let opCount = batches.reduce(0) { $0 + $1.ops.count }
        try database.write { connection in
            let log = OpLogRepository(connection)
            // The log's batch id is unique per document; clients choose ids unique per client.
            for (applied, json) in rows {
                try log.append(documentID: documentID, version: Int64(applied.version),
                               batchID: "\(applied.clientId)/\(applied.batchId)", clientID: applied.clientId, opsJSON: json)
            }
            let head = try DocumentRepository(connection).advanceHead(id: documentID, to: Int64(batches.last!.version), content: content)
            if opsSinceSnapshot + opCount >= snapshotInterval {
                try RevisionRepository(connection).recordAutomatic(documentID: documentID, version: head.headVersion, blobID: head.headBlobID)
            }
        }
        opsSinceSnapshot = opsSinceSnapshot + opCount >= snapshotInterval ? 0 : opsSinceSnapshot + opCount
        return content
    }

    // MARK: Restore

    enum RestoreFailure: Error, CustomStringConvertible {
        case refused(String)
        case notSaved
        var description: String {
            switch self {
            case .refused(let reason): return "The restore was refused: \(reason)"
            case .notSaved: return "The restore could not be saved; try again."
            }
        }
    }

    /// Makes the head equal `content` (an old version's bytes) through one ordinary batch
    /// (`RestorePlan`), committed at once and broadcast to every connected session. Calls
    /// `completion` on the hub's queue with the new head version — or the current one, with
    /// no new batch, when the head already has exactly these bytes.
    func restore(to content: [UInt8], restoredVersion: Int64, completion: @escaping (Result<Int, Error>) -> Void) {
        queue.async { [self] in
            do {
                let current = authority.document
                if current.serialized() == content { return completion(.success(authority.version)) }
                let ops = try RestorePlan.ops(from: current, to: try SyncDocument(bytes: content))
                // Dry run on a copy: the batch must reproduce the old bytes exactly.
                let trial = current.copy()
                do { _ = try BatchApplier.apply(ops, to: trial) } catch {
                    throw RestoreFailure.refused("\(error)")
                }
                guard trial.serialized() == content else { throw RestorePlan.RestoreError.inexact }
                let batch = ClientBatch(batchId: "restore-\(restoredVersion)-\(UUID().uuidString.lowercased())",
                                        clientId: Self.serverClientID, baseVersion: authority.version, ops: ops)
                switch authority.submit(batch) {
                case .applied(let applied):
                    uncommitted.append((applied, nil))
                    // Commits this batch and any client batch queued before it, in order.
                    guard commit() else { throw RestoreFailure.notSaved }
                    completion(.success(applied.version))
                case .duplicate(let version):
                    completion(.success(version))
                case .rejected(let rejection):
                    throw RestoreFailure.refused(rejection.reason)
                }
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// The client id on batches the server makes itself (restores).
    static let serverClientID = "storyweave"

    // MARK: Presence

    func updatePresence(from session: SyncSession, selection: [String]?, pointer: SyncPointer?) {
        let now = DispatchTime.now().uptimeNanoseconds
        queue.async { [self] in
            let key = ObjectIdentifier(session)
            guard var state = presence[key] else { return }
            if let last = lastPresenceUptime[key], now &- last < Self.presenceInterval { return }
            lastPresenceUptime[key] = now
            if let selection { state.selection = Array(selection.prefix(1000)) }
            state.pointer = pointer
            presence[key] = state
            broadcast(.presence([state]), except: session)
        }
    }

    private func broadcast(_ message: SyncServerMessage, except excluded: SyncSession?) {
        guard let text = try? String(decoding: encoder.encode(message), as: UTF8.self) else { return }
        for (_, session) in sessions where session !== excluded { session.send(text: text) }
    }

    /// A stable colour per client, from a palette that reads on white and dark canvases.
    static func color(for clientID: String) -> String {
        let palette = ["#e5484d", "#0090ff", "#30a46c", "#f76b15", "#8e4ec6", "#d6409f", "#12a594", "#ffc53d"]
        var hash: UInt32 = 2_166_136_261
        for byte in clientID.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return palette[Int(hash % UInt32(palette.count))]
    }
}
