/// Records of the accounts schema (Migrations/0020–0022). Secrets never appear here: only hashes.

public struct AccountRecord: Sendable, Equatable {
    public var id: String
    public var email: String
    public var displayName: String
    /// PBKDF2 string; nil until the account has a password (first-run admin signs in by link).
    public var passwordHash: String?
    public var isAdmin: Bool
    public var createdAt: Int64
    public var passwordChangedAt: Int64
}

public struct SessionRecord: Sendable, Equatable {
    public var idHash: String
    public var accountID: String
    public var csrfToken: String
    public var createdAt: Int64
    public var expiresAt: Int64
}

public struct APITokenRecord: Sendable, Equatable {
    public var id: String
    public var accountID: String
    public var name: String
    /// Space-separated scopes: read, write, export.
    public var scopes: [String]
    public var createdAt: Int64
    public var expiresAt: Int64?
    public var lastUsedAt: Int64?
    public var revokedAt: Int64?
}

/// Team roles, strongest first. A per-project override replaces the team role inside that project.
public enum TeamRole: String, Sendable, CaseIterable, Comparable {
    case viewer, editor, owner

    var rank: Int { switch self { case .viewer: 0; case .editor: 1; case .owner: 2 } }
    public static func < (a: TeamRole, b: TeamRole) -> Bool { a.rank < b.rank }
}

public struct TeamRecord: Sendable, Equatable {
    public var id: String
    public var name: String
    public var createdAt: Int64
}

public struct MembershipRecord: Sendable, Equatable {
    public var teamID: String
    public var accountID: String
    public var email: String
    public var displayName: String
    public var role: TeamRole
    public var createdAt: Int64
}

public struct ProjectRecord: Sendable, Equatable {
    public var id: String
    public var teamID: String
    public var name: String
    public var createdAt: Int64
}

public struct InvitationRecord: Sendable, Equatable {
    public var id: String
    public var teamID: String
    public var email: String?
    public var role: TeamRole
    public var createdBy: String
    public var createdAt: Int64
    public var expiresAt: Int64
    public var acceptedAt: Int64?
    public var revokedAt: Int64?
}

public enum ShareAccess: String, Sendable { case view, edit }

public struct ShareLinkRecord: Sendable, Equatable {
    public var id: String
    public var documentID: String
    public var access: ShareAccess
    public var createdBy: String
    public var createdAt: Int64
    public var expiresAt: Int64?
    public var revokedAt: Int64?
}

public struct AuditEntry: Sendable, Equatable {
    public var id: Int64
    public var teamID: String?
    public var actor: String
    public var action: String
    public var target: String
    public var detail: String?
    public var createdAt: Int64
}
