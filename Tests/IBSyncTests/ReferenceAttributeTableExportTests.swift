import Foundation
import XCTest
@testable import IBSync
import StoryweaveTestPaths

/// Keeps the browser's copy of the id-valued attribute table
/// (`Public/js/sync/engine/reference-attribute-table.js`) identical to `ReferenceAttributeTable`:
/// the JS engine must cascade a removal exactly as the server does. Fails when the committed
/// module differs; `REGENERATE_JS=1` rewrites it.
final class ReferenceAttributeTableExportTests: XCTestCase {
    func testCommittedJavaScriptTableIsCurrent() throws {
        let stale = try GeneratedJavaScript.staleness(of: "Public/js/sync/engine/reference-attribute-table.js", rendered: Self.renderModule(),
                                                      testFilter: "ReferenceAttributeTableExportTests")
        XCTAssertNil(stale, stale ?? "")
    }

    func testTableParses() {
        XCTAssertEqual(ReferenceAttributes.removal(element: "outlet", attribute: "destination"), .element)
        XCTAssertEqual(ReferenceAttributes.removal(element: "exclude", attribute: "reference"), .element)
        XCTAssertEqual(ReferenceAttributes.removal(element: "document", attribute: "initialViewController"), .attribute)
        XCTAssertNil(ReferenceAttributes.removal(element: "button", attribute: "tag"))
        XCTAssertTrue(ReferenceAttributes.containersWrittenEmpty.contains("defaultToolbarItems"))
    }

    static func renderModule() -> String {
        var out = """
        // GENERATED from Sources/IBSync/ReferenceAttributeTable.swift by
        // Tests/IBSyncTests/ReferenceAttributeTableExportTests.swift. Do not edit: regenerate with
        // `REGENERATE_JS=1 swift test --filter ReferenceAttributeTableExportTests`.

        /** `element attribute element|attribute` and `~container` lines (see ReferenceAttributeTable.swift). */
        export const referenceAttributeLines = [

        """
        // The table is ASCII letters, spaces and `~`: no escaping needed.
        for line in ReferenceAttributeTable.text.split(separator: "\n") { out += "  \"\(line)\",\n" }
        out += "];\n"
        return out
    }
}
