import Foundation
import HTTPServer
import Logging
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// A route missing from `RouteRules` is refused outside open mode (fail closed), whatever its handler does.
final class AuthorizationRuleTableTests: XCTestCase {
    /// The routes alone, called in-process: no port is bound.
    private func serve(mode: SecurityConfiguration.Mode, _ body: (InProcessClient, Database) throws -> Void) throws {
        let directory = NSTemporaryDirectory() + "storyweave-rules-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try TestStoreBackend.current.openStore(in: directory)
        let router = Router()
        let logger = Logger(label: "rules")
        let http = HTTPServer(configuration: HTTPServerConfiguration(), router: router, logger: logger)
        var security = SecurityConfiguration()
        security.mode = mode
        let authenticator = SecurityAuthenticator(database: store.database, configuration: security, cache: CredentialCache())
        let routes = APIRoutes(router: router, authenticator: authenticator, logger: logger,
                               policy: AuthorizationPolicy(mode: mode, database: store.database))
        XCTAssertNil(RouteRules.standard.entry(.get, "/api/unlisted"))
        routes.get("/api/unlisted") { _ in .text("the handler ran") }
        try body(InProcessClient(http), store.database)
    }

    func testAnUnlistedRouteIsRefusedEvenToASignedInAdmin() throws {
        try serve(mode: .accounts) { client, database in
            let secret = SecretToken.generate()
            try database.write { db in
                let admin = try AccountRepository(db).create(email: "admin@example.com", displayName: "Admin", passwordHash: nil, isAdmin: true)
                _ = try SessionRepository(db).create(idHash: SecretToken.hash(secret), accountID: admin.id, csrfToken: "c",
                                                     lifetimeMilliseconds: 60_000)
            }
            let response = try client.request("GET", "/api/unlisted", headers: ["Cookie": "sw_session=\(secret)"])
            XCTAssertEqual(response.status, 403)
            XCTAssertEqual(response.header("Storyweave-Access"), "denied")
            XCTAssertFalse(response.text.contains("the handler ran"))
        }
    }

    func testOpenModeStillServesIt() throws {
        try serve(mode: .open) { client, _ in
            XCTAssertEqual(try client.request("GET", "/api/unlisted").text, "the handler ran")
        }
    }
}
