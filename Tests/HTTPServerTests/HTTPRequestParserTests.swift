@testable import HTTPServer
import XCTest

/// Good requests: keep-alive, pipelining, bodies, chunked with extensions and trailers, 100-continue.
final class HTTPRequestParserTests: XCTestCase {
    struct Parsed: Equatable {
        var head: HTTPRequestHead
        var body: [UInt8]
        var trailers: [HTTPHeaderLine]
    }

    static func parseAll(_ text: String, limits: HTTPParserLimits = .init(), byteByByte: Bool = false) throws -> [Parsed] {
        var parser = HTTPRequestParser(limits: limits)
        var results: [Parsed] = []
        var head: HTTPRequestHead?
        let bytes = Array(text.utf8)
        let pieces: [[UInt8]] = byteByByte ? bytes.map { [$0] } : [bytes]
        for piece in pieces {
            parser.append(piece)
            while let event = try parser.next() {
                switch event {
                case .head(let h): head = h
                case .complete(let body, let trailers): results.append(Parsed(head: head!, body: body, trailers: trailers))
                }
            }
        }
        return results
    }

    func testSimpleGet() throws {
        let requests = try Self.parseAll("GET /index.html?x=1 HTTP/1.1\r\nHost: example.com\r\nAccept: */*\r\n\r\n")
        XCTAssertEqual(requests.count, 1)
        let head = requests[0].head
        XCTAssertEqual(head.method, "GET")
        XCTAssertEqual(head.target, "/index.html?x=1")
        XCTAssertEqual(head.minorVersion, 1)
        XCTAssertEqual(head.headers, [HTTPHeaderLine(name: "Host", value: "example.com"), HTTPHeaderLine(name: "Accept", value: "*/*")])
        XCTAssertEqual(head.framing, .none)
        XCTAssertTrue(head.keepAlive)
        XCTAssertEqual(requests[0].body, [])
    }

    func testByteByByteGivesSameResult() throws {
        let text = "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhelloGET /b HTTP/1.1\r\nHost: h\r\n\r\n"
        XCTAssertEqual(try Self.parseAll(text, byteByByte: true), try Self.parseAll(text))
        XCTAssertEqual(try Self.parseAll(text).map(\.head.target), ["/a", "/b"])
    }

    func testPipelinedRequestsInOneBuffer() throws {
        let one = "GET /1 HTTP/1.1\r\nHost: h\r\n\r\n"
        let requests = try Self.parseAll(one + "GET /2 HTTP/1.1\r\nHost: h\r\n\r\n" + "GET /3 HTTP/1.1\r\nHost: h\r\n\r\n")
        XCTAssertEqual(requests.map(\.head.target), ["/1", "/2", "/3"])
    }

    func testParserStopsBetweenPipelinedRequestsUntilAskedAgain() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("GET /1 HTTP/1.1\r\nHost: h\r\n\r\nGET /2 HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        guard case .head = try parser.next() else { return XCTFail("expected head") }
        guard case .complete = try parser.next() else { return XCTFail("expected complete") }
        XCTAssertEqual(parser.bufferedByteCount, "GET /2 HTTP/1.1\r\nHost: h\r\n\r\n".utf8.count)
    }

    func testContentLengthBody() throws {
        let requests = try Self.parseAll("PUT /d HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\nhello world")
        XCTAssertEqual(requests[0].head.framing, .contentLength(11))
        XCTAssertEqual(String(decoding: requests[0].body, as: UTF8.self), "hello world")
    }

    func testChunkedBodyWithExtensionsAndTrailers() throws {
        let text = "POST /up HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5;name=value;flag\r\nhello\r\n6 ; x=\"q\"\r\n world\r\n0\r\nX-Checksum: abc\r\nX-Other: 1\r\n\r\n"
        for byteByByte in [false, true] {
            let requests = try Self.parseAll(text, byteByByte: byteByByte)
            XCTAssertEqual(requests.count, 1)
            XCTAssertEqual(requests[0].head.framing, .chunked)
            XCTAssertEqual(String(decoding: requests[0].body, as: UTF8.self), "hello world")
            XCTAssertEqual(requests[0].trailers, [HTTPHeaderLine(name: "X-Checksum", value: "abc"),
                                                  HTTPHeaderLine(name: "X-Other", value: "1")])
        }
    }

    func testChunkedUppercaseHexAndFollowingRequest() throws {
        let text = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: Chunked\r\n\r\nA\r\n0123456789\r\n0\r\n\r\n"
            + "GET /next HTTP/1.1\r\nHost: h\r\n\r\n"
        let requests = try Self.parseAll(text)
        XCTAssertEqual(requests.map(\.body.count), [10, 0])
        XCTAssertEqual(requests[1].head.target, "/next")
    }

    func testExpectContinueIsReportedWithTheHead() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("POST /x HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n".utf8))
        guard case .head(let head) = try parser.next() else { return XCTFail("expected head") }
        XCTAssertTrue(head.expectsContinue)
        XCTAssertNil(try parser.next())
        XCTAssertTrue(parser.isReadingBody)
        parser.append(Array("abc".utf8))
        XCTAssertEqual(try parser.next(), .complete(body: Array("abc".utf8), trailers: []))
    }

    func testHTTP10DefaultsToCloseAndKeepAliveOptIn() throws {
        XCTAssertFalse(try Self.parseAll("GET / HTTP/1.0\r\n\r\n")[0].head.keepAlive)
        XCTAssertTrue(try Self.parseAll("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")[0].head.keepAlive)
        XCTAssertFalse(try Self.parseAll("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")[0].head.keepAlive)
        XCTAssertEqual(try Self.parseAll("GET / HTTP/1.0\r\n\r\n")[0].head.minorVersion, 0)
    }

    func testLeadingEmptyLinesAreIgnored() throws {
        XCTAssertEqual(try Self.parseAll("\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n").count, 1)
    }

    func testHeaderValueWhitespaceTrimmedAndObsTextAllowed() throws {
        let head = try Self.parseAll("GET / HTTP/1.1\r\nHost:   h \t\r\nX-A: caf\u{e9}\r\n\r\n")[0].head
        XCTAssertEqual(head.firstValue(of: "host"), "h")
        XCTAssertEqual(head.firstValue(of: "x-a"), "caf\u{e9}")
    }

    func testIdenticalDuplicateContentLengthIsAccepted() throws {
        let requests = try Self.parseAll("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok")
        XCTAssertEqual(requests[0].body, Array("ok".utf8))
    }

    func testTakeBufferedBytesHandsOverTheRest() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("GET /ws HTTP/1.1\r\nHost: h\r\n\r\n\u{1}\u{2}".utf8))
        _ = try parser.next()
        _ = try parser.next()
        XCTAssertEqual(parser.takeBufferedBytes(), [1, 2])
        XCTAssertTrue(parser.isIdle)
    }
}
