import Foundation
import XCTest
@testable import StoryweaveApp

final class OperationalRoutesTests: XCTestCase {
    func testHealthzReportsTheDatabase() throws {
        let server = try TestServer()
        defer { server.stop() }
        _ = try server.upload(Samples.storyboard)
        let health = try server.request("GET", "/healthz")
        XCTAssertEqual(health.status, 200)
        let json = try health.json()
        XCTAssertEqual(json["status"] as? String, "ok")
        XCTAssertEqual(json["database"] as? String, "ok")
        XCTAssertEqual(json["schemaVersion"] as? Int, TestServer.highestMigrationVersion)
        XCTAssertEqual(json["documents"] as? Int, 1)
    }

    func testMetricsArePrometheusText() throws {
        let server = try TestServer()
        defer { server.stop() }
        _ = try server.request("GET", "/api/documents")
        let metrics = try server.request("GET", "/metrics")
        XCTAssertEqual(metrics.status, 200)
        XCTAssertTrue(metrics.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        XCTAssertTrue(metrics.text.contains("# TYPE"), metrics.text)
        XCTAssertTrue(metrics.text.contains("/api/documents"), "requests are labelled by route: \(metrics.text)")
    }

    func testStaticFilesAreServedFromPublic() throws {
        let server = try TestServer()
        defer { server.stop() }
        let index = try server.request("GET", "/")
        XCTAssertEqual(index.status, 200)
        XCTAssertTrue(index.text.contains("Storyweave test"))
    }

    func testEchoIsOffByDefault() throws {
        let server = try TestServer()
        defer { server.stop() }
        XCTAssertEqual(try server.request("GET", "/_echo").status, 404)
    }

    func testEchoWebSocketEchoesTextAndBinary() throws {
        let server = try TestServer(enableEcho: true)
        defer { server.stop() }
        let socket = try RawSocket(port: server.port)
        socket.write(Array(("GET /_echo HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        var handshake: [UInt8] = []
        while !handshake.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let byte = socket.read(upTo: 1)
            XCTAssertFalse(byte.isEmpty, "connection closed during the handshake")
            if byte.isEmpty { return }
            handshake += byte
        }
        let head = String(decoding: handshake, as: UTF8.self)
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 101"), head)
        XCTAssertTrue(head.contains("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="), "RFC 6455 sample accept key: \(head)")

        socket.write(SyncTestClient.frame(opcode: 0x1, payload: Array("héllo".utf8)))
        XCTAssertEqual(Self.readFrame(socket), FrameRead(opcode: 0x1, payload: Array("héllo".utf8)))
        socket.write(SyncTestClient.frame(opcode: 0x2, payload: [0, 1, 2, 254, 255]))
        XCTAssertEqual(Self.readFrame(socket), FrameRead(opcode: 0x2, payload: [0, 1, 2, 254, 255]))
        socket.write(SyncTestClient.frame(opcode: 0x8, payload: [0x03, 0xE8]))
        XCTAssertEqual(Self.readFrame(socket)?.opcode, 0x8, "the server answers the close handshake")
    }

    struct FrameRead: Equatable { var opcode: UInt8; var payload: [UInt8] }

    static func readFrame(_ socket: RawSocket) -> FrameRead? {
        func exactly(_ count: Int) -> [UInt8]? {
            var bytes: [UInt8] = []
            while bytes.count < count {
                let chunk = socket.read(upTo: count - bytes.count)
                if chunk.isEmpty { return nil }
                bytes += chunk
            }
            return bytes
        }
        guard let header = exactly(2) else { return nil }
        var length = Int(header[1] & 0x7F)
        if length == 126, let extended = exactly(2) { length = Int(extended[0]) << 8 | Int(extended[1]) }
        guard let payload = exactly(length) else { return nil }
        return FrameRead(opcode: header[0] & 0x0F, payload: payload)
    }
}

final class LandingPageTests: XCTestCase {
    /// The project's own Public/index.html is served and drives the API it documents.
    func testProjectLandingPageIsServed() throws {
        let publicDirectory = URL(fileURLWithPath: TestServer.migrationsDirectory).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("Public").path
        let server = try TestServer(publicDirectory: publicDirectory)
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
