import XCTest
@testable import IBCompile

/// The integer width rule Apple's ibtool follows (nib-format.md §1.5).
final class NibValueTests: XCTestCase {
    func testIntegersTakeTheSmallestSignedWidthAndNegativesTakeEightBytes() {
        XCTAssertEqual(NibValue.integer(0), .int8(0))
        XCTAssertEqual(NibValue.integer(127), .int8(127))
        XCTAssertEqual(NibValue.integer(128), .int16(128))
        XCTAssertEqual(NibValue.integer(32767), .int16(32767))
        XCTAssertEqual(NibValue.integer(32768), .int32(32768))
        XCTAssertEqual(NibValue.integer(Int64(Int32.max) + 1), .int64(Int64(Int32.max) + 1))
        XCTAssertEqual(NibValue.integer(-1), .int64(-1))
    }
}
