import Foundation
import XCTest
@testable import IBDocument

/// `storyweave info`'s summary (it shares lint's document index).
final class LintDocumentSummaryTests: XCTestCase {
    func testStoryboardSummary() throws {
        let text = LintFixtures.cleanStoryboard
        let summary = DocumentSummary(document: try InterfaceDocument(text: text), byteCount: text.utf8.count)
        XCTAssertEqual(summary.kind, "iOS storyboard")
        XCTAssertEqual(summary.toolsVersion, "22505")
        XCTAssertEqual(summary.bytes, text.utf8.count)
        XCTAssertEqual(summary.scenes.map(\.sceneID), ["scn-01-aaa", "scn-02-bbb"])
        XCTAssertEqual(summary.scenes.map(\.isEntryPoint), [true, false])
        XCTAssertEqual(summary.scenes[0].controllerClass, "UIViewController")
        XCTAssertEqual(summary.scenes[0].customClass, "ProfileViewController")
        XCTAssertEqual(summary.scenes[0].label, "View Controller")
        XCTAssertEqual(summary.scenes[0].viewSize, "393×852")
        XCTAssertEqual(summary.scenes[1].storyboardIdentifier, "Detail")
        XCTAssertEqual(summary.objectsByClass["UILabel"], 1)
        XCTAssertEqual(summary.objectsByClass["UIButton"], 1)
        XCTAssertEqual(summary.objectsByClass["UIViewController"], 2)
        XCTAssertEqual(summary.objectsByClass["First Responder"], 2, "placeholders are counted by role")
        XCTAssertEqual(summary.customClasses, ["ProfileViewController": 1])
        XCTAssertEqual(summary.connections, ["outlet": 1, "action": 1, "segue": 1])
        XCTAssertEqual(summary.seguesByKind, ["show": 1])
        XCTAssertEqual(summary.constraintCount, 2)
        XCTAssertTrue(summary.topLevelObjects.isEmpty)
        XCTAssertTrue(summary.text.contains("scn-01-aaa \"View Controller\" UIViewController (ProfileViewController) [Vc1-xx-001] entry point view 393×852"),
                      summary.text)
    }

    func testXibSummaryListsTopLevelObjectsAndRoundTripsAsJSON() throws {
        let text = DocumentTemplate.iOSXib.xml
        let summary = DocumentSummary(document: try InterfaceDocument(text: text), byteCount: text.utf8.count)
        XCTAssertEqual(summary.kind, "iOS xib")
        XCTAssertEqual(summary.topLevelObjects.map(\.id), ["-1", "-2", "iN0-l3-epB"])
        XCTAssertEqual(summary.topLevelObjects.map(\.className), ["File's Owner", "First Responder", "UIView"])
        XCTAssertEqual(summary.customClasses, [:], "First Responder's UIResponder is not the user's class")
        XCTAssertEqual(summary.topLevelObjects.last?.size, "393×852")
        let decoded = try JSONDecoder().decode(DocumentSummary.self, from: JSONEncoder().encode(summary))
        XCTAssertEqual(decoded, summary)
    }
}
