import Foundation
import XCTest
import IBDocument
@testable import IBLayout
import StoryweaveTestPaths

/// equalSpacing and equalCentering stack views take the shortest length their gaps allow: UIKit's
/// `UISV-canvas-fit` (the stack's length along its axis = 0 at priority 49), so a stack pinned on
/// one side only is not ambiguous, while a stack with no position on an axis still is. The document
/// is Tests/browser/fixtures/EqualSpacingStacks.storyboard (an iPhone 8), shared with
/// Tests/js/layout/equal-spacing-stacks.test.mjs; its stored frames are where UIKit puts the views:
///
/// - `eqs-Ts`, horizontal equalSpacing, spacing 24, three 30 × 44 views, only its trailing edge and
///   top pinned (DuckDuckGo's tab switcher toolbar): 138 = 3 × 30 + 2 × 24 wide;
/// - `eqs-Cs`, vertical equalCentering, spacing 10, 20 and 30 high, only its leading edge and top pinned;
/// - `eqs-Ws`, horizontal equalSpacing pinned at both ends, 200 wide: gaps of 40;
/// - `eqs-Ls`, horizontal equalSpacing, only its trailing edge pinned: no vertical position;
/// - `eqs-Qs`, horizontal equalCentering pinned at both ends, 300 wide, views 20, 40 and 80 wide:
///   evenly spaced centres (UIKit's `UISV-distributing` guides between centres, priority
///   max(150 − i, 50)), not equal gaps.
final class EqualSpacingStackTests: XCTestCase {
    static var documentURL: URL {
        PackagePaths.file("Tests/browser/fixtures/EqualSpacingStacks.storyboard")
    }

    private func layout(_ options: LayoutOptions = LayoutOptions()) throws -> (frames: [String: [Double]], issues: [LayoutIssue]) {
        let document = try InterfaceDocument(bytes: [UInt8](Data(contentsOf: Self.documentURL)))
        let result = DocumentLayout(document: document, options: options).solve()
        return (result.framesByID.mapValues { [$0.x, $0.y, $0.width, $0.height] }, result.issues)
    }

    func testAStackPinnedOnOneSideTakesItsMinimumLength() throws {
        let (frames, issues) = try layout()
        XCTAssertEqual(frames["eqs-Ts"], [221, 100, 138, 44], "3 × 30 + 2 × 24, 16 from the trailing edge")
        XCTAssertEqual(frames["eqs-T2"], [54, 0, 30, 44])
        XCTAssertEqual(frames["eqs-T3"], [108, 0, 30, 44])
        XCTAssertFalse(issues.contains { $0.objectID.hasPrefix("eqs-T") }, "\(issues)")
        XCTAssertEqual(frames["eqs-Cs"], [20, 300, 40, 60], "equalCentering, vertical: 20 + 10 + 30")
        XCTAssertEqual(frames["eqs-C2"], [0, 30, 40, 30])
    }

    func testAStackPinnedAtBothEndsStillSpreadsItsGaps() throws {
        let (frames, _) = try layout()
        XCTAssertEqual(frames["eqs-W2"], [80, 0, 40, 20])
        XCTAssertEqual(frames["eqs-W3"], [160, 0, 40, 20])
    }

    func testAnEqualCenteringStackSpacesItsCentresEvenlyRightToLeftToo() throws {
        XCTAssertEqual(try layout().frames["eqs-Q2"], [115, 0, 40, 20], "centres 10, 135, 260 (equal gaps would put it at 100)")
        let mirrored = try layout(LayoutOptions(direction: .rightToLeft)).frames
        XCTAssertEqual(mirrored["eqs-Q1"], [280, 0, 20, 20], "A first, at the right")
        XCTAssertEqual(mirrored["eqs-Q2"], [145, 0, 40, 20], "centres 290, 165, 40")
        XCTAssertEqual(mirrored["eqs-Q3"], [0, 0, 80, 20])
    }

    func testAStackWithNoVerticalPositionIsStillAmbiguousVertically() throws {
        let (frames, issues) = try layout(LayoutOptions(intrinsicSizes: .storedFrames))
        XCTAssertEqual(issues, [LayoutIssue(kind: .ambiguous(axes: [.vertical]), objectID: "eqs-Ls"),
                                LayoutIssue(kind: .ambiguous(axes: [.vertical]), objectID: "eqs-L1"),
                                LayoutIssue(kind: .ambiguous(axes: [.vertical]), objectID: "eqs-L2")])
        XCTAssertEqual(frames["eqs-Ls"], [295, 500, 60, 20], "60 wide: 2 × 25 + 10, 20 from the trailing edge")
    }
}
