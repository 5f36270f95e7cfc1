import IBDocument
import XCTest
@testable import IBCompile

/// `<fontDescription type=…>` system fonts other than the regular weight: the `UIFont` keys of
/// the fixtures' regular system font, with the variant's PostScript name, CoreText usage and
/// symbolic traits.
final class UIKitSystemFontEncodingTests: XCTestCase {
    private func font(_ description: String) throws -> (AppKitTestGraph, NibObject) {
        let text = UIKitEncoderTests.xib("""
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" id="lbl-fn-aaa">
                    <rect key="frame" x="20" y="20" width="100" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    \(description)
                    <nil key="highlightedColor"/>
                </label>
        """).replacingOccurrences(of: #"<outlet property="view" destination="iN0-l3-epB" id="out-1a-aaa"/>"#, with: "")
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Fonts")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UIFont").first))
    }

    /// The strings of the descriptor's attribute dictionary (keys and string values).
    private func descriptorStrings(_ graph: AppKitTestGraph, _ font: NibObject) throws -> [String] {
        let descriptor = try XCTUnwrap(graph.child(font, "UIFontDescriptor"))
        return graph.elements(try XCTUnwrap(graph.child(descriptor, "UIFontDescriptorAttributes"))).compactMap { graph.string($0) }
    }

    func testItalicSystemFontIsTheObliqueUsageWithTheItalicTrait() throws {
        let (graph, font) = try font(#"<fontDescription key="fontDescription" type="italicSystem" pointSize="14"/>"#)
        XCTAssertEqual(graph.string(graph.child(font, "UIFontName")), ".SFUI-RegularItalic")
        XCTAssertEqual(graph.string(graph.child(font, "NSName")), ".SFUI-RegularItalic")
        XCTAssertEqual(graph.value(font, "UIFontPointSize"), .double(14))
        XCTAssertEqual(graph.value(font, "UIFontTraits"), .int8(1), "UIFontDescriptorTraitItalic")
        XCTAssertEqual(graph.value(font, "UISystemFont"), .bool(true))
        let strings = try descriptorStrings(graph, font)
        XCTAssertTrue(strings.contains("NSCTFontUIUsageAttribute") && strings.contains("CTFontObliqueUsage"), "\(strings)")
    }

    func testBoldSystemFontKeepsItsShape() throws {
        let (graph, font) = try font(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>"#)
        XCTAssertEqual(graph.string(graph.child(font, "UIFontName")), ".SFUI-Semibold")
        XCTAssertEqual(graph.value(font, "UIFontTraits"), .int8(2), "UIFontDescriptorTraitBold")
        XCTAssertTrue(try descriptorStrings(graph, font).contains("CTFontEmphasizedUsage"))
    }
}
