import XCTest
import IBDocument
@testable import IBSync

/// Every op kind, applied and then undone through its inverse, gives back the exact bytes.
final class RoundTripTests: XCTestCase {
    private func assertRoundTrip(_ ops: [EditOperation], on document: SyncDocument, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = document.serializedString()
        let result = try BatchApplier.apply(ops, to: document)
        XCTAssertNotEqual(document.serializedString(), before, "the batch changed nothing", file: file, line: line)
        _ = try BatchApplier.replay(result.inverse, on: document)
        XCTAssertEqual(document.serializedString(), before, file: file, line: line)
        // Redo: the applied form replays to the same bytes as the first apply.
        let redo = try BatchApplier.replay(result.applied, on: document)
        _ = try BatchApplier.replay(redo, on: document)
        XCTAssertEqual(document.serializedString(), before, file: file, line: line)
    }

    /// A new tint colour stays before a view's constraints where an old (pre-Xcode 12) safe area guide follows them
    /// (JS twin: xcode-order.test.mjs).
    func testANewTintColorStaysBeforeTheConstraints() throws {
        let document = try SyncDocument(text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460">
                <objects>
                    <view contentMode="scaleToFill" id="vw1-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="vw2-aa-bbb"/>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="vw2-aa-bbb" firstAttribute="top" secondItem="vw1-aa-bbb" secondAttribute="top" id="cn1-aa-bbb"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="sa1-aa-bbb"/>
                    </view>
                </objects>
            </document>

            """)
        let tint = #"<color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        _ = try BatchApplier.apply([.insertSubtree(parent: .object("vw1-aa-bbb"), xml: tint, position: .xcodeOrder)], to: document)
        XCTAssertTrue(document.serializedString().contains("""
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        \(tint)
                        <constraints>
            """), document.serializedString())
    }

    func testSetAttributeExistingAndNew() throws {
        let document = SampleDocuments.document()
        try assertRoundTrip([.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "Bye <now>", expect: nil)], on: document)
        try assertRoundTrip([.setAttribute(target: .object("lb1-aa-bbb"), name: "userLabel", value: "Title", expect: nil)], on: document)
        try assertRoundTrip([.setAttribute(target: .child(of: .object("lb1-aa-bbb"), name: "rect", key: "frame"),
                                           name: "width", value: "240", expect: .value("200"))], on: document)
        // Setting the value an attribute already has changes nothing and needs no undo.
        let document2 = SampleDocuments.document()
        let before = document2.serializedString()
        let result = try BatchApplier.apply([.setAttribute(target: .object("bt1-aa-bbb"), name: "buttonType", value: "system", expect: nil)], to: document2)
        XCTAssertEqual(document2.serializedString(), before)
        _ = try BatchApplier.replay(result.inverse, on: document2)
        XCTAssertEqual(document2.serializedString(), before)
    }

    /// A scene is addressed by its `sceneID` (and indexed by it), so like `id` and `key` it can't be
    /// changed in place: every replica would otherwise lose the addresses of everything inside it.
    func testSceneIDIdAndKeyAreImmutable() throws {
        let document = SampleDocuments.document()
        let before = document.serializedString()
        for (target, name) in [(NodeAddress.scene("sc1-aa-bbb"), "sceneID"), (.object("lb1-aa-bbb"), "id"),
                               (.child(of: .object("lb1-aa-bbb"), name: "rect", key: "frame"), "key")] {
            XCTAssertThrowsError(try BatchApplier.apply([.setAttribute(target: target, name: name, value: "zz9-zz-zzz", expect: nil)], to: document)) {
                XCTAssertEqual(($0 as? BatchApplier.Failure)?.reason, .immutableAttribute(name), "\($0)")
            }
            XCTAssertThrowsError(try BatchApplier.apply([.removeAttribute(target: target, name: name, expect: nil)], to: document))
        }
        XCTAssertEqual(document.serializedString(), before)
    }

    func testRemoveAttribute() throws {
        let document = SampleDocuments.document()
        try assertRoundTrip([.removeAttribute(target: .object("lb1-aa-bbb"), name: "lineBreakMode", expect: nil)], on: document)
        try assertRoundTrip([.removeAttribute(target: .root, name: "initialViewController", expect: .value("vc1-aa-bbb"))], on: document)
        try assertRoundTrip([.removeAttribute(target: .object("vc1-aa-bbb"), name: "customModule", expect: nil)], on: document)
    }

    func testSetText() throws {
        let document = SampleDocuments.document()
        let text = NodeAddress.child(of: .object("tx1-aa-bbb"), name: "string", key: "text")
        try assertRoundTrip([.setText(target: text, text: "New & <better>", expect: "Lorem <ipsum>")], on: document)
        try assertRoundTrip([.setText(target: text, text: "", expect: nil)], on: document)
    }

    func testInsertSubtreeEveryPosition() throws {
        let document = SampleDocuments.document()
        let subviews = NodeAddress.child(of: .object("vw1-aa-bbb"), name: "subviews", key: nil)
        let xml = #"<view contentMode="scaleToFill" id="nw1-aa-bbb"><rect key="frame" x="1" y="2" width="3" height="4"/></view>"#
        for position in [InsertPosition.atStart, .atEnd, .after(.object("bt1-aa-bbb")), .xcodeOrder, .atIndex(1)] {
            try assertRoundTrip([.insertSubtree(parent: subviews, xml: xml, position: position)], on: document)
        }
        // Into a view without <subviews>: the container is created, and removed by the inverse.
        let textViewSubviews = NodeAddress.child(of: .object("tx1-aa-bbb"), name: "subviews", key: nil)
        try assertRoundTrip([.insertSubtree(parent: textViewSubviews, xml: xml, position: .atEnd)], on: document)
        // A keyed child where Xcode writes it.
        try assertRoundTrip([.insertSubtree(parent: .object("tx1-aa-bbb"), xml: #"<color key="textColor" systemColor="labelColor"/>"#,
                                            position: .xcodeOrder)], on: document)
    }

    func testRemoveSubtreeEveryKind() throws {
        let document = SampleDocuments.document()
        for id in ["lb1-aa-bbb", "bt1-aa-bbb", "bx1-aa-bbb", "tx1-aa-bbb", "cn1-aa-bbb", "ou1-aa-bbb", "ac1-aa-bbb", "vc2-aa-bbb", "vw1-aa-bbb"] {
            try assertRoundTrip([.removeSubtree(target: .object(id))], on: document)
        }
        try assertRoundTrip([.removeSubtree(target: .scene("sc1-aa-bbb"))], on: document)
        try assertRoundTrip([.removeSubtree(target: .scene("sc2-aa-bbb"))], on: document)
        try assertRoundTrip([.removeSubtree(target: .child(of: .object("bx1-aa-bbb"), name: "color", key: "backgroundColor"))], on: document)
    }

    func testMoveReorderAndReparent() throws {
        let document = SampleDocuments.document()
        let subviews = NodeAddress.child(of: .object("vw1-aa-bbb"), name: "subviews", key: nil)
        let boxSubviews = NodeAddress.child(of: .object("bx1-aa-bbb"), name: "subviews", key: nil)
        try assertRoundTrip([.move(target: .object("lb1-aa-bbb"), newParent: subviews, position: .atEnd)], on: document)
        try assertRoundTrip([.move(target: .object("bx1-aa-bbb"), newParent: subviews, position: .atStart)], on: document)
        try assertRoundTrip([.move(target: .object("lb1-aa-bbb"), newParent: boxSubviews, position: .after(.object("tx1-aa-bbb")))], on: document)
        // Moving the only child out removes the emptied <subviews>; the inverse recreates it.
        try assertRoundTrip([.move(target: .object("tx1-aa-bbb"), newParent: subviews, position: .atStart)], on: document)
        // Into a view that has no <subviews> yet.
        try assertRoundTrip([.move(target: .object("lb1-aa-bbb"), newParent: .child(of: .object("tx1-aa-bbb"), name: "subviews", key: nil),
                                   position: .atEnd)], on: document)
        try assertRoundTrip([.move(target: .scene("sc2-aa-bbb"), newParent: .child(of: .root, name: "scenes", key: nil), position: .atStart)], on: document)
    }

    /// A container that is not where Xcode's order would create it (the order table does not rank a
    /// text view's `<subviews>`, so a new one goes last, after the `<variation>` added since): taken
    /// along by the removal or move of its last child, the inverse puts it back where it was. Before,
    /// it was recreated last, and a client rewinding such a batch drifted from the server.
    func testAContainerLeftEmptyComesBackWhereItWasNotWhereXcodeWouldPutIt() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <textView contentMode="scaleToFill" id="tv1-aa-bbb">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        <string key="text">t</string>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="in1-aa-bbb">
                                                <rect key="frame" x="0.0" y="0.0" width="5" height="5"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="in1-aa-bbb" firstAttribute="top" secondItem="tv1-aa-bbb" secondAttribute="top" id="cn1-aa-bbb"/>
                                        </constraints>
                                        <variation key="heightClass=compact">
                                            <mask key="constraints">
                                                <exclude reference="cn1-aa-bbb"/>
                                            </mask>
                                        </variation>
                                    </textView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
        let textView = NodeAddress.object("tv1-aa-bbb")
        // Xcode's order, asked now, would put a new <subviews> of the text view last.
        let probe = try SyncDocument(text: text)
        let variationIndex = try XCTUnwrap(probe.resolve(textView)?.childElements.firstIndex { $0.name == "variation" })
        XCTAssertGreaterThan(XcodeOrder.insertionIndex(forChildKind: "subviews", in: try XCTUnwrap(probe.resolve(textView))), variationIndex)
        // The removal takes <subviews> along, and its constraint's cascade <constraints> and the mask entry.
        try assertRoundTrip([.removeSubtree(target: .object("in1-aa-bbb"))], on: try SyncDocument(text: text))
        try assertRoundTrip([.move(target: .object("in1-aa-bbb"), newParent: .child(of: .object("vw1-aa-bbb"), name: "subviews", key: nil),
                                   position: .atEnd)], on: try SyncDocument(text: text))
        // Moved next to its container, the container goes back after it, and it into the container.
        try assertRoundTrip([.move(target: .object("in1-aa-bbb"), newParent: textView, position: .atIndex(2))], on: try SyncDocument(text: text))
        // An undo of the removal after someone made a new <subviews> goes into theirs.
        let document = try SyncDocument(text: text)
        let removal = try BatchApplier.apply([.removeSubtree(target: .object("in1-aa-bbb"))], to: document)
        _ = try BatchApplier.apply([.insertSubtree(parent: .child(of: textView, name: "subviews", key: nil),
                                                  xml: #"<view contentMode="scaleToFill" id="nw1-aa-bbb"/>"#, position: .atEnd)], to: document)
        _ = try BatchApplier.apply(removal.inverse, to: document)
        let subviews = try XCTUnwrap(document.resolve(.child(of: textView, name: "subviews", key: nil)))
        XCTAssertEqual(subviews.childElements.compactMap { $0.attribute("id") }, ["in1-aa-bbb", "nw1-aa-bbb"])
    }

    func testDeleteWithCascadeRoundTrip() throws {
        let document = SampleDocuments.document()
        let before = document.serializedString()
        let result = try BatchApplier.apply([.removeSubtree(target: .object("lb1-aa-bbb"))], to: document)
        // The outlet to the label and both constraints that name it go in the same batch.
        XCTAssertEqual(Set(result.applied.dropLast()), [
            .removeSubtree(target: .object("cn1-aa-bbb")), .removeSubtree(target: .object("cn2-aa-bbb")),
            .removeSubtree(target: .object("ou1-aa-bbb")),
        ])
        XCTAssertTrue(ReferenceCascade.danglingReferences(in: document).isEmpty)
        XCTAssertFalse(document.serializedString().contains("<constraints>"), "the emptied <constraints> goes too")
        _ = try BatchApplier.replay(result.inverse, on: document)
        XCTAssertEqual(document.serializedString(), before)
    }

    /// Every removable element and every attribute of the real Xcode fixtures round-trips.
    func testFixturesRoundTripEveryRemovalAndAttribute() throws {
        let urls = SampleDocuments.fixtureURLs()
        try XCTSkipIf(urls.isEmpty, "shared fixtures are not present")
        var checked = 0
        for url in urls {
            guard let bytes = FileManager.default.contents(atPath: url.path),
                  let document = try? SyncDocument(bytes: Array(bytes)), document.duplicateIDs.isEmpty, document.root.name == "document" else { continue }
            let original = document.serializedString()
            var elements: [MarkupElement] = []
            document.root.forEachElement { elements.append($0) }
            for element in elements.prefix(120) {
                guard let address = document.address(of: element) else { continue }
                for op in probeOps(for: element, at: address, in: document) {
                    guard let result = try? BatchApplier.apply([op], to: document) else { continue }
                    _ = try BatchApplier.replay(result.inverse, on: document)
                    XCTAssertEqual(document.serializedString(), original, "\(url.lastPathComponent): \(op)")
                    if document.serializedString() != original { return }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    private func probeOps(for element: MarkupElement, at address: NodeAddress, in document: SyncDocument) -> [EditOperation] {
        var ops: [EditOperation] = [.removeSubtree(target: address)]
        for attribute in element.attributes where attribute.name != "id" && attribute.name != "key" {
            ops.append(.removeAttribute(target: address, name: attribute.name, expect: nil))
            ops.append(.setAttribute(target: address, name: attribute.name, value: attribute.value + "x", expect: nil))
        }
        ops.append(.setAttribute(target: address, name: "userLabel", value: "probe", expect: nil))
        if element.childElements.isEmpty, !element.textContent.isEmpty {
            ops.append(.setText(target: address, text: "probe", expect: nil))
        }
        if let parent = element.parent, let parentAddress = document.address(of: parent), parent.childElements.count > 1 {
            ops.append(.move(target: address, newParent: parentAddress, position: .atStart))
            ops.append(.move(target: address, newParent: parentAddress, position: .atEnd))
        }
        return ops
    }
}
