@testable import HTTPServer
import Foundation
import StoryweaveTesting
import XCTest

/// Each limit configured small and exercised against the real server.
final class LimitsTests: XCTestCase {
    func makeServer(_ adjust: (inout HTTPServerLimits) -> Void) throws -> TestServer {
        var limits = HTTPServerLimits()
        adjust(&limits)
        return try TestServer(limits: limits) { router in
            router.get("/ok") { _, r in r.respond(.text("ok")) }
            router.post("/echo") { request, r in r.respond(HTTPServerResponse(body: request.body)) }
            router.get("/big") { _, r in r.respond(HTTPServerResponse(body: [UInt8](repeating: 65, count: 256 * 1024))) }
        }
    }

    func assertStatusThenClose(_ server: TestServer, _ request: String, _ status: Int,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let client = try server.client()
        client.send(request)
        XCTAssertEqual(try client.readResponse().status, status, file: file, line: line)
        XCTAssertTrue(client.waitForClose(), "connection should be closed", file: file, line: line)
    }

    func testRequestLineLimit() throws {
        let server = try makeServer { $0.maxRequestLineBytes = 64 }
        defer { server.stop() }
        try assertStatusThenClose(server, "GET /" + String(repeating: "a", count: 100) + " HTTP/1.1\r\nHost: t\r\n\r\n", 414)
        let client = try server.client()
        client.send("GET /ok HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 200)
    }

    func testHeaderBytesLimit() throws {
        let server = try makeServer { $0.maxHeaderBytes = 128 }
        defer { server.stop() }
        try assertStatusThenClose(server, "GET /ok HTTP/1.1\r\nHost: t\r\nX-Big: " + String(repeating: "b", count: 200) + "\r\n\r\n", 431)
    }

    func testHeaderCountLimit() throws {
        let server = try makeServer { $0.maxHeaderCount = 4 }
        defer { server.stop() }
        let headers = (0..<6).map { "X-\($0): v\r\n" }.joined()
        try assertStatusThenClose(server, "GET /ok HTTP/1.1\r\nHost: t\r\n" + headers + "\r\n", 431)
    }

    func testBodyLimit() throws {
        let server = try makeServer { $0.maxBodyBytes = 16 }
        defer { server.stop() }
        try assertStatusThenClose(server, "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 17\r\n\r\n", 413)
        try assertStatusThenClose(server, "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n0123456789abcdef\r\n1\r\nx\r\n", 413)
        let client = try server.client()
        client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 16\r\n\r\n0123456789abcdef")
        XCTAssertEqual(try client.readResponse().text, "0123456789abcdef")
    }

    func testMaxConnections() throws {
        let server = try makeServer { $0.maxConnections = 2 }
        defer { server.stop() }
        let first = try server.client(), second = try server.client()
        XCTAssertTrue(eventually { server.http.metrics.openConnectionCount == 2 })
        let third = try server.client()
        XCTAssertEqual(try third.readResponse().status, 503)
        XCTAssertTrue(third.waitForClose())
        for client in [first, second] {
            client.send("GET /ok HTTP/1.1\r\nHost: t\r\n\r\n")
            XCTAssertEqual(try client.readResponse().status, 200)
        }
    }

    func testBodyReadTimeout() throws {
        let server = try makeServer { $0.bodyReadTimeout = 0.5 }
        defer { server.stop() }
        let client = try server.client()
        client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nabc")
        XCTAssertEqual(try client.readResponse().status, 408)
        XCTAssertTrue(client.waitForClose())
    }

    func testIdleTimeoutClosesKeepAliveConnection() throws {
        let server = try makeServer { $0.idleTimeout = 0.5 }
        defer { server.stop() }
        let client = try server.client()
        client.send("GET /ok HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 200)
        XCTAssertTrue(client.waitForClose())
        XCTAssertTrue(eventually { server.http.metrics.openConnectionCount == 0 })
    }

    func testEmptyLineDripDoesNotResetTheHeaderTimeout() throws {
        let server = try makeServer { $0.headerReadTimeout = 1 }
        defer { server.stop() }
        let client = try server.client()
        var closed = false
        for _ in 0..<20 where !closed {
            closed = !client.send("\r\n")
            usleep(200_000)
        }
        XCTAssertEqual(try client.readResponse().status, 408)
        XCTAssertTrue(client.waitForClose())
    }

    func testHungHandlerIsDroppedAfterThePeerLeaves() throws {
        var limits = HTTPServerLimits()
        limits.idleTimeout = 0.5
        let server = try TestServer(limits: limits) { $0.get("/hang") { _, _ in } }
        defer { server.stop() }
        let client = try server.client()
        client.send("GET /hang HTTP/1.1\r\nHost: t\r\n\r\n")
        client.shutdownWrite()
        XCTAssertTrue(client.waitForClose())
        XCTAssertTrue(eventually { server.http.metrics.openConnectionCount == 0 })
    }

    func testBackpressureStopsReadingUntilTheClientReads() throws {
        let server = try makeServer { $0.outputHighWaterBytes = 64 * 1024 }
        defer { server.stop() }
        let client = try server.client(timeout: 10)
        let count = 40  // 40 × 256 KB of responses, far more than the socket buffers hold
        client.send(String(repeating: "GET /big HTTP/1.1\r\nHost: t\r\n\r\n", count: count))
        XCTAssertTrue(eventually { server.http.backpressurePauseCount > 0 })
        for _ in 0..<count {
            let response = try client.readResponse()
            XCTAssertEqual(response.body.count, 256 * 1024)
        }
    }

    func testSlowLorisDoesNotBlockOthersAndIsClosed() throws {
        let server = try makeServer { $0.headerReadTimeout = 2 }
        defer { server.stop() }
        let slow = try server.client(timeout: 10)
        let started = Date()
        let writer = DispatchQueue(label: "slow-writer")
        let done = DispatchSemaphore(value: 0)
        writer.async {
            // One byte per second: the head would take ~30 s to complete.
            for byte in Array("GET /ok HTTP/1.1\r\nHost: t\r\n\r\n".utf8) {
                if !slow.send([byte]) { break }
                usleep(1_000_000)
            }
            done.signal()
        }
        // Another client is served while the slow one dribbles.
        for _ in 0..<3 {
            let other = try server.client()
            other.send("GET /ok HTTP/1.1\r\nHost: t\r\n\r\n")
            XCTAssertEqual(try other.readResponse().status, 200)
        }
        let response = try slow.readResponse()
        XCTAssertEqual(response.status, 408)
        XCTAssertTrue(slow.waitForClose())
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "closed on the header timeout, not after the full head")
        done.wait()
    }
}

/// EMFILE: when the process runs out of descriptors the accept loop pauses (no spinning) and resumes later.
final class FileDescriptorExhaustionTests: XCTestCase {
    func testAcceptPausesOnEMFILEAndRecovers() throws {
        let server = try TestServer { $0.get("/ok") { _, r in r.respond(.text("ok")) } }
        defer { server.stop() }
        var original = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &original)
        var clients: [RawHTTPClient] = []
        var lowered = original
        lowered.rlim_cur = rlim_t(TestServer.openFileDescriptorCount() + 20)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &lowered), 0)
        // Client sockets and accepted sockets share the budget: connect until socket() itself fails.
        while clients.count < 100, let client = try? RawHTTPClient(port: server.port) { clients.append(client) }
        XCTAssertTrue(eventually { server.http.acceptPauseCount > 0 }, "accept never hit EMFILE")
        XCTAssertEqual(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &original), 0)
        // Every client that connected (some waited in the backlog) is served once descriptors are available.
        for client in clients {
            client.send("GET /ok HTTP/1.1\r\nHost: t\r\n\r\n")
            XCTAssertEqual(try client.readResponse().text, "ok")
        }
        XCTAssertGreaterThan(clients.count, 3)
    }
}
