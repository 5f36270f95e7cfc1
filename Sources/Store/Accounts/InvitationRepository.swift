import Foundation

/// Team invitations: a token (shown as a link; no mail server needed) with a role and an expiry.
public struct InvitationRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    static let columns = "id, team_id, email, role, created_by, created_at, expires_at, accepted_at, revoked_at"

    static func record(_ row: Row) -> InvitationRecord {
        InvitationRecord(id: row.string(0), teamID: row.string(1), email: row.optionalString(2),
                         role: TeamRole(rawValue: row.string(3)) ?? .viewer, createdBy: row.string(4), createdAt: row.int64(5),
                         expiresAt: row.int64(6), acceptedAt: row.optionalInt64(7), revokedAt: row.optionalInt64(8))
    }

    public func create(teamID: String, email: String?, role: TeamRole, tokenHash: String, createdBy: String,
                       lifetimeMilliseconds: Int64, id: String = DocumentID.generate(),
                       now: Int64 = Clock.milliseconds()) throws -> InvitationRecord {
        try db.run("""
            INSERT INTO invitations (id, token_hash, team_id, email, role, created_by, created_at, expires_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, [id, tokenHash, teamID, email, role.rawValue, createdBy, now, now + lifetimeMilliseconds])
        return InvitationRecord(id: id, teamID: teamID, email: email, role: role, createdBy: createdBy, createdAt: now,
                                expiresAt: now + lifetimeMilliseconds, acceptedAt: nil, revokedAt: nil)
    }

    public func list(teamID: String) throws -> [InvitationRecord] {
        try db.query("SELECT \(Self.columns) FROM invitations WHERE team_id = ? ORDER BY created_at DESC, id", [teamID], Self.record)
    }

    /// Accepts a live invitation for `account` (matching e-mail when the invitation names one):
    /// the account joins the team with the invited role. Returns the invitation.
    public func accept(tokenHash: String, account: AccountRecord, now: Int64 = Clock.milliseconds()) throws -> InvitationRecord {
        try db.transaction {
            guard let invitation = try db.queryOne("""
                SELECT \(Self.columns) FROM invitations
                WHERE token_hash = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?
                """, [tokenHash, now], Self.record) else {
                throw StoreError.invalidValue("The invitation is unknown, used, revoked or expired.")
            }
            if let email = invitation.email, email.lowercased() != account.email.lowercased() {
                throw StoreError.invalidValue("The invitation was sent to another e-mail address.")
            }
            try db.run("UPDATE invitations SET accepted_at = ?, accepted_by = ? WHERE id = ?", [now, account.id, invitation.id])
            let current = try TeamRepository(db).role(teamID: invitation.teamID, accountID: account.id)
            if current == nil || current! < invitation.role {
                try TeamRepository(db).setRole(teamID: invitation.teamID, accountID: account.id, role: invitation.role, now: now)
            }
            return invitation
        }
    }

    @discardableResult
    public func revoke(id: String, teamID: String, now: Int64 = Clock.milliseconds()) throws -> Bool {
        try db.run("UPDATE invitations SET revoked_at = ? WHERE id = ? AND team_id = ? AND revoked_at IS NULL AND accepted_at IS NULL",
                   [now, id, teamID]) == 1
    }
}
