/// The revocations every node acts on (Migrations/0071_credential_revocations.sql): appended by the
/// node that revokes, read in order by every node, so a credential revoked on one node stops working,
/// and its streams close, on all of them.
public struct CredentialRevocationRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    public struct Revocation: Sendable, Equatable {
        public var id: Int64
        /// "session:<hash>", "token:<id>", "share:<id>" or "account:<id>".
        public var credential: String
        public var reason: String
        /// The random id of the process that wrote it.
        public var origin: String
    }

    @discardableResult
    public func append(credential: String, reason: String, origin: String, now: Int64 = Clock.milliseconds()) throws -> Int64 {
        let id = try db.queryOne("""
            INSERT INTO credential_revocations (credential, reason, origin, revoked_at) VALUES (?, ?, ?, ?) RETURNING id
            """, [credential, reason, origin, now]) { $0.int64(0) }
        guard let id else { throw StoreError.invalidValue("credential revocation insert returned no id") }
        return id
    }

    /// The revocations written at or after `since` (the writers' clocks), oldest first. Readers look back
    /// a while and skip the ids they have seen, rather than read "after the last id": a PostgreSQL
    /// identity is drawn when a row is inserted, not when it commits, so a smaller id of a slower
    /// node's transaction can appear after a larger one was read.
    public func written(since: Int64, limit: Int = 10_000) throws -> [Revocation] {
        try db.query("""
            SELECT id, credential, reason, origin FROM credential_revocations WHERE revoked_at >= ? ORDER BY id LIMIT ?
            """, [since, limit]) {
            Revocation(id: $0.int64(0), credential: $0.string(1), reason: $0.string(2), origin: $0.string(3))
        }
    }

    /// Deletes revocations older than `before`. Returns how many.
    @discardableResult
    public func prune(revokedBefore before: Int64) throws -> Int {
        try db.run("DELETE FROM credential_revocations WHERE revoked_at < ?", [before])
    }
}
