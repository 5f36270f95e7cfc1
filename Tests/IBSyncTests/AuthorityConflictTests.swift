import XCTest
@testable import IBSync

/// The conflict rules of docs/protocol.md, one test each, through the authority.
final class AuthorityConflictTests: XCTestCase {
    private var authority: DocumentAuthority!

    override func setUp() {
        authority = DocumentAuthority(document: SampleDocuments.document())
    }

    private func submit(_ client: String, _ batch: String, base: Int = 0, _ ops: [EditOperation]) -> DocumentAuthority.Decision {
        authority.submit(ClientBatch(batchId: batch, clientId: client, baseVersion: base, ops: ops))
    }

    private func assertApplied(_ decision: DocumentAuthority.Decision, version: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard case .applied(let batch) = decision else { return XCTFail("expected applied, got \(decision)", file: file, line: line) }
        XCTAssertEqual(batch.version, version, file: file, line: line)
    }

    private func rejection(_ decision: DocumentAuthority.Decision, file: StaticString = #filePath, line: UInt = #line) -> BatchRejection? {
        guard case .rejected(let rejection) = decision else { XCTFail("expected a rejection, got \(decision)", file: file, line: line); return nil }
        return rejection
    }

    private let subviews = NodeAddress.child(of: .object("vw1-aa-bbb"), name: "subviews", key: nil)

    func testLastWriterWinsPerAttributeInServerOrder() {
        assertApplied(submit("a", "1", [.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "A", expect: nil),
                                        .setAttribute(target: .object("lb1-aa-bbb"), name: "userLabel", value: "mine", expect: nil)]), version: 1)
        assertApplied(submit("b", "1", [.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "B", expect: nil)]), version: 2)
        let label = authority.document.element(withID: "lb1-aa-bbb")!
        XCTAssertEqual(label.attribute("text"), "B")
        XCTAssertEqual(label.attribute("userLabel"), "mine", "a different attribute of the same object is kept")
    }

    func testConcurrentInsertsAfterTheSameSiblingAreOrderedByServerOrder() throws {
        let a = #"<view contentMode="scaleToFill" id="aaa-aa-aaa"/>"#, b = #"<view contentMode="scaleToFill" id="bbb-bb-bbb"/>"#
        assertApplied(submit("a", "1", [.insertSubtree(parent: subviews, xml: a, position: .after(.object("lb1-aa-bbb")))]), version: 1)
        assertApplied(submit("b", "1", [.insertSubtree(parent: subviews, xml: b, position: .after(.object("lb1-aa-bbb")))]), version: 2)
        let order = authority.document.resolve(subviews)!.childElements.map { $0.attribute("id")! }
        XCTAssertEqual(order, ["lb1-aa-bbb", "bbb-bb-bbb", "aaa-aa-aaa", "bt1-aa-bbb", "bx1-aa-bbb"])
        // A replica applying the same stream gets the same order.
        let replica = ClientReplica(clientId: "c", document: SampleDocuments.document(), version: 0)
        for version in 1...2 { try replica.receive(authority.batches(after: version - 1)!.first!) }
        XCTAssertEqual(replica.document.serializedString(), authority.document.serializedString())
    }

    func testMoveThatWouldCreateACycleIsRefused() throws {
        let boxSubviews = NodeAddress.child(of: .object("bx1-aa-bbb"), name: "subviews", key: nil)
        // A moves the text view out to the main view; B (concurrently) moves the box into the text view.
        assertApplied(submit("a", "1", [.move(target: .object("tx1-aa-bbb"), newParent: subviews, position: .atEnd)]), version: 1)
        assertApplied(submit("b", "1", [.move(target: .object("bx1-aa-bbb"), newParent: .child(of: .object("tx1-aa-bbb"), name: "subviews", key: nil), position: .atEnd)]), version: 2)
        // Now moving the text view into the box (inside the text view) would be a cycle.
        let refused = rejection(submit("a", "2", base: 1, [.move(target: .object("tx1-aa-bbb"), newParent: boxSubviews, position: .atEnd)]))
        XCTAssertTrue(refused?.reason.contains("inside it") == true, refused?.reason ?? "")
        XCTAssertEqual(authority.version, 2)
    }

    func testEditInsideASubtreeDeletedConcurrentlyIsRefused() {
        assertApplied(submit("a", "1", [.removeSubtree(target: .object("bx1-aa-bbb"))]), version: 1)
        let refused = rejection(submit("b", "1", [.setText(target: .child(of: .object("tx1-aa-bbb"), name: "string", key: "text"), text: "x", expect: nil)]))
        XCTAssertEqual(refused?.opIndex, 0)
        XCTAssertTrue(refused?.reason.contains("does not exist") == true)
    }

    func testDeleteRemovesDanglingReferencesInTheSameBatch() throws {
        guard case .applied(let batch) = submit("a", "1", [.removeSubtree(target: .object("bx1-aa-bbb"))]) else { return XCTFail() }
        XCTAssertEqual(batch.ops, [.removeSubtree(target: .object("ou2-aa-bbb")), .removeSubtree(target: .object("bx1-aa-bbb"))])
        XCTAssertTrue(ReferenceCascade.danglingReferences(in: authority.document).isEmpty)
        // The inverse restores the outlet too.
        _ = try BatchApplier.replay(batch.inverse, on: authority.document)
        XCTAssertEqual(authority.document.serializedString(), SampleDocuments.storyboard)
        // Deleting a scene removes the initialViewController attribute that pointed into it.
        guard case .applied(let sceneBatch) = submit("a", "2", base: 1, [.removeSubtree(target: .scene("sc1-aa-bbb"))]) else { return XCTFail() }
        XCTAssertTrue(sceneBatch.ops.contains(.removeAttribute(target: .root, name: "initialViewController", expect: nil)))
        XCTAssertTrue(ReferenceCascade.danglingReferences(in: authority.document).isEmpty)
    }

    func testDuplicateIDFromASecondClientIsRefused() {
        let xml = #"<view contentMode="scaleToFill" id="dup-aa-bbb"/>"#
        assertApplied(submit("a", "1", [.insertSubtree(parent: subviews, xml: xml, position: .atEnd)]), version: 1)
        let refused = rejection(submit("b", "1", [.insertSubtree(parent: subviews, xml: xml, position: .atStart)]))
        XCTAssertTrue(refused?.reason.contains("dup-aa-bbb is already used") == true)
    }

    func testResendIsAcknowledgedAgainWithoutApplyingTwice() {
        let op = EditOperation.insertSubtree(parent: subviews, xml: #"<view contentMode="scaleToFill" id="one-aa-bbb"/>"#, position: .atEnd)
        assertApplied(submit("a", "1", [op]), version: 1)
        let bytes = authority.document.serializedString()
        XCTAssertEqual(submit("a", "1", [op]), .duplicate(version: 1))
        XCTAssertEqual(authority.document.serializedString(), bytes)
        XCTAssertEqual(authority.version, 1)
        // The same batch id from another client is another batch.
        XCTAssertNotNil(rejection(submit("b", "1", [op])))
    }

    func testBatchIsAllOrNothing() {
        let before = authority.document.serializedString()
        let refused = rejection(submit("a", "1", [
            .setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "changed", expect: nil),
            .removeSubtree(target: .object("bx1-aa-bbb")),
            .setAttribute(target: .object("nope-nope"), name: "text", value: "x", expect: nil),
        ]))
        XCTAssertEqual(refused?.opIndex, 2)
        XCTAssertEqual(authority.document.serializedString(), before)
        XCTAssertEqual(authority.version, 0)
    }

    func testCompareAndSetRefusesAChangedValue() {
        assertApplied(submit("a", "1", [.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "A", expect: nil)]), version: 1)
        let refused = rejection(submit("b", "1", [.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "B", expect: .value("Hello & welcome"))]))
        XCTAssertTrue(refused?.reason.contains("changed by someone else") == true)
    }

    func testProtectedAndMalformedOpsAreRefusedWithReasons() {
        let cases: [(EditOperation, String)] = [
            (.removeSubtree(target: .object("fr1-aa-bbb")), "placeholders"),
            (.removeSubtree(target: .root), "document itself"),
            (.setAttribute(target: .object("lb1-aa-bbb"), name: "id", value: "x", expect: nil), "cannot be changed in place"),
            (.setAttribute(target: .object("lb1-aa-bbb"), name: "bad name", value: "x", expect: nil), "not a valid XML name"),
            (.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "\u{1}", expect: nil), "character XML cannot hold"),
            (.insertSubtree(parent: subviews, xml: "<view", position: .atEnd), "not valid"),
            (.insertSubtree(parent: .object("lb1-aa-bbb"), xml: #"<rect key="frame"/>"#, position: .xcodeOrder), "already has a child with key"),
            (.setText(target: .object("bx1-aa-bbb"), text: "x", expect: nil), "has child elements"),
            (.move(target: .object("lb1-aa-bbb"), newParent: subviews, position: .after(.object("gone-gone"))), "not a child of the parent"),
        ]
        for (index, (op, reason)) in cases.enumerated() {
            let refused = rejection(submit("a", "\(index)", [op]))
            XCTAssertTrue(refused?.reason.contains(reason) == true, "\(op): \(refused?.reason ?? "")")
        }
        XCTAssertEqual(authority.document.serializedString(), SampleDocuments.storyboard)
        XCTAssertNotNil(rejection(submit("a", "future", base: 5, [.removeSubtree(target: .object("lb1-aa-bbb"))])))
    }

    /// Repeated id-less siblings (`<segment>`) are edited through their container: an op that
    /// would leave one without an address is refused before anything changes.
    func testUnaddressableSiblingsAreRefusedUpFront() {
        let control = #"<segmentedControl contentMode="left" segmentControlStyle="plain" selectedSegmentIndex="0" id="sg1-aa-bbb"><segments><segment title="A"/><segment title="B"/></segments></segmentedControl>"#
        assertApplied(submit("a", "1", [.insertSubtree(parent: subviews, xml: control, position: .atEnd)]), version: 1)
        let before = authority.document.serializedString()
        let segments = NodeAddress.child(of: .object("sg1-aa-bbb"), name: "segments", key: nil)
        let first = NodeAddress.child(of: segments, name: "segment", key: nil)
        XCTAssertNotNil(rejection(submit("a", "2", base: 1, [.move(target: first, newParent: segments, position: .atEnd)])))
        XCTAssertNotNil(rejection(submit("a", "3", base: 1, [.insertSubtree(parent: segments, xml: #"<segment title="C"/>"#, position: .atEnd)])))
        XCTAssertEqual(authority.document.serializedString(), before)
        // Replacing the container works.
        assertApplied(submit("a", "4", base: 1, [.removeSubtree(target: segments),
                                                 .insertSubtree(parent: .object("sg1-aa-bbb"), xml: #"<segments><segment title="B"/><segment title="A"/></segments>"#, position: .xcodeOrder)]), version: 2)
    }

    func testReconnectingClientGetsMissingBatchesOrNeedsASnapshot() {
        let small = DocumentAuthority(document: SampleDocuments.document(), retainedBatchCount: 2)
        for number in 1...3 {
            _ = small.submit(ClientBatch(batchId: "\(number)", clientId: "a", baseVersion: number - 1,
                                         ops: [.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "\(number)", expect: nil)]))
        }
        XCTAssertEqual(small.batches(after: 1)?.map(\.version), [2, 3])
        XCTAssertEqual(small.batches(after: 3)?.count, 0)
        XCTAssertNil(small.batches(after: 0), "version 1 is no longer retained: snapshot")
    }
}
