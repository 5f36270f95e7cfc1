import IBDocument
import XCTest
@testable import IBCompile

/// Colours (asset-catalog colours, `-Double` components, alpha in `NSRGB`/`NSWhite`), SF Symbol
/// images and multi-line `<mutableString>` text compiled through `NibCompiler` and read back
/// key by key with the test-only decoder.
final class UIKitResourceEncodingTests: XCTestCase {
    static let document = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="gear" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img-sy-aaa">
                            <rect key="frame" x="20" y="20" width="40" height="40"/>
                            <color key="tintColor" name="AccentBrand"/>
                        </imageView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="natural" numberOfLines="0" id="lbl-ml-bbb">
                            <rect key="frame" x="20" y="80" width="300" height="40"/>
                            <mutableString key="text">First line\nsecond line</mutableString>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" red="0.0" green="0.47843137254901963" blue="1" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-lg-ccc">
                            <rect key="frame" x="20" y="140" width="120" height="40"/>
                            <color key="backgroundColor" white="0.33333333333333331" alpha="0.10000000000000001" colorSpace="calibratedWhite"/>
                        </imageView>
                    </subviews>
                    <color key="backgroundColor" white="0.25" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
        """).replacingOccurrences(of: "    </objects>", with: """
            </objects>
            <resources>
                <image name="gear" catalog="system" width="128" height="121"/>
                <image name="logo" width="120" height="40"/>
                <namedColor name="AccentBrand">
                    <color red="0.71094071865081787" green="0.2" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        """)

    private func compile(_ text: String = document) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Resources")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Resources.xib")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    private func bytes(_ text: String) -> NibValue { .data(Array(text.utf8)) }

    func testAssetCatalogColourNamesItselfAndCarriesItsDeclaredComponents() throws {
        let graph = try compile()
        let imageView = try XCTUnwrap(graph.objects(ofClass: "UIImageView").first { graph.child($0, "UITintColor") != nil })
        let tint = try XCTUnwrap(graph.child(imageView, "UITintColor"))
        XCTAssertEqual(tint.className, "UIColor")
        XCTAssertEqual(tint.values.map(\.key), ["UIDynamicCatalogName", "UIDynamicCatalogUseNibBundle", "UIColorComponentCount",
                                                "UIRed", "UIGreen", "UIGreen-Double", "UIBlue", "UIAlpha", "NSRGB", "NSColorSpace"])
        XCTAssertEqual(graph.string(graph.child(tint, "UIDynamicCatalogName")), "AccentBrand")
        XCTAssertEqual(graph.value(tint, "UIDynamicCatalogUseNibBundle"), .bool(true))
        XCTAssertEqual(graph.value(tint, "UIRed"), .float(0.71094071865081787), "a float-exact component has no -Double twin")
        XCTAssertEqual(graph.value(tint, "UIGreen-Double"), .double(0.2))
        XCTAssertEqual(graph.value(tint, "NSRGB"), bytes("0.711 0.2 1"))
    }

    func testUndeclaredAssetCatalogColourIsRefusedByName() throws {
        let undeclared = Self.document.replacingOccurrences(of: "<namedColor name=\"AccentBrand\">", with: "<namedColor name=\"Other\">")
        XCTAssertThrowsError(try compile(undeclared)) { error in
            XCTAssertTrue("\(error)".contains("\"AccentBrand\" is not declared"), "\(error)")
        }
    }

    /// `<color name="textColor" catalog="System" colorSpace="catalog">` is an AppKit catalog colour,
    /// not an asset-catalog one: refused as the attribute it is, not as an undeclared name.
    func testSystemCatalogColourIsRefusedByItsCatalog() throws {
        let system = Self.document.replacingOccurrences(of: #"<color key="tintColor" name="AccentBrand"/>"#,
                                                        with: #"<color key="tintColor" name="AccentBrand" catalog="System" colorSpace="catalog"/>"#)
        XCTAssertNotEqual(system, Self.document)
        XCTAssertThrowsError(try compile(system)) { error in
            XCTAssertTrue("\(error)".contains(#"attribute catalog="System""#), "\(error)")
        }
    }

    /// Xcode 11 wrote a system colour with its components on the element, before `<resources>`
    /// declared them: archived with those components, as a declared one.
    func testSystemColourWithItsOwnComponentsUsesThem() throws {
        let source = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <color key="backgroundColor" systemColor="systemIndigoColor" red="0.34509803919999998" green="0.33725490200000002" blue="0.83921568629999999" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
        """)
        let output = try NibCompiler().compile(try InterfaceDocument(text: source), name: "Indigo")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let view = try XCTUnwrap(graph.objects(ofClass: "UIView").first { graph.child($0, "UIBackgroundColor") != nil })
        let color = try XCTUnwrap(graph.child(view, "UIBackgroundColor"))
        XCTAssertEqual(color.values.first?.key, "UISystemColorName")
        XCTAssertEqual(graph.string(graph.child(color, "UISystemColorName")), "systemIndigoColor")
        XCTAssertEqual(graph.value(color, "UIRed-Double"), .double(0.34509803919999998))
        XCTAssertEqual(graph.value(color, "NSRGB"), bytes("0.345 0.337 0.839"))
        XCTAssertEqual(graph.value(color, "NSColorSpace"), .int8(2))
    }

    func testComponentsThatAreNotFloatsGetADoubleTwinAndAlphaJoinsTheText() throws {
        let graph = try compile()
        let label = try XCTUnwrap(graph.objects(ofClass: "UILabel").first)
        let color = try XCTUnwrap(graph.child(label, "UITextColor"))
        XCTAssertEqual(color.values.map(\.key), ["UIColorComponentCount", "UIRed", "UIGreen", "UIGreen-Double", "UIBlue", "UIAlpha", "NSRGB", "NSColorSpace"])
        XCTAssertEqual(graph.value(color, "UIGreen"), .float(Float(0.47843137254901963)))
        XCTAssertEqual(graph.value(color, "UIGreen-Double"), .double(0.47843137254901963))
        XCTAssertEqual(graph.value(color, "UIAlpha"), .float(0.5))
        XCTAssertEqual(graph.value(color, "NSRGB"), bytes("0 0.478 1 0.5"))

        let view = try XCTUnwrap(graph.objects(ofClass: "UIView").first { graph.child($0, "UIBackgroundColor") != nil })
        let grey = try XCTUnwrap(graph.child(view, "UIBackgroundColor"))
        XCTAssertEqual(grey.values.map(\.key), ["UIColorComponentCount", "UIWhite", "UIAlpha", "NSWhite", "NSColorSpace"])
        XCTAssertEqual(graph.value(grey, "NSWhite"), bytes("0.25 0.5"))
    }

    func testSystemSymbolImageIsARuntimeSymbolPlaceholder() throws {
        let graph = try compile()
        let imageView = try XCTUnwrap(graph.objects(ofClass: "UIImageView").first { graph.child($0, "UITintColor") != nil })
        let image = try XCTUnwrap(graph.child(imageView, "UIImage"))
        XCTAssertEqual(image.className, "UIImageNibPlaceholder")
        XCTAssertEqual(image.values.map(\.key), ["UIImageWidth", "UIImageHeight", "UIResourceName", "UISystemSymbolResourceName",
                                                 "UISymbolImageConfiguration", "UIResourceCatalogName"])
        XCTAssertEqual(graph.value(image, "UIImageWidth"), .float(0))
        XCTAssertEqual(graph.value(image, "UIImageHeight"), .float(0))
        XCTAssertEqual(graph.string(graph.child(image, "UIResourceName")), "gear")
        XCTAssertEqual(graph.string(graph.child(image, "UISystemSymbolResourceName")), "gear")
        XCTAssertEqual(graph.value(image, "UISymbolImageConfiguration"), .null)
        XCTAssertEqual(graph.value(image, "UIResourceCatalogName"), .null)
    }

    /// An asset-catalog image is archived 1 × 1 whatever `<resources>` declares (every
    /// placeholder of the iOS fixtures is).
    func testAssetCatalogImageIsOneByOne() throws {
        let graph = try compile()
        let placeholders = graph.objects(ofClass: "UIImageNibPlaceholder")
        let logo = try XCTUnwrap(placeholders.first { graph.string(graph.child($0, "UIResourceName")) == "logo" })
        XCTAssertEqual([graph.value(logo, "UIImageWidth"), graph.value(logo, "UIImageHeight")], [.float(1), .float(1)])
        XCTAssertEqual(graph.value(logo, "UISystemSymbolResourceName"), .null)
    }

    /// A calibrated white is archived as RGB with the white repeated, through float32 and
    /// rounded to ten significant digits (white 1/3 → 0.3333333433); the alpha only rounded.
    func testCalibratedWhiteIsArchivedAsRGB() throws {
        let graph = try compile()
        let imageView = try XCTUnwrap(graph.objects(ofClass: "UIImageView").first { graph.child($0, "UIBackgroundColor") != nil })
        let color = try XCTUnwrap(graph.child(imageView, "UIBackgroundColor"))
        XCTAssertEqual(color.values.map(\.key), ["UIColorComponentCount", "UIRed", "UIRed-Double", "UIGreen", "UIGreen-Double",
                                                 "UIBlue", "UIBlue-Double", "UIAlpha", "UIAlpha-Double", "NSRGB", "NSColorSpace"])
        XCTAssertEqual(graph.value(color, "UIColorComponentCount"), .int8(4))
        XCTAssertEqual(graph.value(color, "UIRed-Double"), .double(0.3333333433))
        XCTAssertEqual(graph.value(color, "UIBlue"), .float(Float(0.3333333433)))
        XCTAssertEqual(graph.value(color, "UIAlpha-Double"), .double(0.1))
        XCTAssertEqual(graph.value(color, "NSRGB"), bytes("0.333 0.333 0.333 0.1"))
        XCTAssertEqual(graph.value(color, "NSColorSpace"), .int8(2))
    }

    func testOtherImageCatalogsAreStillRefused() throws {
        let privateCatalog = Self.document.replacingOccurrences(of: "<image name=\"gear\" catalog=\"system\"", with: "<image name=\"gear\" catalog=\"private\"")
        XCTAssertThrowsError(try compile(privateCatalog)) { error in
            XCTAssertTrue("\(error)".contains("catalog=\"private\""), "\(error)")
        }
    }

    func testMutableStringTextIsTheLabelsLocalizableText() throws {
        let graph = try compile()
        let label = try XCTUnwrap(graph.objects(ofClass: "UILabel").first)
        let text = try XCTUnwrap(graph.child(label, "UIText"))
        XCTAssertEqual(text.className, "NSLocalizableString")
        XCTAssertEqual(graph.string(text), "First line\nsecond line")
        XCTAssertEqual(graph.string(graph.child(text, "NSKey")), "lbl-ml-bbb.text")
    }
}
