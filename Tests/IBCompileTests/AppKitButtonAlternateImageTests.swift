import IBDocument
import XCTest
@testable import IBCompile

/// AppKitControlEncodingTests, continued: a button cell's `alternateImage` is an image resource
/// under NSAlternateImage right after NSNormalImage (AppKit's coder in a legacy archive), in place
/// of a check box's or radio button's NSButtonImageSource.
extension AppKitControlEncodingTests {
    static func imageButton(type: String, alternate: String) -> String {
        """
                        <button id="B1">
                            <rect key="frame" x="14" y="13" width="24" height="24"/>
                            <buttonCell key="cell" type="\(type)" bezelStyle="regularSquare" image="NSAddTemplate" \(alternate) imagePosition="only" alignment="center" id="B2">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        """
    }

    func testAlternateImageIsAResourceAfterTheNormalImage() throws {
        let graph = try encode(Self.window(Self.imageButton(type: "push", alternate: "alternateImage=\"NSRemoveTemplate\"")))
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSButtonCell").first)
        let alternate = try XCTUnwrap(graph.child(cell, "NSAlternateImage"))
        XCTAssertEqual(alternate.className, "NSCustomResource")
        XCTAssertEqual(graph.string(graph.child(alternate, "NSResourceName")), "NSRemoveTemplate")
        XCTAssertEqual(graph.string(graph.child(alternate, "NSClassName")), "NSImage")
        let keys = cell.values.map(\.key)
        let normal = try XCTUnwrap(keys.firstIndex(of: "NSNormalImage"))
        XCTAssertEqual(Array(keys[normal...].prefix(3)), ["NSNormalImage", "NSAlternateImage", "NSAlternateContents"])
        let plain = try encode(Self.window(Self.imageButton(type: "push", alternate: "")))
        XCTAssertNil(plain.value(try XCTUnwrap(plain.objects(ofClass: "NSButtonCell").first), "NSAlternateImage"))
    }

    func testAlternateImageReplacesTheCheckBoxImageSource() throws {
        let check = try encode(Self.window(Self.imageButton(type: "check", alternate: "")))
        XCTAssertEqual(check.child(try XCTUnwrap(check.objects(ofClass: "NSButtonCell").first), "NSAlternateImage")?.className,
                       "NSButtonImageSource")
        let custom = try encode(Self.window(Self.imageButton(type: "check", alternate: "alternateImage=\"NSRemoveTemplate\"")))
        XCTAssertEqual(custom.child(try XCTUnwrap(custom.objects(ofClass: "NSButtonCell").first), "NSAlternateImage")?.className,
                       "NSCustomResource")
    }
}
