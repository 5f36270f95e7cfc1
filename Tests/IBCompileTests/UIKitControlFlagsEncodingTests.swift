import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Keys of the attributes the corpus uses on image views, buttons and views, read back key by key:
/// `adjustsImageSizeForAccessibilityContentSizeCategory` (image view, button), `pointerInteraction`
/// (controls), `restorationIdentifier` (views) and the canvas-only `simulatedAppContext`.
final class UIKitControlFlagsEncodingTests: XCTestCase {
    static let source = UIKitEncoderTests.xib("""
            <view contentMode="scaleToFill" simulatedAppContext="notificationCenter" restorationIdentifier="root" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" adjustsImageSizeForAccessibilityContentSizeCategory="YES" id="img-00-one">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                    </imageView>
                    <button opaque="NO" contentMode="scaleToFill" pointerInteraction="YES" adjustsImageSizeForAccessibilityContentSizeCategory="YES" buttonType="system" lineBreakMode="middleTruncation" id="btn-00-one">
                        <rect key="frame" x="30" y="0.0" width="60" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                </subviews>
            </view>
    """)

    private func graph(_ source: String = UIKitControlFlagsEncodingTests.source) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: source)
        let output = try NibCompiler().compile(document, name: "Flags")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Flags.xib")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    func testImageViewWritesTheAccessibilitySizeFlagAfterItsImages() throws {
        let graph = try graph()
        let image = try XCTUnwrap(graph.objects(ofClass: "UIImageView").first)
        XCTAssertEqual(image.values.map(\.key).suffix(1), ["UIAdjustsImageSizeForAccessibilityContentSizeCategory"])
        XCTAssertEqual(graph.value(image, "UIAdjustsImageSizeForAccessibilityContentSizeCategory"), .bool(true))
    }

    /// `-[UIImageView encodeWithCoder:]` ends with the preferred symbol configuration.
    func testImageViewWritesItsPreferredSymbolConfigurationLast() throws {
        let source = Self.source.replacingOccurrences(of: #"id="img-00-one">"#, with: """
            id="img-00-one"><preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>
            """)
        XCTAssertNotEqual(source, Self.source)
        let graph = try graph(source)
        let image = try XCTUnwrap(graph.objects(ofClass: "UIImageView").first)
        XCTAssertEqual(image.values.map(\.key).suffix(2), ["UIAdjustsImageSizeForAccessibilityContentSizeCategory", "UIPreferredSymbolConfiguration"])
        let configuration = try XCTUnwrap(graph.child(image, "UIPreferredSymbolConfiguration"))
        XCTAssertEqual(configuration.className, "UIImageSymbolConfiguration")
        XCTAssertEqual(graph.value(configuration, "UISymbolScale"), .int8(3))
    }

    /// tvOS's focus property has no key in the iPhone UIKitCore: refused with that reason.
    func testAncestorFocusAdjustmentIsRefusedWithItsReason() {
        let source = Self.source.replacingOccurrences(of: #"adjustsImageSizeForAccessibilityContentSizeCategory="YES" id="img-00-one""#,
                                                      with: #"adjustsImageWhenAncestorFocused="YES" id="img-00-one""#)
        XCTAssertThrowsError(try graph(source)) { error in
            XCTAssertTrue("\(error)".contains("adjustsImageWhenAncestorFocused") && "\(error)".contains("tvOS-only"), "\(error)")
        }
    }

    func testButtonWritesPointerInteractionWithTheControlKeysAndTheSizeFlagAfterTheAdjustsFlags() throws {
        let graph = try graph()
        let button = try XCTUnwrap(graph.objects(ofClass: "UIButton").first)
        let keys = button.values.map(\.key)
        XCTAssertEqual(graph.value(button, "UIPointerInteractionEnabled"), .bool(true))
        let pointer = try XCTUnwrap(keys.firstIndex(of: "UIPointerInteractionEnabled"))
        XCTAssertLessThan(pointer, try XCTUnwrap(keys.firstIndex(of: "UIButtonStatefulContent")), "a control key, before the button's own")
        let disabled = try XCTUnwrap(keys.firstIndex(of: "UIAdjustsImageWhenDisabled"))
        // `-[UIButton encodeWithCoder:]`: the adjusts flags, the button type (a system button here), then the size flag.
        XCTAssertEqual(Array(keys[(disabled + 1)...].prefix(2)), ["UIButtonType", "UIAdjustsImageSizeForAccessibilityContentSizeCategory"])
    }

    func testATextFieldsNilTextColourWritesNoColour() throws {
        let source = UIKitEncoderTests.xib("""
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <nil key="textColor"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
        """)
        let output = try NibCompiler().compile(try InterfaceDocument(text: source), name: "Field")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let field = try XCTUnwrap(graph.objects(ofClass: "UITextField").first)
        XCTAssertNil(graph.value(field, "UITextColor"))
        XCTAssertNotNil(graph.value(field, "UIPlaceholder"))
    }

    func testViewsKeepTheirRestorationIdentifierFirstAndTheCanvasContextWritesNothing() throws {
        let graph = try graph()
        let root = try XCTUnwrap(graph.objects(ofClass: "UIView").first { graph.value($0, "UIRestorationIdentifier") != nil })
        XCTAssertEqual(root.values.first?.key, "UIRestorationIdentifier")
        XCTAssertEqual(graph.string(graph.child(root, "UIRestorationIdentifier")), "root")
        XCTAssertFalse(graph.archive.objects.contains { $0.values.contains { $0.key.contains("AppContext") } })
    }
}
