@testable import HTTPServer
import XCTest

/// Every malformed or ambiguous request is rejected with the right error (and so the right status).
final class HTTPRequestParserRejectionTests: XCTestCase {
    func assertRejects(_ text: String, _ expected: HTTPParseError, limits: HTTPParserLimits = .init(),
                       file: StaticString = #filePath, line: UInt = #line) {
        for byteByByte in [false, true] {
            XCTAssertThrowsError(try HTTPRequestParserTests.parseAll(text, limits: limits, byteByByte: byteByByte),
                                 file: file, line: line) { error in
                XCTAssertEqual(error as? HTTPParseError, expected, "byteByByte=\(byteByByte)", file: file, line: line)
            }
        }
    }

    func testContentLengthWithTransferEncoding() {
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
                      .contentLengthWithTransferEncoding)
        XCTAssertEqual(HTTPParseError.contentLengthWithTransferEncoding.statusCode, 400)
    }

    func testConflictingContentLength() {
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n", .conflictingContentLength)
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3, 4\r\n\r\n", .conflictingContentLength)
    }

    func testInvalidContentLength() {
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n", .invalidContentLength)
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 0x10\r\n\r\n", .invalidContentLength)
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999\r\n\r\n", .invalidContentLength)
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: \r\n\r\n", .invalidContentLength)
    }

    func testTransferEncodingOtherThanChunked() {
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", .unsupportedTransferEncoding)
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: xchunked\r\n\r\n", .unsupportedTransferEncoding)
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked, chunked\r\n\r\n", .invalidTransferEncoding)
        assertRejects("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", .transferEncodingOnHTTP10)
        XCTAssertEqual(HTTPParseError.unsupportedTransferEncoding.statusCode, 501)
    }

    func testBadChunkSizes() {
        let head = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
        assertRejects(head + "zz\r\n", .invalidChunkSize)
        assertRejects(head + "\r\n", .invalidChunkSize)
        assertRejects(head + "-5\r\n", .invalidChunkSize)
        assertRejects(head + "fffffffffffffffff\r\n", .invalidChunkSize)  // 17 hex digits: overflow
        assertRejects(head + "5 x\r\n", .invalidChunkSize)
        assertRejects(head + "3\r\nabcXY", .invalidChunkTerminator)
        assertRejects(head + "3\nabc", .invalidLineEnding)
        assertRejects(head + "3;a\u{1}b\r\n", .invalidChunkLine)
    }

    func testChunkedBodyOverLimit() {
        var limits = HTTPParserLimits()
        limits.maxBodyBytes = 8
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n5\r\n", .bodyTooLarge,
                      limits: limits)
    }

    func testContentLengthOverLimit() {
        var limits = HTTPParserLimits()
        limits.maxBodyBytes = 8
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 9\r\n\r\n", .bodyTooLarge, limits: limits)
        XCTAssertEqual(HTTPParseError.bodyTooLarge.statusCode, 413)
    }

    func testObsoleteLineFolding() {
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\nX-A: one\r\n two\r\n\r\n", .obsoleteLineFolding)
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\nX-A: one\r\n\ttwo\r\n\r\n", .obsoleteLineFolding)
    }

    func testInvalidHeaderNames() {
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\nBad Name: x\r\n\r\n", .invalidHeaderName)
        assertRejects("GET / HTTP/1.1\r\nHost : h\r\n\r\n", .invalidHeaderName)
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\n: x\r\n\r\n", .invalidHeaderName)
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\nNoColon\r\n\r\n", .invalidHeaderName)
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\nX(y): 1\r\n\r\n", .invalidHeaderName)
    }

    func testControlCharactersInHeaderValues() {
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\nX-A: a\u{0}b\r\n\r\n", .invalidHeaderValue)
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\nX-A: a\rb\r\n\r\n", .invalidHeaderValue)
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\nX-A: a\u{7f}b\r\n\r\n", .invalidHeaderValue)
    }

    func testBareLineFeed() {
        assertRejects("GET / HTTP/1.1\nHost: h\r\n\r\n", .invalidLineEnding)
        assertRejects("GET / HTTP/1.1\r\nHost: h\n\r\n", .invalidLineEnding)
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\n\n", .invalidLineEnding)
    }

    func testMissingOrDuplicateHost() {
        assertRejects("GET / HTTP/1.1\r\nAccept: */*\r\n\r\n", .missingHost)
        assertRejects("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .duplicateHost)
    }

    func testMalformedRequestLines() {
        assertRejects("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestLine)
        assertRejects("GET / HTTP/1.1 \r\nHost: h\r\n\r\n", .invalidRequestLine)
        assertRejects("GET /\r\nHost: h\r\n\r\n", .invalidRequestLine)
        assertRejects("G(T / HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestLine)
        assertRejects("GET / HTTQ/1.1\r\nHost: h\r\n\r\n", .invalidRequestLine)
        assertRejects("GET /\u{1}x HTTP/1.1\r\nHost: h\r\n\r\n", .invalidRequestLine)
        assertRejects("GET / HTTP/2.0\r\nHost: h\r\n\r\n", .unsupportedVersion)
        XCTAssertEqual(HTTPParseError.unsupportedVersion.statusCode, 505)
    }

    func testRequestLineTooLong() {
        var limits = HTTPParserLimits()
        limits.maxRequestLineBytes = 32
        assertRejects("GET /" + String(repeating: "a", count: 40) + " HTTP/1.1\r\nHost: h\r\n\r\n", .requestLineTooLong, limits: limits)
        assertRejects("GET /" + String(repeating: "a", count: 40), .requestLineTooLong, limits: limits)  // incomplete
        XCTAssertEqual(HTTPParseError.requestLineTooLong.statusCode, 414)
    }

    func testHeaderBlockTooLarge() {
        var limits = HTTPParserLimits()
        limits.maxHeaderBytes = 64
        let big = "GET / HTTP/1.1\r\nHost: h\r\nX-Big: " + String(repeating: "b", count: 80) + "\r\n\r\n"
        assertRejects(big, .headerBlockTooLarge, limits: limits)
        assertRejects(String(big.dropLast(4)), .headerBlockTooLarge, limits: limits)  // incomplete head
        XCTAssertEqual(HTTPParseError.headerBlockTooLarge.statusCode, 431)
    }

    func testTooManyHeaders() {
        var limits = HTTPParserLimits()
        limits.maxHeaderCount = 3
        let headers = (0..<5).map { "X-\($0): v\r\n" }.joined()
        assertRejects("GET / HTTP/1.1\r\nHost: h\r\n" + headers + "\r\n", .tooManyHeaders, limits: limits)
        XCTAssertEqual(HTTPParseError.tooManyHeaders.statusCode, 431)
    }

    func testTrailerLimitsAndSyntax() {
        var limits = HTTPParserLimits()
        limits.maxHeaderCount = 2
        let head = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n"
        assertRejects(head + "A: 1\r\nB: 2\r\nC: 3\r\n\r\n", .tooManyHeaders, limits: limits)
        assertRejects(head + "Bad Trailer: 1\r\n\r\n", .invalidHeaderName)
    }

    func testUnsupportedExpectation() {
        assertRejects("POST / HTTP/1.1\r\nHost: h\r\nExpect: 200-ok\r\nContent-Length: 1\r\n\r\nx", .unsupportedExpectation)
    }

    func testParserStaysFailed() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/1.1\nHost: h\r\n\r\n".utf8))
        XCTAssertThrowsError(try parser.next())
        parser.append(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        XCTAssertThrowsError(try parser.next())
    }
}
