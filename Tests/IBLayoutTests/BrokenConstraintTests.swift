import XCTest
import IBDocument
@testable import IBLayout

/// Sizes are never negative, and a broken required constraint still holds as nearly as the
/// others allow (`RootSolution`: floors where a size would be negative, `Strength.brokenRequired`):
/// a 100 pt box holds 10 pt + `top` + 8 pt + `bar`, and `top` asks for 90 pt, required (and 40 pt
/// at 999), as Loop's CarbEntryTableViewCell does. The same document as
/// Tests/js/layout/broken-constraints.test.mjs.
final class BrokenConstraintTests: XCTestCase {
    static let subviews = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="100" width="200" height="100"/>
            <subviews>
                \(StoryboardBuilder.view("top", (0, 10, 200, 82)))
                \(StoryboardBuilder.view("bar", (0, 100, 200, 0)))
            </subviews>
            <constraints>
                <constraint firstItem="top" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="chainTop"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="chainGap"/>
                <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="chainBottom"/>
                <constraint firstItem="top" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="topLeading"/>
                <constraint firstItem="top" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="topTrailing"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="barLeading"/>
                <constraint firstItem="bar" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="barTrailing"/>
                <constraint firstItem="top" firstAttribute="height" constant="40" priority="999" id="preferred"/>
                <constraint firstItem="top" firstAttribute="height" constant="90" id="tooTall"/>
            </constraints>
        </view>
        """
    static let placement = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="boxLeading"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="boxTop"/>
        <constraint firstItem="box" firstAttribute="width" constant="200" id="boxWidth"/>
        <constraint firstItem="box" firstAttribute="height" constant="100" id="boxHeight"/>
        """

    func testTheBrokenHeightHoldsAsNearlyAsTheOthersAllowAndNoSizeGoesBelowZero() throws {
        let document = try StoryboardBuilder.document(subviews: BrokenConstraintTests.subviews, constraints: BrokenConstraintTests.placement)
        let result = DocumentLayout(document: document).solve()
        XCTAssertEqual(result.view(withID: "bar")?.frame, IBRect(x: 0, y: 100, width: 200, height: 0), "0 pt high, not -8")
        XCTAssertEqual(result.view(withID: "top")?.frame, IBRect(x: 0, y: 10, width: 200, height: 82),
                       "the broken 90 pt height outweighs the 999 wish for 40 pt: as tall as the box allows")
        XCTAssertEqual(result.issues.map { $0.description }, [
            "Unable to satisfy constraints: constraint tooTall was broken to lay out the others. The conflicting constraints: "
                + "non-negative size of bar, constraint boxHeight, constraint chainTop, constraint chainGap, constraint chainBottom, constraint tooTall.",
        ], "the stored frames are these: nothing misplaced")
    }
}
