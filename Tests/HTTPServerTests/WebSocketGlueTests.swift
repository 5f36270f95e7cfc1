import Foundation
import HTTPServer
import StoryweaveTesting
import XCTest

final class WebSocketGlueTests: XCTestCase {
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ item: String) { lock.withLock { items.append(item) } }
        var all: [String] { lock.withLock { items } }
    }

    var events: Events!
    var server: TestServer!

    override func setUpWithError() throws {
        let events = Events()
        self.events = events
        var limits = HTTPServerLimits()
        limits.maxWebSocketMessageBytes = 1024
        limits.maxWebSocketPendingOutputBytes = 512 * 1024
        server = try TestServer(limits: limits) { router in
            router.webSocket("/ws") { request, socket in
                socket.onText = { text in
                    if text.hasPrefix("several:") {
                        socket.send(texts: text.dropFirst("several:".count).split(separator: ",").map(String.init))
                        return
                    }
                    if text == "flood" {
                        // 16 MB at a client that never reads: the server must drop it, not buffer without bound.
                        for _ in 0..<256 { socket.send(binary: [UInt8](repeating: 1, count: 64 * 1024)) }
                        return
                    }
                    // Reply from another queue: send must hop to the connection queue.
                    DispatchQueue.global().async { socket.send(text: "echo:" + text) }
                }
                socket.onBinary = { bytes in socket.send(binary: bytes.reversed()) }
                socket.onClose = { code, _ in events.append("closed \(code.map(String.init) ?? "nil")") }
            }
            router.get("/plain") { _, r in r.respond(.text("plain")) }
        }
    }

    override func tearDown() {
        server?.stop()
    }

    func testEchoRoundTrip() throws {
        let client = try WebSocketTestClient(port: server.port, target: "/ws")
        XCTAssertEqual(client.handshake.status, 101)
        XCTAssertEqual(client.handshake.header("Sec-WebSocket-Accept"), "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        XCTAssertEqual(client.handshake.header("Upgrade")?.lowercased(), "websocket")
        XCTAssertNil(client.handshake.header("Content-Length"))
        XCTAssertTrue(eventually { self.server.http.metrics.prometheusText().contains("websocket_open_connections 1") })
        client.send(text: "hello")
        let reply = try client.readFrame()
        XCTAssertEqual(reply.opcode, .text)
        XCTAssertEqual(reply.text, "echo:hello")
        client.send(binary: [1, 2, 3])
        XCTAssertEqual(try client.readFrame().payload, [3, 2, 1])
        client.sendClose(code: 1000)
        let close = try client.readFrame()
        XCTAssertEqual(close.opcode, .close)
        XCTAssertEqual(close.closeCode, 1000)
        XCTAssertTrue(client.raw.waitForClose())
        XCTAssertTrue(eventually { self.events.all == ["closed 1000"] }, "\(events.all)")
        XCTAssertTrue(eventually { self.server.http.metrics.openWebSocketCount == 0 })
    }

    /// `send(texts:)` writes several messages together: each arrives as its own frame, in order.
    func testSeveralMessagesSentTogetherArriveAsSeparateFramesInOrder() throws {
        let client = try WebSocketTestClient(port: server.port, target: "/ws")
        client.send(text: "several:one,two,three")
        XCTAssertEqual(try (0..<3).map { _ in try client.readFrame().text }, ["one", "two", "three"])
        client.send(text: "after")
        XCTAssertEqual(try client.readFrame().text, "echo:after")
    }

    func testFramesSentWithTheUpgradeRequestAreNotLost() throws {
        let raw = try RawHTTPClient(port: server.port)
        raw.send(Array(("GET /ws HTTP/1.1\r\nHost: t\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").utf8)
                 + WebSocketTestClient.frame(.binary, [9, 8]))
        XCTAssertEqual(try raw.readResponse().status, 101)
        let header = try raw.readBytes(2)
        XCTAssertEqual(header, [0x82, 2])
        XCTAssertEqual(try raw.readBytes(2), [8, 9])
    }

    func testBadUpgradeIsAProblem() throws {
        let client = try server.client()
        client.send("GET /ws HTTP/1.1\r\nHost: t\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 8\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 426)
        XCTAssertEqual(response.header("Content-Type"), "application/problem+json")
        XCTAssertEqual(response.header("Sec-WebSocket-Version"), "13")
        client.send("GET /ws HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 426)
        client.send("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "plain", "the connection stays usable for HTTP")
    }

    func testMessageOverLimitClosesWith1009() throws {
        let client = try WebSocketTestClient(port: server.port, target: "/ws")
        client.send(text: String(repeating: "x", count: 2000))
        let close = try client.readFrame()
        XCTAssertEqual(close.opcode, .close)
        XCTAssertEqual(close.closeCode, 1009)
    }

    func testGracefulShutdownClosesWebSocketsWith1001() throws {
        let client = try WebSocketTestClient(port: server.port, target: "/ws")
        client.send(text: "hi")
        XCTAssertEqual(try client.readFrame().text, "echo:hi")
        let stopped = DispatchSemaphore(value: 0)
        server.http.shutdown(timeout: 5) { stopped.signal() }
        let close = try client.readFrame()
        XCTAssertEqual(close.opcode, .close)
        XCTAssertEqual(close.closeCode, 1001)
        client.sendClose(code: 1001)
        XCTAssertEqual(stopped.wait(timeout: .now() + 5), .success)
        XCTAssertTrue(client.raw.waitForClose())
        XCTAssertTrue(eventually { self.events.all == ["closed 1001"] }, "\(events.all)")
        server = nil
    }

    func testSlowReaderIsDisconnectedWhenOutputBacklogExceedsLimit() throws {
        let client = try WebSocketTestClient(port: server.port, target: "/ws")
        client.send(text: "flood")
        XCTAssertTrue(eventually { self.events.all == ["closed nil"] }, "\(events.all)")
        XCTAssertTrue(eventually { self.server.http.metrics.openConnectionCount == 0 })
    }

    func testAbruptDisconnectDeliversCloseWithoutCode() throws {
        do {
            let client = try WebSocketTestClient(port: server.port, target: "/ws")
            XCTAssertEqual(client.handshake.status, 101)
        }
        XCTAssertTrue(eventually { self.events.all == ["closed nil"] }, "\(events.all)")
    }
}
