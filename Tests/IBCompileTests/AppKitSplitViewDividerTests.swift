import IBDocument
import XCTest
@testable import IBCompile

/// AppKitScrollViewEncodingTests, continued: a split view's `dividerStyle` and `autosaveName`
/// (NSDividerStyle and NSAutosaveName after NSIsVertical, as AppKit's coder wrote them in legacy
/// archives) and the divider thickness the tiling leaves between panes.
extension AppKitScrollViewEncodingTests {
    func splitView(_ attributes: String, secondPaneX: Int, secondPaneWidth: Int) throws -> (AppKitTestGraph, NibObject) {
        let graph = try encodeSubviews("""
                            <splitView vertical="YES" \(attributes) id="P1">
                                <rect key="frame" x="0" y="0" width="600" height="400"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <customView id="P2">
                                        <rect key="frame" x="0" y="0" width="300" height="400"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </customView>
                                    <customView id="P3">
                                        <rect key="frame" x="\(secondPaneX)" y="0" width="\(secondPaneWidth)" height="400"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </customView>
                                </subviews>
                            </splitView>
        """)
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSSplitView").first))
    }

    func paneFrames(_ graph: AppKitTestGraph) -> [String] {
        graph.objects(ofClass: "NSCustomView").compactMap { graph.string(graph.child($0, "NSFrameSize")) ?? graph.string(graph.child($0, "NSFrame")) }
    }

    func testThinDividerStyleAndAutosaveName() throws {
        // Panes that tile with a 1-point divider keep their frames.
        let (graph, split) = try splitView("dividerStyle=\"thin\" autosaveName=\"Sidebar\"", secondPaneX: 301, secondPaneWidth: 299)
        XCTAssertEqual(graph.value(split, "NSDividerStyle"), .int8(2))
        XCTAssertEqual(graph.string(graph.child(split, "NSAutosaveName")), "Sidebar")
        let keys = split.values.map(\.key)
        let vertical = try XCTUnwrap(keys.firstIndex(of: "NSIsVertical"))
        XCTAssertEqual(Array(keys[vertical...].prefix(3)), ["NSIsVertical", "NSDividerStyle", "NSAutosaveName"])
        XCTAssertEqual(paneFrames(graph), ["{300, 400}", "{{301, 0}, {299, 400}}"])
    }

    func testPaneSplitterAndThickDividers() throws {
        let (graph, split) = try splitView("dividerStyle=\"paneSplitter\"", secondPaneX: 310, secondPaneWidth: 290)
        XCTAssertEqual(graph.value(split, "NSDividerStyle"), .int8(3))
        XCTAssertEqual(paneFrames(graph), ["{300, 400}", "{{310, 0}, {290, 400}}"])
        // Thick (the default) writes no key; the same panes with a 1-point gap are re-tiled
        // around a 9-point divider.
        let (thickGraph, thick) = try splitView("dividerStyle=\"thick\"", secondPaneX: 301, secondPaneWidth: 299)
        XCTAssertNil(thickGraph.value(thick, "NSDividerStyle"))
        XCTAssertNil(thickGraph.value(thick, "NSAutosaveName"))
        XCTAssertEqual(paneFrames(thickGraph), ["{296, 400}", "{{305, 0}, {295, 400}}"])
        XCTAssertThrowsError(try splitView("dividerStyle=\"hairline\"", secondPaneX: 301, secondPaneWidth: 299))
    }
}
