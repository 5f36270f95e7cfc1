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

    /// A symbol image view without a size (pinned at y 99.5) stays as drawn — its stay is on its
    /// alignment rect — and one placed by its autoresizing mask keeps its stored frame.
    func testSymbolImageViewsWithoutASizeKeepTheirStoredFrames() throws {
        let views = """
            <imageView contentMode="scaleAspectFit" image="questionmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="20" y="100" width="34" height="33"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" image="questionmark.circle" catalog="system" id="masked">
                <rect key="frame" x="20" y="200" width="34" height="33"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </imageView>
            """
        let document = try StoryboardBuilder.document(subviews: views, constraints: """
            <constraint firstItem="loose" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l1"/>
            <constraint firstItem="loose" firstAttribute="top" secondItem="main" secondAttribute="top" constant="99.5" id="t1"/>
            """,
                                                      resources: #"<image name="questionmark.circle" catalog="system" width="128" height="123"/>"#)
        let result = DocumentLayout(document: document).solve()
        XCTAssertEqual(result.view(withID: "loose")?.frame, IBRect(x: 20, y: 100, width: 34, height: 33))
        XCTAssertEqual(result.view(withID: "masked")?.frame, IBRect(x: 20, y: 200, width: 34, height: 33))
        XCTAssertEqual(result.issues, [LayoutIssue(kind: .ambiguous(axes: [.horizontal, .vertical]), objectID: "loose")],
                       "a symbol's resource size (128×123) is not its point size: no intrinsic size with our measurement")
        let stored = DocumentLayout(document: document, options: LayoutOptions(intrinsicSizes: .storedFrames)).solve()
        XCTAssertEqual(stored.view(withID: "loose")?.frame, IBRect(x: 20, y: 100, width: 34, height: 33))
        XCTAssertEqual(stored.issues, [], "with stored sizes its size is the alignment rect of its stored frame (34×34)")
    }
}
