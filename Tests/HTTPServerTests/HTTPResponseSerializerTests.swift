@testable import HTTPServer
import HTTPTypes
import XCTest

final class HTTPResponseSerializerTests: XCTestCase {
    func serialize(_ response: HTTPServerResponse, minor: Int = 1, head: Bool = false, keepAlive: Bool = true) -> String {
        var bytes: [UInt8] = []
        HTTPResponseSerializer.serialize(response, context: .init(minorVersion: minor, isHeadRequest: head, keepAlive: keepAlive),
                                         into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func testSizedResponseWithServerOwnedFraming() {
        var response = HTTPServerResponse.text("hi")
        response.headers[.contentLength] = "999"
        response.headers[.connection] = "keep-alive"
        let text = serialize(response, keepAlive: false)
        XCTAssertTrue(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        XCTAssertTrue(text.contains("\r\nContent-Length: 2\r\n"))
        XCTAssertFalse(text.contains("999"))
        XCTAssertTrue(text.contains("\r\nConnection: close\r\n"))
        XCTAssertTrue(text.contains("\r\nDate: "))
        XCTAssertTrue(text.hasSuffix("\r\n\r\nhi"))
    }

    func testNoBodyStatusesAndHead() {
        XCTAssertFalse(serialize(HTTPServerResponse(status: .noContent)).contains("Content-Length"))
        XCTAssertFalse(serialize(HTTPServerResponse(status: .notModified)).contains("Content-Length"))
        let head = serialize(.text("hello"), head: true)
        XCTAssertTrue(head.contains("Content-Length: 5\r\n"))
        XCTAssertTrue(head.hasSuffix("\r\n\r\n"))
    }

    func testChunkedOnlyForHTTP11() {
        var response = HTTPServerResponse.text(String(repeating: "a", count: 20_000))
        response.headers[.transferEncoding] = "chunked"
        let chunked = serialize(response)
        XCTAssertTrue(chunked.contains("Transfer-Encoding: chunked\r\n"))
        XCTAssertTrue(chunked.contains("\r\n\r\n4000\r\n"))
        XCTAssertTrue(chunked.hasSuffix("\r\n0\r\n\r\n"))
        let old = serialize(response, minor: 0)
        XCTAssertTrue(old.contains("Content-Length: 20000\r\n"))
        XCTAssertTrue(old.contains("Connection: keep-alive\r\n"))
    }

    func testSwitchingProtocolsKeepsConnectionUpgrade() {
        let text = serialize(HTTPServerResponse(status: .switchingProtocols, headers: [.upgrade: "websocket", .connection: "Upgrade"]))
        XCTAssertTrue(text.contains("Connection: Upgrade\r\n"))
        XCTAssertFalse(text.contains("Content-Length"))
    }

    func testDateFormat() {
        XCTAssertEqual(HTTPDateCache.format(784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT")
    }
}
