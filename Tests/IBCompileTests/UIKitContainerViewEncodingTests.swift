import IBDocument
import XCTest
@testable import IBCompile

/// A storyboard `<containerView>` with an embed segue, compiled through `NibCompiler` and read
/// back with the test-only decoder: the container is a plain `UIView` in the parent's view nib;
/// the `UIStoryboardEmbedSegueTemplate` is in the parent's scene nib (`UIPerformOnViewLoad` YES,
/// `UIContainerView` nil, the controller's `viewController` outlet) and gets its container from
/// the view nib through a `containerView` outlet from its upstream placeholder; the child is its
/// own scene, instantiated by UIKit when the segue runs. Also a tab bar item's SF Symbol image.
final class UIKitContainerViewEncodingTests: XCTestCase {
    static func parentAndChild(container: String = "", segue: Bool = true) -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "par-cv-aaa", """
                <scene sceneID="sc1-cv-aaa">
                    <objects>
                        <viewController id="par-cv-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pvw-cv-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="cnt-cv-aaa">
                                        <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>\(container)\(segue ? """

                                        <connections>
                                            <segue destination="chd-cv-aaa" kind="embed" identifier="embedList" id="emb-cv-aaa"/>
                                        </connections>
        """ : "")
                                    </containerView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa1-cv-aaa"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-cv-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="sc2-cv-aaa">
                    <objects>
                        <viewController id="chd-cv-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cvw-cv-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="sa2-cv-aaa"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-cv-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="500" y="0"/>
                </scene>
        """)
    }

    private func graph(_ files: [String: [UInt8]], _ nib: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/\(nib).nib"], "no \(nib).nib in \(files.keys.sorted())")))
    }

    func testEmbedSegueTemplateAndItsContainerOutlet() throws {
        let (files, _) = try UIKitSourceCheck.compileStoryboard(Self.parentAndChild())
        XCTAssertEqual(files.keys.sorted(), ["Main.storyboardc/Info.plist", "Main.storyboardc/UIViewController-chd-cv-aaa.nib",
                                             "Main.storyboardc/UIViewController-par-cv-aaa.nib", "Main.storyboardc/chd-cv-aaa-view-cvw-cv-aaa.nib",
                                             "Main.storyboardc/par-cv-aaa-view-pvw-cv-aaa.nib"],
                       "the child is a scene of its own, reached by the embed segue")

        let scene = try graph(files, "UIViewController-par-cv-aaa")
        let controller = try XCTUnwrap(scene.objects(ofClass: "UIClassSwapper").first { scene.string(scene.child($0, "UIOriginalClassName")) == "UIViewController" }
                                       ?? scene.objects(ofClass: "UIViewController").first)
        let templates = scene.elements(try XCTUnwrap(scene.child(controller, "UIStoryboardSegueTemplates")))
        XCTAssertEqual(templates.map(\.className), ["UIStoryboardEmbedSegueTemplate"])
        let template = try XCTUnwrap(templates.first)
        XCTAssertEqual(template.values.map(\.key), ["UIIdentifier", "UIDestinationViewControllerIdentifier", "UIPerformOnViewLoad", "UIContainerView"],
                       "the base coder's keys in its order, then the embed coder's")
        XCTAssertEqual(scene.string(scene.child(template, "UIIdentifier")), "embedList")
        XCTAssertEqual(scene.string(scene.child(template, "UIDestinationViewControllerIdentifier")), "UIViewController-chd-cv-aaa")
        XCTAssertEqual(scene.value(template, "UIPerformOnViewLoad"), .bool(true))
        XCTAssertEqual(scene.value(template, "UIContainerView"), .null, "the container is in the view nib")
        let viewControllerOutlets = scene.objects(ofClass: "UIRuntimeOutletConnection").filter { scene.string(scene.child($0, "UILabel")) == "viewController" }
        XCTAssertEqual(viewControllerOutlets.map { scene.child($0, "UISource") }, [template])
        XCTAssertEqual(viewControllerOutlets.map { scene.child($0, "UIDestination") }, [controller])
        let table = scene.elements(try XCTUnwrap(scene.child(controller, "UIExternalObjectsTableForViewLoading")))
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(scene.string(table.first), "UpstreamPlaceholder-1")
        XCTAssertEqual(table.last, template)

        let view = try graph(files, "par-cv-aaa-view-pvw-cv-aaa")
        let root = try XCTUnwrap(view.objects(ofClass: "UIView").first { view.child($0, "UISubviews") != nil })
        let subviews = view.elements(try XCTUnwrap(view.child(root, "UISubviews")))
        XCTAssertEqual(subviews.map(\.className), ["UIView"], "a container view is a plain UIView")
        let container = try XCTUnwrap(subviews.first)
        XCTAssertNil(view.value(container, "UISubviews"))
        XCTAssertNil(view.value(container, "UIOpaque"), "opaque=\"NO\"")
        let outlets = view.objects(ofClass: "UIRuntimeOutletConnection").filter { view.string(view.child($0, "UILabel")) == "containerView" }
        XCTAssertEqual(outlets.count, 1)
        let source = try XCTUnwrap(view.child(outlets.first, "UISource"))
        XCTAssertEqual(source.className, "UIProxyObject")
        XCTAssertEqual(view.string(view.child(source, "UIProxiedObjectIdentifier")), "UpstreamPlaceholder-1")
        XCTAssertEqual(view.child(outlets.first, "UIDestination"), container)
        XCTAssertTrue(view.objects(ofClass: "UIRuntimeEventConnection").isEmpty, "an embed segue is no control event")
    }

    func testContainerWithoutSegueIsAPlainView() throws {
        let (files, _) = try UIKitSourceCheck.compileStoryboard(Self.parentAndChild(segue: false))
        XCTAssertNil(files["Main.storyboardc/UIViewController-chd-cv-aaa.nib"], "nothing reaches the child: ibtool drops it")
        let scene = try graph(files, "UIViewController-par-cv-aaa")
        XCTAssertTrue(scene.objects(ofClass: "UIStoryboardEmbedSegueTemplate").isEmpty)
        let view = try graph(files, "par-cv-aaa-view-pvw-cv-aaa")
        XCTAssertEqual(view.objects(ofClass: "UIView").count, 2)
        XCTAssertTrue(view.objects(ofClass: "UIRuntimeOutletConnection").allSatisfy { view.string(view.child($0, "UILabel")) == "view" })
    }

    func testContainerWithSubviewsIsRefusedByName() throws {
        let text = Self.parentAndChild(container: """

                                        <subviews>
                                            <view contentMode="scaleToFill" id="sub-cv-aaa">
                                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            </view>
                                        </subviews>
        """)
        XCTAssertThrowsError(try UIKitSourceCheck.compileStoryboard(text)) { error in
            guard case CompileError.encoding(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("subviews") && message.contains("containerView"), message)
        }
    }

    func testTabBarItemWithSystemSymbolImage() throws {
        let text = UIKitTabBarEncodingTests.source
            .replacingOccurrences(of: #"<tabBarItem title="Feed" image="feed" id="itm-02-aaa"/>"#,
                                  with: #"<tabBarItem title="Feed" image="star.fill" catalog="system" id="itm-02-aaa"/>"#)
            .replacingOccurrences(of: #"<image name="feed" width="25" height="25"/>"#,
                                  with: #"<image name="star.fill" catalog="system" width="128" height="121"/>"#)
        XCTAssertTrue(text.contains(#"catalog="system" id="itm-02-aaa""#))
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Tabs")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Tabs.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let item = try XCTUnwrap(graph.objects(ofClass: "UITabBarItem").first { graph.string(graph.child($0, "UITitle")) == "Feed" })
        let image = try XCTUnwrap(graph.child(item, "UIImage"))
        XCTAssertEqual(image.className, "UIImageNibPlaceholder")
        XCTAssertEqual(image.values.map(\.key), ["UIImageWidth", "UIImageHeight", "UIResourceName", "UISystemSymbolResourceName",
                                                 "UISymbolImageConfiguration", "UIResourceCatalogName"])
        XCTAssertEqual(graph.value(image, "UIImageWidth"), .float(0), "a symbol placeholder is an empty image, whatever <resources> says")
        XCTAssertEqual(graph.string(graph.child(image, "UIResourceName")), "star.fill")
        XCTAssertEqual(graph.string(graph.child(image, "UISystemSymbolResourceName")), "star.fill")
        XCTAssertEqual(graph.value(image, "UIResourceCatalogName"), .null)

        let other = text.replacingOccurrences(of: #"catalog="system" id="itm-02-aaa""#, with: #"catalog="Assets" id="itm-02-aaa""#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: other), name: "Tabs")) { error in
            guard case CompileError.encoding(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("catalog=\"Assets\"") && message.contains("tabBarItem"), message)
        }
    }
}
