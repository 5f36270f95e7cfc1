import IBDocument
import XCTest
@testable import IBCompile

/// A `<tabBar>` placed in a view (not a tab bar controller's), compiled and read back with the
/// test-only decoder; and the Identity inspector's notes (`userComments`), which archive nothing.
final class UIKitTabBarEncodingTests: XCTestCase {
    static let source = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tabBar contentMode="scaleToFill" translucent="NO" barStyle="black" translatesAutoresizingMaskIntoConstraints="NO" id="tab-01-aaa">
                            <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            <color key="barTintColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <items>
                                <tabBarItem systemItem="favorites" id="itm-01-aaa"/>
                                <tabBarItem title="Feed" image="feed" id="itm-02-aaa"/>
                            </items>
                            <attributedString key="userComments">
                                <fragment content="a note for the team"/>
                            </attributedString>
                        </tabBar>
                    </subviews>
                </view>
        """).replacingOccurrences(of: "    </objects>", with: """
            </objects>
            <resources>
                <image name="feed" width="25" height="25"/>
            </resources>
        """)

    private func compile(_ text: String) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Tabs")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Tabs.xib")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    func testTabBarArchivesItsItemsAndBarKeysInTheCodersOrder() throws {
        let graph = try compile(Self.source)
        let bars = graph.objects(ofClass: "UITabBar")
        XCTAssertEqual(bars.count, 1)
        let bar = try XCTUnwrap(bars.first)
        let keys = bar.values.map(\.key)
        // View keys first (super), then `-[UITabBar encodeWithCoder:]`'s, in its order.
        XCTAssertEqual(keys.first, "UIBounds")
        XCTAssertEqual(Array(keys.suffix(4)), ["UIItems", "UIBarTintColor", "UIBarTranslucence", "UIBarStyle"])
        XCTAssertEqual(graph.value(bar, "UIBarTranslucence"), .int8(2), "translucent=NO is 2 (YES would be 1)")
        XCTAssertEqual(graph.value(bar, "UIBarStyle"), .int8(1))
        XCTAssertEqual(graph.child(bar, "UIBarTintColor")?.className, "UIColor")
        XCTAssertNil(graph.value(bar, "UISubviews"), "the bar's buttons are not archived")
        XCTAssertNil(graph.value(bar, "UIDelegate"))

        let items = graph.elements(try XCTUnwrap(graph.child(bar, "UIItems")))
        XCTAssertEqual(items.map(\.className), ["UITabBarItem", "UITabBarItem"])
        XCTAssertEqual(graph.value(items[0], "UISystemItem"), .int8(1), "favorites")
        XCTAssertNil(graph.value(items[0], "UITitle"))
        XCTAssertEqual(graph.string(graph.child(items[1], "UITitle")), "Feed")
        XCTAssertEqual(graph.child(items[1], "UIImage")?.className, "UIImageNibPlaceholder")
        // The note is nowhere in the nib.
        XCTAssertFalse(graph.archive.objects.contains { $0.values.contains { $0.key.contains("Comment") } })
    }

    func testSelectedImageTintColorFollowsTheBarTint() throws {
        let text = Self.source.replacingOccurrences(of: "            <items>", with: """
                                <color key="selectedImageTintColor" red="0.5" green="0.25" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <items>
            """)
        let bar = try XCTUnwrap(try compile(text).objects(ofClass: "UITabBar").first)
        XCTAssertEqual(Array(bar.values.map(\.key).suffix(5)), ["UIItems", "UIBarTintColor", "UISelectedImageTintColor", "UIBarTranslucence", "UIBarStyle"])
    }

    func testADefaultTabBarIsTranslucentAndHasNoStyle() throws {
        let text = Self.source.replacingOccurrences(of: #" translucent="NO" barStyle="black""#, with: "")
        let bar = try XCTUnwrap(try compile(text).objects(ofClass: "UITabBar").first)
        XCTAssertEqual(bar.values.first { $0.key == "UIBarTranslucence" }?.value, .int8(1))
        XCTAssertFalse(bar.values.contains { $0.key == "UIBarStyle" })
    }

    func testTabBarAttributesWithoutAnEncodingAreRefusedByName() throws {
        for (attribute, name) in [(#" itemPositioning="centered""#, "itemPositioning"), (#" barStyle="blackTranslucent""#, "barStyle")] {
            let text = Self.source.replacingOccurrences(of: #" translucent="NO" barStyle="black""#, with: attribute)
            XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "Tabs"), name) { error in
                XCTAssertTrue("\(error)".contains(name), "\(error)")
            }
        }
    }
}
