import IBDocument
import XCTest
@testable import IBCompile

/// Rotation and swipe gesture recognizers read back key by key: the `UIGestureRecognizer` keys
/// (both take stylus touches: `allowedTouchTypes` 15), nothing more for rotation (no coder of its
/// own), and `-[UISwipeGestureRecognizer encodeWithCoder:]`'s two keys, each only when not 1.
final class UIKitSwipeRotationEncodingTests: XCTestCase {
    private func topLevel(_ elements: String) throws -> (AppKitTestGraph, [NibObject]) {
        let document = try InterfaceDocument(text: UIKitGestureRecognizerEncodingTests.xib(with: elements))
        let output = try NibCompiler().compile(document, name: "Gestures")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Gestures.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(output.files.first).bytes))
        return (graph, graph.elements(try XCTUnwrap(graph.child(graph.object(0), "UINibTopLevelObjectsKey"))))
    }

    func testRotationWritesOnlyTheGestureRecognizerKeys() throws {
        let (graph, objects) = try topLevel(#"<rotationGestureRecognizer cancelsTouchesInView="NO" id="rot-01-aaa"/>"#)
        let rotation = try XCTUnwrap(objects.last)
        XCTAssertEqual(rotation.className, "UIRotationGestureRecognizer")
        XCTAssertEqual(rotation.values.map(\.key), ["UIGestureRecognizer.cancelsTouchesInView", "UIGestureRecognizer.allowedTouchTypes",
                                                    "UIGestureRecognizer.requiresExclusiveTouchType"])
        XCTAssertEqual(graph.value(rotation, "UIGestureRecognizer.cancelsTouchesInView"), .bool(false))
        XCTAssertEqual(graph.value(rotation, "UIGestureRecognizer.allowedTouchTypes"), .int8(15))
    }

    func testSwipeWritesDirectionAndTouchesOnlyWhenNotOne() throws {
        let (graph, objects) = try topLevel("""
            <swipeGestureRecognizer direction="left" numberOfTouchesRequired="2" id="swp-01-aaa"/>
            <swipeGestureRecognizer direction="down" id="swp-02-aaa"/>
            <swipeGestureRecognizer direction="right" numberOfTouchesRequired="1" id="swp-03-aaa"/>
            <swipeGestureRecognizer id="swp-04-aaa"/>
            """)
        let swipes = objects.filter { $0.className == "UISwipeGestureRecognizer" }
        XCTAssertEqual(swipes.count, 4)
        let base = ["UIGestureRecognizer.allowedTouchTypes", "UIGestureRecognizer.requiresExclusiveTouchType"]
        XCTAssertEqual(swipes[0].values.map(\.key), base + ["UISwipeGestureRecognizer.numberOfTouchesRequired", "UISwipeGestureRecognizer.direction"])
        XCTAssertEqual(graph.value(swipes[0], "UISwipeGestureRecognizer.numberOfTouchesRequired"), .int8(2))
        XCTAssertEqual(graph.value(swipes[0], "UISwipeGestureRecognizer.direction"), .int8(2), "left")
        XCTAssertEqual(swipes[1].values.map(\.key), base + ["UISwipeGestureRecognizer.direction"])
        XCTAssertEqual(graph.value(swipes[1], "UISwipeGestureRecognizer.direction"), .int8(8), "down")
        XCTAssertEqual(swipes[2].values.map(\.key), base, "right and one touch are UIKit's defaults")
        XCTAssertEqual(swipes[3].values.map(\.key), base)
    }

    func testUnknownSwipeDirectionIsRefusedByName() throws {
        let text = UIKitGestureRecognizerEncodingTests.xib(with: #"<swipeGestureRecognizer direction="sideways" id="swp-05-aaa"/>"#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "X")) { error in
            XCTAssertTrue(String(describing: error).contains(#"direction="sideways""#), String(describing: error))
        }
    }
}
