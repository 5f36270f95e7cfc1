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
        XCTAssertEqual(keys.firstIndex(of: "UIKeyEdgesForExtendedLayout"), keys.firstIndex(of: "UINavigationItem").map { $0 + 1 },
                       "a plain controller: right after its navigation item, where a container's UIChildViewControllers would be")
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

    func testUnknownEdgesAndValuesAreRefused() {
        for edges in [#"<extendedEdge key="edgesForExtendedLayout" all="YES"/>"#, #"<extendedEdge key="edgesForExtendedLayout" top="maybe"/>"#] {
            XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: Self.storyboard(edges: edges)), name: "Main")) { error in
                XCTAssertTrue(String(describing: error).contains("extendedEdge"), String(describing: error))
            }
        }
    }
}
