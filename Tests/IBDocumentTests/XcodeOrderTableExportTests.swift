import Foundation
import XCTest
@testable import IBDocument
import StoryweaveTestPaths

/// Keeps the browser's copy of Xcode's order tables (`Public/js/sync/engine/xcode-order-table.js`)
/// identical to the Swift tables: the JS engine must put new attributes and children exactly where
/// the server does. Fails when the committed module differs; `REGENERATE_JS=1` rewrites it.
final class XcodeOrderTableExportTests: XCTestCase {
    func testCommittedJavaScriptOrderTableIsCurrent() throws {
        let url = PackagePaths.file("Public/js/sync/engine/xcode-order-table.js")
        let expected = Self.renderModule()
        if ProcessInfo.processInfo.environment["REGENERATE_JS"] == "1" {
            try Data(expected.utf8).write(to: url)
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        XCTAssertTrue(committed == expected,
                      "\(url.path) is out of date: run `REGENERATE_JS=1 swift test --filter XcodeOrderTableExportTests`.")
    }

    func testRenderedModuleCarriesEveryTableLine() {
        let module = Self.renderModule()
        let lines = XcodeOrderTable.text.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 100)
        for line in lines { XCTAssertTrue(module.contains(Self.jsString(String(line))), String(line)) }
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
        for line in XcodeOrderTable.text.split(separator: "\n") { out += "  \(jsString(String(line))),\n" }
        out += "];\n\n"
        out += "/** The attributes that may follow `id`, in Xcode's order. */\n"
        out += "export const idTail = [\(XcodeOrder.idTail.map(jsString).joined(separator: ", "))];\n\n"
        out += "/** Child kinds Xcode writes before an element's `<constraints>`. */\n"
        out += "export const precedesConstraints = [\n"
        for kind in XcodeOrder.precedesConstraints.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            out += "  \(jsString(kind)),\n"
        }
        out += "];\n\n"
        out += "/** Button cells moved before `<constraints>` in Xcode 14 (toolsVersion 22000). */\n"
        out += "export const buttonCellsPrecedeConstraintsFrom = \(XcodeOrder.buttonCellsPrecedeConstraintsFrom);\n"
        return out
    }

    /// A double-quoted JS string literal (the table is ASCII; quotes and backslashes are escaped).
    static func jsString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value > 0x7E {
                    out += String(format: "\\u{%X}", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
