import IBDocument
import XCTest
@testable import IBCompile

/// A navigation controller's tab bar item and toolbar (Random-Photo's storyboard with both
/// added) compiled through `NibCompiler` and read back with the test-only decoder: the keys,
/// conditions and order of `-[UITabBarItem encodeWithCoder:]` under the controller's
/// `UITabBarItem`, and `-[UINavigationController encodeWithCoder:]`'s `UIToolbar` (after
/// `UINavigationBar`) and `UIToolbarShown`.
final class UIKitNavigationControllerBarsTests: XCTestCase {
    static func storyboard(toolbarFrame: String = "", tabBarItem: String = #"<tabBarItem key="tabBarItem" enabled="NO" title="" id="tbi-nv-001"/>"#) -> String {
        UIKitStoryboardFixtureTests.randomPhotoMain
            .replacingOccurrences(of: #"<navigationController automaticallyAdjustsScrollViewInsets="NO" id="hrx-Dz-cXQ" sceneMemberID="viewController">"#,
                                  with: #"<navigationController automaticallyAdjustsScrollViewInsets="NO" toolbarHidden="NO" id="hrx-Dz-cXQ" sceneMemberID="viewController">"# + tabBarItem)
            .replacingOccurrences(of: #"<nil name="viewControllers"/>"#, with: """
                <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tlb-nv-002">\(toolbarFrame)
                    <autoresizingMask key="autoresizingMask"/>
                </toolbar>
                <nil name="viewControllers"/>
                """)
    }

    private func sceneNib(_ text: String) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Main")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Main.storyboard")
        let nib = try XCTUnwrap(output.files.first { $0.path == "Main.storyboardc/UINavigationController-hrx-Dz-cXQ.nib" })
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(nib.bytes))
    }

    private func navigationController(_ graph: AppKitTestGraph) throws -> NibObject {
        try XCTUnwrap(graph.objects(ofClass: "UIClassSwapper").first { graph.string(graph.child($0, "UIOriginalClassName")) == "UINavigationController" })
    }

    func testToolbarFollowsTheBarAndShownIsAFlag() throws {
        let text = Self.storyboard()
        XCTAssertTrue(text.contains("tlb-nv-002") && text.contains("tbi-nv-001"))
        let graph = try sceneNib(text)
        let controller = try navigationController(graph)
        let keys = controller.values.map(\.key)
        let bar = try XCTUnwrap(keys.firstIndex(of: "UINavigationBar"))
        XCTAssertEqual(Array(keys[bar...]), ["UINavigationBar", "UIToolbar", "UIToolbarShown", "UIClassName", "UIOriginalClassName"])
        XCTAssertEqual(graph.value(controller, "UIToolbarShown"), .bool(true))
        let toolbar = try XCTUnwrap(graph.child(controller, "UIToolbar"))
        XCTAssertEqual(toolbar.className, "UIToolbar")
        XCTAssertNil(graph.value(toolbar, "UIBounds"), "no frame in the source, none in the nib")
        XCTAssertEqual(graph.value(toolbar, "UIClearsContextBeforeDrawing"), .bool(false))
    }

    func testTabBarItemKeysFollowUIKitsCoder() throws {
        let graph = try sceneNib(Self.storyboard())
        let controller = try navigationController(graph)
        let keys = controller.values.map(\.key)
        XCTAssertEqual(keys.firstIndex(of: "UITabBarItem"), 0, "no navigation item on a navigation controller: the tab bar item comes first")
        let item = try XCTUnwrap(graph.child(controller, "UITabBarItem"))
        XCTAssertEqual(item.className, "UITabBarItem")
        XCTAssertEqual(item.values.map(\.key), ["UITitle"], "disabled: no UIEnabled; an empty title is still a title")
        XCTAssertEqual(graph.string(graph.child(item, "UITitle")), "")

        let system = try sceneNib(Self.storyboard(tabBarItem: #"<tabBarItem key="tabBarItem" systemItem="favorites" tag="3" title="Ignored" id="tbi-nv-003"/>"#))
        let systemItem = try XCTUnwrap(system.child(try navigationController(system), "UITabBarItem"))
        XCTAssertEqual(systemItem.values.map(\.key), ["UISystemItem", "UIEnabled", "UITag"], "a system item writes no title")
        XCTAssertEqual([system.value(systemItem, "UISystemItem"), system.value(systemItem, "UITag")], [.int8(1), .int8(3)])
    }

    func testToolbarWithAFrameIsArchivedWithZeroWidthAsTheBarIs() throws {
        let graph = try sceneNib(Self.storyboard(toolbarFrame: #"<rect key="frame" x="0.0" y="803" width="393" height="49"/>"#))
        let controller = try navigationController(graph)
        let toolbar = try XCTUnwrap(graph.child(controller, "UIToolbar"))
        let bar = try XCTUnwrap(graph.child(controller, "UINavigationBar"))
        let expected = UIKitGeometry.Frame(x: 0, y: 803, width: 0, height: 49)
        XCTAssertEqual(graph.value(toolbar, "UIBounds"), .data(UIKitGeometry.bounds(expected)))
        XCTAssertEqual(graph.value(toolbar, "UICenter"), .data(UIKitGeometry.center(expected)))
        guard case .data(let barBounds)? = graph.value(bar, "UIBounds") else { return XCTFail("the bar has bounds") }
        XCTAssertEqual(barBounds, UIKitGeometry.bounds(UIKitGeometry.Frame(x: 0, y: 59, width: 0, height: 50)), "the bar's zero-width form, which the toolbar follows")
    }

    func testUnknownItemAttributesAreRefused() throws {
        let landscape = Self.storyboard(tabBarItem: #"<tabBarItem key="tabBarItem" title="A" landscapeImage="x" id="tbi-nv-004"/>"#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: landscape), name: "Main")) { error in
            XCTAssertTrue(String(describing: error).contains("landscapeImage"), String(describing: error))
        }
    }
}
