import Foundation
import HTTPServer
import StoryweaveTesting
import XCTest

/// Garbage input must never crash the server or leak file descriptors.
final class RobustnessTests: XCTestCase {
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seeds = [
        "GET / HTTP/1.1\r\nHost: t\r\n\r\n",
        "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\n\r\nhello",
        "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n5;x=y\r\nhello\r\n0\r\nT: 1\r\n\r\n",
        "GET /ws HTTP/1.1\r\nHost: t\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
    ].map { Array($0.utf8) }

    /// Random bytes, or a valid request with random mutations (flips, inserts, truncation).
    static func garbage(_ rng: inout SplitMix) -> [UInt8] {
        if rng.next() % 3 == 0 {
            return (0..<Int(rng.next() % 600)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        }
        var bytes = seeds[Int(rng.next() % UInt64(seeds.count))]
        for _ in 0..<Int(1 + rng.next() % 6) {
            let index = Int(rng.next() % UInt64(bytes.count))
            switch rng.next() % 4 {
            case 0: bytes[index] = UInt8(truncatingIfNeeded: rng.next())
            case 1: bytes.insert(contentsOf: [13, 10, 0, 32, 58].shuffled().prefix(2), at: index)
            case 2: bytes.removeSubrange(index..<min(bytes.count, index + Int(rng.next() % 8)))
            default: bytes.insert(contentsOf: Array(String(rng.next(), radix: 16).utf8), at: index)
            }
            if bytes.isEmpty { bytes = [0] }
        }
        return bytes
    }

    func testTwoThousandGarbageRequestsNoCrashNoLeak() throws {
        var limits = HTTPServerLimits()
        limits.headerReadTimeout = 2
        limits.bodyReadTimeout = 2
        limits.idleTimeout = 2
        let server = try TestServer(limits: limits) { router in
            router.get("/") { _, r in r.respond(.text("root")) }
            router.post("/echo") { request, r in r.respond(HTTPServerResponse(body: request.body)) }
            router.webSocket("/ws") { _, socket in socket.onText = { socket.send(text: $0) } }
        }
        defer { server.stop() }
        // Warm up so lazily opened descriptors (e.g. epoll) are part of the baseline.
        let warm = try server.client()
        warm.send("GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        _ = try warm.readResponse()
        XCTAssertTrue(warm.waitForClose())
        XCTAssertTrue(eventually { server.http.metrics.openConnectionCount == 0 })
        let baseline = TestServer.openFileDescriptorCount()
        let baselineTargets = TestServer.openFileDescriptorTargets()

        let total = 2000, workers = 8
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var rng = SplitMix(state: UInt64(worker) * 7919 + 1)
            for _ in 0..<(total / workers) {
                guard let client = try? RawHTTPClient(port: server.port, timeout: 3) else { continue }
                client.send(Self.garbage(&rng))
                if rng.next() % 2 == 0 {
                    client.shutdownWrite()
                    if rng.next() % 2 == 0 { _ = try? client.readResponse() }
                }
            }
        }
        // The server must still answer correctly (scoped so the client's own fd is closed before counting).
        do {
            let check = try server.client()
            check.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
            XCTAssertEqual(try check.readResponse().text, "root")
            check.send("GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            _ = try check.readResponse()
            XCTAssertTrue(check.waitForClose())
        }

        XCTAssertGreaterThan(server.http.metrics.requestCount(route: "invalid", status: 400), 100,
                             "most garbage must have been answered with 400")
        XCTAssertTrue(eventually(timeout: 10) { server.http.metrics.openConnectionCount == 0 },
                      "open connections: \(server.http.metrics.openConnectionCount)")
        XCTAssertTrue(eventually(timeout: 10) { TestServer.openFileDescriptorCount() <= baseline },
                      "fds now: \(TestServer.openFileDescriptorTargets()) baseline: \(baselineTargets)")
    }

    func testManyConcurrentKeepAliveConnections() throws {
        let server = try TestServer { router in router.get("/") { _, r in r.respond(.text("root")) } }
        defer { server.stop() }
        let clients = try (0..<300).map { _ in try server.client() }
        for client in clients { client.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n") }
        for client in clients { XCTAssertEqual(try client.readResponse().text, "root") }
        XCTAssertEqual(server.http.metrics.openConnectionCount, 300)
    }
}
