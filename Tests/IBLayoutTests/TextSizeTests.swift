import XCTest
import IBDocument
@testable import IBLayout

/// Text and text-control sizes: UILabel's size rounded up to the device's pixels (half points on
/// a @2x device, thirds on @3x: `Device.displayScale`, `TextMetrics.roundedUp`), multi-line labels
/// wrapped at their stored width, attributed text, borderless text fields, classic buttons.
/// "Label" at 17 pt measures 41.582 × 20.287 pt here (Helvetica widths, SF line height); other
/// weights interpolate between Helvetica and Helvetica-Bold (`TextAdvances`). The same checks as
/// `Tests/js/layout/text-sizes.test.mjs`.
final class TextSizeTests: XCTestCase {
    static let subviews = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="20" y="100" width="10" height="10"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    static let constraints = """
        <constraint firstItem="label" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="labelL"/>
        <constraint firstItem="label" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="labelT"/>
        """

    private func size(on device: String) throws -> (Double, Double) {
        let document = try StoryboardBuilder.document(subviews: Self.subviews, constraints: Self.constraints)
        let frame = try XCTUnwrap(DocumentLayout(document: document, options: LayoutOptions(device: Device.named(device))).solve()
            .view(withID: "label")?.frame)
        return (frame.width, frame.height)
    }

    func testLabelSizesRoundUpToTheDevicesPixels() throws {
        let twice = try size(on: "retina4_7")
        XCTAssertEqual(twice.0, 42)
        XCTAssertEqual(twice.1, 20.5)
        let thrice = try size(on: "retina5_9")
        XCTAssertEqual(thrice.0, 125.0 / 3, accuracy: 1e-5)
        XCTAssertEqual(thrice.1, 61.0 / 3, accuracy: 1e-5)
        XCTAssertEqual(try size(on: "ipad11").1, 20.5)
    }

    func testALabelWithoutTextHasNoSize() throws {
        // An empty label collapses (NetNewsWire's `text=""` label is stored 0 pt high); so does one without a text attribute.
        for text in ["text=\"\"", ""] {
            let subviews = Self.subviews.replacingOccurrences(of: "text=\"Label\"", with: text)
            let document = try StoryboardBuilder.document(subviews: subviews, constraints: Self.constraints)
            let frame = DocumentLayout(document: document, options: LayoutOptions(device: Device.named("retina4_7"))).solve().view(withID: "label")?.frame
            XCTAssertEqual(frame, IBRect(x: 20, y: 100, width: 0, height: 0), text)
        }
    }

    func testATextFieldWithoutBorderStyleIsBorderless() throws {
        // UITextField's default border style is none: its height is the line's (14 pt: 16.707 →
        // 17 at @2x); `roundedRect` gives the 34 pt rounded field (line + 16 is less).
        func field(_ id: String, _ border: String) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" placeholder="Name" \(border) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="200" width="200" height="10"/>
                <constraints><constraint firstAttribute="width" constant="200" id="\(id)W"/></constraints>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """
        }
        let constraints = ["plain", "rounded"].map { id in
            #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="\#(id)L"/>"#
                + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="\#(id)T"/>"#
        }.joined()
        let document = try StoryboardBuilder.document(subviews: field("plain", "") + field("rounded", #"borderStyle="roundedRect""#),
                                                      constraints: constraints)
        let result = DocumentLayout(document: document).solve()
        XCTAssertEqual(result.view(withID: "plain")?.frame.height, 17)
        XCTAssertEqual(result.view(withID: "rounded")?.frame.height, 34)
    }

    func testAClassicButtonIsItsLinePlus12HighPlusItsContentInsets() throws {
        // 12 pt: a 14.320 pt line + 12 → 27 (no 30 pt floor); the default 15 pt: 17.900 + 12 → 30.
        let insets = #"<inset key="contentEdgeInsets" minX="6" minY="2" maxX="6" maxY="3"/>"#
        let buttons = [("small", #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#), ("plain", ""), ("inset", insets)].map { id, font in
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="300" width="10" height="10"/>
                \(font)
                <state key="normal" title="Sign Up"/>
            </button>
            """
        }.joined()
        let constraints = ["small", "plain", "inset"].map { id in
            #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="\#(id)L"/>"#
                + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="main" secondAttribute="top" constant="300" id="\#(id)T"/>"#
        }.joined()
        let result = DocumentLayout(document: try StoryboardBuilder.document(subviews: buttons, constraints: constraints)).solve()
        XCTAssertEqual(result.view(withID: "small")?.frame.height, 27)
        XCTAssertEqual(result.view(withID: "plain")?.frame.height, 30)
        // contentEdgeInsets add to a titled button's size too: 12 pt wider, 5 pt taller.
        let plain = try XCTUnwrap(result.view(withID: "plain")?.frame), inset = try XCTUnwrap(result.view(withID: "inset")?.frame)
        XCTAssertEqual(inset.width - plain.width, 12)
        XCTAssertEqual(inset.height, 35)
    }

    func testAMultiLineLabelWrapsAtItsStoredWidth() throws {
        // "aaaa aaaa aaaa" at 10 pt: each word 22.24 pt, a space 2.78: two words (47.26 pt) fit in
        // the stored 50 pt width, three don't → 2 lines (12 → 24 pt high), 47.5 wide at @2x.
        // One line (numberOfLines 1) doesn't wrap; a preferredMaxLayoutWidth of 30 gives 3 lines.
        func label(_ id: String, _ extra: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="aaaa aaaa aaaa" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="400" width="50" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="10"/>
            </label>
            """
        }
        let ids = ["wrapping", "single", "preferred"]
        let subviews = label("wrapping", #"numberOfLines="0""#) + label("single", "") + label("preferred", #"numberOfLines="0" preferredMaxLayoutWidth="30""#)
        let constraints = ids.map { id in
            #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="\#(id)L"/>"#
                + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="main" secondAttribute="top" constant="400" id="\#(id)T"/>"#
        }.joined()
        let result = DocumentLayout(document: try StoryboardBuilder.document(subviews: subviews, constraints: constraints)).solve()
        let wrapping = try XCTUnwrap(result.view(withID: "wrapping")?.frame)
        XCTAssertEqual(wrapping.height, 24)
        XCTAssertEqual(wrapping.width, 47.5)
        XCTAssertEqual(result.view(withID: "single")?.frame.height, 12)
        XCTAssertEqual(result.view(withID: "preferred")?.frame.height, 36)
        // A word wider than a line breaks between characters: "a" is 5.56 pt, three fit in 20.
        XCTAssertEqual(TextMetrics(pointSize: 10).wrapped("aaaaaaa", width: 20), ["aaa", "aaa", "a"])
    }

    func testAttributedTextIsMeasuredWithItsFontAndParagraphStyle() throws {
        // Two runs, "aaaa" and " aaaa", at 10 pt: wrapped at the stored 30 pt into two lines of
        // 11.934 pt; × 1.5 (lineHeightMultiple) → 35.801 → 36 at @2x; 3 pt lineSpacing → 26.867 → 27.
        func label(_ id: String, _ paragraph: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="500" width="30" height="10"/>
                <attributedString key="attributedText">
                    <fragment content="aaaa"><attributes><font key="NSFont" metaFont="system" size="10"/>\(paragraph)</attributes></fragment>
                    <fragment content=" aaaa"><attributes><font key="NSFont" metaFont="system" size="10"/></attributes></fragment>
                </attributedString>
            </label>
            """
        }
        let subviews = label("multiple", #"<paragraphStyle key="NSParagraphStyle" lineHeightMultiple="1.5"/>"#)
            + label("spaced", #"<paragraphStyle key="NSParagraphStyle" lineSpacing="3"/>"#)
        let constraints = ["multiple", "spaced"].map { id in
            #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="\#(id)L"/>"#
                + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="main" secondAttribute="top" constant="500" id="\#(id)T"/>"#
        }.joined()
        let result = DocumentLayout(document: try StoryboardBuilder.document(subviews: subviews, constraints: constraints)).solve()
        XCTAssertEqual(result.view(withID: "multiple")?.frame.height, 36)
        XCTAssertEqual(result.view(withID: "spaced")?.frame.height, 27)
        XCTAssertEqual(result.view(withID: "spaced")?.frame.width, 22.5)
    }

    func testWeightsInterpolateBetweenHelveticaAndHelveticaBold() throws {
        // "Label" is 2446/1000 em in Helvetica, 2612 in Helvetica-Bold (L 556→611, b 556→611,
        // l 222→278): at 17 pt light (300) 40.64 → 41 at @2x, regular 41.58 → 42, medium (500)
        // 42.52 → 43, semibold (600) 43.46 → 43.5, bold 44.40 → 44.5, heavy (800) 45.34 → 45.5.
        // The Headline text style is semibold; a named font's weight is in its name; attributed
        // text's `metaFont="boldSystem"` is bold.
        let fonts: [(id: String, font: String)] = [
            ("light", #"type="system" weight="light" pointSize="17""#), ("regular", #"type="system" pointSize="17""#),
            ("medium", #"type="system" weight="medium" pointSize="17""#), ("semibold", #"type="system" weight="semibold" pointSize="17""#),
            ("bold", #"type="boldSystem" pointSize="17""#), ("heavy", #"type="system" weight="heavy" pointSize="17""#),
            ("headline", #"style="UICTFontTextStyleHeadline""#), ("neueLight", #"name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17""#),
        ]
        var subviews = fonts.map { id, font in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="100" width="10" height="10"/>
                <fontDescription key="fontDescription" \(font)/>
            </label>
            """
        }.joined()
        subviews += """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
                <rect key="frame" x="20" y="100" width="10" height="10"/>
                <attributedString key="attributedText">
                    <fragment content="Label"><attributes><font key="NSFont" metaFont="boldSystem" size="17"/></attributes></fragment>
                </attributedString>
            </label>
            """
        let constraints = (fonts.map(\.id) + ["attributed"]).map { id in
            #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="\#(id)L"/>"#
                + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="\#(id)T"/>"#
        }.joined()
        let result = DocumentLayout(document: try StoryboardBuilder.document(subviews: subviews, constraints: constraints)).solve()
        let widths = (fonts.map(\.id) + ["attributed"]).map { result.view(withID: $0)?.frame.width }
        XCTAssertEqual(widths, [41, 42, 43, 43.5, 44.5, 45.5, 43.5, 41, 44.5])
        XCTAssertEqual(TextMetrics(pointSize: 10, weight: 600).width(of: "l"), (222 + 56 * 2 / 3) / 100, accuracy: 1e-12)
        XCTAssertTrue(TextMetrics(pointSize: 10, weight: 600).isBold)
        XCTAssertFalse(TextMetrics(pointSize: 10, weight: 500).isBold)
    }

    func testDisplayScales() {
        XCTAssertEqual(Device.named("retina6_1")?.displayScale, 2)
        XCTAssertEqual(Device.named("retina6_12")?.displayScale, 3)
        XCTAssertEqual(Device.named("ipad12_9")?.displayScale, 2)
        XCTAssertEqual(Device.named("appleTV")?.displayScale, 1)
        XCTAssertEqual(TextMetrics(pointSize: 17, displayScale: 2).roundedUp(20.01), 20.5)
    }
}
