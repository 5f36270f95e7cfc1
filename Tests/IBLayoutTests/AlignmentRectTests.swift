import XCTest
import IBDocument
@testable import IBLayout

/// SF Symbol image views scaled to fit: the frame is the constrained (alignment) rect less 0.5 pt
/// at top and bottom (`AlignmentRect`); the same document as Tests/js/layout/alignment-rect.test.mjs.
final class AlignmentRectTests: XCTestCase {
    private func imageView(_ id: String, _ y: Double, height: Double, contentMode: String) -> String {
        """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="\(contentMode)" image="questionmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="34" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="34" id="\(id)w"/>
                <constraint firstAttribute="height" constant="34" id="\(id)h"/>
            </constraints>
        </imageView>
        """
    }

    func testASymbolImageViewsFrameIsItsAlignmentRectLessHalfAPointAtTopAndBottom() throws {
        let views = imageView("fit", 100.5, height: 33, contentMode: "scaleAspectFit") + imageView("fill", 200, height: 34, contentMode: "scaleToFill")
        let document = try StoryboardBuilder.document(subviews: views, constraints: """
            <constraint firstItem="fit" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l1"/>
            <constraint firstItem="fit" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t1"/>
            <constraint firstItem="fill" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l2"/>
            <constraint firstItem="fill" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="t2"/>
            """, resources: #"<image name="questionmark.circle" catalog="system" width="128" height="123"/>"#)
        let result = DocumentLayout(document: document).solve()
        XCTAssertEqual(result.view(withID: "fit")?.frame, IBRect(x: 20, y: 100.5, width: 34, height: 33))
        XCTAssertEqual(result.view(withID: "fit")?.rootFrame, IBRect(x: 20, y: 100.5, width: 34, height: 33))
        XCTAssertEqual(result.view(withID: "fill")?.frame, IBRect(x: 20, y: 200, width: 34, height: 34), "other content modes: the constrained rect")
        XCTAssertEqual(result.issues, [], "not misplaced: the stored frames are these")
    }
}
