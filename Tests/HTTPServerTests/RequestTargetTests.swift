@testable import HTTPServer
import XCTest

final class RequestTargetTests: XCTestCase {
    func testOriginFormWithQuery() throws {
        let target = try RequestTarget.parse("/api/docs%20x/42?q=a+b&n=%C3%A9&flag&q=last", method: "GET")
        XCTAssertEqual(target.path, "/api/docs x/42")
        XCTAssertEqual(target.rawQuery, "q=a+b&n=%C3%A9&flag&q=last")
        XCTAssertEqual(target.query, ["q": "last", "n": "é", "flag": ""])
    }

    func testPlusIsLiteralInPath() throws {
        XCTAssertEqual(try RequestTarget.parse("/a+b", method: "GET").path, "/a+b")
    }

    func testAbsoluteFormAndAsterisk() throws {
        XCTAssertEqual(try RequestTarget.parse("http://example.com/a/b?x=1", method: "GET").path, "/a/b")
        XCTAssertEqual(try RequestTarget.parse("HTTPS://example.com", method: "GET").path, "/")
        XCTAssertEqual(try RequestTarget.parse("*", method: "OPTIONS").path, "*")
        XCTAssertThrowsError(try RequestTarget.parse("*", method: "GET"))
        XCTAssertThrowsError(try RequestTarget.parse("example.com:443", method: "CONNECT"))
        XCTAssertThrowsError(try RequestTarget.parse("/a#frag", method: "GET"))
    }

    func testInvalidPercentEncoding() {
        for bad in ["/a%", "/a%2", "/a%zz", "/a%00b", "/%C3", "/%FF%FE", "/x?a=%G1"] {
            XCTAssertThrowsError(try RequestTarget.parse(bad, method: "GET"), bad) { error in
                XCTAssertEqual(error as? HTTPParseError, .invalidPercentEncoding, bad)
            }
        }
    }
}
