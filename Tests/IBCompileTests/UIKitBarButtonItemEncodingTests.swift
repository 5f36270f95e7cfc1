import IBDocument
import XCTest
@testable import IBCompile

/// Bar button items of a navigation item (Random-Photo's storyboard with a back, a left and two
/// right items added) compiled through `NibCompiler` and read back with the test-only decoder:
/// the keys, conditions and order of `-[UIBarButtonItem encodeWithCoder:]` and
/// `-[UINavigationItem encodeWithCoder:]`, and the item's action as an event connection
/// without a control-event mask.
final class UIKitBarButtonItemEncodingTests: XCTestCase {
    static let items = """
                            <navigationItem key="navigationItem" title="Random Photo" id="OJh-bB-aTu">
                                <barButtonItem key="backBarButtonItem" title="Back" id="bck-it-001"/>
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="lft-it-002">
                                    <connections>
                                        <action selector="cancel:" destination="BYZ-38-t0r" id="act-it-003"/>
                                    </connections>
                                </barButtonItem>
                                <rightBarButtonItems>
                                    <barButtonItem enabled="NO" title="Save" style="done" id="rgt-it-004"/>
                                    <barButtonItem style="plain" systemItem="flexibleSpace" id="rgt-it-005"/>
                                </rightBarButtonItems>
                            </navigationItem>
        """
    static let storyboard = UIKitStoryboardFixtureTests.randomPhotoMain.replacingOccurrences(
        of: #"<navigationItem key="navigationItem" title="Random Photo" id="OJh-bB-aTu"/>"#, with: items)

    private func sceneNib(_ text: String = storyboard) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Main")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Main.storyboard")
        let nib = try XCTUnwrap(output.files.first { $0.path == "Main.storyboardc/UINavigationController-hrx-Dz-cXQ.nib" })
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(nib.bytes))
    }

    func testNavigationItemListsItsItemsInUIKitsCoderOrder() throws {
        XCTAssertTrue(Self.storyboard.contains("bck-it-001"), "the navigation item was replaced")
        let graph = try sceneNib()
        let item = try XCTUnwrap(graph.objects(ofClass: "UINavigationItem").first)
        XCTAssertEqual(item.values.map(\.key), ["UITitle", "UIBackBarButtonItem", "UILeftBarButtonItem", "UIRightBarButtonItem", "UILeftBarButtonItems",
                                                "UICenterItemGroups", "UIRightBarButtonItems", "UILargeTitleDisplayMode", "UINavigationBar"])
        let right = graph.elements(try XCTUnwrap(graph.child(item, "UIRightBarButtonItems")))
        XCTAssertEqual(graph.child(item, "UIRightBarButtonItems")?.className, "NSArray")
        XCTAssertEqual(right.count, 2)
        XCTAssertEqual(graph.child(item, "UIRightBarButtonItem"), right.first)
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(item, "UILeftBarButtonItems"))), [try XCTUnwrap(graph.child(item, "UILeftBarButtonItem"))])
    }

    func testBarButtonItemKeysFollowUIKitsCoder() throws {
        let graph = try sceneNib()
        let item = try XCTUnwrap(graph.objects(ofClass: "UINavigationItem").first)
        let back = try XCTUnwrap(graph.child(item, "UIBackBarButtonItem"))
        XCTAssertEqual(back.className, "UIBarButtonItem")
        XCTAssertEqual(back.values.map(\.key), ["UIEnabled", "UIStyle", "UITitle"])
        XCTAssertEqual(graph.value(back, "UIStyle"), .int8(1), "Interface Builder's default style is bordered")
        XCTAssertEqual(graph.string(graph.child(back, "UITitle")), "Back")
        XCTAssertEqual(graph.string(graph.child(graph.child(back, "UITitle"), "NSKey")), "bck-it-001.title")

        let left = try XCTUnwrap(graph.child(item, "UILeftBarButtonItem"))
        XCTAssertEqual(left.values.map(\.key), ["UIEnabled", "UIIsSystemItem", "UISystemItem", "UIStyle"])
        XCTAssertEqual([graph.value(left, "UIIsSystemItem"), graph.value(left, "UISystemItem")], [.bool(true), .int8(1)])

        let right = graph.elements(try XCTUnwrap(graph.child(item, "UIRightBarButtonItems")))
        XCTAssertEqual(right[0].values.map(\.key), ["UIStyle", "UITitle"], "a disabled item writes no UIEnabled")
        XCTAssertEqual(graph.value(right[0], "UIStyle"), .int8(2))
        XCTAssertEqual(right[1].values.map(\.key), ["UIEnabled", "UIIsSystemItem", "UISystemItem"], "a plain item writes no UIStyle")
        XCTAssertEqual(graph.value(right[1], "UISystemItem"), .int8(5))
    }

    func testItemActionIsAnEventConnectionWithoutMask() throws {
        let graph = try sceneNib()
        let connections = graph.objects(ofClass: "UIRuntimeEventConnection")
        XCTAssertEqual(connections.count, 1)
        let connection = try XCTUnwrap(connections.first)
        XCTAssertEqual(connection.values.map(\.key), ["UILabel", "UISource", "UIDestination"])
        XCTAssertEqual(graph.string(graph.child(connection, "UILabel")), "cancel:")
        let item = try XCTUnwrap(graph.objects(ofClass: "UINavigationItem").first)
        XCTAssertEqual(graph.child(connection, "UISource"), graph.child(item, "UILeftBarButtonItem"))
        let destination = try XCTUnwrap(graph.child(connection, "UIDestination"))
        XCTAssertEqual(destination.className, "UIClassSwapper")
        XCTAssertEqual(graph.string(graph.child(destination, "UIOriginalClassName")), "UIViewController")
    }

    static let toolbar = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tlb-01-aaa">
                            <rect key="frame" x="0.0" y="808" width="393" height="44"/>
                            <items>
                                <barButtonItem systemItem="trash" id="trs-it-bbb">
                                    <connections>
                                        <action selector="delete:" destination="-1" id="del-ac-ccc"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="flx-it-ddd"/>
                                <barButtonItem title="Edit" id="edt-it-eee"/>
                            </items>
                        </toolbar>
                    </subviews>
                </view>
        """)

    /// A toolbar in a view: `-[UIToolbar encodeWithCoder:]`'s keys after the view's, its items,
    /// and an item's action to File's Owner without a control-event mask.
    func testToolbarArchivesItsItemsAfterTheViewKeys() throws {
        let document = try InterfaceDocument(text: Self.toolbar)
        let output = try NibCompiler().compile(document, name: "Toolbar")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Toolbar.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let toolbar = try XCTUnwrap(graph.objects(ofClass: "UIToolbar").first)
        XCTAssertEqual(Array(toolbar.values.map(\.key).suffix(3)), ["UIItems", "UIBarPosition", "UIBarTranslucence"])
        XCTAssertEqual(graph.value(toolbar, "UIBarPosition"), .int8(1))
        XCTAssertEqual(graph.value(toolbar, "UIBarTranslucence"), .int8(1))
        XCTAssertEqual(graph.value(toolbar, "UIClearsContextBeforeDrawing"), .bool(false))
        XCTAssertNil(graph.value(toolbar, "UIOpaque"))
        let itemsArray = try XCTUnwrap(graph.child(toolbar, "UIItems"))
        XCTAssertEqual(itemsArray.className, "NSArray")
        let items = graph.elements(itemsArray)
        XCTAssertEqual(items.map { $0.values.map(\.key) }, [["UIEnabled", "UIIsSystemItem", "UISystemItem", "UIStyle"],
                                                             ["UIEnabled", "UIIsSystemItem", "UISystemItem"],
                                                             ["UIEnabled", "UIStyle", "UITitle"]])
        XCTAssertEqual(items.map { graph.value($0, "UISystemItem") }, [.int8(16), .int8(5), nil])
        let connection = try XCTUnwrap(graph.objects(ofClass: "UIRuntimeEventConnection").first)
        XCTAssertEqual(connection.values.map(\.key), ["UILabel", "UISource", "UIDestination"])
        XCTAssertEqual(graph.child(connection, "UISource"), items[0])
        XCTAssertEqual(graph.string(graph.child(graph.child(connection, "UIDestination"), "UIProxiedObjectIdentifier")), "IBFilesOwner")
    }

    static let toolbarSegue = UIKitStoryboardFixtureTests.storyboard(initial: "tba-vc-aaa", """
                <scene sceneID="tba-sc-001">
                    <objects>
                        <viewController id="tba-vc-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tba-vw-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tba-tb-ccc">
                                        <rect key="frame" x="0.0" y="808" width="393" height="44"/>
                                        <items>
                                            <barButtonItem title="Next" id="tba-it-ddd">
                                                <connections>
                                                    <segue destination="tbb-vc-eee" kind="show" id="tba-sg-fff"/>
                                                </connections>
                                            </barButtonItem>
                                        </items>
                                    </toolbar>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="tba-sa-ggg"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="tba-fr-hhh" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="tbb-sc-002">
                    <objects>
                        <viewController id="tbb-vc-eee" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tbb-vw-iii">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="tbb-sa-jjj"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="tbb-fr-kkk" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="400" y="0"/>
                </scene>
        """)

    /// A toolbar item's segue in a storyboard view: a `perform:` event connection (no mask) from
    /// the item to the template's upstream placeholder in the view nib; the template in the
    /// controller's `UIStoryboardSegueTemplates` in the scene nib.
    func testToolbarItemSegueIsAPerformConnectionToItsTemplate() throws {
        let document = try InterfaceDocument(text: Self.toolbarSegue)
        let output = try NibCompiler().compile(document, name: "Main")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Main.storyboard")
        let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.bytes) })
        let viewNib = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/tba-vc-aaa-view-tba-vw-bbb.nib"])))
        let connection = try XCTUnwrap(viewNib.objects(ofClass: "UIRuntimeEventConnection").first)
        XCTAssertEqual(connection.values.map(\.key), ["UILabel", "UISource", "UIDestination"])
        XCTAssertEqual(viewNib.string(viewNib.child(connection, "UILabel")), "perform:")
        XCTAssertEqual(viewNib.child(connection, "UISource")?.className, "UIBarButtonItem")
        let placeholder = try XCTUnwrap(viewNib.child(connection, "UIDestination"))
        XCTAssertEqual(placeholder.className, "UIProxyObject")
        let placeholderName = try XCTUnwrap(viewNib.string(viewNib.child(placeholder, "UIProxiedObjectIdentifier")))
        XCTAssertTrue(placeholderName.hasPrefix("UpstreamPlaceholder-"), placeholderName)

        let sceneNib = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/UIViewController-tba-vc-aaa.nib"])))
        let controller = try XCTUnwrap(sceneNib.objects(ofClass: "UIClassSwapper").first)
        let templates = sceneNib.elements(try XCTUnwrap(sceneNib.child(controller, "UIStoryboardSegueTemplates")))
        XCTAssertEqual(templates.map(\.className), ["UIStoryboardShowSegueTemplate"])
        let table = sceneNib.elements(try XCTUnwrap(sceneNib.child(controller, "UIExternalObjectsTableForViewLoading")))
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(sceneNib.string(table.first), placeholderName)
        XCTAssertEqual(table.last, templates.first)
    }

    func testAnItemsSegueIsAPerformConnectionToItsTemplateInTheSceneNib() throws {
        // (Custom views compile since the container-view round: `UIKitBarButtonCustomViewTests`.)
        let segue = Self.storyboard.replacingOccurrences(of: #"<action selector="cancel:" destination="BYZ-38-t0r" id="act-it-003"/>"#,
                                                         with: #"<segue destination="BYZ-38-t0r" kind="show" id="seg-it-007"/>"#)
        XCTAssertNotEqual(segue, Self.storyboard)
        let nib = try sceneNib(segue)
        let template = try XCTUnwrap(nib.objects(ofClass: "UIStoryboardShowSegueTemplate").first)
        let perform = try XCTUnwrap(nib.objects(ofClass: "UIRuntimeEventConnection").first { nib.string(nib.child($0, "UILabel")) == "perform:" })
        XCTAssertEqual(nib.child(perform, "UIDestination"), template)
        XCTAssertEqual(nib.child(perform, "UISource")?.className, "UIBarButtonItem")
        XCTAssertNil(nib.value(perform, "UIEventMask"))
    }
}
