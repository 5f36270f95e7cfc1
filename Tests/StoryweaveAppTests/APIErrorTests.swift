import Foundation
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Every refusal through the real routes (in-process) and SQLite file: status, problem+json, and a detail a person can act on.
final class APIErrorTests: XCTestCase {
    private var server: TestApp!

    override func setUpWithError() throws { server = try TestApp() }
    override func tearDown() { server.stop() }

    private func assertProblem(_ response: TestResponse, _ status: Int, detailContains text: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(response.status, status, response.text, file: file, line: line)
        XCTAssertEqual(response.header("Content-Type"), "application/problem+json", file: file, line: line)
        let json = try response.json()
        XCTAssertEqual(json["status"] as? Int, status, file: file, line: line)
        XCTAssertEqual(json["type"] as? String, "about:blank", file: file, line: line)
        let detail = try XCTUnwrap(json["detail"] as? String, file: file, line: line)
        XCTAssertTrue(detail.contains(text), "detail was: \(detail)", file: file, line: line)
    }

    private func postXML(_ bytes: [UInt8], contentType: String = "application/xml") throws -> TestResponse {
        try server.request("POST", "/api/documents?name=X.storyboard", headers: ["Content-Type": contentType], body: bytes)
    }

    func testOversizedUploadIs413() throws {
        var big = Array("<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><!--".utf8)
        big += [UInt8](repeating: UInt8(ascii: "x"), count: TestApp.maxUploadBytes + 10)
        big += Array("--></document>".utf8)
        try assertProblem(try postXML(big), 413, detailContains: "upload limit is \(TestApp.maxUploadBytes) bytes")
        // Far beyond the limit: the transport itself refuses the body.
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: TestApp.maxUploadBytes + 200 * 1024)
        XCTAssertEqual(try postXML(huge).status, 413)
        XCTAssertEqual((try server.request("GET", "/api/documents").json()["documents"] as? [Any])?.count, 0)
    }

    func testNonXMLIs400() throws {
        try assertProblem(try postXML([0x89, 0x50, 0x4E, 0x47, 0xFF, 0xFE]), 400, detailContains: "not UTF-8")
        try assertProblem(try postXML(Array("just some text".utf8)), 400, detailContains: "does not start with an XML element")
        try assertProblem(try postXML([]), 400, detailContains: "empty")
    }

    func testMalformedXMLIs422WithPosition() throws {
        let broken = Array("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>".utf8)
        try assertProblem(try postXML(broken), 422, detailContains: "(line 4, column 1): end tag </document> does not match the open element <objects>")
        try assertProblem(try postXML(Array("<document a=\"1\" a=\"2\"/>".utf8)), 422, detailContains: "appears twice")
    }

    func testDoctypeAndExternalEntitiesAreRefused() throws {
        let xxe = Array("""
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&xxe;</document>
            """.utf8)
        try assertProblem(try postXML(xxe), 422, detailContains: "document type declarations (<!DOCTYPE>) are refused")
        let bomb = Array("<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;\">]><document>&lol2;</document>".utf8)
        try assertProblem(try postXML(bomb), 422, detailContains: "DOCTYPE")
        let undeclared = Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">&xxe;</document>".utf8)
        try assertProblem(try postXML(undeclared), 422, detailContains: "entity reference &xxe; is undefined")
    }

    func testDeepNestingIsRefusedNotCrashing() throws {
        let depth = 5_000
        let nested = Array(("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">" + String(repeating: "<a>", count: depth)
            + String(repeating: "</a>", count: depth) + "</document>").utf8)
        try assertProblem(try postXML(nested), 422, detailContains: "nested more than")
        XCTAssertEqual(try server.request("GET", "/healthz").status, 200)
    }

    func testWellFormedButNotInterfaceBuilderIs422() throws {
        try assertProblem(try postXML(Array("<html><body/></html>".utf8)), 422, detailContains: "root element is <html>")
    }

    func testUnsupportedContentTypeIs415() throws {
        try assertProblem(try postXML(Samples.storyboard, contentType: "image/png"), 415, detailContains: "image/png is not accepted")
    }

    func testBadTemplateRequests() throws {
        let unknown = try server.request("POST", "/api/documents", headers: ["Content-Type": "application/json"],
                                         body: Array(#"{"template":"android-layout"}"#.utf8))
        try assertProblem(unknown, 400, detailContains: "Unknown template \"android-layout\"")
        XCTAssertEqual(try unknown.json()["supported"] as? [String], ["ios-storyboard", "ios-xib", "macos-xib"])
        let broken = try server.request("POST", "/api/documents", headers: ["Content-Type": "application/json"], body: Array("{nope".utf8))
        try assertProblem(broken, 400, detailContains: "template is required")
    }

    func testBadMultipart() throws {
        let noBoundary = try server.request("POST", "/api/documents", headers: ["Content-Type": "multipart/form-data"], body: Samples.storyboard)
        try assertProblem(noBoundary, 400, detailContains: "no boundary")
        let noFile = try server.request("POST", "/api/documents", headers: ["Content-Type": "multipart/form-data; boundary=b"],
                                        body: Array("--b\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nX.xib\r\n--b--\r\n".utf8))
        try assertProblem(noFile, 400, detailContains: "no file part")
        let truncated = try server.request("POST", "/api/documents", headers: ["Content-Type": "multipart/form-data; boundary=b"],
                                           body: Array("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.xib\"\r\n\r\n<doc".utf8))
        try assertProblem(truncated, 400, detailContains: "not closed by the boundary")
    }

    func testUnknownIdsAre404() throws {
        try assertProblem(try server.request("GET", "/api/documents/0123456789abcdef"), 404, detailContains: "No document with id 0123456789abcdef")
        try assertProblem(try server.request("GET", "/api/documents/not-an-id/content"), 404, detailContains: "No document with id not-an-id")
        try assertProblem(try server.request("GET", "/api/documents/0123456789abcdef/revisions"), 404, detailContains: "No document")
        try assertProblem(try server.request("POST", "/api/documents/0123456789abcdef/revisions"), 404, detailContains: "No document")
        try assertProblem(try server.request("PATCH", "/api/documents/0123456789abcdef", body: Array(#"{"name":"a"}"#.utf8)),
                          404, detailContains: "No document")
        try assertProblem(try server.request("GET", "/api/documents/0123456789abcdef/export?format=xml"), 404, detailContains: "No document")
    }

    func testBadVersionAndFormat() throws {
        let id = try server.upload(Samples.storyboard)
        for bad in ["-1", "abc", "1.5", "", "99999999999999999999"] {
            try assertProblem(try server.request("GET", "/api/documents/\(id)/content?version=\(bad)"), 400,
                              detailContains: "version must be a non-negative integer")
        }
        try assertProblem(try server.request("GET", "/api/documents/\(id)/content?version=7"), 404,
                          detailContains: "is at version 0; version 7 does not exist yet")
        let format = try server.request("GET", "/api/documents/\(id)/export?format=pdf")
        try assertProblem(format, 400, detailContains: "Unknown export format \"pdf\"; supported formats: xml")
        XCTAssertEqual(try format.json()["supported"] as? [String], ["xml", "nib", "storyboardc", "strings", "bundle"])
    }

    func testBadRenames() throws {
        let id = try server.upload(Samples.storyboard)
        try assertProblem(try server.request("PATCH", "/api/documents/\(id)", body: Array("name=x".utf8)), 400, detailContains: "JSON shaped like")
        try assertProblem(try server.request("PATCH", "/api/documents/\(id)", body: Array(#"{"name":"  "}"#.utf8)), 400, detailContains: "cannot be empty")
        let long = String(repeating: "n", count: 300)
        try assertProblem(try server.request("PATCH", "/api/documents/\(id)", body: Array(#"{"name":"\#(long)"}"#.utf8)), 400, detailContains: "at most 255")
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)").json()["name"] as? String, "Main.storyboard")
    }

    func testWrongMethodIs405() throws {
        let response = try server.request("PUT", "/api/documents", body: [])
        XCTAssertEqual(response.status, 405)
        XCTAssertTrue(response.header("Allow")?.contains("POST") == true)
    }
}
