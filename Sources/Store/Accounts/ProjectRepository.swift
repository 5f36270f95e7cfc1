import Foundation

/// Projects of a team, per-project role overrides, and which project a document lives in.
public struct ProjectRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    static func record(_ row: Row) -> ProjectRecord {
        ProjectRecord(id: row.string(0), teamID: row.string(1), name: row.string(2), createdAt: row.int64(3))
    }

    public func create(teamID: String, name: String, id: String = DocumentID.generate(),
                       now: Int64 = Clock.milliseconds()) throws -> ProjectRecord {
        let name = try TeamRepository.validName(name, what: "project")
        try db.run("INSERT INTO projects (id, team_id, name, created_at) VALUES (?, ?, ?, ?)", [id, teamID, name, now])
        return ProjectRecord(id: id, teamID: teamID, name: name, createdAt: now)
    }

    public func find(id: String) throws -> ProjectRecord? {
        try db.queryOne("SELECT id, team_id, name, created_at FROM projects WHERE id = ?", [id], Self.record)
    }

    public func list(teamID: String) throws -> [ProjectRecord] {
        try db.query("SELECT id, team_id, name, created_at FROM projects WHERE team_id = ? ORDER BY name, id", [teamID], Self.record)
    }

    /// The account's role in the project: its override there, else its team role; nil when not a member.
    public func effectiveRole(projectID: String, accountID: String) throws -> TeamRole? {
        try db.queryOne("""
            SELECT coalesce(r.role, m.role) FROM projects p
            JOIN memberships m ON m.team_id = p.team_id AND m.account_id = ?
            LEFT JOIN project_roles r ON r.project_id = p.id AND r.account_id = m.account_id
            WHERE p.id = ?
            """, [accountID, projectID]) { TeamRole(rawValue: $0.string(0)) } ?? nil
    }

    /// Sets (role) or clears (nil) a member's override in the project.
    public func setOverride(projectID: String, accountID: String, role: TeamRole?) throws {
        if let role {
            try db.run("""
                INSERT INTO project_roles (project_id, account_id, role) VALUES (?, ?, ?)
                ON CONFLICT (project_id, account_id) DO UPDATE SET role = excluded.role
                """, [projectID, accountID, role.rawValue])
        } else {
            try db.run("DELETE FROM project_roles WHERE project_id = ? AND account_id = ?", [projectID, accountID])
        }
    }

    /// The project (with its team) a live document lives in; `.none` inside when it has none.
    public func placement(documentID: String) throws -> DocumentPlacement? {
        try db.queryOne("""
            SELECT d.project_id, p.team_id FROM documents d LEFT JOIN projects p ON p.id = d.project_id
            WHERE d.id = ? AND d.deleted_at IS NULL
            """, [documentID]) { DocumentPlacement(projectID: $0.optionalString(0), teamID: $0.optionalString(1)) }
    }

    public func assign(documentID: String, to projectID: String?) throws {
        let changed = try db.run("UPDATE documents SET project_id = ? WHERE id = ? AND deleted_at IS NULL", [projectID, documentID])
        guard changed == 1 else { throw StoreError.documentNotFound(id: documentID) }
    }

    /// Ids of the projects the account can read (any role, override included).
    public func readableProjectIDs(accountID: String) throws -> [String] {
        try db.query("""
            SELECT p.id FROM projects p JOIN memberships m ON m.team_id = p.team_id WHERE m.account_id = ?
            """, [accountID]) { $0.string(0) }
    }

    /// Live documents of the given projects, most recently updated first (ids only; the caller loads records).
    public func documentIDs(inProjects projectIDs: [String], limit: Int, offset: Int) throws -> [String] {
        guard !projectIDs.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: projectIDs.count).joined(separator: ", ")
        return try db.query("""
            SELECT id FROM documents WHERE deleted_at IS NULL AND project_id IN (\(marks))
            ORDER BY updated_at DESC, id LIMIT ? OFFSET ?
            """, projectIDs.map { $0 as any SQLValueConvertible } + [limit, offset]) { $0.string(0) }
    }
}

/// Where a document lives: its project and that project's team (both nil for unplaced documents).
public struct DocumentPlacement: Sendable, Equatable {
    public var projectID: String?
    public var teamID: String?
}
