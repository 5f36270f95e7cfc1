import IBDocument
import XCTest
@testable import IBCompile

/// AppKitTableViewEncodingTests, continued: a table's `tableStyle`, `floatsGroupRows` and `<tableViewGridLines>`, key by key (see
/// `AppKitTableViewEncoder`: NSTableViewStyle and NSTableViewShouldFloatGroupRows are inferred from
/// viraptor/ibtool and Finch; the grid mask and its NSTvFlags bit are read off a legacy archive).
extension AppKitTableViewEncodingTests {
    func table(_ attributes: String, grid: String = "") throws -> (AppKitTestGraph, NibObject) {
        var element = AppKitTableViewEncodingTests.table(attributes: attributes, columns: [("a", 100)])
        if !grid.isEmpty {
            element = element.replacingOccurrences(of: "<tableColumns>", with: "\(grid)\n<tableColumns>")
        }
        let graph = try encode(table: element, header: false)
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSTableView").first))
    }

    func keys(_ object: NibObject) -> [String] { object.values.map(\.key) }

    /// fullWidth / inset / sourceList / plain are AppKit's NSTableView.Style 1…4 in
    /// NSTableViewStyle right after NSAllowsTypeSelect; automatic (the default) writes nothing.
    func testTableStyleValuesAndPlace() throws {
        for (style, value) in [("fullWidth", Int8(1)), ("inset", 2), ("sourceList", 3), ("plain", 4)] {
            let (graph, table) = try self.table("tableStyle=\"\(style)\"")
            XCTAssertEqual(graph.value(table, "NSTableViewStyle"), .int8(value), style)
            let keys = keys(table)
            let typeSelect = try XCTUnwrap(keys.firstIndex(of: "NSAllowsTypeSelect"))
            XCTAssertEqual(keys[typeSelect + 1], "NSTableViewStyle")
        }
        for attributes in ["", "tableStyle=\"automatic\""] {
            let (graph, table) = try self.table(attributes)
            XCTAssertNil(graph.value(table, "NSTableViewStyle"))
        }
        XCTAssertThrowsError(try self.table("tableStyle=\"bordered\""))
    }

    func testFloatsGroupRowsNoIsArchivedAndYesIsNot() throws {
        let (graph, table) = try self.table("floatsGroupRows=\"NO\" rowSizeStyle=\"small\"")
        XCTAssertEqual(graph.value(table, "NSTableViewShouldFloatGroupRows"), .bool(false))
        let keys = keys(table)
        let rowSize = try XCTUnwrap(keys.firstIndex(of: "NSTableViewRowSizeStyle"))
        XCTAssertEqual(keys[rowSize + 1], "NSTableViewShouldFloatGroupRows")
        let (yesGraph, yesTable) = try self.table("floatsGroupRows=\"YES\"")
        XCTAssertNil(yesGraph.value(yesTable, "NSTableViewShouldFloatGroupRows"))
    }

    /// vertical 1, horizontal 2, dashed 8 in NSGridStyleMask right after NSDataSource, and
    /// NSTvFlags gains 0x20000000; without grid lines neither is written.
    func testGridLinesMaskPlaceAndFlag() throws {
        let (plainGraph, plainTable) = try table("")
        XCTAssertNil(plainGraph.value(plainTable, "NSGridStyleMask"))
        let plainFlags = try XCTUnwrap(Self.int(plainGraph.value(plainTable, "NSTvFlags")))
        XCTAssertEqual(plainFlags & 0x2000_0000, 0)
        for (grid, mask) in [("horizontal=\"YES\"", Int64(2)), ("vertical=\"YES\"", 1),
                             ("horizontal=\"YES\" vertical=\"YES\" dashed=\"YES\"", 11)] {
            let (graph, table) = try self.table("", grid: "<tableViewGridLines key=\"gridStyleMask\" \(grid)/>")
            XCTAssertEqual(Self.int(graph.value(table, "NSGridStyleMask")), mask, grid)
            let flags = try XCTUnwrap(Self.int(graph.value(table, "NSTvFlags")))
            XCTAssertEqual(UInt32(truncatingIfNeeded: flags), UInt32(truncatingIfNeeded: plainFlags) | 0x2000_0000, grid)
            let keys = keys(table)
            let dataSource = try XCTUnwrap(keys.firstIndex(of: "NSDataSource"))
            XCTAssertEqual(keys[dataSource + 1], "NSGridStyleMask")
        }
        XCTAssertThrowsError(try table("", grid: "<tableViewGridLines key=\"gridStyleMask\" horizontal=\"maybe\"/>"))
    }

    static func int(_ value: NibValue?) -> Int64? {
        switch value {
        case .int8(let v)?: return Int64(v)
        case .int16(let v)?: return Int64(v)
        case .int32(let v)?: return Int64(v)
        case .int64(let v)?: return v
        default: return nil
        }
    }
}
