import IBDocument
import XCTest
@testable import IBCompile

/// A controller's `<extendedEdge key="edgesForExtendedLayout">` in hand-written storyboards,
/// compiled through `NibCompiler`, checked with `UIKitSourceCheck` and read back with the
/// test-only decoder: `UIKeyEdgesForExtendedLayout` with the `UIRectEdge` bits of the edges set,
/// none written for all four edges (UIKit's default), its place, and refusals.
final class UIKitExtendedEdgesEncodingTests: XCTestCase {
    static func storyboard(edges: String, navigationEdges: String = "") -> String {
        UIKitToolbarItemsEncodingTests.storyboard(toolbarItems: edges)
            .replacingOccurrences(of: #"<navigationController toolbarHidden="NO" id="nav-00-ctl" sceneMemberID="viewController">"#,
                                  with: #"<navigationController toolbarHidden="NO" id="nav-00-ctl" sceneMemberID="viewController">"# + navigationEdges)
    }

    private func controllers(_ text: String) throws -> (graph: AppKitTestGraph, navigation: NibObject, root: NibObject) {
        let files = try UIKitSourceCheck.compileStoryboard(text).files
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/UINavigationController-nav-00-ctl.nib"])))
        func controller(_ className: String) throws -> NibObject {
            try XCTUnwrap(graph.objects(ofClass: "UIClassSwapper").first { graph.string(graph.child($0, "UIOriginalClassName")) == className })
        }
        return (graph, try controller("UINavigationController"), try controller("UIViewController"))
    }

    func testNoEdgesIsZeroAndOneEdgeIsItsBit() throws {
        let none = try controllers(Self.storyboard(edges: #"<extendedEdge key="edgesForExtendedLayout"/>"#))
        XCTAssertEqual(none.graph.value(none.root, "UIKeyEdgesForExtendedLayout"), .int8(0))
        let keys = none.root.values.map(\.key)
        XCTAssertEqual(keys.firstIndex(of: "UIKeyEdgesForExtendedLayout"), keys.firstIndex(of: "UIParentViewController").map { $0 + 1 },
                       "a plain controller: after UIParentViewController and the presentation flags (none here), as -encodeWithCoder: writes it")
        let bottom = try controllers(Self.storyboard(edges: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES" top="NO"/>"#))
        XCTAssertEqual(bottom.graph.value(bottom.root, "UIKeyEdgesForExtendedLayout"), .int8(4))
        let sides = try controllers(Self.storyboard(edges: #"<extendedEdge key="edgesForExtendedLayout" left="YES" right="YES"/>"#))
        XCTAssertEqual(sides.graph.value(sides.root, "UIKeyEdgesForExtendedLayout"), .int8(10))
    }

    func testAllEdgesIsUIKitsDefaultAndArchivesNothing() throws {
        let all = try controllers(Self.storyboard(edges: #"<extendedEdge key="edgesForExtendedLayout" top="YES" left="YES" bottom="YES" right="YES"/>"#))
        XCTAssertNil(all.graph.value(all.root, "UIKeyEdgesForExtendedLayout"))
        let absent = try controllers(Self.storyboard(edges: ""))
        XCTAssertNil(absent.graph.value(absent.root, "UIKeyEdgesForExtendedLayout"))
    }

    func testANavigationControllerWritesItBeforeAutomaticallyAdjustsScrollViewInsets() throws {
        let nav = try controllers(Self.storyboard(edges: "", navigationEdges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#))
        let keys = nav.navigation.values.map(\.key)
        XCTAssertEqual(Array(keys.prefix(3)), ["UIChildViewControllers", "UIKeyEdgesForExtendedLayout", "UIKeyAutomaticallyAdjustsScrollViewInsets"])
        XCTAssertEqual(nav.graph.value(nav.navigation, "UIKeyEdgesForExtendedLayout"), .int8(1))
    }

    func testIncludingOpaqueBarsIsTheIntegerKeyUIKitReads() throws {
        let text = Self.storyboard(edges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#)
            .replacingOccurrences(of: #"<viewController id="ctl-00-one""#, with: #"<viewController extendedLayoutIncludesOpaqueBars="YES" id="ctl-00-one""#)
        let root = try controllers(text)
        let keys = root.root.values.map(\.key)
        let edges = try XCTUnwrap(keys.firstIndex(of: "UIKeyEdgesForExtendedLayout"))
        XCTAssertEqual(keys[edges + 1], "UIKeyExtendedLayoutIncludesOpaqueBars")
        XCTAssertEqual(root.graph.value(root.root, "UIKeyExtendedLayoutIncludesOpaqueBars"), .int8(1))
        XCTAssertFalse(keys.contains("UIExtendedLayoutIncludesOpaqueBars"))
    }

    func testFlagsAndPopoverSizeFollowTheCodersOrder() throws {
        let attributes = #"<viewController title="One" hidesBottomBarWhenPushed="YES" definesPresentationContext="YES" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" autoresizesArchivedViewToFullSize="NO" id="ctl-00-one""#
        let text = Self.storyboard(edges: #"<extendedEdge key="edgesForExtendedLayout"/><size key="contentSizeForViewInPopover" width="400" height="600"/><tabBarItem key="tabBarItem" title="Tab" id="tbi-00-one"/>"#)
            .replacingOccurrences(of: #"<viewController id="ctl-00-one""#, with: attributes)
        let root = try controllers(text)
        let keys = root.root.values.map(\.key)
        XCTAssertEqual(Array(keys.prefix(3)), ["UITitle", "UITabBarItem", "UINavigationItem"], "-encodeWithCoder:'s first keys")
        let parent = try XCTUnwrap(keys.firstIndex(of: "UIParentViewController"))
        XCTAssertEqual(Array(keys[(parent + 1)...].prefix(8)), [
            "UIAutoresizesArchivedViewToFullSize", "UIDefinesPresentationContext", "UIModalTransitionStyle", "UIModalPresentationStyle",
            "UIHidesBottomBarWhenPushed", "UIContentSizeForViewInPopover", "UIKeyEdgesForExtendedLayout", "UIClassName",
        ])
        guard case .data(let bytes)? = root.graph.value(root.root, "UIContentSizeForViewInPopover") else { return XCTFail("no size data") }
        XCTAssertEqual(bytes, UIKitGeometry.doubles([400, 600]))
        let defaultSize = try controllers(Self.storyboard(edges: #"<size key="contentSizeForViewInPopover" width="320" height="1100"/>"#))
        XCTAssertNil(defaultSize.graph.value(defaultSize.root, "UIContentSizeForViewInPopover"), "320 × 1100 is UIKit's default")
        let valueForm = try controllers(Self.storyboard(edges: #"<value key="contentSizeForViewInPopover" type="size" width="400" height="600"/>"#))
        XCTAssertEqual(valueForm.graph.value(valueForm.root, "UIContentSizeForViewInPopover"), .data(UIKitGeometry.doubles([400, 600])),
                       "Xcode's generic <value type=\"size\"> form is the same size")
    }

    func testUnknownEdgesAndValuesAreRefused() {
        for edges in [#"<extendedEdge key="edgesForExtendedLayout" all="YES"/>"#, #"<extendedEdge key="edgesForExtendedLayout" top="maybe"/>"#] {
            XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: Self.storyboard(edges: edges)), name: "Main")) { error in
                XCTAssertTrue(String(describing: error).contains("extendedEdge"), String(describing: error))
            }
        }
    }

    func testAPlainControllerWithoutAutomaticInsetsWritesZeroAfterTheExtendedLayoutKeys() throws {
        let text = Self.storyboard(edges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#)
            .replacingOccurrences(of: #"<viewController id="ctl-00-one" sceneMemberID="viewController">"#,
                                  with: #"<viewController automaticallyAdjustsScrollViewInsets="NO" id="ctl-00-one" sceneMemberID="viewController">"#)
        XCTAssertTrue(text.contains(#"automaticallyAdjustsScrollViewInsets="NO" id="ctl-00-one""#))
        let compiled = try controllers(text)
        let keys = compiled.root.values.map(\.key)
        let edges = try XCTUnwrap(keys.firstIndex(of: "UIKeyEdgesForExtendedLayout"))
        XCTAssertEqual(keys[edges + 1], "UIKeyAutomaticallyAdjustsScrollViewInsets")
        XCTAssertEqual(compiled.graph.value(compiled.root, "UIKeyAutomaticallyAdjustsScrollViewInsets"), .int8(0))
        let plain = try controllers(Self.storyboard(edges: ""))
        XCTAssertNil(plain.graph.value(plain.root, "UIKeyAutomaticallyAdjustsScrollViewInsets"), "YES is UIKit's default")
    }
}
