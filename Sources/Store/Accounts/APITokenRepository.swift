import Foundation

/// API tokens (`Authorization: Bearer`): stored as SHA-256 hashes, scoped, revocable.
public struct APITokenRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    static let columns = "id, account_id, name, scopes, created_at, expires_at, last_used_at, revoked_at"

    static func record(_ row: Row) -> APITokenRecord {
        APITokenRecord(id: row.string(0), accountID: row.string(1), name: row.string(2),
                       scopes: row.string(3).split(separator: " ").map(String.init), createdAt: row.int64(4),
                       expiresAt: row.optionalInt64(5), lastUsedAt: row.optionalInt64(6), revokedAt: row.optionalInt64(7))
    }

    public func create(accountID: String, name: String, tokenHash: String, scopes: [String], expiresAt: Int64?,
                       id: String = DocumentID.generate(), now: Int64 = Clock.milliseconds()) throws -> APITokenRecord {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.utf8.count <= 100 else { throw StoreError.invalidValue("A token name is 1 to 100 bytes.") }
        try db.run("""
            INSERT INTO api_tokens (id, account_id, name, token_hash, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
            """, [id, accountID, name, tokenHash, scopes.joined(separator: " "), now, expiresAt])
        return APITokenRecord(id: id, accountID: accountID, name: name, scopes: scopes, createdAt: now,
                              expiresAt: expiresAt, lastUsedAt: nil, revokedAt: nil)
    }

    /// The token with this hash whatever its state (the caller tells revoked from unknown).
    public func find(tokenHash: String) throws -> APITokenRecord? {
        try db.queryOne("SELECT \(Self.columns) FROM api_tokens WHERE token_hash = ?", [tokenHash], Self.record)
    }

    public func list(accountID: String) throws -> [APITokenRecord] {
        try db.query("SELECT \(Self.columns) FROM api_tokens WHERE account_id = ? ORDER BY created_at DESC, id",
                     [accountID], Self.record)
    }

    /// Revokes the account's token; false when it has no such live token.
    @discardableResult
    public func revoke(id: String, accountID: String, now: Int64 = Clock.milliseconds()) throws -> Bool {
        try db.run("UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL",
                   [now, id, accountID]) == 1
    }

    public func markUsed(id: String, now: Int64 = Clock.milliseconds()) throws {
        try db.run("UPDATE api_tokens SET last_used_at = ? WHERE id = ?", [now, id])
    }
}
