import IBDocument
import XCTest
@testable import IBCompile

/// AppKitMoreControlsEncodingTests, continued: a text field cell with borderStyle="border" sets the
/// bordered bit 0x80_0000 of NSCellFlags (GNUstep's NSCell reading), not the bezel bit 0x40_0000.
extension AppKitMoreControlsEncodingTests {
    private func cellFlags(_ borderStyle: String) throws -> Int64? {
        let graph = try encode("""
                            <textField id="T1">
                                <rect key="frame" x="20" y="20" width="100" height="22"/>
                                <textFieldCell key="cell" borderStyle="\(borderStyle)" title="x" id="T2">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
        """)
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSTextFieldCell").first)
        switch graph.value(cell, "NSCellFlags") {
        case .int8(let v)?: return Int64(v)
        case .int16(let v)?: return Int64(v)
        case .int32(let v)?: return Int64(v)
        case .int64(let v)?: return v
        default: return nil
        }
    }

    func testBorderedTextFieldCellSetsTheBorderedBit() throws {
        let flags = try XCTUnwrap(try cellFlags("border"))
        XCTAssertEqual(flags & 0x80_0000, 0x80_0000)
        XCTAssertEqual(flags & 0x40_0000, 0)
    }

    func testBezeledTextFieldCellKeepsTheBezelBitOnly() throws {
        let flags = try XCTUnwrap(try cellFlags("bezel"))
        XCTAssertEqual(flags & 0x80_0000, 0)
        XCTAssertEqual(flags & 0x40_0000, 0x40_0000)
    }
}
