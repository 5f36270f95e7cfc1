import IBDocument
import XCTest
@testable import IBCompile

/// Explicit layout margins (`<edgeInsets key="layoutMargins">`, `<directionalEdgeInsets
/// key="directionalLayoutMargins">`) in hand-written xibs, compiled through `NibCompiler`,
/// checked with `UIKitSourceCheck` and read back with the test-only decoder: the
/// `UIViewLayoutMargins` data (0x07, then top, left, bottom, right as little-endian doubles),
/// `UIViewLayoutMarginsAreDirectional` for directional margins, their place among the view keys.
final class UIKitLayoutMarginsEncodingTests: XCTestCase {
    static func xib(margins: String, attributes: String = "") -> String {
        UIKitEncoderTests.xib("""
                    <view contentMode="scaleToFill"\(attributes) id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(margins)
                    </view>
            """)
    }

    private func view(_ text: String) throws -> (graph: AppKitTestGraph, view: NibObject) {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "View")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "View.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(output.files.first).bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UIView").first))
    }

    /// The little-endian doubles after the 0x07 tag.
    private func doubles(_ value: NibValue?) throws -> [Double] {
        guard case .data(let bytes)? = value, bytes.first == 0x07, (bytes.count - 1) % 8 == 0 else {
            XCTFail("not 0x07-tagged doubles: \(String(describing: value))")
            return []
        }
        return stride(from: 1, to: bytes.count, by: 8).map { start in
            Double(bitPattern: bytes[start..<start + 8].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) })
        }
    }

    func testEdgeInsetsAreTheViewsLayoutMargins() throws {
        let (graph, view) = try view(Self.xib(margins: #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8.5" right="4"/>"#,
                                              attributes: #" preservesSuperviewLayoutMargins="YES""#))
        XCTAssertEqual(try doubles(graph.value(view, "UIViewLayoutMargins")), [8, 15, 8.5, 4], "top, left, bottom, right")
        XCTAssertNil(graph.value(view, "UIViewLayoutMarginsAreDirectional"))
        let keys = view.values.map(\.key)
        let margins = try XCTUnwrap(keys.firstIndex(of: "UIViewLayoutMargins"))
        XCTAssertEqual(keys[margins + 1], "UIViewPreservesSuperviewMargins", "before the other margin flags: \(keys)")
        XCTAssertEqual(keys[margins - 1], "UIViewLargeContentStoredProperties")
    }

    func testDirectionalInsetsSetTheDirectionalFlag() throws {
        let (graph, view) = try view(Self.xib(margins: #"<directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>"#))
        XCTAssertEqual(try doubles(graph.value(view, "UIViewLayoutMargins")), [1, 2, 3, 4], "leading and trailing in the left and right slots")
        XCTAssertEqual(graph.value(view, "UIViewLayoutMarginsAreDirectional"), .bool(true))
        let keys = view.values.map(\.key)
        XCTAssertEqual(keys.firstIndex(of: "UIViewLayoutMarginsAreDirectional"), keys.firstIndex(of: "UIViewLayoutMargins").map { $0 + 1 })
    }

    func testNoMarginsWriteNoKey() throws {
        let (graph, view) = try view(Self.xib(margins: ""))
        XCTAssertNil(graph.value(view, "UIViewLayoutMargins"))
    }

    func testUnknownInsetAttributesAndBothFormsAreRefused() {
        let odd = Self.xib(margins: #"<edgeInsets key="layoutMargins" minX="1" top="8"/>"#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: odd), name: "View")) { error in
            XCTAssertTrue(String(describing: error).contains("minX"), String(describing: error))
        }
        let both = Self.xib(margins: #"<edgeInsets key="layoutMargins" top="8"/><directionalEdgeInsets key="directionalLayoutMargins" top="1"/>"#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: both), name: "View")) { error in
            XCTAssertTrue(String(describing: error).contains("directionalLayoutMargins"), String(describing: error))
        }
    }
}
