import Foundation

/// The audit log: append-only rows of who did what, read by team owners.
public struct AuditRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    public func append(teamID: String?, actor: String, action: String, target: String, detail: String? = nil,
                       now: Int64 = Clock.milliseconds()) throws {
        try db.run("INSERT INTO audit_log (team_id, actor, action, target, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                   [teamID, actor, action, target, detail, now])
    }

    /// Newest first.
    public func list(teamID: String, limit: Int = 200) throws -> [AuditEntry] {
        try db.query("""
            SELECT id, team_id, actor, action, target, detail, created_at FROM audit_log
            WHERE team_id = ? ORDER BY id DESC LIMIT ?
            """, [teamID, limit]) {
            AuditEntry(id: $0.int64(0), teamID: $0.optionalString(1), actor: $0.string(2), action: $0.string(3),
                       target: $0.string(4), detail: $0.optionalString(5), createdAt: $0.int64(6))
        }
    }
}
