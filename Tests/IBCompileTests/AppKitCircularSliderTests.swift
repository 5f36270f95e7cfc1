import IBDocument
import XCTest
@testable import IBCompile

/// AppKitMoreControlsEncodingTests, continued: `sliderType="circular"` is `NSSliderType` 1 on the
/// slider cell (GNUstep's keyed NSSliderCell decoder); a linear slider writes no key (the pairs).
extension AppKitMoreControlsEncodingTests {
    private func sliderCell(_ type: String) throws -> (AppKitTestGraph, NibObject) {
        let graph = try encode("""
                            <slider id="S1">
                                <rect key="frame" x="20" y="20" width="28" height="28"/>
                                <sliderCell key="cell" alignment="left" maxValue="100" sliderType="\(type)" id="S2"/>
                            </slider>
        """)
        let slider = try XCTUnwrap(graph.objects(ofClass: "NSSlider").first)
        return (graph, try XCTUnwrap(graph.child(slider, "NSCell")))
    }

    func testCircularSliderWritesItsType() throws {
        let (graph, cell) = try sliderCell("circular")
        XCTAssertEqual(graph.value(cell, "NSSliderType"), .int8(1))
    }

    func testLinearSliderWritesNoType() throws {
        let (graph, cell) = try sliderCell("linear")
        XCTAssertNil(graph.value(cell, "NSSliderType"))
    }
}
