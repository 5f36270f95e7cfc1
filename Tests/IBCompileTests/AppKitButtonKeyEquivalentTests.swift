import IBDocument
import XCTest
@testable import IBCompile

/// A button cell's `<string key="keyEquivalent">` (plain or base64, as Interface Builder writes
/// Return and Escape) and its `<modifierMask>`, which goes into `NSButtonFlags2` shifted by 8.
final class AppKitButtonKeyEquivalentTests: XCTestCase {
    private func cells(_ buttons: String) throws -> (AppKitTestGraph, [NibObject]) {
        let text = AppKitControlEncodingTests.window(buttons)
        let graph = AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: text)))
        return (graph, graph.objects(ofClass: "NSButtonCell"))
    }

    private static func pushButton(id: String, keyEquivalent: String, modifierMask: String = "") -> String {
        """
                            <button verticalHuggingPriority="750" id="\(id)">
                                <rect key="frame" x="14" y="13" width="82" height="32"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)c">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="system"/>
                                    \(keyEquivalent)
                                    \(modifierMask)
                                </buttonCell>
                            </button>
        """
    }

    func testBase64ReturnAndEscapeAreDecodedWithoutModifiers() throws {
        let (graph, cells) = try cells(
            Self.pushButton(id: "B1", keyEquivalent: #"<string key="keyEquivalent" base64-UTF8="YES">DQ</string>"#)
            + Self.pushButton(id: "B2", keyEquivalent: "<string key=\"keyEquivalent\" base64-UTF8=\"YES\">\nGw\n</string>"))
        XCTAssertEqual(cells.count, 2)
        XCTAssertEqual(graph.string(graph.child(cells[0], "NSKeyEquivalent")), "\r")
        XCTAssertEqual(graph.string(graph.child(cells[1], "NSKeyEquivalent")), "\u{1B}")
        // Image scaling proportionally down (0x80) | push type id 1; no modifier bits.
        XCTAssertEqual(graph.value(cells[0], "NSButtonFlags2"), graph.value(cells[1], "NSButtonFlags2"))
        XCTAssertEqual(graph.value(cells[0], "NSButtonFlags2").flatMap(Self.integer), 0x81)
    }

    func testPlainKeyEquivalentWithCommandAndOptionModifiers() throws {
        let (graph, cells) = try cells(Self.pushButton(
            id: "B1", keyEquivalent: #"<string key="keyEquivalent">D</string>"#,
            modifierMask: #"<modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>"#))
        let cell = try XCTUnwrap(cells.first)
        XCTAssertEqual(graph.string(graph.child(cell, "NSKeyEquivalent")), "D")
        XCTAssertEqual(graph.value(cell, "NSButtonFlags2").flatMap(Self.integer), (0x10_0000 | 0x8_0000) << 8 | 0x81)
    }

    private static func integer(_ value: NibValue) -> Int64? {
        switch value {
        case .int8(let v): return Int64(v)
        case .int16(let v): return Int64(v)
        case .int32(let v): return Int64(v)
        case .int64(let v): return v
        default: return nil
        }
    }
}
