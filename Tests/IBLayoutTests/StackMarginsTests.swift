import Foundation
import XCTest
import IBDocument
@testable import IBLayout
import StoryweaveTestPaths

/// A UIStackView with explicit layout margins lays its arranged views out inside them
/// (`RootLayout.arrangesInMargins`): Xcode's stored frames show it across the corpus without a
/// `layoutMarginsRelativeArrangement` attribute (a hypothesis from the corpus, see docs/layout.md).
/// The document is Tests/js/layout/fixtures/StackMargins.xib, shared with
/// Tests/js/layout/stack-margins.test.mjs; its stored frames are where the rule puts the views
/// (clear of the safe area, which would add to the margins):
///
/// - `smg-Ds`, vertical, spacing 10, directional margins 8/16/8/12 (top, leading, bottom,
///   trailing), of two views 30 and 20 high;
/// - `smg-Ps`, horizontal, physical margins 6/4/8/14 (top, left, bottom, right), of one 30 high view;
/// - `smg-Ns`, horizontal, no margins, of one 30 high view.
final class StackMarginsTests: XCTestCase {
    private func layout(_ options: LayoutOptions = LayoutOptions()) throws -> (frames: [String: [Double]], issues: [LayoutIssue]) {
        let url = PackagePaths.file("Tests/js/layout/fixtures/StackMargins.xib")
        let document = try InterfaceDocument(bytes: [UInt8](Data(contentsOf: url)))
        let result = DocumentLayout(document: document, options: options).solve()
        return (result.framesByID.mapValues { [$0.x, $0.y, $0.width, $0.height] }, result.issues)
    }

    func testDirectionalLayoutMarginsInsetAStacksArrangedViews() throws {
        let (frames, issues) = try layout()
        XCTAssertEqual(issues, [], "every stored frame is where the margins put it")
        XCTAssertEqual(frames["smg-Ds"], [0, 60, 320, 76], "8 + 30 + 10 + 20 + 8")
        XCTAssertEqual(frames["smg-Da"], [16, 8, 292, 30], "16 from the leading edge, 12 from the trailing one")
        XCTAssertEqual(frames["smg-Db"], [16, 48, 292, 20])
    }

    func testPhysicalLayoutMarginsInsetThemToo() throws {
        let (frames, _) = try layout()
        XCTAssertEqual(frames["smg-Ps"], [0, 160, 320, 44], "6 + 30 + 8")
        XCTAssertEqual(frames["smg-Pa"], [4, 6, 302, 30])
    }

    func testAStackWithoutMarginsLaysItsViewsOutAtItsEdges() throws {
        let (frames, _) = try layout()
        XCTAssertEqual(frames["smg-Na"], [0, 0, 320, 30])
    }
}

extension StackMarginsTests {
    func testRightToLeftDirectionalMarginsSwapSides() throws {
        let (frames, _) = try layout(LayoutOptions(direction: .rightToLeft))
        XCTAssertEqual(frames["smg-Da"], [12, 8, 292, 30], "leading is the right edge: 16 from it")
    }
}
