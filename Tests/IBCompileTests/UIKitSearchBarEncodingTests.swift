import IBDocument
import XCTest
@testable import IBCompile

/// `<searchBar>` compiled through `NibCompiler`, checked with `UIKitSourceCheck` and read back with
/// the test-only decoder: `-[UISearchBar encodeWithCoder:]`'s keys, order and conditions
/// (`UIKitSearchBarClass`, where the traits' values are said to be a hypothesis).
final class UIKitSearchBarEncodingTests: XCTestCase {
    static func source(_ attributes: String = "", traits: String = "") -> String {
        UIKitEncoderTests.xib("""
            <searchBar contentMode="redraw" \(attributes) id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <textInputTraits key="textInputTraits" \(traits)/>
            </searchBar>
            """)
    }

    private func searchBar(_ text: String) throws -> (AppKitTestGraph, NibObject) {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Search")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Search.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UISearchBar").first))
    }

    private func ownKeys(_ bar: NibObject) -> [String] {
        let keys = bar.values.map(\.key)
        return Array(keys.suffix(from: (keys.firstIndex(of: "UIViewLargeContentStoredProperties") ?? -1) + 1))
    }

    func testADefaultBarArchivesItsEmptyTextAndTheTwoAlwaysWrittenTraits() throws {
        let (graph, bar) = try searchBar(Self.source())
        XCTAssertNil(graph.value(bar, "UISubviews"))
        XCTAssertEqual(ownKeys(bar), ["UIText", "UIEnablesReturnKeyAutomatically", "UISecureTextEntry"])
        XCTAssertEqual(graph.string(graph.child(bar, "UIText")), "")
        XCTAssertEqual(graph.value(bar, "UIEnablesReturnKeyAutomatically"), .bool(false))
        XCTAssertEqual(graph.value(bar, "UISecureTextEntry"), .bool(false))
    }

    func testSetPropertiesFollowTheCodersOrder() throws {
        let (graph, bar) = try searchBar(Self.source(#"text="swift" placeholder="Repository search" prompt="Find" showsCancelButton="YES" searchBarStyle="minimal" barStyle="black""#,
                                                     traits: #"autocapitalizationType="words" returnKeyType="done" enablesReturnKeyAutomatically="YES""#))
        XCTAssertEqual(ownKeys(bar), ["UIBarStyle", "UIShowsCancelButton", "UIPrompt", "UIText", "UIPlaceholder", "UIAutocapitalizationType",
                                      "UIReturnKeyType", "UIEnablesReturnKeyAutomatically", "UISecureTextEntry", "UISearchBarStyle"])
        XCTAssertEqual(graph.string(graph.child(bar, "UIPlaceholder")), "Repository search")
        XCTAssertEqual(graph.value(bar, "UIReturnKeyType"), .int8(9))
        XCTAssertEqual(graph.value(bar, "UIAutocapitalizationType"), .int8(1))
        XCTAssertEqual(graph.value(bar, "UIEnablesReturnKeyAutomatically"), .bool(true))
        XCTAssertEqual(graph.value(bar, "UISearchBarStyle"), .int8(2))
        XCTAssertEqual(graph.value(bar, "UIBarStyle"), .int8(1))
    }

    func testUnknownAttributesAreRefusedByName() {
        XCTAssertThrowsError(try searchBar(Self.source(#"showsScopeBarSomehow="YES""#))) { error in
            XCTAssertTrue("\(error)".contains("showsScopeBarSomehow"), "\(error)")
        }
    }
}
