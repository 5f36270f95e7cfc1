import Foundation
import XCTest
import IBDocument
@testable import IBSync
import StoryweaveTestPaths

/// A View dropped on a table view itself becomes its header or footer (`TableHeaderFooter`): the same text as its JS
/// twin's test (Tests/js/editor/table-header-footer.test.mjs, Tests/js/editor/expected/table-header-footer.xml).
final class TableHeaderFooterTests: XCTestCase {
    private func counter() -> () -> String {
        var n = 0
        return {
            defer { n += 1 }
            return "new-" + (n < 10 ? "0" : "") + "\(n)-001"
        }
    }

    func testViewsDroppedOnATableBecomeItsHeaderAndFooter() throws {
        let signup = try String(contentsOf: PackagePaths.file("Tests/browser/fixtures/Signup.storyboard"), encoding: .utf8)
        let document = try SyncDocument(text: signup)
        let next = counter()
        let uiKit = ClassCatalog.uiKit
        let (sceneOps, _, _) = try EditCommands.sceneOps(document, description: XCTUnwrap(uiKit.description(ofClass: "UITableViewController")), x: 0, y: 0, next: next)
        _ = try BatchApplier.apply(sceneOps, to: document)
        // The generator's ids stand for the JS test's counter (new-08-001, new-09-001) in the comparison.
        var commands = EditCommands(document: document, ids: IdentifierGenerator(seed: 22, existing: document.objectIDs))
        var made: [String] = []
        for y in [5.0, 400] {
            let before = document.serializedString()
            let (ops, id) = try commands.addObject(className: "UIView", into: "new-02-001", x: 10, y: y)
            made.append(id)
            let result = try BatchApplier.apply(ops, to: document)
            let after = document.serializedString()
            _ = try BatchApplier.replay(result.inverse, on: document)
            XCTAssertEqual(document.serializedString(), before, "one undo removes it")
            _ = try BatchApplier.apply(ops, to: document)
            XCTAssertEqual(document.serializedString(), after)
        }
        let text = document.serializedString()
            .replacingOccurrences(of: #"id="\#(made[0])""#, with: #"id="new-08-001""#)
            .replacingOccurrences(of: #"id="\#(made[1])""#, with: #"id="new-09-001""#)
        let id = try XCTUnwrap(text.range(of: #"id="new-02-001">"#))
        let start = try XCTUnwrap(text.range(of: "\n", options: .backwards, range: text.startIndex..<id.lowerBound)).upperBound
        let end = try XCTUnwrap(text.range(of: "</tableView>", range: id.upperBound..<text.endIndex)).upperBound
        let expected = try String(contentsOf: PackagePaths.file("Tests/js/editor/expected/table-header-footer.xml"), encoding: .utf8)
        XCTAssertEqual(String(text[start..<end]), expected.trimmingCharacters(in: .newlines))
        XCTAssertThrowsError(try commands.addObject(className: "UIView", into: "new-02-001", x: 10, y: 3))
        XCTAssertThrowsError(try commands.addObject(className: "UISearchBar", into: "new-02-001", x: 10, y: 500))
    }
}
