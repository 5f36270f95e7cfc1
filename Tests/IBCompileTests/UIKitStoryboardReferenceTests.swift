import IBDocument
import XCTest
@testable import IBCompile

/// Storyboard references (`<viewControllerPlaceholder>`) and the scenes ibtool drops, compiled
/// through `NibCompiler` and read back with the test-only decoders: a segue to a reference is a
/// template naming the reference's scene, whose nib holds a `UIStoryboardViewControllerPlaceholder`
/// (`UIStoryboardIdentifier`) as its scene controller, and `Info.plist` maps that identifier in
/// `UIViewControllerIdentifiersToExternalStoryboardReferences`; a navigation controller's root
/// reference is embedded with `UIParentViewController`.
final class UIKitStoryboardReferenceTests: XCTestCase {
    static let segueToReference = UIKitStoryboardFixtureTests.storyboard(initial: "vc1-aa-aaa", """
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <viewController id="vc1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="bt1-aa-aaa">
                                        <rect key="frame" x="20" y="100" width="120" height="40"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <state key="normal" title="Settings"/>
                                        <connections>
                                            <segue destination="ref-aa-aaa" kind="presentation" identifier="openSettings" id="sg1-aa-aaa"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa1-aa-aaa"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="sc2-aa-aaa">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Preferences" id="ref-aa-aaa" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-aa-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="500" y="0"/>
                </scene>
        """)

    private func compile(_ text: String) throws -> (files: [String: [UInt8]], warnings: [LintFinding]) {
        try UIKitSourceCheck.compileStoryboard(text)
    }

    private func info(_ files: [String: [UInt8]]) throws -> [(key: String, value: PropertyListValue)] {
        guard case .dictionary(let info) = try TestPropertyListReader.read(try XCTUnwrap(files["Main.storyboardc/Info.plist"])) else {
            throw XCTSkip("Info.plist is not a dictionary")
        }
        return info
    }

    private func graph(_ files: [String: [UInt8]], _ nib: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/\(nib).nib"], "no \(nib).nib in \(files.keys.sorted())")))
    }

    func testSegueToAReferenceGetsAPlaceholderSceneAndAnExternalReference() throws {
        let (files, _) = try compile(Self.segueToReference)
        XCTAssertEqual(files.keys.sorted(), ["Main.storyboardc/Info.plist", "Main.storyboardc/UIViewController-ref-aa-aaa.nib",
                                             "Main.storyboardc/UIViewController-vc1-aa-aaa.nib", "Main.storyboardc/vc1-aa-aaa-view-vw1-aa-aaa.nib"])
        let info = try info(files)
        XCTAssertEqual(info.map(\.key), ["UIViewControllerIdentifiersToNibNames", "UIViewControllerIdentifiersToExternalStoryboardReferences",
                                         "UIStoryboardDesignatedEntryPointIdentifier", "UIStoryboardVersion"])
        XCTAssertEqual(info[0].value, .dictionary([("UIViewController-vc1-aa-aaa", .string("UIViewController-vc1-aa-aaa")),
                                                    ("UIViewController-ref-aa-aaa", .string("UIViewController-ref-aa-aaa"))]))
        XCTAssertEqual(info[1].value, .dictionary([("UIViewController-ref-aa-aaa", .dictionary([
            ("UIReferencedStoryboardName", .string("Settings")), ("UIReferencedControllerIdentifier", .string("Preferences"))]))]))

        let scene = try graph(files, "UIViewController-ref-aa-aaa")
        let topLevel = scene.elements(try XCTUnwrap(scene.child(scene.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIProxyObject", "UIStoryboardViewControllerPlaceholder"])
        XCTAssertEqual(topLevel.prefix(3).map { scene.string(scene.child($0, "UIProxiedObjectIdentifier")) },
                       ["IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
        let placeholder = topLevel[3]
        XCTAssertEqual(placeholder.values.map(\.key), ["UIStoryboardIdentifier"])
        XCTAssertEqual(scene.string(scene.child(placeholder, "UIStoryboardIdentifier")), "UIViewController-ref-aa-aaa")
        let connections = scene.elements(try XCTUnwrap(scene.child(scene.object(0), "UINibConnectionsKey")))
        XCTAssertEqual(connections.map { scene.string(scene.child($0, "UILabel")) }, ["sceneViewController"],
                       "the referenced controller belongs to the other storyboard: no storyboard outlet")
        XCTAssertEqual(scene.child(connections[0], "UIDestination"), placeholder)

        let source = try graph(files, "UIViewController-vc1-aa-aaa")
        let template = try XCTUnwrap(source.objects(ofClass: "UIStoryboardPresentationSegueTemplate").first)
        XCTAssertEqual(source.string(source.child(template, "UIDestinationViewControllerIdentifier")), "UIViewController-ref-aa-aaa")
        XCTAssertEqual(source.string(source.child(template, "UIIdentifier")), "openSettings")
    }

    func testNavigationRootReferenceIsEmbeddedWithItsParent() throws {
        let text = UIKitStoryboardFixtureTests.storyboard(initial: "nav-aa-aaa", """
                <scene sceneID="sc1-bb-bbb">
                    <objects>
                        <navigationController id="nav-aa-aaa" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-aa-aaa">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="ref-bb-bbb" kind="relationship" relationship="rootViewController" id="rel-bb-bbb"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-bb-bbb" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="sc2-bb-bbb">
                    <objects>
                        <viewControllerPlaceholder referencedIdentifier="Inbox" id="ref-bb-bbb" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-bb-bbb" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="500" y="0"/>
                </scene>
        """)
        let (files, _) = try compile(text)
        XCTAssertEqual(files.keys.sorted(), ["Main.storyboardc/Info.plist", "Main.storyboardc/UINavigationController-nav-aa-aaa.nib"])
        let info = try info(files)
        XCTAssertEqual(info.first { $0.key == "UIViewControllerIdentifiersToExternalStoryboardReferences" }?.value,
                       .dictionary([("UIViewController-ref-bb-bbb", .dictionary([("UIReferencedControllerIdentifier", .string("Inbox"))]))]),
                       "no storyboardName: a reference into this same storyboard")

        let scene = try graph(files, "UINavigationController-nav-aa-aaa")
        let placeholder = try XCTUnwrap(scene.objects(ofClass: "UIStoryboardViewControllerPlaceholder").first)
        XCTAssertEqual(placeholder.values.map(\.key), ["UIStoryboardIdentifier", "UIParentViewController"])
        let navigation = try XCTUnwrap(scene.child(placeholder, "UIParentViewController"))
        XCTAssertEqual(scene.string(scene.child(navigation, "UIOriginalClassName")), "UINavigationController")
        XCTAssertEqual(scene.elements(try XCTUnwrap(scene.child(navigation, "UIViewControllers"))), [placeholder])
        XCTAssertEqual(scene.elements(try XCTUnwrap(scene.child(navigation, "UIChildViewControllers"))), [placeholder])
        let proxies = scene.objects(ofClass: "UIProxyObject").compactMap { scene.string(scene.child($0, "UIProxiedObjectIdentifier")) }
        XCTAssertEqual(proxies.filter { $0 == "UIStoryboardPlaceholder" }.count, 1, "only the navigation controller gets a storyboard placeholder")
        let storyboardOutlets = scene.objects(ofClass: "UIRuntimeOutletConnection").filter { scene.string(scene.child($0, "UILabel")) == "storyboard" }
        XCTAssertEqual(storyboardOutlets.map { scene.child($0, "UISource") }, [navigation])
    }

    /// The empty navigation item Xcode adds to a reference pushed in a navigation stack archives
    /// nothing (the placeholder has no coder beyond `-initWithCoder:`); one with content is refused.
    func testReferencesEmptyNavigationItemArchivesNothing() throws {
        let plain = try compile(Self.segueToReference).files
        let withItem = Self.segueToReference.replacingOccurrences(
            of: #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Preferences" id="ref-aa-aaa" sceneMemberID="viewController"/>"#,
            with: #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Preferences" id="ref-aa-aaa" sceneMemberID="viewController"><navigationItem key="navigationItem" id="nvi-aa-aaa"/></viewControllerPlaceholder>"#)
        XCTAssertTrue(withItem.contains("nvi-aa-aaa"))
        let files = try compile(withItem).files
        XCTAssertEqual(files, plain)
        let titled = withItem.replacingOccurrences(of: #"id="nvi-aa-aaa"/>"#, with: #"title="Settings" id="nvi-aa-aaa"/>"#)
        XCTAssertThrowsError(try compile(titled)) { error in
            XCTAssertTrue(String(describing: error).contains(#"<navigationItem key="navigationItem"> (id "nvi-aa-aaa") in <viewControllerPlaceholder>"#), String(describing: error))
        }
    }

    func testReachedReferenceWithContentIsRefusedByName() throws {
        let text = Self.segueToReference.replacingOccurrences(
            of: #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Preferences" id="ref-aa-aaa" sceneMemberID="viewController"/>"#,
            with: #"<viewControllerPlaceholder storyboardName="Settings" id="ref-aa-aaa" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Item" id="tbi-aa-aaa"/></viewControllerPlaceholder>"#)
        XCTAssertTrue(text.contains("tbi-aa-aaa"))
        XCTAssertThrowsError(try compile(text)) { error in
            XCTAssertTrue(String(describing: error).contains(#"<tabBarItem key="tabBarItem"> (id "tbi-aa-aaa") in <viewControllerPlaceholder>"#), String(describing: error))
        }
    }

    /// ibtool drops a scene nothing reaches (not initial, no Storyboard ID, no segue to it) with
    /// a warning; so do we, whatever it holds. Reached, the same controller is refused by name.
    func testUnreachableScenesAreDroppedAndReachedUnknownControllersRefused() throws {
        let unreachable = """
                <scene sceneID="sc9-cc-ccc">
                    <objects>
                        <hostingController id="tab-cc-ccc" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr9-cc-ccc" sceneMemberID="firstResponder"/>
                        <customObject id="obj-cc-ccc" customClass="Helper"/>
                    </objects>
                    <point key="canvasLocation" x="900" y="0"/>
                </scene>
        """
        let text = Self.segueToReference.replacingOccurrences(of: "</scenes>", with: unreachable + "\n</scenes>")
        XCTAssertTrue(text.contains("tab-cc-ccc"))
        let (files, warnings) = try compile(text)
        XCTAssertFalse(files.keys.contains { $0.contains("tab-cc-ccc") })
        XCTAssertTrue(warnings.contains { $0.code == "IB012" && $0.objectID == "tab-cc-ccc" }, "lint warns about the dropped scene: \(warnings)")

        let reached = text.replacingOccurrences(of: #"<hostingController id="tab-cc-ccc""#, with: #"<hostingController storyboardIdentifier="Tabs" id="tab-cc-ccc""#)
        XCTAssertThrowsError(try compile(reached)) { error in
            XCTAssertTrue(String(describing: error).contains(#"<hostingController> (id "tab-cc-ccc") in scene "sc9-cc-ccc""#), String(describing: error))
        }
    }
}
