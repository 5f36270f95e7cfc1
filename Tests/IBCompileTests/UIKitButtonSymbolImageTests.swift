import IBDocument
import XCTest
@testable import IBCompile

/// A button state's SF Symbol image in its element form (`<imageReference key="image">` with a
/// symbol scale and rendering mode, as Xcode 13+ writes it: owncloud's PasscodeViewController,
/// vlc-ios' VideoPlayerControls) and a state's `<preferredSymbolConfiguration>` (yarabalkhair
/// Main, Apple's Xcode 12.4 pair; pocket-casts' UploadedViewController), compiled through
/// `NibCompiler` and read back with the test decoder. Keys and order: `-[UIImageNibPlaceholder
/// encodeWithCoder:]`, `-[UIButtonContent encodeWithCoder:]`, `-[UIImageSymbolConfiguration
/// encodeWithCoder:]` (decompiled UIKitCore, iOS 26).
final class UIKitButtonSymbolImageTests: XCTestCase {
    private func contents(_ states: String, resources: String = #"<image name="lock.rotation" catalog="system" width="128" height="119"/>"#) throws -> (AppKitTestGraph, [NibObject]) {
        let text = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="btn-sy-aaa">
                            <rect key="frame" x="20" y="20" width="120" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            \(states)
                        </button>
                    </subviews>
                </view>
        """).replacingOccurrences(of: "    </objects>", with: """
            </objects>
            <resources>
                \(resources)
            </resources>
        """)
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Symbols")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Symbols.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        return (graph, graph.objects(ofClass: "UIButtonContent"))
    }

    func testAnImageReferenceIsTheSymbolPlaceholderWithItsRenderingModeAndScale() throws {
        let (graph, contents) = try contents("""
            <state key="normal">
                <imageReference key="image" image="lock.rotation" catalog="system" symbolScale="large" renderingMode="template"/>
            </state>
            """)
        let content = try XCTUnwrap(contents.first)
        XCTAssertEqual(content.values.map(\.key), ["UIImage"])
        let image = try XCTUnwrap(graph.child(content, "UIImage"))
        XCTAssertEqual(image.className, "UIImageNibPlaceholder")
        XCTAssertEqual(image.values.map(\.key), ["UIImageWidth", "UIImageHeight", "UIResourceName", "UISystemSymbolResourceName",
                                                 "UIRenderingMode", "UISymbolImageConfiguration", "UIResourceCatalogName"])
        XCTAssertEqual(graph.value(image, "UIImageWidth"), .float(0), "an SF Symbol placeholder is an empty image")
        XCTAssertEqual(graph.string(graph.child(image, "UIResourceName")), "lock.rotation")
        XCTAssertEqual(graph.string(graph.child(image, "UISystemSymbolResourceName")), "lock.rotation")
        XCTAssertEqual(graph.value(image, "UIRenderingMode"), .int8(2), "UIImageRenderingModeAlwaysTemplate")
        let configuration = try XCTUnwrap(graph.child(image, "UISymbolImageConfiguration"))
        XCTAssertEqual(configuration.className, "UIImageSymbolConfiguration")
        XCTAssertEqual(configuration.values.map(\.key), ["UISymbolScale"])
        XCTAssertEqual(graph.value(configuration, "UISymbolScale"), .int8(3), "UIImageSymbolScaleLarge")
    }

    func testAnAutomaticRenderingModeWritesNoKey() throws {
        let (graph, contents) = try contents("""
            <state key="normal">
                <imageReference key="image" image="lock.rotation" catalog="system" symbolScale="small"/>
            </state>
            """)
        let image = try XCTUnwrap(graph.child(contents.first, "UIImage"))
        XCTAssertNil(graph.value(image, "UIRenderingMode"))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(image, "UISymbolImageConfiguration")), "UISymbolScale"), .int8(1))
    }

    func testAPreferredSymbolConfigurationFollowsTheImageInTheContent() throws {
        // yarabalkhair Main (Xcode 12.4): UIButtonContent { UIImage, UIImageSymbolConfiguration { …, UISymbolScale 3 } }.
        let (graph, contents) = try contents("""
            <state key="normal" title="Add" image="lock.rotation" catalog="system">
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>
            </state>
            """)
        let content = try XCTUnwrap(contents.first)
        XCTAssertEqual(content.values.map(\.key), ["UITitle", "UIImage", "UIImageSymbolConfiguration"])
        let image = try XCTUnwrap(graph.child(content, "UIImage"))
        XCTAssertEqual(graph.value(image, "UISymbolImageConfiguration"), .null, "the state's configuration is the content's, not the image's")
        let configuration = try XCTUnwrap(graph.child(content, "UIImageSymbolConfiguration"))
        XCTAssertEqual(configuration.className, "UIImageSymbolConfiguration")
        XCTAssertEqual(configuration.values.map(\.key), ["UISymbolScale"])
        XCTAssertEqual(graph.value(configuration, "UISymbolScale"), .int8(3))
    }

    func testAPointSizeConfigurationWritesScaleSizeAndWeightInTheCodersOrder() throws {
        let (graph, contents) = try contents("""
            <state key="normal">
                <imageReference key="image" image="lock.rotation" catalog="system" symbolScale="large"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="30" scale="large" weight="medium"/>
            </state>
            """)
        let configuration = try XCTUnwrap(graph.child(contents.first, "UIImageSymbolConfiguration"))
        XCTAssertEqual(configuration.values.map(\.key), ["UISymbolScale", "UIPointSize", "UISymbolWeight"])
        XCTAssertEqual(graph.value(configuration, "UIPointSize"), .float(30))
        XCTAssertEqual(graph.value(configuration, "UISymbolWeight"), .int8(5), "UIImageSymbolWeightMedium")
    }

    /// An asset-catalog image with a symbol scale (a custom symbol image set, or a bitmap the
    /// configuration leaves as drawn) gets the same configuration as an SF Symbol (hypothesis, the
    /// placeholder's coder writes it after any resource name).
    func testASymbolScaleOnAnAssetCatalogImageIsItsConfiguration() throws {
        let (graph, contents) = try contents("""
            <state key="normal">
                <imageReference key="image" image="sort" symbolScale="large" renderingMode="original"/>
            </state>
            """, resources: #"<image name="sort" width="24" height="24"/>"#)
        let image = try XCTUnwrap(graph.child(contents.first, "UIImage"))
        XCTAssertEqual(image.className, "UIImageNibPlaceholder")
        XCTAssertNil(graph.child(image, "UISystemSymbolResourceName"), "not an SF Symbol")
        XCTAssertEqual(graph.value(image, "UIRenderingMode"), .int8(1), "UIImageRenderingModeAlwaysOriginal")
        let configuration = try XCTUnwrap(graph.child(image, "UISymbolImageConfiguration"))
        XCTAssertEqual(graph.value(configuration, "UISymbolScale"), .int8(3), "UIImageSymbolScaleLarge")
    }

    func testATextStyleConfigurationIsRefused() {
        XCTAssertThrowsError(try contents("""
            <state key="normal" image="lock.rotation" catalog="system">
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                </preferredSymbolConfiguration>
            </state>
            """)) { error in
            XCTAssertTrue("\(error)".contains("configurationType"), "\(error)")
        }
    }
}
