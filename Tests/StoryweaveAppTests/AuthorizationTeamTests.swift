import Foundation
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Teams, invitations, roles with project overrides, moving documents, document visibility, audit.
final class AuthorizationTeamTests: XCTestCase {
    func testInvitationRolesOverridesAndOwnership() throws {
        let world = try AuthWorld { $0.allowSignUp = false }
        defer { world.stop() }
        let admin = try world.user(from: try world.call("POST", "/api/session/link", as: nil,
                                                       json: ["token": try XCTUnwrap(world.server.app.firstRunSignInToken)]),
                                   email: "admin@localhost", password: "")
        // Sign-up is closed: only an invitation opens it.
        let refused = try world.call("POST", "/api/accounts", as: nil, json: ["email": "bo@example.com", "password": AuthWorld.password])
        XCTAssertEqual(refused.status, 403)

        let team = try XCTUnwrap(try world.call("POST", "/api/teams", as: admin, json: ["name": "Mobile"]).json()["id"] as? String)
        let invite = try world.call("POST", "/api/teams/\(team)/invitations", as: admin, json: ["email": "bo@example.com", "role": "viewer"])
        XCTAssertEqual(invite.status, 201, invite.text)
        let secret = try XCTUnwrap(try invite.json()["token"] as? String)
        XCTAssertTrue((try invite.json()["link"] as? String)?.contains(secret) == true)
        let joined = try world.call("POST", "/api/accounts", as: nil,
                                    json: ["email": "bo@example.com", "password": AuthWorld.password, "invitation": secret])
        XCTAssertEqual(joined.status, 201, joined.text)
        let bo = try world.user(from: joined, email: "bo@example.com", password: AuthWorld.password)
        let teams = try XCTUnwrap(try world.call("GET", "/api/teams", as: bo).json()["teams"] as? [[String: Any]])
        XCTAssertEqual(teams.first { $0["id"] as? String == team }?["role"] as? String, "viewer")
        XCTAssertEqual(try world.call("POST", "/api/invitations/accept", as: bo, json: ["token": secret]).status, 400, "used once")

        // A viewer cannot upload into the team's project; an override makes them editor there only.
        let project = try XCTUnwrap(try world.call("POST", "/api/teams/\(team)/projects", as: admin, json: ["name": "Shop"]).json()["id"] as? String)
        var headers = world.headers(bo, json: false)
        headers["Content-Type"] = "application/xml"
        XCTAssertEqual(try world.server.request("POST", "/api/documents?project=\(project)", headers: headers, body: Samples.storyboard).status, 403)
        XCTAssertEqual(try world.call("PUT", "/api/projects/\(project)/roles/\(bo.id)", as: admin, json: ["role": "editor"]).status, 200)
        let document = try world.upload(as: bo, project: project)

        // Moving between projects of one team needs editor rights in both.
        let other = try XCTUnwrap(try world.call("POST", "/api/teams/\(team)/projects", as: admin, json: ["name": "Other"]).json()["id"] as? String)
        XCTAssertEqual(try world.call("POST", "/api/documents/\(document)/move", as: bo, json: ["projectId": other]).status, 403)
        let moved = try world.call("POST", "/api/documents/\(document)/move", as: admin, json: ["projectId": other])
        XCTAssertEqual(moved.status, 200, moved.text)
        XCTAssertEqual(try XCTUnwrap(try world.call("GET", "/api/projects/\(other)/documents", as: bo).json()["documents"] as? [Any]).count, 1)
        XCTAssertEqual(try world.call("PATCH", "/api/documents/\(document)", as: bo, json: ["name": "N.storyboard"]).status, 403,
                       "bo is only a viewer in the other project")

        // The last owner cannot leave; transferring ownership first makes it possible.
        XCTAssertEqual(try world.call("DELETE", "/api/teams/\(team)/members/\(admin.id)", as: admin).status, 409)
        XCTAssertEqual(try world.call("POST", "/api/teams/\(team)/transfer", as: admin, json: ["accountId": bo.id]).status, 200)
        XCTAssertEqual(try world.call("DELETE", "/api/teams/\(team)/members/\(admin.id)", as: admin).status, 204)
        let audit = try world.call("GET", "/api/teams/\(team)/audit", as: bo)
        XCTAssertEqual(audit.status, 200, "bo owns the team now")
        let entries = try XCTUnwrap(try audit.json()["entries"] as? [[String: Any]])
        XCTAssertTrue(entries.contains { $0["action"] as? String == "member.join" && $0["actor"] as? String == "bo@example.com" },
                      "joining by signing up with an invitation is audited: \(entries)")
    }

    func testDocumentsAreVisibleOnlyToTheirTeamAndActionsAreAudited() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        let ada = try world.signUp("ada@example.com")
        let eve = try world.signUp("eve@example.com")
        let document = try world.upload(as: ada)
        XCTAssertEqual(try world.call("PATCH", "/api/documents/\(document)", as: ada, json: ["name": "Login.storyboard"]).status, 200)
        XCTAssertEqual(try world.call("GET", "/api/documents/\(document)/export?format=xml", as: ada).status, 200)

        let adaList = try XCTUnwrap(try world.call("GET", "/api/documents", as: ada).json()["documents"] as? [[String: Any]])
        XCTAssertEqual(adaList.map { $0["id"] as? String }, [document])
        let eveList = try XCTUnwrap(try world.call("GET", "/api/documents", as: eve).json()["documents"] as? [[String: Any]])
        XCTAssertTrue(eveList.isEmpty, "another team's documents are not listed")
        XCTAssertEqual(try world.call("GET", "/api/documents/\(document)", as: eve).status, 404, "nor visible")

        let (team, _) = try world.personalProject(of: ada)
        let entries = try XCTUnwrap(try world.call("GET", "/api/teams/\(team)/audit", as: ada).json()["entries"] as? [[String: Any]])
        let actions = entries.map { $0["action"] as? String ?? "" }
        XCTAssertEqual(Array(actions.prefix(3)), ["document.export", "document.rename", "document.upload"])
        XCTAssertTrue(entries.allSatisfy { $0["actor"] as? String == "ada@example.com" })
        XCTAssertEqual(try world.call("GET", "/api/teams/\(team)/audit", as: eve).status, 404)
    }
}
