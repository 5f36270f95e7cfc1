import IBDocument
import XCTest
@testable import IBCompile

/// AppKitControlEncodingTests, continued: a pop-up cell's `preferredEdge` is `NSPreferredEdge`
/// (NSRectEdge, minY 1 by default) for pull-downs as for pop-ups.
extension AppKitControlEncodingTests {
    static func pullDown(_ cellAttributes: String) -> String {
        """
                            <popUpButton id="P1">
                                <rect key="frame" x="20" y="20" width="200" height="25"/>
                                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" \(cellAttributes) id="P2">
                                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="menu"/>
                                    <menu key="menu" id="M1">
                                        <items>
                                            <menuItem title="Actions" hidden="YES" id="I1"/>
                                            <menuItem title="One" id="I2"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </popUpButton>
        """
    }

    private func preferredEdge(_ cellAttributes: String) throws -> NibValue? {
        let graph = try encode(Self.window(Self.pullDown(cellAttributes)))
        return graph.value(try XCTUnwrap(graph.objects(ofClass: "NSPopUpButtonCell").first), "NSPreferredEdge")
    }

    func testPullDownKeepsItsPreferredEdge() throws {
        XCTAssertEqual(try preferredEdge("pullsDown=\"YES\""), .int8(1), "no preferredEdge: minY")
        XCTAssertEqual(try preferredEdge("pullsDown=\"YES\" preferredEdge=\"maxY\""), .int8(3))
        XCTAssertEqual(try preferredEdge("pullsDown=\"YES\" preferredEdge=\"maxX\""), .int8(2))
    }

    func testPopUpKeepsItsPreferredEdge() throws {
        XCTAssertEqual(try preferredEdge(""), .int8(1))
        XCTAssertEqual(try preferredEdge("preferredEdge=\"maxY\""), .int8(3))
    }
}
