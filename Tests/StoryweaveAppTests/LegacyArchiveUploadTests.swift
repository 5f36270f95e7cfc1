import Foundation
import IBDocument
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Legacy `<archive>` xibs (Xcode 4 and earlier) are refused at upload with the upgrade advice `storyweave lint`
/// gives, a document the document layer can't read is a 422 (never a 500), and the app's favicon is served.
final class LegacyArchiveUploadTests: XCTestCase {
    private let archive = Array(#"""
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00">
        <data>
            <int key="IBDocument.SystemTarget">1070</int>
        </data>
    </archive>

    """#.utf8)

    func testALegacyArchiveIsRefusedAtUploadWithTheUpgradeAdvice() throws {
        let server = try TestApp()
        defer { server.stop() }
        let response = try server.request("POST", "/api/documents?name=MainMenu.xib", headers: ["Content-Type": "application/xml"], body: archive)
        XCTAssertEqual(response.status, 422, response.text)
        let detail = try XCTUnwrap(response.json()["detail"] as? String)
        XCTAssertTrue(detail.contains("legacy Interface Builder 3 archive (com.apple.InterfaceBuilder3.Cocoa.XIB, version 8.00)"), detail)
        XCTAssertTrue(detail.contains("open it in Xcode 5, 6 or 7 and save it in the Xcode 5 (or later) document format"), detail)
        let list = try server.request("GET", "/api/documents").json()
        XCTAssertEqual((list["documents"] as? [Any])?.count ?? 0, 0, "nothing was stored")
    }

    func testTheSameSentenceAsTheCommandLine() throws {
        var cli = ""
        XCTAssertThrowsError(try InterfaceDocument(bytes: archive)) { cli = ($0 as? InterfaceDocumentError)?.description ?? "" }
        var detail = ""
        XCTAssertThrowsError(try DocumentValidation.validate(archive, maxBytes: 1 << 20)) { detail = ($0 as? APIError)?.detail ?? "" }
        XCTAssertTrue(cli.hasPrefix("1:1: this is a legacy"), cli)
        XCTAssertEqual(detail, "The document was refused (line 1, column 1): " + cli.dropFirst("1:1: ".count))
    }

    func testADocumentTheDocumentLayerRefusesIsUnprocessableNotAServerError() {
        let error = APIError(InterfaceDocumentError.legacyArchive(type: "com.apple.InterfaceBuilder3.Cocoa.XIB", version: "7.10"))
        XCTAssertEqual(error.status.code, 422)
        XCTAssertTrue(error.detail.contains("save it in the Xcode 5 (or later) document format"), error.detail)
    }

    func testTheFaviconIsServed() throws {
        let server = try TestApp(publicDirectory: PackagePaths.publicDirectory)
        defer { server.stop() }
        let response = try server.request("GET", "/favicon.ico")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "image/vnd.microsoft.icon")
        XCTAssertEqual(Array(response.body.prefix(4)), [0, 0, 1, 0], "an ICO header")
    }
}
