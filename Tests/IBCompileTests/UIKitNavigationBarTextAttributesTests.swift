import IBDocument
import XCTest
@testable import IBCompile

/// A navigation controller's bar with `<textAttributes>` (Random-Photo's storyboard with them
/// added) compiled through `NibCompiler` and read back with the test-only decoder:
/// `-[UINavigationBar encodeWithCoder:]` archives `largeTitleTextAttributes` as
/// `UIBarLargeTitleTextAttributes` right after `UIBarPrefersLargeTitles`, and
/// `titleTextAttributes` as `UITitleTextAttributes` after the items and the delegate, before
/// `UIBarPosition`; each an `NSDictionary` of NSAttributedString's attribute names.
final class UIKitNavigationBarTextAttributesTests: XCTestCase {
    static func storyboard(_ attributes: String) -> String {
        let text = UIKitStoryboardFixtureTests.randomPhotoMain
        precondition(text.components(separatedBy: "</navigationBar>").count == 2, "one navigation bar")
        return text.replacingOccurrences(of: "</navigationBar>", with: attributes + "</navigationBar>")
    }

    private func bar(_ attributes: String) throws -> (AppKitTestGraph, NibObject) {
        let document = try InterfaceDocument(text: Self.storyboard(attributes))
        let output = try NibCompiler().compile(document, name: "Main")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Main.storyboard")
        let nib = try XCTUnwrap(output.files.first { $0.path == "Main.storyboardc/UINavigationController-hrx-Dz-cXQ.nib" })
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(nib.bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UINavigationBar").first))
    }

    private func dictionary(_ graph: AppKitTestGraph, _ object: NibObject?) throws -> [String: NibObject] {
        let dictionary = try XCTUnwrap(object)
        XCTAssertEqual(dictionary.className, "NSDictionary")
        let items = graph.elements(dictionary)
        XCTAssertEqual(items.count % 2, 0)
        var result: [String: NibObject] = [:]
        for index in stride(from: 0, to: items.count, by: 2) {
            result[try XCTUnwrap(graph.string(items[index]))] = items[index + 1]
        }
        return result
    }

    func testTitleAndLargeTitleAttributesTakeTheCodersPlaces() throws {
        let (graph, bar) = try bar("""
            <textAttributes key="titleTextAttributes">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <color key="textColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </textAttributes>
            <textAttributes key="largeTitleTextAttributes">
                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </textAttributes>
            """)
        let keys = bar.values.map(\.key)
        let large = try XCTUnwrap(keys.firstIndex(of: "UIBarLargeTitleTextAttributes"))
        XCTAssertEqual(keys[large - 1], "UIBarPrefersLargeTitles")
        let title = try XCTUnwrap(keys.firstIndex(of: "UITitleTextAttributes"))
        XCTAssertEqual(keys[title - 2 ... title + 1].map { $0 }, ["UIItems", "UIDelegate", "UITitleTextAttributes", "UIBarPosition"])

        let titleAttributes = try dictionary(graph, graph.child(bar, "UITitleTextAttributes"))
        XCTAssertEqual(Set(titleAttributes.keys), ["NSColor", "NSFont"])
        XCTAssertEqual(titleAttributes["NSColor"]?.className, "UIColor")
        XCTAssertEqual(titleAttributes["NSFont"]?.className, "UIFont")
        let largeAttributes = try dictionary(graph, graph.child(bar, "UIBarLargeTitleTextAttributes"))
        XCTAssertEqual(Array(largeAttributes.keys), ["NSColor"])
    }

    func testALegacyTextShadowIsOneNSShadow() throws {
        let (graph, bar) = try bar("""
            <textAttributes key="titleTextAttributes">
                <color key="textShadowColor" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <offsetWrapper key="textShadowOffset" horizontal="1" vertical="2"/>
            </textAttributes>
            """)
        let attributes = try dictionary(graph, graph.child(bar, "UITitleTextAttributes"))
        let shadow = try XCTUnwrap(attributes["NSShadow"])
        XCTAssertEqual(shadow.className, "NSShadow")
        XCTAssertEqual(shadow.values.map(\.key), ["NSShadowHoriz", "NSShadowVert", "NSShadowColor"])
        XCTAssertEqual(graph.value(shadow, "NSShadowHoriz"), .double(1))
        XCTAssertEqual(graph.value(shadow, "NSShadowVert"), .double(-2), "NSShadow keeps the height negated")
        XCTAssertThrowsError(try self.bar(#"<textAttributes key="titleTextAttributes"><offsetWrapper key="textShadowOffset" horizontal="1"/></textAttributes>"#))
    }
}
