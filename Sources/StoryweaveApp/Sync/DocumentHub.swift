import Dispatch
import Foundation
import HTTPServer
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
/// queue); a restore is one more batch (`DocumentHub+Restore.swift`). When several nodes share the
/// database, the hub holds the document's lease (`DocumentOwnership`) and every commit is fenced by it.
final class DocumentHub: @unchecked Sendable {
    let documentID: String
    let queue: DispatchQueue
    private let journal: DocumentJournal
    private let authority: DocumentAuthority
    private let settings: DocumentHubSettings
    private let logger: Logger
    private var sessions: [ObjectIdentifier: SyncSession] = [:]
    private let presence: DocumentPresence
    /// The version of the newest stored head blob, and the ops applied after it.
    private var blobVersion: Int
    private var opsSinceSnapshot: Int
    /// Bumped by every commit: a quiet-snapshot timer only fires if nothing was committed since it was set.
    private var commitGeneration = 0
    private var lastChecksumUptime: UInt64 = 0
    private var sessionSweep: DispatchSourceTimer?
    private var isClosed = false
    /// This node's lease on the document (nil on a single node).
    private let ownership: DocumentOwnership?
    private var leaseRenewal: DispatchSourceTimer?
    /// Set by the registry: forgets this hub when it closes by itself (its lease is gone or handed over).
    var onClosedByItself: ((DocumentHub) -> Void)?

    private init(documentID: String, journal: DocumentJournal, opened: DocumentJournal.Opened,
                 ownership: DocumentOwnership?, settings: DocumentHubSettings, logger: Logger) {
        self.documentID = documentID
        self.ownership = ownership
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
    /// In a cluster the lease is taken first, so what is read includes every version the last holder
    /// committed; `DocumentOwnedElsewhere` when another node holds it.
    static func open(documentID: String, database: Database, logger: Logger, settings: DocumentHubSettings) throws -> DocumentHub {
        let ownership = try settings.cluster.map { try DocumentOwnership.acquire(documentID: documentID, database: database, settings: $0) }
        let journal = DocumentJournal(documentID: documentID, database: database,
                                      automaticRevisionsKept: max(1, settings.automaticRevisionsKept))
        let opened: DocumentJournal.Opened
        do { opened = try journal.open() } catch {
            ownership?.release(logger: logger)
            throw error
        }
        let hub = DocumentHub(documentID: documentID, journal: journal, opened: opened, ownership: ownership,
                              settings: settings, logger: logger)
        hub.queue.async {
            hub.startSessionSweep()
            hub.startLeaseRenewal()
        }
        return hub
    }

    /// Called by the registry, on the hub's queue, when the last session has left: commits the
    /// batches still waiting for their commit (the leave can be queued before it), stores a
    /// snapshot if edits are not in one yet and stops the timers. All of it happens under the
    /// registry's lock, so a hub opened next for this document reads every applied batch.
    func closeOnQueue() {
        guard !isClosed else { return }
        commit()
        stopTimers()
        snapshotIfBehind()
        ownership?.release(logger: logger)
    }

    private func stopTimers() {
        isClosed = true
        sessionSweep?.cancel()
        sessionSweep = nil
        leaseRenewal?.cancel()
        leaseRenewal = nil
    }

    /// At server shutdown: after the work already queued, closes as the last leave would (commit, snapshot), once.
    func closeForShutdown() {
        queue.sync { closeOnQueue() }
    }

    // MARK: Sessions

    func join(_ session: SyncSession, clientID: String, name: String?, lastVersion: Int?) {
        queue.async { [self] in
            guard !isClosed else { return Self.sendMoved(to: session) }
            // The welcome and the live stream meet exactly: batches applied but not committed yet are
            // in the authority's version and document, and their commit would send them to this
            // session again as `ops`. Committed first, they reach only the sessions already here,
            // and the welcome never shows a version that could still be taken back.
            commit()
            replaceSessions(of: clientID, by: session)
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

    /// One live session per client id: a new hello with the id of a live session (a reconnect
    /// before the old connection was seen to close, a copied client record) takes its place. The
    /// old one gets `error` `replaced` and close code 4001; the others see no `left`, the person stays.
    private func replaceSessions(of clientID: String, by newcomer: SyncSession) {
        for old in sessions.values where old !== newcomer && old.clientID == clientID {
            sessions[ObjectIdentifier(old)] = nil
            presence.forget(old)
            old.send(.error(code: "replaced", "another connection joined with the client id \(clientID); this one is closed."))
            old.close(code: 4001, reason: "replaced")
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
            session.send(.error(code: "timeout", "nothing was received for \(String(format: "%g", settings.sessionTimeout)) seconds; reconnect to go on."))
            session.close(code: 4000, reason: "session timeout")
        }
    }

    // MARK: Edits

    /// Applied batches waiting for the next commit, with who sent them.
    /// The sender is nil for batches the server makes itself (a restore): every session gets them as `ops`.
    private var uncommitted: [(batch: AppliedBatch, sender: SyncSession?)] = []

    func submit(_ batch: ClientBatch, from session: SyncSession) {
        queue.async { [self] in
            // A hub that let its document go commits nothing more (its session is being closed).
            guard !isClosed else {
                return session.send(.reject(BatchRejection(batchId: batch.batchId, clientId: batch.clientId, opIndex: nil,
                                                            code: BatchRejection.Code.unavailable, reason: "the document moved to another server; reconnect and send it again.")))
            }
            // A resend of a batch too old for the authority's memory: the op log knows.
            if !authority.remembers(batch) {
                do {
                    if let version = try journal.loggedVersion(of: batch.key) {
                        return session.send(.ack(batchID: batch.batchId, version: version, batch: nil, checksum: nil))
                    }
                } catch {
                    return session.send(.reject(BatchRejection(batchId: batch.batchId, clientId: batch.clientId, opIndex: nil,
                                                                code: BatchRejection.Code.unavailable, reason: "the edit could not be checked against the history; try again.")))
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
        let rows: [EncodedBatch]
        let checksum: String?
        do {
            rows = batches.map { EncodedBatch($0.batch) }
            // Only the last batch's checksum is known (the document is serialized once per commit at most).
            checksum = checksumIfDue(snapshot)
            try journal.commit(rows, snapshot: snapshot, fence: ownership?.confirm)
        } catch {
            logger.error("document \(documentID): could not store versions up to \(last.version): \(error)")
            for (applied, sender) in batches.reversed() {
                do { try authority.revertLatest(applied) } catch {
                    logger.critical("document \(documentID): could not take back version \(applied.version): \(error)")
                }
                sender?.send(.reject(BatchRejection(batchId: applied.batchId, clientId: applied.clientId, opIndex: nil,
                                                    code: BatchRejection.Code.unavailable, reason: "the edit could not be saved; try again.")))
            }
            if error is DocumentLeaseLost { letGo(handingOver: false) }
            return false
        }
        if snapshotDue {
            blobVersion = last.version
            opsSinceSnapshot = 0
        } else {
            opsSinceSnapshot += opCount
        }
        deliver(rows, senders: batches.map(\.sender), checksum: checksum)
        scheduleQuietSnapshot()
        return true
    }

    /// Acks each batch to its sender and sends the commit's batches to everyone else in version
    /// order, one message per run of other people's batches: a session that sent none of them
    /// gets one `ops` message carrying them all, encoded and framed once for every such socket
    /// (a group commit of k batches costs each of 50 listeners one frame write, not k). A sender
    /// gets its acks between `ops` messages of the others' batches, in version order.
    private func deliver(_ rows: [EncodedBatch], senders: [SyncSession?], checksum: String?) {
        func encoded(_ message: SyncServerMessage) -> String? {
            do { return try message.encoded() } catch {
                logger.error("document \(documentID): could not encode a message: \(error)")
                return nil
            }
        }
        let lastIndex = rows.count - 1
        var senderIDs = Set<ObjectIdentifier>()
        for sender in senders { if let sender { senderIDs.insert(ObjectIdentifier(sender)) } }
        for (key, sender) in sessions where senderIDs.contains(key) {
            var texts: [String] = []
            var run: [EncodedBatch] = []
            for (index, row) in rows.enumerated() {
                if senders[index] === sender {
                    if !run.isEmpty, let text = encoded(.ops(run, checksum: nil)) { texts.append(text) }
                    run = []
                    if let text = encoded(.ack(batchID: row.batch.batchId, version: row.batch.version, batch: row,
                                               checksum: index == lastIndex ? checksum : nil)) { texts.append(text) }
                } else {
                    run.append(row)
                }
            }
            if !run.isEmpty, let text = encoded(.ops(run, checksum: checksum)) { texts.append(text) }
            if texts.count == 1 { sender.send(text: texts[0]) } else { sender.send(texts: texts) }
        }
        let listeners = sessions.filter { !senderIDs.contains($0.key) }.values
        guard !listeners.isEmpty, let text = encoded(.ops(rows, checksum: checksum)) else { return }
        let message = PreparedTextMessage(text)
        for session in listeners { session.send(prepared: message) }
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
            try journal.snapshot(authority.document.serialized(), version: authority.version, fence: ownership?.confirm)
            blobVersion = authority.version
            opsSinceSnapshot = 0
        } catch {
            // The op log has every batch: the next snapshot (or the next open's replay) covers it.
            logger.warning("document \(documentID): could not store a snapshot of version \(authority.version): \(error)")
        }
    }

    // MARK: The lease (several nodes)

    /// Renews the lease every third of its duration; a lost lease or a handover request closes the hub.
    private func startLeaseRenewal() {
        guard let ownership, !isClosed else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let period = max(0.05, ownership.settings.leaseDuration / 3)
        timer.schedule(deadline: .now() + period, repeating: period)
        timer.setEventHandler { [weak self] in
            guard let self, !self.isClosed else { return }
            switch ownership.renew(logger: self.logger) {
            case .held: break
            case .handoverRequested: self.letGo(handingOver: true)
            case .lost: self.letGo(handingOver: false)
            }
        }
        timer.resume()
        leaseRenewal = timer
    }

    /// Closes the hub while sessions are still in it: the registry forgets it first (the next session
    /// opens a new hub, here or on the node the load balancer now picks), then, handing over, what is
    /// applied is committed, snapshotted and the lease released at once; every session is told the
    /// document moved (code 1012) and reconnects as after a restart, resending what is unacknowledged.
    private func letGo(handingOver: Bool) {
        guard !isClosed else { return }
        onClosedByItself?(self)
        stopTimers()
        // Closed first, so a failed commit's own `letGo` returns at once.
        if handingOver, commit() {
            snapshotIfBehind()
            ownership?.release(logger: logger)
        }
        logger.notice("document \(documentID): \(handingOver ? "handed over to the node the load balancer routes it to" : "lease lost to another node"); \(sessions.count) sessions reconnect")
        for session in sessions.values { Self.sendMoved(to: session) }
        sessions = [:]
    }

    private static func sendMoved(to session: SyncSession) {
        session.send(.error(code: "moved", "the document moved to another server; reconnect."))
        session.close(code: 1012, reason: "moved")
    }

    /// Whether this hub holds a lease (for /metrics).
    var holdsLease: Bool { ownership != nil }

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
        guard !isClosed else { return .notSaved }
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
