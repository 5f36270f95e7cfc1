import IBDocument
import XCTest
@testable import IBCompile

/// A search field's cell: `textCompletion` `NO` → the cell's `NSAutomaticTextCompletionDisabled`
/// (searchfield_no_completion); absent (on) → `NSCharacterPickerEnabled` instead
/// (viraptor/ibtool's searchfieldcell_customclass pair); `NSAutomaticTextCompletionStored` both;
/// the search options `sendsSearchStringImmediately`, `sendsWholeSearchString`, `recentsAutosaveName`.
final class AppKitSearchFieldCellTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    func searchCell(textCompletion: String?, cellAttributes: String = "") throws -> (AppKitTestGraph, NibObject) {
        let attribute = textCompletion.map { " textCompletion=\"\($0)\"" } ?? ""
        let text = AppKitControlEncodingTests.window("""
                            <searchField verticalHuggingPriority="750"\(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="S1">
                                <rect key="frame" x="20" y="20" width="200" height="22"/>
                                <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round"\(cellAttributes) id="S2">
                                    <font key="font" metaFont="system"/>
                                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                </searchFieldCell>
                            </searchField>
        """)
        let graph = AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSSearchFieldCell").first))
    }

    func testCompletionOnWritesTheCharacterPickerWhereADisabledCompletionGoes() throws {
        let (graph, cell) = try searchCell(textCompletion: nil)
        let keys = cell.values.map(\.key)
        XCTAssertEqual(graph.value(cell, "NSCharacterPickerEnabled"), .bool(true))
        XCTAssertNil(graph.value(cell, "NSAutomaticTextCompletionDisabled"))
        XCTAssertEqual(keys.last, "NSAutomaticTextCompletionStored")
        XCTAssertEqual(graph.value(cell, "NSAutomaticTextCompletionStored"), .bool(true))
    }

    func testCompletionOffIsTheDisabledKey() throws {
        let (graph, cell) = try searchCell(textCompletion: "NO")
        let keys = cell.values.map(\.key)
        XCTAssertEqual(graph.value(cell, "NSAutomaticTextCompletionDisabled"), .bool(true))
        XCTAssertNil(graph.value(cell, "NSCharacterPickerEnabled"))
        XCTAssertEqual(keys.last, "NSAutomaticTextCompletionStored")
    }

    func testSearchOptions() throws {
        let (plainGraph, plain) = try searchCell(textCompletion: "NO")
        XCTAssertEqual(plainGraph.value(plain, "NSSearchFieldFlags"), .data([6, 0, 0, 0]))
        XCTAssertNil(plainGraph.value(plain, "NSSendsWholeSearchString"))
        XCTAssertNil(plainGraph.value(plain, "NSRecentsAutosaveName"))
        let (graph, cell) = try searchCell(textCompletion: "NO", cellAttributes: #" sendsSearchStringImmediately="YES" sendsWholeSearchString="YES" recentsAutosaveName="Recents""#)
        XCTAssertEqual(graph.value(cell, "NSSearchFieldFlags"), .data([0xE, 0, 0, 0]))
        XCTAssertEqual(graph.value(cell, "NSSendsWholeSearchString"), .bool(true))
        XCTAssertEqual(graph.string(graph.child(cell, "NSRecentsAutosaveName")), "Recents")
    }
}
