import Foundation
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// `GET /d/{id}`: the editor page, with a preload of the head's bytes so the browser fetches them with the page;
/// `GET /css/palette.css`: the presence palette, written from Swift.
final class EditorRouteTests: XCTestCase {
    func testTheEditorPagePreloadsTheHeadContentExceptForPastVersionsAndShareLinks() throws {
        let server = try TestApp()
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

    func testThePaletteStylesheetCarriesEveryPresenceColourInOrder() throws {
        let server = try TestApp()
        defer { server.stop() }
        let sheet = try server.request("GET", "/css/palette.css").expect(200)
        XCTAssertEqual(sheet.header("Content-Type"), "text/css; charset=utf-8")
        XCTAssertTrue(sheet.text.contains(":root { --presence-palette: \(PresencePalette.colors.joined(separator: " ")); }"), sheet.text)
        for (index, entry) in PresencePalette.entries.enumerated() {
            XCTAssertTrue(sheet.text.contains(".sw-avatar.avatar-c\(index) { background: \(entry.color); color: \(entry.ink); }"), sheet.text)
        }
        XCTAssertTrue(PresencePalette.colors.contains(PresencePalette.color(for: "any client")))
        let css = try String(contentsOf: PackagePaths.file("Public/css/account.css"), encoding: .utf8)
        XCTAssertTrue(css.contains("@import url(\"/css/palette.css\");"), "account.css imports the served palette")
        XCTAssertFalse(PresencePalette.colors.contains { css.contains($0) }, "no palette colour is copied into account.css")
        let dom = try String(contentsOf: PackagePaths.file("Public/js/account/dom.js"), encoding: .utf8)
        XCTAssertFalse(PresencePalette.colors.contains { dom.contains($0) }, "nor into account/dom.js")
    }
}
