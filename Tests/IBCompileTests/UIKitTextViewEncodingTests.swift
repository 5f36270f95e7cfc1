import IBDocument
import XCTest
@testable import IBCompile

/// `<textView>` keys from `-[UITextView encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1),
/// compiled through `NibCompiler` and read back with the test-only decoder: the data detectors as
/// one integer of Apple's `UIDataDetectorTypes` bits between `UIEditable` and `UISelectable`, and
/// `UIAllowsEditingTextAttributes` after the text.
final class UIKitTextViewEncodingTests: XCTestCase {
    private func textView(_ attributes: String, _ children: String = "") throws -> (AppKitTestGraph, NibObject) {
        let text = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(attributes) text="Visit example.com" translatesAutoresizingMaskIntoConstraints="NO" id="txv-00-aaa">
                            <rect key="frame" x="20" y="20" width="335" height="120"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                            \(children)
                        </textView>
                    </subviews>
                </view>
        """)
        let graph = try compiled(text)
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UITextView").first))
    }

    /// Compiles a xib as the CLI does, checks it against its source and decodes it.
    private func compiled(_ text: String) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Text")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Text.xib")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    func testDataDetectorsAreOneIntegerBetweenEditableAndSelectable() throws {
        let (graph, view) = try textView(#"editable="NO" selectable="NO""#,
                                         #"<dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>"#)
        let keys = view.values.map(\.key)
        let editable = try XCTUnwrap(keys.firstIndex(of: "UIEditable"))
        XCTAssertEqual(Array(keys[editable...].prefix(3)), ["UIEditable", "UIDataDetectorTypes", "UISelectable"])
        XCTAssertEqual(graph.value(view, "UIDataDetectorTypes"), .int8(3), "phone number 1 | link 2")
    }

    func testNoDetectorsWriteNoKeyAndAnUnknownOneIsRefused() throws {
        let (graph, view) = try textView("", #"<dataDetectorType key="dataDetectorTypes"/>"#)
        XCTAssertNil(graph.value(view, "UIDataDetectorTypes"))
        XCTAssertThrowsError(try textView("", #"<dataDetectorType key="dataDetectorTypes" money="YES"/>"#)) { error in
            XCTAssertTrue("\(error)".contains("money"), "\(error)")
        }
    }

    func testAllowsEditingTextAttributesFollowsTheText() throws {
        let (graph, view) = try textView(#"allowsEditingTextAttributes="YES""#)
        let keys = view.values.map(\.key)
        let text = try XCTUnwrap(keys.firstIndex(of: "UIText"))
        XCTAssertEqual(keys[text + 1], "UIAllowsEditingTextAttributes")
        XCTAssertEqual(graph.value(view, "UIAllowsEditingTextAttributes"), .bool(true))
        let (plain, plainView) = try textView("")
        XCTAssertNil(plain.value(plainView, "UIAllowsEditingTextAttributes"))
    }

    func testANilTextWritesNoTextAndCanvasGuidesNothing() throws {
        let (withAttribute, view) = try textView("", #"<nil key="text"/>"#)
        XCTAssertEqual(withAttribute.string(withAttribute.child(view, "UIText")), "Visit example.com", "the attribute still gives the text")
        let text = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <userGuides>
                        <userLayoutGuide location="132" affinity="minX"/>
                    </userGuides>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="txv-00-aaa">
                            <rect key="frame" x="20" y="20" width="335" height="120"/>
                            <nil key="text"/>
                        </textView>
                    </subviews>
                </view>
        """)
        let graph = try compiled(text)
        let empty = try XCTUnwrap(graph.objects(ofClass: "UITextView").first)
        XCTAssertNil(graph.value(empty, "UIText"), "-[UITextView encodeWithCoder:] writes UIText only for a non-empty text")
        let root = try XCTUnwrap(graph.objects(ofClass: "UIView").first)
        XCTAssertFalse(root.values.map(\.key).contains { $0.lowercased().contains("guide") && $0 != "UIViewLayoutGuides" }, "user guides are the canvas's")
    }
}
