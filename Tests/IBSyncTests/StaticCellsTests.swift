import Foundation
import XCTest
import IBDocument
@testable import IBSync
import StoryweaveTestPaths

/// "Convert to Static Cells" and "Add Table Section" (`StaticCells.swift`): the same text as the JS twin's test
/// (Tests/js/editor/static-cells.test.mjs, Tests/js/editor/expected/static-cells.xml).
final class StaticCellsTests: XCTestCase {
    func testConvertingATableViewControllerToStaticCellsThenAddingASection() throws {
        let signup = try String(contentsOf: PackagePaths.file("Tests/browser/fixtures/Signup.storyboard"), encoding: .utf8)
        let document = try SyncDocument(text: signup)
        var n = 0
        let next = { () -> String in defer { n += 1 }; return "new-" + (n < 10 ? "0" : "") + "\(n)-001" }
        let (sceneOps, _, _) = try EditCommands.sceneOps(document, description: XCTUnwrap(ClassCatalog.uiKit.description(ofClass: "UITableViewController")), x: 0, y: 0, next: next)
        _ = try BatchApplier.apply(sceneOps, to: document)
        var commands = EditCommands(document: document, ids: IdentifierGenerator(seed: 22, existing: document.objectIDs))
        var made: [String] = []
        for step in 0..<2 {
            let before = document.serializedString()
            let (ops, id) = step == 0 ? try commands.convertToStaticCells(tableID: "new-02-001") : try commands.addTableSection(tableID: "new-02-001")
            made.append(id)
            let result = try BatchApplier.apply(ops, to: document)
            XCTAssertTrue(ReferenceCascade.danglingReferences(in: document).isEmpty)
            let after = document.serializedString()
            _ = try BatchApplier.replay(result.inverse, on: document)
            XCTAssertEqual(document.serializedString(), before, "one undo")
            _ = try BatchApplier.apply(ops, to: document)
            XCTAssertEqual(document.serializedString(), after)
        }
        var text = document.serializedString()
        // The generator's ids stand for the JS test's counter: the two sections, the new cell and its content view.
        let newCell = try XCTUnwrap(document.element(withID: made[1])?.firstChild(named: "cells")?.childElements.first)
        let contentID = try XCTUnwrap(newCell.firstChild(named: "tableViewCellContentView", key: "contentView")?.attribute("id"))
        for (id, stand) in [(made[0], "new-08-001"), (made[1], "new-09-001"), (newCell.attribute("id")!, "new-10-001"), (contentID, "new-11-001")] {
            text = text.replacingOccurrences(of: "\"\(id)\"", with: "\"\(stand)\"")
        }
        let id = try XCTUnwrap(text.range(of: #"id="new-02-001">"#))
        let start = try XCTUnwrap(text.range(of: "\n", options: .backwards, range: text.startIndex..<id.lowerBound)).upperBound
        let end = try XCTUnwrap(text.range(of: "</tableView>", range: id.upperBound..<text.endIndex)).upperBound
        let expected = try String(contentsOf: PackagePaths.file("Tests/js/editor/expected/static-cells.xml"), encoding: .utf8)
        XCTAssertEqual(String(text[start..<end]), expected.trimmingCharacters(in: .newlines))
        XCTAssertThrowsError(try commands.convertToStaticCells(tableID: "new-02-001"))

        // Content back at Dynamic Prototypes: both sections' cells become the prototypes, in order (the JS twin's text).
        let back = try commands.convertToDynamicPrototypes(tableID: "new-02-001")
        let staticText = document.serializedString()
        let result = try BatchApplier.apply(back, to: document)
        text = document.serializedString()
        for (id, stand) in [(newCell.attribute("id")!, "new-10-001"), (contentID, "new-11-001")] {
            text = text.replacingOccurrences(of: "\"\(id)\"", with: "\"\(stand)\"")
        }
        let backID = try XCTUnwrap(text.range(of: #"id="new-02-001">"#))
        let backStart = try XCTUnwrap(text.range(of: "\n", options: .backwards, range: text.startIndex..<backID.lowerBound)).upperBound
        let backEnd = try XCTUnwrap(text.range(of: "</tableView>", range: backID.upperBound..<text.endIndex)).upperBound
        let dynamic = try String(contentsOf: PackagePaths.file("Tests/js/editor/expected/dynamic-prototypes.xml"), encoding: .utf8)
        XCTAssertEqual(String(text[backStart..<backEnd]), dynamic.trimmingCharacters(in: .newlines))
        _ = try BatchApplier.replay(result.inverse, on: document)
        XCTAssertEqual(document.serializedString(), staticText, "one undo")
        _ = try BatchApplier.apply(back, to: document)
        XCTAssertThrowsError(try commands.convertToDynamicPrototypes(tableID: "new-02-001"))
    }
}
