import IBDocument
import XCTest
@testable import IBCompile

/// Interface Builder's canvas-only attributes (and the element form of the outline name) leave
/// the nib as it is without them.
final class UIKitDesignTimeAttributeTests: XCTestCase {
    private func nib(_ attributes: String, labelChildren: String = "") throws -> [UInt8] {
        let text = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" \(attributes) id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \(attributes) text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" id="lbl-da-aaa">
                            <rect key="frame" x="20" y="20" width="100" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>\(labelChildren)
                        </label>
                    </subviews>
                </view>
        """)
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "DesignTime")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "DesignTime.xib")
        return output.files[0].bytes
    }

    /// The Size inspector's "Ambiguity" setting (owncloud's PasscodeViewController: `verifyAmbiguity="off"`).
    func testTheAmbiguitySettingWritesNothing() throws {
        let plain = try nib("")
        XCTAssertEqual(try nib(#"verifyAmbiguity="off""#), plain)
        XCTAssertEqual(try nib(#"verifyAmbiguity="ignoreSizes""#), plain)
    }

    /// The outline name written as an element (ChatSecure's Purchase storyboard: a long label's
    /// `<string key="userLabel">`), like the `userLabel=` attribute.
    func testTheOutlineNameAsAnElementWritesNothing() throws {
        let plain = try nib("")
        XCTAssertEqual(try nib("", labelChildren: #"<string key="userLabel">Help us make developing free and sustainable.</string>"#), plain)
        XCTAssertEqual(try nib(#"userLabel="Title""#), plain)
    }
}
