import XCTest
@testable import IBSync

/// The JSON forms documented in docs/protocol.md.
final class WireFormTests: XCTestCase {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func testDocumentedFormsDecodeAndEncode() throws {
        let documented: [(String, EditOperation)] = [
            (#"{"expect":"Hello","name":"text","op":"setAttribute","target":{"id":"lb1-aa-bbb"},"value":"Bye"}"#,
             .setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "Bye", expect: .value("Hello"))),
            (#"{"expect":null,"name":"userLabel","op":"setAttribute","target":{"id":"lb1-aa-bbb"},"value":"Title"}"#,
             .setAttribute(target: .object("lb1-aa-bbb"), name: "userLabel", value: "Title", expect: .absent)),
            (#"{"name":"width","op":"removeAttribute","target":{"in":{"id":"lb1-aa-bbb"},"key":"frame","name":"rect"}}"#,
             .removeAttribute(target: .child(of: .object("lb1-aa-bbb"), name: "rect", key: "frame"), name: "width", expect: nil)),
            (#"{"op":"insertSubtree","parent":{"in":{"id":"vw1-aa-bbb"},"name":"subviews"},"position":{"after":{"id":"lb1-aa-bbb"}},"xml":"<view id=\"x\"\/>"}"#,
             .insertSubtree(parent: .child(of: .object("vw1-aa-bbb"), name: "subviews", key: nil), xml: #"<view id="x"/>"#, position: .after(.object("lb1-aa-bbb")))),
            (#"{"op":"removeSubtree","target":{"sceneID":"sc1-aa-bbb"}}"#, .removeSubtree(target: .scene("sc1-aa-bbb"))),
            (#"{"newParent":{"root":true},"op":"move","position":{"atStart":true},"target":{"id":"a"}}"#,
             .move(target: .object("a"), newParent: .root, position: .atStart)),
            (#"{"expectParent":{"in":{"id":"v"},"name":"subviews"},"newParent":{"id":"b"},"op":"move","position":{"atEnd":true},"target":{"id":"a"}}"#,
             .move(target: .object("a"), newParent: .object("b"), position: .atEnd, expectParent: .child(of: .object("v"), name: "subviews", key: nil))),
            (#"{"op":"setText","target":{"in":{"id":"tx1-aa-bbb"},"key":"text","name":"string"},"text":"Hi"}"#,
             .setText(target: .child(of: .object("tx1-aa-bbb"), name: "string", key: "text"), text: "Hi", expect: nil)),
        ]
        for (text, op) in documented {
            XCTAssertEqual(try JSONDecoder().decode(EditOperation.self, from: Data(text.utf8)), op)
            XCTAssertEqual(try JSONDecoder().decode(EditOperation.self, from: Data(try json(op).utf8)), op)
        }
        for position in [InsertPosition.xcodeOrder, .atEnd, .atIndex(3)] {
            XCTAssertEqual(try JSONDecoder().decode(InsertPosition.self, from: Data(try json(position).utf8)), position)
        }
        // A position may be left out: Xcode's order.
        let defaulted = try JSONDecoder().decode(EditOperation.self, from: Data(#"{"op":"insertSubtree","parent":{"root":true},"xml":"<x/>"}"#.utf8))
        XCTAssertEqual(defaulted, .insertSubtree(parent: .root, xml: "<x/>", position: .xcodeOrder))
        XCTAssertThrowsError(try JSONDecoder().decode(EditOperation.self, from: Data(#"{"op":"explode"}"#.utf8)))
    }

    func testBatchesRoundTripThroughJSON() throws {
        let authority = DocumentAuthority(document: SampleDocuments.document())
        guard case .applied(let applied) = authority.submit(ClientBatch(batchId: "b1", clientId: "c1", baseVersion: 0,
                                                                        ops: [.removeSubtree(target: .object("lb1-aa-bbb"))])) else { return XCTFail() }
        let decoded = try JSONDecoder().decode(AppliedBatch.self, from: JSONEncoder().encode(applied))
        XCTAssertEqual(decoded, applied)
        // Replaying the decoded form on a fresh copy reaches the server's bytes.
        let replica = SampleDocuments.document()
        _ = try BatchApplier.replay(decoded.ops, on: replica)
        XCTAssertEqual(replica.serializedString(), authority.document.serializedString())
    }

    func testClientReplicaDropsARejectedBatchAndKeepsLaterOnes() throws {
        let authority = DocumentAuthority(document: SampleDocuments.document())
        let replica = ClientReplica(clientId: "me", document: SampleDocuments.document(), version: 0)
        let doomed = try replica.edit([.setAttribute(target: .object("tx1-aa-bbb"), name: "userLabel", value: "mine", expect: nil)])
        let kept = try replica.edit([.setAttribute(target: .object("lb1-aa-bbb"), name: "userLabel", value: "kept", expect: nil)])
        // Someone deletes the box (and the text view in it) first.
        guard case .applied(let deletion) = authority.submit(ClientBatch(batchId: "x", clientId: "other", baseVersion: 0,
                                                                         ops: [.removeSubtree(target: .object("bx1-aa-bbb"))])) else { return XCTFail() }
        try replica.receive(deletion)
        XCTAssertFalse(replica.pending[0].isShown, "the edit of a deleted object no longer shows")
        guard case .rejected(let rejection) = authority.submit(doomed) else { return XCTFail() }
        try replica.receive(rejection)
        guard case .applied(let ack) = authority.submit(kept) else { return XCTFail() }
        try replica.receive(ack)
        XCTAssertTrue(replica.pending.isEmpty)
        XCTAssertEqual(replica.document.serializedString(), authority.document.serializedString())
    }
}
