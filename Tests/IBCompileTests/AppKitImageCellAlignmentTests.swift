import IBDocument
import XCTest
@testable import IBCompile

/// AppKitControlEncodingTests, continued: an image cell's `imageAlignment` is `NSAlign`, AppKit's
/// public NSImageAlignment (center 0 … right 8), independent of the cell's text `alignment`.
extension AppKitControlEncodingTests {
    static func imageView(_ cellAttributes: String) -> String {
        """
                        <imageView id="I1">
                            <rect key="frame" x="20" y="20" width="48" height="48"/>
                            <imageCell key="cell" refusesFirstResponder="YES" \(cellAttributes) image="NSAddTemplate" id="I2"/>
                        </imageView>
        """
    }

    private func imageAlign(_ cellAttributes: String) throws -> NibValue? {
        let graph = try encode(Self.window(Self.imageView(cellAttributes)))
        return graph.value(try XCTUnwrap(graph.objects(ofClass: "NSImageCell").first), "NSAlign")
    }

    func testImageAlignmentIsNSImageAlignment() throws {
        XCTAssertEqual(try imageAlign("alignment=\"left\""), .int8(0), "no imageAlignment: center")
        XCTAssertEqual(try imageAlign("alignment=\"left\" imageAlignment=\"top\""), .int8(1))
        XCTAssertEqual(try imageAlign("alignment=\"left\" imageAlignment=\"bottom\""), .int8(5))
        XCTAssertEqual(try imageAlign("alignment=\"left\" imageAlignment=\"right\""), .int8(8))
    }

    func testTextAlignmentDoesNotMoveTheImage() throws {
        XCTAssertEqual(try imageAlign("alignment=\"center\""), .int8(0))
        XCTAssertEqual(try imageAlign(""), .int8(0))
    }
}
