import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// `visualEffectView` (`AppKitVisualEffectViewEncoder`), checked against the one Apple nib that
/// has one, HSChooserWindow (that pair as a whole still stops at a custom sRGB colour).
final class AppKitVisualEffectViewTests: XCTestCase {
    static let effectKeys = ["NSVisualEffectViewBlendingMode", "NSVisualEffectViewState", "NSVisualEffectViewMaskImage",
                             "NSVisualEffectViewMaterial", "IBVisualEffectViewExternalMaterial", "IBVisualEffectViewAppearanceType"]

    private func encode(_ attributes: String) throws -> AppKitTestGraph {
        let text = AppKitControlEncodingTests.window("""
                            <visualEffectView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="E1">
                                <rect key="frame" x="0.0" y="0.0" width="529" height="178"/>
                            </visualEffectView>
        """)
        return AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: text)))
    }

    func testKeysAndValues() throws {
        let graph = try encode(#"wantsLayer="YES" blendingMode="withinWindow" material="hudWindow" state="active""#)
        let view = try XCTUnwrap(graph.objects(ofClass: "NSVisualEffectView").first)
        XCTAssertEqual(view.values.map(\.key).filter(Self.effectKeys.contains), Self.effectKeys)
        XCTAssertEqual(graph.value(view, "NSVisualEffectViewBlendingMode"), .integer(1))
        XCTAssertEqual(graph.value(view, "NSVisualEffectViewState"), .integer(1))
        XCTAssertEqual(graph.value(view, "NSVisualEffectViewMaskImage"), .null)
        XCTAssertEqual(graph.value(view, "NSVisualEffectViewMaterial"), .integer(13))
        XCTAssertEqual(graph.value(view, "IBVisualEffectViewExternalMaterial"), .integer(13))
        XCTAssertEqual(graph.value(view, "IBVisualEffectViewAppearanceType"), .integer(0))
        XCTAssertThrowsError(try encode(#"blendingMode="behindWindow" state="active""#)) { error in
            XCTAssertTrue("\(error)".contains("material"), "\(error)")
        }
    }

    func testMatchesApplesHSChooserWindow() throws {
        guard let directory = SharedFixtures.url("nib/macos-viraptor-ibtool/correct"),
              let bytes = try? [UInt8](Data(contentsOf: directory.appendingPathComponent("HSChooserWindow.nib"))) else {
            throw XCTSkip("the macOS fixtures are not present")
        }
        let apple = AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes))
        let theirs = try XCTUnwrap(apple.objects(ofClass: "NSVisualEffectView").first)
        let graph = try encode(#"wantsLayer="YES" blendingMode="behindWindow" material="sidebar" state="followsWindowActiveState""#)
        let ours = try XCTUnwrap(graph.objects(ofClass: "NSVisualEffectView").first)
        for key in Self.effectKeys {
            XCTAssertEqual(graph.value(ours, key), apple.value(theirs, key), key)
        }
        XCTAssertEqual(theirs.values.map(\.key).filter(Self.effectKeys.contains), Self.effectKeys)
    }
}
