import IBDocument
import XCTest
@testable import IBCompile

/// A button's highlight flags compiled through `NibCompiler` and read back with the test-only
/// decoder, against `-[UIButton encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1): each flag
/// only when YES, `UIReversesTitleShadowWhenHighlighted` then `UIShowsTouchWhenHighlighted`
/// then the two `UIAdjustsImageWhen…` keys, right after `UIButtonStatefulContent`.
final class UIKitButtonFlagsEncodingTests: XCTestCase {
    private func button(_ attributes: String, lineBreakMode: String = "middleTruncation", children: String = "") throws -> (AppKitTestGraph, NibObject) {
        let text = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" \(attributes) lineBreakMode="\(lineBreakMode)" id="btn-fl-aaa">
                            <rect key="frame" x="20" y="20" width="120" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Go"/>
                            \(children)
                        </button>
                    </subviews>
                </view>
        """)
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Flags")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Flags.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UIButton").first))
    }

    func testFlagsFollowTheContentInTheCodersOrder() throws {
        let (graph, button) = try button(#"reversesTitleShadowWhenHighlighted="YES" showsTouchWhenHighlighted="YES""#)
        let keys = button.values.map(\.key)
        let content = try XCTUnwrap(keys.firstIndex(of: "UIButtonStatefulContent"))
        XCTAssertEqual(Array(keys[(content + 1)...].prefix(4)), ["UIReversesTitleShadowWhenHighlighted", "UIShowsTouchWhenHighlighted",
                                                                 "UIAdjustsImageWhenHighlighted", "UIAdjustsImageWhenDisabled"])
        XCTAssertEqual(graph.value(button, "UIReversesTitleShadowWhenHighlighted"), .bool(true))
        XCTAssertEqual(graph.value(button, "UIShowsTouchWhenHighlighted"), .bool(true))
    }

    func testFlagsOffWriteNothing() throws {
        let (graph, button) = try button(#"reversesTitleShadowWhenHighlighted="NO""#)
        XCTAssertNil(graph.value(button, "UIReversesTitleShadowWhenHighlighted"))
        XCTAssertNil(graph.value(button, "UIShowsTouchWhenHighlighted"))
        XCTAssertEqual(graph.value(button, "UIAdjustsImageWhenHighlighted"), .bool(true))
    }

    func testALineBreakModeOtherThanMiddleTruncationIsArchivedAfterTheContent() throws {
        let (graph, button) = try button("", lineBreakMode: "wordWrap")
        let keys = button.values.map(\.key)
        let content = try XCTUnwrap(keys.firstIndex(of: "UIButtonStatefulContent"))
        XCTAssertEqual(keys[content + 1], "UILineBreakMode")
        XCTAssertEqual(graph.value(button, "UILineBreakMode"), .int8(0), "NSLineBreakByWordWrapping")
        let (tail, tailButton) = try self.button("", lineBreakMode: "tailTruncation")
        XCTAssertEqual(tail.value(tailButton, "UILineBreakMode"), .int8(4), "NSLineBreakByTruncatingTail")
    }

    func testMiddleTruncationIsTheTitleLabelsDefaultAndWritesNoKey() throws {
        let (graph, button) = try button("")
        XCTAssertNil(graph.value(button, "UILineBreakMode"))
    }

    func testTheButtonTypeFollowsTheAdjustsFlags() throws {
        let (graph, button) = try button("")
        let keys = button.values.map(\.key)
        let adjusts = try XCTUnwrap(keys.firstIndex(of: "UIAdjustsImageWhenDisabled"))
        XCTAssertEqual(keys[adjusts + 1], "UIButtonType")
        XCTAssertEqual(graph.value(button, "UIButtonType"), .int8(1), "system")
    }

    /// `<size key="titleShadowOffset">` → `UITitleShadowOffset`, a `CGSize` (two doubles) between
    /// the title and image insets, only when not zero (D: `-[UIButton encodeWithCoder:]`, iOS 26.1).
    func testATitleShadowOffsetIsArchivedBetweenTheTitleAndImageInsets() throws {
        let (graph, button) = try button("", children: """
            <inset key="titleEdgeInsets" minX="2" minY="0.0" maxX="0.0" maxY="0.0"/>
            <size key="titleShadowOffset" width="1" height="-1"/>
            <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2" maxY="0.0"/>
            """)
        let keys = button.values.map(\.key)
        let offset = try XCTUnwrap(keys.firstIndex(of: "UITitleShadowOffset"))
        XCTAssertEqual(keys[offset - 1], "UITitleEdgeInsets")
        XCTAssertEqual(keys[offset + 1], "UIImageEdgeInsets")
        let expected = [UInt8]([0x07]) + [1.0, -1.0].flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init) }
        XCTAssertEqual(graph.value(button, "UITitleShadowOffset"), .data(expected))
        let (zero, zeroButton) = try self.button("", children: #"<size key="titleShadowOffset" width="0.0" height="0.0"/>"#)
        XCTAssertNil(zero.value(zeroButton, "UITitleShadowOffset"), "a zero offset is the default and writes no key")
    }
}
