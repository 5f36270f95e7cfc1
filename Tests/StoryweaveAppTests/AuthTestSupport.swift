import Foundation
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// A server in accounts mode (cheap KDF for tests) and helpers to sign people up and call it as them.
final class AuthWorld {
    let server: TestApp
    var port: Int { server.port }
    var database: Database { server.app.store.database }
    var origin: String { server.origin }

    /// A signed-up account with its browser session.
    struct User {
        let id: String
        let email: String
        let password: String
        var cookie: String
        var csrf: String
    }

    static let password = "correct horse battery"

    /// `.live` for tests of streams; the HTTP API alone is called in-process.
    init(_ transport: TestApp.Transport = .router, enableEcho: Bool = false,
         configure: (inout SecurityConfiguration) -> Void = { _ in }) throws {
        var security = SecurityConfiguration()
        security.mode = .accounts
        security.passwordIterations = 1_000
        configure(&security)
        server = try TestApp(transport, enableEcho: enableEcho, security: security)
    }

    func stop() { server.stop() }

    func signUp(_ email: String, password: String = AuthWorld.password) throws -> User {
        let body = try JSONSerialization.data(withJSONObject: ["email": email, "password": password, "displayName": email])
        let response = try server.request("POST", "/api/accounts", headers: ["Content-Type": "application/json"], body: Array(body))
        XCTAssertEqual(response.status, 201, response.text)
        return try user(from: response, email: email, password: password)
    }

    func signIn(_ email: String, password: String = AuthWorld.password, extraHeaders: [String: String] = [:]) throws -> TestResponse {
        let body = try JSONSerialization.data(withJSONObject: ["email": email, "password": password])
        return try server.request("POST", "/api/session", headers: ["Content-Type": "application/json"].merging(extraHeaders) { $1 },
                                  body: Array(body))
    }

    func user(from response: TestResponse, email: String, password: String) throws -> User {
        let json = try response.json()
        let account = try XCTUnwrap(json["account"] as? [String: Any])
        return User(id: try XCTUnwrap(account["id"] as? String), email: email, password: password,
                    cookie: try XCTUnwrap(Self.cookie("sw_session", in: response)), csrf: try XCTUnwrap(json["csrfToken"] as? String))
    }

    static func cookie(_ name: String, in response: TestResponse) -> String? {
        for (header, value) in response.headers where header.lowercased() == "set-cookie" && value.hasPrefix(name + "=") {
            return String(value.dropFirst(name.count + 1).prefix { $0 != ";" })
        }
        return nil
    }

    /// Headers of a same-origin browser request as `user` (cookie, CSRF header, Origin).
    func headers(_ user: User, json: Bool = true) -> [String: String] {
        var headers = ["Cookie": "sw_session=\(user.cookie)", "X-CSRF-Token": user.csrf, "Origin": origin]
        if json { headers["Content-Type"] = "application/json" }
        return headers
    }

    func call(_ method: String, _ target: String, as user: User?, json: Any? = nil, headers extra: [String: String] = [:]) throws -> TestResponse {
        var headers = user.map { self.headers($0) } ?? ["Content-Type": "application/json"]
        headers.merge(extra) { $1 }
        let body = try json.map { Array(try JSONSerialization.data(withJSONObject: $0)) } ?? []
        return try server.request(method, target, headers: headers, body: body)
    }

    /// The id of the first team of `user` (their personal team from sign-up) and its Default project.
    func personalProject(of user: User) throws -> (team: String, project: String) {
        try database.read { db in
            let team = try XCTUnwrap(try TeamRepository(db).list(accountID: user.id).first?.team.id)
            let project = try XCTUnwrap(try ProjectRepository(db).list(teamID: team).first?.id)
            return (team, project)
        }
    }

    func upload(as user: User, project: String? = nil) throws -> String {
        var headers = self.headers(user, json: false)
        headers["Content-Type"] = "application/xml"
        let query = project.map { "&project=\($0)" } ?? ""
        let response = try server.request("POST", "/api/documents?name=Main.storyboard\(query)", headers: headers, body: Samples.storyboard)
        XCTAssertEqual(response.status, 201, response.text)
        return try XCTUnwrap(response.json()["id"] as? String)
    }

    func createToken(as user: User, scopes: [String] = ["read", "write", "export"]) throws -> (id: String, secret: String) {
        let response = try call("POST", "/api/tokens", as: user, json: ["name": "test", "scopes": scopes])
        XCTAssertEqual(response.status, 201, response.text)
        let json = try response.json()
        return (try XCTUnwrap(json["id"] as? String), try XCTUnwrap(json["token"] as? String))
    }

    func createShare(as user: User, document: String, access: String) throws -> (id: String, secret: String) {
        let response = try call("POST", "/api/documents/\(document)/shares", as: user, json: ["access": access])
        XCTAssertEqual(response.status, 201, response.text)
        let json = try response.json()
        return (try XCTUnwrap(json["id"] as? String), try XCTUnwrap(json["token"] as? String))
    }
}
