import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// A table column's `<popUpButtonCell key="dataCell">`: a control pop-up cell's keys with
/// `NSControlView` = the table, listed under the column (AppKit's coder in the legacy archive
/// sequelpro DBView; no pair has one).
extension AppKitTableViewEncodingTests {
    func testPopUpDataCellPointsAtTheTableAndIsListedUnderItsColumn() throws {
        let popUpCell = """
                                                    <popUpButtonCell key="dataCell" type="bevel" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="bezel" imageScaling="proportionallyDown" inset="2" selectedItem="Ia" id="Da">
                                                        <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                                        <font key="font" metaFont="system"/>
                                                        <menu key="menu" id="Ma">
                                                            <items>
                                                                <menuItem title="One" state="on" id="Ia"/>
                                                                <menuItem title="Two" id="Ib"/>
                                                            </items>
                                                        </menu>
                                                    </popUpButtonCell>
        """
        let table = Self.table(attributes: "columnAutoresizingStyle=\"lastColumnOnly\"", columns: [("a", 200)])
        let start = try XCTUnwrap(table.range(of: "<textFieldCell key=\"dataCell\""))
        let end = try XCTUnwrap(table.range(of: "</textFieldCell>"))
        let graph = try encode(table: table.replacingCharacters(in: start.lowerBound..<end.upperBound, with: popUpCell), header: false)
        let column = try XCTUnwrap(graph.objects(ofClass: "NSTableColumn").first)
        let cell = try XCTUnwrap(graph.child(column, "NSDataCell"))
        XCTAssertEqual(cell.className, "NSPopUpButtonCell")
        XCTAssertEqual(graph.child(cell, "NSControlView")?.className, "NSTableView")
        XCTAssertEqual(graph.child(cell, "NSMenu")?.className, "NSMenu")
        XCTAssertNotNil(graph.value(cell, "NSAltersState"))
        // Listed under its column, as the other data cells are.
        let data = try XCTUnwrap(graph.objects(ofClass: "NSIBObjectData").first)
        let keys = graph.elements(try XCTUnwrap(graph.child(data, "NSObjectsKeys")))
        let values = graph.elements(try XCTUnwrap(graph.child(data, "NSObjectsValues")))
        let index = try XCTUnwrap(keys.firstIndex { $0.className == "NSPopUpButtonCell" })
        XCTAssertEqual(values[index].className, "NSTableColumn")
    }
}
