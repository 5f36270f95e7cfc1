import IBDocument
import XCTest
@testable import IBCompile

/// `<visualEffectView>` compiled through `NibCompiler`, checked with `UIKitSourceCheck` and read back
/// with the test-only decoder: the view keys, then the effect, the nil group name and the content
/// view (`UIKitVisualEffectViewClass`, where what is inferred is said).
final class UIKitVisualEffectViewEncodingTests: XCTestCase {
    static func source(effect: String = #"<blurEffect style="regular"/>"#) -> String {
        UIKitEncoderTests.xib("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vev-00-aaa">
                        <rect key="frame" x="0.0" y="788" width="393" height="64"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="vev-00-cnt">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="64"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Footer" translatesAutoresizingMaskIntoConstraints="NO" id="vev-00-lbl">
                                    <rect key="frame" x="20" y="20" width="100" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="vev-00-lbl" firstAttribute="leading" secondItem="vev-00-cnt" secondAttribute="leading" constant="20" id="vev-00-c01"/>
                            </constraints>
                        </view>
                        \(effect)
                    </visualEffectView>
                </subviews>
            </view>
            """)
    }

    private func compile(_ text: String = source()) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Effect")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Effect.xib")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    func testTheEffectViewArchivesItsEffectAndContentViewButNoSubviews() throws {
        let graph = try compile()
        let view = try XCTUnwrap(graph.objects(ofClass: "UIVisualEffectView").first)
        XCTAssertNil(graph.value(view, "UISubviews"), "UIKit raises on archived subviews of an effect view")
        XCTAssertEqual(Array(view.values.map(\.key).suffix(3)),
                       ["UIVisualEffectViewEffect", "UIVisualEffectViewGroupName", "UIVisualEffectViewContentView"])
        XCTAssertEqual(graph.value(view, "UIVisualEffectViewGroupName"), .null)
        let content = try XCTUnwrap(graph.child(view, "UIVisualEffectViewContentView"))
        XCTAssertEqual(content.className, "_UIVisualEffectContentView")
        let label = try XCTUnwrap(graph.objects(ofClass: "UILabel").first)
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(content, "UISubviews"))), [label])
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(content, "UIViewAutolayoutConstraints"))).count, 1)
    }

    func testBlurStylesFollowTheLegacyImplementationsCoder() throws {
        for (style, keys, values) in [("light", ["UIBlurEffectStyle"], [NibValue.int8(1)]), ("dark", ["UIBlurEffectStyle"], [.int8(2)]),
                                      ("regular", ["UIBlurEffectAutomaticStyle", "UIBlurEffectStyle"], [.int8(4), .int8(1)]),
                                      ("prominent", ["UIBlurEffectAutomaticStyle", "UIBlurEffectStyle"], [.int8(5), .int8(0)])] {
            let graph = try compile(Self.source(effect: #"<blurEffect style="\#(style)"/>"#))
            let view = try XCTUnwrap(graph.objects(ofClass: "UIVisualEffectView").first)
            let effect = try XCTUnwrap(graph.child(view, "UIVisualEffectViewEffect"))
            XCTAssertEqual(effect.className, "UIBlurEffect", style)
            XCTAssertEqual(effect.values.map(\.key), keys, style)
            XCTAssertEqual(keys.map { graph.value(effect, $0) }, values, style)
        }
    }

    func testSubviewsOutsideTheContentViewAndUnknownStylesAreRefused() {
        let outside = Self.source().replacingOccurrences(of: #"<blurEffect style="regular"/>"#, with: """
            <blurEffect style="regular"/><subviews><view contentMode="scaleToFill" id="vev-00-out"/></subviews>
            """)
        for (text, named) in [(outside, "subviews"), (Self.source(effect: #"<blurEffect style="glassy"/>"#), "glassy")] {
            XCTAssertThrowsError(try compile(text), named) { error in XCTAssertTrue("\(error)".contains(named), "\(error)") }
        }
    }
}
