import Foundation
import HTTPServer
import HTTPTypes
import StoryweaveTesting
import XCTest

/// Real server on an ephemeral port, real sockets.
final class EndToEndTests: XCTestCase {
    var server: TestServer!

    override func setUpWithError() throws {
        server = try TestServer { router in
            router.get("/hello") { _, responder in responder.respond(.text("hello")) }
            router.get("/docs/:id") { request, responder in
                responder.respond(.text("doc \(request.pathParameters["id"] ?? "?") q=\(request.query["q"] ?? "")"))
            }
            router.post("/echo") { request, responder in
                responder.respond(HTTPServerResponse(status: .ok, body: request.body))
            }
            router.get("/async") { _, responder in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { responder.respond(.text("late")) }
            }
            router.get("/chunked") { _, responder in
                var response = HTTPServerResponse.text(String(repeating: "z", count: 40_000))
                response.headers[.transferEncoding] = "chunked"
                responder.respond(response)
            }
            router.get("/files/*") { request, responder in responder.respond(.text(request.pathParameters["*"] ?? "")) }
            router.get("/json") { _, responder in responder.respond(.json(["a": 1])) }
        }
    }

    override func tearDown() {
        server.stop()
    }

    func testKeepAliveServesSeveralRequestsOnOneConnection() throws {
        let client = try server.client()
        for i in 0..<5 {
            client.send("GET /docs/\(i)?q=x HTTP/1.1\r\nHost: t\r\n\r\n")
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 200)
            XCTAssertEqual(response.text, "doc \(i) q=x")
            XCTAssertNotNil(response.header("Date"))
            XCTAssertNil(response.header("Connection"))
        }
    }

    func testPipelinedRequestsAnsweredInOrder() throws {
        let client = try server.client()
        // The asynchronous handler in the middle must not let the later responses overtake it.
        client.send("GET /docs/1 HTTP/1.1\r\nHost: t\r\n\r\nGET /async HTTP/1.1\r\nHost: t\r\n\r\n"
                    + "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nabcGET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "doc 1 q=")
        XCTAssertEqual(try client.readResponse().text, "late")
        XCTAssertEqual(try client.readResponse().text, "abc")
        XCTAssertEqual(try client.readResponse().text, "hello")
    }

    func testHeadUsesGetRouteWithoutBody() throws {
        let client = try server.client()
        client.send("HEAD /hello HTTP/1.1\r\nHost: t\r\n\r\nGET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        let head = try client.readResponse(headRequest: true)
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), "5")
        // If HEAD had sent a body, the next response would be garbled.
        XCTAssertEqual(try client.readResponse().text, "hello")
    }

    func testNotFoundAndMethodNotAllowedAreProblems() throws {
        let client = try server.client()
        client.send("GET /nope HTTP/1.1\r\nHost: t\r\n\r\n")
        let notFound = try client.readResponse()
        XCTAssertEqual(notFound.status, 404)
        XCTAssertEqual(notFound.header("Content-Type"), "application/problem+json")
        let problem = try JSONSerialization.jsonObject(with: Data(notFound.body)) as? [String: Any]
        XCTAssertEqual(problem?["status"] as? Int, 404)
        XCTAssertEqual(problem?["type"] as? String, "about:blank")
        client.send("DELETE /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        let notAllowed = try client.readResponse()
        XCTAssertEqual(notAllowed.status, 405)
        XCTAssertEqual(notAllowed.header("Allow"), "GET, HEAD")
    }

    func testChunkedRequestBodyAndExpectContinue() throws {
        let client = try server.client()
        client.send("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nwiki\r\n5\r\npedia\r\n0\r\nX-T: 1\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "wikipedia")
        client.send("POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 100)
        client.send("body")
        let final = try client.readResponse()
        XCTAssertEqual(final.status, 200)
        XCTAssertEqual(final.text, "body")
    }

    func testChunkedResponse() throws {
        let client = try server.client()
        client.send("GET /chunked HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.header("Transfer-Encoding"), "chunked")
        XCTAssertNil(response.header("Content-Length"))
        XCTAssertEqual(response.body.count, 40_000)
    }

    func testConnectionCloseAndHTTP10() throws {
        let client = try server.client()
        client.send("GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(try client.readResponse().header("Connection"), "close")
        XCTAssertTrue(client.waitForClose())

        let old = try server.client()
        old.send("GET /hello HTTP/1.0\r\n\r\n")
        XCTAssertEqual(try old.readResponse().text, "hello")
        XCTAssertTrue(old.waitForClose())

        let oldKeepAlive = try server.client()
        oldKeepAlive.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        XCTAssertEqual(try oldKeepAlive.readResponse().header("Connection"), "keep-alive")
        oldKeepAlive.send("GET /json HTTP/1.0\r\n\r\n")
        XCTAssertEqual(try oldKeepAlive.readResponse().text, "{\"a\":1}")
    }

    func testRestParameterAndPercentDecoding() throws {
        let client = try server.client()
        client.send("GET /files/a/b%20c.txt HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "a/b c.txt")
    }

    func testMalformedRequestsGetErrorAndClose() throws {
        let cases: [(String, Int)] = [
            ("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\nabc", 400),
            ("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabc", 400),
            ("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
            ("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\nfffffffffffffffffff\r\n", 400),
            ("GET /hello HTTP/1.1\r\nHost: t\r\nX: a\r\n b\r\n\r\n", 400),
            ("GET /hello HTTP/1.1\r\nHo st: t\r\n\r\n", 400),
            ("GET /hello HTTP/1.1\nHost: t\n\n", 400),
            ("GET /hello HTTP/1.1\r\n\r\n", 400),
            ("GET /hello%zz HTTP/1.1\r\nHost: t\r\n\r\n", 400),
            ("GET /hello HTTP/3.0\r\nHost: t\r\n\r\n", 505),
        ]
        for (request, status) in cases {
            let client = try server.client()
            client.send(request)
            let response = try client.readResponse()
            XCTAssertEqual(response.status, status, request)
            XCTAssertEqual(response.header("Connection"), "close", request)
            XCTAssertEqual(response.header("Content-Type"), "application/problem+json", request)
            XCTAssertTrue(client.waitForClose(), request)
        }
    }

    func testClientHalfCloseStillGetsResponse() throws {
        let client = try server.client()
        client.send("GET /async HTTP/1.1\r\nHost: t\r\n\r\n")
        client.shutdownWrite()
        XCTAssertEqual(try client.readResponse().text, "late")
        XCTAssertTrue(client.waitForClose())
    }

    func testMetricsCountRequestsByRoute() throws {
        let client = try server.client()
        client.send("GET /docs/7 HTTP/1.1\r\nHost: t\r\n\r\n")
        _ = try client.readResponse()
        XCTAssertEqual(server.http.metrics.requestCount(route: "/docs/:id", status: 200), 1)
        let text = server.http.metrics.prometheusText()
        XCTAssertTrue(text.contains("http_requests_total{route=\"/docs/:id\",status=\"200\"} 1"), text)
        XCTAssertTrue(text.contains("http_open_connections 1"), text)
        XCTAssertTrue(text.contains("http_request_duration_seconds_count 1"), text)
    }

    func testIPv6Loopback() throws {
        let v6 = try TestServer(host: "::1") { $0.get("/v6") { _, r in r.respond(.text("six")) } }
        defer { v6.stop() }
        let client = try RawHTTPClient(port: v6.port, host: "::1")
        client.send("GET /v6 HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "six")
    }

    func testAddressInUseIsATypedError() throws {
        var configuration = HTTPServerConfiguration()
        configuration.port = server.port
        let second = HTTPServer(configuration: configuration, router: Router(), logger: .init(label: "t"))
        XCTAssertThrowsError(try second.start()) { error in
            XCTAssertEqual(error as? HTTPServerError, .addressInUse(host: "127.0.0.1", port: server.port))
        }
    }
}
