import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Hand-written storyboards reproducing the real iOS `.storyboardc` folders of
/// `../shared/fixtures/nib/ios-*` (compiled by Xcode 14; their sources are not in the
/// fixtures): the same file names, a byte-identical `Info.plist`, and nibs whose object graph
/// matches Apple's (`AppKitNibGraphComparison`: classes, keys, value types, values, order).
final class UIKitStoryboardFixtureTests: XCTestCase {
    static func storyboard(initial: String?, _ scenes: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
        \(resources)
            </resources>
        </document>
        """
    }

    /// Random-Photo's LaunchScreen.storyboard: one controller, a 375×667 view.
    static let launchScreen = storyboard(initial: "01J-lp-oVM", """
                <scene sceneID="EHf-IW-A2E">
                    <objects>
                        <viewController id="01J-lp-oVM" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="iYj-Kq-Ea1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="53" y="375"/>
                </scene>
        """)

    /// Random-Photo's Main.storyboard: a navigation controller (large titles) embedding a
    /// custom `ViewController` with a navigation item titled "Random Photo".
    static let randomPhotoMain = storyboard(initial: "hrx-Dz-cXQ", """
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" customClass="ViewController" customModule="RandomPhoto" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="Random Photo" id="OJh-bB-aTu"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="1042" y="-2"/>
                </scene>
                <scene sceneID="Vpz-Tb-bMw">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="hrx-Dz-cXQ" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" horizontalHuggingPriority="250" largeTitles="YES" id="ZPa-wa-3Yu">
                                <rect key="frame" x="0.0" y="59" width="393" height="50"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                            </navigationBar>
                            <nil name="viewControllers"/>
                            <connections>
                                <segue destination="BYZ-38-t0r" kind="relationship" relationship="rootViewController" id="nVA-uj-2vO"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Ioz-PD-hWW" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="115" y="-2"/>
                </scene>
        """)

    private func compile(_ text: String, name: String) throws -> [String: [UInt8]] {
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: name)
        try UIKitSourceCheck(document: try InterfaceDocument(text: text), files: output.files).verify(file: name)
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.bytes) })
    }

    private func fixture(_ path: String) throws -> URL {
        guard let url = SharedFixtures.url("nib/\(path)") else { throw XCTSkip("../shared/fixtures/nib/\(path) is not present") }
        return url
    }

    /// Our nib against Apple's: nil when the graphs match.
    /// These fixtures are Xcode 14's: our scene nibs' Xcode 16 `IBUINibLNEVersionKey` (the one
    /// difference between the two, `UIKitPairsTests`) is left out of the comparison.
    private func difference(_ ours: [UInt8]?, _ theirs: URL) throws -> String? {
        guard let ours else { return "we wrote no \(theirs.lastPathComponent)" }
        var archive = try AppKitNibTestDecoder.decode(ours)
        archive.objects[0].values.removeAll { $0.key == "IBUINibLNEVersionKey" }
        return AppKitNibGraphComparison(ours: archive, theirs: try AppKitNibTestDecoder.decode([UInt8](try Data(contentsOf: theirs)))).firstDifference()
    }

    private func assertSameFolder(_ files: [String: [UInt8]], name: String, as folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let theirs = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(files.keys.map { ($0 as NSString).lastPathComponent }.sorted(), theirs, "file names", file: file, line: line)
        XCTAssertTrue(files.keys.allSatisfy { $0.hasPrefix("\(name).storyboardc/") }, file: file, line: line)
        XCTAssertEqual(files["\(name).storyboardc/Info.plist"], [UInt8](try Data(contentsOf: folder.appendingPathComponent("Info.plist"))),
                       "Info.plist bytes", file: file, line: line)
    }

    func testLaunchScreenReproducesRandomPhotosStoryboardc() throws {
        let folder = try fixture("ios-leeja328-Random-Photo/Base.lproj/LaunchScreen.storyboardc")
        let files = try compile(Self.launchScreen, name: "LaunchScreen")
        try assertSameFolder(files, name: "LaunchScreen", as: folder)
        for nib in ["UIViewController-01J-lp-oVM.nib", "01J-lp-oVM-view-Ze5-6b-2t3.nib"] {
            XCTAssertNil(try difference(files["LaunchScreen.storyboardc/\(nib)"], folder.appendingPathComponent(nib)), nib)
        }
    }

    func testNavigationStackReproducesRandomPhotosMainStoryboardc() throws {
        let folder = try fixture("ios-leeja328-Random-Photo/Base.lproj/Main.storyboardc")
        let files = try compile(Self.randomPhotoMain, name: "Main")
        try assertSameFolder(files, name: "Main", as: folder)
        for nib in ["UINavigationController-hrx-Dz-cXQ.nib", "BYZ-38-t0r-view-8bC-Xf-vdC.nib"] {
            XCTAssertNil(try difference(files["Main.storyboardc/\(nib)"], folder.appendingPathComponent(nib)), nib)
        }
    }

    /// Three scenes of ios-63's Main.storyboard: the initial navigation controller embedding
    /// `MenuViewController` (which also has a scene of its own, by its Storyboard ID) and
    /// `ResultViewController`, whose button unwinds (`unwindToFirstScreen:`).
    static let game = storyboard(initial: "wxt-5r-MAb", """
                <scene sceneID="Nav-Sc-001">
                    <objects>
                        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="wxt-5r-MAb" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" horizontalHuggingPriority="250" id="nbr-01-aaa">
                                <rect key="frame" x="0.0" y="59" width="393" height="50"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                            </navigationBar>
                            <nil name="viewControllers"/>
                            <connections>
                                <segue destination="IAK-b5-LWe" kind="relationship" relationship="rootViewController" id="rel-01-aaa"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-01-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Men-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="MenuViewController" useStoryboardIdentifierAsRestorationIdentifier="YES" id="IAK-b5-LWe" customClass="MenuViewController" customModule="game" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="7WH-9G-q10">
                                <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pla-01-aaa">
                                        <rect key="frame" x="376" y="180" width="100" height="34"/>
                                        <state key="normal" title="Play"/>
                                        <connections>
                                            <action selector="play:" destination="IAK-b5-LWe" eventType="touchUpInside" id="act-01-aaa"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-01-aaa"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" id="nav-01-aaa"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-02-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Res-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="ResultViewController" id="izV-91-bhX" customClass="ResultViewController" customModule="game" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="WNc-AL-t9r">
                                <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="men-01-aaa">
                                        <rect key="frame" x="376" y="180" width="100" height="34"/>
                                        <state key="normal" title="Menu"/>
                                        <connections>
                                            <segue destination="ext-01-aaa" kind="unwind" unwindAction="unwindToFirstScreen:" id="unw-01-aaa"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="nxt-01-aaa">
                                        <rect key="frame" x="376" y="230" width="100" height="34"/>
                                        <state key="normal" title="Next"/>
                                        <connections>
                                            <action selector="restartOrNextLevelButton:" destination="izV-91-bhX" eventType="touchUpInside" id="act-02-aaa"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-02-aaa"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-03-aaa" sceneMemberID="firstResponder"/>
                        <exit id="ext-01-aaa" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
        """)

    func testSceneNibsReproduceIOS63s() throws {
        let folder = try fixture("ios-man12nam-ios-63/Base.lproj/Main.storyboardc")
        let files = try compile(Self.game, name: "Main")
        XCTAssertEqual(files.keys.sorted(), ["Main.storyboardc/IAK-b5-LWe-view-7WH-9G-q10.nib", "Main.storyboardc/Info.plist",
                                             "Main.storyboardc/MenuViewController.nib", "Main.storyboardc/ResultViewController.nib",
                                             "Main.storyboardc/UINavigationController-wxt-5r-MAb.nib", "Main.storyboardc/izV-91-bhX-view-WNc-AL-t9r.nib"])
        for nib in ["UINavigationController-wxt-5r-MAb.nib", "MenuViewController.nib", "ResultViewController.nib"] {
            XCTAssertNil(try difference(files["Main.storyboardc/\(nib)"], folder.appendingPathComponent(nib)), nib)
        }
        // The view nib triggers the unwind through its template, reached by the second upstream placeholder.
        let view = try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/izV-91-bhX-view-WNc-AL-t9r.nib"]))
        let graph = AppKitTestGraph(view)
        let proxies = graph.objects(ofClass: "UIProxyObject").compactMap { graph.string(graph.child($0, "UIProxiedObjectIdentifier")) }
        XCTAssertEqual(proxies, ["IBFilesOwner", "IBFirstResponder", "UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        let perform = graph.objects(ofClass: "UIRuntimeEventConnection").filter { graph.string(graph.child($0, "UILabel")) == "perform:" }
        XCTAssertEqual(perform.count, 1)
        XCTAssertEqual(perform.first.flatMap { graph.child($0, "UIDestination") }.flatMap { graph.string(graph.child($0, "UIProxiedObjectIdentifier")) },
                       "UpstreamPlaceholder-2")
    }
}
