import XCTest
import IBDocument
@testable import IBLayout

/// Page sheets (`PageSheets`) and Xcode 26's bars (`Xcode26Bars`): a controller presented as a
/// sheet is laid out in the card (no status bar, a 56 pt navigation bar) on an iPhone in portrait;
/// Xcode 26 documents get 54 pt navigation bars and the housing's and home indicator's insets
/// twice. The same documents as `Tests/js/layout/presentation.test.mjs`.
final class PresentationTests: XCTestCase {
    /// A controller presenting a plain controller, two navigation controllers (translucent and
    /// opaque bars) and controllers whose style covers the screen; an Xcode 15 document on a 4.7" iPhone.
    static func sheetsDocument(toolsVersion: String = "22505") -> String {
        let bars = OpaqueBarsTests.self
        func present(_ destination: String, style: String? = nil) -> String {
            let attribute = style.map { #" modalPresentationStyle="\#($0)""# } ?? ""
            return #"<segue destination="\#(destination)" kind="presentation"\#(attribute) id="p-\#(destination)"/>"#
        }
        let scenes = [
            bars.scene("presenter", segues: present("plainSheet") + present("sheetNav") + present("opaqueSheetNav", style: "formSheet")
                  + present("fullScreenModal", style: "fullScreen") + present("ownStyle")),
            bars.scene("plainSheet", height: 647),
            bars.container("navigationController", "sheetNav", segues: bars.segue("sheetRoot", "relationship", relationship: "rootViewController")),
            bars.scene("sheetRoot", height: 647, segues: bars.segue("sheetPushed", "show")),
            bars.scene("sheetPushed", height: 647),
            bars.container("navigationController", "opaqueSheetNav",
                      bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="opaqueSheetBar"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></navigationBar>"#,
                      segues: bars.segue("opaqueSheetRoot", "relationship", relationship: "rootViewController")),
            bars.scene("opaqueSheetRoot", height: 591),
            bars.scene("fullScreenModal"),
            bars.scene("ownStyle", attributes: #"modalPresentationStyle="overFullScreen""#),
            bars.scene("noSegue", attributes: #"modalPresentationStyle="formSheet""#),
        ]
        return document(scenes, device: "retina4_7", toolsVersion: toolsVersion)
    }

    /// An Xcode 26 document (plugin 24504) on an iPhone 16 Pro (62 pt housing, 34 pt home
    /// indicator): a controller without bars, a navigation stack's root and one under an opaque
    /// bar, stored as Xcode 26 stores it (874 − 2 × 62 − 54).
    static func xcode26Document(plugin: String = "24504") -> String {
        let bars = OpaqueBarsTests.self
        let scenes = [
            scene("noBars", width: 402, height: 874),
            bars.container("navigationController", "nav", segues: bars.segue("navRoot", "relationship", relationship: "rootViewController")),
            scene("navRoot", width: 402, height: 874),
            scene("opaqueRoot", width: 402, height: 696, extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#),
        ]
        return document(scenes, device: "retina6_3", toolsVersion: plugin, plugin: plugin)
    }

    /// `OpaqueBarsTests.scene` (`top-<id>` on the safe area's top, `bottom-<id>` on its bottom) with a width.
    static func scene(_ id: String, width: Int, height: Int, attributes: String = "", extra: String = "", segues: String = "") -> String {
        OpaqueBarsTests.scene(id, height: height, attributes: attributes, extra: extra, segues: segues)
            .replacingOccurrences(of: #"width="375" height="\#(height)""#, with: #"width="\#(width)" height="\#(height)""#)
    }

    static func document(_ scenes: [String], device: String, toolsVersion: String, plugin: String? = nil) -> String {
        let dependencies = plugin.map {
            #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"#
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            \(dependencies)
            <scenes>
            \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    private func solve(_ xml: String, _ device: Device? = nil) throws -> LayoutResult {
        DocumentLayout(document: try InterfaceDocument(text: xml), options: LayoutOptions(device: device)).solve()
    }

    private func frame(_ result: LayoutResult, _ id: String) throws -> IBRect {
        try XCTUnwrap(result.view(withID: id)?.frame, id)
    }

    func testPresentedControllersAreSheets() throws {
        let sheets = PageSheets.presented(in: try InterfaceDocument(text: Self.sheetsDocument()).root, toolsVersion: 22505)
        XCTAssertEqual(sheets, ["plainSheet", "sheetNav", "sheetRoot", "sheetPushed", "opaqueSheetNav", "opaqueSheetRoot"])
        // Before Xcode 11 a modal presentation covered the screen.
        XCTAssertEqual(PageSheets.presented(in: try InterfaceDocument(text: Self.sheetsDocument()).root, toolsVersion: 14490), [])
    }

    func testSheetsOnTheDocumentsDevice() throws {
        let result = try solve(Self.sheetsDocument())
        // The card: 667 − 20, no status bar inside it.
        XCTAssertEqual(try frame(result, "v-plainSheet").height, 647)
        XCTAssertEqual(try frame(result, "top-plainSheet").y, 0)
        XCTAssertEqual(try frame(result, "bottom-plainSheet").y, 637)
        // Under a sheet's 56 pt translucent bar, pushed controllers too.
        for id in ["sheetRoot", "sheetPushed"] {
            XCTAssertEqual(try frame(result, "v-\(id)").height, 647, id)
            XCTAssertEqual(try frame(result, "top-\(id)").y, 56, id)
        }
        // Under an opaque one the root is 591 pt (DuckDuckGo's Bookmarks), its safe area from 0.
        XCTAssertEqual(try frame(result, "v-opaqueSheetRoot").height, 591)
        XCTAssertEqual(try frame(result, "top-opaqueSheetRoot").y, 0)
        XCTAssertEqual(try frame(result, "bottom-opaqueSheetRoot").y, 581)
        // Full-screen styles (the segue's, else the controller's) and a style without a segue.
        for id in ["fullScreenModal", "ownStyle", "noSegue"] {
            XCTAssertEqual(try frame(result, "v-\(id)").height, 667, id)
            XCTAssertEqual(try frame(result, "top-\(id)").y, 20, id)
        }
        // The roots are laid out at their stored sizes: none is misplaced (only the 10×10 markers,
        // stored at 0, 0, are), and nothing is ambiguous or unsatisfiable.
        XCTAssertEqual(result.issues.filter { !$0.objectID.hasPrefix("top-") && !$0.objectID.hasPrefix("bottom-") }, [])
    }

    func testSheetsOnAnotherDevice() throws {
        // iPhone 11: the card starts 10 pt below the 48 pt housing and keeps the home indicator.
        let result = try solve(Self.sheetsDocument(), Device.named("retina6_1"))
        XCTAssertEqual(try frame(result, "v-plainSheet").height, 896 - 58)
        XCTAssertEqual(try frame(result, "top-plainSheet").y, 0)
        XCTAssertEqual(try frame(result, "bottom-plainSheet").y, 896 - 58 - 34 - 10)
        XCTAssertEqual(try frame(result, "top-sheetRoot").y, 56)
        XCTAssertEqual(try frame(result, "v-opaqueSheetRoot").height, 896 - 58 - 56)
        XCTAssertEqual(try frame(result, "v-fullScreenModal").height, 896)
        XCTAssertEqual(try frame(result, "top-fullScreenModal").y, 48)
        // In landscape a sheet covers the screen, under the compact 32 pt bar.
        let landscape = try solve(Self.sheetsDocument(), Device.named("retina4_7", orientation: .landscape))
        XCTAssertEqual(try frame(landscape, "v-plainSheet").height, 375)
        XCTAssertEqual(try frame(landscape, "top-sheetRoot").y, 32)
        XCTAssertEqual(try frame(landscape, "v-opaqueSheetRoot").height, 375 - 32)
    }

    func testSheetsBeforeXcode11CoverTheScreen() throws {
        // An Xcode 10 document: its 647 pt roots are not cards, they keep their stored size.
        let result = try solve(Self.sheetsDocument(toolsVersion: "14490"), Device.named("retina6_1"))
        XCTAssertEqual(try frame(result, "v-plainSheet").height, 647)
        // Xcode 10's canvas puts every housing iPhone's top inset at 44 pt (`CanvasInsets`).
        XCTAssertEqual(try frame(result, "top-plainSheet").y, 44)
    }

    func testXcode26BarsAndSafeArea() throws {
        let result = try solve(Self.xcode26Document())
        // The housing (62) and the home indicator (34) count twice.
        XCTAssertEqual(try frame(result, "top-noBars").y, 124)
        XCTAssertEqual(try frame(result, "bottom-noBars").y, 874 - 68 - 10)
        // A 54 pt navigation bar at y = 124.
        XCTAssertEqual(try frame(result, "top-navRoot").y, 124 + 54)
        // Under an opaque bar: stored 696 pt (874 − 124 − 54), so laid out full screen.
        XCTAssertEqual(try frame(result, "v-opaqueRoot").height, 696)
        XCTAssertEqual(try frame(result, "top-opaqueRoot").y, 0)
        XCTAssertEqual(try frame(result, "bottom-opaqueRoot").y, 696 - 68 - 10)
        XCTAssertEqual(result.issues.filter { !$0.objectID.hasPrefix("top-") && !$0.objectID.hasPrefix("bottom-") }, [])
        // Previewed on an iPhone 11: 2 × 48 and a 54 pt bar.
        let other = try solve(Self.xcode26Document(), Device.named("retina6_1"))
        XCTAssertEqual(try frame(other, "top-navRoot").y, 96 + 54)
        XCTAssertEqual(try frame(other, "v-opaqueRoot").height, 896 - 150)
        // The same document from Xcode 15: the insets once, a 44 pt bar (the 696 pt root is freeform).
        let older = try solve(Self.xcode26Document(plugin: "22685"))
        XCTAssertEqual(try frame(older, "top-noBars").y, 62)
        XCTAssertEqual(try frame(older, "bottom-noBars").y, 874 - 34 - 10)
        XCTAssertEqual(try frame(older, "top-navRoot").y, 62 + 44)
        XCTAssertEqual(try frame(older, "v-opaqueRoot").height, 696)
    }

    /// The corpus' sheets (Xcode 11+ documents): how many sheet roots there are and how many are
    /// stored at the card's size (so laid out in the card on any device). Skips without the corpus.
    func testCorpusSheetRoots() throws {
        guard let folder = FixtureLayoutTests.fixturesFolder else { throw XCTSkip("no corpus at ../shared/fixtures/ib") }
        var roots: [String] = [], cards: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".storyboard") {
            guard let document = try? InterfaceDocument(bytes: [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))),
                  document.kind.platform == .iOS else { continue }
            let (environment, layouts) = DocumentLayout(document: document).rootLayouts()
            guard let device = environment.documentDevice else { continue }
            for layout in layouts {
                guard let controller = layout.root.owningController, let id = controller.attribute("id"),
                      environment.inferredBars.sheets.contains(id) else { continue }
                roots.append("\(name) \(id)")
                let bars = SimulatedBars(controller: controller, inferred: environment.inferredBars)
                let screen = bars.screenSize(on: device), covered = bars.coveredEdges(on: device)
                let stored = layout.root.storedAbsoluteFrame
                if abs(stored.width - screen.width) < 0.5, abs(stored.height - (screen.height - covered.top - covered.bottom)) < 0.5 {
                    cards.append(id)
                }
            }
        }
        print("page sheets in the corpus: \(cards.count) of \(roots.count) sheet roots stored at the card's size: \(roots)")
        // DuckDuckGo's Bookmarks "Add Folder" (591) and IBDecodable's two modal controllers (647);
        // MarqueeLabel's 600 × 590 sheet (presented from a 600 × 600 root) is a stale freeform size.
        XCTAssertEqual(Set(cards), ["gvC-OM-VDO", "vXZ-lx-hvc", "QNc-H2-xdL"])
        XCTAssertEqual(roots.count, 4)
    }
}
