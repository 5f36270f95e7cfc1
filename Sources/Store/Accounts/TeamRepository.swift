import Foundation

/// Teams and memberships. Every change keeps at least one owner per team.
public struct TeamRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    /// Creates the team with `ownerID` as its first owner.
    public func create(name: String, ownerID: String, id: String = DocumentID.generate(),
                       now: Int64 = Clock.milliseconds()) throws -> TeamRecord {
        let name = try Self.validName(name, what: "team")
        try db.transaction {
            try db.run("INSERT INTO teams (id, name, created_at) VALUES (?, ?, ?)", [id, name, now])
            try db.run("INSERT INTO memberships (team_id, account_id, role, created_at) VALUES (?, ?, 'owner', ?)",
                       [id, ownerID, now])
        }
        return TeamRecord(id: id, name: name, createdAt: now)
    }

    public func find(id: String) throws -> TeamRecord? {
        try db.queryOne("SELECT id, name, created_at FROM teams WHERE id = ?", [id]) {
            TeamRecord(id: $0.string(0), name: $0.string(1), createdAt: $0.int64(2))
        }
    }

    /// The teams the account belongs to, with its role in each.
    public func list(accountID: String) throws -> [(team: TeamRecord, role: TeamRole)] {
        try db.query("""
            SELECT t.id, t.name, t.created_at, m.role FROM teams t JOIN memberships m ON m.team_id = t.id
            WHERE m.account_id = ? ORDER BY t.name, t.id
            """, [accountID]) {
            (TeamRecord(id: $0.string(0), name: $0.string(1), createdAt: $0.int64(2)), TeamRole(rawValue: $0.string(3)) ?? .viewer)
        }
    }

    public func role(teamID: String, accountID: String) throws -> TeamRole? {
        try db.queryOne("SELECT role FROM memberships WHERE team_id = ? AND account_id = ?", [teamID, accountID]) {
            TeamRole(rawValue: $0.string(0))
        } ?? nil
    }

    public func members(teamID: String) throws -> [MembershipRecord] {
        try db.query("""
            SELECT m.team_id, m.account_id, a.email, a.display_name, m.role, m.created_at
            FROM memberships m JOIN accounts a ON a.id = m.account_id WHERE m.team_id = ? ORDER BY a.email
            """, [teamID]) {
            MembershipRecord(teamID: $0.string(0), accountID: $0.string(1), email: $0.string(2), displayName: $0.string(3),
                             role: TeamRole(rawValue: $0.string(4)) ?? .viewer, createdAt: $0.int64(5))
        }
    }

    /// Adds the account, or changes its role when it is already a member.
    public func setRole(teamID: String, accountID: String, role: TeamRole, now: Int64 = Clock.milliseconds()) throws {
        try db.transaction {
            try db.run("""
                INSERT INTO memberships (team_id, account_id, role, created_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (team_id, account_id) DO UPDATE SET role = excluded.role
                """, [teamID, accountID, role.rawValue, now])
            try requireOwner(teamID: teamID)
        }
    }

    /// Removes a member (leaving or being removed). The last owner cannot go.
    public func remove(teamID: String, accountID: String) throws {
        try db.transaction {
            let changed = try db.run("DELETE FROM memberships WHERE team_id = ? AND account_id = ?", [teamID, accountID])
            guard changed == 1 else { throw StoreError.invalidValue("That account is not a member of the team.") }
            try db.run("""
                DELETE FROM project_roles WHERE account_id = ? AND project_id IN (SELECT id FROM projects WHERE team_id = ?)
                """, [accountID, teamID])
            try requireOwner(teamID: teamID)
        }
    }

    /// Makes `toAccountID` (a member) an owner and the previous owner an editor, in one transaction.
    public func transferOwnership(teamID: String, from fromAccountID: String, to toAccountID: String) throws {
        try db.transaction {
            guard try role(teamID: teamID, accountID: toAccountID) != nil else {
                throw StoreError.invalidValue("Ownership can only go to a member of the team.")
            }
            try db.run("UPDATE memberships SET role = 'owner' WHERE team_id = ? AND account_id = ?", [teamID, toAccountID])
            if fromAccountID != toAccountID {
                try db.run("UPDATE memberships SET role = 'editor' WHERE team_id = ? AND account_id = ?", [teamID, fromAccountID])
            }
            try requireOwner(teamID: teamID)
        }
    }

    private func requireOwner(teamID: String) throws {
        let owners = try db.queryOne("SELECT count(*) FROM memberships WHERE team_id = ? AND role = 'owner'", [teamID]) { $0.int(0) } ?? 0
        guard owners > 0 else { throw StoreError.conflict("A team keeps at least one owner: transfer ownership first.") }
    }

    static func validName(_ name: String, what: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 100,
              !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw StoreError.invalidValue("A \(what) name is 1 to 100 bytes without control characters.")
        }
        return trimmed
    }
}
