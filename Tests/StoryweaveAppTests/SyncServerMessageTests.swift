import Foundation
import IBSync
import XCTest
@testable import StoryweaveApp

/// Every server message on `/stream` comes out of `SyncServerMessage.encoded()`: the fields docs/protocol.md
/// lists, in a fixed order, absent ones left out, and the batch of an ack or ops message exactly the text
/// written to the op log.
final class SyncServerMessageTests: XCTestCase {
    private let batch = AppliedBatch(version: 3, batchId: "b/1", clientId: "ana", baseVersion: 2,
                                     ops: [.setAttribute(target: .object("8bC-Xf-vdC"), name: "userLabel", value: "Root", expect: nil)],
                                     inverse: [.removeAttribute(target: .object("8bC-Xf-vdC"), name: "userLabel", expect: nil)])

    func testAckAndOpsCarryTheLoggedBatchText() throws {
        let row = EncodedBatch(batch)
        XCTAssertEqual(try SyncServerMessage.ack(batchID: "b/1", version: 3, batch: row, checksum: "c0ffee").encoded(),
                       #"{"type":"ack","batchId":"b\/1","version":3,"batch":"# + row.json + #","checksum":"c0ffee"}"#)
        // Another session's ops message carries the batch without its inverse (only the sender can undo it).
        XCTAssertEqual(row.broadcastJSON, #"{"version":3,"batchId":"b\/1","clientId":"ana","baseVersion":2,"ops":["#
                       + batch.ops[0].wireJSON + "]}")
        XCTAssertEqual(try SyncServerMessage.ops([row], checksum: nil).encoded(), #"{"type":"ops","batch":"# + row.broadcastJSON + "}")
        XCTAssertEqual(try SyncServerMessage.ops([row, row], checksum: "c0ffee").encoded(),
                       #"{"type":"ops","batches":["# + row.broadcastJSON + "," + row.broadcastJSON + #"],"checksum":"c0ffee"}"#)
        // A resend's ack has no batch.
        XCTAssertEqual(try SyncServerMessage.ack(batchID: "b/1", version: 3, batch: nil, checksum: nil).encoded(),
                       #"{"type":"ack","batchId":"b\/1","version":3}"#)
        let decoded = try JSONDecoder().decode(AppliedBatch.self, from: Data(row.json.utf8))
        XCTAssertEqual(decoded.ops, batch.ops)
        XCTAssertEqual(decoded.inverse, batch.inverse)
        let broadcast = try JSONDecoder().decode(AppliedBatch.self, from: Data(row.broadcastJSON.utf8))
        XCTAssertEqual(broadcast.ops, batch.ops)
        XCTAssertEqual(broadcast.inverse, [], "a broadcast batch reads with an empty inverse")
    }

    func testRejectAndErrorMessages() throws {
        XCTAssertEqual(try SyncServerMessage.reject(BatchRejection(batchId: "x", clientId: "ana", opIndex: 2, code: "targetNotFound",
                                                                   reason: "gone \"now\"")).encoded(),
                       #"{"type":"reject","batchId":"x","clientId":"ana","code":"targetNotFound","opIndex":2,"reason":"gone \"now\""}"#)
        XCTAssertEqual(try SyncServerMessage.reject(BatchRejection(batchId: "x", clientId: "ana", opIndex: nil, code: "emptyBatch", reason: "r")).encoded(),
                       #"{"type":"reject","batchId":"x","clientId":"ana","code":"emptyBatch","reason":"r"}"#)
        XCTAssertEqual(try SyncServerMessage.error(code: "badMessage", "hello was already received.").encoded(),
                       #"{"type":"error","code":"badMessage","message":"hello was already received."}"#)
    }

    func testWelcomeAndPresence() throws {
        let ana = SyncPresence(clientId: "ana", name: "Ana", color: PresencePalette.color(for: "ana"), selection: ["v1"],
                               pointer: SyncPointer(scene: nil, x: 1, y: 2), left: nil)
        let snapshot = try SyncServerMessage.welcome(documentID: "d1", version: 0, batches: nil, snapshot: "<document/>", presence: [ana]).encoded()
        XCTAssertTrue(snapshot.hasPrefix(#"{"type":"welcome","documentId":"d1","version":0,"snapshot":"<document\/>","presence":["#), snapshot)
        let deltaText = try SyncServerMessage.welcome(documentID: "d1", version: 3, batches: [batch], snapshot: nil, presence: []).encoded()
        let delta = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(deltaText.utf8)) as? [String: Any])
        XCTAssertEqual(Set(delta.keys), ["type", "documentId", "version", "batches", "presence"])
        let batches = try XCTUnwrap(delta["batches"] as? [[String: Any]])
        XCTAssertEqual(batches.first?["batchId"] as? String, "b/1")

        let presence = try SyncServerMessage.presence([ana]).encoded()
        XCTAssertTrue(presence.hasPrefix(#"{"type":"presence","presence":[{"#), presence)
        let person = try XCTUnwrap(((try JSONSerialization.jsonObject(with: Data(presence.utf8)) as? [String: Any])?["presence"] as? [[String: Any]])?.first)
        XCTAssertEqual(person["clientId"] as? String, "ana")
        XCTAssertEqual(person["color"] as? String, PresencePalette.color(for: "ana"))
        XCTAssertNil(person["left"], "absent fields are left out")
    }
}
