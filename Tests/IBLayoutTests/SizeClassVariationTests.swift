import Foundation
import XCTest
import IBDocument
@testable import IBLayout
import StoryweaveTestPaths

/// Size-class variations beyond fonts (`SizeClassVariations`): constraints and subviews installed
/// per size class, `constant` and `hidden` variations, the most specific variation winning. The
/// document is Tests/browser/fixtures/SizeClasses.storyboard (an iPhone 8, portrait), shared with
/// Tests/js/layout/size-classes.test.mjs and Tests/browser/test_size_classes.py:
///
/// - the box's top is 100 (`szc-Cn-014`) in the base class; `szc-Cn-015` (top 40) is excluded
///   from it (`default`) and installed for compact height, which uninstalls `szc-Cn-014` — except
///   for compact height with regular width (a Plus in landscape), which reinstates them as in base;
/// - its leading constant 20 is 40 for compact height, 60 for compact height and width;
/// - the badge (with its dot) is uninstalled for compact height, its constraints with it;
/// - the stack's note is hidden for compact height, so the stack holds only its first view;
/// - the row, a vertical stack spaced 10, is horizontal and spaced 4 for compact height.
final class SizeClassVariationTests: XCTestCase {
    static var documentURL: URL {
        PackagePaths.file("Tests/browser/fixtures/SizeClasses.storyboard")
    }

    static func document() throws -> InterfaceDocument {
        try InterfaceDocument(bytes: [UInt8](Data(contentsOf: documentURL)))
    }

    private func layout(_ device: String? = nil, _ orientation: Device.Orientation = .portrait) throws -> LayoutResult {
        let options = LayoutOptions(device: device.flatMap { Device.named($0, orientation: orientation) })
        return DocumentLayout(document: try Self.document(), options: options).solve()
    }

    private func frames(_ result: LayoutResult) -> [String: [Double]] {
        result.framesByID.mapValues { [$0.x, $0.y, $0.width, $0.height] }
    }

    func testPortraitIsTheBaseClassAndMatchesTheStoredFrames() throws {
        let result = try layout()
        let frames = frames(result)
        XCTAssertEqual(frames["szc-Bx-001"], [20, 100, 100, 50], "top 100: the constraint the base class excludes is skipped")
        XCTAssertEqual(frames["szc-Bg-001"], [255, 20, 100, 40])
        XCTAssertEqual(frames["szc-Dt-001"], [10, 10, 20, 20])
        XCTAssertEqual(frames["szc-St-001"], [20, 300, 80, 60], "both arranged views")
        XCTAssertEqual(frames["szc-Nt-001"], [0, 40, 80, 20])
        XCTAssertEqual(frames["szc-Rw-001"], [200, 300, 40, 50], "the row's base axis: vertical")
        XCTAssertEqual(frames["szc-Rt-001"], [0, 30, 40, 20])
        XCTAssertEqual(result.issues, [], "every stored frame is where the base class's constraints put it")
    }

    func testCompactHeightInstallsItsConstraintsAndUninstallsTheBadge() throws {
        let result = try layout("retina4_7", .landscape)
        let frames = frames(result)
        XCTAssertEqual(frames["szc-Vw-001"], [0, 0, 667, 375])
        XCTAssertEqual(frames["szc-Bx-001"], [60, 40, 100, 50], "top 40 (included for compact height), leading 60 (compact × compact)")
        XCTAssertNil(frames["szc-Bg-001"], "the badge is not installed for compact height…")
        XCTAssertNil(frames["szc-Dt-001"], "…nor its subviews")
        XCTAssertEqual(frames["szc-St-001"], [20, 240, 80, 30], "150 below the box; the hidden note takes no part")
        XCTAssertEqual(frames["szc-Fr-001"], [0, 0, 80, 30])
        XCTAssertEqual(frames["szc-Rw-001"], [200, 300, 84, 20], "axis and spacing varied: horizontal, 4 pt apart")
        XCTAssertEqual(frames["szc-Rt-001"], [44, 0, 40, 20])
        XCTAssertFalse(result.issues.contains { if case .unreadableConstraint = $0.kind { true } else { false } },
                       "the badge's constraints are uninstalled with it, not unreadable")
    }

    func testTheMostSpecificVariationWins() throws {
        // iPhone 8 Plus in landscape: regular width, compact height.
        let frames = frames(try layout("retina5_5", .landscape))
        XCTAssertEqual(frames["szc-Bx-001"], [40, 100, 100, 50],
                       "heightClass=compact-widthClass=regular reinstates top 100; the constant is compact height's 40")
        XCTAssertNil(frames["szc-Bg-001"], "the badge is still uninstalled (heightClass=compact)")
        XCTAssertEqual(frames["szc-St-001"], [20, 300, 80, 30])
    }

    func testRegularHeightDevicesUseTheBaseClass() throws {
        let frames = frames(try layout("ipad11"))
        XCTAssertEqual(frames["szc-Bx-001"], [20, 100, 100, 50])
        XCTAssertEqual(frames["szc-Bg-001"], [714, 20, 100, 40])
        XCTAssertEqual(frames["szc-St-001"], [20, 300, 80, 60])
    }

    func testVariationsReadDirectly() throws {
        let root = try Self.document().root
        let compact = SizeClassVariations(root: root, sizeClasses: SizeClasses(width: "compact", height: "compact"))
        let badge: Set<String> = ["szc-Bg-001", "szc-Dt-001", "szc-Cn-003", "szc-Cn-004", "szc-Cn-005", "szc-Cn-006", "szc-Cn-007", "szc-Cn-008"]
        XCTAssertEqual(compact.uninstalledIDs, badge.union(["szc-Cn-014"]), "the badge's subtree and the base top constraint")
        let portrait = SizeClassVariations(root: root, sizeClasses: SizeClasses(width: "compact", height: "regular"))
        XCTAssertEqual(portrait.uninstalledIDs, ["szc-Cn-015"])
        var note: MarkupElement?
        root.forEachElement { if $0.attribute("id") == "szc-Nt-001" { note = $0 } }
        XCTAssertTrue(compact.isHidden(try XCTUnwrap(note)))
        XCTAssertFalse(portrait.isHidden(try XCTUnwrap(note)))
    }
}
