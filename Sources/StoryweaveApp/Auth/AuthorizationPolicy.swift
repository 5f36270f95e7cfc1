import Foundation
import HTTPServer
import HTTPTypes
import Store

/// The one place that decides whether a request may run: rule of the route × authentication.
///
/// Answers, in this order: open mode allows everything; open rules allow everyone; a refused
/// credential or none at all is 401; a token without the needed scope, or a cookie-authenticated
/// write without a matching Origin and CSRF token, is 403; a resource the principal cannot see
/// (another team's document, an unknown id) is 404, so ids do not leak; a visible resource with
/// too weak a role (viewer writing, view link sending edits) is 403.
public struct AuthorizationPolicy: Sendable {
    public static let csrfHeader = HTTPField.Name("X-CSRF-Token")!

    let mode: SecurityConfiguration.Mode
    let database: Database
    let trustedOrigins: [String]

    public init(mode: SecurityConfiguration.Mode, database: Database, trustedOrigins: [String] = []) {
        self.mode = mode
        self.database = database
        self.trustedOrigins = trustedOrigins
    }

    public func authorize(_ rule: AccessRule, _ auth: Authentication, _ request: HTTPServerRequest) throws -> AccessGrant {
        var grant = AccessGrant()
        if mode == .open {
            grant.canEditDocument = true
            grant.role = .owner
            return grant
        }
        if rule == .open { return grant }
        if let rejection = auth.rejection { throw Denial(.unauthorized, rejection) }
        if auth.principal == .anonymous { throw Denial(.unauthorized, "Sign in (or send an API token) to use this.") }
        if case .token(_, let scopes) = auth.method {
            let needed = rule.requiredScope(method: request.method)
            guard scopes.contains(needed) else { throw Denial(.forbidden, "This API token lacks the \(needed.rawValue) scope.") }
        }
        if case .session(_, let csrfToken) = auth.method, !Self.isSafe(request.method) {
            try checkCSRF(request, expected: csrfToken)
        }
        switch rule {
        case .authenticated, .account, .session, .admin, .unclassified:
            return try evaluateWithoutDatabase(rule, auth)
        default:
            return try database.read { db in try evaluate(rule, auth, request, db) }
        }
    }

    /// Rules decided by the credential alone (no read transaction on the hot path of such routes).
    private func evaluateWithoutDatabase(_ rule: AccessRule, _ auth: Authentication) throws -> AccessGrant {
        switch rule {
        case .unclassified:
            throw Denial(.forbidden, "This route has no access rule, so it is refused.")
        case .account:
            guard auth.account != nil else { throw Denial(.forbidden, "A share link cannot do this; sign in.") }
        case .session:
            guard case .session = auth.method else { throw Denial(.forbidden, "This needs a signed-in browser session.") }
        case .admin:
            guard auth.account?.isAdmin == true else { throw Denial(.forbidden, "Only the administrator can do this.") }
        default:
            break
        }
        return AccessGrant()
    }

    private func evaluate(_ rule: AccessRule, _ auth: Authentication, _ request: HTTPServerRequest,
                          _ db: any SQLConnection) throws -> AccessGrant {
        var grant = AccessGrant()
        let account = auth.account
        switch rule {
        case .open, .authenticated, .unclassified, .account, .session, .admin:
            return try evaluateWithoutDatabase(rule, auth)
        case .documentList:
            guard let account else { throw Denial(.forbidden, "A share link cannot list documents.") }
            grant.readableProjectIDs = account.isAdmin ? nil : try ProjectRepository(db).readableProjectIDs(accountID: account.id)
        case .documentCreate:
            guard let account else { throw Denial(.forbidden, "A share link cannot create documents.") }
            let projectID = try request.query["project"] ?? defaultProject(for: account, db)
            try requireProject(projectID, at: .editor, account: account, db, into: &grant)
        case .document(let level):
            try authorizeDocument(request.pathParameters["id"] ?? "", level: level, auth, db, into: &grant)
        case .documentMove:
            try authorizeDocument(request.pathParameters["id"] ?? "", level: .manage, auth, db, into: &grant)
            struct Body: Decodable { var projectId: String }
            guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)) else {
                throw APIError.badRequest(#"The body must be JSON shaped like {"projectId": "…"}."#)
            }
            let sourceTeam = grant.teamID
            var target = AccessGrant()
            guard let account else { throw Denial(.forbidden, "A share link cannot move documents.") }
            try requireProject(body.projectId, at: .editor, account: account, db, into: &target)
            guard target.teamID == sourceTeam else {
                throw Denial(.forbidden, "Documents move only between projects of the same team.")
            }
            grant.projectID = target.projectID
        case .team(let minimum):
            guard let account else { throw Denial(.forbidden, "A share link cannot see teams.") }
            let teamID = request.pathParameters["team"] ?? ""
            grant.teamID = teamID
            grant.role = try account.isAdmin ? .owner : TeamRepository(db).role(teamID: teamID, accountID: account.id)
            guard try TeamRepository(db).find(id: teamID) != nil, let role = grant.role else { throw Denial(.notFound, "No team \(teamID).") }
            guard role >= minimum else { throw Denial(.forbidden, "This needs the \(minimum.rawValue) role in the team.") }
        case .teamOwnerOrSelf:
            guard let account else { throw Denial(.forbidden, "A share link cannot see teams.") }
            let teamID = request.pathParameters["team"] ?? ""
            grant.teamID = teamID
            grant.role = try account.isAdmin ? .owner : TeamRepository(db).role(teamID: teamID, accountID: account.id)
            guard try TeamRepository(db).find(id: teamID) != nil, let role = grant.role else { throw Denial(.notFound, "No team \(teamID).") }
            guard role == .owner || request.pathParameters["account"] == account.id else {
                throw Denial(.forbidden, "Only an owner removes other members.")
            }
        case .project(let minimum):
            guard let account else { throw Denial(.forbidden, "A share link cannot see projects.") }
            try requireProject(request.pathParameters["project"] ?? "", at: minimum, account: account, db, into: &grant)
        }
        return grant
    }

    /// Member role (with project override) or share link on the document.
    private func authorizeDocument(_ documentID: String, level: AccessRule.DocumentAccess, _ auth: Authentication,
                                   _ db: any SQLConnection, into grant: inout AccessGrant) throws {
        let missing = Denial(.notFound, "No document with id \(documentID).")
        guard DocumentID.isWellFormed(documentID), let placement = try ProjectRepository(db).placement(documentID: documentID) else {
            throw missing
        }
        grant.teamID = placement.teamID
        grant.projectID = placement.projectID
        if let account = auth.account {
            if account.isAdmin {
                grant.role = .owner
            } else if let projectID = placement.projectID {
                grant.role = try ProjectRepository(db).effectiveRole(projectID: projectID, accountID: account.id)
            }
        }
        let share = auth.share?.documentID == documentID ? auth.share : nil
        guard grant.role != nil || share != nil else { throw missing }
        let memberEdits = (grant.role ?? .viewer) >= .editor
        grant.canEditDocument = memberEdits || share?.access == .edit
        switch level {
        case .read:
            return
        case .edit:
            guard grant.canEditDocument else { throw Denial(.forbidden, "You can view this document but not edit it.") }
        case .manage:
            guard memberEdits else { throw Denial(.forbidden, "This needs the editor role in the document's project.") }
        case .export:
            guard grant.role != nil else { throw Denial(.forbidden, "Share links cannot export; ask a member.") }
        }
    }

    private func requireProject(_ projectID: String, at minimum: TeamRole, account: AccountRecord,
                                _ db: any SQLConnection, into grant: inout AccessGrant) throws {
        guard let project = try ProjectRepository(db).find(id: projectID) else { throw Denial(.notFound, "No project \(projectID).") }
        let role = account.isAdmin ? .owner : try ProjectRepository(db).effectiveRole(projectID: projectID, accountID: account.id)
        guard let role else { throw Denial(.notFound, "No project \(projectID).") }
        grant.projectID = project.id
        grant.teamID = project.teamID
        grant.role = role
        guard role >= minimum else { throw Denial(.forbidden, "This needs the \(minimum.rawValue) role in the project.") }
    }

    /// The first project (teams by name) where the account is editor or owner.
    private func defaultProject(for account: AccountRecord, _ db: any SQLConnection) throws -> String {
        for (team, _) in try TeamRepository(db).list(accountID: account.id) {
            for project in try ProjectRepository(db).list(teamID: team.id)
            where (try ProjectRepository(db).effectiveRole(projectID: project.id, accountID: account.id) ?? .viewer) >= .editor {
                return project.id
            }
        }
        throw Denial(.forbidden, "You have no project to put documents in; create a team first.")
    }

    // MARK: - CSRF

    static func isSafe(_ method: HTTPRequest.Method) -> Bool { method == .get || method == .head || method == .options }

    /// Cookie-authenticated writes: the Origin (when sent) must be this server or a trusted origin,
    /// and `X-CSRF-Token` must equal the session's token (readable by our own pages in `sw_csrf`).
    func checkCSRF(_ request: HTTPServerRequest, expected: String) throws {
        if let origin = request.headers[.origin], !isTrustedOrigin(origin, request: request) {
            throw Denial(.forbidden, "Cross-site request refused (Origin \(origin)).")
        }
        guard let sent = request.headers[Self.csrfHeader], SecretToken.constantTimeEquals(sent, expected) else {
            throw Denial(.forbidden, "Missing or wrong X-CSRF-Token header (the value of the sw_csrf cookie).")
        }
    }

    func isTrustedOrigin(_ origin: String, request: HTTPServerRequest) -> Bool {
        if trustedOrigins.contains(origin) { return true }
        guard let host = request.headers[HTTPField.Name("Host")!] else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }
}

/// An authorization refusal: answered as problem+json with `Storyweave-Access: denied`, so the
/// matrix test tells the policy's 404/403 from a handler's.
public struct Denial: Error, CustomStringConvertible {
    public let status: HTTPResponse.Status
    public let detail: String

    init(_ status: HTTPResponse.Status, _ detail: String) {
        self.status = status
        self.detail = detail
    }

    public var description: String { "\(status.code) \(detail)" }

    static let marker = HTTPField.Name("Storyweave-Access")!

    var response: HTTPServerResponse {
        var response = APIError(status, detail).response
        response.headers[Self.marker] = "denied"
        if status == .unauthorized { response.headers[.wwwAuthenticate] = #"Bearer realm="storyweave""# }
        return response
    }
}
