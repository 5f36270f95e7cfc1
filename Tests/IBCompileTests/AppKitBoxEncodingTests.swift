import IBDocument
import XCTest
@testable import IBCompile

/// `<box>` beyond the primary and separator boxes of the pairs: custom boxes (border width,
/// corner radius, colours, the content frame), title positions and title fonts, key by key.
final class AppKitBoxEncodingTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    func encode(_ subviews: String) throws -> AppKitTestGraph {
        let text = AppKitControlEncodingTests.window(subviews)
        return AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
    }

    func box(_ graph: AppKitTestGraph) throws -> NibObject { try XCTUnwrap(graph.objects(ofClass: "NSBox").first) }

    func testCustomBoxArchivesItsBorderAndFillAfterTransparent() throws {
        let graph = try encode("""
                            <box boxType="custom" borderType="line" borderWidth="2" cornerRadius="4" title="Box" id="X1">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                                <view key="contentView" id="X2">
                                    <rect key="frame" x="2" y="2" width="96" height="46"/>
                                </view>
                                <color key="borderColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                <color key="fillColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </box>
        """)
        let box = try box(graph)
        XCTAssertEqual(graph.value(box, "NSBoxType"), .int8(4))
        XCTAssertEqual(graph.value(box, "NSBorderType"), .int8(1))
        XCTAssertEqual(graph.value(box, "NSTitlePosition"), .int8(2))
        XCTAssertEqual(graph.value(graph.child(box, "NSBorderWidth2")!, "NS.dblval"), .double(2))
        XCTAssertEqual(graph.value(box, "NSCornerRadius2"), .double(4))
        XCTAssertEqual(graph.child(box, "NSBorderColor2")?.className, "NSColor")
        XCTAssertEqual(graph.child(box, "NSFillColor2")?.className, "NSColor")
        let keys = box.values.map(\.key)
        let tail = ["NSTransparent", "NSBorderWidth2", "NSCornerRadius2", "NSBorderColor2", "NSFillColor2"]
        XCTAssertEqual(keys.filter { tail.contains($0) }, tail, "the custom keys follow NSTransparent in this order")
        // The content view is the box inset by the border width (Xcode's own frame).
        let content = try XCTUnwrap(graph.child(box, "NSContentView"))
        XCTAssertEqual(graph.string(graph.child(content, "NSFrame")), "{{2, 2}, {96, 46}}")
        XCTAssertNil(graph.value(content, "NSFrameSize"))
    }

    func testBorderlessCustomBoxGivesItsContentTheWholeBoxAndWritesOnlyWhatTheDocumentGives() throws {
        let graph = try encode("""
                            <box boxType="custom" borderType="none" titlePosition="noTitle" id="X1">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                                <view key="contentView" id="X2">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                                </view>
                            </box>
        """)
        let box = try box(graph)
        XCTAssertEqual(graph.value(box, "NSBorderType"), .int8(0))
        XCTAssertEqual(graph.value(box, "NSTitlePosition"), .int8(0))
        XCTAssertEqual(graph.string(graph.child(graph.child(box, "NSTitleCell"), "NSContents")), "", "no title: an empty one")
        for key in ["NSBorderWidth2", "NSCornerRadius2", "NSBorderColor2", "NSFillColor2"] { XCTAssertNil(graph.value(box, key), key) }
        let content = try XCTUnwrap(graph.child(box, "NSContentView"))
        XCTAssertEqual(graph.string(graph.child(content, "NSFrameSize")), "{120, 40}")
    }

    func testUntitledPrimaryBoxKeepsTheWholeBoxAndTheTitleFontIsTheTitleCellsFont() throws {
        let graph = try encode("""
                            <box borderType="line" titlePosition="noTitle" id="X1">
                                <rect key="frame" x="20" y="20" width="200" height="80"/>
                                <view key="contentView" id="X2">
                                    <rect key="frame" x="4" y="5" width="192" height="72"/>
                                </view>
                                <font key="titleFont" metaFont="system" size="14"/>
                            </box>
        """)
        let box = try box(graph)
        XCTAssertEqual(graph.value(box, "NSBoxType"), .int8(0))
        XCTAssertEqual(graph.value(box, "NSBorderType"), .int8(1))
        let content = try XCTUnwrap(graph.child(box, "NSContentView"))
        XCTAssertEqual(graph.string(graph.child(content, "NSFrameSize")), "{200, 80}", "no title strip to leave out")
        let font = try XCTUnwrap(graph.child(graph.child(box, "NSTitleCell"), "NSSupport"))
        XCTAssertEqual(graph.value(font, "NSSize"), .double(14))
    }

    func testBorderWidthOnABoxThatDrawsNoCustomBorderIsRefused() throws {
        XCTAssertThrowsError(try encode("""
                            <box borderWidth="2" id="X1">
                                <rect key="frame" x="20" y="20" width="200" height="80"/>
                            </box>
        """))
    }

    func testAViewWithoutItsOwnHuggingKeysWritesNSViewsOnlyWhenNotTheDefault() throws {
        let graph = try encode("""
                            <customView horizontalHuggingPriority="251" id="X1">
                                <rect key="frame" x="20" y="20" width="200" height="80"/>
                            </customView>
                            <customView focusRingType="none" id="X2">
                                <rect key="frame" x="20" y="120" width="200" height="80"/>
                            </customView>
        """)
        let views = graph.objects(ofClass: "NSCustomView")
        XCTAssertEqual(views.count, 2)
        XCTAssertEqual(graph.string(graph.child(views[0], "NSHuggingPriority")), "{251, 250}")
        XCTAssertNil(graph.value(views[1], "NSHuggingPriority"))
        let flags: Int64? = switch graph.value(views[1], "NSvFlags") {
        case .int8(let value): Int64(value)
        case .int16(let value): Int64(value)
        case .int32(let value): Int64(value)
        default: nil
        }
        XCTAssertEqual(try XCTUnwrap(flags) & 0x1000, 0x1000, "focusRingType none is NSView's 0x1000 bit")
    }
}
