import Foundation
import HTTPServer
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Every route of the router (REST and WebSocket) × every kind of caller → the expected answer.
///
/// The routes come from the router's own table, so a new route fails this test until it has
/// both a rule in `RouteRules` and an expectation here. Expectations are written independently
/// of the server's rules (by what each route is for). "Allowed" means the policy let the request
/// through (the handler's answer, whatever it is, without the `Storyweave-Access: denied` mark);
/// a refusal must be exactly the listed status and carry the mark.
final class AuthorizationMatrixTests: XCTestCase {
    enum Role: String, CaseIterable {
        case anonymous, revokedToken, otherTeam, shareViewer, shareEditor, viewer, editor, owner
    }

    enum Outcome: Equatable { case allowed, denied(Int) }

    /// What a route is for, which decides who may call it.
    enum Kind {
        case open, authenticated, account, session, documentList, documentCreate
        case documentRead, documentEdit, documentManage, documentExport, documentMove
        case teamViewer, teamOwner, teamOwnerOrSelf, projectViewer, projectEditor, projectOwner

        func expected(_ role: Role) -> Outcome {
            if self == .open { return .allowed }
            if role == .anonymous || role == .revokedToken { return .denied(401) }
            let share = role == .shareViewer || role == .shareEditor
            let rank: Int? = switch role { case .viewer: 0; case .editor: 1; case .owner: 2; default: nil }
            func member(_ minimum: Int) -> Outcome {
                if share { return .denied(403) }
                guard let rank else { return .denied(404) }  // another team's resource is invisible
                return rank >= minimum ? .allowed : .denied(403)
            }
            switch self {
            case .open, .authenticated: return .allowed
            case .account, .session, .documentList: return share ? .denied(403) : .allowed
            case .documentCreate, .projectEditor, .documentMove: return member(1)
            case .teamViewer, .projectViewer: return member(0)
            case .teamOwner, .teamOwnerOrSelf, .projectOwner: return member(2)
            case .documentRead:
                return share ? .allowed : member(0)
            case .documentEdit:
                if role == .shareEditor { return .allowed }
                return member(1)
            case .documentManage: return member(1)
            case .documentExport: return member(0)
            }
        }
    }

    static let kinds: [String: Kind] = [
        "GET /healthz": .open, "GET /metrics": .open, "GET /d/:id": .open, "GET /css/palette.css": .open, "GET /_echo": .open,
        "GET /api/templates": .authenticated, "GET /api/catalog": .authenticated,
        "GET /api/protocol/xcode-order.json": .authenticated, "GET /api/protocol/reference-attributes.json": .authenticated,
        "GET /api/documents": .documentList, "POST /api/documents": .documentCreate,
        "GET /api/documents/:id": .documentRead, "PATCH /api/documents/:id": .documentManage,
        "DELETE /api/documents/:id": .documentManage, "GET /api/documents/:id/content": .documentRead,
        "GET /api/documents/:id/revisions": .documentRead, "POST /api/documents/:id/revisions": .documentEdit,
        "POST /api/documents/:id/revisions/:version/restore": .documentManage,
        "GET /api/documents/:id/export": .documentExport, "GET /api/documents/:id/stream": .documentRead,
        "GET /api/documents/:id/lint": .documentRead, "GET /api/documents/:id/classes": .documentRead, "POST /api/documents/:id/move": .documentMove,
        "GET /api/documents/:id/images": .documentRead, "POST /api/documents/:id/images": .documentEdit,
        "GET /api/documents/:id/images/:name": .documentRead, "DELETE /api/documents/:id/images/:name": .documentEdit,
        "GET /api/documents/:id/shares": .documentManage, "POST /api/documents/:id/shares": .documentManage,
        "DELETE /api/documents/:id/shares/:share": .documentManage,
        "GET /api/session": .open, "POST /api/session": .open, "POST /api/session/link": .open,
        "DELETE /api/session": .session, "POST /api/accounts": .open, "POST /api/account/password": .session,
        "GET /api/tokens": .session, "POST /api/tokens": .session, "DELETE /api/tokens/:token": .session,
        "GET /api/teams": .account, "POST /api/teams": .account, "GET /api/teams/:team": .teamViewer,
        "GET /api/teams/:team/members": .teamViewer, "PATCH /api/teams/:team/members/:account": .teamOwner,
        "DELETE /api/teams/:team/members/:account": .teamOwnerOrSelf, "POST /api/teams/:team/transfer": .teamOwner,
        "GET /api/teams/:team/invitations": .teamOwner, "POST /api/teams/:team/invitations": .teamOwner,
        "DELETE /api/teams/:team/invitations/:invitation": .teamOwner, "POST /api/invitations/accept": .account,
        "GET /api/teams/:team/projects": .teamViewer, "POST /api/teams/:team/projects": .teamOwner,
        "GET /api/teams/:team/audit": .teamOwner, "GET /api/projects/:project": .projectViewer,
        "GET /api/projects/:project/documents": .projectViewer, "PUT /api/projects/:project/roles/:account": .projectOwner,
        "POST /api/projects/:project/sources": .projectEditor, "GET /api/projects/:project/sources": .projectViewer,
        "GET /api/projects/:project/sources/file": .projectViewer, "GET /api/projects/:project/classes": .projectViewer,
        "POST /api/projects/:project/sources/insertions": .projectViewer,
    ]

    /// Bodies and queries that let allowed requests reach their handlers' real work.
    func body(_ key: String, fixture: Fixture) -> Any? {
        switch key {
        case "PATCH /api/documents/:id": ["name": "Renamed.storyboard"]
        case "POST /api/documents/:id/move": ["projectId": fixture.secondProject]
        case "POST /api/documents/:id/shares": ["access": "view"]
        case "POST /api/account/password": ["currentPassword": AuthWorld.password, "newPassword": AuthWorld.password]
        case "POST /api/tokens": ["name": "matrix", "scopes": ["read"]]
        case "POST /api/teams", "POST /api/teams/:team/projects": ["name": "Matrix"]
        case "PATCH /api/teams/:team/members/:account": ["role": "editor"]
        case "POST /api/teams/:team/transfer": ["accountId": fixture.bystander.id]
        case "POST /api/teams/:team/invitations": ["role": "viewer"]
        case "POST /api/invitations/accept": ["token": "swi_unknown"]
        case "PUT /api/projects/:project/roles/:account": ["role": "editor"]
        default: [String: Any]()
        }
    }

    func query(_ key: String, fixture: Fixture) -> String {
        switch key {
        case "POST /api/documents": "?name=M.storyboard&project=\(fixture.project)"
        case "GET /api/documents/:id/export": "?format=xml"
        case "GET /api/projects/:project/sources/file": "?path=A.swift"
        default: ""
        }
    }

    /// The shared world: team T (owner, editor, viewer, bystander) with projects P and P2, an outsider.
    struct Fixture {
        var owner, editor, viewer, outsider, bystander: AuthWorld.User
        var team, project, secondProject: String
        var revokedToken: String
    }

    func testEveryRouteTimesEveryRole() throws {
        let world = try AuthWorld(.live, enableEcho: true)
        defer { world.stop() }
        let fixture = try makeFixture(world)
        let table = world.server.app.router.routeTable
        XCTAssertGreaterThan(table.count, 40)
        var cells = 0
        for route in table {
            let key = "\(route.method.rawValue) \(route.pattern)"
            XCTAssertNotNil(RouteRules.standard.entry(route.method, route.pattern), "\(key) has no rule in RouteRules")
            guard let kind = Self.kinds[key] else {
                XCTFail("\(key) has no expectation in the authorization matrix")
                continue
            }
            for role in Role.allCases {
                let expected = kind.expected(role)
                let outcome = try run(route, key: key, role: role, world: world, fixture: fixture)
                XCTAssertEqual(outcome.outcome, expected, "\(key) as \(role.rawValue): \(outcome.detail)")
                cells += 1
            }
        }
        print("authorization matrix: \(table.count) routes × \(Role.allCases.count) roles = \(cells) cells")
    }

    private func makeFixture(_ world: AuthWorld) throws -> Fixture {
        let owner = try world.signUp("owner@example.com")
        let editor = try world.signUp("editor@example.com")
        let viewer = try world.signUp("viewer@example.com")
        let outsider = try world.signUp("outsider@example.com")
        let bystander = try world.signUp("bystander@example.com")
        let (team, project) = try world.personalProject(of: owner)
        let secondProject = try world.database.write { try ProjectRepository($0).create(teamID: team, name: "Second").id }
        let token = try world.createToken(as: owner)
        XCTAssertEqual(try world.call("DELETE", "/api/tokens/\(token.id)", as: owner).status, 204)
        let fixture = Fixture(owner: owner, editor: editor, viewer: viewer, outsider: outsider, bystander: bystander,
                              team: team, project: project, secondProject: secondProject, revokedToken: token.secret)
        try resetTeam(world, fixture)
        return fixture
    }

    /// Undoes what the previous cell may have changed (roles, removal, transfer, overrides).
    private func resetTeam(_ world: AuthWorld, _ f: Fixture) throws {
        try world.database.write { db in
            let teams = TeamRepository(db)
            try teams.setRole(teamID: f.team, accountID: f.owner.id, role: .owner)
            for (user, role) in [(f.editor, TeamRole.editor), (f.viewer, .viewer), (f.bystander, .viewer)] {
                try teams.setRole(teamID: f.team, accountID: user.id, role: role)
                try ProjectRepository(db).setOverride(projectID: f.project, accountID: user.id, role: nil)
            }
        }
    }

    /// Per cell: a fresh document in P with share links, a fresh session for the role, fresh targets.
    private func run(_ route: Router.RouteDescription, key: String, role: Role, world: AuthWorld,
                     fixture: Fixture) throws -> (outcome: Outcome, detail: String) {
        try resetTeam(world, fixture)
        let viewSecret = SecretToken.generate(), editSecret = SecretToken.generate(), targetSecret = SecretToken.generate()
        let tokenSecret = SecretToken.generate(), inviteSecret = SecretToken.generate(), sessionSecret = SecretToken.generate()
        let user: AuthWorld.User? = switch role {
        case .owner: fixture.owner
        case .editor: fixture.editor
        case .viewer: fixture.viewer
        case .otherTeam: fixture.outsider
        default: nil
        }
        let ids = try world.database.write { db -> (document: String, share: String, token: String, invitation: String, csrf: String) in
            let document = try DocumentRepository(db).create(name: "M.storyboard", kind: "storyboard", content: Samples.storyboard)
            try ProjectRepository(db).assign(documentID: document.id, to: fixture.project)
            let links = ShareLinkRepository(db)
            _ = try links.create(documentID: document.id, access: .view, tokenHash: SecretToken.hash(viewSecret), createdBy: fixture.owner.id, expiresAt: nil)
            _ = try links.create(documentID: document.id, access: .edit, tokenHash: SecretToken.hash(editSecret), createdBy: fixture.owner.id, expiresAt: nil)
            let share = try links.create(documentID: document.id, access: .view, tokenHash: SecretToken.hash(targetSecret),
                                         createdBy: fixture.owner.id, expiresAt: nil)
            let token = try APITokenRepository(db).create(accountID: fixture.owner.id, name: "target", tokenHash: SecretToken.hash(tokenSecret),
                                                          scopes: ["read"], expiresAt: nil)
            let invitation = try InvitationRepository(db).create(teamID: fixture.team, email: nil, role: .viewer,
                                                                 tokenHash: SecretToken.hash(inviteSecret), createdBy: fixture.owner.id,
                                                                 lifetimeMilliseconds: 60_000)
            var csrf = ""
            if let user {
                csrf = try SessionRepository(db).create(idHash: SecretToken.hash(sessionSecret), accountID: user.id,
                                                        csrfToken: SecretToken.generate(), lifetimeMilliseconds: 600_000).csrfToken
            }
            return (document.id, share.id, token.id, invitation.id, csrf)
        }
        var path = route.pattern
        for (name, value) in [(":id", ids.document), (":version", "0"), (":share", ids.share), (":token", ids.token),
                              (":team", fixture.team), (":account", fixture.bystander.id), (":invitation", ids.invitation),
                              (":project", fixture.project)] {
            path = path.replacingOccurrences(of: name, with: value)
        }
        var headers: [String: String] = [:]
        var shareQuery: String?
        switch role {
        case .anonymous: break
        case .revokedToken: headers["Authorization"] = "Bearer \(fixture.revokedToken)"
        case .shareViewer: headers["Storyweave-Share"] = viewSecret; shareQuery = viewSecret
        case .shareEditor: headers["Storyweave-Share"] = editSecret; shareQuery = editSecret
        case .viewer, .editor, .owner, .otherTeam:
            headers["Cookie"] = "sw_session=\(sessionSecret)"
            headers["X-CSRF-Token"] = ids.csrf
            headers["Origin"] = world.origin
        }
        if route.isWebSocket {
            return try stream(world: world, path: path + (shareQuery.map { "?share=\($0)" } ?? ""), headers: headers)
        }
        var body: [UInt8] = []
        if key == "POST /api/documents" {
            headers["Content-Type"] = "application/xml"
            body = Samples.storyboard
        } else if let json = self.body(key, fixture: fixture), ["POST", "PATCH", "PUT"].contains(route.method.rawValue) {
            headers["Content-Type"] = "application/json"
            body = Array(try JSONSerialization.data(withJSONObject: json))
        }
        let response = try world.server.request(route.method.rawValue, path + query(key, fixture: fixture), headers: headers, body: body)
        let detail = "\(response.status) \(response.text.prefix(200))"
        if response.header("Storyweave-Access") == "denied" { return (.denied(response.status), detail) }
        XCTAssertLessThan(response.status, 500, "\(key) as \(role.rawValue): \(detail)")
        return (response.status == 401 ? .denied(401) : .allowed, detail)
    }

    /// Allowed: `hello` is answered with `welcome`. Refused: an error naming why, then close 1008.
    private func stream(world: AuthWorld, path: String, headers: [String: String]) throws -> (outcome: Outcome, detail: String) {
        let client = try WebSocketTestClient(port: world.port, target: path, headers: headers)
        try client.send(json: ["type": "hello", "clientId": "matrix"])
        let message = try? client.nextJSON(timeout: 5)
        if message?["type"] as? String == "welcome" { return (.allowed, "welcome") }
        if path.hasPrefix("/_echo"), message?["type"] as? String == "hello" { return (.allowed, "echoed") }
        let code = message?["code"] as? String
        let closed = client.waitForClose(timeout: 5)
        XCTAssertEqual(closed, 1008, "a refused stream closes with 1008")
        let status = ["unauthorized": 401, "forbidden": 403, "notFound": 404][code ?? ""] ?? 0
        return (.denied(status), "stream: \(code ?? "no message") \(message?["message"] as? String ?? "")")
    }
}
