import Foundation
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Sign-in, sessions, CSRF, password change, brute-force limiting, tokens, headers, modes.
final class AuthSessionTests: XCTestCase {
    func testSignInIssuesAFreshSessionAndRevokesAnyPlantedOne() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        _ = try world.signUp("ada@example.com")
        // An attacker plants a made-up session id: sign-in must not adopt it.
        let planted = "attacker-chosen-session-id"
        let response = try world.signIn("ada@example.com", extraHeaders: ["Cookie": "sw_session=\(planted)"])
        XCTAssertEqual(response.status, 200, response.text)
        let issued = try XCTUnwrap(AuthWorld.cookie("sw_session", in: response))
        XCTAssertNotEqual(issued, planted)
        XCTAssertEqual(try world.server.request("GET", "/api/documents", headers: ["Cookie": "sw_session=\(planted)"]).status, 401)
        XCTAssertEqual(try world.server.request("GET", "/api/documents", headers: ["Cookie": "sw_session=\(issued)"]).status, 200)

        // An attacker who planted a real session of their own loses it when the victim signs in.
        let mallory = try world.signUp("mallory@example.com")
        let victim = try world.signIn("ada@example.com", extraHeaders: ["Cookie": "sw_session=\(mallory.cookie)"])
        XCTAssertEqual(victim.status, 200)
        XCTAssertNotEqual(AuthWorld.cookie("sw_session", in: victim), mallory.cookie)
        XCTAssertEqual(try world.server.request("GET", "/api/documents", headers: ["Cookie": "sw_session=\(mallory.cookie)"]).status, 401)

        let cookieHeader = try XCTUnwrap(response.headers.first { $0.0.lowercased() == "set-cookie" && $0.1.hasPrefix("sw_session=") }?.1)
        XCTAssertTrue(cookieHeader.contains("HttpOnly"))
        XCTAssertTrue(cookieHeader.contains("SameSite=Lax"))
        XCTAssertFalse(cookieHeader.contains("Secure"), "no TLS configured")
        XCTAssertEqual(try world.database.read { db in
            try db.queryOne("SELECT count(*) FROM sessions WHERE id_hash = ?", [issued]) { $0.int(0) }
        }, 0, "the cookie value itself is never stored")
    }

    func testSecureCookiesBehindTLS() throws {
        let world = try AuthWorld { $0.secureCookies = true }
        defer { world.stop() }
        let body = try JSONSerialization.data(withJSONObject: ["email": "a@example.com", "password": AuthWorld.password])
        let response = try world.server.request("POST", "/api/accounts", headers: ["Content-Type": "application/json"], body: Array(body))
        XCTAssertEqual(response.status, 201)
        XCTAssertTrue(response.headers.filter { $0.0.lowercased() == "set-cookie" }.allSatisfy { $0.1.contains("; Secure") })
        XCTAssertEqual(response.header("Strict-Transport-Security"), "max-age=31536000")
    }

    func testCSRFProtectionOnCookieAuthenticatedWrites() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        let ada = try world.signUp("ada@example.com")
        let rename = Array(#"{"name":"B.storyboard"}"#.utf8)
        let document = try world.upload(as: ada)
        let cookie = ["Cookie": "sw_session=\(ada.cookie)", "Content-Type": "application/json"]

        let noToken = try world.server.request("PATCH", "/api/documents/\(document)", headers: cookie, body: rename)
        XCTAssertEqual(noToken.status, 403, "a cookie alone cannot write")
        let wrongToken = try world.server.request("PATCH", "/api/documents/\(document)",
                                                  headers: cookie.merging(["X-CSRF-Token": "guess"]) { $1 }, body: rename)
        XCTAssertEqual(wrongToken.status, 403)
        let crossSite = try world.server.request("PATCH", "/api/documents/\(document)",
                                                 headers: cookie.merging(["X-CSRF-Token": ada.csrf, "Origin": "https://evil.example"]) { $1 },
                                                 body: rename)
        XCTAssertEqual(crossSite.status, 403, "a foreign Origin is refused even with the token")
        XCTAssertEqual(try world.call("PATCH", "/api/documents/\(document)", as: ada, json: ["name": "B.storyboard"]).status, 200)
        // Reads need no token; bearer tokens are not ambient credentials, so they need none either.
        XCTAssertEqual(try world.server.request("GET", "/api/documents/\(document)", headers: ["Cookie": "sw_session=\(ada.cookie)"]).status, 200)
        let token = try world.createToken(as: ada)
        XCTAssertEqual(try world.server.request("PATCH", "/api/documents/\(document)",
                                                headers: ["Authorization": "Bearer \(token.secret)", "Content-Type": "application/json"],
                                                body: rename).status, 200)
    }

    func testPasswordChangeSignsOutOtherSessions() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        let laptop = try world.signUp("ada@example.com")
        let phone = try world.user(from: try world.signIn("ada@example.com"), email: laptop.email, password: laptop.password)
        XCTAssertEqual(try world.call("GET", "/api/documents", as: phone).status, 200)

        let wrong = try world.call("POST", "/api/account/password", as: laptop,
                                   json: ["currentPassword": "not it at all", "newPassword": "a whole new secret"])
        XCTAssertEqual(wrong.status, 401)
        let changed = try world.call("POST", "/api/account/password", as: laptop,
                                     json: ["currentPassword": AuthWorld.password, "newPassword": "a whole new secret"])
        XCTAssertEqual(changed.status, 204, changed.text)
        XCTAssertEqual(try world.call("GET", "/api/documents", as: phone).status, 401, "the other session ended")
        XCTAssertEqual(try world.call("GET", "/api/documents", as: laptop).status, 200, "the session that changed it stays")
        XCTAssertEqual(try world.signIn("ada@example.com").status, 401)
        XCTAssertEqual(try world.signIn("ada@example.com", password: "a whole new secret").status, 200)
    }

    func testBruteForceSignInIsRateLimited() throws {
        let world = try AuthWorld { $0.signInAttemptLimit = 5 }
        defer { world.stop() }
        _ = try world.signUp("ada@example.com")
        for attempt in 1...5 {
            XCTAssertEqual(try world.signIn("ada@example.com", password: "guess number \(attempt)").status, 401)
        }
        let limited = try world.signIn("ada@example.com", password: "guess number 6")
        XCTAssertEqual(limited.status, 429)
        XCTAssertNotNil(limited.header("Retry-After").flatMap(Int.init))
        XCTAssertEqual(try world.signIn("ada@example.com").status, 429, "even the right password waits out the window")
        // Unknown addresses fail the same way (no account enumeration by status).
        XCTAssertEqual(try world.signIn("nobody@example.com", password: "x").status, 429, "the client address is limited too")
    }

    func testSignUpIsRateLimitedPerClient() throws {
        let world = try AuthWorld { $0.signInAttemptLimit = 2 }
        defer { world.stop() }
        for index in 1...4 { _ = try world.signUp("user\(index)@example.com") }
        let body = try JSONSerialization.data(withJSONObject: ["email": "user5@example.com", "password": AuthWorld.password])
        let limited = try world.server.request("POST", "/api/accounts", headers: ["Content-Type": "application/json"], body: Array(body))
        XCTAssertEqual(limited.status, 429)
        XCTAssertNotNil(limited.header("Retry-After"))
    }

    func testTokenScopesRevocationAndRateLimit() throws {
        let world = try AuthWorld { $0.tokenRequestsPerMinute = 5 }
        defer { world.stop() }
        let ada = try world.signUp("ada@example.com")
        let document = try world.upload(as: ada)
        let read = try world.createToken(as: ada, scopes: ["read"])
        let bearer = ["Authorization": "Bearer \(read.secret)", "Content-Type": "application/json"]
        XCTAssertEqual(try world.server.request("GET", "/api/documents/\(document)", headers: bearer).status, 200)
        XCTAssertEqual(try world.server.request("PATCH", "/api/documents/\(document)", headers: bearer,
                                                body: Array(#"{"name":"X.storyboard"}"#.utf8)).status, 403, "read scope cannot write")
        XCTAssertEqual(try world.server.request("GET", "/api/documents/\(document)/export", headers: bearer).status, 403, "export needs its scope")
        XCTAssertEqual(try world.server.request("GET", "/api/tokens", headers: bearer).status, 403, "tokens cannot manage tokens")
        for _ in 0..<2 { _ = try world.server.request("GET", "/api/documents", headers: bearer) }
        XCTAssertEqual(try world.server.request("GET", "/api/documents", headers: bearer).status, 429, "the token's rate limit")

        let listed = try world.call("GET", "/api/tokens", as: ada).json()["tokens"] as? [[String: Any]]
        XCTAssertEqual(listed?.count, 1)
        XCTAssertNil(listed?.first?["token"], "the secret is shown once, at creation")
        XCTAssertEqual(try world.call("DELETE", "/api/tokens/\(read.id)", as: ada).status, 204)
        XCTAssertEqual(try world.server.request("GET", "/api/documents", headers: bearer).status, 401)
        XCTAssertEqual(try world.server.request("GET", "/api/documents", headers: ["Authorization": "Bearer swt_made_up"]).status, 401)
    }

    func testEveryRouteAndTheStreamNeedACredential() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        for path in ["/api/documents", "/api/templates", "/api/catalog", "/api/teams"] {
            let response = try world.server.request("GET", path)
            XCTAssertEqual(response.status, 401, path)
            XCTAssertEqual(response.header("WWW-Authenticate"), #"Bearer realm="storyweave""#)
        }
        XCTAssertEqual(try world.server.request("GET", "/healthz").status, 200, "probes stay open")
        let session = try world.server.request("GET", "/api/session").json()
        XCTAssertEqual(session["mode"] as? String, "accounts")
        XCTAssertEqual(session["signedIn"] as? Bool, false)
    }

    func testSecurityHeadersOnEveryKindOfResponse() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        for (method, path) in [("GET", "/"), ("GET", "/api/documents"), ("GET", "/nope"), ("GET", "/healthz"), ("DELETE", "/healthz")] {
            let response = try world.server.request(method, path)
            let csp = try XCTUnwrap(response.header("Content-Security-Policy"), path)
            XCTAssertTrue(csp.contains("frame-ancestors 'none'"))
            XCTAssertTrue(csp.contains("script-src 'self'"))
            XCTAssertFalse(csp.contains("unsafe-inline"))
            XCTAssertEqual(response.header("X-Content-Type-Options"), "nosniff", path)
            XCTAssertEqual(response.header("Referrer-Policy"), "no-referrer", path)
            XCTAssertEqual(response.header("X-Frame-Options"), "DENY", path)
        }
    }

    func testFirstRunCreatesAnAdminWithAOneTimeSignInLink() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        let token = try XCTUnwrap(world.server.app.firstRunSignInToken)
        XCTAssertTrue(try XCTUnwrap(world.server.app.firstRunSignInURL).contains("signin.html?link=\(token)"))
        let signedIn = try world.call("POST", "/api/session/link", as: nil, json: ["token": token])
        XCTAssertEqual(signedIn.status, 200, signedIn.text)
        let account = try XCTUnwrap(try signedIn.json()["account"] as? [String: Any])
        XCTAssertEqual(account["email"] as? String, "admin@localhost")
        XCTAssertEqual(account["isAdmin"] as? Bool, true)
        XCTAssertEqual(try world.call("POST", "/api/session/link", as: nil, json: ["token": token]).status, 401, "one time only")
        // The admin has no password yet and sets one without a current password.
        let admin = try world.user(from: signedIn, email: "admin@localhost", password: "")
        XCTAssertEqual(try world.call("POST", "/api/account/password", as: admin, json: ["newPassword": "admin password 1"]).status, 204)
        XCTAssertEqual(try world.signIn("admin@localhost", password: "admin password 1").status, 200)
    }

    func testOpenModeRefusesToListenBeyondLoopback() throws {
        var configuration = StoryweaveServerConfiguration()
        configuration.http.host = "0.0.0.0"
        configuration.http.port = 0
        configuration.databasePath = NSTemporaryDirectory() + "storyweave-open-\(UUID().uuidString).sqlite"
        configuration.migrationsDirectory = PackagePaths.migrations
        configuration.publicDirectory = nil
        defer { try? FileManager.default.removeItem(atPath: configuration.databasePath!) }
        XCTAssertThrowsError(try StoryweaveServer(configuration: configuration, logger: .init(label: "test"))) {
            XCTAssertTrue($0 is OpenModeBindingError)
        }
        XCTAssertTrue(FirstRunSetup.isLoopback("127.0.0.1"))
        XCTAssertTrue(FirstRunSetup.isLoopback("::1"))
        XCTAssertFalse(FirstRunSetup.isLoopback("::"))
    }
}
