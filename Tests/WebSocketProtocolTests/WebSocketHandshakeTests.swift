import HTTPTypes
import XCTest
@testable import WebSocketProtocol

final class WebSocketHandshakeTests: XCTestCase {
    private let sampleKey = "dGhlIHNhbXBsZSBub25jZQ=="

    private func request(_ extra: HTTPFields = [:], upgrade: String = "websocket", connection: String = "Upgrade",
                         version: String? = "13", key: String? = "dGhlIHNhbXBsZSBub25jZQ==") -> HTTPFields {
        var fields: HTTPFields = [HTTPField.Name("Host")!: "example.com", .upgrade: upgrade, .connection: connection]
        if let version { fields[.secWebSocketVersion] = version }
        if let key { fields[.secWebSocketKey] = key }
        fields.append(contentsOf: extra)
        return fields
    }

    func testRFCExampleAcceptValue() {
        XCTAssertEqual(WebSocketHandshake.acceptValue(forKey: sampleKey), "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    func testValidRequestBuilds101Headers() throws {
        let result = try WebSocketHandshake.accept(method: .get, headers: request(), options: WebSocketOptions())
        XCTAssertEqual(result.responseHeaders[.upgrade], "websocket")
        XCTAssertEqual(result.responseHeaders[.connection], "Upgrade")
        XCTAssertEqual(result.responseHeaders[.secWebSocketAccept], "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        XCTAssertNil(result.responseHeaders[.secWebSocketExtensions])
        XCTAssertNil(result.deflate)
    }

    func testHeaderTokensAreCaseInsensitiveLists() throws {
        let headers = request(upgrade: "WebSocket", connection: "keep-alive, UPGRADE")
        XCTAssertNoThrow(try WebSocketHandshake.accept(method: .get, headers: headers, options: WebSocketOptions()))
    }

    func testRejections() {
        let cases: [(HTTPRequest.Method, HTTPFields, WebSocketHandshakeError)] = [
            (.post, request(), .methodNotGet("POST")),
            (.get, request(upgrade: "h2c"), .missingUpgradeHeader),
            (.get, request(connection: "keep-alive"), .missingConnectionUpgrade),
            (.get, request(version: "8"), .unsupportedVersion("8")),
            (.get, request(version: nil), .unsupportedVersion(nil)),
            (.get, request(key: nil), .invalidKey),
            (.get, request(key: "c2hvcnQ="), .invalidKey),                         // 5 bytes
            (.get, request(key: "AAAAAAAAAAAAAAAAAAAAAA"), .invalidKey),           // no padding, 22 chars
            (.get, request(key: "!!!!!!!!!!!!!!!!!!!!!!=="), .invalidKey),         // not base64
            (.get, request(key: "AAAAAAAAAAAAAAAAAAAAAAAA"), .invalidKey),         // 18 bytes
        ]
        for (method, headers, expected) in cases {
            XCTAssertThrowsError(try WebSocketHandshake.accept(method: method, headers: headers, options: WebSocketOptions())) { error in
                XCTAssertEqual(error as? WebSocketHandshakeError, expected)
                XCTAssertFalse((error as? WebSocketHandshakeError)?.reason.isEmpty ?? true)
            }
        }
    }

    func testDuplicateKeyIsRejected() {
        var headers = request()
        headers.append(HTTPField(name: .secWebSocketKey, value: sampleKey))
        XCTAssertThrowsError(try WebSocketHandshake.accept(method: .get, headers: headers, options: WebSocketOptions()))
    }

    func testErrorStatusAndHeaders() {
        XCTAssertEqual(WebSocketHandshakeError.unsupportedVersion("8").status, .upgradeRequired)
        XCTAssertEqual(WebSocketHandshakeError.unsupportedVersion("8").responseHeaders[.secWebSocketVersion], "13")
        XCTAssertEqual(WebSocketHandshakeError.missingUpgradeHeader.status, .upgradeRequired)
        XCTAssertEqual(WebSocketHandshakeError.invalidKey.status, .badRequest)
        XCTAssertEqual(WebSocketHandshakeError.methodNotGet("POST").status, .badRequest)
    }

    func testDeflateNegotiatedInResponse() throws {
        let headers = request([.secWebSocketExtensions: "permessage-deflate; client_max_window_bits"])
        let result = try WebSocketHandshake.accept(method: .get, headers: headers, options: WebSocketOptions())
        XCTAssertEqual(result.deflate, PerMessageDeflateParameters())
        XCTAssertEqual(result.responseHeaders[.secWebSocketExtensions], "permessage-deflate")
    }

    func testDeflateCanBeDisabled() throws {
        var options = WebSocketOptions()
        options.enablePerMessageDeflate = false
        let headers = request([.secWebSocketExtensions: "permessage-deflate"])
        let result = try WebSocketHandshake.accept(method: .get, headers: headers, options: options)
        XCTAssertNil(result.deflate)
        XCTAssertNil(result.responseHeaders[.secWebSocketExtensions])
    }
}
