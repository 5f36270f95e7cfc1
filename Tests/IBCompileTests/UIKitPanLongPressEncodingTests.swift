import IBDocument
import XCTest
@testable import IBCompile

/// Pan and long-press gesture recognizers read back key by key: the `UIGestureRecognizer` keys
/// (both take every touch type, 15), then `-[UIPanGestureRecognizer encodeWithCoder:]`'s
/// touch counts (only when not the default) and its always-written scroll mask (0), or
/// `-[UILongPressGestureRecognizer encodeWithCoder:]`'s `_imp` (a `UITapRecognizer` with
/// zero taps) and its duration and movement floats (only when not 0.5 / 10).
final class UIKitPanLongPressEncodingTests: XCTestCase {
    private static let base = ["UIGestureRecognizer.allowedTouchTypes", "UIGestureRecognizer.requiresExclusiveTouchType"]

    private func topLevel(_ elements: String) throws -> (AppKitTestGraph, [NibObject]) {
        let document = try InterfaceDocument(text: UIKitGestureRecognizerEncodingTests.xib(with: elements))
        let output = try NibCompiler().compile(document, name: "Gestures")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Gestures.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(output.files.first).bytes))
        return (graph, graph.elements(try XCTUnwrap(graph.child(graph.object(0), "UINibTopLevelObjectsKey"))))
    }

    private func refusal(_ element: String) -> String {
        let text = UIKitGestureRecognizerEncodingTests.xib(with: element)
        do {
            _ = try NibCompiler().compile(try InterfaceDocument(text: text), name: "X")
            return "compiled"
        } catch {
            return String(describing: error)
        }
    }

    func testPanWritesItsTouchMinimumOnlyWhenNotOneAndAlwaysTheScrollMask() throws {
        let (graph, objects) = try topLevel("""
            <panGestureRecognizer minimumNumberOfTouches="1" id="pan-01-aaa"/>
            <panGestureRecognizer minimumNumberOfTouches="2" delaysTouchesBegan="YES" id="pan-02-aaa"/>
            """)
        let pans = objects.filter { $0.className == "UIPanGestureRecognizer" }
        XCTAssertEqual(pans.count, 2)
        XCTAssertEqual(pans[0].values.map(\.key), Self.base + ["UIPanGestureRecognizer.allowedScrollTypesMask"])
        XCTAssertEqual(graph.value(pans[0], "UIGestureRecognizer.allowedTouchTypes"), .int8(15))
        XCTAssertEqual(graph.value(pans[0], "UIGestureRecognizer.requiresExclusiveTouchType"), .bool(true))
        XCTAssertEqual(graph.value(pans[0], "UIPanGestureRecognizer.allowedScrollTypesMask"), .int8(0))
        XCTAssertEqual(pans[1].values.map(\.key), ["UIGestureRecognizer.delaysTouchesBegan"] + Self.base
                       + ["UIPanGestureRecognizer.minimumNumberOfTouches", "UIPanGestureRecognizer.allowedScrollTypesMask"])
        XCTAssertEqual(graph.value(pans[1], "UIPanGestureRecognizer.minimumNumberOfTouches"), .int8(2))
        XCTAssertEqual(graph.value(pans[1], "UIGestureRecognizer.delaysTouchesBegan"), .bool(true))
    }

    func testLongPressWritesItsTapRecognizerAndFloatsOnlyWhenNotTheDefault() throws {
        let (graph, objects) = try topLevel("""
            <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="lpr-01-aaa"/>
            <pongPressGestureRecognizer allowableMovement="25" minimumPressDuration="1.25" id="lpr-02-aaa"/>
            """)
        let presses = objects.filter { $0.className == "UILongPressGestureRecognizer" }
        XCTAssertEqual(presses.count, 2)
        XCTAssertEqual(presses[0].values.map(\.key), Self.base + ["UILongPressGestureRecognizer._imp"])
        XCTAssertEqual(graph.value(presses[0], "UIGestureRecognizer.allowedTouchTypes"), .int8(15))
        let tap = try XCTUnwrap(graph.child(presses[0], "UILongPressGestureRecognizer._imp"))
        XCTAssertEqual(tap.className, "UITapRecognizer")
        XCTAssertEqual(tap.values.map(\.key), ["UITapRecognizer.numberOfTapsRequired"])
        XCTAssertEqual(graph.value(tap, "UITapRecognizer.numberOfTapsRequired"), .int8(0))
        XCTAssertEqual(presses[1].values.map(\.key), Self.base + ["UILongPressGestureRecognizer._imp",
            "UILongPressGestureRecognizer.minimumPressDuration", "UILongPressGestureRecognizer.allowableMovement"])
        XCTAssertEqual(graph.value(presses[1], "UILongPressGestureRecognizer.minimumPressDuration"), .float(1.25))
        XCTAssertEqual(graph.value(presses[1], "UILongPressGestureRecognizer.allowableMovement"), .float(25))
        XCTAssertEqual(graph.child(presses[1], "UILongPressGestureRecognizer._imp")?.className, "UITapRecognizer")
    }

    func testUnknownCountsAreRefusedByName() {
        XCTAssertTrue(refusal(#"<panGestureRecognizer maximumNumberOfTouches="2" id="pan-03-aaa"/>"#).contains("maximumNumberOfTouches"))
        XCTAssertTrue(refusal(#"<pongPressGestureRecognizer numberOfTapsRequired="1" id="lpr-03-aaa"/>"#).contains("numberOfTapsRequired"))
        XCTAssertTrue(refusal(#"<pongPressGestureRecognizer numberOfTouchesRequired="2" id="lpr-04-aaa"/>"#).contains("numberOfTouchesRequired"))
    }

    func testLongPressInATVOSDocumentIsRefusedByName() throws {
        let text = UIKitGestureRecognizerEncodingTests.xib(with: #"<pongPressGestureRecognizer id="lpr-05-aaa"/>"#)
            .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="AppleTV""#)
            .replacingOccurrences(of: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: "com.apple.InterfaceBuilder.AppleTV.XIB")
        XCTAssertTrue(text.contains("AppleTV"))
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "X")) { error in
            XCTAssertTrue(String(describing: error).contains("<pongPressGestureRecognizer> (id \"lpr-05-aaa\") in a tvOS document"), String(describing: error))
        }
    }
}
