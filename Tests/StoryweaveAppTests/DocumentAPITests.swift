import Foundation
import IBDocument
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// The document REST API of the real app and SQLite file, called in-process (HEAD framing over a socket).
final class DocumentAPITests: XCTestCase {
    private var server: TestApp!

    override func setUpWithError() throws { server = try TestApp() }
    override func tearDown() { server.stop() }

    func testUploadThenContentReturnsTheExactBytes() throws {
        let id = try server.upload(Samples.oddStoryboard, name: "Odd.storyboard")
        let content = try server.request("GET", "/api/documents/\(id)/content")
        XCTAssertEqual(content.status, 200)
        XCTAssertEqual(content.body, Samples.oddStoryboard, "byte-identical, BOM and CRLF included")
        XCTAssertEqual(content.header("Content-Type"), "application/xml; charset=utf-8")
        XCTAssertEqual(content.header("Storyweave-Version"), "0")
        let versioned = try server.request("GET", "/api/documents/\(id)/content?version=0")
        XCTAssertEqual(versioned.body, Samples.oddStoryboard)
    }

    func testRealXcodeFixturesRoundTripExactly() throws {
        guard let fixtures = PackagePaths.sharedFixture("ib")?.path else { return }  // fixtures absent: nothing to compare
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures).sorted().prefix(12)
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + name)))
            guard bytes.count <= TestApp.maxUploadBytes else { continue }
            let created = try server.request("POST", "/api/documents?name=\(name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!)",
                                             headers: ["Content-Type": "application/xml"], body: bytes)
            XCTAssertEqual(created.status, 201, "\(name): \(created.text)")
            let json = try created.json()
            XCTAssertEqual(json["kind"] as? String, name.hasSuffix(".storyboard") ? "storyboard" : "xib", name)
            let id = try XCTUnwrap(json["id"] as? String)
            XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/export?format=xml").body, bytes, name)
        }
    }

    func testCreateShowListRenameDelete() throws {
        let created = try server.request("POST", "/api/documents?name=Main.storyboard",
                                         headers: ["Content-Type": "application/xml"], body: Samples.storyboard)
        XCTAssertEqual(created.status, 201)
        let document = try created.json()
        let id = try XCTUnwrap(document["id"] as? String)
        XCTAssertEqual(created.header("Location"), "/api/documents/\(id)")
        XCTAssertEqual(document["name"] as? String, "Main.storyboard")
        XCTAssertEqual(document["kind"] as? String, "storyboard")
        XCTAssertEqual(document["version"] as? Int, 0)
        XCTAssertEqual(document["size"] as? Int, Samples.storyboard.count)

        let shown = try server.request("GET", "/api/documents/\(id)")
        XCTAssertEqual(shown.status, 200)
        XCTAssertEqual(try shown.json()["name"] as? String, "Main.storyboard")

        let second = try server.upload(Samples.viewXib, name: "View.xib")
        let listed = try server.request("GET", "/api/documents")
        let documents = try XCTUnwrap(try listed.json()["documents"] as? [[String: Any]])
        XCTAssertEqual(Set(documents.compactMap { $0["id"] as? String }), [id, second])

        let renamed = try server.request("PATCH", "/api/documents/\(id)", headers: ["Content-Type": "application/json"],
                                         body: Array(#"{"name":"Login.storyboard"}"#.utf8))
        XCTAssertEqual(renamed.status, 200)
        XCTAssertEqual(try renamed.json()["name"] as? String, "Login.storyboard")
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)").json()["name"] as? String, "Login.storyboard")

        let deleted = try server.request("DELETE", "/api/documents/\(id)")
        XCTAssertEqual(deleted.status, 204)
        XCTAssertEqual(deleted.body, [])
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)").status, 404)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/content").status, 404)
        XCTAssertEqual(try server.request("DELETE", "/api/documents/\(id)").status, 404)
        let remaining = try XCTUnwrap(try server.request("GET", "/api/documents").json()["documents"] as? [[String: Any]])
        XCTAssertEqual(remaining.compactMap { $0["id"] as? String }, [second])
    }

    func testCreateFromEachTemplate() throws {
        for template in DocumentTemplate.allCases {
            var contents: [[UInt8]] = []
            for _ in 0..<2 {
                let response = try server.request("POST", "/api/documents", headers: ["Content-Type": "application/json"],
                                                  body: Array(#"{"template":"\#(template.name)"}"#.utf8))
                XCTAssertEqual(response.status, 201, response.text)
                let json = try response.json()
                XCTAssertEqual(json["name"] as? String, template.suggestedFileName)
                XCTAssertEqual(json["kind"] as? String, template.fileExtension)
                let id = try XCTUnwrap(json["id"] as? String)
                let content = try server.request("GET", "/api/documents/\(id)/content").body
                XCTAssertEqual(content.count, json["size"] as? Int)
                let root = try MarkupDocument.parse(content).root
                XCTAssertEqual(root.attribute("type"), try MarkupDocument.parse(template.xml).root.attribute("type"))
                contents.append(content)
            }
            XCTAssertNotEqual(contents[0], contents[1], "each new document gets fresh object ids")
        }
        let named = try server.request("POST", "/api/documents", headers: ["Content-Type": "application/json; charset=utf-8"],
                                       body: Array(#"{"name":"Onboarding.storyboard","template":"ios-storyboard"}"#.utf8))
        XCTAssertEqual(try named.json()["name"] as? String, "Onboarding.storyboard")
        let templates = try XCTUnwrap(try server.request("GET", "/api/templates").json()["templates"] as? [[String: Any]])
        XCTAssertEqual(templates.compactMap { $0["id"] as? String }, ["ios-storyboard", "ios-xib", "macos-xib"])
        XCTAssertEqual(templates.compactMap { $0["kind"] as? String }, ["storyboard", "xib", "xib"])
    }

    func testMultipartUpload() throws {
        let boundary = "----StoryweaveBoundary7MA4YWxk"
        var body = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nignored\r\n".utf8)
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"C:\\\\Users\\\\me\\\\Main.storyboard\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8)
        body += Samples.oddStoryboard
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        let response = try server.request("POST", "/api/documents",
                                          headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
        XCTAssertEqual(response.status, 201, response.text)
        let json = try response.json()
        XCTAssertEqual(json["name"] as? String, "Main.storyboard", "client path stripped from the filename")
        let id = try XCTUnwrap(json["id"] as? String)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/content").body, Samples.oddStoryboard)
    }

    func testRevisionsAndVersionedContent() throws {
        let id = try server.upload(Samples.storyboard)
        let initial = try XCTUnwrap(try server.request("GET", "/api/documents/\(id)/revisions").json()["revisions"] as? [[String: Any]])
        XCTAssertEqual(initial.count, 1)
        XCTAssertEqual(initial[0]["version"] as? Int, 0)
        XCTAssertTrue(initial[0]["name"] == nil || initial[0]["name"] is NSNull)

        let named = try server.request("POST", "/api/documents/\(id)/revisions", headers: ["Content-Type": "application/json"],
                                       body: Array(#"{"name":"First draft"}"#.utf8))
        XCTAssertEqual(named.status, 200, "the head's existing snapshot receives the name: \(named.text)")
        XCTAssertEqual(try named.json()["name"] as? String, "First draft")
        XCTAssertEqual(try named.json()["content"] as? String, "/api/documents/\(id)/content?version=0")

        // Move the head as the sync hub will, then snapshot again: a new revision at version 2.
        try server.app.store.database.write {
            try DocumentRepository($0).advanceHead(id: id, to: 2, content: Samples.viewXib)
        }
        let second = try server.request("POST", "/api/documents/\(id)/revisions", headers: ["Content-Type": "application/json"],
                                        body: Array(#"{"name":"Second"}"#.utf8))
        XCTAssertEqual(second.status, 201)
        let versions = try XCTUnwrap(try server.request("GET", "/api/documents/\(id)/revisions").json()["revisions"] as? [[String: Any]])
        XCTAssertEqual(versions.compactMap { $0["version"] as? Int }, [2, 0])
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/content?version=0").body, Samples.storyboard)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/content").body, Samples.viewXib)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)").json()["version"] as? Int, 2)
        let missingSnapshot = try server.request("GET", "/api/documents/\(id)/content?version=1")
        XCTAssertEqual(missingSnapshot.status, 404)
        XCTAssertTrue(try XCTUnwrap(missingSnapshot.json()["detail"] as? String).contains("no stored revision at version 1"))

        let unnamed = try server.request("POST", "/api/documents/\(id)/revisions")
        XCTAssertEqual(unnamed.status, 200, "empty body: snapshot the head (already stored)")
    }

    func testExportAsAttachment() throws {
        let id = try server.upload(Samples.oddStoryboard, name: "Caf%C3%A9%20%22Main%22.storyboard")
        let export = try server.request("GET", "/api/documents/\(id)/export?format=xml")
        XCTAssertEqual(export.status, 200)
        XCTAssertEqual(export.body, Samples.oddStoryboard)
        XCTAssertEqual(export.header("Content-Disposition"),
                       "attachment; filename=\"Caf_ _Main_.storyboard\"; filename*=UTF-8''Caf%C3%A9%20%22Main%22.storyboard")
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/export").status, 200, "xml is the default")
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/export?format=xml&version=0").body, Samples.oddStoryboard)
    }

    func testContentRevalidatesWithETag() throws {
        let id = try server.upload(Samples.storyboard)
        let first = try server.request("GET", "/api/documents/\(id)/content")
        let eTag = try XCTUnwrap(first.header("ETag"))
        XCTAssertEqual(eTag, "\"\(id)-0\"")
        let again = try server.request("GET", "/api/documents/\(id)/content", headers: ["If-None-Match": "\"other\", \(eTag)"])
        XCTAssertEqual(again.status, 304)
        XCTAssertEqual(again.body, [])
        XCTAssertEqual(again.header("ETag"), eTag)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/content", headers: ["If-None-Match": "\"\(id)-9\""]).status, 200)
    }

    func testListPaging() throws {
        var ids: [String] = []
        for index in 0..<5 { ids.append(try server.upload(Samples.viewXib, name: "V\(index).xib")) }
        func page(_ query: String) throws -> [String] {
            let response = try server.request("GET", "/api/documents?\(query)")
            XCTAssertEqual(response.status, 200, response.text)
            return (try response.json()["documents"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        let all = try page("")
        XCTAssertEqual(Set(all), Set(ids))
        XCTAssertEqual(try page("limit=2"), Array(all[0..<2]))
        XCTAssertEqual(try page("limit=2&offset=2"), Array(all[2..<4]))
        XCTAssertEqual(try page("offset=4"), [all[4]])
        for bad in ["limit=0", "limit=1001", "limit=x", "offset=-1"] {
            XCTAssertEqual(try server.request("GET", "/api/documents?\(bad)").status, 400, bad)
        }
    }

    /// HEAD framing is the connection's work: this one goes over a socket.
    func testHeadRequestsAnswerWithoutBody() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let id = try server.upload(Samples.storyboard)
        let head = try server.request("HEAD", "/api/documents/\(id)/content")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), String(Samples.storyboard.count))
    }
}
