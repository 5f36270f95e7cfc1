import Dispatch
import Foundation
import IBSync
import Logging
import Store

/// The one place where a document's edits are ordered while it is open: a serial queue that
/// owns the document's `DocumentAuthority` and its connected sessions.
///
/// For each client batch: decide (authority) → persist (op log rows + head version, one SQLite
/// transaction, `DocumentJournal`) → ack the sender and broadcast to the others. Nothing is
/// acknowledged before it is committed; a batch that cannot be stored is taken back out of the
/// in-memory document. Snapshots (the head's bytes) are written every N ops, after a quiet
/// spell and when the last session leaves. Who is here is `DocumentPresence`'s (on the same
/// queue); a restore is one more batch (`DocumentHub+Restore.swift`).
final class DocumentHub: @unchecked Sendable {
    let documentID: String
    let queue: DispatchQueue
    private let journal: DocumentJournal
    private let authority: DocumentAuthority
    private let settings: DocumentHubSettings
    private let logger: Logger
    private var sessions: [ObjectIdentifier: SyncSession] = [:]
    private let presence: DocumentPresence
    private let encoder = JSONEncoder()
    /// The version of the newest stored head blob, and the ops applied after it.
    private var blobVersion: Int
    private var opsSinceSnapshot: Int
    /// Bumped by every commit: a quiet-snapshot timer only fires if nothing was committed since it was set.
    private var commitGeneration = 0
    private var lastChecksumUptime: UInt64 = 0
    private var sessionSweep: DispatchSourceTimer?
    private var isClosed = false

    private init(documentID: String, journal: DocumentJournal, opened: DocumentJournal.Opened,
                 settings: DocumentHubSettings, logger: Logger) {
        self.documentID = documentID
        self.journal = journal
        self.authority = opened.authority
        self.blobVersion = opened.blobVersion
        self.opsSinceSnapshot = opened.opsSinceSnapshot
        self.settings = settings
        self.logger = logger
        queue = DispatchQueue(label: "storyweave.hub.\(documentID)", qos: .userInitiated)
        presence = DocumentPresence(queue: queue)
        presence.broadcast = { [weak self] message, excluded in self?.broadcast(message, except: excluded) }
    }

    /// Opens a document from the store (`DocumentJournal.open`) and starts watching for silent sessions.
    static func open(documentID: String, database: Database, logger: Logger, settings: DocumentHubSettings) throws -> DocumentHub {
        let journal = DocumentJournal(documentID: documentID, database: database,
                                      automaticRevisionsKept: max(1, settings.automaticRevisionsKept))
        let hub = DocumentHub(documentID: documentID, journal: journal, opened: try journal.open(), settings: settings, logger: logger)
        hub.queue.async { hub.startSessionSweep() }
        return hub
    }

    /// Called by the registry, on the hub's queue, when the last session has left: commits the
    /// batches still waiting for their commit (the leave can be queued before it), stores a
    /// snapshot if edits are not in one yet and stops the timers. All of it happens under the
    /// registry's lock, so a hub opened next for this document reads every applied batch.
    func closeOnQueue() {
        guard !isClosed else { return }
        commit()
        isClosed = true
        sessionSweep?.cancel()
        sessionSweep = nil
        snapshotIfBehind()
    }

    /// At server shutdown: after the work already queued, closes as the last leave would (commit, snapshot), once.
    func closeForShutdown() {
        queue.sync { closeOnQueue() }
    }

    // MARK: Sessions

    func join(_ session: SyncSession, clientID: String, name: String?, lastVersion: Int?) {
        queue.async { [self] in
            sessions[ObjectIdentifier(session)] = session
            let others = presence.join(session, clientID: clientID, name: name)
            let missing = lastVersion.flatMap { $0 <= authority.version ? authority.batches(after: $0) : nil }
            let snapshot = missing == nil ? authority.document.serializedString() : nil
            session.send(.welcome(documentID: documentID, version: authority.version, batches: missing, snapshot: snapshot, presence: others))
            presence.announce(session)
        }
    }

    /// Called once per session when its socket closes; the registry is released after every
    /// message the session sent before closing has been handled.
    func leave(_ session: SyncSession, registry: DocumentHubRegistry) {
        queue.async { [self] in
            drop(session)
            registry.release(self)
        }
    }

    /// Forgets a session and tells the others it left.
    private func drop(_ session: SyncSession) {
        sessions[ObjectIdentifier(session)] = nil
        presence.leave(session)
    }

    /// Every few seconds: a session silent for longer than `sessionTimeout` (a peer gone without
    /// closing its TCP connection, a frozen tab) is shown as gone and its socket closed.
    private func startSessionSweep() {
        guard !isClosed, settings.sessionTimeout > 0 else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let period = max(0.05, min(5, settings.sessionTimeout / 3))
        timer.schedule(deadline: .now() + period, repeating: period)
        timer.setEventHandler { [weak self] in self?.sweepSilentSessions() }
        timer.resume()
        sessionSweep = timer
    }

    private func sweepSilentSessions() {
        let now = DispatchTime.now().uptimeNanoseconds
        let limit = UInt64(settings.sessionTimeout * 1e9)
        for session in sessions.values where now &- session.lastHeard > limit {
            drop(session)
            session.send(.error(code: "timeout", "nothing was received for \(Int(settings.sessionTimeout)) seconds; reconnect to go on."))
            session.close(code: 4000, reason: "session timeout")
        }
    }

    // MARK: Edits

    /// Applied batches waiting for the next commit, with who sent them.
    /// The sender is nil for batches the server makes itself (a restore): every session gets them as `ops`.
    private var uncommitted: [(batch: AppliedBatch, sender: SyncSession?)] = []

    func submit(_ batch: ClientBatch, from session: SyncSession) {
        queue.async { [self] in
            // A resend of a batch too old for the authority's memory: the op log knows.
            if !authority.remembers(batch) {
                do {
                    if let version = try journal.loggedVersion(of: batch.key) {
                        return session.send(.ack(batchID: batch.batchId, version: version, batch: nil, checksum: nil))
                    }
                } catch {
                    return session.send(.reject(BatchRejection(batchId: batch.batchId, clientId: batch.clientId, opIndex: nil,
                                                                reason: "the edit could not be checked against the history; try again.")))
                }
            }
            switch authority.submit(batch) {
            case .applied(let applied):
                // Group commit: batches already queued behind this one join the same transaction.
                if uncommitted.isEmpty { queue.async { [self] in commit() } }
                uncommitted.append((applied, session))
            case .duplicate(let version):
                // A batch applied but not yet committed is answered by the commit (an ack to the
                // session that sent it, the batch itself to every other one).
                if !uncommitted.contains(where: { $0.batch.key == batch.key }) {
                    session.send(.ack(batchID: batch.batchId, version: version, batch: nil, checksum: nil))
                }
            case .rejected(let rejection):
                session.send(.reject(rejection))
            }
        }
    }

    /// Writes every uncommitted batch (op log rows, head version, and a snapshot when one is
    /// due) in one SQLite transaction, then acks and broadcasts them in version order. If the
    /// write fails, the batches are taken back out of the document (newest first) and refused.
    @discardableResult
    private func commit() -> Bool {
        let batches = uncommitted
        uncommitted = []
        guard let last = batches.last?.batch else { return true }
        let opCount = batches.reduce(0) { $0 + $1.batch.ops.count }
        let snapshotDue = opsSinceSnapshot + opCount >= settings.snapshotInterval
        let snapshot = snapshotDue ? authority.document.serialized() : nil
        let messages: [(ack: String, ops: String)]
        do {
            let rows = try batches.map { try EncodedBatch($0.batch, encoder: encoder) }
            let checksum = checksumIfDue(snapshot)
            messages = try rows.enumerated().map { index, row in
                // Only the last batch's checksum is known (the document is serialized once per commit at most).
                let checksum = index == rows.count - 1 ? checksum : nil
                return (ack: try SyncServerMessage.ack(batchID: row.batch.batchId, version: row.batch.version, batch: row, checksum: checksum).encoded(),
                        ops: try SyncServerMessage.ops(row, checksum: checksum).encoded())
            }
            try journal.commit(rows, snapshot: snapshot)
        } catch {
            logger.error("document \(documentID): could not store versions up to \(last.version): \(error)")
            for (applied, sender) in batches.reversed() {
                do { try authority.revertLatest(applied) } catch {
                    logger.critical("document \(documentID): could not take back version \(applied.version): \(error)")
                }
                sender?.send(.reject(BatchRejection(batchId: applied.batchId, clientId: applied.clientId, opIndex: nil,
                                                    reason: "the edit could not be saved; try again.")))
            }
            return false
        }
        if snapshotDue {
            blobVersion = last.version
            opsSinceSnapshot = 0
        } else {
            opsSinceSnapshot += opCount
        }
        deliver(messages, senders: batches.map(\.sender))
        scheduleQuietSnapshot()
        return true
    }

    /// Acks each batch to its sender and sends it to everyone else, in version order. A session
    /// gets all its messages of one commit in one write: a group commit of k batches costs each
    /// of 50 listeners one frame write, not k.
    private func deliver(_ messages: [(ack: String, ops: String)], senders: [SyncSession?]) {
        if messages.count == 1 {
            senders[0]?.send(text: messages[0].ack)
            return broadcast(text: messages[0].ops, except: senders[0])
        }
        var outgoing: [ObjectIdentifier: (session: SyncSession, texts: [String])] = [:]
        func add(_ text: String, to session: SyncSession) {
            outgoing[ObjectIdentifier(session), default: (session, [])].texts.append(text)
        }
        for (index, sender) in senders.enumerated() {
            if let sender { add(messages[index].ack, to: sender) }
            for session in sessions.values where session !== sender { add(messages[index].ops, to: session) }
        }
        for (session, texts) in outgoing.values { session.send(texts: texts) }
    }

    /// The checksum of the document as it is now, at most every `checksumInterval` (it costs a
    /// full serialization; clients check whenever one arrives).
    private func checksumIfDue(_ serialized: [UInt8]?) -> String? {
        let now = DispatchTime.now().uptimeNanoseconds
        guard serialized != nil || now &- lastChecksumUptime >= UInt64(settings.checksumInterval * 1e9) else { return nil }
        lastChecksumUptime = now
        return DocumentChecksum.hex(of: serialized ?? authority.document.serialized())
    }

    // MARK: Snapshots

    private func scheduleQuietSnapshot() {
        commitGeneration += 1
        let generation = commitGeneration
        queue.asyncAfter(deadline: .now() + settings.quietSnapshotDelay) { [weak self] in
            guard let self, generation == self.commitGeneration, !self.isClosed else { return }
            self.snapshotIfBehind()
        }
    }

    /// Stores the head's bytes when edits were committed since the last snapshot.
    private func snapshotIfBehind() {
        guard blobVersion < authority.version, uncommitted.isEmpty else { return }
        do {
            try journal.snapshot(authority.document.serialized(), version: authority.version)
            blobVersion = authority.version
            opsSinceSnapshot = 0
        } catch {
            // The op log has every batch: the next snapshot (or the next open's replay) covers it.
            logger.warning("document \(documentID): could not store a snapshot of version \(authority.version): \(error)")
        }
    }

    // MARK: Batches the server makes

    /// The client id on batches the server makes itself (restores).
    static let serverClientID = "storyweave"

    /// The head document and its version (on the hub's queue).
    var head: (document: SyncDocument, version: Int) { (authority.document, authority.version) }

    enum ServerBatchOutcome {
        case committed(version: Int)
        /// A batch with this id was applied before, as this version.
        case alreadyApplied(version: Int)
        case refused(reason: String)
        case notSaved
    }

    /// Orders a batch the server makes itself and commits it at once, together with any client
    /// batch queued before it; every session gets it as `ops`. On the hub's queue.
    func commitServerBatch(batchID: String, ops: [EditOperation]) -> ServerBatchOutcome {
        let batch = ClientBatch(batchId: batchID, clientId: Self.serverClientID, baseVersion: authority.version, ops: ops)
        switch authority.submit(batch) {
        case .applied(let applied):
            uncommitted.append((applied, nil))
            return commit() ? .committed(version: applied.version) : .notSaved
        case .duplicate(let version):
            return .alreadyApplied(version: version)
        case .rejected(let rejection):
            return .refused(reason: rejection.reason)
        }
    }

    // MARK: Presence

    /// The people in the document now (any thread), in a stable order.
    var occupants: [SyncPresence] { presence.occupants }

    func updatePresence(from session: SyncSession, selection: [String]?, pointer: SyncPointer?, viewport: SyncViewport? = nil) {
        let received = DispatchTime.now().uptimeNanoseconds
        queue.async { [self] in
            presence.update(from: session, selection: selection, pointer: pointer, viewport: viewport, received: received)
        }
    }

    // MARK: Sending

    private func broadcast(_ message: SyncServerMessage, except excluded: SyncSession?) {
        guard let text = try? message.encoded() else { return }
        broadcast(text: text, except: excluded)
    }

    private func broadcast(text: String, except excluded: SyncSession?) {
        for (_, session) in sessions where session !== excluded { session.send(text: text) }
    }
}
