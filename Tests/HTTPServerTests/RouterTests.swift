@testable import HTTPServer
import HTTPTypes
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

    func testWebSocketRouteIsAGetRoute() {
        let router = Router()
        router.webSocket("/sync/:doc") { _, _ in }
        guard case .route(.webSocket, let parameters, _) = router.resolve(method: .get, path: "/sync/9") else {
            return XCTFail("expected the WebSocket route")
        }
        XCTAssertEqual(parameters, ["doc": "9"])
    }
}
