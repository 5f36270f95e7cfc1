import IBDocument
import XCTest
@testable import IBCompile

/// `_sourceListBackgroundColor` (source-list tables and outlines): a catalog colour whose fallback
/// is the catalog colour `controlBackgroundColor` with its own Generic Gray fallback.
final class AppKitSourceListColorTests: XCTestCase {
    func testSourceListBackgroundFallsBackToControlBackgroundColor() throws {
        let text = AppKitControlEncodingTests.window("""
                            <textField id="T1">
                                <rect key="frame" x="20" y="20" width="120" height="22"/>
                                <textFieldCell key="cell" title="Hi" drawsBackground="YES" id="T2">
                                    <color key="backgroundColor" name="_sourceListBackgroundColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                            </textField>
        """)
        let profiles = AppKitColorProfiles(genericGray: [1, 2, 3], sRGB: [4, 5, 6])
        let graph = AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSTextFieldCell").first)
        let color = try XCTUnwrap(graph.child(cell, "NSBackgroundColor"))
        XCTAssertEqual(graph.value(color, "NSColorSpace"), .int8(6))
        XCTAssertEqual(graph.string(graph.child(color, "NSCatalogName")), "System")
        XCTAssertEqual(graph.string(graph.child(color, "NSColorName")), "_sourceListBackgroundColor")
        let inner = try XCTUnwrap(graph.child(color, "NSColor"))
        XCTAssertEqual(graph.value(inner, "NSColorSpace"), .int8(6))
        XCTAssertEqual(graph.string(graph.child(inner, "NSColorName")), "controlBackgroundColor")
        let gray = try XCTUnwrap(graph.child(inner, "NSColor"))
        XCTAssertEqual(graph.value(gray, "NSColorSpace"), .int8(3))
        XCTAssertEqual(graph.value(gray, "NSWhite"), .data(Array("0.602715373".utf8) + [0]))
        XCTAssertEqual(graph.value(gray, "NSComponents"), .data(Array("0.6666666667 1".utf8)))
        let space = try XCTUnwrap(graph.child(gray, "NSCustomColorSpace"))
        XCTAssertEqual(graph.value(space, "NSID"), .int8(9))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(space, "NSICC")), "NS.bytes"), .data([1, 2, 3]))
    }
}
