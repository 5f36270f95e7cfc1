import Foundation

/// Server-side browser sessions, keyed by the SHA-256 of the cookie value, plus one-time sign-in links.
public struct SessionRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    public func create(idHash: String, accountID: String, csrfToken: String, lifetimeMilliseconds: Int64,
                       now: Int64 = Clock.milliseconds()) throws -> SessionRecord {
        try db.run("""
            INSERT INTO sessions (id_hash, account_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)
            """, [idHash, accountID, csrfToken, now, now + lifetimeMilliseconds])
        return SessionRecord(idHash: idHash, accountID: accountID, csrfToken: csrfToken, createdAt: now,
                             expiresAt: now + lifetimeMilliseconds)
    }

    /// The live session (not revoked, not expired).
    public func findLive(idHash: String, now: Int64 = Clock.milliseconds()) throws -> SessionRecord? {
        try db.queryOne("""
            SELECT id_hash, account_id, csrf_token, created_at, expires_at FROM sessions
            WHERE id_hash = ? AND revoked_at IS NULL AND expires_at > ?
            """, [idHash, now]) {
            SessionRecord(idHash: $0.string(0), accountID: $0.string(1), csrfToken: $0.string(2),
                          createdAt: $0.int64(3), expiresAt: $0.int64(4))
        }
    }

    public func revoke(idHash: String, now: Int64 = Clock.milliseconds()) throws {
        try db.run("UPDATE sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL", [now, idHash])
    }

    /// Revokes every live session of the account except `keeping` (the one changing the password).
    /// Returns the revoked sessions' hashes (so their open WebSockets can be closed).
    @discardableResult
    public func revokeAll(accountID: String, keeping: String? = nil, now: Int64 = Clock.milliseconds()) throws -> [String] {
        let hashes = try db.query("""
            SELECT id_hash FROM sessions WHERE account_id = ? AND revoked_at IS NULL AND id_hash <> ?
            """, [accountID, keeping ?? ""]) { $0.string(0) }
        try db.run("UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL AND id_hash <> ?",
                   [now, accountID, keeping ?? ""])
        return hashes
    }

    // MARK: - One-time sign-in links

    public func createSignInLink(tokenHash: String, accountID: String, lifetimeMilliseconds: Int64,
                                 now: Int64 = Clock.milliseconds()) throws {
        try db.run("INSERT INTO sign_in_links (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                   [tokenHash, accountID, now, now + lifetimeMilliseconds])
    }

    /// Marks the link used and returns its account; nil when unknown, used or expired.
    public func consumeSignInLink(tokenHash: String, now: Int64 = Clock.milliseconds()) throws -> String? {
        let changed = try db.run("""
            UPDATE sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
            """, [now, tokenHash, now])
        guard changed == 1 else { return nil }
        return try db.queryOne("SELECT account_id FROM sign_in_links WHERE token_hash = ?", [tokenHash]) { $0.string(0) }
    }
}
