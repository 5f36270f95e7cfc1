import IBDocument
import XCTest
@testable import IBCompile

/// Interface Builder's canvas-only attributes leave the nib as it is without them.
final class UIKitDesignTimeAttributeTests: XCTestCase {
    private func nib(_ attributes: String) throws -> [UInt8] {
        let text = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" \(attributes) id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \(attributes) text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" id="lbl-da-aaa">
                            <rect key="frame" x="20" y="20" width="100" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
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
}
