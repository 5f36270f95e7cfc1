import XCTest
@testable import IBLayout

final class LayoutAttributeTests: XCTestCase {
    func testXMLSpellingsAndAxes() {
        XCTAssertEqual(LayoutAttribute(rawValue: "baseline"), .lastBaseline)
        XCTAssertEqual(LayoutAttribute(rawValue: "firstBaseline"), .firstBaseline)
        XCTAssertTrue(LayoutAttribute.leadingMargin.isHorizontal)
        XCTAssertFalse(LayoutAttribute.centerYWithinMargins.isHorizontal)
        XCTAssertFalse(LayoutAttribute.height.isHorizontal)
    }
}
