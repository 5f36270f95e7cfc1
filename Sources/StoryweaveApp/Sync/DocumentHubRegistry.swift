import Foundation
import Logging
import Store

/// The open documents: one `DocumentHub` per document while at least one session uses it.
/// Counting users under one lock (and releasing from the hub's own queue, after its pending
/// work) guarantees there is never a second hub for the same document.
final class DocumentHubRegistry: @unchecked Sendable {
    private let database: Database
    private let logger: Logger
    let settings: DocumentHubSettings
    private let lock = NSLock()
    private var hubs: [String: (hub: DocumentHub, users: Int)] = [:]

    init(database: Database, logger: Logger, settings: DocumentHubSettings = DocumentHubSettings()) {
        self.database = database
        self.settings = settings
        self.logger = logger
    }

    /// The hub of an open document, loading it from the store when nobody has it open.
    func acquire(documentID: String) throws -> DocumentHub {
        lock.lock()
        defer { lock.unlock() }
        if let entry = hubs[documentID] {
            hubs[documentID] = (entry.hub, entry.users + 1)
            return entry.hub
        }
        let hub = try DocumentHub.open(documentID: documentID, database: database, logger: logger, settings: settings)
        hub.onClosedByItself = { [weak self] hub in self?.forget(hub) }
        hubs[documentID] = (hub, 1)
        return hub
    }

    /// A hub that closed by itself (its lease lost or handed over): the next user opens a new one.
    /// Its sessions' releases then find another hub, or none, and change nothing.
    private func forget(_ hub: DocumentHub) {
        lock.withLock {
            if hubs[hub.documentID]?.hub === hub { hubs[hub.documentID] = nil }
        }
    }

    /// One user fewer; the last one out closes the hub (called on the hub's queue).
    func release(_ hub: DocumentHub) {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = hubs[hub.documentID], entry.hub === hub else { return }
        if entry.users <= 1 {
            hubs[hub.documentID] = nil
            hub.closeOnQueue()
        } else {
            hubs[hub.documentID] = (hub, entry.users - 1)
        }
    }

    /// Server shutdown: every open hub commits and snapshots what it holds, as if its last session had left, so
    /// the database is complete when the shutdown completes (the sessions' own leaves may still be queued then).
    func closeAll() {
        let open = lock.withLock { hubs.values.map(\.hub) }
        for hub in open { hub.closeForShutdown() }
    }

    /// Who is in each of these documents, read from the hubs already open: a document nobody has
    /// open is absent, and no hub is opened for this (the document list asks on every request).
    func occupants(of documentIDs: [String]) -> [String: [SyncPresence]] {
        let open = lock.withLock { documentIDs.compactMap { id in hubs[id].map { (id, $0.hub) } } }
        var result: [String: [SyncPresence]] = [:]
        for (id, hub) in open {
            let people = hub.occupants
            if !people.isEmpty { result[id] = people }
        }
        return result
    }

    /// The hub of a document if it is open (nothing is opened for this).
    func openHub(documentID: String) -> DocumentHub? {
        lock.withLock { hubs[documentID]?.hub }
    }

    /// Open documents whose lease this node holds (for /metrics and /healthz; 0 on a single node).
    var leasesHeld: Int { lock.withLock { hubs.values.filter { $0.hub.holdsLease }.count } }

    /// Documents open right now (for metrics and tests).
    var openDocumentCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return hubs.count
    }
}
