import IBDocument
import XCTest
@testable import IBCompile

/// A table view cell's indentation and a xib cell's row height, compiled through `NibCompiler`
/// and read back with the test-only decoder, against `-[UITableViewCell encodeWithCoder:]`
/// (decompiled UIKitCore, iOS 26.1): `UIIndentationLevel` (integer, when not 0) after the style,
/// `UIIndentationWidth` (float, when set: not Xcode's default 10) after the accessory types; a
/// xib's top-level cell archives nothing for `rowHeight` (the coder has no such key; the frame
/// carries the height). A prototype's `rowHeight`: `UIKitPrototypeRowHeightTests`.
final class UIKitTableViewCellIndentationTests: XCTestCase {
    private func compile(_ text: String) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Cell")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Cell.xib")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    private func cellXib(_ attributes: String) -> String {
        UIKitTableViewCellEncodingTests.cell.replacingOccurrences(of: #"indentationWidth="10" reuseIdentifier"#, with: "\(attributes) reuseIdentifier")
    }

    func testIndentationKeysInTheCodersPlaces() throws {
        let text = cellXib(#"indentationLevel="2" indentationWidth="0.0" rowHeight="54""#)
        XCTAssertTrue(text.contains(#"rowHeight="54""#))
        let graph = try compile(text)
        let cell = try XCTUnwrap(graph.objects(ofClass: "UITableViewCell").first)
        let keys = cell.values.map(\.key)
        XCTAssertEqual(graph.value(cell, "UIIndentationLevel"), .int8(2))
        XCTAssertEqual(graph.value(cell, "UIIndentationWidth"), .float(0))
        let style = try XCTUnwrap(keys.firstIndex(of: "UITableViewCellStyle"))
        XCTAssertEqual(keys[style + 1], "UIIndentationLevel", "the level follows the style")
        let accessory = try XCTUnwrap(keys.firstIndex(of: "UIAccessoryType"))
        XCTAssertEqual(keys.firstIndex(of: "UIIndentationWidth"), accessory + 1, "the width follows the accessory types")
        XCTAssertFalse(keys.contains { $0.contains("RowHeight") }, "the cell's coder has no row height")
        XCTAssertNotNil(graph.value(cell, "UIBounds"), "the height stays in the frame")
    }

    func testDefaultsWriteNothing() throws {
        let graph = try compile(cellXib(#"indentationLevel="0" indentationWidth="10""#))
        let cell = try XCTUnwrap(graph.objects(ofClass: "UITableViewCell").first)
        XCTAssertNil(graph.value(cell, "UIIndentationLevel"))
        XCTAssertNil(graph.value(cell, "UIIndentationWidth"))
    }
}
