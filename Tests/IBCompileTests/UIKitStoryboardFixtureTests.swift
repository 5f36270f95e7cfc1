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
    private func difference(_ ours: [UInt8]?, _ theirs: URL) throws -> String? {
        guard let ours else { return "we wrote no \(theirs.lastPathComponent)" }
        return AppKitNibGraphComparison(ours: try AppKitNibTestDecoder.decode(ours),
                                        theirs: try AppKitNibTestDecoder.decode([UInt8](try Data(contentsOf: theirs)))).firstDifference()
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
}
