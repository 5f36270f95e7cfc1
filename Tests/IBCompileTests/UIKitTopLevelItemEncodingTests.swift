import IBDocument
import XCTest
@testable import IBCompile

/// Bar button, navigation and tab bar items standing alone under a xib's `<objects>`: archived by
/// their class's coder (the same keys as inside a bar) and listed as top-level objects, with the
/// item's action still an event connection.
final class UIKitTopLevelItemEncodingTests: XCTestCase {
    static let items = UIKitGestureRecognizerEncodingTests.xib(with: """
                <barButtonItem title="Item" style="plain" id="bbi-01-aaa">
                    <connections>
                        <action selector="itemTapped:" destination="-1" id="act-01-bbi"/>
                    </connections>
                </barButtonItem>
                <navigationItem title="Title" id="nvi-01-aaa"/>
                <tabBarItem title="Item" id="tbi-01-aaa"/>
        """)

    func testItemsAreTopLevelObjectsWithTheirCoderKeys() throws {
        let document = try InterfaceDocument(text: Self.items)
        let output = try NibCompiler().compile(document, name: "Items")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Items.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(output.files.first).bytes))
        let topLevel = graph.elements(try XCTUnwrap(graph.child(graph.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIView", "UIBarButtonItem", "UINavigationItem", "UITabBarItem"])

        let bar = topLevel[3]
        XCTAssertEqual(bar.values.map(\.key), ["UIEnabled", "UITitle"], "plain style (0) is not written")
        XCTAssertEqual(graph.value(bar, "UIEnabled"), .bool(true))

        let navigation = topLevel[4]
        XCTAssertEqual(navigation.values.map(\.key), ["UITitle", "UICenterItemGroups", "UILargeTitleDisplayMode"])
        XCTAssertEqual(graph.value(navigation, "UILargeTitleDisplayMode"), .int8(0))

        let tab = topLevel[5]
        XCTAssertEqual(tab.values.map(\.key), ["UIEnabled", "UITitle"])

        let action = try XCTUnwrap(graph.objects(ofClass: "UIRuntimeEventConnection").first)
        XCTAssertEqual(action.values.map(\.key), ["UILabel", "UISource", "UIDestination"], "a bar item's action has no event mask")
        XCTAssertEqual(graph.child(action, "UISource"), bar)
    }

    func testATopLevelTabBarItemWithConnectionsIsRefusedByName() throws {
        let text = UIKitGestureRecognizerEncodingTests.xib(with: """
            <tabBarItem title="Item" id="tbi-02-aaa"><connections><outlet property="badge" destination="-1" id="out-02-tbi"/></connections></tabBarItem>
            """)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "X")) { error in
            XCTAssertTrue(String(describing: error).contains("tabBarItem"), String(describing: error))
        }
    }
}
