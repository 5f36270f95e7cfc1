@testable import HTTPServer
import HTTPTypes
import Logging
import XCTest

final class RouterTests: XCTestCase {
    func label(_ resolution: Router.Resolution) -> String {
        switch resolution {
        case .route(_, let parameters, let label):
            return label + parameters.sorted(by: { $0.key < $1.key }).map { " \($0.key)=\($0.value)" }.joined()
        case .staticFile: return "static"
        case .methodNotAllowed(let allow): return "405 " + allow.joined(separator: ",")
        case .notFound: return "404"
        }
    }

    func testPatternsParametersAndRest() {
        let router = Router()
        router.get("/api/documents") { _, _ in }
        router.get("/api/documents/:id") { _, _ in }
        router.get("/api/documents/:id/revisions/:rev") { _, _ in }
        router.get("/files/*") { _, _ in }
        router.post("/api/documents") { _, _ in }
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api/documents")), "/api/documents")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api/documents/")), "/api/documents")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api/documents/42")), "/api/documents/:id id=42")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api/documents/7/revisions/3")),
                       "/api/documents/:id/revisions/:rev id=7 rev=3")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/files/a/b/c")), "/files/* *=a/b/c")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/files")), "/files/* *=")
        XCTAssertEqual(label(router.resolve(method: .post, path: "/api/documents")), "/api/documents")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api/documents/1/2")), "404")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api")), "404")
    }

    func testHeadFallsBackToGetAndMethodNotAllowedListsMethods() {
        let router = Router()
        router.get("/a") { _, _ in }
        router.put("/a") { _, _ in }
        router.delete("/b/:id") { _, _ in }
        XCTAssertEqual(label(router.resolve(method: .head, path: "/a")), "/a")
        XCTAssertEqual(label(router.resolve(method: .post, path: "/a")), "405 GET,PUT,HEAD")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/b/1")), "405 DELETE")
    }

    func testStaticFilesOnlyForGetAndHeadAfterRoutes() {
        let router = Router()
        router.get("/api/x") { _, _ in }
        router.serveStaticFiles(from: "/tmp")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api/x")), "/api/x")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/index.html")), "static")
        XCTAssertEqual(label(router.resolve(method: .head, path: "/index.html")), "static")
        XCTAssertEqual(label(router.resolve(method: .post, path: "/index.html")), "404")
        XCTAssertEqual(label(router.resolve(method: .post, path: "/api/x")), "405 GET,HEAD")
    }

    /// The first-segment index (RouteTable) keeps registration order across literal-first and
    /// parameter-first routes: the earlier registered of two matching routes wins, as in a full scan.
    func testRegistrationOrderHoldsAcrossTheFirstSegmentIndex() {
        let router = Router()
        router.get("/:kind/list") { _, _ in }
        router.get("/api/list") { _, _ in }
        router.get("/api/:name") { _, _ in }
        router.get("/*") { _, _ in }
        router.get("/docs/:id") { _, _ in }
        router.post("/:kind/list") { _, _ in }
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api/list")), "/:kind/list kind=api")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/api/other")), "/api/:name name=other")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/docs/7")), "/* *=docs/7", "the earlier rest route wins")
        XCTAssertEqual(label(router.resolve(method: .get, path: "/")), "/* *=")
        XCTAssertEqual(label(router.resolve(method: .post, path: "/x/list")), "/:kind/list kind=x")
        XCTAssertEqual(label(router.resolve(method: .put, path: "/api/list")), "405 GET,POST,HEAD")
        XCTAssertEqual(router.routeTable.map(\.pattern), ["/:kind/list", "/api/list", "/api/:name", "/*", "/docs/:id", "/:kind/list"])
    }

    func testWebSocketRouteIsAGetRoute() {
        let router = Router()
        router.webSocket("/sync/:doc") { _, _ in }
        guard case .route(.webSocket, let parameters, _) = router.resolve(method: .get, path: "/sync/9") else {
            return XCTFail("expected the WebSocket route")
        }
        XCTAssertEqual(parameters, ["doc": "9"])
    }

    // MARK: In-process calls (no socket)

    /// `handle` answers synchronously for these handlers, so the response is there when it returns.
    func answer(_ router: Router, _ method: HTTPRequest.Method, _ target: String) throws -> HTTPServerResponse? {
        let box = ResponseBox()
        router.handle(try HTTPServerRequest(method: method, target: target)) { box.response = $0 }
        return box.response
    }

    func testHandleCallsTheRouteWithItsParametersAndDecodedQuery() throws {
        let router = Router()
        router.get("/api/documents/:id") { request, responder in
            responder.respond(.text("\(request.pathParameters["id"] ?? "-") q=\(request.query["q"] ?? "-")"))
        }
        let response = try XCTUnwrap(try answer(router, .get, "/api/documents/a%20b?q=x%26y"))
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "a b q=x&y")
    }

    func testHandleAnswersUnmatchedRequestsAsAConnectionDoes() throws {
        let router = Router()
        router.get("/a") { _, r in r.respond(.text("a")) }
        router.webSocket("/ws") { _, _ in }
        let notAllowed = try XCTUnwrap(try answer(router, .post, "/a"))
        XCTAssertEqual(notAllowed.status, .methodNotAllowed)
        XCTAssertEqual(notAllowed.headers[.allow], "GET, HEAD")
        XCTAssertEqual(try answer(router, .get, "/nothing")?.status, .notFound)
        let upgrade = try XCTUnwrap(try answer(router, .get, "/ws"))
        XCTAssertEqual(upgrade.status.code, 426, "a WebSocket route needs a connection to upgrade")
        XCTAssertEqual(upgrade.headers[.upgrade], "websocket")
        XCTAssertThrowsError(try HTTPServerRequest(method: .get, target: "no-slash"), "the wire's own target rules apply")
    }

    func testServerRespondAddsItsDefaultHeadersWithoutOverridingTheResponse() throws {
        let router = Router()
        router.get("/plain") { _, r in r.respond(.text("plain")) }
        router.get("/own") { _, r in
            var response = HTTPServerResponse.text("own")
            response.headers[.cacheControl] = "max-age=60"
            r.respond(response)
        }
        var configuration = HTTPServerConfiguration()
        configuration.defaultResponseHeaders = [.cacheControl: "no-store", .xContentTypeOptions: "nosniff"]
        let server = HTTPServer(configuration: configuration, router: router, logger: Logger(label: "test"))
        for (target, cacheControl) in [("/plain", "no-store"), ("/own", "max-age=60")] {
            let box = ResponseBox()
            server.respond(to: try HTTPServerRequest(method: .get, target: target)) { box.response = $0 }
            XCTAssertEqual(box.response?.headers[.cacheControl], cacheControl, target)
            XCTAssertEqual(box.response?.headers[.xContentTypeOptions], "nosniff", target)
        }
        XCTAssertEqual(server.port, 0, "never bound")
    }
}

private final class ResponseBox: @unchecked Sendable {
    var response: HTTPServerResponse?
}
