import XCTest
@testable import StoryweaveApp

final class MultipartFormDataTests: XCTestCase {
    func testBoundaryParameter() {
        XCTAssertEqual(MultipartFormData.boundary(fromContentType: "multipart/form-data; boundary=abc"), "abc")
        XCTAssertEqual(MultipartFormData.boundary(fromContentType: "multipart/form-data; charset=utf-8; BOUNDARY=\"a b\""), "a b")
        XCTAssertNil(MultipartFormData.boundary(fromContentType: "multipart/form-data"))
        XCTAssertNil(MultipartFormData.boundary(fromContentType: "multipart/form-data; boundary=\(String(repeating: "x", count: 71))"))
    }

    func testPartsFieldsAndBinaryBodies() throws {
        let payload: [UInt8] = [0, 13, 10, 45, 45, 255]  // contains CRLF and "--" but not the delimiter
        var body = Array("preamble\r\n--XyZ\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nMain.storyboard\r\n".utf8)
        body += Array("--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a \\\"b\\\".xib\"\r\nContent-Type: application/xml\r\n\r\n".utf8)
        body += payload + Array("\r\n--XyZ--\r\nepilogue".utf8)
        let form = try MultipartFormData(body: body, boundary: "XyZ")
        XCTAssertEqual(form.parts.count, 2)
        XCTAssertEqual(form.field("name"), "Main.storyboard")
        let file = try XCTUnwrap(form.file())
        XCTAssertEqual(file.filename, "a \"b\".xib")
        XCTAssertEqual(file.contentType, "application/xml")
        XCTAssertEqual(file.body, payload)
    }

    func testMalformedBodies() {
        XCTAssertThrowsError(try MultipartFormData(body: Array("no delimiter".utf8), boundary: "b"))
        XCTAssertThrowsError(try MultipartFormData(body: Array("--b\r\nContent-Disposition: form-data\r\n".utf8), boundary: "b"))
        XCTAssertThrowsError(try MultipartFormData(body: Array("--bX".utf8), boundary: "b"))
        XCTAssertThrowsError(try MultipartFormData(body: Array("--b\r\n\r\nbody\r\n--b".utf8), boundary: "b"))
    }
}
