import IBDocument
import XCTest
@testable import IBCompile

/// AppKitScrollViewEncodingTests, continued: the text view attributes that set
/// `NSTextViewSharedData.NSFlags` bits no pair shows (Finch's table, see
/// `AppKitTextViewEncoder.sharedDataFlags`), `drawsBackground="NO"`, `textCompletion="NO"` and
/// `allowsNonContiguousLayout` (NSLMFlags 0x80).
extension AppKitScrollViewEncodingTests {
    func sharedData(_ attributes: String) throws -> (AppKitTestGraph, NibObject, NibObject) {
        let textView = """
                                        <textView importsGraphics="NO" richText="NO" verticallyResizable="YES" \(attributes) id="T1">
                                            <rect key="frame" x="0.0" y="0.0" width="238" height="133"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </textView>
        """
        let graph = try encodeSubviews(Self.scrollView(autohides: false, document: textView))
        let text = try XCTUnwrap(graph.objects(ofClass: "NSTextView").first)
        return (graph, text, try XCTUnwrap(graph.child(text, "NSSharedData")))
    }

    func testTextViewSharedDataFlagsFromFinchsTable() throws {
        let (baseGraph, _, baseShared) = try sharedData("")
        // selectable 1 | editable 2 | 0x100 | 0x800
        XCTAssertEqual(baseGraph.value(baseShared, "NSFlags"), .int16(0x903))
        for (attribute, bit) in AppKitTextViewEncoder.sharedDataFlags {
            let (graph, _, shared) = try sharedData("\(attribute)=\"YES\"")
            let expected = Int32(truncatingIfNeeded: 0x903 | bit)
            XCTAssertEqual(AppKitTableViewEncodingTests.int(graph.value(shared, "NSFlags")), Int64(expected), attribute)
        }
        let all = AppKitTextViewEncoder.sharedDataFlags.map { "\($0.0)=\"YES\"" }.joined(separator: " ")
        let (graph, _, shared) = try sharedData(all)
        XCTAssertEqual(AppKitTableViewEncodingTests.int(graph.value(shared, "NSFlags")), Int64(Int32(bitPattern: 0xC3C3_CD93)))
    }

    func testDrawsBackgroundNoClearsBit0x100() throws {
        let (graph, _, shared) = try sharedData("drawsBackground=\"NO\"")
        XCTAssertEqual(graph.value(shared, "NSFlags"), .int16(0x803))
    }

    func testTextCompletionAndNonContiguousLayout() throws {
        let (graph, text, shared) = try sharedData("textCompletion=\"NO\" allowsNonContiguousLayout=\"YES\"")
        XCTAssertEqual(graph.value(shared, "NSAutomaticTextCompletionDisabled"), .bool(true))
        let layoutManager = try XCTUnwrap(graph.child(graph.child(text, "NSTextContainer"), "NSLayoutManager"))
        XCTAssertEqual(AppKitTableViewEncodingTests.int(graph.value(layoutManager, "NSLMFlags")), 0xE6)
        let (plainGraph, plainText, plainShared) = try sharedData("")
        XCTAssertEqual(plainGraph.value(plainShared, "NSAutomaticTextCompletionDisabled"), .bool(false))
        let plainLayout = try XCTUnwrap(plainGraph.child(plainGraph.child(plainText, "NSTextContainer"), "NSLayoutManager"))
        XCTAssertEqual(plainGraph.value(plainLayout, "NSLMFlags"), .int8(0x66))
    }
}
