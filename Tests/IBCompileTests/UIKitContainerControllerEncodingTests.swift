import IBDocument
import XCTest
@testable import IBCompile

/// Tab bar, split and page view controllers in hand-written storyboards, compiled through
/// `NibCompiler`, checked against their source with `UIKitSourceCheck` and read back with the
/// test-only decoder (`AppKitNibTestDecoder`): the children embedded in the container's scene nib
/// (`UIParentViewController`, `UIChildViewControllers` in the order UIKit rebuilds them), each
/// container's own coder keys in their order, the tab bar's delegate and items, and refusals.
final class UIKitContainerControllerEncodingTests: XCTestCase {
    /// A plain controller scene with a root view and, optionally, a tab bar item.
    static func child(_ id: String, tabTitle: String? = nil) -> String {
        let item = tabTitle.map { #"<tabBarItem key="tabBarItem" title="\#($0)" id="\#(id.prefix(3))-ti-itm"/>"# } ?? ""
        return """
                <scene sceneID="\(id.prefix(3))-sc-scn"><objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id.prefix(3))-vw-vew">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>\(item)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id.prefix(3))-fr-frs" sceneMemberID="firstResponder"/>
                </objects></scene>
        """
    }

    static func container(_ element: String, _ attributes: String = "", content: String = "", segues: [(String, String)]) -> String {
        let connections = segues.enumerated().map { index, segue in
            #"<segue destination="\#(segue.1)" kind="relationship" relationship="\#(segue.0)" id="rel-0\#(index)-seg"/>"#
        }.joined()
        return """
                <scene sceneID="cnt-00-scn"><objects>
                    <\(element)\(attributes) id="cnt-00-ctl" sceneMemberID="viewController">\(content)
                        <connections>\(connections)</connections>
                    </\(element)>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="cnt-00-frs" sceneMemberID="firstResponder"/>
                </objects></scene>
        """
    }

    static let tabBar = """
        <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="tbr-00-bar">
            <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
            <autoresizingMask key="autoresizingMask"/>
            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </tabBar>
        """

    static func tabs(bar: String = tabBar, secondTitle: String? = "Second", relationship: String = "viewControllers") -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "cnt-00-ctl",
            container("tabBarController", content: bar, segues: [(relationship, "aaa-00-one"), (relationship, "bbb-00-two")])
                + child("aaa-00-one", tabTitle: "First") + child("bbb-00-two", tabTitle: secondTitle))
    }

    private func sceneNib(_ text: String, _ nib: String) throws -> AppKitTestGraph {
        let files = try UIKitSourceCheck.compileStoryboard(text).files
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/\(nib).nib"], "no \(nib) in \(files.keys.sorted())")))
    }

    private func controller(_ graph: AppKitTestGraph, _ className: String) throws -> NibObject {
        try XCTUnwrap(graph.objects(ofClass: "UIClassSwapper").first { graph.string(graph.child($0, "UIOriginalClassName")) == className })
    }

    private func assertRefused(_ text: String, mentioning words: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "Main"), file: file, line: line) { error in
            let message = String(describing: error)
            for word in words { XCTAssertTrue(message.contains(word), "\(word) not in: \(message)", file: file, line: line) }
        }
    }

    func testTabBarControllerEmbedsItsTabsAndArchivesItsBar() throws {
        let files = try UIKitSourceCheck.compileStoryboard(Self.tabs()).files
        XCTAssertEqual(Set(files.keys), ["Main.storyboardc/Info.plist", "Main.storyboardc/UITabBarController-cnt-00-ctl.nib",
                                         "Main.storyboardc/aaa-00-one-view-aaa-vw-vew.nib", "Main.storyboardc/bbb-00-two-view-bbb-vw-vew.nib"],
                       "the tabs live in the tab bar controller's scene nib; their views in view nibs of their own")
        let graph = try sceneNib(Self.tabs(), "UITabBarController-cnt-00-ctl")
        let tabs = try controller(graph, "UITabBarController")
        XCTAssertEqual(tabs.values.map(\.key), ["UIChildViewControllers", "UITabBar", "UICustomizableViewControllers", "UIViewControllers",
                                                "UIClassName", "UIOriginalClassName"])
        let children = graph.elements(try XCTUnwrap(graph.child(tabs, "UIChildViewControllers")))
        XCTAssertEqual(children.count, 2)
        for (child, (title, nib)) in zip(children, [("First", "aaa-00-one-view-aaa-vw-vew"), ("Second", "bbb-00-two-view-bbb-vw-vew")]) {
            XCTAssertEqual(graph.string(graph.child(child, "UIOriginalClassName")), "UIViewController")
            XCTAssertEqual(graph.child(child, "UIParentViewController"), tabs)
            XCTAssertEqual(graph.string(graph.child(child, "UINibName")), nib)
            XCTAssertEqual(graph.string(graph.child(graph.child(child, "UITabBarItem"), "UITitle")), title)
        }
        for key in ["UICustomizableViewControllers", "UIViewControllers"] {
            let array = try XCTUnwrap(graph.child(tabs, key))
            XCTAssertEqual(array.className, "NSMutableArray")
            XCTAssertEqual(graph.elements(array), children, key)
        }

        let bar = try XCTUnwrap(graph.child(tabs, "UITabBar"))
        XCTAssertEqual(bar.className, "UITabBar")
        let keys = bar.values.map(\.key)
        XCTAssertEqual(Array(keys.suffix(3)), ["UIDelegate", "UIItems", "UIBarTranslucence"], "-[UITabBar encodeWithCoder:] order after the view keys")
        XCTAssertEqual(graph.child(bar, "UIDelegate"), tabs)
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(bar, "UIItems"))), children.compactMap { graph.child($0, "UITabBarItem") },
                       "the bar's items are the tabs' own tab bar items")
        XCTAssertEqual(graph.value(bar, "UIViewInsetsLayoutMarginsFromSafeArea"), .bool(false))
        XCTAssertNil(graph.value(bar, "UISelectedItem"))

        let listed = graph.elements(try XCTUnwrap(graph.child(graph.object(0), "UINibObjectsKey")))
        XCTAssertEqual(listed.firstIndex(of: bar).map { $0 - 1 }, listed.firstIndex(of: tabs), "the bar is listed right after its controller")
        let storyboardOutlets = graph.objects(ofClass: "UIRuntimeOutletConnection").filter { graph.string(graph.child($0, "UILabel")) == "storyboard" }
        XCTAssertEqual(storyboardOutlets.count, 3, "the controller and each tab reach the storyboard")
        XCTAssertEqual(Set(storyboardOutlets.compactMap { graph.child($0, "UIDestination")?.className }), ["UIProxyObject"])
        XCTAssertEqual(graph.objects(ofClass: "UIProxyObject").filter { graph.string(graph.child($0, "UIProxiedObjectIdentifier")) == "UIStoryboardPlaceholder" }.count, 3)
    }

    func testTabBarControllerRefusals() {
        assertRefused(Self.tabs(secondTitle: nil), mentioning: ["bbb-00-two", "tabBarItem"])
        assertRefused(Self.tabs(bar: ""), mentioning: ["tabBarController", #"<tabBar key="tabBar">"#])
        assertRefused(Self.tabs(bar: Self.tabBar.replacingOccurrences(of: "</tabBar>", with: #"<items><tabBarItem title="X" id="itm-00-xxx"/></items></tabBar>"#)),
                      mentioning: ["items", "tabBarController"])
        assertRefused(Self.tabs(relationship: "rootViewController"), mentioning: ["relationship", "rootViewController"])
    }

    static func split(_ attributes: String = "", segues: [(String, String)], extra: [String] = []) -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "cnt-00-ctl",
            container("splitViewController", attributes, segues: segues) + (["ddd-00-det", "mmm-00-mst"] + extra).map { child($0) }.joined())
    }

    func testSplitViewControllerArchivesItsColumnsInColumnOrder() throws {
        // Detail first in the document, as Xcode often writes it: UIKit rebuilds the columns
        // from `childViewControllers`, primary first.
        let text = Self.split(segues: [("detailViewController", "ddd-00-det"), ("masterViewController", "mmm-00-mst")])
        let graph = try sceneNib(text, "UISplitViewController-cnt-00-ctl")
        let split = try controller(graph, "UISplitViewController")
        let children = graph.elements(try XCTUnwrap(graph.child(split, "UIChildViewControllers")))
        XCTAssertEqual(children.map { graph.string(graph.child($0, "UINibName")) }, ["mmm-00-mst-view-mmm-vw-vew", "ddd-00-det-view-ddd-vw-vew"])
        XCTAssertEqual(children.map { graph.child($0, "UIParentViewController") }, [split, split])
        XCTAssertEqual(split.values.map(\.key), [
            "UIChildViewControllers", "UISplitViewControllerPrimaryEdge", "UISplitViewControllerPresentsWithGesture",
            "UISplitViewControllerShowsSecondaryOnlyButton", "UISplitViewControllerUsesDeviceOverlayPreferences",
            "UISplitViewControllerUsesExtraWidePrimaryColumn", "UISplitViewControllerStyle", "UIClassName", "UIOriginalClassName",
        ])
        XCTAssertEqual(["UISplitViewControllerPrimaryEdge", "UISplitViewControllerPresentsWithGesture", "UISplitViewControllerShowsSecondaryOnlyButton",
                        "UISplitViewControllerUsesDeviceOverlayPreferences", "UISplitViewControllerUsesExtraWidePrimaryColumn",
                        "UISplitViewControllerStyle"].map { graph.value(split, $0) },
                       [.int8(0), .bool(true), .bool(false), .bool(true), .bool(false), .int8(0)])
        XCTAssertNil(graph.value(split, "UIViewControllers"), "the split view controller's coder writes no UIViewControllers")
    }

    func testTripleColumnSplitViewController() throws {
        let text = Self.split(#" allowDoubleColumnStyle="YES" behavior="tile" primaryBackgroundStyle="sidebar" preferredDisplayMode="twoBesideSecondary""#,
                              segues: [("detailViewController", "ddd-00-det"), ("supplementaryViewController", "sss-00-sup"), ("masterViewController", "mmm-00-mst")],
                              extra: ["sss-00-sup"])
        let graph = try sceneNib(text, "UISplitViewController-cnt-00-ctl")
        let split = try controller(graph, "UISplitViewController")
        let children = graph.elements(try XCTUnwrap(graph.child(split, "UIChildViewControllers")))
        XCTAssertEqual(children.map { graph.string(graph.child($0, "UINibName"))?.prefix(3) }, ["mmm", "sss", "ddd"])
        let keys = split.values.map(\.key)
        XCTAssertEqual(Array(keys.prefix(3)), ["UIChildViewControllers", "UISplitViewControllerPreferredDisplayMode", "UISplitViewControllerPreferredSplitBehavior"])
        XCTAssertEqual(keys.firstIndex(of: "UISplitViewControllerPrimaryBackgroundStyle"), keys.firstIndex(of: "UISplitViewControllerStyle").map { $0 + 1 })
        XCTAssertEqual(["UISplitViewControllerPreferredDisplayMode", "UISplitViewControllerPreferredSplitBehavior", "UISplitViewControllerStyle",
                        "UISplitViewControllerPrimaryBackgroundStyle"].map { graph.value(split, $0) }, [.int8(4), .int8(1), .int8(2), .int8(1)])
    }

    func testSplitViewControllerColumnWidthsInTheCodersOrder() throws {
        // `-[UISplitViewControllerPanelImpl encodeWithCoder:]`: the fraction, then the minimum
        // width (doubles), after the display mode and behaviour, before `…PrimaryEdge`.
        let text = Self.split(#" minimumPrimaryColumnWidth="320" preferredPrimaryColumnWidthFraction="0.4" preferredDisplayMode="oneBesideSecondary""#,
                              segues: [("masterViewController", "mmm-00-mst"), ("detailViewController", "ddd-00-det")])
        let graph = try sceneNib(text, "UISplitViewController-cnt-00-ctl")
        let split = try controller(graph, "UISplitViewController")
        XCTAssertEqual(Array(split.values.map(\.key).dropFirst().prefix(4)), [
            "UISplitViewControllerPreferredDisplayMode", "UISplitViewControllerPreferredPrimaryColumnWidthFraction",
            "UISplitViewControllerMinimumPrimaryColumnWidth", "UISplitViewControllerPrimaryEdge",
        ])
        XCTAssertEqual(graph.value(split, "UISplitViewControllerPreferredPrimaryColumnWidthFraction"), .double(0.4))
        XCTAssertEqual(graph.value(split, "UISplitViewControllerMinimumPrimaryColumnWidth"), .double(320))
        // Widths Interface Builder has no attribute for stay refused.
        assertRefused(Self.split(#" maximumPrimaryColumnWidth="400""#, segues: [("masterViewController", "mmm-00-mst")]),
                      mentioning: ["maximumPrimaryColumnWidth"])
    }

    func testSplitViewControllerRefusals() {
        assertRefused(Self.split(segues: [("masterViewController", "mmm-00-mst"), ("compactViewController", "ddd-00-det")]),
                      mentioning: ["relationship", "compactViewController"])
        assertRefused(Self.split(segues: [("masterViewController", "mmm-00-mst"), ("supplementaryViewController", "ddd-00-det")]),
                      mentioning: ["supplementaryViewController", "triple-column"])
        assertRefused(Self.split(#" preferredDisplayMode="beside""#, segues: [("masterViewController", "mmm-00-mst")]),
                      mentioning: ["preferredDisplayMode", "beside"])
        assertRefused(Self.split(#" behavior="tile""#, segues: [("masterViewController", "mmm-00-mst")]), mentioning: ["behavior"])
        assertRefused(Self.split(segues: [("masterViewController", "mmm-00-mst"), ("masterViewController", "ddd-00-det")]),
                      mentioning: ["masterViewController", "more than one"])
    }

    static func pages(_ attributes: String, segues: [(String, String)] = []) -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "cnt-00-ctl",
            container("pageViewController", attributes, segues: segues) + (segues.isEmpty ? "" : child("ddd-00-det")))
    }

    func testPageViewControllerArchivesItsAttributes() throws {
        let scroll = try sceneNib(Self.pages(#" autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="max" doubleSided="YES" interPageSpacing="8""#),
                                  "UIPageViewController-cnt-00-ctl")
        let pages = try controller(scroll, "UIPageViewController")
        XCTAssertEqual(pages.values.map(\.key), ["UIAutoresizesArchivedViewToFullSize", "UITransitionStyle", "UINavigationOrientation", "UISpineLocation",
                                                 "UIDoubleSided", "UIViewControllers", "UIPageSpacing", "UIClassName", "UIOriginalClassName"])
        XCTAssertEqual(["UIAutoresizesArchivedViewToFullSize", "UITransitionStyle", "UINavigationOrientation", "UISpineLocation", "UIDoubleSided",
                        "UIViewControllers", "UIPageSpacing"].map { scroll.value(pages, $0) },
                       [.bool(false), .int8(1), .int8(1), .int8(0), .bool(false), .null, .int8(8)],
                       "a scrolling controller has no spine and is single sided whatever the document says")

        let curl = try sceneNib(Self.pages(#" transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="mid" doubleSided="YES""#),
                                "UIPageViewController-cnt-00-ctl")
        let curled = try controller(curl, "UIPageViewController")
        XCTAssertEqual(["UITransitionStyle", "UINavigationOrientation", "UISpineLocation", "UIDoubleSided", "UIPageSpacing"].map { curl.value(curled, $0) },
                       [.int8(0), .int8(0), .int8(2), .bool(true), .int8(0)])
        XCTAssertNil(curl.value(curled, "UIChildViewControllers"))
    }

    func testPageViewControllerRefusals() {
        assertRefused(Self.pages(#" transitionStyle="pageCurl" spineLocation="none""#), mentioning: ["spineLocation", "none"])
        assertRefused(Self.pages(#" transitionStyle="pageCurl" spineLocation="mid" doubleSided="NO""#), mentioning: ["doubleSided"])
        assertRefused(Self.pages(#" transitionStyle="scroll" interPageSpacing="2.5""#), mentioning: ["interPageSpacing", "2.5"])
        assertRefused(Self.pages(#" transitionStyle="scroll""#, segues: [("viewControllers", "ddd-00-det")]), mentioning: ["relationship", "viewControllers"])
    }

    static func collectionController(_ attributes: String = "") -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "cvc-00-ctl", """
                <scene sceneID="cvc-00-scn"><objects>
                    <collectionViewController\(attributes) id="cvc-00-ctl" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cvc-00-col">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="cvc-00-lay">
                                <size key="itemSize" width="50" height="50"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cvc-00-cel">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </view>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="cvc-00-ctl" id="cvc-00-ods"/>
                                <outlet property="delegate" destination="cvc-00-ctl" id="cvc-00-odl"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="cvc-00-frs" sceneMemberID="firstResponder"/>
                </objects></scene>
        """)
    }

    func testCollectionViewControllerArchivesItsFlagsAfterTheControllerKeys() throws {
        let files = try UIKitSourceCheck.compileStoryboard(Self.collectionController()).files
        let view = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/cvc-00-ctl-view-cvc-00-col.nib"])))
        XCTAssertEqual(view.objects(ofClass: "UICollectionView").count, 1, "the collection view is the controller's view nib")
        let plain = try controller(try sceneNib(Self.collectionController(), "UICollectionViewController-cvc-00-ctl"), "UICollectionViewController")
        XCTAssertEqual(plain.values.map(\.key), ["UIExternalObjectsTableForViewLoading", "UINibName", "UIClassName", "UIOriginalClassName"],
                       "both flags on (UIKit's defaults): nothing of the controller's own coder")

        let text = Self.collectionController(#" clearsSelectionOnViewWillAppear="NO" installsStandardGestureForInteractiveMovement="NO" modalPresentationStyle="formSheet""#)
        let graph = try sceneNib(text, "UICollectionViewController-cvc-00-ctl")
        let flagged = try controller(graph, "UICollectionViewController")
        XCTAssertEqual(Array(flagged.values.map(\.key).suffix(5)), ["UIModalPresentationStyle", "UIClearsSelectionOnViewWillAppear",
                                                                   "UIInstallsStandardReorderingGesture", "UIClassName", "UIOriginalClassName"],
                       "-[UICollectionViewController encodeWithCoder:] writes its flags after the UIViewController keys")
        XCTAssertEqual([graph.value(flagged, "UIClearsSelectionOnViewWillAppear"), graph.value(flagged, "UIInstallsStandardReorderingGesture")],
                       [.bool(false), .bool(false)])
        assertRefused(Self.collectionController(#" useLayoutToLayoutNavigationTransitions="YES""#), mentioning: ["useLayoutToLayoutNavigationTransitions"])
        // Without its view UIKit would build a collection view from a layout the controller does not have.
        assertRefused(UIKitStoryboardFixtureTests.storyboard(initial: "cnt-00-ctl", Self.container("collectionViewController", segues: [])),
                      mentioning: ["collectionViewController", #"<collectionView key="view">"#])
    }
}
