import Foundation
import XCTest
import IBDocument
@testable import IBLayout
import StoryweaveTestPaths

/// A xib's top-level view is laid out under its own simulated metrics
/// (`SimulatedBars.freeformViewInsets(_:of:on:toolsVersion:)`): Status Bar None leaves no top
/// inset, a translucent navigation bar adds 44 pt, an opaque one leaves no inset on its edge, a tab
/// bar adds 49 pt at the bottom (a hypothesis from the corpus, docs/layout.md). The document is
/// Tests/js/layout/fixtures/XibViewBars.xib, shared with Tests/js/layout/xib-view-bars.test.mjs and
/// the parity export: five 375×300 views of Xcode 9 (a 20 pt status bar on an iPhone 8), each with
/// a 10 pt box pinned to its safe area's leading edge and its top (the tab bar's: its bottom), at
/// the stored frame the rule gives.
final class XibViewBarsTests: XCTestCase {
    static var documentURL: URL { PackagePaths.file("Tests/js/layout/fixtures/XibViewBars.xib") }

    func testAXibViewsOwnSimulatedBarsSetItsSafeArea() throws {
        let document = try InterfaceDocument(bytes: [UInt8](Data(contentsOf: Self.documentURL)))
        let result = DocumentLayout(document: document).solve()
        let frames = result.framesByID.mapValues { [$0.x, $0.y, $0.width, $0.height] }
        XCTAssertEqual(frames["plainBox"], [0, 20, 10, 10], "no metrics: the status bar")
        XCTAssertEqual(frames["noStatusBox"], [0, 0, 10, 10], "Status Bar None")
        XCTAssertEqual(frames["navigationBox"], [0, 64, 10, 10], "status bar + translucent navigation bar")
        XCTAssertEqual(frames["opaqueBox"], [0, 0, 10, 10], "an opaque navigation bar covers the top edge")
        XCTAssertEqual(frames["tabsBox"], [0, 241, 10, 10], "300 − 49 − 10")
        XCTAssertEqual(result.issues, [])
    }
}
