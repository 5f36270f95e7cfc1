import Foundation
import IBSync
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// Any version can be read back (`content` / `export` with `?version=N`) and automatic
/// snapshots appear every N ops, against a real server edited through `/stream`.
final class RevisionHistoryTests: XCTestCase {
    func testEveryVersionRebuildsToTheBytesItHad() throws {
        let server = try TestApp(.live, snapshotInterval: 5)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let editor = try RecordingEditor(server: server, documentID: documentID, clientID: "alice")
        for step in 0..<13 { try editor.edit(RevisionEdits.ops(step: step)) }
        XCTAssertEqual(editor.version, 13)

        for version in 0...13 {
            let response = try server.request("GET", "/api/documents/\(documentID)/content?version=\(version)")
            XCTAssertEqual(response.status, 200, "version \(version): \(response.text)")
            XCTAssertEqual(response.header("Storyweave-Version"), String(version))
            XCTAssertEqual(response.body, editor.bytesAtVersion[version], "content at version \(version)")
        }
        let export = try server.request("GET", "/api/documents/\(documentID)/export?version=7")
        XCTAssertEqual(export.status, 200, export.text)
        XCTAssertEqual(export.body, editor.bytesAtVersion[7])
        XCTAssertNotNil(export.header("Content-Disposition"))

        let head = try server.request("GET", "/api/documents/\(documentID)/content")
        XCTAssertEqual(head.body, editor.bytes)
        XCTAssertNotEqual(editor.bytesAtVersion[3], editor.bytesAtVersion[4], "the edits change the bytes")
    }

    func testVersionBeyondTheHeadIsAProblem404() throws {
        let server = try TestApp(.live)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let editor = try RecordingEditor(server: server, documentID: documentID, clientID: "alice")
        try editor.edit(RevisionEdits.ops(step: 0))
        for path in ["content", "export"] {
            let response = try server.request("GET", "/api/documents/\(documentID)/\(path)?version=2")
            XCTAssertEqual(response.status, 404, response.text)
            XCTAssertEqual(response.header("Content-Type"), "application/problem+json")
            XCTAssertTrue(response.text.contains("version 2 does not exist yet"), response.text)
        }
        let bad = try server.request("GET", "/api/documents/\(documentID)/content?version=-1")
        XCTAssertEqual(bad.status, 400, bad.text)
    }

    func testAutomaticSnapshotsEveryNOpsAndNamedOnesAreListedWithTheirKind() throws {
        let server = try TestApp(.live, snapshotInterval: 4)
        defer { server.stop() }
        let documentID = try server.upload(Samples.storyboard)
        let editor = try RecordingEditor(server: server, documentID: documentID, clientID: "alice")
        for step in 0..<9 { try editor.edit(RevisionEdits.ops(step: step)) }
        // A two-op batch: counted as two ops (versions 10 → snapshot when the count reaches 4 again).
        try editor.edit([.setAttribute(target: .object(RevisionEdits.viewID), name: "userLabel", value: "A", expect: nil),
                         .setAttribute(target: .object(RevisionEdits.viewID), name: "tag", value: "7", expect: nil)])
        let named = try server.request("POST", "/api/documents/\(documentID)/revisions",
                                       headers: ["Content-Type": "application/json"], body: Array(#"{"name":"Checkpoint"}"#.utf8))
        XCTAssertEqual(named.status, 201, named.text)

        let list = try server.request("GET", "/api/documents/\(documentID)/revisions")
        XCTAssertEqual(list.status, 200, list.text)
        let revisions = try XCTUnwrap(list.json()["revisions"] as? [[String: Any]])
        let kinds = Dictionary(uniqueKeysWithValues: revisions.map { ($0["version"] as? Int ?? -1, $0["kind"] as? String ?? "") })
        XCTAssertEqual(kinds, [0: "automatic", 4: "automatic", 8: "automatic", 10: "named"])

        // Snapshot bytes are the document's bytes at that version.
        for version in [4, 8, 10] {
            let response = try server.request("GET", "/api/documents/\(documentID)/content?version=\(version)")
            XCTAssertEqual(response.body, editor.bytesAtVersion[version], "snapshot \(version)")
        }
    }
}

/// When the last session leaves, the hub snapshots what is not in a snapshot yet, so a second
/// server on the same database starts from it and counts the next interval afresh. (After a
/// crash, the count is recounted from the op log: `SyncPersistenceTests`.)
final class RevisionSnapshotReopenTests: XCTestCase {
    func testTheLastSessionLeavingSnapshotsAndARestartCountsFromThere() throws {
        let first = try TestApp(.live, snapshotInterval: 3)
        let documentID = try first.upload(Samples.storyboard)
        do {
            let client = try WebSocketTestClient(port: first.port, stream: documentID)
            _ = try client.hello(clientID: "alice", lastVersion: nil)
            for step in 0..<2 {
                try client.send(ops: ClientBatch(batchId: "a\(step)", clientId: "alice", baseVersion: step,
                                                 ops: RevisionEdits.ops(step: step)))
                _ = try client.next(type: "ack")
            }
            client.close()
        }

        let second = try first.restarted()
        defer { second.stop() }
        let client = try WebSocketTestClient(port: second.port, stream: documentID)
        XCTAssertEqual(try client.hello(clientID: "bob", lastVersion: nil)["version"] as? Int, 2)
        try client.send(ops: ClientBatch(batchId: "b", clientId: "bob", baseVersion: 2, ops: RevisionEdits.ops(step: 2)))
        XCTAssertEqual(try client.next(type: "ack")["version"] as? Int, 3)
        let list = try second.request("GET", "/api/documents/\(documentID)/revisions")
        let versions = try XCTUnwrap(list.json()["revisions"] as? [[String: Any]]).compactMap { $0["version"] as? Int }
        XCTAssertEqual(versions, [2, 0], "the close snapshotted version 2; one op after it is not yet an interval of 3")
        try client.send(ops: ClientBatch(batchId: "b2", clientId: "bob", baseVersion: 3, ops: RevisionEdits.ops(step: 3)))
        _ = try client.next(type: "ack")
        try client.send(ops: ClientBatch(batchId: "b3", clientId: "bob", baseVersion: 4, ops: RevisionEdits.ops(step: 4)))
        _ = try client.next(type: "ack")
        let again = try second.request("GET", "/api/documents/\(documentID)/revisions")
        XCTAssertEqual(try XCTUnwrap(again.json()["revisions"] as? [[String: Any]]).compactMap { $0["version"] as? Int }, [5, 2, 0])
    }
}
