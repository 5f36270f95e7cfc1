/// Who holds a document when several nodes share one database (Migrations/0060_document_leases.sql).
public struct DocumentLease: Sendable, Equatable {
    public var documentID: String
    public var nodeID: String
    /// Where the holder can be reached (its advertised base URL), for the answer to a misrouted request.
    public var nodeAddress: String
    /// Grows by one at every acquisition: the fencing token a commit checks.
    public var epoch: Int64
    /// Milliseconds since 1970, on the holder's clock.
    public var expiresAt: Int64
    /// Set when another node asked the holder to let the document go.
    public var handoverRequestedAt: Int64?
}

/// The document leases: one owner per open document (docs/store.md, "Document leases").
///
/// Exclusivity of the *serving* node rests on the lease duration being longer than the nodes'
/// clock skew; safety of the *data* does not rest on clocks at all: every commit checks the epoch
/// in its own transaction (`confirm`), and a takeover bumps it, so a node that lost its lease
/// (paused past the expiry, cut off, or simply slow) can no longer commit a version.
public struct DocumentLeaseRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    private static let columns = "document_id, node_id, node_address, epoch, expires_at, handover_requested_at"

    private static func lease(_ row: Row) -> DocumentLease {
        DocumentLease(documentID: row.string(0), nodeID: row.string(1), nodeAddress: row.string(2), epoch: row.int64(3),
                      expiresAt: row.int64(4), handoverRequestedAt: row.optionalInt64(5))
    }

    public func get(documentID: String) throws -> DocumentLease? {
        try db.queryOne("SELECT \(Self.columns) FROM document_leases WHERE document_id = ?", [documentID], Self.lease)
    }

    /// Takes the lease when nobody holds it, when it has expired (at `now`), or when `nodeID` already
    /// holds it (the same node restarted: its old process is gone), with a new epoch; and returns the
    /// lease as it is afterwards, whoever holds it. The caller holds it when the result names `nodeID`.
    /// Under PostgreSQL's row lock a takeover waits for a commit in flight, then sees its renewal.
    public func acquire(documentID: String, nodeID: String, address: String, duration: Int64, now: Int64) throws -> DocumentLease {
        try db.run("""
            INSERT INTO document_leases (document_id, node_id, node_address, epoch, expires_at, handover_requested_at)
            VALUES (?, ?, ?, 1, ?, NULL)
            ON CONFLICT (document_id) DO UPDATE SET
                node_id = excluded.node_id, node_address = excluded.node_address,
                epoch = document_leases.epoch + 1, expires_at = excluded.expires_at, handover_requested_at = NULL
            WHERE document_leases.expires_at <= ? OR document_leases.node_id = excluded.node_id
            """, [documentID, nodeID, address, now + duration, now])
        guard let lease = try get(documentID: documentID) else { throw StoreError.documentNotFound(id: documentID) }
        return lease
    }

    /// The fencing check and renewal in one statement: moves the expiry to `now + duration` if
    /// `nodeID` still holds the lease at `epoch` and has not released it; nil when it does not (taken
    /// over, or released: a hub that let its document go must not renew the lease by a late commit).
    /// A lease that expired without anybody taking it over is still held: nobody else committed.
    /// Run inside a commit's transaction, it makes that commit fail rather than write after a takeover.
    public func confirm(documentID: String, nodeID: String, epoch: Int64, duration: Int64, now: Int64) throws -> DocumentLease? {
        let changed = try db.run("""
            UPDATE document_leases SET expires_at = ? WHERE document_id = ? AND node_id = ? AND epoch = ? AND expires_at <> 0
            """, [now + duration, documentID, nodeID, epoch])
        return changed == 0 ? nil : try get(documentID: documentID)
    }

    /// Lets the document go at once (expiry 0), if `nodeID` still holds it at `epoch`: the next node to
    /// open it does not wait for the expiry.
    public func release(documentID: String, nodeID: String, epoch: Int64) throws {
        try db.run("UPDATE document_leases SET expires_at = 0, handover_requested_at = NULL WHERE document_id = ? AND node_id = ? AND epoch = ?",
                   [documentID, nodeID, epoch])
    }

    /// Asks the current holder (any node but `requester`) to let the document go at its next renewal.
    public func requestHandover(documentID: String, requester: String, now: Int64) throws {
        try db.run("""
            UPDATE document_leases SET handover_requested_at = ?
            WHERE document_id = ? AND node_id <> ? AND handover_requested_at IS NULL
            """, [now, documentID, requester])
    }

    /// Unexpired leases `nodeID` holds (for /metrics).
    public func count(nodeID: String, now: Int64) throws -> Int {
        try db.queryOne("SELECT count(*) FROM document_leases WHERE node_id = ? AND expires_at > ?", [nodeID, now]) { $0.int(0) } ?? 0
    }
}
