/// The op log: every accepted op batch of a document, keyed by the version it produced.
public struct OpLogRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    private static func entry(_ row: Row) -> OpLogEntry {
        OpLogEntry(documentID: row.string(0), version: row.int64(1), batchID: row.string(2),
                   clientID: row.string(3), opsJSON: row.string(4), createdAt: row.int64(5))
    }

    private static let columns = "document_id, version, batch_id, client_id, ops, created_at"

    /// Appends a batch at `version`. A version or batch id already present is a `StoreError.conflict`
    /// (look the batch up with `entry(documentID:batchID:)` to answer a resend idempotently).
    @discardableResult
    public func append(documentID: String, version: Int64, batchID: String, clientID: String, opsJSON: String,
                       now: Int64 = Clock.milliseconds()) throws -> OpLogEntry {
        do {
            try db.run("INSERT INTO op_log (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?)",
                       [documentID, version, batchID, clientID, opsJSON, now])
        } catch let error as any SQLDatabaseError where error.isUniqueViolation {
            throw StoreError.conflict("Document \(documentID) already has version \(version) or batch \(batchID) in its op log.")
        }
        return OpLogEntry(documentID: documentID, version: version, batchID: batchID, clientID: clientID,
                          opsJSON: opsJSON, createdAt: now)
    }

    /// Batches after `version`, in order (what a reconnecting client is missing).
    public func entries(documentID: String, after version: Int64, limit: Int = 10_000) throws -> [OpLogEntry] {
        try db.query("""
            SELECT \(Self.columns) FROM op_log WHERE document_id = ? AND version > ? ORDER BY version LIMIT ?
            """, [documentID, version, limit], Self.entry)
    }

    /// Batches after `version` up to and including `last`, in order (what a rebuild replays).
    public func entries(documentID: String, after version: Int64, through last: Int64) throws -> [OpLogEntry] {
        try db.query("""
            SELECT \(Self.columns) FROM op_log WHERE document_id = ? AND version > ? AND version <= ? ORDER BY version
            """, [documentID, version, last], Self.entry)
    }

    public func entry(documentID: String, batchID: String) throws -> OpLogEntry? {
        try db.queryOne("SELECT \(Self.columns) FROM op_log WHERE document_id = ? AND batch_id = ?",
                        [documentID, batchID], Self.entry)
    }

    public func latestVersion(documentID: String) throws -> Int64? {
        try db.queryOne("SELECT max(version) FROM op_log WHERE document_id = ?", [documentID]) { $0.optionalInt64(0) } ?? nil
    }

    /// The (version, batch id, client id) of the batches after `version`, without their ops.
    public func batchKeys(documentID: String, after version: Int64) throws -> [(version: Int64, batchID: String, clientID: String)] {
        try db.query("SELECT version, batch_id, client_id FROM op_log WHERE document_id = ? AND version > ? ORDER BY version",
                      [documentID, version]) { (version: $0.int64(0), batchID: $0.string(1), clientID: $0.string(2)) }
    }

    /// The oldest version still in the log (nil when it is empty).
    public func oldestVersion(documentID: String) throws -> Int64? {
        try db.queryOne("SELECT min(version) FROM op_log WHERE document_id = ?", [documentID]) { $0.optionalInt64(0) } ?? nil
    }

    /// Compaction: drops the batches up to and including `version` (a kept snapshot holds their result).
    public func deleteEntries(documentID: String, through version: Int64) throws {
        try db.run("DELETE FROM op_log WHERE document_id = ? AND version <= ?", [documentID, version])
    }
}
