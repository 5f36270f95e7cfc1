import Foundation
import StoryweaveTesting
import XCTest
import ZIPFoundation
@testable import StoryweaveApp

/// `GET /api/documents/{id}/export?format=storyboardc` compiles macOS storyboards too
/// (`AppKitStoryboardCompiler`): the zip holds `MainMenu.nib`, the window controller's scene
/// nib, its content view controller's view nib and `Info.plist`.
final class MacStoryboardExportTests: XCTestCase {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="wc1-bb-001">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
        </dependencies>
        <scenes>
            <scene sceneID="sc1-bb-001">
                <objects>
                    <application id="ap1-bb-001" sceneMemberID="viewController">
                        <menu key="mainMenu" title="Main Menu" systemMenu="main" id="mm1-bb-001"/>
                    </application>
                    <customObject id="fr1-bb-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="sc2-bb-001">
                <objects>
                    <windowController id="wc1-bb-001" sceneMemberID="viewController">
                        <window key="window" title="Window" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="wi1-bb-001">
                            <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                            <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                            <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
                        </window>
                        <connections>
                            <segue destination="vc1-bb-001" kind="relationship" relationship="window.shadowedContentViewController" id="sg1-bb-001"/>
                        </connections>
                    </windowController>
                    <customObject id="fr2-bb-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="sc3-bb-001">
                <objects>
                    <viewController id="vc1-bb-001" sceneMemberID="viewController">
                        <view key="view" id="vw1-bb-001">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </view>
                    </viewController>
                    <customObject id="fr3-bb-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    func testAMacStoryboardExportsAsAStoryboardcZip() throws {
        let server = try TestApp()
        defer { server.stop() }
        let id = try server.upload(Array(Self.storyboard.utf8), name: "Main.storyboard")
        let compiled = try server.request("GET", "/api/documents/\(id)/export?format=storyboardc")
        XCTAssertEqual(compiled.status, 200, compiled.text)
        XCTAssertEqual(compiled.header("Content-Type"), "application/zip")
        let archive = try Archive(data: Data(compiled.body), accessMode: .read)
        var entries: [String: [UInt8]] = [:]
        for entry in archive {
            var bytes: [UInt8] = []
            _ = try archive.extract(entry, skipCRC32: false) { bytes += $0 }
            entries[entry.path] = bytes
        }
        XCTAssertEqual(entries.keys.sorted(), ["Main.storyboardc/Info.plist", "Main.storyboardc/MainMenu.nib",
                                               "Main.storyboardc/NSWindowController-wc1-bb-001.nib",
                                               "Main.storyboardc/vc1-bb-001-view-vw1-bb-001.nib"])
        for (path, bytes) in entries where path.hasSuffix(".nib") {
            XCTAssertEqual(Array(bytes.prefix(10)), Array("NIBArchive".utf8), path)
        }
        XCTAssertEqual(Array(entries["Main.storyboardc/Info.plist"]?.prefix(8) ?? []), Array("bplist00".utf8))
    }
}
