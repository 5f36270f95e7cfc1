import Foundation
import XCTest
import IBDocument
@testable import IBLayout
import StoryweaveTestPaths

/// A xib's top-level views other than table cells — plain views, collection view cells, reusable
/// views — have a controller's root margins by their own width (`RootLayout.margins(of:)`): 16 pt
/// at the sides, 20 pt when wider than 400 pt whatever the device, 0 at top and bottom
/// (docs/layout.md, "Layout margins"). Tests/browser/fixtures/XibRootMargins.xib, shared with
/// Tests/js/layout/xib-root-margins.test.mjs and the parity export:
/// a 375 pt view and a 402 pt collection view cell on an iPhone 8, each with a box pinned to its
/// four margins (Xcode 12, so no status bar inset on this device).
final class XibRootMarginsTests: XCTestCase {
    static var documentURL: URL {
        PackagePaths.file("Tests/browser/fixtures/XibRootMargins.xib")
    }

    func testTopLevelViewsHaveTheSystemMinimumMarginsOfTheirWidth() throws {
        let result = DocumentLayout(document: try InterfaceDocument(bytes: [UInt8](Data(contentsOf: Self.documentURL)))).solve()
        let frames = result.framesByID.mapValues { [$0.x, $0.y, $0.width, $0.height] }
        XCTAssertEqual(frames["narrowBox"], [16, 0, 343, 60], "16 pt at the sides of a 375 pt view, none at top and bottom")
        XCTAssertEqual(frames["wideBox"], [20, 0, 362, 40], "20 pt in a 402 pt cell, on a 375 pt device")
        XCTAssertEqual(result.issues, [])
    }
}

/// A short top-level xib view on an iPhone with a home indicator (`CanvasInsets.freeformViewInsets`):
/// from Xcode 14 it gets the 34 pt bottom inset whatever its height, before only when it reaches
/// the home indicator (a hypothesis from the corpus's short freeform views).
extension XibRootMarginsTests {
    func testAShortXibViewGetsTheHomeIndicatorsInsetFromXcode14NotBefore() throws {
        let iPhone11 = try XCTUnwrap(Device.named("retina6_1"))
        XCTAssertEqual(CanvasInsets.freeformViewInsets(on: iPhone11, toolsVersion: 22505, storedHeight: 488).bottom, 34, "Xcode 15, 488 of 896 pt high")
        XCTAssertEqual(CanvasInsets.freeformViewInsets(on: iPhone11, toolsVersion: 18122, storedHeight: 94).bottom, 0,
                       "Xcode 13: only when it reaches the home indicator")
        XCTAssertEqual(CanvasInsets.freeformViewInsets(on: iPhone11, toolsVersion: 18122, storedHeight: 896).bottom, 34, "Xcode 13, the whole screen")
        XCTAssertEqual(CanvasInsets.freeformViewInsets(on: iPhone11, toolsVersion: 22505, storedHeight: 488).top, 48, "the top inset, always")
    }
}
