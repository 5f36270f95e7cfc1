import Foundation
import IBSync
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// `POST /api/documents/{id}/revisions/{version}/restore`: one batch through the hub that
/// makes the head equal an old version, seen live by connected editors.
final class RevisionRestoreTests: XCTestCase {
    func testRestoreMakesTheHeadEqualAnOldVersionAndEditorsReceiveIt() throws {
        let server = try TestApp(.live, snapshotInterval: 3)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let alice = try RecordingEditor(server: server, documentID: documentID, clientID: "alice")
        let bob = try RecordingEditor(server: server, documentID: documentID, clientID: "bob")
        for step in 0..<10 {
            try alice.edit(RevisionEdits.ops(step: step))
            _ = try bob.receiveOps()
        }
        let old = try XCTUnwrap(alice.bytesAtVersion[5])
        XCTAssertNotEqual(old, alice.bytes)

        let response = try server.request("POST", "/api/documents/\(documentID)/revisions/5/restore")
        XCTAssertEqual(response.status, 200, response.text)
        let body = try response.json()
        XCTAssertEqual(body["version"] as? Int, 11)
        XCTAssertEqual(body["restoredVersion"] as? Int, 5)

        // Both editors get the restore as an ordinary batch from the server and end with the old bytes.
        for editor in [alice, bob] {
            let batch = try editor.receiveOps()
            XCTAssertEqual(batch.version, 11)
            XCTAssertEqual(batch.clientId, DocumentHub.serverClientID)
            XCTAssertEqual(editor.bytes, old)
        }
        let head = try server.request("GET", "/api/documents/\(documentID)/content")
        XCTAssertEqual(head.header("Storyweave-Version"), "11")
        XCTAssertEqual(head.body, old)
        // History stays readable on both sides of the restore.
        XCTAssertEqual(try server.request("GET", "/api/documents/\(documentID)/content?version=10").body, alice.bytesAtVersion[10])
        XCTAssertEqual(try server.request("GET", "/api/documents/\(documentID)/content?version=11").body, old)

        // Editing continues on top of the restored document.
        try alice.edit(RevisionEdits.ops(step: 10))
        XCTAssertEqual(try bob.receiveOps().version, 12)
        XCTAssertEqual(bob.bytes, alice.bytes)
    }

    func testRestoreOfTheOriginalUploadWithNobodyConnected() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let editor = try RecordingEditor(server: server, documentID: documentID, clientID: "alice")
        for step in 0..<6 { try editor.edit(RevisionEdits.ops(step: step)) }
        editor.client.close()

        let response = try server.request("POST", "/api/documents/\(documentID)/revisions/0/restore")
        XCTAssertEqual(response.status, 200, response.text)
        XCTAssertEqual(try response.json()["version"] as? Int, 7)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(documentID)/content").body, Samples.storyboard)
    }

    func testRestoringTheHeadsOwnBytesAddsNoVersionAndBadVersionsAreRefused() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.viewXib, name: "View.xib")
        let editor = try RecordingEditor(server: server, documentID: documentID, clientID: "alice")
        let objects = NodeAddress.child(of: .root, name: "objects", key: nil)
        try editor.edit([.insertSubtree(parent: objects, xml: #"<view contentMode="scaleToFill" id="new-vi-ew1"/>"#, position: .atEnd)])
        try editor.edit([.removeSubtree(target: .object("new-vi-ew1"))])
        XCTAssertEqual(editor.bytes, Samples.viewXib)

        // Version 0 has the head's bytes: nothing to do, the head stays at 2.
        let same = try server.request("POST", "/api/documents/\(documentID)/revisions/0/restore")
        XCTAssertEqual(same.status, 200, same.text)
        XCTAssertEqual(try same.json()["version"] as? Int, 2)

        // The xib's File's Owner / First Responder are protected objects; a real restore still works.
        let restored = try server.request("POST", "/api/documents/\(documentID)/revisions/1/restore")
        XCTAssertEqual(restored.status, 200, restored.text)
        XCTAssertEqual(try restored.json()["version"] as? Int, 3)
        XCTAssertEqual(try editor.receiveOps().version, 3)
        XCTAssertEqual(editor.bytes, editor.bytesAtVersion[1])

        let beyond = try server.request("POST", "/api/documents/\(documentID)/revisions/9/restore")
        XCTAssertEqual(beyond.status, 404, beyond.text)
        let malformed = try server.request("POST", "/api/documents/\(documentID)/revisions/abc/restore")
        XCTAssertEqual(malformed.status, 400, malformed.text)
    }

    /// docs/protocol.md "Revisions and restore": a batch ordered after a restore applies when
    /// its addresses resolve in the restored content and is refused otherwise.
    func testBatchesMadeBeforeARestoreAreAppliedOrRefusedAgainstTheRestoredContent() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let alice = try RecordingEditor(server: server, documentID: documentID, clientID: "alice")
        let bob = try WebSocketTestClient(port: server.port, stream: documentID)
        _ = try bob.hello(clientID: "bob", lastVersion: nil)
        try alice.edit(RevisionEdits.ops(step: 0))  // inserts lab-el-000 (version 1)
        try alice.edit(RevisionEdits.ops(step: 1))  // edits it (version 2)

        let restore = try server.request("POST", "/api/documents/\(documentID)/revisions/0/restore")
        XCTAssertEqual(try restore.json()["version"] as? Int, 3)

        // Bob still edits what he saw at version 2.
        try bob.send(ops: ClientBatch(batchId: "label", clientId: "bob", baseVersion: 2,
                                      ops: [.setAttribute(target: .object("lab-el-000"), name: "text", value: "Late", expect: nil)]))
        let reject = try bob.next(type: "reject")
        XCTAssertEqual(reject["batchId"] as? String, "label")
        try bob.send(ops: ClientBatch(batchId: "view", clientId: "bob", baseVersion: 2,
                                      ops: [.setAttribute(target: .object(RevisionEdits.viewID), name: "userLabel", value: "Late", expect: nil)]))
        XCTAssertEqual(try bob.next(type: "ack")["version"] as? Int, 4)

        XCTAssertEqual(try alice.receiveOps().version, 3)
        XCTAssertEqual(alice.bytes, Samples.storyboard)
        XCTAssertEqual(try alice.receiveOps().version, 4)
        XCTAssertEqual(try server.request("GET", "/api/documents/\(documentID)/content").body, alice.bytes)
    }
}
