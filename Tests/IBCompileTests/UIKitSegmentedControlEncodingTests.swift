import XCTest
import IBDocument
@testable import IBCompile

/// A segmented control's keys in the order of `-[UISegmentedControl encodeWithCoder:]` and its
/// segments' in that of `-[UISegment encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1); the
/// segments' frames are the hypothesis of `UIKitSegmentEncoder`.
final class UIKitSegmentedControlEncodingTests: XCTestCase {
    private func compile(_ element: String) throws -> AppKitTestGraph {
        let source = UIKitEncoderTests.xib(#"<view contentMode="scaleToFill" id="iN0-l3-epB"><subviews>"# + element + "</subviews></view>")
        let output = try NibCompiler().compile(try InterfaceDocument(text: source), name: "Segments")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    private func control(_ attributes: String, segments: String, children: String = "") -> String {
        """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" \(attributes) id="seg-01-aaa">
            <rect key="frame" x="10" y="20" width="300" height="32"/>
            <segments>\(segments)</segments>\(children)
        </segmentedControl>
        """
    }

    /// The indices of a collection's elements.
    private func elementIndices(_ graph: AppKitTestGraph, _ collection: NibObject?) -> [Int] {
        (collection?.values ?? []).compactMap { entry in
            guard entry.key == "UINibEncoderEmptyKey", case .object(let index) = entry.value else { return nil }
            return index
        }
    }

    func testControlKeysInTheCodersOrderWithTheSegmentsAlsoAsSubviews() throws {
        let graph = try compile(control(#"momentary="YES" apportionsSegmentWidthsByContent="YES" segmentControlStyle="plain" selectedSegmentIndex="1" springLoaded="YES""#,
                                        segments: #"<segment title="One"/><segment title="Two"/><segment title="Three"/>"#,
                                        children: #"<color key="selectedSegmentTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
        let control = try XCTUnwrap(graph.objects(ofClass: "UISegmentedControl").first)
        let keys = control.values.map(\.key)
        let tail = Array(keys.drop { $0 != "UIMomentary" })
        XCTAssertEqual(tail, ["UIMomentary", "UISegments", "UIUseProportionalWidthSegments", "UISelectedSegmentIndex", "UISpringLoaded",
                              "UISegmentedControlSelectedSegmentTintColor"])
        XCTAssertEqual(graph.value(control, "UISelectedSegmentIndex"), .int8(1))
        XCTAssertEqual(graph.child(control, "UISegments")?.className, "NSMutableArray")
        let segments = elementIndices(graph, graph.child(control, "UISegments"))
        XCTAssertEqual(segments.count, 3)
        XCTAssertEqual(elementIndices(graph, graph.child(control, "UISubviews")), segments, "the segments are the control's subviews")
        XCTAssertEqual(segments.map { graph.object($0).className }, ["UISegment", "UISegment", "UISegment"])
    }

    func testSegmentKeysPositionsAndLocalizableTitles() throws {
        let graph = try compile(control(#"selectedSegmentIndex="0""#, segments: #"<segment title="One"/><segment title="Two"/><segment title="Three"/>"#))
        let segments = graph.objects(ofClass: "UISegment")
        XCTAssertEqual(segments.count, 3)
        for segment in segments {
            XCTAssertEqual(Array(segment.values.map(\.key).drop { $0 != "UISegmentInfo" }.prefix(2)), ["UISegmentInfo", "UISegmentStyle"])
            XCTAssertEqual(graph.value(segment, "UISegmentStyle"), .int8(5))
            XCTAssertNil(graph.value(segment, "UIOpaque"))
        }
        XCTAssertEqual(segments.map { graph.value($0, "UISegmentPosition") }, [nil, .int8(1), .int8(2)], "first 0 (left out), middle 1, last 2")
        let title = try XCTUnwrap(graph.child(segments[1], "UISegmentInfo"))
        XCTAssertEqual(title.className, "NSLocalizableString")
        XCTAssertEqual(graph.string(graph.child(title, "NSKey")), "seg-01-aaa.segmentTitles[1]")
        XCTAssertEqual(graph.string(graph.child(title, "NSDev")), "Two")
    }

    func testASoleSegmentIsPositionThreeAndAbsentSelectionIsMinusOne() throws {
        let graph = try compile(control(#"segmentControlStyle="bar""#, segments: #"<segment title="Only"/>"#))
        let control = try XCTUnwrap(graph.objects(ofClass: "UISegmentedControl").first)
        XCTAssertEqual(graph.value(control, "UISelectedSegmentIndex"), .int64(-1), "negative integers are archived 8 bytes wide")
        XCTAssertEqual(graph.objects(ofClass: "UISegment").map { graph.value($0, "UISegmentPosition") }, [.int8(3)])
        XCTAssertNil(control.values.first { $0.key.lowercased().contains("style") }, "the deprecated style has no key")
    }

    func testFixedWidthsAreKeptAndTheRestSharedEqually() throws {
        let graph = try compile(control("", segments: #"<segment title="A" width="100"/><segment title="B"/><segment title="C"/>"#))
        let segments = graph.objects(ofClass: "UISegment")
        XCTAssertEqual(graph.value(segments[0], "UISegmentWidth"), .float(100))
        XCTAssertNil(graph.value(segments[1], "UISegmentWidth"))
        let expected = [(0.0, 100.0), (100.0, 100.0), (200.0, 100.0)].map { UIKitGeometry.Frame(x: $0.0, y: 0, width: $0.1, height: 32) }
        XCTAssertEqual(segments.map { graph.value($0, "UIBounds") }, expected.map { .data(UIKitGeometry.bounds($0)) })
        XCTAssertEqual(segments.map { graph.value($0, "UICenter") }, expected.map { .data(UIKitGeometry.center($0)) })
    }

    func testUnknownStylesAndSegmentsWithoutATitleAreRefused() {
        XCTAssertThrowsError(try compile(control(#"segmentControlStyle="glass""#, segments: #"<segment title="A"/>"#)))
        XCTAssertThrowsError(try compile(control("", segments: #"<segment/>"#)))
        XCTAssertThrowsError(try compile(control("", segments: #"<segment title="A" enabled="NO"/>"#)))
    }
}
