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
/// spell and when the last session leaves.
final class DocumentHub: @unchecked Sendable {
    let documentID: String
    let queue: DispatchQueue
    private let journal: DocumentJournal
    private let authority: DocumentAuthority
    private let settings: DocumentHubSettings
    private let logger: Logger
    private var sessions: [ObjectIdentifier: SyncSession] = [:]
    private var presence: [ObjectIdentifier: SyncPresence] = [:]
    private var lastPresenceUptime: [ObjectIdentifier: UInt64] = [:]
    /// Sessions whose latest presence waits for the interval to pass (updatePresence).
    private var presenceDue: Set<ObjectIdentifier> = []
    /// Presence updates closer together than this wait (the latest is relayed when it has passed): at most 20 per
    /// second per person.
    static let presenceInterval: UInt64 = 50_000_000
    private let encoder = JSONEncoder()
    /// The version of the newest stored head blob, and the ops applied after it.
    private var blobVersion: Int
    private var opsSinceSnapshot: Int
    /// Bumped by every commit: a quiet-snapshot timer only fires if nothing was committed since it was set.
    private var commitGeneration = 0
    private var lastChecksumUptime: UInt64 = 0
    private var sessionSweep: DispatchSourceTimer?
    private var isClosed = false
    /// A copy of who is here, kept under its own lock so the document list can read it without
    /// waiting behind the hub's queue (which may be committing a batch).
    private let occupantsLock = NSLock()
    private var occupantsCopy: [SyncPresence] = []

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
            let key = ObjectIdentifier(session)
            sessions[key] = session
            let state = SyncPresence(clientId: clientID, name: name, color: Self.color(for: clientID), selection: [], pointer: nil, left: nil)
            let others = Array(presence.values)
            presence[key] = state
            publishOccupants()
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
            drop(session)
            registry.release(self)
        }
    }

    /// Forgets a session and tells the others it left.
    private func drop(_ session: SyncSession) {
        let key = ObjectIdentifier(session)
        sessions[key] = nil
        lastPresenceUptime[key] = nil
        presenceDue.remove(key)
        if var state = presence.removeValue(forKey: key) {
            publishOccupants()
            state.left = true
            broadcast(.presence([state]), except: nil)
        }
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
                        return session.send(.ack(batchID: batch.batchId, version: version, batch: nil))
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
                    session.send(.ack(batchID: batch.batchId, version: version, batch: nil))
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
            var rows: [(batch: AppliedBatch, json: String)] = []
            rows.reserveCapacity(batches.count)
            for (applied, _) in batches { rows.append((applied, String(decoding: try encoder.encode(applied), as: UTF8.self))) }
            let checksum = checksumIfDue(snapshot)
            messages = rows.enumerated().map { index, row in
                // Only the last batch's checksum is known (the document is serialized once per commit at most).
                Self.messages(for: row.batch, json: row.json, checksum: index == rows.count - 1 ? checksum : nil)
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

    /// The ack and ops messages of one batch, built around its JSON (encoded once for the log).
    private static func messages(for batch: AppliedBatch, json: String, checksum: String?) -> (ack: String, ops: String) {
        let checksumField = checksum.map { #","checksum":"\#($0)""# } ?? ""
        let batchID = String(decoding: (try? JSONEncoder().encode(batch.batchId)) ?? Data("\"\"".utf8), as: UTF8.self)
        return (#"{"type":"ack","batchId":\#(batchID),"version":\#(batch.version),"batch":\#(json)\#(checksumField)}"#,
                #"{"type":"ops","batch":\#(json)\#(checksumField)}"#)
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

    /// The people in the document now (any thread), in a stable order.
    var occupants: [SyncPresence] { occupantsLock.withLock { occupantsCopy } }

    private func publishOccupants() {
        let list = presence.values.sorted { ($0.name ?? "", $0.clientId) < ($1.name ?? "", $1.clientId) }
        occupantsLock.withLock { occupantsCopy = list }
    }

    /// Every presence message carries the sender's full state: the pointer and viewport it lacks are gone. The
    /// others hear at most one update per `presenceInterval` from a person: one arriving sooner is kept and relayed
    /// (the latest state) when the interval has passed, never dropped, so where someone stopped always arrives.
    func updatePresence(from session: SyncSession, selection: [String]?, pointer: SyncPointer?, viewport: SyncViewport? = nil) {
        let now = DispatchTime.now().uptimeNanoseconds
        queue.async { [self] in
            let key = ObjectIdentifier(session)
            guard var state = presence[key] else { return }
            if let selection { state.selection = Array(selection.prefix(1000)) }
            state.pointer = pointer
            state.viewport = viewport
            presence[key] = state
            if let last = lastPresenceUptime[key], now &- last < Self.presenceInterval {
                guard !presenceDue.contains(key) else { return }
                presenceDue.insert(key)
                let wait = Self.presenceInterval - (now &- last)
                queue.asyncAfter(deadline: .now() + .nanoseconds(Int(wait))) { [weak self, weak session] in
                    guard let self, let session else { return }
                    self.presenceDue.remove(key)
                    guard let latest = self.presence[key] else { return }
                    self.lastPresenceUptime[key] = DispatchTime.now().uptimeNanoseconds
                    self.broadcast(.presence([latest]), except: session)
                }
                return
            }
            lastPresenceUptime[key] = now
            broadcast(.presence([state]), except: session)
        }
    }

    private func broadcast(_ message: SyncServerMessage, except excluded: SyncSession?) {
        guard let text = try? String(decoding: encoder.encode(message), as: UTF8.self) else { return }
        broadcast(text: text, except: excluded)
    }

    private func broadcast(text: String, except excluded: SyncSession?) {
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
