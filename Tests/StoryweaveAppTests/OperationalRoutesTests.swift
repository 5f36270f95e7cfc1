import Foundation
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

final class OperationalRoutesTests: XCTestCase {
    func testHealthzReportsTheDatabase() throws {
        let server = try TestApp()
        defer { server.stop() }
        _ = try server.upload(Samples.storyboard)
        let health = try server.request("GET", "/healthz")
        XCTAssertEqual(health.status, 200)
        let json = try health.json()
        XCTAssertEqual(json["status"] as? String, "ok")
        XCTAssertEqual(json["database"] as? String, "ok")
        XCTAssertEqual(json["schemaVersion"] as? Int, TestApp.highestMigrationVersion)
        XCTAssertEqual(json["documents"] as? Int, 1)
    }

    /// Served requests are counted by the connections: this one goes over a socket.
    func testMetricsArePrometheusText() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        _ = try server.request("GET", "/api/documents")
        let metrics = try server.request("GET", "/metrics")
        XCTAssertEqual(metrics.status, 200)
        XCTAssertTrue(metrics.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        XCTAssertTrue(metrics.text.contains("# TYPE"), metrics.text)
        XCTAssertTrue(metrics.text.contains("/api/documents"), "requests are labelled by route: \(metrics.text)")
    }

    func testStaticFilesAreServedFromPublic() throws {
        let server = try TestApp()
        defer { server.stop() }
        let index = try server.request("GET", "/")
        XCTAssertEqual(index.status, 200)
        XCTAssertTrue(index.text.contains("Storyweave test"))
    }

    func testEchoIsOffByDefault() throws {
        let server = try TestApp()
        defer { server.stop() }
        XCTAssertEqual(try server.request("GET", "/_echo").status, 404)
    }

    func testEchoWebSocketEchoesTextAndBinary() throws {
        let server = try TestApp(.live, enableEcho: true)
        defer { server.stop() }
        let client = try WebSocketTestClient(port: server.port, target: "/_echo")
        XCTAssertEqual(client.handshake.header("Sec-WebSocket-Accept"), "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", "RFC 6455 sample accept key")

        client.send(text: "héllo")
        let text = try client.readFrame()
        XCTAssertEqual(text.opcode, .text)
        XCTAssertEqual(text.payload, Array("héllo".utf8))
        client.send(binary: [0, 1, 2, 254, 255])
        let binary = try client.readFrame()
        XCTAssertEqual(binary.opcode, .binary)
        XCTAssertEqual(binary.payload, [0, 1, 2, 254, 255])
        client.sendClose(code: 1000)
        XCTAssertEqual(try client.readFrame().opcode, .close, "the server answers the close handshake")
    }
}

final class LandingPageTests: XCTestCase {
    /// The project's own Public/index.html is served and drives the API it documents.
    func testProjectLandingPageIsServed() throws {
        let server = try TestApp(publicDirectory: PackagePaths.publicDirectory)
        defer { server.stop() }
        let page = try server.request("GET", "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.header("Content-Type")?.hasPrefix("text/html") == true)
        XCTAssertTrue(page.text.contains("<script type=\"module\" src=\"/js/home.js\">"), "the home page loads its ES module")
        let module = try server.request("GET", "/js/home.js")
        XCTAssertEqual(module.status, 200)
        XCTAssertTrue(module.header("Content-Type")?.hasPrefix("text/javascript") == true, module.header("Content-Type") ?? "none")
        let client = try server.request("GET", "/js/api/client.js")
        for used in ["/api/documents", "/api/templates"] {
            XCTAssertTrue(client.text.contains(used), used)
        }
    }
}
