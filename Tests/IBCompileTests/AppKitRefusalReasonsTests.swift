import IBDocument
import XCTest
@testable import IBCompile

/// A refusal with an entry in `AppKitRefusalReasons` says why no archive is written ("is not
/// compiled: …" with the evidence); one without keeps the plain "cannot be compiled … yet".
final class AppKitRefusalReasonsTests: XCTestCase {
    func refusal(_ objects: String) throws -> String {
        let document = try InterfaceDocument(text: AppKitEncoderTests.xib(objects))
        do {
            _ = try AppKitNibEncoder(colorProfiles: .storyweave).encode(document)
        } catch {
            return "\(error)"
        }
        XCTFail("the document compiled")
        return ""
    }

    func window(_ attributes: String) -> String {
        """
        <window title="W" \(attributes) animationBehavior="default" id="W1">
            <windowStyleMask key="styleMask" titled="YES"/>
            <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
            <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
        </window>
        """
    }

    func testAnAttributeWithAReasonSaysWhy() throws {
        let message = try refusal(window("appearanceType=\"darkAqua\""))
        XCTAssertTrue(message.hasPrefix("appearanceType=\"darkAqua\" on <window id=\"W1\"> is not compiled: no pair sets an appearance"), message)
        XCTAssertFalse(message.contains("yet"), message)
    }

    func testAnElementWithAReasonSaysWhy() throws {
        let message = try refusal("""
        <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" id="P1">
            <rect key="frame" x="0.0" y="0.0" width="200" height="22"/>
        </pathControl>
        """)
        XCTAssertTrue(message.hasPrefix("<pathControl id=\"P1\"> is not compiled: an NSPathControl's archive holds"), message)
    }

    func testARefusalWithoutAReasonKeepsThePlainMessage() throws {
        let message = try refusal(window("hasShadowNot=\"YES\""))
        XCTAssertEqual(message, "hasShadowNot=\"YES\" on <window id=\"W1\"> cannot be compiled to a macOS nib yet.")
    }

    /// An element without an id is named by its key and the nearest owner that has one.
    func testAnElementWithoutAnIdIsNamedByItsKeyAndOwner() throws {
        let message = try refusal("""
        <customView id="V1">
            <rect key="frame" x="0.0" y="0.0" width="200" height="22"/>
            <someFutureElement key="futureKey"/>
        </customView>
        """)
        XCTAssertEqual(message, "<someFutureElement key=\"futureKey\"> in <customView id=\"V1\"> cannot be compiled to a macOS nib yet.")
    }

    /// A reason that depends on the key an element fills, and an SF Symbol in a button cell.
    func testContentTintColorAndACellsSystemSymbolSayWhy() throws {
        let tinted = try refusal("""
        <button id="B1">
            <rect key="frame" x="0.0" y="0.0" width="80" height="32"/>
            <buttonCell key="cell" type="push" title="T" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="B2">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
            <color key="contentTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
        </button>
        """)
        XCTAssertTrue(tinted.hasPrefix("<color key=\"contentTintColor\"> in <button id=\"B1\"> is not compiled: NSButton's and NSImageView's contentTintColor"), tinted)
        let symbol = try refusal("""
        <button id="B1">
            <rect key="frame" x="0.0" y="0.0" width="80" height="32"/>
            <buttonCell key="cell" type="push" bezelStyle="rounded" image="heart" catalog="system" imagePosition="only" alignment="center" borderStyle="border" inset="2" id="B2">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """)
        XCTAssertTrue(symbol.hasPrefix("catalog=\"system\" on <buttonCell id=\"B2\"> is not compiled: an SF Symbol"), symbol)
    }

    func testAnSFSymbolSaysWhy() throws {
        let message = try refusal("""
        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" id="I1">
            <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="I2">
                <imageReference key="image" image="heart" catalog="system" symbolScale="large"/>
            </imageCell>
        </imageView>
        """)
        XCTAssertTrue(message.hasPrefix("<imageReference key=\"image\"> in <imageCell id=\"I2\"> is not compiled: an SF Symbol"), message)
    }
}
