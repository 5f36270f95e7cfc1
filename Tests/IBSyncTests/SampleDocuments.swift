import Foundation
@testable import IBSync

/// Small documents laid out exactly as Xcode writes them.
enum SampleDocuments {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-aa-bbb">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--View Controller-->
            <scene sceneID="sc1-aa-bbb">
                <objects>
                    <viewController id="vc1-aa-bbb" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello &amp; welcome" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-aa-bbb">
                                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt1-aa-bbb">
                                    <rect key="frame" x="20" y="200" width="100" height="30"/>
                                    <state key="normal" title="Tap"/>
                                    <connections>
                                        <action selector="tap:" destination="vc1-aa-bbb" eventType="touchUpInside" id="ac1-aa-bbb"/>
                                    </connections>
                                </button>
                                <view contentMode="scaleToFill" id="bx1-aa-bbb">
                                    <rect key="frame" x="20" y="300" width="300" height="200"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="tx1-aa-bbb">
                                            <rect key="frame" x="10" y="10" width="200" height="100"/>
                                            <string key="text">Lorem &lt;ipsum&gt;</string>
                                        </textView>
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa1-aa-bbb"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="lb1-aa-bbb" firstAttribute="leading" secondItem="sa1-aa-bbb" secondAttribute="leading" constant="20" id="cn1-aa-bbb"/>
                                <constraint firstItem="bt1-aa-bbb" firstAttribute="top" secondItem="lb1-aa-bbb" secondAttribute="bottom" constant="79" id="cn2-aa-bbb"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="lb1-aa-bbb" id="ou1-aa-bbb"/>
                            <outlet property="box" destination="bx1-aa-bbb" id="ou2-aa-bbb"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="132" y="-27"/>
            </scene>
            <!--Detail View Controller-->
            <scene sceneID="sc2-aa-bbb">
                <objects>
                    <viewController id="vc2-aa-bbb" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw2-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="sa2-aa-bbb"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-aa-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="900" y="-27"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

    static func document() -> SyncDocument {
        try! SyncDocument(text: storyboard)
    }

    /// The shared Xcode fixtures, when present (`../shared/fixtures/<folder>` from the package root).
    static func fixtureURLs(in folder: String = "ib") -> [URL] {
        var directory = URL(fileURLWithPath: #filePath)
        var candidates: [URL] = []
        for _ in 0..<6 {
            directory.deleteLastPathComponent()
            candidates.append(directory.appendingPathComponent("../shared/fixtures/\(folder)").standardizedFileURL)
            candidates.append(directory.appendingPathComponent("shared/fixtures/\(folder)").standardizedFileURL)
        }
        for candidate in candidates {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: candidate.path), !names.isEmpty {
                return names.sorted().filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
                    .map { candidate.appendingPathComponent($0) }
            }
        }
        return []
    }
}
