import IBDocument
import XCTest
@testable import IBCompile

/// Refusals that the sources of truth explain say why, not "not built yet": the element or
/// attribute is named, then the evidence (`UIKitRefusalReasons`); a watchOS storyboard is refused
/// for what ibtool makes of it.
final class UIKitRefusalReasonsTests: XCTestCase {
    private func refusal(_ text: String) -> String {
        do {
            _ = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Refused")
            XCTFail("compiled")
            return ""
        } catch {
            return "\(error)"
        }
    }

    private static func view(_ subview: String) -> String {
        UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(subview)
                    </subviews>
                </view>
        """)
    }

    func testAVibrancyEffectIsRefusedWithTheCodersEvidence() {
        let message = refusal(Self.view("""
            <visualEffectView opaque="NO" contentMode="scaleToFill" id="vev-00-aaa">
                <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="vev-00-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                </view>
                <vibrancyEffect>
                    <blurEffect style="regular"/>
                </vibrancyEffect>
            </visualEffectView>
            """))
        XCTAssertTrue(message.contains("<vibrancyEffect> (id \"vev-00-aaa\")"), message)
        XCTAssertTrue(message.contains("is not compiled: -[_UIVibrancyEffectLegacyImpl encodeWithCoder:]"), message)
        XCTAssertFalse(message.contains("yet"), message)
    }

    func testEveryReasonIsKeyedByWhatTheEncoderRefusesAndSaysWhy() {
        for (key, reason) in UIKitRefusalReasons.elements.merging(UIKitRefusalReasons.attributes, uniquingKeysWith: { $1 }) {
            XCTAssertFalse(key.contains(" "), key)
            XCTAssertGreaterThan(reason.count, 60, "\(key): a reason gives its evidence")
        }
        XCTAssertEqual(UIKitRefusalReasons.reason(element: #"buttonConfiguration key="configuration""#), UIKitRefusalReasons.elements["buttonConfiguration"])
        XCTAssertNil(UIKitRefusalReasons.reason(element: "view"))
        XCTAssertNil(UIKitRefusalReasons.reason(element: #"variation key="default""#), "variations are encoded; their refusals are other problems")
        XCTAssertEqual(UIKitRefusalReasons.reason(element: #"refreshControl key="refreshControl""#), UIKitRefusalReasons.elements["refreshControl"])
        XCTAssertNotNil(UIKitRefusalReasons.reason(attribute: "catalog", element: #"color key="NSColor""#))
        XCTAssertNotNil(UIKitRefusalReasons.reason(attribute: "metaFont", element: #"font key="NSFont""#))
    }

    func testAnUnknownContentModeSaysWhichValuesXcodeWrites() {
        let message = refusal(Self.view(#"<view contentMode="TopLeft" id="cm1-00-aaa"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#))
        XCTAssertTrue(message.contains(#"attribute contentMode="TopLeft" on <view> (id "cm1-00-aaa") is not compiled: the value is none of the 13"#), message)
    }

    func testAnUnexplainedRefusalStillNamesTheElement() {
        let message = "\(UIKitEncodingError.unsupportedElement(element: "someFutureView", id: "x", context: "the view hierarchy"))"
        XCTAssertEqual(message, #"<someFutureView> (id "x") in the view hierarchy has no UIKit encoding yet"#)
    }

    func testAWatchKitStoryboardIsRefusedForWhatIbtoolMakesOfIt() {
        let message = refusal("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="11134" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="wch-00-aaa">
                <scenes>
                    <scene sceneID="wch-00-scn">
                        <objects>
                            <controller id="wch-00-aaa" customClass="InterfaceController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        XCTAssertTrue(message.contains("watchOS storyboards are not compiled"), message)
        XCTAssertTrue(message.contains("Interface.plist"), message)
    }
}
