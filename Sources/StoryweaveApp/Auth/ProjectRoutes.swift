import Foundation
import HTTPServer
import HTTPTypes
import Store

/// Projects (documents, per-project role overrides), moving documents, and share links.
struct ProjectRoutes {
    let database: Database
    let gate: StreamGate

    func register(on routes: APIRoutes) {
        routes.get("/api/projects/:project") { try show($0) }
        routes.get("/api/projects/:project/documents") { try documents($0) }
        routes.put("/api/projects/:project/roles/:account") { try setOverride($0) }
        routes.post("/api/documents/:id/move") { try move($0) }
        routes.get("/api/documents/:id/shares") { try shares($0) }
        routes.post("/api/documents/:id/shares") { try share($0) }
        routes.delete("/api/documents/:id/shares/:share") { try revokeShare($0) }
    }

    private func show(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = context.pathParameter("project")
        guard let project = try database.read({ try ProjectRepository($0).find(id: id) }) else { throw APIError.notFound("No project \(id).") }
        return .apiJSON(ProjectResource(project))
    }

    private func documents(_ context: RequestContext) throws -> HTTPServerResponse {
        let documents = try database.read {
            try DocumentRepository($0).list(limit: 1_000, offset: 0, inProjects: [context.pathParameter("project")])
        }
        return .apiJSON(DocumentListResource(documents: documents.map(DocumentResource.init)))
    }

    /// `{"role": "editor"}` sets the member's role inside this project; `{"role": null}` clears it.
    private func setOverride(_ context: RequestContext) throws -> HTTPServerResponse {
        struct Body: Decodable { var role: String? }
        let body = try decodeBody(Body.self, context, shape: #"{"role": "editor"} or {"role": null}"#)
        let role = try body.role.map(parseRole)
        let (project, member) = (context.pathParameter("project"), context.pathParameter("account"))
        try database.write { db in
            guard let teamID = context.grant.teamID, try TeamRepository(db).role(teamID: teamID, accountID: member) != nil else {
                throw APIError.notFound("No member \(member) in the project's team.")
            }
            try ProjectRepository(db).setOverride(projectID: project, accountID: member, role: role)
        }
        gate.closeStreams(credential: "account:" + member, reason: "role changed")
        struct Override: Encodable { let projectId: String, accountId: String, role: String? }
        return .apiJSON(Override(projectId: project, accountId: member, role: role?.rawValue))
    }

    /// The policy checked editor rights in both projects and that they share a team.
    private func move(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = context.pathParameter("id")
        guard let target = context.grant.projectID else { throw APIError.badRequest("No target project.") }
        let record = try database.write { db -> DocumentRecord in
            try ProjectRepository(db).assign(documentID: id, to: target)
            return try DocumentRepository(db).get(id: id)
        }
        struct Moved: Encodable { let document: DocumentResource; let projectId: String }
        return .apiJSON(Moved(document: DocumentResource(record), projectId: target))
    }

    private func shares(_ context: RequestContext) throws -> HTTPServerResponse {
        let links = try database.read { try ShareLinkRepository($0).list(documentID: context.pathParameter("id")) }
        struct List: Encodable { let shares: [ShareLinkResource] }
        return .apiJSON(List(shares: links.map { ShareLinkResource($0) }))
    }

    private func share(_ context: RequestContext) throws -> HTTPServerResponse {
        let account = try requireAccount(context)
        struct Body: Decodable { var access: String; var expiresInHours: Int? }
        let body = try decodeBody(Body.self, context, shape: #"{"access": "view", "expiresInHours": 72}"#)
        guard let access = ShareAccess(rawValue: body.access) else {
            throw APIError.badRequest("access must be view or edit.", supported: ["view", "edit"])
        }
        if let hours = body.expiresInHours, !(1...(24 * 365)).contains(hours) {
            throw APIError.badRequest("expiresInHours must be from 1 to 8760.")
        }
        let secret = SecretToken.generate(prefix: "sws_")
        let expiry = body.expiresInHours.map { Clock.milliseconds() + Int64($0) * 3_600_000 }
        let link = try database.write {
            try ShareLinkRepository($0).create(documentID: context.pathParameter("id"), access: access,
                                               tokenHash: SecretToken.hash(secret), createdBy: account.id, expiresAt: expiry)
        }
        var response = HTTPServerResponse.apiJSON(ShareLinkResource(link, token: secret), status: .created)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private func revokeShare(_ context: RequestContext) throws -> HTTPServerResponse {
        let id = context.pathParameter("share")
        guard try database.write({ try ShareLinkRepository($0).revoke(id: id, documentID: context.pathParameter("id")) }) else {
            throw APIError.notFound("No live share link \(id).")
        }
        gate.closeStreams(credential: "share:" + id, reason: "share link revoked")
        return HTTPServerResponse(status: .noContent)
    }
}
