import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// `AppKitFontEncoder`'s weighted system fonts: Interface Builder's "System Semibold" and
/// "System Medium" (`metaFont="systemSemibold"` / `"systemMedium"`) are the system font's faces of
/// that weight, with the size the document gives (13 without one).
final class AppKitFontEncodingTests: XCTestCase {
    private func encodeFont(_ attributes: String) throws -> (AppKitTestGraph, NibObject) {
        let text = AppKitControlEncodingTests.window("""
                            <textField id="T1">
                                <rect key="frame" x="20" y="20" width="120" height="22"/>
                                <textFieldCell key="cell" title="T" id="T2">
                                    <font key="font" \(attributes)/>
                                </textFieldCell>
                            </textField>
        """)
        let graph = AppKitTestGraph(try AppKitNibEncoder(colorProfiles: nil).encode(try InterfaceDocument(text: text)))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSFont").first))
    }

    func testSemiboldAndMediumAreTheSystemFontsFacesOfThatWeight() throws {
        for (metaFont, name) in [("systemSemibold", ".AppleSystemUIFontDemi"), ("systemMedium", ".AppleSystemUIFontMedium")] {
            let (graph, font) = try encodeFont(#"metaFont="\#(metaFont)" size="15""#)
            XCTAssertEqual(font.values.map(\.key), ["NSName", "NSSize", "NSfFlags"], metaFont)
            XCTAssertEqual(graph.string(graph.child(font, "NSName")), name)
            XCTAssertEqual(graph.value(font, "NSSize"), .double(15))
            XCTAssertEqual(graph.value(font, "NSfFlags"), .int16(0x414), "the system font's role (hypothesis)")
            let (defaultGraph, defaultSize) = try encodeFont(#"metaFont="\#(metaFont)""#)
            XCTAssertEqual(defaultGraph.value(defaultSize, "NSSize"), .double(13))
        }
    }
}
