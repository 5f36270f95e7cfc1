import IBDocument
import XCTest
@testable import IBCompile

/// How a last-column-only table whose columns come within 32 points of its clip view fits its
/// last column, with and without a header (fixtures sv16b and scrollview_table without one,
/// test_outline_indent and test_single_col_noresize with one).
extension AppKitTableViewEncodingTests {
    /// Columns a (100) and b (260, resizing with the table) in the 378-point clip view.
    func fittedColumns(header: Bool) throws -> (widths: [Double], state: UInt32) {
        var table = Self.table(attributes: "columnAutoresizingStyle=\"lastColumnOnly\"" + (header ? " headerView=\"H1\"" : ""),
                               columns: [("a", 100), ("b", 260)])
        let sort = try XCTUnwrap(table.range(of: "<sortDescriptor key=\"sortDescriptorPrototype\" sortKey=\"b\""))
        table.insert(contentsOf: "<tableColumnResizingMask key=\"resizingMask\" resizeWithTable=\"YES\"/>\n", at: sort.lowerBound)
        let graph = try encode(table: table, header: header)
        let tableView = try XCTUnwrap(graph.objects(ofClass: "NSTableView").first)
        let widths = graph.elements(try XCTUnwrap(graph.child(tableView, "NSTableColumns"))).map { column -> Double in
            guard case .double(let width)? = graph.value(column, "NSWidth") else { return -1 }
            return width
        }
        // Negative flags are written as int64 or int32 depending on their value.
        let flags: Int64
        switch graph.value(tableView, "NSTvFlags") {
        case .int32(let value)?: flags = Int64(value)
        case .int64(let value)?: flags = value
        default: XCTFail("NSTvFlags is missing"); return (widths, 0)
        }
        return (widths, UInt32(truncatingIfNeeded: flags) >> 21 & 3)
    }

    func testLastColumnLeavesTwelvePointsWithoutHeader() throws {
        // 363 points of columns: the last column grows to end 12 points short (state 2).
        let fitted = try fittedColumns(header: false)
        XCTAssertEqual(fitted.widths, [100, 263])
        XCTAssertEqual(fitted.state, 2)
    }

    func testLastColumnShrinksUnderAHeader() throws {
        // With a header the column widths end 37 points short of the clip view (state 1).
        let fitted = try fittedColumns(header: true)
        XCTAssertEqual(fitted.widths, [100, 241])
        XCTAssertEqual(fitted.state, 1)
    }
}
