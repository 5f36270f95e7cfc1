import IBDocument
import XCTest
@testable import IBCompile

/// AppKitControlEncodingTests, continued: a pop-up cell's key equivalent, its modifier mask and its
/// alternate image are archived as a button cell's (NSKeyEquivalent, NSButtonFlags2 mask bits,
/// NSAlternateImage): NSPopUpButtonCell is an NSButtonCell (inferred; no pair has one).
extension AppKitControlEncodingTests {
    func testPopUpCellKeepsItsKeyEquivalentMaskAndAlternateImage() throws {
        let graph = try encode(Self.window(Self.pullDown("pullsDown=\"YES\" alternateImage=\"NSActionTemplate\"")
            .replacingOccurrences(of: "<font key=\"font\" metaFont=\"menu\"/>", with: """
            <font key="font" metaFont="menu"/>
            <string key="keyEquivalent">k</string>
            <modifierMask key="keyEquivalentModifierMask" command="YES"/>
            """)))
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSPopUpButtonCell").first)
        XCTAssertEqual(graph.string(graph.child(cell, "NSKeyEquivalent")), "k")
        XCTAssertNotNil(graph.child(cell, "NSAlternateImage"))
        let flags2: Int64
        switch graph.value(cell, "NSButtonFlags2") {
        case .int8(let v)?: flags2 = Int64(v)
        case .int16(let v)?: flags2 = Int64(v)
        case .int32(let v)?: flags2 = Int64(v)
        case .int64(let v)?: flags2 = v
        default: return XCTFail("NSButtonFlags2 missing")
        }
        XCTAssertEqual((flags2 >> 8) & AppKitMenuEncoder.commandModifier, AppKitMenuEncoder.commandModifier,
                       "the command key in the mask bits")
    }
}
