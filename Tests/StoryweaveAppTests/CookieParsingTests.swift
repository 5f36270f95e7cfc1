import HTTPServer
import HTTPTypes
import XCTest
@testable import StoryweaveApp

/// The session cookie is read on every request: names match exactly, spaces and tabs around names
/// and values are ignored, empty values count as absent, several Cookie fields are searched.
final class CookieParsingTests: XCTestCase {
    private func request(_ cookies: [String]) -> HTTPServerRequest {
        var headers = HTTPFields()
        for cookie in cookies { headers.append(HTTPField(name: .cookie, value: cookie)) }
        return HTTPServerRequest(method: .get, target: "/", path: "/", headers: headers)
    }

    func testFindsTheNamedCookie() {
        XCTAssertEqual(SecurityAuthenticator.cookie("sw_session", in: request(["a=1; sw_session=abc; b=2"])), "abc")
        XCTAssertEqual(SecurityAuthenticator.cookie("sw_session", in: request(["sw_session = \tabc= d ;x=y"])), "abc= d")
        XCTAssertEqual(SecurityAuthenticator.cookie("sw_session", in: request(["a=1", "sw_session=second"])), "second")
        XCTAssertEqual(SecurityAuthenticator.cookie("sw_csrf", in: request(["sw_session=abc; sw_csrf=tok"])), "tok")
    }

    func testAbsentEmptyOrOnlySimilarNames() {
        XCTAssertNil(SecurityAuthenticator.cookie("sw_session", in: request([])))
        XCTAssertNil(SecurityAuthenticator.cookie("sw_session", in: request(["sw_session="])))
        XCTAssertNil(SecurityAuthenticator.cookie("sw_session", in: request(["xsw_session=abc; sw_session_old=1; sw_session"])))
        XCTAssertNil(SecurityAuthenticator.cookie("sw_session", in: request([";;; ="])))
    }
}
