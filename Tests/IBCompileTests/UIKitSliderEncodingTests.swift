import XCTest
import IBDocument
@testable import IBCompile

/// A slider's keys in the order of `-[UISlider encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1):
/// values only when not their defaults, value images as image placeholders, the tint colours under
/// the coder's names and `UIBehavioralStyle` last.
final class UIKitSliderEncodingTests: XCTestCase {
    private func slider(_ element: String, resources: String = "") throws -> (AppKitTestGraph, NibObject) {
        let source = UIKitEncoderTests.xib(#"<view contentMode="scaleToFill" id="iN0-l3-epB"><subviews>"# + element + "</subviews></view>")
            .replacingOccurrences(of: "</objects>", with: "</objects>" + resources)
        let output = try NibCompiler().compile(try InterfaceDocument(text: source), name: "Slider")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UISlider").first))
    }

    private func keysAfterControlKeys(_ object: NibObject) -> [String] {
        let keys = object.values.map(\.key)
        return Array(keys.drop { !["UIValue", "UIMinValue", "UIMaxValue", "UIContinuous", "UIMinimumValueImage"].contains($0) })
    }

    func testValueImagesAndTintColoursUnderTheCodersKeys() throws {
        let (graph, slider) = try slider("""
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="-1" maxValue="4" continuous="NO" minimumValueImage="quiet" maximumValueImage="loud" id="sld-01-aaa">
                <rect key="frame" x="0.0" y="0.0" width="200" height="31"/>
                <color key="minimumTrackTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="maximumTrackTintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="thumbTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </slider>
            """, resources: #"<resources><image name="quiet" width="16" height="16"/><image name="loud" width="20" height="18"/></resources>"#)
        XCTAssertEqual(keysAfterControlKeys(slider), ["UIValue", "UIMinValue", "UIMaxValue", "UIContinuous", "UIMinimumValueImage",
                                                      "UIMaximumValueImage", "UIMinimumTintColor", "UIMaximumTintColor", "UIThumbTintColor",
                                                      "UIBehavioralStyle"])
        XCTAssertEqual([graph.value(slider, "UIValue"), graph.value(slider, "UIMinValue"), graph.value(slider, "UIMaxValue")],
                       [.float(0.25), .float(-1), .float(4)])
        XCTAssertEqual(graph.value(slider, "UIContinuous"), .bool(false))
        let minimumImage = try XCTUnwrap(graph.child(slider, "UIMinimumValueImage"))
        XCTAssertEqual(minimumImage.className, "UIImageNibPlaceholder")
        XCTAssertEqual(graph.string(graph.child(minimumImage, "UIResourceName")), "quiet")
        XCTAssertEqual(graph.string(graph.child(try XCTUnwrap(graph.child(slider, "UIMaximumValueImage")), "UIResourceName")), "loud")
        XCTAssertEqual(graph.child(slider, "UIMinimumTintColor")?.className, "UIColor")
        XCTAssertEqual(graph.value(slider, "UIBehavioralStyle"), .int8(0))
    }

    func testDefaultValuesAreLeftOut() throws {
        let (graph, slider) = try slider("""
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.0" minValue="0.0" maxValue="1" id="sld-02-aaa">
                <rect key="frame" x="0.0" y="0.0" width="200" height="31"/>
            </slider>
            """)
        for key in ["UIValue", "UIMinValue", "UIMaxValue", "UIContinuous", "UIMinimumValueImage", "UIMaximumValueImage", "UIMinimumTintColor"] {
            XCTAssertNil(graph.value(slider, key), key)
            XCTAssertNil(graph.child(slider, key), key)
        }
        XCTAssertEqual(slider.values.last?.key, "UIBehavioralStyle")
    }
}
