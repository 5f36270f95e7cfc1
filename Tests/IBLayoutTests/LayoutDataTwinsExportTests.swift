import Foundation
import XCTest
@testable import IBLayout
import StoryweaveTestPaths

/// The browser's copies of IBLayout's data tables are generated from the Swift ones, as the Xcode
/// order table is (`XcodeOrderTableExportTests`): the devices Interface Builder lays scenes out on
/// (`Device.all` → `Public/js/layout/device-table.js`) and the text measurer's advance widths
/// (`TextAdvances` → `Public/js/layout/text-advances-table.js`). Each test fails when the committed
/// module differs from what Swift renders; `REGENERATE_JS=1` rewrites it.
final class LayoutDataTwinsExportTests: XCTestCase {
    func testCommittedDeviceTableIsCurrent() throws {
        try assertCurrent("Public/js/layout/device-table.js", Self.deviceModule())
    }

    func testCommittedTextAdvancesTableIsCurrent() throws {
        try assertCurrent("Public/js/layout/text-advances-table.js", Self.textAdvancesModule())
    }

    func testRenderedModulesCarryEveryValue() {
        let devices = Self.deviceModule()
        for device in Device.all { XCTAssertTrue(devices.contains("\"\(device.id)\", \"\(device.name)\""), device.id) }
        XCTAssertEqual(devices.components(separatedBy: "\n  [").count - 1, Device.all.count)
        let advances = Self.textAdvancesModule()
        XCTAssertEqual(TextAdvances.helvetica.count, 95)
        XCTAssertTrue(advances.contains(TextAdvances.helveticaBold.prefix(16).map(Self.number).joined(separator: ", ")))
    }

    private func assertCurrent(_ path: String, _ rendered: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let stale = try GeneratedJavaScript.staleness(of: path, rendered: rendered, testFilter: "LayoutDataTwinsExportTests")
        XCTAssertNil(stale, stale ?? "", file: file, line: line)
    }

    private static func header(_ source: String) -> String {
        """
        // GENERATED from \(source) by Tests/IBLayoutTests/LayoutDataTwinsExportTests.swift.
        // Do not edit: regenerate with `REGENERATE_JS=1 swift test --filter LayoutDataTwinsExportTests`.

        """
    }

    /// `[id, name, portrait width, portrait height, portrait top inset, portrait bottom inset, kind, orientation]`.
    static func deviceModule() -> String {
        var out = header("Sources/IBLayout/UIKit/Device.swift (`Device.all`)")
        out += "\n/** Every device, in Swift's order: id, name, portrait width and height, portrait top and bottom safe-area insets, kind, orientation. */\n"
        out += "export const DEVICE_ROWS = [\n"
        for device in Device.all {
            let kind = device.isTV ? "tv" : device.isPad ? "pad" : "phone"
            let text = GeneratedJavaScript.string
            let fields = [text(device.id), text(device.name), number(device.portraitWidth), number(device.portraitHeight),
                          number(device.portraitTopInset), number(device.portraitBottomInset), text(kind), text(device.orientation.rawValue)]
            out += "  [\(fields.joined(separator: ", "))],\n"
        }
        out += "];\n"
        return out
    }

    static func textAdvancesModule() -> String {
        var out = header("Sources/IBLayout/UIKit/TextAdvances.swift")
        for (name, table, font) in [("HELVETICA", TextAdvances.helvetica, "Helvetica"), ("HELVETICA_BOLD", TextAdvances.helveticaBold, "Helvetica-Bold")] {
            out += "\n/** \(font) advance widths for U+0020…U+007E, per 1000 em (AFM). */\n"
            out += "export const \(name) = [\n"
            for start in stride(from: 0, to: table.count, by: 16) {
                out += "  " + table[start..<min(start + 16, table.count)].map(number).joined(separator: ", ") + ",\n"
            }
            out += "];\n"
        }
        return out
    }

    /// A number as JavaScript reads it back exactly (the tables hold whole numbers).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
