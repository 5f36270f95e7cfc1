import IBDocument
import XCTest
@testable import IBCompile

/// A view in a storyboard scene's dock (`UIKitSceneDock`): archived in the controller's view nib
/// as a top-level object after the view, the controller's outlet to it a connection of that nib
/// from the controller's upstream placeholder; a plain object in the dock stays refused.
final class UIKitSceneDockTests: XCTestCase {
    static let storyboard = UIKitStoryboardFixtureTests.storyboard(initial: "vc1-dk-aaa", """
                <scene sceneID="sc1-dk-aaa">
                    <objects>
                        <viewController id="vc1-dk-aaa" customClass="MapViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-dk-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="sa1-dk-aaa"/>
                            </view>
                            <connections>
                                <outlet property="emptyView" destination="dv1-dk-aaa" id="ou1-dk-aaa"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-dk-aaa" sceneMemberID="firstResponder"/>
                        <view contentMode="scaleToFill" id="dv1-dk-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Nothing here" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-dk-aaa">
                                    <rect key="frame" x="20" y="50" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lb1-dk-aaa" firstAttribute="centerX" secondItem="dv1-dk-aaa" secondAttribute="centerX" id="cx1-dk-aaa"/>
                            </constraints>
                        </view>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
        """)

    func testDockViewIsATopLevelObjectOfTheViewNibReachedByTheControllersOutlet() throws {
        let compiled = try UIKitSourceCheck.compileStoryboard(Self.storyboard)
        let view = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(compiled.files["Main.storyboardc/vc1-dk-aaa-view-vw1-dk-aaa.nib"])))
        let topLevel = view.elements(try XCTUnwrap(view.child(view.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIProxyObject", "UIView", "UIView"])
        XCTAssertEqual(view.string(view.child(topLevel[2], "UIProxiedObjectIdentifier")), "UpstreamPlaceholder-1")
        let dockView = topLevel[4]
        XCTAssertEqual(view.elements(try XCTUnwrap(view.child(dockView, "UISubviews"))).map(\.className), ["UILabel"])
        XCTAssertNil(view.child(dockView, "UISuperview"), "a dock view is in no view hierarchy")
        XCTAssertEqual(view.objects(ofClass: "NSLayoutConstraint").count, 1)

        let outlet = try XCTUnwrap(view.objects(ofClass: "UIRuntimeOutletConnection").first { view.string(view.child($0, "UILabel")) == "emptyView" })
        XCTAssertEqual(view.child(outlet, "UISource"), topLevel[2])
        XCTAssertEqual(view.child(outlet, "UIDestination"), dockView)

        let scene = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(compiled.files["Main.storyboardc/UIViewController-vc1-dk-aaa.nib"])))
        XCTAssertTrue(scene.objects(ofClass: "UILabel").isEmpty, "the scene nib holds the controller, not its dock views")
        XCTAssertTrue(scene.objects(ofClass: "UIRuntimeOutletConnection").allSatisfy { scene.string(scene.child($0, "UILabel")) != "emptyView" })
    }

    func testAPlainObjectInTheDockIsRefusedByName() throws {
        let text = Self.storyboard.replacingOccurrences(of: #"<view contentMode="scaleToFill" id="dv1-dk-aaa">"#,
                                                        with: #"<customObject id="co1-dk-aaa" customClass="Animator"/><view contentMode="scaleToFill" id="dv1-dk-aaa">"#)
        XCTAssertTrue(text.contains("co1-dk-aaa"))
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "Main")) { error in
            XCTAssertTrue(String(describing: error).contains(#"<customObject> (id "co1-dk-aaa")"#), String(describing: error))
        }
    }
}
