import Foundation
import Store
import StoryweaveTesting
import XCTest
import ZIPFoundation
@testable import StoryweaveApp

/// Issue #25, "a node keeps nothing that another node needs": two live nodes on one store (the test's
/// SQLite file, or its PostgreSQL schema with STORYWEAVE_TEST_STORE=postgres) in accounts mode. What one
/// node creates or revokes — sessions, tokens, share links — holds on the other; failed sign-ins count
/// across both; and both serve one export as the same bytes.
final class ClusterSharedStateTests: XCTestCase {
    private var nodeA: TestApp!
    private var nodeB: TestApp!

    override func setUpWithError() throws {
        var security = SecurityConfiguration()
        security.mode = .accounts
        security.passwordIterations = 1_000
        security.signInAttemptLimit = 4
        nodeA = try TestApp(.live, security: security, sync: sync(node: "a"))
        nodeB = try nodeA.node(sync: sync(node: "b"))
    }

    override func tearDown() {
        nodeB?.shutDownKeepingStore()
        nodeA?.stop()
    }

    private func sync(node: String) -> DocumentHubSettings {
        var settings = DocumentHubSettings()
        settings.cluster = ClusterSettings(nodeID: node, address: "http://node-\(node).test", leaseDuration: 60, revocationPollInterval: 0.1)
        return settings
    }

    private struct SignedIn {
        var cookie: String
        var csrf: String
    }

    private func json(_ object: Any) throws -> [UInt8] { Array(try JSONSerialization.data(withJSONObject: object)) }

    private func signUp(on node: TestApp, _ email: String) throws -> SignedIn {
        let response = try node.request("POST", "/api/accounts", headers: ["Content-Type": "application/json"],
                                        body: json(["email": email, "password": "correct horse battery", "displayName": "Ada"]))
        XCTAssertEqual(response.status, 201, response.text)
        return try signedIn(response)
    }

    private func signedIn(_ response: TestResponse) throws -> SignedIn {
        let cookie = response.headers.first { $0.0.lowercased() == "set-cookie" && $0.1.hasPrefix("sw_session=") }?.1
        let value = try XCTUnwrap(cookie).dropFirst("sw_session=".count).prefix { $0 != ";" }
        return SignedIn(cookie: String(value), csrf: try XCTUnwrap(try response.json()["csrfToken"] as? String))
    }

    /// A browser request as `user` to `node` (cookie, CSRF header, that node's Origin).
    private func headers(_ user: SignedIn, on node: TestApp, contentType: String = "application/json") -> [String: String] {
        ["Cookie": "sw_session=\(user.cookie)", "X-CSRF-Token": user.csrf, "Origin": node.origin, "Content-Type": contentType]
    }

    private func upload(on node: TestApp, as user: SignedIn) throws -> String {
        let response = try node.request("POST", "/api/documents?name=Main.storyboard",
                                        headers: headers(user, on: node, contentType: "application/xml"), body: Samples.storyboard)
        return try TestApp.id(of: response.expect(201))
    }

    private func signedInOnB(_ user: SignedIn) throws -> Bool {
        try nodeB.request("GET", "/api/session", headers: ["Cookie": "sw_session=\(user.cookie)"]).expect(200).json()["signedIn"] as? Bool == true
    }

    func testASessionTokenAndShareLinkMadeOnOneNodeWorkOnTheOther() throws {
        let ada = try signUp(on: nodeA, "ada@example.com")
        XCTAssertTrue(try signedInOnB(ada), "the session signed up on A is signed in on B")
        let document = try upload(on: nodeA, as: ada)
        XCTAssertEqual(try nodeB.request("GET", "/api/documents/\(document)", headers: headers(ada, on: nodeB)).status, 200)

        let token = try nodeA.request("POST", "/api/tokens", headers: headers(ada, on: nodeA),
                                      body: json(["name": "ci", "scopes": ["read"]])).expect(201).json()
        let secret = try XCTUnwrap(token["token"] as? String)
        XCTAssertEqual(try nodeB.request("GET", "/api/documents/\(document)", headers: ["Authorization": "Bearer \(secret)"]).status, 200,
                       "a token made on A is accepted on B")

        let share = try nodeA.request("POST", "/api/documents/\(document)/shares", headers: headers(ada, on: nodeA),
                                      body: json(["access": "view"])).expect(201).json()
        let link = try XCTUnwrap(share["token"] as? String)
        XCTAssertEqual(try nodeB.request("GET", "/api/documents/\(document)/content?share=\(link)").status, 200,
                       "a share link made on A opens the document on B")
    }

    /// B has just verified the session, so its credential cache would accept it for seconds more: the
    /// revocation feed drops it there, and B's streams admitted with a revoked token close (1008).
    func testARevocationOnOneNodeHoldsOnTheOtherWithinAPoll() throws {
        let ada = try signUp(on: nodeA, "ada@example.com")
        let document = try upload(on: nodeA, as: ada)
        let token = try nodeA.request("POST", "/api/tokens", headers: headers(ada, on: nodeA),
                                      body: json(["name": "ci", "scopes": ["read", "write"]])).expect(201).json()
        let (tokenID, secret) = (try XCTUnwrap(token["id"] as? String), try XCTUnwrap(token["token"] as? String))
        let bearer = ["Authorization": "Bearer \(secret)"]
        XCTAssertEqual(try nodeB.request("GET", "/api/documents", headers: bearer).status, 200)
        let stream = try WebSocketTestClient(port: nodeB.port, target: "/api/documents/\(document)/stream", headers: bearer)
        _ = try stream.hello(clientID: "robot", lastVersion: nil)

        XCTAssertEqual(try nodeA.request("DELETE", "/api/tokens/\(tokenID)", headers: headers(ada, on: nodeA)).status, 204)
        XCTAssertEqual(stream.waitForClose(timeout: 10), 1008, "B closes the stream it admitted with the token A revoked")
        XCTAssertEqual(try nodeB.request("GET", "/api/documents", headers: bearer).status, 401)

        XCTAssertTrue(try signedInOnB(ada))
        XCTAssertEqual(try nodeA.request("DELETE", "/api/session", headers: headers(ada, on: nodeA)).status, 204)
        XCTAssertTrue(try eventually(timeout: 10) { try !signedInOnB(ada) }, "B forgets the session A signed out")
    }

    func testFailedSignInsCountOnEveryNode() throws {
        _ = try signUp(on: nodeA, "ada@example.com")
        func signIn(on node: TestApp, _ password: String) throws -> Int {
            try node.request("POST", "/api/session", headers: ["Content-Type": "application/json"],
                             body: json(["email": "ada@example.com", "password": password])).status
        }
        // The limit is 4 failures per e-mail address and per client address in the window.
        XCTAssertEqual(try signIn(on: nodeA, "guess 1"), 401)
        XCTAssertEqual(try signIn(on: nodeB, "guess 2"), 401)
        XCTAssertEqual(try signIn(on: nodeA, "guess 3"), 401)
        XCTAssertEqual(try signIn(on: nodeB, "guess 4"), 401)
        XCTAssertEqual(try signIn(on: nodeA, "guess 5"), 429, "four failures on two nodes are four failures")
        XCTAssertEqual(try signIn(on: nodeB, "correct horse battery"), 429, "and B knows it too")
    }

    /// The compile cache is per node: a document compiled on another node is compiled again there, and
    /// the export is the same bytes under the same strong ETag.
    func testBothNodesExportAVersionAsTheSameBytes() throws {
        let ada = try signUp(on: nodeA, "ada@example.com")
        let document = try upload(on: nodeA, as: ada)
        for format in ["storyboardc", "bundle"] {
            let path = "/api/documents/\(document)/export?format=\(format)"
            let fromA = try nodeA.request("GET", path, headers: headers(ada, on: nodeA)).expect(200)
            let fromB = try nodeB.request("GET", path, headers: headers(ada, on: nodeB)).expect(200)
            XCTAssertEqual(fromA.header("ETag"), fromB.header("ETag"), format)
            XCTAssertEqual(fromA.body, fromB.body, "\(format): one ETag, one byte sequence")
            // Byte equality of two quick requests could hold by the clock's 2 s resolution alone: the
            // archive's dates are the fixed one, not the time it was built.
            let archive = try Archive(data: Data(fromB.body), accessMode: .read)
            let dates = Set(archive.map { $0.fileAttributes[.modificationDate] as? Date })
            XCTAssertEqual(dates, [DocumentExporter.zipEntryDate], format)
        }
    }
}
