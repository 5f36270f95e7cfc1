import Foundation
import HTTPServer
import HTTPTypes
import Store

/// Teams, members (roles, leaving, removal, ownership transfer), invitations, projects and the
/// audit list. Who may call what is decided by the policy from `RouteRules`; handlers only act.
struct TeamRoutes {
    let database: Database
    let gate: StreamGate
    let audit: AuditRecorder
    static let invitationLifetimeMilliseconds: Int64 = 7 * 86_400_000

    func register(on routes: APIRoutes) {
        routes.get("/api/teams") { try list($0) }
        routes.post("/api/teams") { try create($0) }
        routes.get("/api/teams/:team") { try show($0) }
        routes.get("/api/teams/:team/members") { try members($0) }
        routes.patch("/api/teams/:team/members/:account") { try setRole($0) }
        routes.delete("/api/teams/:team/members/:account") { try remove($0) }
        routes.post("/api/teams/:team/transfer") { try transfer($0) }
        routes.get("/api/teams/:team/invitations") { try invitations($0) }
        routes.post("/api/teams/:team/invitations") { try invite($0) }
        routes.delete("/api/teams/:team/invitations/:invitation") { try revokeInvitation($0) }
        routes.post("/api/invitations/accept") { try accept($0) }
        routes.get("/api/teams/:team/projects") { try projects($0) }
        routes.post("/api/teams/:team/projects") { try createProject($0) }
        routes.get("/api/teams/:team/audit") { try auditList($0) }
    }

    private func list(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        let teams = try database.read { try TeamRepository($0).list(accountID: account.id) }
        struct List: Encodable { let teams: [TeamResource] }
        return .apiJSON(List(teams: teams.map { TeamResource($0.team, role: $0.role) }))
    }

    private func create(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        struct Body: Decodable { var name: String }
        let body = try decodeBody(Body.self, context, shape: #"{"name": "Mobile team"}"#)
        let team = try database.write { try TeamRepository($0).create(name: body.name, ownerID: account.id) }
        var response = HTTPServerResponse.apiJSON(TeamResource(team, role: .owner), status: .created)
        response.headers[.location] = "/api/teams/\(team.id)"
        return response
    }

    private func show(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = context.pathParameter("team")
        guard let team = try database.read({ try TeamRepository($0).find(id: id) }) else { throw APIError.notFound("No team \(id).") }
        return .apiJSON(TeamResource(team, role: context.grant.role))
    }

    private func members(_ context: RequestContext) throws -> HTTPServerResponse {
        let members = try database.read { try TeamRepository($0).members(teamID: context.pathParameter("team")) }
        struct List: Encodable { let members: [MemberResource] }
        return .apiJSON(List(members: members.map(MemberResource.init)))
    }

    private func setRole(_ context: RequestContext) throws -> HTTPServerResponse {
        struct Body: Decodable { var role: String }
        let role = try parseRole(try decodeBody(Body.self, context, shape: #"{"role": "editor"}"#).role)
        let (team, member) = (context.pathParameter("team"), context.pathParameter("account"))
        try database.write { db in
            guard try TeamRepository(db).role(teamID: team, accountID: member) != nil else {
                throw APIError.notFound("No member \(member) in the team; invite them first.")
            }
            try TeamRepository(db).setRole(teamID: team, accountID: member, role: role)
        }
        // Open streams were admitted under the old role: make them reconnect under the new one.
        gate.closeStreams(credential: "account:" + member, reason: "role changed")
        return try members(context)
    }

    private func remove(_ context: RequestContext) throws -> HTTPServerResponse {
        let (team, member) = (context.pathParameter("team"), context.pathParameter("account"))
        try database.write { try TeamRepository($0).remove(teamID: team, accountID: member) }
        gate.closeStreams(credential: "account:" + member, reason: "removed from the team")
        return HTTPServerResponse(status: .noContent)
    }

    private func transfer(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        struct Body: Decodable { var accountId: String }
        let body = try decodeBody(Body.self, context, shape: #"{"accountId": "…"}"#)
        try database.write { try TeamRepository($0).transferOwnership(teamID: context.pathParameter("team"), from: account.id, to: body.accountId) }
        return try members(context)
    }

    private func invitations(_ context: RequestContext) throws -> HTTPServerResponse {
        let invitations = try database.read { try InvitationRepository($0).list(teamID: context.pathParameter("team")) }
        struct List: Encodable { let invitations: [InvitationResource] }
        return .apiJSON(List(invitations: invitations.map { InvitationResource($0) }))
    }

    /// The answer carries the token and link once (no mail server: the owner passes the link on).
    private func invite(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        struct Body: Decodable { var email: String?; var role: String }
        let body = try decodeBody(Body.self, context, shape: #"{"email": "ada@example.com", "role": "editor"}"#)
        let role = try parseRole(body.role)
        let secret = SecretToken.generate(prefix: "swi_")
        let invitation = try database.write {
            try InvitationRepository($0).create(teamID: context.pathParameter("team"), email: body.email, role: role,
                                                tokenHash: SecretToken.hash(secret), createdBy: account.id,
                                                lifetimeMilliseconds: Self.invitationLifetimeMilliseconds)
        }
        var response = HTTPServerResponse.apiJSON(InvitationResource(invitation, token: secret), status: .created)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private func revokeInvitation(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = context.pathParameter("invitation")
        guard try database.write({ try InvitationRepository($0).revoke(id: id, teamID: context.pathParameter("team")) }) else {
            throw APIError.notFound("No open invitation \(id).")
        }
        return HTTPServerResponse(status: .noContent)
    }

    private func accept(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        struct Body: Decodable { var token: String }
        let body = try decodeBody(Body.self, context, shape: #"{"token": "…"}"#)
        let invitation = try database.write { try InvitationRepository($0).accept(tokenHash: SecretToken.hash(body.token), account: account) }
        audit.record(teamID: invitation.teamID, actor: account.email, action: "member.join", target: "/api/teams/\(invitation.teamID)",
                     detail: invitation.role.rawValue)
        let team = try database.read { try TeamRepository($0).find(id: invitation.teamID) }
        guard let team else { throw APIError.notFound("The team no longer exists.") }
        let role = try database.read { try TeamRepository($0).role(teamID: team.id, accountID: account.id) }
        return .apiJSON(TeamResource(team, role: role))
    }

    private func projects(_ context: RequestContext) throws -> HTTPServerResponse {
        let projects = try database.read { try ProjectRepository($0).list(teamID: context.pathParameter("team")) }
        struct List: Encodable { let projects: [ProjectResource] }
        return .apiJSON(List(projects: projects.map(ProjectResource.init)))
    }

    private func createProject(_ context: RequestContext) throws -> HTTPServerResponse {
        struct Body: Decodable { var name: String }
        let body = try decodeBody(Body.self, context, shape: #"{"name": "Shop app"}"#)
        let project = try database.write { try ProjectRepository($0).create(teamID: context.pathParameter("team"), name: body.name) }
        var response = HTTPServerResponse.apiJSON(ProjectResource(project), status: .created)
        response.headers[.location] = "/api/projects/\(project.id)"
        return response
    }

    private func auditList(_ context: RequestContext) throws -> HTTPServerResponse {
        let limit = Int(context.query("limit") ?? "200") ?? 200
        guard (1...1000).contains(limit) else { throw APIError.badRequest("limit must be from 1 to 1000.") }
        let entries = try database.read { try AuditRepository($0).list(teamID: context.pathParameter("team"), limit: limit) }
        struct List: Encodable { let entries: [AuditResource] }
        return .apiJSON(List(entries: entries.map(AuditResource.init)))
    }
}
