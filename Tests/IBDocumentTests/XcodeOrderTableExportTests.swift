import Foundation
import XCTest
@testable import IBDocument
import StoryweaveTestPaths

/// Keeps the browser's copy of Xcode's order tables (`Public/js/sync/engine/xcode-order-table.js`)
/// identical to the Swift tables: the JS engine must put new attributes and children exactly where
/// the server does. Fails when the committed module differs; `REGENERATE_JS=1` rewrites it.
final class XcodeOrderTableExportTests: XCTestCase {
    func testCommittedJavaScriptOrderTableIsCurrent() throws {
        let stale = try GeneratedJavaScript.staleness(of: "Public/js/sync/engine/xcode-order-table.js", rendered: Self.renderModule(),
                                                      testFilter: "XcodeOrderTableExportTests")
        XCTAssertNil(stale, stale ?? "")
    }

    func testRenderedModuleCarriesEveryTableLine() {
        let module = Self.renderModule()
        let lines = XcodeOrderTable.text.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 100)
        for line in lines { XCTAssertTrue(module.contains(GeneratedJavaScript.string(String(line))), String(line)) }
        XCTAssertTrue(module.contains("export const buttonCellsPrecedeConstraintsFrom = \(XcodeOrder.buttonCellsPrecedeConstraintsFrom);"))
    }

    /// The JS module text: the table lines plus the fixed rules `XcodeOrder` layers on top.
    static func renderModule() -> String {
        var out = """
        // GENERATED from Sources/IBDocument/XML/XcodeOrderTable.swift and XcodeOrder.swift by
        // Tests/IBDocumentTests/XcodeOrderTableExportTests.swift. Do not edit: regenerate with
        // `REGENERATE_JS=1 swift test --filter XcodeOrderTableExportTests`.

        /** `@element: attributes...` and `>element: childKinds...` lines (see XcodeOrderTable.swift). */
        export const xcodeOrderLines = [

        """
        for line in XcodeOrderTable.text.split(separator: "\n") { out += "  \(GeneratedJavaScript.string(String(line))),\n" }
        out += "];\n\n"
        out += "/** The attributes that may follow `id`, in Xcode's order. */\n"
        out += "export const idTail = [\(XcodeOrder.idTail.map(GeneratedJavaScript.string).joined(separator: ", "))];\n\n"
        out += "/** Child kinds Xcode writes before an element's `<constraints>`. */\n"
        out += "export const precedesConstraints = [\n"
        for kind in XcodeOrder.precedesConstraints.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            out += "  \(GeneratedJavaScript.string(kind)),\n"
        }
        out += "];\n\n"
        out += "/** Button cells moved before `<constraints>` in Xcode 14 (toolsVersion 22000). */\n"
        out += "export const buttonCellsPrecedeConstraintsFrom = \(XcodeOrder.buttonCellsPrecedeConstraintsFrom);\n"
        return out
    }
}
