import Foundation
import HTTPServer
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// The hook sharing will use: an authenticator runs before every API handler and can refuse.
final class AuthenticationHookTests: XCTestCase {
    /// Accepts `Authorization: Bearer let-me-in` as user "u1"; anything else is 401.
    struct BearerAuthenticator: RequestAuthenticator {
        func authenticate(_ request: HTTPServerRequest) throws -> Principal {
            guard request.headers[.authorization] == "Bearer let-me-in" else {
                throw APIError(.unauthorized, "Sign in to use the API.")
            }
            return .user(id: "u1")
        }
    }

    func testAuthenticatorGuardsEveryAPIRoute() throws {
        let server = try TestApp(authenticator: BearerAuthenticator())
        defer { server.stop() }
        let refused = try server.request("GET", "/api/documents")
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(try refused.json()["detail"] as? String, "Sign in to use the API.")
        let refusedUpload = try server.request("POST", "/api/documents?name=A.storyboard",
                                               headers: ["Content-Type": "application/xml"], body: Samples.storyboard)
        XCTAssertEqual(refusedUpload.status, 401)

        let allowed = try server.request("GET", "/api/documents", headers: ["Authorization": "Bearer let-me-in"])
        XCTAssertEqual(allowed.status, 200)
        XCTAssertEqual((try allowed.json()["documents"] as? [Any])?.count, 0, "the refused upload stored nothing")
        XCTAssertEqual(try server.request("GET", "/").status, 200, "static files are outside the API hook")
        XCTAssertEqual(try server.request("GET", "/healthz").status, 200, "probes stay open")
        XCTAssertEqual(try server.request("GET", "/metrics").status, 200, "probes stay open")
    }
}
