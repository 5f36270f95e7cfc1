import IBDocument
import XCTest
@testable import IBCompile

/// `UIKitColorConversion` against published values, and a Display P3 colour compiled through
/// `NibCompiler`: extended sRGB components in the nib, an IB301 warning in the output.
final class UIKitColorConversionTests: XCTestCase {
    typealias Conversion = UIKitColorConversion

    private func assertClose(_ actual: [Double], _ expected: [Double], accuracy: Double,
                             _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, message, file: file, line: line)
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, "\(actual) vs \(expected) \(message)", file: file, line: line) }
    }

    /// CSS Color 4's sample code (W3C, §18 "Sample code for color conversions") states both
    /// matrices as rationals; ours come from the chromaticities by SMPTE RP 177.
    func testLinearToXYZMatricesAreCSSColor4s() {
        let p3: [[Double]] = [[608311 / 1250200, 189793 / 714400, 198249 / 1000160],
                              [35783 / 156275, 247089 / 357200, 198249 / 2500400],
                              [0, 32229 / 714400, 5220557 / 5000800]]
        let srgb: [[Double]] = [[506752 / 1228815, 87881 / 245763, 12673 / 70218],
                                [87098 / 409605, 175762 / 245763, 12673 / 175545],
                                [7918 / 409605, 87881 / 737289, 1001167 / 1053270]]
        for (ours, published) in [(Conversion.toXYZ(Conversion.displayP3), p3), (Conversion.toXYZ(Conversion.sRGB), srgb)] {
            for row in 0..<3 { assertClose(ours[row], published[row], accuracy: 1e-12) }
        }
    }

    /// Display P3 red in sRGB is (1.093, −0.227, −0.150) (e.g. the `swatch` colour library's
    /// wide-gamut reference, `color(display-p3 1 0 0)`); green and blue from the same matrix.
    /// P3 and sRGB share the blue primary, so P3 blue is a brighter sRGB blue and nothing else.
    func testDisplayP3PrimariesLeaveTheSRGBRange() {
        let red = Conversion.extendedSRGB([1, 0, 0], from: Conversion.displayP3)
        assertClose(red, [1.093, -0.227, -0.150], accuracy: 5e-4)
        XCTAssertEqual(red, [1.0930663624, -0.2267419736, -0.1501345809])
        assertClose(Conversion.extendedSRGB([0, 1, 0], from: Conversion.displayP3), [-0.5116, 1.0183, -0.3107], accuracy: 1e-4)
        let blue = Conversion.extendedSRGB([0, 0, 1], from: Conversion.displayP3)
        XCTAssertEqual(blue[0], 0)
        XCTAssertEqual(blue[1], 0)
        XCTAssertEqual(blue[2], 1.0420216194)
    }

    func testWhiteBlackAndGreysStayExactlyThemselves() {
        for grey in [0, 1, 0.5, 0.2, 0.6666666667, 0.01, 0.9] {
            XCTAssertEqual(Conversion.extendedSRGB([grey, grey, grey], from: Conversion.displayP3), [grey, grey, grey])
        }
    }

    /// IEC 61966-2-1: the curve's two pieces meet at 0.04045 ↔ 0.0031308; 0.5 is 0.2140 linear;
    /// negative values mirror the positive curve (extended sRGB).
    func testSRGBTransferFunction() {
        XCTAssertEqual(Conversion.decode(0.5, .sRGB), 0.214041140482232, accuracy: 1e-15)
        XCTAssertEqual(Conversion.decode(0.04045, .sRGB), 0.04045 / 12.92, accuracy: 1e-15)
        XCTAssertEqual(Conversion.encode(0.0031308, .sRGB), 0.0031308 * 12.92, accuracy: 1e-15)
        XCTAssertEqual(Conversion.encode(0.0031309, .sRGB), 0.0031309 * 12.92, accuracy: 1e-7, "continuous where the pieces meet")
        // The standard's two thresholds disagree by 3e-8 (0.04045 / 12.92 > 0.0031308).
        XCTAssertEqual(Conversion.encode(Conversion.decode(0.04045, .sRGB), .sRGB), 0.04045, accuracy: 1e-7)
        for value in [-1.5, -0.5, -0.03, -0.001, 0, 0.001, 0.03, 0.3, 0.9, 1, 1.2, 2] {
            XCTAssertEqual(Conversion.decode(-value, .sRGB), -Conversion.decode(value, .sRGB))
            XCTAssertEqual(Conversion.encode(Conversion.decode(value, .sRGB), .sRGB), value, accuracy: 1e-12)
        }
    }

    func testRoundTripThroughSRGBReturnsTheP3Colour() {
        let samples: [[Double]] = [[0.925, 0.216, 0.141], [0.917, 0.763, 0.269], [0.1, 0.9, 0.3], [1, 1, 0], [0, 0.5, 1], [0.3, 0.3, 0.31]]
        for p3 in samples {
            let srgb = Conversion.convert(p3, from: Conversion.displayP3, to: Conversion.sRGB)
            assertClose(Conversion.convert(srgb, from: Conversion.sRGB, to: Conversion.displayP3), p3, accuracy: 1e-12, "\(p3)")
        }
        // Every sRGB colour is inside P3: its P3 components stay within 0…1.
        for srgb in samples {
            let p3 = Conversion.convert(srgb, from: Conversion.sRGB, to: Conversion.displayP3)
            XCTAssertTrue(p3.allSatisfy { $0 >= -1e-12 && $0 <= 1 + 1e-12 }, "\(srgb) → \(p3)")
        }
    }

    func testInverseIsTheInverse() {
        let m = Conversion.toXYZ(Conversion.displayP3)
        let identity = Conversion.multiply(m, Conversion.inverse(m))
        for row in 0..<3 { assertClose(identity[row], (0..<3).map { $0 == row ? 1 : 0 }, accuracy: 1e-14) }
    }

    /// Generic RGB's primaries are not published, but a neutral colour does not need them: any
    /// primaries with the D65 white give the same grey (here Apple RGB's and sRGB's, with
    /// Generic RGB's gamma 1.8). 0.5 at gamma 1.8 is 0.2872 linear, 0.5723 in sRGB.
    func testNeutralCalibratedRGBNeedsOnlyTheWhiteAndTheGamma() {
        let appleRGB = Conversion.Space(name: "Apple RGB", red: .init(x: 0.625, y: 0.340), green: .init(x: 0.280, y: 0.595),
                                        blue: .init(x: 0.155, y: 0.070), white: Conversion.d65, transfer: .gamma(1.8))
        let srgbPrimaries = Conversion.Space(name: "sRGB at 1.8", red: Conversion.sRGB.red, green: Conversion.sRGB.green,
                                             blue: Conversion.sRGB.blue, white: Conversion.d65, transfer: .gamma(1.8))
        for grey in [0, 0.2, 0.5, 0.96078431372549022, 1] {
            let neutral = Conversion.neutralExtendedSRGB(grey, white: Conversion.genericRGBWhite, transfer: Conversion.genericRGBTransfer)
            for space in [appleRGB, srgbPrimaries] {
                assertClose(Conversion.extendedSRGB([grey, grey, grey], from: space), [neutral, neutral, neutral],
                            accuracy: 1e-12, "\(grey) in \(space.name)")
            }
        }
        XCTAssertEqual(Conversion.neutralExtendedSRGB(0.5, white: Conversion.d65, transfer: .gamma(1.8)), 0.5723067532, accuracy: 1e-10)
        XCTAssertEqual(Conversion.neutralExtendedSRGB(1, white: Conversion.d65, transfer: .gamma(1.8)), 1)
        XCTAssertEqual(Conversion.neutralExtendedSRGB(0, white: Conversion.d65, transfer: .gamma(1.8)), 0)
    }

    // MARK: compiled

    static let document = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="P3" textAlignment="natural" id="lbl-p3-aaa">
                            <rect key="frame" x="20" y="80" width="300" height="40"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" red="0.66666666669999997" green="0.66666666669999997" blue="0.66666666669999997" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="0.5" colorSpace="custom" customColorSpace="displayP3"/>
                </view>
        """)

    func testDisplayP3ColoursCompileToExtendedSRGBWithAWarning() throws {
        let document = try InterfaceDocument(text: Self.document)
        let output = try NibCompiler().compile(document, name: "P3")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "P3.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))

        let view = try XCTUnwrap(graph.objects(ofClass: "UIView").first { graph.child($0, "UIBackgroundColor") != nil })
        let background = try XCTUnwrap(graph.child(view, "UIBackgroundColor"))
        XCTAssertEqual(background.className, "UIColor")
        XCTAssertEqual(background.values.map(\.key), ["UIColorComponentCount", "UIRed", "UIRed-Double", "UIGreen", "UIGreen-Double",
                                                      "UIBlue", "UIBlue-Double", "UIAlpha", "NSRGB", "NSColorSpace"])
        XCTAssertEqual(graph.value(background, "UIColorComponentCount"), .int8(4))
        XCTAssertEqual(graph.value(background, "UIRed"), .float(Float(1.0930663624)))
        XCTAssertEqual(graph.value(background, "UIRed-Double"), .double(1.0930663624))
        XCTAssertEqual(graph.value(background, "UIGreen-Double"), .double(-0.2267419736))
        XCTAssertEqual(graph.value(background, "UIBlue-Double"), .double(-0.1501345809))
        XCTAssertEqual(graph.value(background, "UIAlpha"), .float(0.5), "alpha is not converted")
        XCTAssertEqual(graph.value(background, "NSRGB"), .data(Array("1.09 -0.227 -0.15 0.5".utf8)))
        XCTAssertEqual(graph.value(background, "NSColorSpace"), .int8(2))

        let label = try XCTUnwrap(graph.objects(ofClass: "UILabel").first)
        let text = try XCTUnwrap(graph.child(label, "UITextColor"))
        XCTAssertEqual(graph.value(text, "UIRed-Double"), .double(0.6666666667), "a P3 grey is the same sRGB grey")
        XCTAssertEqual(graph.value(text, "UIBlue-Double"), .double(0.6666666667))

        let converted = output.warnings.filter { $0.code == "IB301" }
        XCTAssertEqual(Set(converted.compactMap(\.objectID)), ["iN0-l3-epB", "lbl-p3-aaa"], "one warning per colour")
        XCTAssertEqual(converted.count, 2)
        XCTAssertTrue(converted.allSatisfy { $0.severity == .warning && $0.rule == "converted-color" })
        let line = try XCTUnwrap(converted.first { $0.objectID == "iN0-l3-epB" }).line
        for part in ["warning IB301 converted-color [iN0-l3-epB]", "color key=\"backgroundColor\"", "displayP3 (1, 0, 0)",
                     "extended sRGB (1.09307, -0.226742, -0.150135)", "may differ from ibtool's in the last digits"] {
            XCTAssertTrue(line.contains(part), "\(part) not in \(line)")
        }
    }

    func testCalibratedRGBCompilesWithAWarning() throws {
        let neutral = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <color key="backgroundColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="calibratedRGB"/>
                    <color key="tintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="calibratedRGB"/>
                </view>
        """)
        let document = try InterfaceDocument(text: neutral)
        let output = try NibCompiler().compile(document, name: "Grey")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Grey.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let view = try XCTUnwrap(graph.objects(ofClass: "UIView").first { graph.child($0, "UIBackgroundColor") != nil })
        let background = try XCTUnwrap(graph.child(view, "UIBackgroundColor"))
        XCTAssertEqual(graph.value(background, "UIRed-Double"), .double(0.5723067532))
        XCTAssertEqual(graph.value(background, "UIBlue-Double"), .double(0.5723067532))
        XCTAssertEqual(graph.value(background, "NSRGB"), .data(Array("0.572 0.572 0.572".utf8)))
        let tint = try XCTUnwrap(graph.child(view, "UITintColor"))
        XCTAssertEqual(tint.values.map(\.key), ["UIColorComponentCount", "UIRed", "UIGreen", "UIBlue", "UIAlpha", "NSRGB", "NSColorSpace"])
        XCTAssertEqual(graph.value(tint, "UIRed"), .float(1), "white stays white, float-exact: no -Double twin")
        let converted = output.warnings.filter { $0.code == "IB301" }
        XCTAssertEqual(converted.count, 2)
        XCTAssertTrue(converted.allSatisfy { $0.objectID == "iN0-l3-epB" && $0.message.contains("calibratedRGB (Generic RGB)") })

        // A chromatic calibrated colour converts through the P22 (EBU Tech 3213-E) primaries.
        let chromatic = neutral.replacingOccurrences(of: #"red="0.5" green="0.5" blue="0.5""#, with: #"red="0.70451136999999997" green="0.0" blue="0.0""#)
        let red = try NibCompiler().compile(try InterfaceDocument(text: chromatic), name: "Red")
        let redGraph = AppKitTestGraph(try AppKitNibTestDecoder.decode(red.files[0].bytes))
        let redView = try XCTUnwrap(redGraph.objects(ofClass: "UIView").first { redGraph.child($0, "UIBackgroundColor") != nil })
        let redColor = try XCTUnwrap(redGraph.child(redView, "UIBackgroundColor"))
        XCTAssertEqual(redGraph.value(redColor, "NSRGB"), .data(Array("0.765 0.102 -0.0122".utf8)))
        XCTAssertEqual(redGraph.value(redColor, "NSColorSpace"), .int8(2))
        XCTAssertEqual(red.warnings.filter { $0.code == "IB301" }.count, 2)
    }

    /// Generic RGB's primaries (P22, EBU Tech 3213-E, D65) Bradford-adapted to the ICC's D50 give
    /// the profile's colorants as the one public trace has them to three digits; its red, green and
    /// blue land where an independent computation (numpy, from the same chromaticities) puts them.
    func testGenericRGBPrimariesGiveTheProfilesColorants() {
        let toXYZ = Conversion.toXYZ(Conversion.genericRGB)
        let bradford = [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]]
        let d65 = Conversion.apply(toXYZ, [1, 1, 1]), d50 = [0.9642, 1, 0.8249]
        let (cone65, cone50) = (Conversion.apply(bradford, d65), Conversion.apply(bradford, d50))
        let scale = [[cone50[0] / cone65[0], 0, 0], [0, cone50[1] / cone65[1], 0], [0, 0, cone50[2] / cone65[2]]]
        let adapt = Conversion.multiply(Conversion.inverse(bradford), Conversion.multiply(scale, bradford))
        let adapted = Conversion.multiply(adapt, toXYZ)
        let published: [[Double]] = [[0.454, 0.242], [0.353, 0.674], [0.157, 0.084]] // X, Y of red, green, blue
        for (column, xy) in published.enumerated() {
            XCTAssertEqual(adapted[0][column], xy[0], accuracy: 0.0005)
            XCTAssertEqual(adapted[1][column], xy[1], accuracy: 0.0005)
        }
        XCTAssertEqual(Conversion.extendedSRGB([1, 0, 0], from: Conversion.genericRGB), [1.0110198732, 0.149068484, -0.0228623477])
        XCTAssertEqual(Conversion.extendedSRGB([0, 1, 0], from: Conversion.genericRGB), [-0.1775925865, 0.9767978372, -0.0186348077])
        XCTAssertEqual(Conversion.extendedSRGB([0, 0, 1], from: Conversion.genericRGB), [0.0167323703, 0.1983029943, 1.0014105572])
    }

    func testEncodingWithoutTheCompilerConvertsAndReportsNothing() throws {
        let (archive, findings) = try UIKitCompileWarnings.collecting {
            try UIKitNibEncoder().encode(try InterfaceDocument(text: Self.document))
        }
        XCTAssertEqual(findings.count, 2)
        XCTAssertNil(UIKitCompileWarnings.current, "the collector is gone after the compile")
        _ = archive
        // Outside a collecting compile the report has nowhere to go and does not fail.
        XCTAssertNoThrow(try UIKitNibEncoder().encode(try InterfaceDocument(text: Self.document)))
    }
}
