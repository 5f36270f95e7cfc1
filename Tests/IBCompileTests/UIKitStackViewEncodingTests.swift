import IBDocument
import XCTest
@testable import IBCompile

/// `<stackView>` compiled through `NibCompiler` and read back with the test-only decoder, against
/// `-[UIStackView encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1): the arranged subviews only
/// when there are some, then the axis, distribution, alignment, spacing and the two relative
/// arrangement flags always, defaults included.
final class UIKitStackViewEncodingTests: XCTestCase {
    private func stack(_ attributes: String, subviews: Bool = true) throws -> (AppKitTestGraph, NibObject) {
        let content = subviews ? """
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-bbb">
                                    <rect key="frame" x="0.0" y="28" width="100" height="20"/>
                                </view>
                            </subviews>
            """ : ""
        let text = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stk-01-aaa">
                            <rect key="frame" x="20" y="20" width="100" height="48"/>
            \(content)
                        </stackView>
                    </subviews>
                </view>
        """)
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Stack")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Stack.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UIStackView").first))
    }

    static let ownKeys = ["UIStackViewAxis", "UIStackViewDistribution", "UIStackViewAlignment", "UIStackViewSpacing",
                          "UIStackViewBaselineRelative", "UIStackViewLayoutMarginsRelative"]

    func testTheCoderWritesEveryPropertyDefaultsIncludedInItsOrder() throws {
        let (graph, stack) = try stack("")
        let keys = stack.values.map(\.key)
        XCTAssertEqual(Array(keys.drop { $0 != "UIStackViewArrangedSubviews" }), ["UIStackViewArrangedSubviews"] + Self.ownKeys)
        let arranged = try XCTUnwrap(graph.child(stack, "UIStackViewArrangedSubviews"))
        XCTAssertEqual(arranged.className, "NSArray", "the coder archives -arrangedSubviews, a copy")
        XCTAssertEqual(graph.elements(arranged), graph.elements(try XCTUnwrap(graph.child(stack, "UISubviews"))))
        XCTAssertEqual(graph.value(stack, "UIStackViewAxis"), .int8(0))
        XCTAssertEqual(graph.value(stack, "UIStackViewDistribution"), .int8(0))
        XCTAssertEqual(graph.value(stack, "UIStackViewAlignment"), .int8(0))
        XCTAssertEqual(graph.value(stack, "UIStackViewSpacing"), .double(0))
        XCTAssertEqual(graph.value(stack, "UIStackViewBaselineRelative"), .bool(false))
        XCTAssertEqual(graph.value(stack, "UIStackViewLayoutMarginsRelative"), .bool(false))
    }

    func testAnEmptyStackHasNoArrangedSubviewsKey() throws {
        let (graph, stack) = try stack(#"axis="vertical""#, subviews: false)
        XCTAssertNil(graph.value(stack, "UIStackViewArrangedSubviews"))
        XCTAssertEqual(Array(stack.values.map(\.key).suffix(Self.ownKeys.count)), Self.ownKeys)
        XCTAssertEqual(graph.value(stack, "UIStackViewAxis"), .int8(1))
    }

    func testEnumerationsFlagsAndSpacing() throws {
        let (graph, stack) = try stack(#"axis="vertical" distribution="fillEqually" alignment="center" spacing="8" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES""#)
        XCTAssertEqual(graph.value(stack, "UIStackViewDistribution"), .int8(1))
        XCTAssertEqual(graph.value(stack, "UIStackViewAlignment"), .int8(3))
        XCTAssertEqual(graph.value(stack, "UIStackViewSpacing"), .double(8))
        XCTAssertEqual(graph.value(stack, "UIStackViewBaselineRelative"), .bool(true))
        XCTAssertEqual(graph.value(stack, "UIStackViewLayoutMarginsRelative"), .bool(true))
    }

    func testStandardSpacingIsUIStackViewSpacingUseSystem() throws {
        let (graph, stack) = try stack(#"spacingType="standard""#)
        XCTAssertEqual(graph.value(stack, "UIStackViewSpacing"), .double(Double(Float.leastNormalMagnitude)))
        XCTAssertThrowsError(try self.stack(#"spacing="8" spacingType="standard""#)) { error in
            XCTAssertTrue("\(error)".contains("spacingType"), "\(error)")
        }
    }
}
