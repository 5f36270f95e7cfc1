import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Colours in the spaces beyond calibrated/device white and RGB and the catalog: custom sRGB
/// (its sRGB components exact, the Generic RGB fallback converted, HSChooserWindow), Generic Gray
/// Gamma 2.2 (the system colours' fallback form and values), Display P3, calibrated white/RGB,
/// asset-catalog colours (`AppKitCustomColorSpace`, `AppKitColorEncoder`) and device white
/// (`NSColorSpace` 4).
final class AppKitColorSpaceTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    private func color(_ attributes: String) throws -> (AppKitTestGraph, NibObject) {
        let text = AppKitControlEncodingTests.window("""
                            <colorWell id="C1">
                                <rect key="frame" x="20" y="20" width="44" height="23"/>
                                <color key="color" \(attributes)/>
                            </colorWell>
        """)
        let graph = AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
        let well = try XCTUnwrap(graph.objects(ofClass: "NSColorWell").first)
        return (graph, try XCTUnwrap(graph.child(well, "NSColor")))
    }

    private func text(_ graph: AppKitTestGraph, _ object: NibObject, _ key: String) -> String? {
        guard case .data(let bytes)? = graph.value(object, key) else { return nil }
        return String(decoding: bytes.filter { $0 != 0 }, as: UTF8.self)
    }

    func testCustomSRGBKeepsItsComponentsInTheSRGBSpaceAndAGenericRGBFallback() throws {
        let (graph, color) = try color(#"red="0.0" green="0.41176470588235292" blue="0.85098039215686272" alpha="0.0" colorSpace="custom" customColorSpace="sRGB""#)
        XCTAssertEqual(color.values.map(\.key), ["NSColorSpace", "NSRGB", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"])
        XCTAssertEqual(graph.value(color, "NSColorSpace"), .int8(1))
        XCTAssertEqual(text(graph, color, "NSComponents"), "0 0.4117647059 0.8509803922 0")
        let space = try XCTUnwrap(graph.child(color, "NSCustomColorSpace"))
        XCTAssertEqual(graph.value(space, "NSID"), .int8(7))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(space, "NSICC")), "NS.bytes"), .data([0x52]))
        let fallback = try XCTUnwrap(text(graph, color, "NSRGB")).split(separator: " ").compactMap { Double($0) }
        // Apple's (CoreGraphics'): 0.03472566977 0.3152296245 0.8149212003 0 — ours within 1e-3.
        for (ours, apple) in zip(fallback, [0.03472566977, 0.3152296245, 0.8149212003, 0]) { XCTAssertEqual(ours, apple, accuracy: 1e-3) }
        XCTAssertEqual(fallback.count, 4, "alpha other than 1 is appended")
    }

    func testCustomSRGBClipsTheFallbackAndWhiteAndGreysStayNeutral() throws {
        let (graph, red) = try color(#"red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#)
        let parts = try XCTUnwrap(text(graph, red, "NSRGB")).split(separator: " ")
        XCTAssertEqual(parts.count, 3, "alpha 1 is left out of NSRGB")
        XCTAssertEqual(parts[1], "0", "clipped as CoreGraphics clips (systemRedColor's fallback: green 0)")
        XCTAssertEqual(text(graph, red, "NSComponents"), "1 0 0 1")
        let (whiteGraph, white) = try color(#"red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#)
        XCTAssertEqual(text(whiteGraph, white, "NSRGB"), "1 1 1")
        let (greyGraph, grey) = try color(#"red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB""#)
        // A neutral grey stays neutral: only the curves act (sRGB 0.5 → linear 0.2140 → gamma 1.8).
        let greys = try XCTUnwrap(text(greyGraph, grey, "NSRGB")).split(separator: " ")
        XCTAssertEqual(Set(greys).count, 1)
        XCTAssertEqual(Double(greys[0]) ?? 0, 0.42467, accuracy: 1e-5)
    }

    func testDeviceWhiteIsColorSpace4() throws {
        let (graph, color) = try color(#"white="0.25" alpha="0.5" colorSpace="deviceWhite""#)
        XCTAssertEqual(graph.value(color, "NSColorSpace"), .int8(4))
        XCTAssertEqual(text(graph, color, "NSWhite"), "0.25 0.5")
    }

    /// separatorColor falls back to the gridColor catalog colour (a Linux ibtool's golden output, Xcode 27).
    func testSeparatorColorFallsBackToGridColor() throws {
        let (graph, color) = try color(#"name="separatorColor" catalog="System" colorSpace="catalog""#)
        XCTAssertEqual(graph.string(graph.child(color, "NSColorName")), "separatorColor")
        let inner = try XCTUnwrap(graph.child(color, "NSColor"))
        XCTAssertEqual(graph.value(inner, "NSColorSpace"), .int8(6))
        XCTAssertEqual(graph.string(graph.child(inner, "NSColorName")), "gridColor")
    }

    func testDeviceCustomSpacesAreRefusedWithTheReason() {
        XCTAssertThrowsError(try color(#"white="0.5" alpha="1" colorSpace="custom" customColorSpace="deviceWhite""#)) { error in
            XCTAssertTrue("\(error)".contains("is not compiled: customColorSpace=\"deviceWhite\""), "\(error)")
        }
    }

    /// Generic Gray Gamma 2.2 colours take the form of every system colour's fallback in the pairs,
    /// and their calibrated white is Apple's to the float: the three greys the pairs show.
    func testSystemColoursWithoutAKnownFallbackAreRefusedWithTheReason() {
        XCTAssertThrowsError(try color(#"name="underPageBackgroundColor" catalog="System" colorSpace="catalog""#)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("underPageBackgroundColor") && message.contains("fallback"), message)
            XCTAssertFalse(message.contains("yet"), message)
        }
    }

    func testGamma22GrayHasTheSystemColoursFallbackFormAndApplesCalibratedWhite() throws {
        for (white, apple) in [("0.66666666666666663", 0.602715373), ("0.5", 0.4246723652), ("0.33333333333333331", 0.2637968361)] {
            let (graph, color) = try color(#"white="\#(white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#)
            XCTAssertEqual(color.values.map(\.key), ["NSColorSpace", "NSWhite", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"])
            XCTAssertEqual(graph.value(color, "NSColorSpace"), .int8(3))
            let ours = try XCTUnwrap(Double(try XCTUnwrap(text(graph, color, "NSWhite"))))
            XCTAssertEqual(Float(ours), Float(apple), accuracy: 2 * Float(apple).ulp, "ColorSync's float, to a step")
            XCTAssertEqual(text(graph, color, "NSComponents"), "\(AppKitCustomColorSpace.componentText(Double(white)!)) 1")
            let space = try XCTUnwrap(graph.child(color, "NSCustomColorSpace"))
            XCTAssertEqual(space.values.map(\.key), ["NSID", "NSModel", "NSICC"])
            XCTAssertEqual(graph.value(space, "NSID"), .int8(9))
            XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(space, "NSICC")), "NS.bytes"), .data([0x47]))
        }
        let (graph, exact) = try color(#"white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#)
        XCTAssertEqual(text(graph, exact, "NSWhite"), "0.602715373", "controlColor's fallback, digit for digit")
    }

    func testCalibratedWhiteAndRGBCustomSpacesAreTheirOwnFallback() throws {
        let (graph, gray) = try color(#"white="0.25" alpha="0.5" colorSpace="custom" customColorSpace="calibratedWhite""#)
        XCTAssertEqual(text(graph, gray, "NSWhite"), "0.25 0.5")
        XCTAssertEqual(text(graph, gray, "NSComponents"), "0.25 0.5")
        let space = try XCTUnwrap(graph.child(gray, "NSCustomColorSpace"))
        XCTAssertEqual(space.values.map(\.key), ["NSID"], "Generic Gray (NSID 2) needs no profile")
        XCTAssertEqual(graph.value(space, "NSID"), .int8(2))
        let (rgbGraph, rgb) = try color(#"red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="calibratedRGB""#)
        XCTAssertEqual(text(rgbGraph, rgb, "NSRGB"), "0.1 0.2 0.3")
        XCTAssertEqual(rgbGraph.value(try XCTUnwrap(rgbGraph.child(rgb, "NSCustomColorSpace")), "NSID"), .int8(1))
    }

    func testDisplayP3IsSpaceID12WithItsProfileAndAGenericRGBFallback() throws {
        let (graph, color) = try color(#"red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="displayP3""#)
        XCTAssertEqual(color.values.map(\.key), ["NSColorSpace", "NSRGB", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"])
        XCTAssertEqual(text(graph, color, "NSComponents"), "1 0.5 0.25 1")
        let space = try XCTUnwrap(graph.child(color, "NSCustomColorSpace"))
        XCTAssertEqual(space.values.map(\.key), ["NSSpaceID", "NSICC"])
        XCTAssertEqual(graph.value(space, "NSSpaceID"), .int8(12))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(space, "NSICC")), "NS.bytes"), .data(profiles.displayP3))
        let fallback = try XCTUnwrap(text(graph, color, "NSRGB")).split(separator: " ").compactMap { Double($0) }
        let expected = UIKitColorConversion.convert([1, 0.5, 0.25], from: UIKitColorConversion.displayP3, to: UIKitColorConversion.genericRGB)
        XCTAssertEqual(fallback.count, 3)
        for (ours, exact) in zip(fallback, expected) { XCTAssertEqual(ours, min(1, max(0, exact)), accuracy: 1e-6) }
    }

    private func assetXib(resources: String) -> String {
        AppKitControlEncodingTests.window("""
                            <colorWell id="C1">
                                <rect key="frame" x="20" y="20" width="44" height="23"/>
                                <color key="color" name="Accent"/>
                            </colorWell>
                            <colorWell id="C2">
                                <rect key="frame" x="80" y="20" width="44" height="23"/>
                                <color key="color" name="Accent"/>
                            </colorWell>
        """).replacingOccurrences(of: "    </objects>", with: "    </objects>\n    <resources>\(resources)</resources>")
    }

    func testAssetColourIsTheMainBundlesCatalogColourWithItsResourceAsFallback() throws {
        let text = assetXib(resources: #"<namedColor name="Accent"><color red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#)
        let graph = AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
        let wells = graph.objects(ofClass: "NSColorWell")
        XCTAssertEqual(wells.count, 2)
        let indices = wells.compactMap { well -> Int? in
            if case .object(let index)? = graph.value(well, "NSColor") { return index } else { return nil }
        }
        XCTAssertEqual(indices.count, 2)
        XCTAssertEqual(Set(indices).count, 1, "one object per asset colour")
        let color = graph.object(indices[0])
        XCTAssertEqual(color.values.map(\.key), ["NSColorSpace", "NSCatalogName", "NSColorName", "NSColor"])
        XCTAssertEqual(graph.value(color, "NSColorSpace"), .int8(6))
        XCTAssertEqual(graph.child(color, "NSCatalogName").flatMap { graph.string($0) }, "#$assets-mainBundleID")
        XCTAssertEqual(graph.child(color, "NSColorName").flatMap { graph.string($0) }, "Accent")
        let fallback = try XCTUnwrap(graph.child(color, "NSColor"))
        XCTAssertEqual(self.text(graph, fallback, "NSComponents"), "0 0.5 1 1")
    }

    func testAssetColourWithoutItsResourceIsRefusedWithTheReason() {
        XCTAssertThrowsError(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: assetXib(resources: "")))) { error in
            XCTAssertTrue("\(error)".contains("is not compiled: the asset colour \"Accent\" has no <namedColor>"), "\(error)")
        }
    }

    /// Apple's own colour (HSChooserWindow's clip view background) key by key: the same keys and
    /// sRGB components; the fallback within 1e-3.
    func testMatchesApplesHSChooserWindowColour() throws {
        guard let directory = SharedFixtures.url("nib/macos-viraptor-ibtool/correct"),
              let bytes = try? [UInt8](Data(contentsOf: directory.appendingPathComponent("HSChooserWindow.nib"))) else {
            throw XCTSkip("the macOS fixtures are not present")
        }
        let apple = AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes))
        let theirs = try XCTUnwrap(apple.objects(ofClass: "NSColor").first { apple.child($0, "NSCustomColorSpace") != nil && apple.value($0, "NSRGB") != nil && apple.value($0, "NSCatalogName") == nil && text(apple, $0, "NSComponents") == "0 0.4117647059 0.8509803922 0" })
        let (graph, ours) = try color(#"red="0.0" green="0.41176470588235292" blue="0.85098039215686272" alpha="0.0" colorSpace="custom" customColorSpace="sRGB""#)
        XCTAssertEqual(ours.values.map(\.key), theirs.values.map(\.key))
        XCTAssertEqual(graph.value(ours, "NSColorSpace"), apple.value(theirs, "NSColorSpace"))
        XCTAssertEqual(text(graph, ours, "NSComponents"), text(apple, theirs, "NSComponents"))
        XCTAssertEqual(text(graph, ours, "NSLinearExposure"), text(apple, theirs, "NSLinearExposure"))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(ours, "NSCustomColorSpace")), "NSID"),
                       apple.value(try XCTUnwrap(apple.child(theirs, "NSCustomColorSpace")), "NSID"))
        let oursRGB = try XCTUnwrap(text(graph, ours, "NSRGB")).split(separator: " ").compactMap { Double($0) }
        let appleRGB = try XCTUnwrap(text(apple, theirs, "NSRGB")).split(separator: " ").compactMap { Double($0) }
        XCTAssertEqual(oursRGB.count, appleRGB.count)
        for (a, b) in zip(oursRGB, appleRGB) { XCTAssertEqual(a, b, accuracy: 1e-3) }
    }
}
