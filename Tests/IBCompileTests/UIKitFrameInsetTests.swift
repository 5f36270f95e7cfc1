import IBDocument
import XCTest
@testable import IBCompile

/// Xcode 8.0's `<frame key="frameInset">` (`UIKitGeometry.frameInset`): `minX`/`minY` are the
/// origin (absent: 0) and `width`/`height` the size, archived as a `<rect key="frame">` with the
/// same numbers is; the `maxX`/`maxY` form is refused by name.
final class UIKitFrameInsetTests: XCTestCase {
    private static func view(frame: String) -> String {
        UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="sub-fi-aaa">
                            \(frame)
                        </view>
                    </subviews>
                </view>
        """)
    }

    private func geometry(_ text: String) throws -> (bounds: NibValue?, center: NibValue?) {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "View")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "View.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let root = try XCTUnwrap(graph.objects(ofClass: "UIView").first { graph.child($0, "UISuperview") == nil })
        let subview = try XCTUnwrap(graph.elements(try XCTUnwrap(graph.child(root, "UISubviews"))).first)
        return (graph.value(subview, "UIBounds"), graph.value(subview, "UICenter"))
    }

    func testFrameInsetIsTheFrameItsOriginAndSizeName() throws {
        let inset = try geometry(Self.view(frame: #"<frame key="frameInset" minX="8" minY="12" width="75" height="20"/>"#))
        let rect = try geometry(Self.view(frame: #"<rect key="frame" x="8" y="12" width="75" height="20"/>"#))
        XCTAssertEqual(inset.bounds, .data(UIKitGeometry.doubles([0, 0, 75, 20])))
        XCTAssertEqual(inset.center, .data(UIKitGeometry.doubles([45.5, 22])))
        XCTAssertEqual(inset.bounds, rect.bounds)
        XCTAssertEqual(inset.center, rect.center)
        let atOrigin = try geometry(Self.view(frame: #"<frame key="frameInset" width="320" height="44"/>"#))
        XCTAssertEqual(atOrigin.center, .data(UIKitGeometry.doubles([160, 22])), "no minX / minY: the origin")
    }

    func testInsetsFromTheFarEdgesAreRefused() {
        let text = Self.view(frame: #"<frame key="frameInset" minX="8" minY="12" maxX="8" height="20"/>"#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "View")) { error in
            XCTAssertTrue(String(describing: error).contains(#"attribute maxX="8" on <frame key="frameInset">"#), String(describing: error))
        }
    }
}
