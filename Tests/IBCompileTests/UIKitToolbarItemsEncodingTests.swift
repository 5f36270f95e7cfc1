import IBDocument
import XCTest
@testable import IBCompile

/// A controller's `<toolbarItems>` and a standalone navigation bar's `<items>`, in hand-written
/// storyboards compiled through `NibCompiler`, checked against the source with `UIKitSourceCheck`
/// and read back with the test-only decoder: `UIToolbarItems` on the controller (its items, their
/// keys, the action wired from an item to the controller in the scene nib), the standalone bar's
/// `UIItems` / `UIBarPosition` and its items' `UINavigationBar`, and refusals.
final class UIKitToolbarItemsEncodingTests: XCTestCase {
    static let defaultToolbarItems = """
        <toolbarItems>
            <barButtonItem title="Read" id="tbi-00-red">
                <connections><action selector="toggleRead:" destination="ctl-00-one" id="act-00-red"/></connections>
            </barButtonItem>
            <barButtonItem style="plain" systemItem="flexibleSpace" id="tbi-00-flx"/>
            <barButtonItem title="Add" image="plus" catalog="system" id="tbi-00-add"/>
        </toolbarItems>
        """

    static func storyboard(toolbarItems: String = defaultToolbarItems, view: String = "", navigationBar: String = "") -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "nav-00-ctl", """
                <scene sceneID="nav-00-scn"><objects>
                    <navigationController toolbarHidden="NO" id="nav-00-ctl" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-00-bar">\(navigationBar)
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="ctl-00-one" kind="relationship" relationship="rootViewController" id="rel-00-seg"/></connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="nav-00-frs" sceneMemberID="firstResponder"/>
                </objects></scene>
                <scene sceneID="one-00-scn"><objects>
                    <viewController id="ctl-00-one" sceneMemberID="viewController">\(toolbarItems)
                        <view key="view" contentMode="scaleToFill" id="vew-00-one">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\(view)
                        </view>
                        <navigationItem key="navigationItem" title="One" id="itm-00-one"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="one-00-frs" sceneMemberID="firstResponder"/>
                </objects></scene>
        """, resources: #"<image name="plus" catalog="system" width="128" height="113"/>"#)
    }

    /// A standalone navigation bar, in the controller's view.
    static func standaloneBar(items: String = #"<items><navigationItem title="Title" id="itm-00-std"/></items>"#) -> String {
        """
        <subviews>
            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-std">
                <rect key="frame" x="0.0" y="59" width="393" height="44"/>\(items)
            </navigationBar>
        </subviews>
        """
    }

    private func compile(_ text: String) throws -> [String: [UInt8]] {
        try UIKitSourceCheck.compileStoryboard(text).files
    }

    private func graph(_ files: [String: [UInt8]], _ nib: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/\(nib).nib"], "no \(nib) in \(files.keys.sorted())")))
    }

    private func assertRefused(_ text: String, mentioning words: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "Main"), file: file, line: line) { error in
            let message = String(describing: error)
            for word in words { XCTAssertTrue(message.contains(word), "\(word) not in: \(message)", file: file, line: line) }
        }
    }

    func testToolbarItemsAreTheControllersUIToolbarItems() throws {
        let scene = try graph(try compile(Self.storyboard()), "UINavigationController-nav-00-ctl")
        let controller = try XCTUnwrap(scene.objects(ofClass: "UIClassSwapper").first { scene.string(scene.child($0, "UIOriginalClassName")) == "UIViewController" })
        let keys = controller.values.map(\.key)
        let parent = try XCTUnwrap(keys.firstIndex(of: "UIParentViewController"))
        XCTAssertEqual(keys[parent + 1], "UIToolbarItems", "after UIParentViewController: \(keys)")
        let array = try XCTUnwrap(scene.child(controller, "UIToolbarItems"))
        XCTAssertEqual(array.className, "NSArray")
        let items = scene.elements(array)
        XCTAssertEqual(items.map(\.className), ["UIBarButtonItem", "UIBarButtonItem", "UIBarButtonItem"])
        XCTAssertEqual(scene.string(scene.child(items[0], "UITitle")), "Read")
        XCTAssertEqual(items[1].values.map(\.key), ["UIEnabled", "UIIsSystemItem", "UISystemItem"], "plain flexible space: no UIStyle")
        XCTAssertEqual(scene.value(items[1], "UISystemItem"), .int8(5))
        let image = try XCTUnwrap(scene.child(items[2], "UIImage"))
        XCTAssertEqual(scene.string(scene.child(image, "UISystemSymbolResourceName")), "plus")

        // The item's action reaches the controller in the scene nib, without an event mask.
        let action = try XCTUnwrap(scene.objects(ofClass: "UIRuntimeEventConnection").first { scene.string(scene.child($0, "UILabel")) == "toggleRead:" })
        XCTAssertEqual(scene.child(action, "UISource"), items[0])
        XCTAssertEqual(scene.child(action, "UIDestination"), controller)
        XCTAssertNil(scene.value(action, "UIEventMask"))
    }

    func testAnEmptyToolbarItemsListArchivesNothing() throws {
        let scene = try graph(try compile(Self.storyboard(toolbarItems: "<toolbarItems/>")), "UINavigationController-nav-00-ctl")
        let controller = try XCTUnwrap(scene.objects(ofClass: "UIClassSwapper").first { scene.string(scene.child($0, "UIOriginalClassName")) == "UIViewController" })
        XCTAssertNil(scene.value(controller, "UIToolbarItems"))
        XCTAssertTrue(scene.objects(ofClass: "UIBarButtonItem").isEmpty)
    }

    func testAStandaloneNavigationBarArchivesItsItems() throws {
        let files = try compile(Self.storyboard(toolbarItems: "", view: Self.standaloneBar()))
        let view = try graph(files, "ctl-00-one-view-vew-00-one")
        let bar = try XCTUnwrap(view.objects(ofClass: "UINavigationBar").first)
        XCTAssertEqual(Array(bar.values.map(\.key).suffix(3)), ["UIItems", "UIBarPosition", "UIBarTranslucence"])
        XCTAssertEqual(view.value(bar, "UIBarPosition"), .int8(2), "-_commonNavBarInit sets the top position on every bar")
        XCTAssertNil(view.value(bar, "UIDelegate"))
        let itemsArray = try XCTUnwrap(view.child(bar, "UIItems"))
        XCTAssertEqual(itemsArray.className, "NSMutableArray")
        let items = view.elements(itemsArray)
        XCTAssertEqual(items.map(\.className), ["UINavigationItem"])
        XCTAssertEqual(view.string(view.child(items[0], "UITitle")), "Title")
        XCTAssertEqual(view.child(items[0], "UINavigationBar"), bar)
        XCTAssertEqual(items[0].values.last?.key, "UINavigationBar")

        // The navigation controller's own bar keeps the fixtures' order and one UIBarPosition.
        let scene = try graph(files, "UINavigationController-nav-00-ctl")
        let controllerBar = try XCTUnwrap(scene.objects(ofClass: "UINavigationBar").first)
        XCTAssertEqual(Array(controllerBar.values.map(\.key).suffix(4)), ["UIItems", "UIDelegate", "UIBarPosition", "UIBarTranslucence"])
    }

    func testAStandaloneBarWithoutItemsStillHasItsPosition() throws {
        let view = try graph(try compile(Self.storyboard(toolbarItems: "", view: Self.standaloneBar(items: ""))), "ctl-00-one-view-vew-00-one")
        let archived = try XCTUnwrap(view.objects(ofClass: "UINavigationBar").first)
        XCTAssertNil(view.value(archived, "UIItems"))
        XCTAssertEqual(Array(archived.values.map(\.key).suffix(2)), ["UIBarPosition", "UIBarTranslucence"])
    }

    /// A toolbar item's or a navigation item's segue: the scene nib holds the item and the
    /// template, joined by a `perform:` event connection without a mask (as a toolbar's item in a
    /// view nib).
    func testBarButtonItemSeguesArePerformConnectionsInTheSceneNib() throws {
        let toolbarSegue = #"<toolbarItems><barButtonItem title="Go" id="tbi-00-seg"><connections><segue destination="nav-00-ctl" kind="presentation" id="seg-00-tbi"/></connections></barButtonItem></toolbarItems>"#
        let navigationSegue = Self.storyboard(toolbarItems: "").replacingOccurrences(of: #"<navigationItem key="navigationItem" title="One" id="itm-00-one"/>"#, with: """
            <navigationItem key="navigationItem" title="One" id="itm-00-one">
                <barButtonItem key="rightBarButtonItem" title="Go" id="nbi-00-seg">
                    <connections><segue destination="nav-00-ctl" kind="presentation" id="seg-00-nbi"/></connections>
                </barButtonItem>
            </navigationItem>
            """)
        for text in [Self.storyboard(toolbarItems: toolbarSegue), navigationSegue] {
            XCTAssertNotEqual(text, Self.storyboard(toolbarItems: ""))
            let scene = try graph(try compile(text), "UINavigationController-nav-00-ctl")
            let item = try XCTUnwrap(scene.objects(ofClass: "UIBarButtonItem").first { scene.string(scene.child($0, "UITitle")) == "Go" })
            let template = try XCTUnwrap(scene.objects(ofClass: "UIStoryboardPresentationSegueTemplate").first)
            let perform = try XCTUnwrap(scene.objects(ofClass: "UIRuntimeEventConnection").first { scene.string(scene.child($0, "UILabel")) == "perform:" })
            XCTAssertEqual(perform.values.map(\.key), ["UILabel", "UISource", "UIDestination"], "no UIEventMask for a bar button item")
            XCTAssertEqual(scene.child(perform, "UISource"), item)
            XCTAssertEqual(scene.child(perform, "UIDestination"), template)
        }
    }

    /// A popover segue anchored at the bar button item that triggers it: the popover template's keys
    /// (`UIKitSegueTemplate`), its anchor the item of the same scene nib.
    func testAPopoverSegueIsAnchoredAtItsBarButtonItem() throws {
        let text = Self.storyboard(toolbarItems: "").replacingOccurrences(of: #"<navigationItem key="navigationItem" title="One" id="itm-00-one"/>"#, with: """
            <navigationItem key="navigationItem" title="One" id="itm-00-one">
                <barButtonItem key="rightBarButtonItem" title="Go" id="nbi-00-pop">
                    <connections>
                        <segue destination="nav-00-ctl" kind="popoverPresentation" popoverAnchorBarButtonItem="nbi-00-pop" id="seg-00-pop">
                            <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                        </segue>
                    </connections>
                </barButtonItem>
            </navigationItem>
            """)
        let scene = try graph(try compile(text), "UINavigationController-nav-00-ctl")
        let item = try XCTUnwrap(scene.objects(ofClass: "UIBarButtonItem").first { scene.string(scene.child($0, "UITitle")) == "Go" })
        let template = try XCTUnwrap(scene.objects(ofClass: "UIStoryboardPopoverPresentationSegueTemplate").first)
        XCTAssertEqual(Array(template.values.map(\.key).suffix(4)), ["UIPermittedArrowDirections", "UIPassthroughViews", "UIAnchorBarButtonItem", "UIAnchorView"])
        XCTAssertEqual(scene.value(template, "UIPermittedArrowDirections"), .int8(15))
        XCTAssertEqual(scene.child(template, "UIAnchorBarButtonItem"), item)
        XCTAssertEqual(scene.value(template, "UIAnchorView"), .null)
        let perform = try XCTUnwrap(scene.objects(ofClass: "UIRuntimeEventConnection").first { scene.string(scene.child($0, "UILabel")) == "perform:" })
        XCTAssertEqual(scene.child(perform, "UIDestination"), template)
        let anchoredAtView = text.replacingOccurrences(of: #"popoverAnchorBarButtonItem="nbi-00-pop""#, with: #"popoverAnchorView="vew-00-one""#)
        assertRefused(anchoredAtView, mentioning: ["popoverAnchorView"])
    }

    func testUnknownToolbarContentAndControllerBarItemsAreRefused() {
        assertRefused(Self.storyboard(toolbarItems: #"<toolbarItems><view id="odd-00-viw"/></toolbarItems>"#), mentioning: ["<view>", "toolbarItems"])
        assertRefused(Self.storyboard(navigationBar: #"<items><navigationItem title="X" id="itm-00-bad"/></items>"#), mentioning: ["items", "navigationController"])
    }
}
