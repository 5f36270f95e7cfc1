import IBDocument
import XCTest
@testable import IBCompile

/// Keys read off Apple's HSChooserWindow nib (a pair that still differs elsewhere): a cell's
/// `allowsEditingTextAttributes` (`NSCellFlags2` 0x40000000), a table's `usesAutomaticRowHeights`
/// (`NSTableViewUseARH`) and the `tertiaryLabelColor` fallback (grey 0.5, as gridColor's).
final class AppKitHSChooserWindowKeysTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    func encode(_ subviews: String) throws -> AppKitTestGraph {
        let text = AppKitControlEncodingTests.window(subviews)
        return AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
    }

    private func field(editingAttributes: Bool) -> String {
        """
                            <textField id="T1">
                                <rect key="frame" x="20" y="20" width="120" height="22"/>
                                <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Text"\(editingAttributes ? #" allowsEditingTextAttributes="YES""# : "") id="T2">
                                    <font key="font" metaFont="system"/>
                                    <color key="textColor" name="tertiaryLabelColor" catalog="System" colorSpace="catalog"/>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                            </textField>
        """
    }

    func testAllowsEditingTextAttributesIsCellFlags2Bit30() throws {
        func flags2(_ graph: AppKitTestGraph) throws -> Int64? {
            switch graph.value(try XCTUnwrap(graph.objects(ofClass: "NSTextFieldCell").first), "NSCellFlags2") {
            case .int32(let value): Int64(value)
            case .int64(let value): value
            default: nil
            }
        }
        let plain = try XCTUnwrap(flags2(try encode(field(editingAttributes: false))))
        let editing = try XCTUnwrap(flags2(try encode(field(editingAttributes: true))))
        XCTAssertEqual(plain, 0x10400800, "HSChooserWindow's cell without the attribute")
        XCTAssertEqual(editing, 0x50400800, "HSChooserWindow's \"Text\" cell")
    }

    func testTertiaryLabelColorFallsBackToGrey() throws {
        let graph = try encode(field(editingAttributes: false))
        let color = try XCTUnwrap(graph.objects(ofClass: "NSColor").first { graph.string(graph.child($0, "NSColorName")) == "tertiaryLabelColor" })
        let fallback = try XCTUnwrap(graph.child(color, "NSColor"))
        XCTAssertEqual(graph.value(fallback, "NSWhite"), .data(Array("0.4246723652".utf8) + [0]))
        XCTAssertEqual(graph.value(fallback, "NSComponents"), .data(Array("0.5 1".utf8)))
    }

    func testAutomaticRowHeights() throws {
        let graph = try encode("""
                            <scrollView autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="S1">
                                <rect key="frame" x="20" y="20" width="200" height="100"/>
                                <clipView key="contentView" id="C1">
                                    <rect key="frame" x="1" y="1" width="198" height="98"/>
                                    <subviews>
                                        <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" multipleSelection="NO" autosaveColumns="NO" usesAutomaticRowHeights="YES" id="V1">
                                            <rect key="frame" x="0.0" y="0.0" width="198" height="98"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <size key="intercellSpacing" width="3" height="2"/>
                                            <tableColumns>
                                                <tableColumn width="166" minWidth="40" maxWidth="1000" id="K1">
                                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="A"/>
                                                    <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="K2"/>
                                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                                </tableColumn>
                                            </tableColumns>
                                        </tableView>
                                    </subviews>
                                </clipView>
                                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="H1">
                                    <rect key="frame" x="1" y="83" width="198" height="16"/>
                                </scroller>
                                <scroller key="verticalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="NO" id="R1">
                                    <rect key="frame" x="224" y="17" width="15" height="102"/>
                                </scroller>
                            </scrollView>
        """)
        let table = try XCTUnwrap(graph.objects(ofClass: "NSTableView").first)
        XCTAssertEqual(graph.value(table, "NSTableViewUseARH"), .bool(true))
        XCTAssertEqual(table.values.last?.key, "NSTableViewUseARH", "after the group row style, as HSChooserWindow's table")
    }
}
