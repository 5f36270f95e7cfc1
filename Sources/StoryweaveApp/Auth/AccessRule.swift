import HTTPTypes
import Store

/// What a route requires. Every route (REST and WebSocket) is listed with its rule in
/// `RouteRules.standard`; the authorization policy is the only code that interprets them.
public enum AccessRule: Sendable, Equatable {
    /// Anyone (sign-in, sign-up, health probes, static pages).
    case open
    /// Any authenticated principal, share links included (templates, class catalog).
    case authenticated
    /// A signed-in account (session or token), not a share link.
    case account
    /// A browser session (cookie) only: password, tokens, sign-out.
    case session
    /// The instance admin (the account created on first run).
    case admin
    /// A document named by the `id` path parameter, at a level.
    case document(DocumentAccess)
    /// `GET /api/documents`: the list, filtered to the readable projects.
    case documentList
    /// `POST /api/documents`: editor (or better) in `?project=` (default: the account's first writable project).
    case documentCreate
    /// Move the `id` document: editor in it and in the body's target project of the same team.
    case documentMove
    /// A team named by the `team` path parameter, with at least this role.
    case team(TeamRole)
    /// A team owner, or the member named by the `account` path parameter acting on themself (leaving).
    case teamOwnerOrSelf
    /// A project named by the `project` path parameter, with at least this role (override included).
    case project(TeamRole)
    /// A route registered without a rule: refused in accounts mode, and the matrix test fails.
    case unclassified

    public enum DocumentAccess: String, Sendable {
        /// Members (any role) and share links of either kind.
        case read
        /// Members editor+ and edit share links: ops on the stream, named snapshots.
        case edit
        /// Members editor+ only: rename, delete, restore, share links.
        case manage
        /// Members (any role), tokens need the `export` scope.
        case export
    }

    /// The token scope a request under this rule needs.
    func requiredScope(method: HTTPRequest.Method) -> TokenScope {
        if case .document(.export) = self { return .export }
        return method == .get || method == .head ? .read : .write
    }
}

/// The one table of route → rule (+ the audit action a successful request records).
public struct RouteRules: Sendable {
    public struct Entry: Sendable {
        public let rule: AccessRule
        public let audit: String?
    }

    public private(set) var entries: [String: Entry]

    public init(_ entries: [String: Entry]) { self.entries = entries }

    static func key(_ method: HTTPRequest.Method, _ pattern: String) -> String { "\(method.rawValue) \(pattern)" }

    public func entry(_ method: HTTPRequest.Method, _ pattern: String) -> Entry? { entries[Self.key(method, pattern)] }

    public mutating func set(_ method: HTTPRequest.Method, _ pattern: String, _ rule: AccessRule, audit: String? = nil) {
        entries[Self.key(method, pattern)] = Entry(rule: rule, audit: audit)
    }

    public static let standard: RouteRules = {
        var rules = RouteRules([:])
        func r(_ method: HTTPRequest.Method, _ pattern: String, _ rule: AccessRule, audit: String? = nil) {
            rules.set(method, pattern, rule, audit: audit)
        }
        // Probes, pages and the echo stay open.
        r(.get, "/healthz", .open)
        r(.get, "/metrics", .open)
        r(.get, "/_echo", .open)
        r(.get, "/d/:id", .open)
        r(.get, "/css/palette.css", .open)
        // Static data the editor needs (share-link viewers too).
        r(.get, "/api/templates", .authenticated)
        r(.get, "/api/catalog", .authenticated)
        r(.get, "/api/protocol/xcode-order.json", .authenticated)
        r(.get, "/api/protocol/reference-attributes.json", .authenticated)
        // Documents.
        r(.get, "/api/documents", .documentList)
        r(.post, "/api/documents", .documentCreate, audit: "document.upload")
        r(.get, "/api/documents/:id", .document(.read))
        r(.patch, "/api/documents/:id", .document(.manage), audit: "document.rename")
        r(.delete, "/api/documents/:id", .document(.manage), audit: "document.delete")
        r(.get, "/api/documents/:id/content", .document(.read))
        r(.get, "/api/documents/:id/revisions", .document(.read))
        r(.post, "/api/documents/:id/revisions", .document(.edit), audit: "revision.create")
        r(.post, "/api/documents/:id/revisions/:version/restore", .document(.manage), audit: "document.restore")
        r(.get, "/api/documents/:id/export", .document(.export), audit: "document.export")
        r(.get, "/api/documents/:id/stream", .document(.read))
        r(.get, "/api/documents/:id/lint", .document(.read))
        r(.get, "/api/documents/:id/classes", .document(.read))
        // The media library of the document's project (issue #5).
        r(.get, "/api/documents/:id/images", .document(.read))
        r(.post, "/api/documents/:id/images", .document(.edit), audit: "image.upload")
        r(.get, "/api/documents/:id/images/:name", .document(.read))
        r(.delete, "/api/documents/:id/images/:name", .document(.edit), audit: "image.delete")
        r(.post, "/api/documents/:id/move", .documentMove, audit: "document.move")
        r(.get, "/api/documents/:id/shares", .document(.manage))
        r(.post, "/api/documents/:id/shares", .document(.manage), audit: "share.create")
        r(.delete, "/api/documents/:id/shares/:share", .document(.manage), audit: "share.revoke")
        // Accounts and sessions.
        r(.get, "/api/session", .open)
        r(.post, "/api/session", .open)
        r(.post, "/api/session/link", .open)
        r(.delete, "/api/session", .session)
        r(.post, "/api/accounts", .open)
        r(.post, "/api/account/password", .session)
        r(.get, "/api/tokens", .session)
        r(.post, "/api/tokens", .session)
        r(.delete, "/api/tokens/:token", .session)
        // Teams, members, invitations, projects, audit.
        r(.get, "/api/teams", .account)
        r(.post, "/api/teams", .account, audit: "team.create")
        r(.get, "/api/teams/:team", .team(.viewer))
        r(.get, "/api/teams/:team/members", .team(.viewer))
        r(.patch, "/api/teams/:team/members/:account", .team(.owner), audit: "member.role")
        r(.delete, "/api/teams/:team/members/:account", .teamOwnerOrSelf, audit: "member.remove")
        r(.post, "/api/teams/:team/transfer", .team(.owner), audit: "team.transfer")
        r(.get, "/api/teams/:team/invitations", .team(.owner))
        r(.post, "/api/teams/:team/invitations", .team(.owner), audit: "invitation.create")
        r(.delete, "/api/teams/:team/invitations/:invitation", .team(.owner), audit: "invitation.revoke")
        r(.post, "/api/invitations/accept", .account, audit: "invitation.accept")
        r(.get, "/api/teams/:team/projects", .team(.viewer))
        r(.post, "/api/teams/:team/projects", .team(.owner), audit: "project.create")
        r(.get, "/api/teams/:team/audit", .team(.owner))
        r(.get, "/api/projects/:project", .project(.viewer))
        r(.get, "/api/projects/:project/documents", .project(.viewer))
        r(.put, "/api/projects/:project/roles/:account", .project(.owner), audit: "project.role")
        // The user's code per project (issue #8).
        r(.post, "/api/projects/:project/sources", .project(.editor), audit: "sources.upload")
        r(.get, "/api/projects/:project/sources", .project(.viewer))
        r(.get, "/api/projects/:project/sources/file", .project(.viewer))
        r(.get, "/api/projects/:project/classes", .project(.viewer))
        r(.post, "/api/projects/:project/sources/insertions", .project(.viewer))
        return rules
    }()
}
