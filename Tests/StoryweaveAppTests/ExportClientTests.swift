import Foundation
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// `storyweave export`'s client against the real server with accounts: the same bytes as the REST route,
/// with the token's scope enforced and the server's reason passed on; addresses and file names checked.
final class ExportClientTests: XCTestCase {
    func testExportsWithATokenFromTheEditorLinkAndPassesOnRefusals() throws {
        let world = try AuthWorld(.live)
        defer { world.stop() }
        let ada = try world.signUp("ada@example.com")
        let document = try world.upload(as: ada)
        let exporter = try world.createToken(as: ada, scopes: ["read", "export"])

        let xml = try ExportClient(token: exporter.secret)
            .fetch(ExportClient.exportURL(for: "\(world.origin)/d/\(document)", format: "xml", version: nil))
        XCTAssertEqual(xml.filename, "Main.storyboard")
        XCTAssertEqual(xml.bytes, Samples.storyboard, "the exact bytes uploaded")

        let compiled = try ExportClient(token: exporter.secret)
            .fetch(ExportClient.exportURL(for: "\(world.origin)/api/documents/\(document)", format: "storyboardc", version: 0))
        XCTAssertEqual(compiled.filename, "Main.storyboardc.zip")
        XCTAssertEqual(compiled.contentType, "application/zip")
        XCTAssertEqual(Array(compiled.bytes.prefix(4)), [0x50, 0x4B, 0x03, 0x04], "a zip archive")

        let readOnly = try world.createToken(as: ada, scopes: ["read"])
        let exportURL = try ExportClient.exportURL(for: "\(world.origin)/d/\(document)", format: "nib", version: nil)
        XCTAssertThrowsError(try ExportClient(token: readOnly.secret).fetch(exportURL)) { error in
            guard case .refused(403, _)? = error as? ExportClient.Failure else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try ExportClient(token: exporter.secret).fetch(exportURL)) { error in
            guard case .refused(422, let detail)? = error as? ExportClient.Failure else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.contains("use format=storyboardc"), detail)
        }
        XCTAssertThrowsError(try ExportClient(token: nil).fetch(exportURL)) { error in
            guard case .refused(401, _)? = error as? ExportClient.Failure else { return XCTFail("\(error)") }
        }
    }

    func testAddressesAreTurnedIntoTheExportRouteOrRefused() throws {
        let url = try ExportClient.exportURL(for: "https://ib.example.com/d/abc123?share=x#frag", format: "bundle", version: 7)
        XCTAssertEqual(url.absoluteString, "https://ib.example.com/api/documents/abc123/export?format=bundle&version=7")
        XCTAssertEqual(try ExportClient.exportURL(for: "http://h:8080/api/documents/abc/export?format=xml", format: "nib", version: nil)
            .absoluteString, "http://h:8080/api/documents/abc/export?format=nib")
        for bad in ["ftp://h/d/abc", "http:///d/abc", "http://h/", "http://h/d/abc/extra", "http://h/d/a%2F..", "not a url", "http://h/api/documents/abc/versions"] {
            XCTAssertThrowsError(try ExportClient.exportURL(for: bad, format: "xml", version: nil), bad)
        }
    }

    func testTheServersFileNameIsOnePlainName() {
        XCTAssertEqual(ExportClient.filename(fromDisposition: #"attachment; filename="Caf_.xib"; filename*=UTF-8''Caf%C3%A9.xib"#), "Café.xib")
        XCTAssertEqual(ExportClient.filename(fromDisposition: #"attachment; filename="Main.nib""#), "Main.nib")
        XCTAssertEqual(ExportClient.safeName("../../etc/passwd"), "passwd")
        XCTAssertEqual(ExportClient.safeName("..\\..\\x.zip"), "x.zip")
        XCTAssertNil(ExportClient.safeName(".."))
        XCTAssertEqual(ExportClient.safeName("a/"), "a")
        XCTAssertEqual(ExportClient.safeName("a\u{7}b.nib"), "ab.nib")
    }
}
