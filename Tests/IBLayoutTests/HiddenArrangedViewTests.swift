import Foundation
import XCTest
import IBDocument
@testable import IBLayout
import StoryweaveTestPaths

/// Hidden arranged views (`RootLayout+StackHiddenViews.swift`): the visible views are stacked as
/// if the hidden ones weren't there (the spacing once, not twice), and each hidden view gets
/// UIKit's own constraints — 0 long along the axis, at the middle of the gap it sits in (at the
/// end of the last visible view when it is last, at the start when first), aligned across like
/// the others — so none is ambiguous. The document is
/// Tests/browser/fixtures/HiddenArrangedViews.storyboard (an iPhone 8), shared with
/// Tests/js/layout/hidden-arranged.test.mjs; its stored frames are where these constraints put
/// the views, so it has no issue at all:
///
/// - `hid-Vs`, vertical fill, spacing 10: First (30 high), a hidden view, Last (20 high);
/// - `hid-Hs`, horizontal fillEqually, spacing 8, 200 wide: a hidden first view, A, B, a hidden
///   last view;
/// - `hid-Es`, horizontal equalSpacing centred, spacing 10, 200 wide: A, a hidden view 50 high,
///   B, C (40 × 20 each);
/// - `hid-Ns`, vertical, its only arranged view hidden.
///
/// HiddenArrangedViews.xib (AppKit): two vertical NSStackViews (spacing 8) of A (30 high), a hidden
/// view (10 high at priority 750), B (20 high); `hid-Ds` detaches hidden views, `hid-Ks` doesn't.
/// AppKit frames are bottom-up.
final class HiddenArrangedViewTests: XCTestCase {
    static var documentURL: URL {
        PackagePaths.file("Tests/browser/fixtures/HiddenArrangedViews.storyboard")
    }

    static var appKitDocumentURL: URL {
        PackagePaths.file("Tests/browser/fixtures/HiddenArrangedViews.xib")
    }

    static func document() throws -> InterfaceDocument {
        try InterfaceDocument(bytes: [UInt8](Data(contentsOf: documentURL)))
    }

    private func layout(_ options: LayoutOptions = LayoutOptions()) throws -> (frames: [String: [Double]], issues: [LayoutIssue]) {
        let result = DocumentLayout(document: try Self.document(), options: options).solve()
        return (result.framesByID.mapValues { [$0.x, $0.y, $0.width, $0.height] }, result.issues)
    }

    func testAHiddenMiddleViewSitsInTheMiddleOfASingleSpacing() throws {
        let (frames, issues) = try layout()
        XCTAssertEqual(issues, [], "no hidden view is ambiguous, and every stored frame is where the constraints put it")
        XCTAssertEqual(frames["hid-Vs"], [20, 100, 100, 60], "30 + 10 + 20: the spacing counted once")
        XCTAssertEqual(frames["hid-Va"], [0, 0, 100, 30])
        XCTAssertEqual(frames["hid-Vb"], [0, 40, 100, 20], "10 below First, not 20")
        XCTAssertEqual(frames["hid-Vh"], [0, 35, 100, 0], "0 high, half the spacing below First, as wide as the stack (fill)")
    }

    func testHiddenFirstAndLastViewsSitAtTheStacksEnds() throws {
        let (frames, _) = try layout()
        XCTAssertEqual(frames["hid-Ha"], [0, 0, 96, 30], "fillEqually shares 200 − 8 between the two visible views")
        XCTAssertEqual(frames["hid-Hb"], [104, 0, 96, 30])
        XCTAssertEqual(frames["hid-H0"], [0, 0, 0, 30], "before A, 0 wide")
        XCTAssertEqual(frames["hid-H3"], [200, 0, 0, 30], "after B, 0 wide, no spacing")
    }

    func testEqualSpacingIgnoresTheHiddenViewWhichDoesNotSizeTheStack() throws {
        let (frames, _) = try layout()
        XCTAssertEqual(frames["hid-Es"], [20, 300, 200, 20], "as tall as the visible views: the hidden one is 50 high")
        XCTAssertEqual(frames["hid-Ea"], [0, 0, 40, 20])
        XCTAssertEqual(frames["hid-Eb"], [80, 0, 40, 20], "two equal gaps of 40 between three visible views")
        XCTAssertEqual(frames["hid-Ec"], [160, 0, 40, 20])
        XCTAssertEqual(frames["hid-Eh"], [45, -15, 0, 50], "half the nominal spacing after A, centred across")
    }

    func testAStackWithOnlyHiddenViewsCollapses() throws {
        let (frames, _) = try layout()
        XCTAssertEqual(frames["hid-Ns"], [300, 100, 0, 0])
        XCTAssertEqual(frames["hid-Nh"], [0, 0, 0, 0])
    }

    func testRightToLeftMirrorsTheHiddenViews() throws {
        let (frames, issues) = try layout(LayoutOptions(direction: .rightToLeft))
        XCTAssertFalse(issues.contains { if case .ambiguous = $0.kind { true } else { false } }, "\(issues)")
        XCTAssertEqual(frames["hid-Ha"], [104, 0, 96, 30], "A first, at the right")
        XCTAssertEqual(frames["hid-H0"], [200, 0, 0, 30], "the hidden first view right of A")
        XCTAssertEqual(frames["hid-H3"], [0, 0, 0, 30], "the hidden last view left of B")
        XCTAssertEqual(frames["hid-Eh"], [155, -15, 0, 50], "half the spacing left of A")
    }

    /// Tests/browser/fixtures/SizeClasses.storyboard in landscape: its note is hidden for compact
    /// height. It keeps its required 20 pt height (UISV-hiding is 999.999) and sits below the first
    /// view, no spacing after the last visible view; it used to be left out and reported ambiguous.
    func testAViewHiddenByASizeClassIsNotAmbiguous() throws {
        let options = LayoutOptions(device: Device.named("retina4_7", orientation: .landscape))
        let result = DocumentLayout(document: try SizeClassVariationTests.document(), options: options).solve()
        XCTAssertFalse(result.issues.contains { $0.objectID == "szc-Nt-001" }, "\(result.issues)")
        XCTAssertEqual(result.framesByID["szc-St-001"].map { [$0.x, $0.y, $0.width, $0.height] }, [20, 240, 80, 30])
        XCTAssertEqual(result.framesByID["szc-Nt-001"].map { [$0.x, $0.y, $0.width, $0.height] }, [0, 30, 80, 20])
    }

    func testAnNSStackViewCollapsesHiddenViewsOnlyWhenItDetachesThem() throws {
        let result = DocumentLayout(document: try InterfaceDocument(bytes: [UInt8](Data(contentsOf: Self.appKitDocumentURL)))).solve()
        let frames = result.framesByID.mapValues { [$0.x, $0.y, $0.width, $0.height] }
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(frames["hid-Ds"], [20, 122, 100, 58], "detached: 30 + 8 + 20")
        XCTAssertEqual(frames["hid-Dh"], [0, 24, 100, 0], "0 high, half the spacing below A")
        XCTAssertEqual(frames["hid-Db"], [0, 0, 100, 20])
        XCTAssertEqual(frames["hid-Ks"], [160, 104, 100, 76], "not detached: 30 + 8 + 10 + 8 + 20")
        XCTAssertEqual(frames["hid-Kh"], [0, 28, 100, 10], "laid out like the others")
    }

    /// A stopped activity indicator that hides when stopped is `hidden="YES"` in the XML (Xcode
    /// writes it on every such indicator), yet Xcode's canvas lays it out in its stack like a
    /// visible view (`LayoutNode.isHiddenOnCanvas`); an ordinary hidden view next to it still
    /// collapses. Tests/browser/fixtures/StoppedActivityIndicator.xib, shared with
    /// Tests/js/layout/hidden-arranged.test.mjs and the parity export.
    static var stoppedIndicatorURL: URL {
        PackagePaths.file("Tests/browser/fixtures/StoppedActivityIndicator.xib")
    }

    func testAStoppedIndicatorThatHidesWhenStoppedKeepsItsPlace() throws {
        let result = DocumentLayout(document: try InterfaceDocument(bytes: [UInt8](Data(contentsOf: Self.stoppedIndicatorURL)))).solve()
        let frames = result.framesByID.mapValues { [$0.x, $0.y, $0.width, $0.height] }
        XCTAssertEqual(frames["spin-I"], [0, 0, 20, 20])
        XCTAssertEqual(frames["spin-H"], [24, 0, 10, 20], "hidden: half the spacing after the indicator, its required width kept")
        XCTAssertEqual(frames["spin-B"], [28, 0, 30, 20], "after the indicator and one spacing")
        XCTAssertEqual(frames["spin-S"], [0, 0, 58, 20])
        XCTAssertEqual(result.issues, [])
    }
}
