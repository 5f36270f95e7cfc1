import XCTest
import IBDocument
@testable import IBLayout

/// The Xcode generation a document's frames come from is its IBCocoaTouchPlugin version when it
/// names one, else its toolsVersion (`DocumentLayout.layoutToolsVersion`): DuckDuckGo's
/// storyboards say toolsVersion="32700.99.1234" with an Xcode 15 plugin and store 51×31 switches.
/// The same document as `Tests/js/layout/xcode-generation.test.mjs`.
final class XcodeGenerationTests: XCTestCase {
    static func document(toolsVersion: String, plugin: String?) -> String {
        let dependencies = plugin.map {
            #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"#
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            \(dependencies)
            <scenes><scene sceneID="scene"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </switch>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="toggleT"/>
                            <constraint firstItem="toggle" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="toggleY"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    private func toggle(toolsVersion: String, plugin: String?) throws -> IBRect {
        let document = try InterfaceDocument(text: Self.document(toolsVersion: toolsVersion, plugin: plugin))
        return try XCTUnwrap(DocumentLayout(document: document).solve().view(withID: "toggle")?.frame)
    }

    func testThePluginVersionDecidesTheSwitchGeneration() throws {
        // Before Xcode 26: 51×31, its 49 pt alignment rect 16 pt from the edge (x = 375 − 16 − 49).
        XCTAssertEqual(try toggle(toolsVersion: "32700.99.1234", plugin: "22685"), IBRect(x: 310, y: 100, width: 51, height: 31))
        // Xcode 26: 63×28 (alignment rect 61).
        XCTAssertEqual(try toggle(toolsVersion: "24506", plugin: "24504"), IBRect(x: 298, y: 100, width: 63, height: 28))
        // Without a plugin, toolsVersion decides.
        XCTAssertEqual(try toggle(toolsVersion: "32700.99.1234", plugin: nil).width, 63)
    }
}
