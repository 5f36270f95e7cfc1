@testable import HTTPServer
import Foundation
import StoryweaveTesting
import XCTest

final class StaticFileTests: XCTestCase {
    var root: URL!
    var server: TestServer!
    let css = String(repeating: "body { color: red; }\n", count: 100)

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("static-\(UUID().uuidString)")
        let publicDir = root.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: publicDir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "<h1>home</h1>".write(to: publicDir.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try css.write(to: publicDir.appendingPathComponent("app.css"), atomically: true, encoding: .utf8)
        try "tiny".write(to: publicDir.appendingPathComponent("sub/t.txt"), atomically: true, encoding: .utf8)
        try Data([0x89, 0x50, 0x4E, 0x47] + [UInt8](repeating: 7, count: 2000))
            .write(to: publicDir.appendingPathComponent("logo.png"))
        try "secret".write(to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: publicDir.appendingPathComponent("escape.txt"),
                                                   withDestinationURL: root.appendingPathComponent("secret.txt"))
        let path = publicDir.path
        server = try TestServer { router in
            router.get("/api/x") { _, r in r.respond(.text("api")) }
            router.serveStaticFiles(from: path)
        }
    }

    override func tearDownWithError() throws {
        server.stop()
        try FileManager.default.removeItem(at: root)
    }

    func get(_ path: String, headers: String = "", client: RawHTTPClient? = nil, head: Bool = false) throws -> TestResponse {
        let client = try client ?? server.client()
        client.send("\(head ? "HEAD" : "GET") \(path) HTTP/1.1\r\nHost: t\r\n\(headers)\r\n")
        return try client.readResponse(headRequest: head)
    }

    func testIndexAndContentTypes() throws {
        let index = try get("/")
        XCTAssertEqual(index.status, 200)
        XCTAssertEqual(index.text, "<h1>home</h1>")
        XCTAssertEqual(index.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertEqual(index.header("Cache-Control"), "no-cache")
        XCTAssertNotNil(index.header("Last-Modified"))
        let png = try get("/logo.png")
        XCTAssertEqual(png.header("Content-Type"), "image/png")
        XCTAssertEqual(png.header("Cache-Control"), "public, max-age=300")
        XCTAssertNil(png.header("Content-Encoding"))
        XCTAssertEqual(try get("/sub/t.txt").text, "tiny")
        XCTAssertEqual(try get("/api/x").text, "api")
    }

    func testETagAndIfNoneMatchGive304() throws {
        let client = try server.client()
        let first = try get("/app.css", client: client)
        let etag = try XCTUnwrap(first.header("ETag"))
        let second = try get("/app.css", headers: "If-None-Match: \(etag)\r\n", client: client)
        XCTAssertEqual(second.status, 304)
        XCTAssertEqual(second.body, [])
        XCTAssertEqual(second.header("ETag"), etag)
        let other = try get("/app.css", headers: "If-None-Match: \"nope\"\r\n", client: client)
        XCTAssertEqual(other.status, 200)
        let modified = try get("/app.css", headers: "If-Modified-Since: \(first.header("Last-Modified")!)\r\n", client: client)
        XCTAssertEqual(modified.status, 304)
    }

    func testGzipWhenAcceptedAndCompressible() throws {
        let plain = try get("/app.css")
        XCTAssertNil(plain.header("Content-Encoding"))
        XCTAssertEqual(plain.header("Vary"), "Accept-Encoding")
        let gzipped = try get("/app.css", headers: "Accept-Encoding: br, gzip;q=0.8\r\n")
        XCTAssertEqual(gzipped.header("Content-Encoding"), "gzip")
        XCTAssertEqual(gzipped.header("Vary"), "Accept-Encoding")
        XCTAssertLessThan(gzipped.body.count, css.utf8.count)
        XCTAssertEqual(Gzip.decompress(gzipped.body), Array(css.utf8))
        XCTAssertNotEqual(gzipped.header("ETag"), plain.header("ETag"))
        let refused = try get("/app.css", headers: "Accept-Encoding: gzip;q=0\r\n")
        XCTAssertNil(refused.header("Content-Encoding"))
        let headGzip = try get("/app.css", headers: "Accept-Encoding: gzip\r\n", head: true)
        XCTAssertEqual(headGzip.header("Content-Length"), String(gzipped.body.count))
    }

    func testTraversalNeverLeavesTheRoot() throws {
        XCTAssertEqual(try get("/../secret.txt").status, 400)
        XCTAssertEqual(try get("/sub/../../secret.txt").status, 400)
        XCTAssertEqual(try get("/%2e%2e/secret.txt").status, 400)
        XCTAssertEqual(try get("/sub/%2E%2E/%2E%2E/secret.txt").status, 400)
        XCTAssertEqual(try get("/escape.txt").status, 404)  // symlink pointing outside the root
        XCTAssertEqual(try get("/.hidden").status, 404)
        XCTAssertEqual(try get("/missing.js").status, 404)
    }

    func testChangedFileIsServedFresh() throws {
        XCTAssertEqual(try get("/sub/t.txt").text, "tiny")
        let file = root.appendingPathComponent("public/sub/t.txt")
        try "changed!".write(to: file, atomically: true, encoding: .utf8)
        // The cache revalidates (mtime, size) at most once per second.
        XCTAssertTrue(eventually(timeout: 3) { (try? self.get("/sub/t.txt").text) == "changed!" })
    }

    func testGzipRoundTrip() {
        let input = Array(String(repeating: "abc", count: 1000).utf8)
        let compressed = Gzip.compress(input)!
        XCTAssertEqual(Array(compressed.prefix(2)), [0x1F, 0x8B])  // gzip magic (windowBits 31)
        XCTAssertEqual(Gzip.decompress(compressed), input)
    }

    func testAcceptEncodingParsing() {
        XCTAssertTrue(StaticFileServer.acceptsGzip("gzip"))
        XCTAssertTrue(StaticFileServer.acceptsGzip("deflate, GZIP;q=0.5"))
        XCTAssertTrue(StaticFileServer.acceptsGzip("*"))
        XCTAssertFalse(StaticFileServer.acceptsGzip("gzip;q=0"))
        XCTAssertFalse(StaticFileServer.acceptsGzip("br"))
        XCTAssertFalse(StaticFileServer.acceptsGzip(nil))
    }
}
