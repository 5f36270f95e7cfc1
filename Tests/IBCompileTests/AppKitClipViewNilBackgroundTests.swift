import IBDocument
import XCTest
@testable import IBCompile

/// A clip view with `<nil key="backgroundColor"/>` (HSChooserWindow's, drawing no background and
/// not copying on scroll) archives no `NSBGColor`; without the element it has the default
/// `controlBackgroundColor`.
final class AppKitClipViewNilBackgroundTests: XCTestCase {
    private func clipView(_ extra: String) throws -> (AppKitTestGraph, NibObject) {
        let document = """
                                        <customView id="D1">
                                            <rect key="frame" x="0.0" y="0.0" width="238" height="133"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </customView>
        """
        var scroll = AppKitScrollViewEncodingTests.scrollView(autohides: true, document: document)
        scroll = scroll.replacingOccurrences(of: #"<clipView key="contentView" copiesOnScroll="NO" id="S2">"#,
                                             with: #"<clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" id="S2">"#)
        scroll = scroll.replacingOccurrences(of: "</clipView>", with: extra + "\n</clipView>")
        let text = AppKitControlEncodingTests.window(scroll)
        let archive = try AppKitNibEncoder(colorProfiles: AppKitColorProfiles(genericGray: [1], sRGB: [2])).encode(try InterfaceDocument(text: text))
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(NibArchiveWriter().write(archive)))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSClipView").first))
    }

    func testNilBackgroundLeavesNoColourKey() throws {
        let (graph, clip) = try clipView(#"<nil key="backgroundColor"/>"#)
        XCTAssertNil(graph.value(clip, "NSBGColor"))
        XCTAssertEqual(graph.value(clip, "NScvFlags"), .int8(2))
        let (defaultGraph, defaultClip) = try clipView("")
        XCTAssertEqual(defaultGraph.string(defaultGraph.child(defaultGraph.child(defaultClip, "NSBGColor"), "NSColorName")),
                       "controlBackgroundColor")
    }
}
