import Foundation
import IBSync
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// The document stream under accounts: read-only callers cannot send ops, and revoking the
/// credential a stream was opened with closes it at once.
final class AuthStreamTests: XCTestCase {
    private let viewID = "8bC-Xf-vdC"

    private func opsMessage(clientID: String, version: Int, label: String) throws -> [String: Any] {
        let replica = ClientReplica(clientId: clientID, document: try SyncDocument(text: String(decoding: Samples.storyboard, as: UTF8.self)),
                                    version: version)
        let batch = try replica.edit([.setAttribute(target: .object(viewID), name: "userLabel", value: label, expect: nil)])
        return ["type": "ops", "batch": try JSONSerialization.jsonObject(with: JSONEncoder().encode(batch))]
    }

    private func opLogCount(_ world: AuthWorld, _ document: String) throws -> Int {
        try world.database.read { try $0.queryOne("SELECT count(*) FROM op_log WHERE document_id = ?", [document]) { $0.int(0) } ?? 0 }
    }

    func testViewersWatchButTheirOpsAreRefused() throws {
        let world = try AuthWorld(.live)
        defer { world.stop() }
        let owner = try world.signUp("owner@example.com")
        let viewer = try world.signUp("viewer@example.com")
        let (team, _) = try world.personalProject(of: owner)
        try world.database.write { try TeamRepository($0).setRole(teamID: team, accountID: viewer.id, role: .viewer) }
        let document = try world.upload(as: owner)
        let viewLink = try world.createShare(as: owner, document: document, access: "view")
        let editLink = try world.createShare(as: owner, document: document, access: "edit")
        let stream = "/api/documents/\(document)/stream"

        let member = try WebSocketTestClient(port: world.port, target: stream, headers: world.headers(viewer, json: false))
        let linkViewer = try WebSocketTestClient(port: world.port, target: stream + "?share=\(viewLink.secret)")
        let linkEditor = try WebSocketTestClient(port: world.port, target: stream + "?share=\(editLink.secret)")
        for (client, id) in [(member, "member"), (linkViewer, "link-viewer"), (linkEditor, "link-editor")] {
            try client.send(json: ["type": "hello", "clientId": id])
            XCTAssertNoThrow(try client.next(type: "welcome"), "\(id) may watch")
        }
        for (client, id) in [(member, "member"), (linkViewer, "link-viewer")] {
            try client.send(json: try opsMessage(clientID: id, version: 0, label: "Hacked"))
            let refusal = try client.next(type: "error")
            XCTAssertEqual(refusal["code"] as? String, "forbidden")
        }
        XCTAssertEqual(try opLogCount(world, document), 0, "no refused op reached the document")

        try linkEditor.send(json: try opsMessage(clientID: "link-editor", version: 0, label: "Edited"))
        XCTAssertEqual(try linkEditor.next(type: "ack")["version"] as? Int, 1)
        let seen = try linkViewer.next(type: "ops")
        XCTAssertNotNil(seen["batch"])
        XCTAssertEqual(try opLogCount(world, document), 1)
        // The batch is attributable: its client id was said in a hello over the edit link.
        XCTAssertEqual(try world.database.read { try StreamClientRepository($0).authors(documentID: document, version: 1) },
                       ["share-link:\(editLink.id)"])
    }

    /// Each revocation path closes the stream it admitted, measured against the 1 s requirement.
    func testRevocationClosesOpenStreamsWithinASecond() throws {
        let world = try AuthWorld(.live)
        defer { world.stop() }
        let owner = try world.signUp("owner@example.com")
        let document = try world.upload(as: owner)
        let stream = "/api/documents/\(document)/stream"

        func open(_ target: String, _ headers: [String: String]) throws -> WebSocketTestClient {
            let client = try WebSocketTestClient(port: world.port, target: target, headers: headers)
            try client.send(json: ["type": "hello", "clientId": UUID().uuidString])
            XCTAssertNoThrow(try client.next(type: "welcome"))
            return client
        }
        func assertClosesQuickly(_ client: WebSocketTestClient, after action: () throws -> Void, _ what: String) throws {
            try action()
            let started = Date()
            XCTAssertEqual(client.waitForClose(timeout: 1.0), 1008, what)
            XCTAssertLessThan(Date().timeIntervalSince(started), 1.0, what)
        }

        let token = try world.createToken(as: owner)
        let byToken = try open(stream, ["Authorization": "Bearer \(token.secret)"])
        try assertClosesQuickly(byToken, after: {
            XCTAssertEqual(try world.call("DELETE", "/api/tokens/\(token.id)", as: owner).status, 204)
        }, "token revoked")
        let again = try WebSocketTestClient(port: world.port, target: stream, headers: ["Authorization": "Bearer \(token.secret)"])
        try again.send(json: ["type": "hello", "clientId": "again"])
        XCTAssertEqual(try again.nextJSON(timeout: 5)?["code"] as? String, "unauthorized", "a revoked token cannot reconnect")

        let link = try world.createShare(as: owner, document: document, access: "view")
        let byLink = try open(stream + "?share=\(link.secret)", [:])
        try assertClosesQuickly(byLink, after: {
            XCTAssertEqual(try world.call("DELETE", "/api/documents/\(document)/shares/\(link.id)", as: owner).status, 204)
        }, "share link revoked")

        let phone = try world.user(from: try world.signIn(owner.email), email: owner.email, password: owner.password)
        let byPhone = try open(stream, world.headers(phone, json: false))
        try assertClosesQuickly(byPhone, after: {
            let changed = try world.call("POST", "/api/account/password", as: owner,
                                         json: ["currentPassword": AuthWorld.password, "newPassword": "another long secret"])
            XCTAssertEqual(changed.status, 204)
        }, "password changed on another device")

        let bySession = try open(stream, world.headers(owner, json: false))
        try assertClosesQuickly(bySession, after: {
            XCTAssertEqual(try world.call("DELETE", "/api/session", as: owner).status, 204)
        }, "signed out")
    }

    func testCrossSiteStreamWithACookieIsRefused() throws {
        let world = try AuthWorld(.live)
        defer { world.stop() }
        let owner = try world.signUp("owner@example.com")
        let document = try world.upload(as: owner)
        var headers = world.headers(owner, json: false)
        headers["Origin"] = "https://evil.example"
        let client = try WebSocketTestClient(port: world.port, target: "/api/documents/\(document)/stream", headers: headers)
        try client.send(json: ["type": "hello", "clientId": "x"])
        XCTAssertEqual(try client.nextJSON(timeout: 5)?["code"] as? String, "forbidden")
        XCTAssertEqual(client.waitForClose(timeout: 2), 1008)
    }
}
