import Foundation
import IBSync
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Restore is exact on real Xcode documents: edit each fixture (up to the test upload limit),
/// restore version 0, and the head has the uploaded bytes again. Skips cleanly without the
/// shared fixtures folder.
final class RevisionFixtureRestoreTests: XCTestCase {
    func testRestoringTheUploadGivesBackItsExactBytesForRealDocuments() throws {
        guard let directory = PackagePaths.sharedFixture("ib")?.path else { throw XCTSkip("no ../shared/fixtures/ib") }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        let server = try TestApp(.live)
        defer { server.stop() }
        var restored = 0
        for name in names {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            guard bytes.count < TestApp.maxUploadBytes - 1024 else { continue }
            let upload = try server.request("POST", "/api/documents?name=\(name)",
                                            headers: ["Content-Type": "application/xml"], body: bytes)
            guard upload.status == 201, let id = try upload.json()["id"] as? String else { continue }
            let editor = try RecordingEditor(server: server, documentID: id, clientID: "alice")
            guard let target = editor.replica.document.objectIDs.sorted().first(where: {
                editor.replica.document.element(withID: $0)?.name != "placeholder"
            }) else { editor.client.close(); continue }
            try editor.edit([.setAttribute(target: .object(target), name: "userLabel", value: "Edited \(name)", expect: nil)])
            let response = try server.request("POST", "/api/documents/\(id)/revisions/0/restore")
            if editor.replica.document.duplicateIDs.isEmpty {
                XCTAssertEqual(response.status, 200, "\(name): \(response.text)")
            } else {
                // Duplicate ids cannot be inserted by any op: refused, nothing changed.
                XCTAssertEqual(response.status, 409, "\(name): \(response.text)")
                XCTAssertEqual(try server.request("GET", "/api/documents/\(id)").json()["version"] as? Int, 1, name)
                editor.client.close()
                continue
            }
            let head = try server.request("GET", "/api/documents/\(id)/content")
            XCTAssertTrue(head.body == bytes, "\(name): the head has the uploaded bytes again")
            XCTAssertEqual(try editor.receiveOps().version, 2, name)
            XCTAssertTrue(editor.bytes == bytes, "\(name): the connected editor converges on the restored bytes")
            editor.client.close()
            restored += 1
        }
        XCTAssertGreaterThan(restored, 10, "most fixtures fit the test upload limit")
    }
}
