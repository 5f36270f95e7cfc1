import Foundation
import HTTPServer
import StoryweaveTesting
import XCTest

final class ShutdownTests: XCTestCase {
    func testGracefulShutdownFinishesInFlightRequest() throws {
        let handlerStarted = DispatchSemaphore(value: 0)
        let server = try TestServer { router in
            router.get("/slow") { _, responder in
                handlerStarted.signal()
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { responder.respond(.text("finished")) }
            }
            router.get("/fast") { _, r in r.respond(.text("fast")) }
        }
        let idle = try server.client()
        idle.send("GET /fast HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try idle.readResponse().text, "fast")

        let busy = try server.client()
        busy.send("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(handlerStarted.wait(timeout: .now() + 5), .success)

        let stopped = DispatchSemaphore(value: 0)
        server.http.shutdown(timeout: 5) { stopped.signal() }
        XCTAssertTrue(idle.waitForClose(), "idle keep-alive connection is closed at once")
        let response = try busy.readResponse()
        XCTAssertEqual(response.text, "finished")
        XCTAssertEqual(response.header("Connection"), "close")
        XCTAssertTrue(busy.waitForClose())
        XCTAssertEqual(stopped.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(server.http.metrics.openConnectionCount, 0)
        XCTAssertThrowsError(try RawHTTPClient(port: server.port), "no longer accepting")
    }

    func testShutdownTimeoutClosesStuckRequests() throws {
        let server = try TestServer { router in
            router.get("/never") { _, _ in }  // never responds
        }
        let client = try server.client()
        client.send("GET /never HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertTrue(eventually { server.http.metrics.requestCount(route: "/never", status: 200) == 0
            && server.http.metrics.openConnectionCount == 1 })
        let stopped = DispatchSemaphore(value: 0)
        server.http.shutdown(timeout: 0.3) { stopped.signal() }
        XCTAssertEqual(stopped.wait(timeout: .now() + 5), .success)
        XCTAssertTrue(client.waitForClose())
    }

    func testShutdownOfNeverStartedServerCompletes() {
        let server = HTTPServer(configuration: .init(), router: Router(), logger: .init(label: "t"))
        let stopped = DispatchSemaphore(value: 0)
        server.shutdown { stopped.signal() }
        XCTAssertEqual(stopped.wait(timeout: .now() + 2), .success)
    }
}
