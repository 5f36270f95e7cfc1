import IBDocument
import XCTest
@testable import IBCompile

/// A label's `<attributedString key="attributedText">` compiled through `NibCompiler` and read
/// back with the test-only decoder: `UIAttributedText` is an `NSMutableAttributedString`
/// (`-[UILabel encodeWithCoder:]`, D) with Foundation's `NSString` / `NSAttributes` /
/// `NSAttributeInfo` (the shapes of ios-63's one-run title and textview_multiattr's runs, V),
/// each run's dictionary `NSColor` (UIColor), `NSFont` (UIFont), `NSParagraphStyle` (keys of
/// UIFoundation's coder, D); the label's own `UIText`, `UIFont`, `UITextColor`,
/// `UITextAlignment` come from the first run.
final class UIKitAttributedStringEncodingTests: XCTestCase {
    static let white = #"<color key="NSColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
    static let grey = #"<color key="NSColor" red="0.4" green="0.4" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    static let center = #"<paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingTail" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>"#

    static func fragment(_ content: String, color: String = grey, font: String = #"<font key="NSFont" metaFont="system" size="14"/>"#,
                         style: String = center) -> String {
        """
        <fragment content="\(content)">
            <attributes>
                \(color)
                \(font)
                \(style)
            </attributes>
        </fragment>
        """
    }

    static func labelXib(_ fragments: String, attributes: String = #"usesAttributedText="YES""#) -> String {
        UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \(attributes) lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="hw1-7w-6TO">
                            <rect key="frame" x="23" y="50" width="200" height="15"/>
                            <attributedString key="attributedText">
                                \(fragments)
                            </attributedString>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                </view>
        """)
    }

    private func compile(_ text: String) throws -> (AppKitTestGraph, NibObject) {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Attributed")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Attributed.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "UILabel").first))
    }

    private func refusal(_ text: String) throws -> String {
        let document = try InterfaceDocument(text: text)
        do {
            _ = try NibCompiler().compile(document, name: "Attributed")
        } catch {
            return String(describing: error)
        }
        XCTFail("compiled, expected a refusal")
        return ""
    }

    /// The dictionary's keys (strings) and values, in order.
    private func entries(_ graph: AppKitTestGraph, _ dictionary: NibObject) -> [(String, NibObject)] {
        let items = graph.elements(dictionary)
        return stride(from: 0, to: items.count - 1, by: 2).map { (graph.string(items[$0]) ?? "?", items[$0 + 1]) }
    }

    func testOneRunIsADictionaryAndTheLabelTakesItsStyle() throws {
        let (graph, label) = try compile(Self.labelXib(Self.fragment("Text")))
        XCTAssertEqual(graph.child(label, "UIText")?.className, "NSString")
        XCTAssertEqual(graph.string(graph.child(label, "UIText")), "Text")
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(label, "UIFont")), "UIFontPointSize"), .double(14))
        let labelColor = try XCTUnwrap(graph.child(label, "UITextColor"))
        XCTAssertEqual(labelColor.className, "UIColor")
        XCTAssertEqual(graph.value(labelColor, "UIRed"), .float(0.4))
        XCTAssertEqual(graph.value(label, "UITextAlignment"), .int8(1))

        let keys = label.values.map(\.key)
        let attributedIndex = try XCTUnwrap(keys.firstIndex(of: "UIAttributedText"))
        XCTAssertLessThan(try XCTUnwrap(keys.firstIndex(of: "UITextAlignment")), attributedIndex)
        XCTAssertLessThan(try XCTUnwrap(keys.firstIndex(of: "UIText")), try XCTUnwrap(keys.firstIndex(of: "UIFont")))

        let string = try XCTUnwrap(graph.child(label, "UIAttributedText"))
        XCTAssertEqual(string.className, "NSMutableAttributedString")
        XCTAssertEqual(string.values.map(\.key), ["NSString", "NSAttributes"])
        XCTAssertEqual(graph.child(string, "NSString")?.className, "NSMutableString")
        XCTAssertEqual(graph.string(graph.child(string, "NSString")), "Text")
        let attributes = try XCTUnwrap(graph.child(string, "NSAttributes"))
        XCTAssertEqual(attributes.className, "NSDictionary")
        let pairs = entries(graph, attributes)
        XCTAssertEqual(pairs.map(\.0), ["NSColor", "NSFont", "NSParagraphStyle"])
        XCTAssertEqual(pairs.map(\.1.className), ["UIColor", "UIFont", "NSParagraphStyle"])
        XCTAssertEqual(graph.value(pairs[1].1, "UIFontPointSize"), .double(14))
        XCTAssertEqual(graph.value(pairs[1].1, "UISystemFont"), .bool(true))

        let style = pairs[2].1
        XCTAssertEqual(style.values.map(\.key), ["NSAlignment", "NSLineBreakMode", "NSTighteningFactorForTruncation", "NSTabStops"])
        XCTAssertEqual(graph.value(style, "NSAlignment"), .int8(2), "CoreText's center, not UIKit's 1 (UIKitParagraphStyleEncoder)")
        XCTAssertEqual(graph.value(style, "NSLineBreakMode"), .int8(4))
        XCTAssertEqual(graph.value(style, "NSTighteningFactorForTruncation"), .double(0))
        XCTAssertEqual(graph.value(style, "NSTabStops"), .null)
    }

    func testRunsAreAnArrayWithRunLengthsAndIndexes() throws {
        let bold = #"<font key="NSFont" size="14" name="HelveticaNeue-Bold"/>"#
        let (graph, label) = try compile(Self.labelXib(Self.fragment("Hello ") + Self.fragment("bold", font: bold) + Self.fragment(" world")))
        XCTAssertEqual(graph.string(graph.child(label, "UIText")), "Hello bold world")
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(label, "UIFont")), "UISystemFont"), .bool(true))
        let string = try XCTUnwrap(graph.child(label, "UIAttributedText"))
        XCTAssertEqual(string.values.map(\.key), ["NSString", "NSAttributes", "NSAttributeInfo"])
        let array = try XCTUnwrap(graph.child(string, "NSAttributes"))
        XCTAssertEqual(array.className, "NSMutableArray")
        let dictionaries = graph.elements(array)
        XCTAssertEqual(dictionaries.map(\.className), ["NSDictionary", "NSDictionary"])
        XCTAssertEqual(graph.string(graph.child(entries(graph, dictionaries[1])[1].1, "UIFontName")), "HelveticaNeue-Bold")
        let info = try XCTUnwrap(graph.child(string, "NSAttributeInfo"))
        XCTAssertEqual(info.className, "NSMutableData")
        XCTAssertEqual(graph.value(info, "NS.bytes"), .data([6, 0, 4, 1, 6, 0]))
    }

    func testEqualNeighboursAreOneRun() throws {
        let (graph, label) = try compile(Self.labelXib(Self.fragment("ab") + Self.fragment("cd")))
        let string = try XCTUnwrap(graph.child(label, "UIAttributedText"))
        XCTAssertEqual(graph.child(string, "NSAttributes")?.className, "NSDictionary")
        XCTAssertNil(graph.value(string, "NSAttributeInfo"))
        XCTAssertEqual(graph.string(graph.child(string, "NSString")), "abcd")
    }

    func testLongRunsAreVarints() throws {
        let long = String(repeating: "x", count: 200)
        let (graph, label) = try compile(Self.labelXib(Self.fragment(long) + Self.fragment("y", color: Self.white)))
        let string = try XCTUnwrap(graph.child(label, "UIAttributedText"))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(string, "NSAttributeInfo")), "NS.bytes"), .data([0xC8, 0x01, 0, 1, 1]))
        XCTAssertEqual(AttributedStringRuns.varint(127), [0x7F])
        XCTAssertEqual(AttributedStringRuns.varint(300), [0xAC, 0x02])
    }

    func testParagraphSpacingKeysFollowTheCodersOrder() throws {
        let style = #"<paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="rightToLeft" lineHeightMultiple="1.1000000000000001" minimumLineHeight="22"/>"#
        let (graph, label) = try compile(Self.labelXib(Self.fragment("Line", style: style)))
        XCTAssertNil(graph.value(label, "UITextAlignment"), "natural is the label's default")
        let string = try XCTUnwrap(graph.child(label, "UIAttributedText"))
        let paragraph = try XCTUnwrap(entries(graph, try XCTUnwrap(graph.child(string, "NSAttributes"))).last?.1)
        XCTAssertEqual(paragraph.values.map(\.key), ["NSAlignment", "NSMinLineHeight", "NSLineHeightMultiple", "NSTabStops", "NSWritingDirection"])
        XCTAssertEqual(graph.value(paragraph, "NSAlignment"), .int8(4))
        XCTAssertEqual(graph.value(paragraph, "NSMinLineHeight"), .double(22))
        XCTAssertEqual(graph.value(paragraph, "NSLineHeightMultiple"), .double(1.1000000000000001))
        XCTAssertEqual(graph.value(paragraph, "NSWritingDirection"), .int8(2))
    }

    /// An empty attributed text is its (empty) plain text: `-[UILabel encodeWithCoder:]` writes
    /// `UIAttributedText` only when the content differs from the text in the label's own style.
    func testEmptyAttributedTextIsAnEmptyPlainText() throws {
        let (graph, label) = try compile(Self.labelXib(""))
        XCTAssertNil(graph.value(label, "UIAttributedText"))
        XCTAssertEqual(graph.string(graph.child(label, "UIText")), "")
        XCTAssertTrue(graph.objects(ofClass: "NSMutableAttributedString").isEmpty)
    }

    /// A run without NSColor gets the label's default text colour, `labelColor` (the label
    /// defaults of `_UITextAttributeDefaultCategories`, decompiled UIKitCore iOS 26.1).
    func testARunWithoutAColourGetsTheLabelsDefaultLabelColor() throws {
        let noColor = """
            <fragment content="x"><attributes><font key="NSFont" metaFont="system" size="14"/>\(Self.center)</attributes></fragment>
            """
        let (graph, label) = try compile(Self.labelXib(noColor))
        let run = try XCTUnwrap(graph.child(graph.child(label, "UIAttributedText"), "NSAttributes"))
        let keys = run.values.compactMap { entry -> String? in
            guard case .object(let index) = entry.value else { return nil }
            return graph.string(graph.object(index))
        }
        XCTAssertEqual(keys.first, "NSColor")
        let color = try XCTUnwrap(graph.child(label, "UITextColor"))
        XCTAssertEqual(graph.string(graph.child(color, "UISystemColorName")), "labelColor")
    }

    func testWhatIsNotKnownIsRefusedByName() throws {
        let noFont = """
            <fragment content="x"><attributes><color key="NSColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\(Self.center)</attributes></fragment>
            """
        XCTAssertTrue(try refusal(Self.labelXib(noFont)).contains("NSFont"))
        let kern = Self.fragment("x", style: Self.center + #"<real key="NSKern" value="1"/>"#)
        XCTAssertTrue(try refusal(Self.labelXib(kern)).contains("NSKern"))
        let tabs = Self.fragment("x", style: #"<paragraphStyle key="NSParagraphStyle" alignment="left"><tabStops/></paragraphStyle>"#)
        XCTAssertTrue(try refusal(Self.labelXib(tabs)).contains("tabStops"))
        let strategy = Self.fragment("x", style: #"<paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakStrategy="pushOut"/>"#)
        XCTAssertTrue(try refusal(Self.labelXib(strategy)).contains("lineBreakStrategy"))
        let metaFont = Self.fragment("x", font: #"<font key="NSFont" metaFont="smallSystem" size="14"/>"#)
        XCTAssertTrue(try refusal(Self.labelXib(metaFont)).contains("metaFont"))
        XCTAssertTrue(try refusal(Self.labelXib(Self.fragment("x"), attributes: "")).contains("usesAttributedText"))
    }

    private func inView(_ subview: String) -> String {
        UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        \(subview)
                    </subviews>
                </view>
        """)
    }

    func testTextViewsAreStillRefused() throws {
        let textView = inView("""
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" usesAttributedText="YES" id="tv1-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <attributedString key="attributedText">\(Self.fragment("x"))</attributedString>
                </textView>
        """)
        XCTAssertTrue(try refusal(textView).contains("attributedString key=\"attributedText\""))
    }

    /// IBDecodable's StoryboardAttributes button: a font and its `NSOriginalFont`, no colour or style.
    func testButtonTitleIsTheContentsAttributedString() throws {
        let fonts = """
            <fragment content="ATUALIZAR">
                <attributes>
                    <font key="NSFont" size="15" name="HelveticaNeue-Bold"/>
                    <font key="NSOriginalFont" size="15" name="HelveticaNeue-Bold"/>
                </attributes>
            </fragment>
            """
        let document = try InterfaceDocument(text: inView("""
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" hasAttributedTitle="YES" id="btn-at-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <state key="normal"><attributedString key="attributedTitle">\(fonts)</attributedString></state>
                    <state key="highlighted" title="Up"/>
                </button>
        """))
        let output = try NibCompiler().compile(document, name: "Attributed")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Attributed.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let contents = graph.objects(ofClass: "UIButtonContent")
        XCTAssertEqual(contents.count, 2)
        let normal = try XCTUnwrap(contents.first { graph.value($0, "UIAttributedTitle") != nil })
        XCTAssertNil(graph.value(normal, "UITitle"))
        let title = try XCTUnwrap(graph.child(normal, "UIAttributedTitle"))
        XCTAssertEqual(title.className, "NSAttributedString")
        XCTAssertEqual(title.values.map(\.key), ["NSString", "NSAttributes"])
        XCTAssertEqual(graph.child(title, "NSString")?.className, "NSString")
        XCTAssertEqual(graph.string(graph.child(title, "NSString")), "ATUALIZAR")
        let pairs = entries(graph, try XCTUnwrap(graph.child(title, "NSAttributes")))
        XCTAssertEqual(pairs.map(\.0), ["NSFont", "NSOriginalFont"])
        XCTAssertEqual(pairs.map { graph.string(graph.child($0.1, "UIFontName")) }, ["HelveticaNeue-Bold", "HelveticaNeue-Bold"])
        XCTAssertEqual(pairs.map { graph.value($0.1, "UIFontPointSize") }, [.double(15), .double(15)])
        let highlighted = try XCTUnwrap(contents.first { graph.value($0, "UITitle") != nil })
        XCTAssertNil(graph.value(highlighted, "UIAttributedTitle"))
    }
}
