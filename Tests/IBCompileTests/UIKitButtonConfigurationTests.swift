import IBDocument
import XCTest
@testable import IBCompile

/// `<buttonConfiguration key="configuration">` compiled through `NibCompiler` and read back with
/// the test-only decoder, against `-[UIButtonConfiguration encodeWithCoder:]` and
/// `-[UIBackgroundConfiguration encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1) and Apple's
/// Xcode 14.2 nib of a filled configuration (ios-63; docs/compile.md).
final class UIKitButtonConfigurationTests: XCTestCase {
    private func compile(_ configuration: String, title: String = "Button", id: String = "cfg-bt-aaa") throws -> (AppKitTestGraph, NibObject) {
        let text = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="\(id)">
                            <rect key="frame" x="20" y="20" width="120" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="\(title)"/>
                            \(configuration)
                        </button>
                    </subviews>
                </view>
        """).replacingOccurrences(of: "    </objects>", with: """
            </objects>
            <resources>
                <image name="camera" catalog="system" width="128" height="94"/>
            </resources>
        """)
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Configured")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Configured.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let button = try XCTUnwrap(graph.objects(ofClass: "UIButton").first)
        return (graph, try XCTUnwrap(graph.child(button, "UIButtonConfiguration")))
    }

    func testAFilledConfigurationHasTheCodersKeysInOrder() throws {
        let (graph, configuration) = try compile(#"<buttonConfiguration key="configuration" style="filled" title="Reset"/>"#)
        XCTAssertEqual(configuration.className, "UIButtonConfiguration")
        XCTAssertEqual(configuration.values.map(\.key), [
            "UIButtonConfigurationButtonStyle", "UIButtonConfigurationBackground", "UIButtonConfigurationCornerStyle",
            "UIButtonConfigurationButtonSize", "UIButtonConfigurationMacIdiomStyle", "UIButtonConfigurationBaseBackgroundColor",
            "UIButtonConfigurationBaseForegroundColor", "UIButtonConfigurationImage",
            "UIButtonConfigurationPreferredSymbolConfigurationForImage", "UIButtonConfigurationSymbolContentTransition",
            "UIButtonConfigurationShowsActivityIndicator", "UIButtonConfigurationTitle", "UIButtonConfigurationSubtitle",
            "UIButtonConfigurationImagePlacement", "UIButtonConfigurationImagePadding", "UIButtonConfigurationTitlePadding",
            "UIButtonConfigurationTitleAlignment",
        ])
        XCTAssertEqual(graph.value(configuration, "UIButtonConfigurationButtonStyle"), .int8(3), "filled (+behaviorForStyle:)")
        XCTAssertEqual(graph.value(configuration, "UIButtonConfigurationShowsActivityIndicator"), .bool(false))
        XCTAssertEqual(graph.value(configuration, "UIButtonConfigurationImagePlacement"), .int8(2), "leading")
        XCTAssertEqual(graph.value(configuration, "UIButtonConfigurationTitlePadding"), .float(1))
        let title = try XCTUnwrap(graph.child(configuration, "UIButtonConfigurationTitle"))
        XCTAssertEqual(title.className, "NSAttributedString")
        let string = try XCTUnwrap(graph.child(title, "NSString"))
        XCTAssertEqual(string.className, "NSLocalizableString")
        XCTAssertEqual(graph.string(graph.child(string, "NSKey")), "cfg-bt-aaa.configuration.title")
        XCTAssertEqual(graph.child(title, "NSAttributes")?.className, "NSDictionary")
        let subtitle = try XCTUnwrap(graph.child(configuration, "UIButtonConfigurationSubtitle"))
        XCTAssertEqual(graph.string(graph.child(subtitle, "NSString")), "")
        XCTAssertNil(graph.value(subtitle, "NSAttributes"))

        let background = try XCTUnwrap(graph.child(configuration, "UIButtonConfigurationBackground"))
        XCTAssertEqual(background.className, "UIBackgroundConfiguration")
        XCTAssertEqual(graph.value(background, "cornerRadius"), .double(5.949999999999999), "ios-63's double")
        XCTAssertEqual(graph.value(background, "maskedCorners"), .int8(15))
        XCTAssertEqual(graph.value(background, "strokeWidth"), .double(1))
        XCTAssertEqual(graph.string(graph.child(background, "backgroundInsets")), "{0, 0, 0, 0}")
        XCTAssertEqual(graph.value(graph.child(background, "backgroundColor")!, "UIGreen-Double"), .double(122.0 / 255))
        XCTAssertEqual(graph.string(graph.child(graph.child(background, "strokeColor"), "UISystemColorName")), "clearColor")
        let customized = background.values.filter { $0.key.hasPrefix("hasCustomized-") }
        XCTAssertEqual(customized.count, 15)
        XCTAssertEqual(customized.filter { $0.value == .bool(true) }.map(\.key), ["hasCustomized-strokeColor", "hasCustomized-strokeWidth"])
    }

    func testAPlainConfigurationWithASymbolHasAClearBackgroundAndAnEmptyTitle() throws {
        let (graph, configuration) = try compile(#"<buttonConfiguration key="configuration" style="plain" image="camera" catalog="system"/>"#)
        XCTAssertEqual(graph.value(configuration, "UIButtonConfigurationButtonStyle"), .int8(0))
        let image = try XCTUnwrap(graph.child(configuration, "UIButtonConfigurationImage"))
        XCTAssertEqual(image.className, "UIImageNibPlaceholder")
        XCTAssertEqual(graph.string(graph.child(image, "UISystemSymbolResourceName")), "camera")
        let background = try XCTUnwrap(graph.child(configuration, "UIButtonConfigurationBackground"))
        XCTAssertEqual(graph.string(graph.child(graph.child(background, "backgroundColor"), "UISystemColorName")), "clearColor")
        let title = try XCTUnwrap(graph.child(configuration, "UIButtonConfigurationTitle"))
        XCTAssertEqual(graph.string(graph.child(title, "NSString")), "")
    }

    func testAGrayConfigurationsBackgroundIsTheResolvedSecondarySystemFill() throws {
        let (graph, configuration) = try compile(#"<buttonConfiguration key="configuration" style="gray" title="Go"/>"#)
        XCTAssertEqual(graph.value(configuration, "UIButtonConfigurationButtonStyle"), .int8(1))
        let color = try XCTUnwrap(graph.child(graph.child(configuration, "UIButtonConfigurationBackground"), "backgroundColor"))
        XCTAssertNil(graph.value(color, "UISystemColorName"), "a resolved dynamic colour has no name")
        XCTAssertEqual(graph.value(color, "UIAlpha"), .float(0.16))
        XCTAssertEqual(graph.value(color, "UIBlue-Double"), .double(128.0 / 255))
    }

    func testTintedStylesAndTitleFontsAreRefusedWithTheirReason() throws {
        for configuration in [
            #"<buttonConfiguration key="configuration" style="tinted" title="Go"/>"#,
            #"<buttonConfiguration key="configuration" style="plain" title="Go"><fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/></buttonConfiguration>"#,
        ] {
            XCTAssertThrowsError(try compile(configuration)) { error in
                XCTAssertTrue("\(error)".contains("buttonConfiguration") && "\(error)".contains("is not compiled"), "\(error)")
            }
        }
    }

    /// Apple's Xcode 14.2 nib of a filled configuration (ios-63 `IAK-b5-LWe`, button `r5S-Lk-dDT`
    /// titled СБРОС): ours has the same tree, but for the keys the iOS 26.1 coders add
    /// (`…SymbolContentTransition`, `visualEffectGroupName` and its flag,
    /// `visualEffectblurClippingMode`, `defaultStyle_v2`) and the one they no longer write without
    /// shadow properties (`shadowType`).
    func testAFilledConfigurationIsApplesXcode14TreeWithTheNewerCodersKeys() throws {
        guard let url = SharedFixtures.url("nib/ios-man12nam-ios-63/Base.lproj/Main.storyboardc/IAK-b5-LWe-view-7WH-9G-q10.nib") else {
            throw XCTSkip("../shared/fixtures/nib/ios-man12nam-ios-63 is not present")
        }
        let apple = AppKitTestGraph(try AppKitNibTestDecoder.decode(Array(try Data(contentsOf: url))))
        let appleConfiguration = try XCTUnwrap(apple.objects(ofClass: "UIButtonConfiguration").first)
        let (graph, configuration) = try compile(#"<buttonConfiguration key="configuration" style="filled" title="СБРОС"/>"#,
                                                 title: "СБРОС", id: "r5S-Lk-dDT")
        let newer: Set<String> = ["UIButtonConfigurationSymbolContentTransition", "visualEffectGroupName",
                                  "hasCustomized-visualEffectGroupName", "visualEffectblurClippingMode", "defaultStyle_v2"]
        XCTAssertEqual(tree(graph, configuration, leaving: newer), tree(apple, appleConfiguration, leaving: ["shadowType"]))
    }

    /// An object as nested lines (class, then each key with its scalar value or its object's tree;
    /// integers compared by value, strings by their text).
    private func tree(_ graph: AppKitTestGraph, _ object: NibObject, leaving skipped: Set<String>, depth: Int = 0) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        var lines = ["\(indent)\(object.className)"]
        for entry in object.values where !skipped.contains(entry.key) {
            switch entry.value {
            case .object(let index):
                lines.append("\(indent) \(entry.key):")
                lines += tree(graph, graph.object(index), leaving: skipped, depth: depth + 1)
            case .int8(let value): lines.append("\(indent) \(entry.key) = \(value)")
            case .int16(let value): lines.append("\(indent) \(entry.key) = \(value)")
            case .int32(let value): lines.append("\(indent) \(entry.key) = \(value)")
            case .int64(let value): lines.append("\(indent) \(entry.key) = \(value)")
            case .data(let bytes): lines.append("\(indent) \(entry.key) = \(String(decoding: bytes, as: UTF8.self))")
            default: lines.append("\(indent) \(entry.key) = \(entry.value)")
            }
        }
        return lines
    }
}
