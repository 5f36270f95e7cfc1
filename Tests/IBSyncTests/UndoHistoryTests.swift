import XCTest
import IBDocument
@testable import IBSync

/// Undo under concurrency: scripted scenarios with their documented results (docs/protocol.md §7).
final class UndoHistoryTests: XCTestCase {
    private var authority: DocumentAuthority!
    private var ana: ClientReplica!
    private var ben: ClientReplica!
    private var anaHistory = UndoHistory()

    override func setUp() {
        authority = DocumentAuthority(document: SampleDocuments.document())
        ana = ClientReplica(clientId: "ana", document: SampleDocuments.document(), version: 0)
        ben = ClientReplica(clientId: "ben", document: SampleDocuments.document(), version: 0)
        anaHistory = UndoHistory()
    }

    /// Sends a batch to the server and delivers the outcome to both replicas in server order.
    private func sync(_ batch: ClientBatch?) throws {
        guard let batch else { return }
        switch authority.submit(batch) {
        case .applied(let applied):
            try ana.receive(applied)
            try ben.receive(applied)
        case .rejected(let rejection):
            try ana.receive(rejection)
            try ben.receive(rejection)
        case .duplicate:
            break
        }
    }

    private func label(_ replica: ClientReplica) -> MarkupElementView { MarkupElementView(replica.document.element(withID: "lb1-aa-bbb")) }

    func testUndoRestoresMyValueWhenNobodyTouchedIt() throws {
        try sync(anaHistory.edit([.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "Ana", expect: nil)], in: ana))
        try sync(try anaHistory.undo(in: ana)?.batch)
        XCTAssertEqual(label(ben).text, "Hello & welcome")
        try sync(try anaHistory.redo(in: ana)?.batch)
        XCTAssertEqual(label(ben).text, "Ana")
        XCTAssertEqual(ana.document.serializedString(), authority.document.serializedString())
    }

    func testUndoSkipsAValueSomeoneElseChangedSince() throws {
        try sync(anaHistory.edit([.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "Ana", expect: nil)], in: ana))
        try sync(try ben.edit([.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "Ben", expect: nil)]))
        let outcome = try XCTUnwrap(try anaHistory.undo(in: ana))
        XCTAssertNil(outcome.batch, "nothing left to undo: Ben's later value stays")
        XCTAssertEqual(outcome.skipped.count, 1)
        XCTAssertEqual(label(ana).text, "Ben")
        XCTAssertFalse(anaHistory.canUndo)
    }

    func testUndoLeavesOtherAttributesOfTheSameObjectAlone() throws {
        try sync(anaHistory.edit([.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "Ana", expect: nil)], in: ana))
        try sync(try ben.edit([.setAttribute(target: .object("lb1-aa-bbb"), name: "userLabel", value: "Ben's", expect: nil)]))
        try sync(try anaHistory.undo(in: ana)?.batch)
        XCTAssertEqual(label(ben).text, "Hello & welcome")
        XCTAssertEqual(label(ben).userLabel, "Ben's")
    }

    func testUndoOfADeleteRestoresTheObjectAndItsConnections() throws {
        try sync(anaHistory.edit([.removeSubtree(target: .object("lb1-aa-bbb"))], in: ana))
        XCTAssertFalse(ben.document.containsID("ou1-aa-bbb"))
        try sync(try ben.edit([.setAttribute(target: .object("bt1-aa-bbb"), name: "userLabel", value: "Ben's", expect: nil)]))
        try sync(try anaHistory.undo(in: ana)?.batch)
        for id in ["lb1-aa-bbb", "ou1-aa-bbb", "cn1-aa-bbb", "cn2-aa-bbb"] { XCTAssertTrue(ben.document.containsID(id), id) }
        XCTAssertEqual(ben.document.element(withID: "bt1-aa-bbb")?.attribute("userLabel"), "Ben's")
        XCTAssertEqual(ana.document.serializedString(), authority.document.serializedString())
    }

    func testUndoOfAnEditWhoseTargetWasDeletedIsSkipped() throws {
        try sync(anaHistory.edit([.setAttribute(target: .object("tx1-aa-bbb"), name: "userLabel", value: "Ana", expect: nil)], in: ana))
        try sync(try ben.edit([.removeSubtree(target: .object("bx1-aa-bbb"))]))
        let outcome = try XCTUnwrap(try anaHistory.undo(in: ana))
        XCTAssertNil(outcome.batch)
        XCTAssertFalse(ana.document.containsID("bx1-aa-bbb"), "undo never resurrects what someone else deleted")
    }

    func testUndoOfMyMoveIsSkippedWhenSomeoneMovedItElsewhereSince() throws {
        let boxSubviews = NodeAddress.child(of: .object("bx1-aa-bbb"), name: "subviews", key: nil)
        let mainSubviews = NodeAddress.child(of: .object("vw1-aa-bbb"), name: "subviews", key: nil)
        try sync(anaHistory.edit([.move(target: .object("lb1-aa-bbb"), newParent: boxSubviews, position: .atEnd)], in: ana))
        try sync(try ben.edit([.move(target: .object("lb1-aa-bbb"), newParent: .child(of: .object("tx1-aa-bbb"), name: "subviews", key: nil), position: .atEnd)]))
        XCTAssertNil(try XCTUnwrap(try anaHistory.undo(in: ana)).batch, "Ben's later move stays")
        XCTAssertEqual(ana.document.element(withID: "lb1-aa-bbb")?.parent?.parent?.attribute("id"), "tx1-aa-bbb")
        // Without interference, undoing a move puts the view back in its place.
        try sync(anaHistory.edit([.move(target: .object("bt1-aa-bbb"), newParent: boxSubviews, position: .atStart)], in: ana))
        try sync(try anaHistory.undo(in: ana)?.batch)
        XCTAssertEqual(ben.document.resolve(mainSubviews)?.childElements.first?.attribute("id"), "bt1-aa-bbb")
        XCTAssertEqual(ana.document.serializedString(), authority.document.serializedString())
    }

    func testUndoOfMyInsertRemovesItEvenAfterOthersEditedIt() throws {
        let xml = #"<view contentMode="scaleToFill" id="new-aa-bbb"/>"#
        try sync(anaHistory.edit([.insertSubtree(parent: .child(of: .object("vw1-aa-bbb"), name: "subviews", key: nil), xml: xml, position: .atEnd)], in: ana))
        try sync(try ben.edit([.setAttribute(target: .object("new-aa-bbb"), name: "userLabel", value: "Ben's", expect: nil)]))
        try sync(try anaHistory.undo(in: ana)?.batch)
        XCTAssertFalse(ben.document.containsID("new-aa-bbb"))
        XCTAssertEqual(authority.document.serializedString(), ben.document.serializedString())
    }
}

/// Reads a few attributes of an element that may be gone.
struct MarkupElementView {
    let element: MarkupElement?
    init(_ element: MarkupElement?) { self.element = element }
    var text: String? { element?.attribute("text") }
    var userLabel: String? { element?.attribute("userLabel") }
}
