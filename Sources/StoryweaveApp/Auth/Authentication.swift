import Foundation
import Store

/// What an API token may do: `read` (GET/HEAD), `write` (everything that changes state), `export`.
public enum TokenScope: String, Sendable, CaseIterable, Codable {
    case read, write, export
}

/// The result of authenticating one request: who, by which credential, and whether a presented
/// credential was refused (revoked, expired, unknown), which the policy answers with 401.
public struct Authentication: Sendable {
    public enum Method: Sendable, Equatable {
        case none
        /// A custom `RequestAuthenticator` (tests, embedding): no CSRF or scope information.
        case custom
        case session(idHash: String, csrfToken: String)
        case token(id: String, scopes: Set<TokenScope>)
        case shareLink
    }

    public var principal: Principal
    public var method: Method
    public var account: AccountRecord?
    /// A share link presented with the request (alone, or besides an account).
    public var share: ShareLinkRecord?
    /// Why a presented credential was refused; nil when none was presented or it was valid.
    public var rejection: String?

    public init(principal: Principal, method: Method, account: AccountRecord? = nil,
                share: ShareLinkRecord? = nil, rejection: String? = nil) {
        self.principal = principal
        self.method = method
        self.account = account
        self.share = share
        self.rejection = rejection
    }

    /// How the audit log names the actor.
    public var actorName: String {
        if let account { return account.email }
        switch principal {
        case .local: return "local"
        case .shareLink(let id, _): return "share-link:\(id)"
        case .user(let id): return "user:\(id)"
        case .anonymous: return "anonymous"
        }
    }

    var sessionIDHash: String? {
        if case .session(let hash, _) = method { return hash }
        return nil
    }

    var tokenID: String? {
        if case .token(let id, _) = method { return id }
        return nil
    }
}

/// What the policy found while authorizing: handlers use it instead of looking it up again.
public struct AccessGrant: Sendable {
    public var teamID: String?
    public var projectID: String?
    /// The principal's role where the rule looked (document's project, team, project).
    public var role: TeamRole?
    /// Document list filter: the readable projects; nil means every document (open mode, admins).
    public var readableProjectIDs: [String]?
    public var canEditDocument = false

    public init() {}
}
