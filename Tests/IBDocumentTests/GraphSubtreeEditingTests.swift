import XCTest
@testable import IBDocument

/// Whole-subtree edits: insert from XML, delete with dependents, keyed addressing.
final class GraphSubtreeEditingTests: XCTestCase {
    func testDeletingAViewRemovesItsConstraintsAndConnectionsToIt() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        let removed = try document.deleteObject("det-Lb-001")
        XCTAssertEqual(removed, ["det-Cn-001", "det-Cn-002", "det-Cn-003", "det-Cn-004", "det-Lb-001", "det-Ou-002"])
        let text = document.serializedString()
        XCTAssertFalse(text.contains("det-Lb-001"))
        XCTAssertFalse(text.contains("<constraints>"), "the emptied constraints list goes too")
        XCTAssertTrue(text.contains("""
                            <connections>
                                <outlet property="cookButton" destination="det-Bt-001" id="det-Ou-001"/>
                                <outletCollection property="controls" destination="det-Bt-001" appends="YES" id="det-Oc-001"/>
                            </connections>
        """), text)
        XCTAssertNil(document.object(withID: "det-Cn-001"))
        XCTAssertEqual(try InterfaceDocument(text: text).serializedString(), text, "the result is a well-formed document")
    }

    func testDeletingTheOnlySubviewRemovesTheSubviewsList() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        try document.deleteObject("img-Vw-001")
        XCTAssertEqual(document.serializedString(), StoryboardFixtures.iOSViewXib.replacingOccurrences(of: """
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img-Vw-001">
                            <rect key="frame" x="8" y="8" width="64" height="64"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="64" id="img-Cn-001"/>
                            </constraints>
                        </imageView>
                    </subviews>

        """, with: ""))
    }

    func testInsertingASubtreeFromXMLIndexesItAndLaysItOut() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        let fragment = try MarkupDocument.parse(#"<label text="Hi" id="new-Lb-001"><rect key="frame" x="80" y="8" width="100" height="21"/></label>"#).root
        let subviews = try XCTUnwrap(document.object(withID: "iN0-l3-epB")?.element.firstChild(named: "subviews"))
        try document.insertSubtree(fragment, into: subviews)
        XCTAssertEqual(document.object(withID: "new-Lb-001")?.elementName, "label")
        XCTAssertTrue(document.serializedString().contains("""
                        </imageView>
                        <label text="Hi" id="new-Lb-001">
                            <rect key="frame" x="80" y="8" width="100" height="21"/>
                        </label>
                    </subviews>
        """), document.serializedString())
        let again = try MarkupDocument.parse(#"<label id="new-Lb-001"/>"#).root
        XCTAssertThrowsError(try document.insertSubtree(again, into: subviews))
    }

    func testKeyedChildAddressing() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        XCTAssertEqual(document.keyedChild(of: "img-Vw-001", key: "frame")?.rawAttribute("width"), "64")
        XCTAssertEqual(document.keyedChild(of: "iN0-l3-epB", key: "backgroundColor")?.name, "color")
        XCTAssertNil(document.keyedChild(of: "missing", key: "frame"))
    }
}
