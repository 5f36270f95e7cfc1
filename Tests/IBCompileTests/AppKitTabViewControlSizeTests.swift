import IBDocument
import XCTest
@testable import IBCompile

/// AppKitTabViewMatrixEncodingTests, continued: a small tab view sets NSTvFlags 0x0800_0000 beside
/// its type (the legacy archive sequelpro DBView: 0x0800_0003 for a small right-tabs tab view);
/// mini, in no archive, is refused.
extension AppKitTabViewMatrixEncodingTests {
    private func tabView(_ attributes: String) throws -> (AppKitTestGraph, NibObject) {
        let graph = try encodeSubviews("""
                            <tabView \(attributes) id="TV">
                                <rect key="frame" x="10" y="10" width="280" height="180"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tabViewItems>
                                    <tabViewItem label="First" identifier="one" id="TI">
                                        <view key="view" id="V">
                                            <rect key="frame" x="0.0" y="0.0" width="280" height="180"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </view>
                                    </tabViewItem>
                                </tabViewItems>
                            </tabView>
        """)
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSTabView").first))
    }

    func testSmallTabViewSetsItsControlSizeBitBesideTheType() throws {
        let (graph, tabView) = try tabView("controlSize=\"small\" type=\"rightTabsBezelBorder\"")
        XCTAssertEqual(graph.value(tabView, "NSTvFlags"), .int32(0x0800_0003))
    }

    func testRegularTabViewKeepsTheTypeOnly() throws {
        let (graph, tabView) = try tabView("controlSize=\"regular\"")
        XCTAssertEqual(graph.value(tabView, "NSTvFlags"), .int8(0))
    }

    func testMiniTabViewIsRefused() {
        XCTAssertThrowsError(try tabView("controlSize=\"mini\""))
    }
}
