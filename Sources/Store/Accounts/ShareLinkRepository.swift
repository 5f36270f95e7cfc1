import Foundation

/// Per-document share links (view or edit), stored as token hashes, expiring and revocable.
public struct ShareLinkRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    static let columns = "id, document_id, access, created_by, created_at, expires_at, revoked_at"

    static func record(_ row: Row) -> ShareLinkRecord {
        ShareLinkRecord(id: row.string(0), documentID: row.string(1), access: ShareAccess(rawValue: row.string(2)) ?? .view,
                        createdBy: row.string(3), createdAt: row.int64(4), expiresAt: row.optionalInt64(5),
                        revokedAt: row.optionalInt64(6))
    }

    public func create(documentID: String, access: ShareAccess, tokenHash: String, createdBy: String, expiresAt: Int64?,
                       id: String = DocumentID.generate(), now: Int64 = Clock.milliseconds()) throws -> ShareLinkRecord {
        try db.run("""
            INSERT INTO share_links (id, token_hash, document_id, access, created_by, created_at, expires_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, [id, tokenHash, documentID, access.rawValue, createdBy, now, expiresAt])
        return ShareLinkRecord(id: id, documentID: documentID, access: access, createdBy: createdBy, createdAt: now,
                               expiresAt: expiresAt, revokedAt: nil)
    }

    /// The link with this token hash when it is live (not revoked, not expired, document not deleted).
    public func findLive(tokenHash: String, now: Int64 = Clock.milliseconds()) throws -> ShareLinkRecord? {
        try db.queryOne("""
            SELECT \(Self.columns.split(separator: ",").map { "s." + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", "))
            FROM share_links s JOIN documents d ON d.id = s.document_id
            WHERE s.token_hash = ? AND s.revoked_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > ?) AND d.deleted_at IS NULL
            """, [tokenHash, now], Self.record)
    }

    public func find(id: String) throws -> ShareLinkRecord? {
        try db.queryOne("SELECT \(Self.columns) FROM share_links WHERE id = ?", [id], Self.record)
    }

    public func list(documentID: String) throws -> [ShareLinkRecord] {
        try db.query("SELECT \(Self.columns) FROM share_links WHERE document_id = ? ORDER BY created_at DESC, id",
                     [documentID], Self.record)
    }

    @discardableResult
    public func revoke(id: String, documentID: String, now: Int64 = Clock.milliseconds()) throws -> Bool {
        try db.run("UPDATE share_links SET revoked_at = ? WHERE id = ? AND document_id = ? AND revoked_at IS NULL",
                   [now, id, documentID]) == 1
    }
}
