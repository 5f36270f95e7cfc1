import IBDocument
import XCTest
@testable import IBCompile

/// Tap and pinch gesture recognizers compiled through `NibCompiler` and read back with the
/// test-only decoder: the keys, conditions and order of `-[UIGestureRecognizer encodeWithCoder:]`,
/// `-[UITapGestureRecognizer encodeWithCoder:]` (its private `UITapRecognizer`) and
/// `-[UITapRecognizer encodeWithCoder:]`, the action as an event connection without a mask, the
/// view's `gestureRecognizers` outlet collection, and (storyboards) the recognizer archived in
/// the view nib with its scene's controller behind an upstream placeholder.
final class UIKitGestureRecognizerEncodingTests: XCTestCase {
    static let xib = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="img-01-aaa">
                            <rect key="frame" x="10" y="10" width="100" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <gestureRecognizers/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="tap-01-aaa" appends="YES" id="gst-01-aaa"/>
                                <outletCollection property="gestureRecognizers" destination="pin-01-aaa" appends="YES" id="gst-02-aaa"/>
                            </connections>
                        </imageView>
                    </subviews>
                </view>
                <tapGestureRecognizer numberOfTapsRequired="2" cancelsTouchesInView="NO" id="tap-01-aaa">
                    <connections>
                        <action selector="imageTapped:" destination="-1" id="act-01-aaa"/>
                    </connections>
                </tapGestureRecognizer>
                <pinchGestureRecognizer enabled="NO" delaysTouchesBegan="YES" delaysTouchesEnded="NO" id="pin-01-aaa"/>
        """)

    /// The helper's File's Owner outlets a view `iN0-l3-epB`: a plain one beside `element`.
    static func xib(with element: String) -> String {
        UIKitEncoderTests.xib(#"<view contentMode="scaleToFill" id="iN0-l3-epB"><autoresizingMask key="autoresizingMask"/></view>"# + element)
    }

    private func compileXib(_ text: String = xib) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Gestures")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Gestures.xib")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(output.files.first).bytes))
    }

    func testRecognizersAreTopLevelObjectsWithUIKitsCoderKeys() throws {
        let graph = try compileXib()
        let topLevel = graph.elements(try XCTUnwrap(graph.child(graph.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIView", "UITapGestureRecognizer", "UIPinchGestureRecognizer"])

        let tap = topLevel[3]
        XCTAssertEqual(tap.values.map(\.key), ["UIGestureRecognizer.cancelsTouchesInView", "UIGestureRecognizer.allowedTouchTypes",
                                               "UIGestureRecognizer.requiresExclusiveTouchType", "UITapGestureRecognizer._imp"])
        XCTAssertEqual(graph.value(tap, "UIGestureRecognizer.cancelsTouchesInView"), .bool(false))
        XCTAssertEqual(graph.value(tap, "UIGestureRecognizer.allowedTouchTypes"), .int8(15))
        XCTAssertEqual(graph.value(tap, "UIGestureRecognizer.requiresExclusiveTouchType"), .bool(true))
        let imp = try XCTUnwrap(graph.child(tap, "UITapGestureRecognizer._imp"))
        XCTAssertEqual(imp.className, "UITapRecognizer")
        XCTAssertEqual(imp.values.map(\.key), ["UITapRecognizer.numberOfTapsRequired"], "touches required is 1: not written")
        XCTAssertEqual(graph.value(imp, "UITapRecognizer.numberOfTapsRequired"), .int8(2))

        let pinch = topLevel[4]
        XCTAssertEqual(pinch.values.map(\.key), ["UIGestureRecognizer.disabled", "UIGestureRecognizer.delaysTouchesBegan",
                                                 "UIGestureRecognizer.delaysTouchesEnded", "UIGestureRecognizer.allowedTouchTypes",
                                                 "UIGestureRecognizer.requiresExclusiveTouchType"])
        XCTAssertEqual([graph.value(pinch, "UIGestureRecognizer.disabled"), graph.value(pinch, "UIGestureRecognizer.delaysTouchesBegan"),
                        graph.value(pinch, "UIGestureRecognizer.delaysTouchesEnded")], [.bool(true), .bool(true), .bool(false)])
    }

    func testDefaultTapWritesOnlyTheAlwaysWrittenKeysAndAnEmptyRecognizer() throws {
        let graph = try compileXib(Self.xib(with: #"<tapGestureRecognizer id="tap-02-aaa"/>"#))
        let tap = try XCTUnwrap(graph.objects(ofClass: "UITapGestureRecognizer").first)
        XCTAssertEqual(tap.values.map(\.key), ["UIGestureRecognizer.allowedTouchTypes", "UIGestureRecognizer.requiresExclusiveTouchType",
                                               "UITapGestureRecognizer._imp"])
        XCTAssertEqual(graph.child(tap, "UITapGestureRecognizer._imp")?.values.count, 0)
    }

    func testActionIsAnEventConnectionWithoutMaskAndTheViewAppendsItsRecognizers() throws {
        let graph = try compileXib()
        let tap = try XCTUnwrap(graph.objects(ofClass: "UITapGestureRecognizer").first)
        let action = try XCTUnwrap(graph.objects(ofClass: "UIRuntimeEventConnection").first)
        XCTAssertEqual(action.values.map(\.key), ["UILabel", "UISource", "UIDestination"])
        XCTAssertEqual(graph.string(graph.child(action, "UILabel")), "imageTapped:")
        XCTAssertEqual(graph.child(action, "UISource"), tap)
        XCTAssertEqual(graph.string(graph.child(graph.child(action, "UIDestination"), "UIProxiedObjectIdentifier")), "IBFilesOwner")

        let collections = graph.objects(ofClass: "UIRuntimeOutletCollectionConnection")
        XCTAssertEqual(collections.count, 2)
        let image = try XCTUnwrap(graph.objects(ofClass: "UIImageView").first)
        for connection in collections {
            XCTAssertEqual(graph.string(graph.child(connection, "UILabel")), "gestureRecognizers")
            XCTAssertEqual(graph.child(connection, "UISource"), image)
            XCTAssertEqual(graph.value(connection, "addsContentToExistingCollection"), .bool(true), "appends=\"YES\" adds to the view's own recognizers")
        }
        XCTAssertEqual(collections.compactMap { graph.child($0, "UIDestination")?.className }, ["UITapGestureRecognizer", "UIPinchGestureRecognizer"])
        XCTAssertNil(image.values.first { $0.key.contains("ecognizer") }, "the empty <gestureRecognizers/> archives nothing on the view")
    }

    func testUnknownRecognizerAttributesAndKindsAreRefusedByName() throws {
        let cases = [(#"<tapGestureRecognizer allowableMovement="10" id="tap-03-aaa"/>"#, "allowableMovement"),
                     (#"<screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="sep-03-aaa"/>"#, "<screenEdgePanGestureRecognizer>")]
        for (element, named) in cases {
            XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: Self.xib(with: element)), name: "X"), named) { error in
                XCTAssertTrue(String(describing: error).contains(named), String(describing: error))
            }
        }
    }

    static let storyboard = UIKitStoryboardFixtureTests.storyboard(initial: "vc1-aa-aaa", """
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <viewController id="vc1-aa-aaa" customClass="PlayerViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="sa1-aa-aaa"/>
                                <gestureRecognizers/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="tap-aa-aaa" appends="YES" id="oc1-aa-aaa"/>
                                </connections>
                            </view>
                            <connections>
                                <outlet property="tapRecognizer" destination="tap-aa-aaa" id="ou1-aa-aaa"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-aaa" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer id="tap-aa-aaa">
                            <connections>
                                <action selector="playVideo" destination="vc1-aa-aaa" id="ac1-aa-aaa"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
        """)

    func testStoryboardRecognizerLivesInTheViewNibAndReachesItsControllerUpstream() throws {
        let files = try UIKitSourceCheck.compileStoryboard(Self.storyboard).files
        let view = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/vc1-aa-aaa-view-vw1-aa-aaa.nib"])))
        let topLevel = view.elements(try XCTUnwrap(view.child(view.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIProxyObject", "UIView", "UITapGestureRecognizer"])
        XCTAssertEqual(view.string(view.child(topLevel[2], "UIProxiedObjectIdentifier")), "UpstreamPlaceholder-1")

        let labels = view.objects(ofClass: "UIRuntimeOutletConnection").map { view.string(view.child($0, "UILabel")) }
        XCTAssertEqual(labels.sorted { ($0 ?? "") < ($1 ?? "") }, ["tapRecognizer", "view"])
        let outlet = try XCTUnwrap(view.objects(ofClass: "UIRuntimeOutletConnection").first { view.string(view.child($0, "UILabel")) == "tapRecognizer" })
        XCTAssertEqual(view.child(outlet, "UISource"), topLevel[2])
        XCTAssertEqual(view.child(outlet, "UIDestination"), topLevel[4])
        let action = try XCTUnwrap(view.objects(ofClass: "UIRuntimeEventConnection").first)
        XCTAssertEqual(action.values.map(\.key), ["UILabel", "UISource", "UIDestination"])
        XCTAssertEqual(view.child(action, "UISource"), topLevel[4])
        XCTAssertEqual(view.child(action, "UIDestination"), topLevel[2])

        let scene = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/UIViewController-vc1-aa-aaa.nib"])))
        XCTAssertTrue(scene.objects(ofClass: "UITapGestureRecognizer").isEmpty, "the scene nib holds the controller only")
        XCTAssertTrue(scene.objects(ofClass: "UIRuntimeOutletConnection").allSatisfy { scene.string(scene.child($0, "UILabel")) != "tapRecognizer" })
    }

    func testSegueFromARecognizerIsRefusedByName() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<action selector="playVideo" destination="vc1-aa-aaa" id="ac1-aa-aaa"/>"#,
            with: #"<segue destination="vc1-aa-aaa" kind="show" id="sg9-aa-aaa"/>"#)
        XCTAssertTrue(text.contains("sg9-aa-aaa"))
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "Main")) { error in
            XCTAssertTrue(String(describing: error).contains(#"<segue> (id "sg9-aa-aaa") in <connections> of <tapGestureRecognizer>"#), String(describing: error))
        }
    }

    func testRecognizerOfAControllerWithoutAViewIsRefused() throws {
        let text = UIKitStoryboardFixtureTests.randomPhotoMain.replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="Ioz-PD-hWW" userLabel="First Responder" sceneMemberID="firstResponder"/>"#,
            with: #"<placeholder placeholderIdentifier="IBFirstResponder" id="Ioz-PD-hWW" userLabel="First Responder" sceneMemberID="firstResponder"/><tapGestureRecognizer id="tap-bb-bbb"/>"#)
        XCTAssertTrue(text.contains("tap-bb-bbb"))
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "Main")) { error in
            XCTAssertTrue(String(describing: error).contains(#"<tapGestureRecognizer> (id "tap-bb-bbb")"#), String(describing: error))
        }
    }
}
