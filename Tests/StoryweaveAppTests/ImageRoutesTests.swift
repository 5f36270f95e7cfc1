import Foundation
import StoryweaveTesting
import XCTest
import ZIPFoundation
@testable import StoryweaveApp

/// The media library through the real routes (in-process) and SQLite file: upload (raw and multipart), list,
/// bytes with validators and the SVG policy, replace, delete, refusals, and images in the
/// `bundle` export with an ETag that follows the library.
final class ImageRoutesTests: XCTestCase {
    private let logo = ImageSnifferTests.png(width: 240, height: 80)

    private func multipart(_ files: [(filename: String, contentType: String, bytes: [UInt8])], boundary: String = "sw-boundary") -> [UInt8] {
        var body: [UInt8] = []
        for file in files {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file.filename)\"\r\nContent-Type: \(file.contentType)\r\n\r\n".utf8)
            body += file.bytes + Array("\r\n".utf8)
        }
        return body + Array("--\(boundary)--\r\n".utf8)
    }

    private func upload(_ server: TestApp, _ id: String, name: String, _ bytes: [UInt8], contentType: String = "image/png") throws -> TestResponse {
        try server.request("POST", "/api/documents/\(id)/images?name=\(name)", headers: ["Content-Type": contentType], body: bytes)
    }

    private func images(_ server: TestApp, _ id: String) throws -> [[String: Any]] {
        let response = try server.request("GET", "/api/documents/\(id)/images")
        XCTAssertEqual(response.status, 200, response.text)
        return try XCTUnwrap(response.json()["images"] as? [[String: Any]])
    }

    func testUploadListFetchReplaceDelete() throws {
        let server = try TestApp()
        defer { server.stop() }
        let id = try server.upload(Samples.storyboard)

        let created = try upload(server, id, name: "Logo%402x.png", logo)
        XCTAssertEqual(created.status, 201, created.text)
        XCTAssertEqual(created.header("Location"), "/api/documents/\(id)/images/Logo")
        let image = try XCTUnwrap((try created.json()["images"] as? [[String: Any]])?.first)
        XCTAssertEqual(image["name"] as? String, "Logo")
        XCTAssertEqual(image["width"] as? Double, 120)
        XCTAssertEqual(image["height"] as? Double, 40)
        XCTAssertEqual(image["pixelWidth"] as? Double, 240)
        XCTAssertEqual(image["scale"] as? Int, 2)
        XCTAssertEqual(image["contentType"] as? String, "image/png")
        XCTAssertEqual(image["size"] as? Int, logo.count)
        XCTAssertEqual(image["url"] as? String, "/api/documents/\(id)/images/Logo")

        // Another document of the same scope (open mode: `local`) sees the same library.
        let other = try server.upload(Samples.viewXib, name: "View.xib")
        XCTAssertEqual(try images(server, other).compactMap { $0["name"] as? String }, ["Logo"])

        let fetched = try server.request("GET", "/api/documents/\(id)/images/Logo")
        XCTAssertEqual(fetched.status, 200)
        XCTAssertEqual(fetched.body, logo)
        XCTAssertEqual(fetched.header("Content-Type"), "image/png")
        XCTAssertEqual(fetched.header("X-Content-Type-Options"), "nosniff")
        let eTag = try XCTUnwrap(fetched.header("ETag"))
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/images/Logo", headers: ["If-None-Match": eTag]).status, 304)

        let replaced = try upload(server, id, name: "Logo.png", ImageSnifferTests.png(width: 30, height: 30))
        XCTAssertEqual(replaced.status, 201, replaced.text)
        let listed = try images(server, id)
        XCTAssertEqual(listed.count, 1)
        XCTAssertEqual(listed[0]["width"] as? Double, 30)
        XCTAssertEqual(listed[0]["scale"] as? Int, 1)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/images/Logo", headers: ["If-None-Match": eTag]).status, 200,
                       "new bytes, new validator")

        XCTAssertEqual(try server.request("DELETE", "/api/documents/\(id)/images/Logo").status, 204)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/images/Logo").status, 404)
        XCTAssertEqual(try server.request("DELETE", "/api/documents/\(id)/images/Logo").status, 404)
        XCTAssertEqual(try images(server, id).count, 0)
    }

    func testMultipartUploadOfSeveralFilesAndTheSVGPolicy() throws {
        let server = try TestApp()
        defer { server.stop() }
        let id = try server.upload(Samples.storyboard)
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><script>alert(1)</script></svg>"#.utf8)
        let gif = Array("GIF89a".utf8) + [16, 0, 8, 0, 0, 0, 0]
        let body = multipart([("plus.svg", "image/svg+xml", svg), ("spinner@3x.gif", "application/octet-stream", gif)])
        let created = try server.request("POST", "/api/documents/\(id)/images",
                                         headers: ["Content-Type": "multipart/form-data; boundary=sw-boundary"], body: body)
        XCTAssertEqual(created.status, 201, created.text)
        let listed = try images(server, id)
        XCTAssertEqual(listed.compactMap { $0["name"] as? String }, ["plus", "spinner"])
        XCTAssertEqual(listed[0]["contentType"] as? String, "image/svg+xml")
        XCTAssertEqual(listed[0]["width"] as? Double, 24)
        XCTAssertEqual(listed[1]["scale"] as? Int, 3)
        XCTAssertEqual(listed[1]["width"] as? Double, 16.0 / 3)

        let vector = try server.request("GET", "/api/documents/\(id)/images/plus")
        XCTAssertEqual(vector.body, svg)
        XCTAssertEqual(vector.header("Content-Type"), "image/svg+xml")
        XCTAssertEqual(vector.header("Content-Security-Policy"), "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        XCTAssertEqual(vector.header("Content-Disposition"), "inline")
        XCTAssertEqual(vector.header("X-Content-Type-Options"), "nosniff")
    }

    func testRefusals() throws {
        let server = try TestApp()
        defer { server.stop() }
        let id = try server.upload(Samples.storyboard)

        let html = try upload(server, id, name: "evil.png", Array("<html><script>alert(1)</script></html>".utf8))
        XCTAssertEqual(html.status, 415, html.text)
        XCTAssertTrue(html.text.contains("root element is <html>"), html.text)
        XCTAssertTrue(html.text.contains("image/png"), "the problem lists the supported types: \(html.text)")

        let text = try upload(server, id, name: "notes.png", Array("hello".utf8))
        XCTAssertEqual(text.status, 415)
        XCTAssertTrue(text.text.contains("not a PNG, JPEG, GIF, WebP, PDF or SVG"), text.text)

        let big = logo + Array(repeating: 0, count: TestApp.maxUploadBytes)
        let tooLarge = try upload(server, id, name: "big.png", big)
        XCTAssertEqual(tooLarge.status, 413, tooLarge.text)
        XCTAssertTrue(tooLarge.text.contains("image size limit is \(TestApp.maxUploadBytes) bytes"), tooLarge.text)

        XCTAssertEqual(try server.request("POST", "/api/documents/\(id)/images", headers: ["Content-Type": "image/png"], body: logo).status, 400)
        XCTAssertEqual(try upload(server, id, name: "tab%09name.png", logo).status, 400)
        XCTAssertEqual(try upload(server, "0123456789abcdef", name: "x.png", logo).status, 404)
        XCTAssertEqual(try server.request("GET", "/api/documents/0123456789abcdef/images").status, 404)
        XCTAssertEqual(try images(server, id).count, 0, "nothing refused was stored")
    }

    func testBundleCarriesReferencedImagesAndItsETagFollowsTheLibrary() throws {
        let server = try TestApp()
        defer { server.stop() }
        let xml = String(decoding: Samples.storyboard, as: UTF8.self)
            .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"6Tk-OE-BBY\"/>", with: """
                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-aa-bbb">
                                        <rect key="frame" x="20" y="100" width="120" height="40"/>
                                    </imageView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                """)
            .replacingOccurrences(of: "<resources>\n", with: "<resources>\n        <image name=\"Logo\" width=\"120\" height=\"40\"/>\n")
        let id = try server.upload(Array(xml.utf8))
        XCTAssertEqual(try upload(server, id, name: "Logo%402x.png", logo).status, 201)
        XCTAssertEqual(try upload(server, id, name: "Unused.png", ImageSnifferTests.png(width: 2, height: 2)).status, 201)

        let first = try server.request("GET", "/api/documents/\(id)/export?format=bundle")
        XCTAssertEqual(first.status, 200, first.text)
        let entries = try zipEntries(first.body)
        XCTAssertEqual(entries["Images/Logo@2x.png"], logo)
        XCTAssertNil(entries["Images/Unused.png"], "only referenced images travel")
        XCTAssertNotNil(entries["Main.storyboard"])
        let eTag = try XCTUnwrap(first.header("ETag"))
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/export?format=bundle", headers: ["If-None-Match": eTag]).status, 304)

        let newLogo = ImageSnifferTests.png(width: 360, height: 120)
        XCTAssertEqual(try upload(server, id, name: "Logo%403x.png", newLogo).status, 201)
        let second = try server.request("GET", "/api/documents/\(id)/export?format=bundle", headers: ["If-None-Match": eTag])
        XCTAssertEqual(second.status, 200, "a changed library changes the bundle's ETag")
        XCTAssertNotEqual(second.header("ETag"), eTag)
        let replaced = try zipEntries(second.body)
        XCTAssertEqual(replaced["Images/Logo@3x.png"], newLogo, "the cache did not serve the old bundle")
        XCTAssertNil(replaced["Images/Logo@2x.png"])
    }

    private func zipEntries(_ bytes: [UInt8]) throws -> [String: [UInt8]] {
        let archive = try Archive(data: Data(bytes), accessMode: .read)
        var entries: [String: [UInt8]] = [:]
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            entries[entry.path] = [UInt8](data)
        }
        return entries
    }
}
