import Foundation
import XCTest
@testable import IBDocument

/// The description of what Xcode writes (`XcodeWritesDescription`, derived from the shared fixtures by
/// bench/xml/derive-xcode-writes.sh) and its checker: every document it was derived from fits it, and the XML the
/// editor used to write where Xcode writes otherwise departs from it, named.
final class XcodeWritesTests: XCTestCase {
    private let checker = XcodeWritesChecker()

    private func departures(_ text: String) throws -> [XcodeWritesChecker.Departure] {
        checker.departures(in: try MarkupDocument.parse(text))
    }

    private func storyboard(objects: String, root: String = "", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(root)>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        \(objects)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-01-abc" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
    }

    private func controller(subviews: String = "", extra: String = "", attributes: String = "") -> String {
        """
        <viewController id="vcn-01-abc"\(attributes) sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="vie-01-abc">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(subviews)</subviews>
                <viewLayoutGuide key="safeArea" id="saf-01-abc"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view>
            \(extra)
        </viewController>
        """
    }

    func testAScenesAsXcodeWritesItFits() throws {
        let label = #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-01-abc"><rect key="frame" x="20" y="100" width="42" height="21"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><fontDescription key="fontDescription" type="system" pointSize="17"/><nil key="textColor"/><nil key="highlightedColor"/></label>"#
        XCTAssertEqual(try departures(storyboard(objects: controller(subviews: label), root: #" initialViewController="vcn-01-abc""#)), [])
    }

    func testAGestureRecognizerInSubviewsDeparts() throws {
        let found = try departures(storyboard(objects: controller(subviews: #"<tapGestureRecognizer id="tap-01-abc"/>"#)))
        XCTAssertEqual(found.map(\.kind), [.unexpectedChild], "\(found)")
        XCTAssertEqual(found.first?.objectID, "vie-01-abc")
        XCTAssertTrue(found.first?.message.contains("<tapGestureRecognizer> inside <subviews>") == true, "\(found)")
    }

    /// An action is written in its source's `<connections>`: a gesture recognizer the sample never shows with one
    /// (pinch) fits as the tap recognizers do; an object that sends no actions (a navigation item, whose bar items
    /// Xcode writes as keyed children) still departs with connections.
    func testAnActionSendersConnectionsFitAndANavigationItemsDepart() throws {
        let pinch = #"<pinchGestureRecognizer id="pin-01-abc"><connections><action selector="pinch:" destination="vcn-01-abc" id="act-01-abc"/></connections></pinchGestureRecognizer>"#
        XCTAssertEqual(try departures(storyboard(objects: controller() + pinch)), [])
        let item = #"<navigationItem key="navigationItem" title="Title" id="nav-01-abc"><connections><outlet property="leftBarButtonItem" destination="vie-01-abc" id="out-01-abc"/></connections></navigationItem>"#
        let found = try departures(storyboard(objects: controller(extra: item)))
        XCTAssertEqual(found.map(\.kind), [.unexpectedChild], "\(found)")
    }

    /// A segue's kind has no default (every segue definition in the sample carries one), so a kind the catalog
    /// offers fits where the sample lacks it: the corpus's macOS storyboards have only embed and relationship segues.
    func testAMacOSShowSegueFits() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            </dependencies>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <viewController id="vcn-01-abc" sceneMemberID="viewController">
                            <view key="view" id="vie-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="450" height="300"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </view>
                            <connections>
                                <segue destination="vcn-02-abc" kind="show" id="seg-01-abc"/>
                            </connections>
                        </viewController>
                        <customObject id="frs-01-abc" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
                <scene sceneID="scn-02-abc">
                    <objects>
                        <viewController id="vcn-02-abc" sceneMemberID="viewController">
                            <view key="view" id="vie-02-abc">
                                <rect key="frame" x="0.0" y="0.0" width="450" height="300"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </view>
                        </viewController>
                        <customObject id="frs-02-abc" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="600" y="0.0"/>
                </scene>
            </scenes>
        </document>

        """
        XCTAssertEqual(try departures(text), [])
        XCTAssertEqual(try departures(text.replacingOccurrences(of: #"kind="show""#, with: #"kind="showDetail""#)).map(\.kind), [.unexpectedValue])
        // An AppKit container view is an NSView: its own width constraint and a custom class fit as a custom view's do
        // (the sample's three macOS container views have neither).
        let container = #"<subviews><containerView translatesAutoresizingMaskIntoConstraints="NO" id="cnt-01-abc" customClass="Panel"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/><constraints><constraint firstAttribute="width" constant="320" id="cns-01-abc"/></constraints></containerView></subviews>"#
        var withContainer = text
        let mask = try XCTUnwrap(withContainer.range(of: #"<autoresizingMask key="autoresizingMask"/>"#))
        withContainer.insert(contentsOf: container, at: mask.upperBound)
        XCTAssertEqual(try departures(withContainer), [])
    }

    func testIsInitialViewControllerOnTheControllerDeparts() throws {
        let found = try departures(storyboard(objects: controller(attributes: #" isInitialViewController="YES""#)))
        XCTAssertEqual(found.map(\.kind), [.unexpectedAttribute], "\(found)")
        XCTAssertEqual(found.first?.objectID, "vcn-01-abc")
    }

    func testAButtonImageAsAnAttributeOfTheButtonDeparts() throws {
        let button = #"<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" image="star" id="btn-01-abc"><rect key="frame" x="20" y="100" width="46" height="30"/><state key="normal" title="Button"/></button>"#
        let found = try departures(storyboard(objects: controller(subviews: button)))
        XCTAssertEqual(found.map(\.kind), [.unexpectedAttribute], "\(found)")
    }

    func testOrderValueRepetitionAndTextDepart() throws {
        // A frame after the subviews, opaque="YES" (Xcode leaves the default out), two frames, text in a view.
        let view = #"<view contentMode="scaleToFill" opaque="YES" id="sub-01-abc"><autoresizingMask key="autoresizingMask"/><rect key="frame" x="0.0" y="0.0" width="10" height="10"/><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>hello</view>"#
        let kinds = Set(try departures(storyboard(objects: controller(subviews: view))).map(\.kind))
        XCTAssertEqual(kinds, [.attributeOrder, .unexpectedValue, .repeatedChild, .childOrder, .unexpectedText])
    }

    func testAnUnknownDocumentTypeIsSaidToHaveNoDescription() throws {
        let found = try departures(#"<document type="com.example.Other" targetRuntime="Nowhere"/>"#)
        XCTAssertEqual(found.map(\.kind), [.noDescription])
    }

    /// Every document the description was derived from fits it (skipped without ../shared/fixtures).
    func testEveryFixtureDocumentFitsTheDescription() throws {
        let files = try XcodeWritesFixtures.documents()
        var checked = 0
        var misfits: [String] = []
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard String(decoding: bytes.prefix(1000), as: UTF8.self).contains("<document ") else { continue }
            let document = try MarkupDocument.parse(bytes)
            checked += 1
            let found = checker.departures(in: document)
            if !found.isEmpty { misfits.append("\(url.lastPathComponent): \(found.prefix(3).map(\.description))") }
        }
        print("what Xcode writes: \(checked) fixture documents checked, \(misfits.count) departing; the table was derived from \(checker.description.documentCount)")
        XCTAssertGreaterThan(checked, 1000)
        XCTAssertEqual(misfits, [])
    }
}

/// The folders the description is derived from: ../shared/fixtures/corpus, ib and the nib pairs' sources.
enum XcodeWritesFixtures {
    static func documents() throws -> [URL] {
        let fixtures = try SharedCorpus.folder().deletingLastPathComponent()
        var result: [URL] = []
        for folder in ["corpus", "ib", "nib"] {
            let base = fixtures.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                if url.lastPathComponent == "compiled" || url.pathExtension == "storyboardc" {
                    walker.skipDescendants()
                    continue
                }
                if url.pathExtension == "xib" || url.pathExtension == "storyboard" { result.append(url) }
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
