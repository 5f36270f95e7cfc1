import Foundation
import XCTest
@testable import StoryweaveApp

/// `GET /d/{id}`: the editor page, with a preload of the head's bytes so the browser fetches them with the page.
final class EditorRouteTests: XCTestCase {
    func testTheEditorPagePreloadsTheHeadContentExceptForPastVersionsAndShareLinks() throws {
        let server = try TestServer()
        defer { server.stop() }
        let page = "<!doctype html><title>Editor</title>"
        try Data(page.utf8).write(to: URL(fileURLWithPath: server.directory + "/Public/editor.html"))

        let head = try server.request("GET", "/d/3f2a9c0d41b7e655")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.text, page)
        XCTAssertEqual(head.header("Link"), "</api/documents/3f2a9c0d41b7e655/content>; rel=preload; as=fetch; crossorigin")
        XCTAssertEqual(head.header("Cache-Control"), "no-cache")

        // A past version reads another address; a share link's fetch carries a header the preload would not.
        XCTAssertNil(try server.request("GET", "/d/3f2a9c0d41b7e655?version=4").header("Link"))
        XCTAssertNil(try server.request("GET", "/d/3f2a9c0d41b7e655?share=abc").header("Link"))
        // An id that would break out of the header's <…> is encoded.
        XCTAssertEqual(try server.request("GET", "/d/a%3Eb%3Bc").header("Link"), "</api/documents/a%3Eb%3Bc/content>; rel=preload; as=fetch; crossorigin")
    }
}
