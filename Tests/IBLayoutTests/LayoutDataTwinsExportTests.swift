import Foundation
import XCTest
@testable import IBLayout
import StoryweaveTestPaths

/// The browser's copies of IBLayout's data tables are generated from the Swift ones, as the Xcode
/// order table is (`XcodeOrderTableExportTests`): the devices Interface Builder lays scenes out on
/// (`Device.all` → `Public/js/layout/device-table.js`), the text measurer's advance widths
/// (`TextAdvances` → `Public/js/layout/text-advances-table.js`) and the AppKit control metrics
/// (`AppKitControlMetricsTable` → `Public/js/layout/appkit-control-table.js`). Each test fails when
/// the committed module differs from what Swift renders; `REGENERATE_JS=1` rewrites it.
final class LayoutDataTwinsExportTests: XCTestCase {
    func testCommittedDeviceTableIsCurrent() throws {
        try assertCurrent("Public/js/layout/device-table.js", Self.deviceModule())
    }

    func testCommittedTextAdvancesTableIsCurrent() throws {
        try assertCurrent("Public/js/layout/text-advances-table.js", Self.textAdvancesModule())
    }

    func testCommittedAppKitControlTableIsCurrent() throws {
        try assertCurrent("Public/js/layout/appkit-control-table.js", Self.appKitControlModule())
    }

    func testRenderedModulesCarryEveryValue() {
        let devices = Self.deviceModule()
        for device in Device.all { XCTAssertTrue(devices.contains("\"\(device.id)\", \"\(device.name)\""), device.id) }
        XCTAssertEqual(devices.components(separatedBy: "\n  [").count - 1, Device.all.count)
        let advances = Self.textAdvancesModule()
        XCTAssertEqual(TextAdvances.helvetica.count, 95)
        XCTAssertTrue(advances.contains(TextAdvances.helveticaBold.prefix(16).map(Self.number).joined(separator: ", ")))
        let controls = Self.appKitControlModule()
        XCTAssertEqual(controls.components(separatedBy: "\n  { control: ").count - 1, AppKitControlMetricsTable.rows.count)
        for row in AppKitControlMetricsTable.rows { XCTAssertTrue(controls.contains("  // \(row.source)\n"), row.source) }
        XCTAssertTrue(controls.contains(#"{ control: "pushButton", generations: [0, 1], controlSizes: null, width: null, height: 21, outsets: [4, 6, 7, 6], titlePadding: 26, linePadding: null }"#))
        XCTAssertTrue(controls.contains("[3, 24000], [2, 17000], [1, 15000], [0, 0]"))
        XCTAssertTrue(controls.contains("smallSystem: 11,"))
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

    /// The AppKit control metrics, each row after a comment saying where its figures come from;
    /// generations as their raw values (`AQUA` 0 … `TAHOE` 3 in appkit-controls.js).
    static func appKitControlModule() -> String {
        let table = AppKitControlMetricsTable.self
        var out = header("Sources/IBLayout/UIKit/AppKitControlMetricsTable.swift")
        out += "\n/** [generation, first toolsVersion (or CocoaPlugin version)], newest first. */\n"
        out += "export const GENERATION_STARTS = [" + table.generationStarts.map { "[\($0.generation.rawValue), \($0.firstToolsVersion)]" }.joined(separator: ", ") + "];\n"
        out += "\n/** Point sizes of the `metaFont`s Interface Builder writes. */\n"
        out += "export const META_FONT_SIZES = {\n"
        for font in table.metaFontSizes { out += "  \(font.name): \(number(font.pointSize)),\n" }
        out += "};\n"
        out += "\n/** What each kind of control measures, first matching row wins (AppKitControlMetricsTable.Row: controlSizes null = any; outsets [top, left, bottom, right]). */\n"
        out += "export const CONTROL_METRICS = [\n"
        let optional = { (value: Double?) in value.map(number) ?? "null" }
        for row in table.rows {
            let sizes = row.controlSizes.map { "[" + $0.map(GeneratedJavaScript.string).joined(separator: ", ") + "]" } ?? "null"
            let outsets = row.outsets.map { "[" + [$0.top, $0.left, $0.bottom, $0.right].map(number).joined(separator: ", ") + "]" } ?? "null"
            out += "  // \(row.source)\n"
            out += "  { control: \(GeneratedJavaScript.string(row.control.rawValue)), generations: [\(row.generations.map { String($0.rawValue) }.joined(separator: ", "))], "
            out += "controlSizes: \(sizes), width: \(optional(row.width)), height: \(optional(row.height)), outsets: \(outsets), "
            out += "titlePadding: \(optional(row.titlePadding)), linePadding: \(optional(row.linePadding)) },\n"
        }
        out += "];\n"
        return out
    }

    /// A number as JavaScript reads it back exactly (the tables hold whole numbers).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
