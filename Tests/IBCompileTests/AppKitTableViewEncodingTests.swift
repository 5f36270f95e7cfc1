import IBDocument
import XCTest
@testable import IBCompile

/// Tables and outlines in a scroll view on hand-written Cocoa xibs, read back with the test
/// decoder. `AppKitFixtureComparisonTests` checks the same encodings against Apple's nibs.
final class AppKitTableViewEncodingTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    func encode(table: String, header: Bool) throws -> AppKitTestGraph {
        let headerView = header ? """
                                <tableHeaderView key="headerView" wantsLayer="YES" id="H1">
                                    <rect key="frame" x="0.0" y="0.0" width="378" height="23"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableHeaderView>
        """ : ""
        let scrollView = """
                            <scrollView autohidesScrollers="YES" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="S1">
                                <rect key="frame" x="10" y="10" width="380" height="200"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <clipView key="contentView" id="S2">
                                    <rect key="frame" x="1" y="1" width="378" height="198"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
        \(table)
                                    </subviews>
                                </clipView>
                                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="S3">
                                    <rect key="frame" x="-100" y="-100" width="363" height="15"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                                <scroller key="verticalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="NO" id="S4">
                                    <rect key="frame" x="364" y="24" width="15" height="175"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
        \(headerView)
                            </scrollView>
        """
        let text = AppKitControlEncodingTests.window(scrollView, rootAttributes: "useAutolayout=\"YES\"")
        let archive = try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text))
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(NibArchiveWriter().write(archive)))
    }

    static func table(_ element: String = "tableView", attributes: String, columns: [(String, Int)]) -> String {
        let columnElements = columns.map { identifier, width in
            """
                                                <tableColumn identifier="\(identifier)" width="\(width)" minWidth="40" maxWidth="1000" id="C\(identifier)">
                                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="\(identifier)">
                                                        <font key="font" metaFont="smallSystem"/>
                                                    </tableHeaderCell>
                                                    <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" alignment="left" id="D\(identifier)">
                                                        <font key="font" metaFont="system"/>
                                                    </textFieldCell>
                                                    <sortDescriptor key="sortDescriptorPrototype" sortKey="\(identifier)" ascending="NO" selector="compare:"/>
                                                </tableColumn>
            """
        }.joined(separator: "\n")
        return """
                                        <\(element) verticalHuggingPriority="750" \(attributes) id="T1">
                                            <rect key="frame" x="0.0" y="0.0" width="378" height="175"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <size key="intercellSpacing" width="3" height="2"/>
                                            <tableColumns>
        \(columnElements)
                                            </tableColumns>
                                        </\(element)>
        """
    }

    /// HSChooserWindow's table: `NSTableViewSelectionHighlightStyle` 1 between `NSAllowsTypeSelect`
    /// and `NSTableViewDraggingDestinationStyle`, which becomes 1; none is -1; unknown styles are refused.
    func testSourceListSelectionHighlightStyle() throws {
        let graph = try encode(table: Self.table(attributes: "selectionHighlightStyle=\"sourceList\"", columns: [("a", 100)]), header: false)
        let table = try XCTUnwrap(graph.objects(ofClass: "NSTableView").first)
        XCTAssertEqual(graph.value(table, "NSTableViewSelectionHighlightStyle"), .int8(1))
        XCTAssertEqual(graph.value(table, "NSTableViewDraggingDestinationStyle"), .int8(1))
        let keys = table.values.map(\.key)
        let typeSelect = try XCTUnwrap(keys.firstIndex(of: "NSAllowsTypeSelect"))
        XCTAssertEqual(keys[typeSelect + 1], "NSTableViewSelectionHighlightStyle")
        XCTAssertEqual(keys[typeSelect + 2], "NSTableViewDraggingDestinationStyle")
        let plain = try encode(table: Self.table(attributes: "", columns: [("a", 100)]), header: false)
        let plainTable = try XCTUnwrap(plain.objects(ofClass: "NSTableView").first)
        XCTAssertNil(plain.value(plainTable, "NSTableViewSelectionHighlightStyle"))
        XCTAssertEqual(plain.value(plainTable, "NSTableViewDraggingDestinationStyle"), .int8(0))
        // none is AppKit's -1 under the same key, the dragging destination style regular (inferred).
        let none = try encode(table: Self.table(attributes: "selectionHighlightStyle=\"none\"", columns: [("a", 100)]), header: false)
        let noneTable = try XCTUnwrap(none.objects(ofClass: "NSTableView").first)
        XCTAssertEqual(AppKitTableViewEncodingTests.int(none.value(noneTable, "NSTableViewSelectionHighlightStyle")), -1)
        XCTAssertEqual(none.value(noneTable, "NSTableViewDraggingDestinationStyle"), .int8(0))
        XCTAssertThrowsError(try encode(table: Self.table(attributes: "selectionHighlightStyle=\"bogus\"", columns: [("a", 100)]), header: false))
    }

    /// rowSizeStyle: automatic writes nothing; small / medium / large are AppKit's 1 / 2 / 3 in
    /// NSTableViewRowSizeStyle right after NSAllowsTypeSelect; custom is refused.
    func testRowSizeStyle() throws {
        let graph = try encode(table: Self.table(attributes: "rowSizeStyle=\"medium\"", columns: [("a", 100)]), header: false)
        let table = try XCTUnwrap(graph.objects(ofClass: "NSTableView").first)
        XCTAssertEqual(graph.value(table, "NSTableViewRowSizeStyle"), .int8(2))
        let keys = table.values.map(\.key)
        let typeSelect = try XCTUnwrap(keys.firstIndex(of: "NSAllowsTypeSelect"))
        XCTAssertEqual(keys[typeSelect + 1], "NSTableViewRowSizeStyle")
        for (style, value) in [("small", Int8(1)), ("large", 3)] {
            let other = try encode(table: Self.table(attributes: "rowSizeStyle=\"\(style)\"", columns: [("a", 100)]), header: false)
            XCTAssertEqual(other.value(try XCTUnwrap(other.objects(ofClass: "NSTableView").first), "NSTableViewRowSizeStyle"), .int8(value))
        }
        let automatic = try encode(table: Self.table(attributes: "rowSizeStyle=\"automatic\"", columns: [("a", 100)]), header: false)
        XCTAssertNil(automatic.value(try XCTUnwrap(automatic.objects(ofClass: "NSTableView").first), "NSTableViewRowSizeStyle"))
        XCTAssertThrowsError(try encode(table: Self.table(attributes: "rowSizeStyle=\"custom\"", columns: [("a", 100)]), header: false))
    }

    func testTableWithHeaderFillsItsClipViewAndListsColumnsAndCells() throws {
        let graph = try encode(table: Self.table(attributes: "columnAutoresizingStyle=\"lastColumnOnly\" columnReordering=\"NO\" headerView=\"H1\"",
                                                 columns: [("a", 100), ("b", 120)]), header: true)
        let table = try XCTUnwrap(graph.objects(ofClass: "NSTableView").first)
        // Columns 223 wide in a 378-point clip view: the table fills it (state 1).
        XCTAssertEqual(graph.string(graph.child(table, "NSFrameSize")), "{378, 175}")
        // resizing 0x40000000 | empty 0x10000000 | multiple 0x08000000 | 0x02000000 | autosave
        // 0x01000000 | state 1 << 21.
        XCTAssertEqual(graph.value(table, "NSTvFlags"), .int32(0x5B20_0000))
        XCTAssertEqual(graph.value(table, "NSColumnAutoresizingStyle"), .int8(4))
        let columns = graph.elements(try XCTUnwrap(graph.child(table, "NSTableColumns")))
        XCTAssertEqual(columns.map { graph.string(graph.child($0, "NSIdentifier")) }, ["a", "b"])
        let sort = try XCTUnwrap(graph.child(columns[0], "NSSortDescriptorPrototype"))
        XCTAssertEqual(graph.value(sort, "NSAscending"), .bool(false))
        let headerCell = try XCTUnwrap(graph.child(columns[0], "NSHeaderCell"))
        // The header font is the 11 pt system font with a text style, whatever <font> says.
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(headerCell, "NSSupport")), "NSfFlags"), .int8(0x10))
        let dataCell = try XCTUnwrap(graph.child(columns[0], "NSDataCell"))
        XCTAssertEqual(graph.child(dataCell, "NSControlView")?.className, "NSTableView")

        let scrollView = try XCTUnwrap(graph.objects(ofClass: "NSScrollView").first)
        let subviews = graph.elements(try XCTUnwrap(graph.child(scrollView, "NSSubviews"))).map(\.className)
        XCTAssertEqual(subviews, ["NSClipView", "NSClipView", "NSScroller", "_NSCornerView", "NSScroller"])
        let headerClip = try XCTUnwrap(graph.child(scrollView, "NSHeaderClipView"))
        XCTAssertEqual(graph.string(graph.child(headerClip, "NSFrame")), "{{1, 1}, {378, 23}}")
        let clip = try XCTUnwrap(graph.child(scrollView, "NSContentView"))
        XCTAssertEqual(graph.string(graph.child(clip, "NSBounds")), "{{0, -23}, {378, 198}}")
        // Line scrolling follows the rows: 17 + 2.
        XCTAssertEqual(graph.value(scrollView, "NSScrollAmts"),
                       .data([0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x41, 0x98, 0, 0, 0x41, 0x98, 0, 0]))
    }

    func testTableWhoseColumnsOverflowIsWiderThanItsClipView() throws {
        let graph = try encode(table: Self.table(attributes: "", columns: [("a", 200), ("b", 160)]), header: false)
        let table = try XCTUnwrap(graph.objects(ofClass: "NSTableView").first)
        // 363 points of columns + 32 in a 378-point clip view, no column resizing with the table.
        XCTAssertEqual(graph.string(graph.child(table, "NSFrameSize")), "{395, 198}")
        guard case .int64(let flags)? = graph.value(table, "NSTvFlags") else { return XCTFail("NSTvFlags is not an int64") }
        XCTAssertEqual(UInt32(truncatingIfNeeded: flags) >> 21 & 3, 3)
        XCTAssertEqual(UInt32(truncatingIfNeeded: flags) & 0x8000, 0x8000, "uniform autoresizing when no style is given")
        let scrollView = try XCTUnwrap(graph.objects(ofClass: "NSScrollView").first)
        XCTAssertEqual(graph.value(scrollView, "NSsFlags"), .int32(0x20A92))
    }

    func testOutlineViewKeys() throws {
        let graph = try encode(table: Self.table("outlineView", attributes: "indentationPerLevel=\"16\" outlineTableColumn=\"Ca\"",
                                                 columns: [("a", 100)]), header: false)
        let outline = try XCTUnwrap(graph.objects(ofClass: "NSOutlineView").first)
        XCTAssertEqual(graph.value(outline, "NSOutlineViewIndentationPerLevelKey"), .float(16))
        XCTAssertEqual(graph.value(outline, "NSOutlineViewAutoresizesOutlineColumnKey"), .bool(false))
        XCTAssertEqual(graph.value(outline, "NSOutineViewStronglyReferencesItems"), .bool(true))
        XCTAssertNil(graph.value(outline, "NSOutlineViewIndentationMarkerFollowsCellKey"))
        // indentationMarkerFollowsCell="NO" (transmission_MainMenu): a key of its own after the indentation.
        let marker = try encode(table: Self.table("outlineView", attributes: "indentationPerLevel=\"16\" indentationMarkerFollowsCell=\"NO\" outlineTableColumn=\"Ca\"",
                                                  columns: [("a", 100)]), header: false)
        let markerOutline = try XCTUnwrap(marker.objects(ofClass: "NSOutlineView").first)
        XCTAssertEqual(marker.value(markerOutline, "NSOutlineViewIndentationMarkerFollowsCellKey"), .bool(false))
        let keys = markerOutline.values.map(\.key)
        XCTAssertEqual(keys.firstIndex(of: "NSOutlineViewIndentationPerLevelKey").map { $0 + 1 }, keys.firstIndex(of: "NSOutlineViewIndentationMarkerFollowsCellKey"))
    }

    func testNumberFormatterPatterns() throws {
        // The reader only names the element in errors.
        let reader = AppKitAttributeReader(try InterfaceDocument(text: AppKitControlEncodingTests.window("")).root)
        XCTAssertEqual(try AppKitNumberFormatterEncoder.format(groupingSize: 3, minimumInteger: 1, maximumInteger: 2_000_000_000,
                                                               minimumFraction: 0, maximumFraction: 3, reader: reader), "#,##0.###")
        XCTAssertEqual(try AppKitNumberFormatterEncoder.format(groupingSize: 0, minimumInteger: 1, maximumInteger: 4,
                                                               minimumFraction: 2, maximumFraction: 2, reader: reader), "###0.00")
        XCTAssertThrowsError(try AppKitNumberFormatterEncoder.format(groupingSize: 0, minimumInteger: 1, maximumInteger: 2_000_000_000,
                                                                     minimumFraction: 0, maximumFraction: 0, reader: reader))
    }

    func testShortDateTitleReadsAsUTCDate() {
        // 1976-01-04 23:00 UTC, as ibtool archives test_date_formatter's title.
        XCTAssertEqual(AppKitTextFieldEncoder.shortDateAndTimeInterval("4/1/1976, 11:00 pm"), -788_662_800)
        XCTAssertEqual(AppKitTextFieldEncoder.shortDateAndTimeInterval("1/1/2001, 12:00 am"), 0)
        XCTAssertNil(AppKitTextFieldEncoder.shortDateAndTimeInterval("Text Cell"))
    }
}
