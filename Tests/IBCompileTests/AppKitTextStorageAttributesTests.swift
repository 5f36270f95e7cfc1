import IBDocument
import XCTest
@testable import IBCompile

/// A text view's text storage beyond font-only runs (`AppKitTextViewEncoder.encodeText`,
/// `AppKitParagraphStyleEncoder`): one run archived as its dictionary, merged equal runs, varint
/// run lengths, run colours, paragraph styles with tab stops, links and underlines. Written to
/// bytes and read back with the test decoder.
final class AppKitTextStorageAttributesTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    private func storage(_ fragments: String) throws -> (AppKitTestGraph, NibObject) {
        let textView = """
                                        <textView importsGraphics="NO" verticallyResizable="YES" id="T1">
                                            <rect key="frame" x="0.0" y="0.0" width="238" height="133"/>
                                            <color key="textColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                            <attributedString key="textStorage">
        \(fragments)
                                            </attributedString>
                                        </textView>
        """
        let text = AppKitControlEncodingTests.window(AppKitScrollViewEncodingTests.scrollView(autohides: false, document: textView))
        let archive = try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text))
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(NibArchiveWriter().write(archive)))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSTextStorage").first))
    }

    /// The dictionary's keys and values, in archive order.
    private func entries(_ graph: AppKitTestGraph, _ dictionary: NibObject) -> [(String, NibObject)] {
        let elements = graph.elements(dictionary)
        return stride(from: 0, to: elements.count - 1, by: 2).map { (graph.string(elements[$0]) ?? "", elements[$0 + 1]) }
    }

    private func keys(_ object: NibObject) -> [String] { object.values.map(\.key) }

    func testOneRunIsArchivedAsItsDictionaryWithAParagraphStyle() throws {
        let (graph, storage) = try storage("""
            <fragment content="message"><attributes>
                <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                <font key="NSFont" size="12" name="Helvetica"/>
                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0" allowsDefaultTighteningForTruncation="NO"/>
            </attributes></fragment>
        """)
        XCTAssertNil(graph.value(storage, "NSAttributeInfo"), "one run has no run table")
        let dictionary = try XCTUnwrap(graph.child(storage, "NSAttributes"))
        XCTAssertEqual(dictionary.className, "NSDictionary")
        let entries = entries(graph, dictionary)
        XCTAssertEqual(entries.map(\.0), ["NSColor", "NSFont", "NSParagraphStyle"])
        let style = entries[2].1
        XCTAssertEqual(style.className, "NSParagraphStyle")
        // CoreText center is 2; the factor 0 is not the default 0.05; no tab stops; tightening off.
        XCTAssertEqual(keys(style), ["NSAlignment", "NSTighteningFactorForTruncation", "NSTabStops"])
        XCTAssertEqual(graph.value(style, "NSAlignment"), .int8(2))
        XCTAssertEqual(graph.value(style, "NSTighteningFactorForTruncation"), .double(0))
        XCTAssertEqual(graph.value(style, "NSTabStops"), .null)
    }

    func testParagraphStyleDefaultsTabStopsAndWritingDirection() throws {
        let (graph, storage) = try storage("""
            <fragment content="a"><attributes>
                <font key="NSFont" size="12" name="Helvetica"/>
                <paragraphStyle key="NSParagraphStyle" alignment="natural" baseWritingDirection="rightToLeft" headIndent="36" lineHeightMultiple="1.3">
                    <tabStops>
                        <textTab alignment="left" location="36"><options/></textTab>
                        <textTab alignment="natural" location="72"><options/></textTab>
                        <textTab alignment="right" location="108"><options/></textTab>
                        <textTab alignment="center" location="144"><options/></textTab>
                    </tabStops>
                </paragraphStyle>
            </attributes></fragment>
        """)
        let dictionary = try XCTUnwrap(graph.child(storage, "NSAttributes"))
        let style = try XCTUnwrap(entries(graph, dictionary).first { $0.0 == "NSParagraphStyle" }?.1)
        XCTAssertEqual(keys(style), ["NSAlignment", "NSHeadIndent", "NSLineHeightMultiple", "NSTabStops",
                                     "NSWritingDirection", "NSAllowsTighteningForTruncation"])
        XCTAssertEqual(graph.value(style, "NSAlignment"), .int8(4))
        XCTAssertEqual(graph.value(style, "NSHeadIndent"), .double(36))
        XCTAssertEqual(graph.value(style, "NSWritingDirection"), .int8(2))
        XCTAssertEqual(graph.value(style, "NSAllowsTighteningForTruncation"), .int8(1))
        let tabs = graph.elements(try XCTUnwrap(graph.child(style, "NSTabStops")))
        XCTAssertEqual(tabs.map(keys), [["NSLocation"], ["NSTextAlignment", "NSLocation"],
                                        ["NSTextAlignment", "NSType", "NSLocation"], ["NSType", "NSLocation"]])
        XCTAssertEqual(tabs.map { graph.value($0, "NSLocation") }, [.double(36), .double(72), .double(108), .double(144)])
        XCTAssertEqual(graph.value(tabs[1], "NSTextAlignment"), .int8(4))
        XCTAssertEqual(graph.value(tabs[2], "NSTextAlignment"), .int8(1))
        XCTAssertEqual(graph.value(tabs[2], "NSType"), .int8(1))
        XCTAssertEqual(graph.value(tabs[3], "NSType"), .int8(2))
    }

    func testEqualNeighboursMergeAndLongRunsAreVarints() throws {
        let long = String(repeating: "x", count: 200)
        let font = #"<font key="NSFont" size="12" name="Helvetica"/>"#
        let (graph, storage) = try storage("""
            <fragment content="ab"><attributes>\(font)</attributes></fragment>
            <fragment content="\(long)"><attributes>\(font)</attributes></fragment>
            <fragment content="link"><attributes>\(font)<url key="NSLink" string="https://example.com/faq"/><integer key="NSUnderline" value="1"/></attributes></fragment>
        """)
        // 202 = 0xCA → CA 01, then 4 at index 1.
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(storage, "NSAttributeInfo")), "NS.bytes"), .data([0xCA, 0x01, 0, 4, 1]))
        let dictionaries = graph.elements(try XCTUnwrap(graph.child(storage, "NSAttributes")))
        XCTAssertEqual(dictionaries.count, 2)
        let link = entries(graph, dictionaries[1])
        XCTAssertEqual(link.map(\.0), ["NSColor", "NSFont", "NSLink", "NSUnderline"])
        let url = link[2].1
        XCTAssertEqual(url.className, "NSURL")
        XCTAssertEqual(graph.value(url, "NS.base"), .null)
        XCTAssertEqual(graph.string(graph.child(url, "NS.relative")), "https://example.com/faq")
    }

    func testUnknownRunAttributesAndTabOptionsAreRefused() {
        for (attributes, named) in [
            (#"<font key="NSFont" size="12" name="Helvetica"/><font key="NSOriginalFont" size="12" name="Helvetica"/>"#, "NSOriginalFont"),
            (#"<font key="NSFont" size="12" name="Helvetica"/><paragraphStyle key="NSParagraphStyle"><tabStops><textTab alignment="left" location="1"><options><string key="NSTabColumnTerminatorsAttributeName">.</string></options></textTab></tabStops></paragraphStyle>"#, "<options>"),
            (#"<color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>"#, "font"),
        ] {
            XCTAssertThrowsError(try storage(#"<fragment content="a"><attributes>\#(attributes)</attributes></fragment>"#), named) { error in
                XCTAssertTrue("\(error)".contains(named), "\(error)")
            }
        }
    }
}
