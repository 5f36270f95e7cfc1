import XCTest
import IBDocument
@testable import IBLayout

/// Classic buttons with an image and no title take the image's size (plus `contentEdgeInsets`)
/// as their intrinsic size (the same documents as Tests/js/layout/image-buttons.test.mjs).
final class ImageButtonTests: XCTestCase {
    private func button(_ id: String, _ frame: (Double, Double, Double, Double), image: String, extra: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            \(extra)
            <state key="normal" \(image)/>
        </button>
        """
    }

    func testAnImageButtonIsAsBigAsItsImage() throws {
        let reload = button("reload", (20, 100, 30, 24), image: #"image="Reload-24""#,
                            extra: #"<constraints><constraint firstAttribute="width" priority="900" constant="30" id="w"/></constraints>"#)
        let padded = button("padded", (20, 200, 36, 24), image: #"image="Reload-24""#,
                            extra: #"<inset key="contentEdgeInsets" minX="6" minY="0.0" maxX="6" maxY="0.0"/>"#)
        let symbol = button("symbol", (20, 300, 30, 30), image: #"image="gear" catalog="system""#)
        let document = try StoryboardBuilder.document(subviews: reload + padded + symbol, constraints: """
            <constraint firstItem="reload" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l1"/>
            <constraint firstItem="reload" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t1"/>
            <constraint firstItem="padded" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l2"/>
            <constraint firstItem="padded" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="t2"/>
            <constraint firstItem="symbol" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l3"/>
            <constraint firstItem="symbol" firstAttribute="top" secondItem="main" secondAttribute="top" constant="300" id="t3"/>
            """, resources: #"<image name="Reload-24" width="24" height="24"/><image name="gear" catalog="system" width="128" height="121"/>"#)
        let result = DocumentLayout(document: document).solve()
        let frames = ["reload", "padded", "symbol"].map { id in result.view(withID: id).map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] } }
        XCTAssertEqual(frames[0], [20, 100, 30, 24], "the 900 width wins over the image's 24; the height is the image's")
        XCTAssertEqual(frames[1], [20, 200, 36, 24], "24 + 6 + 6")
        XCTAssertEqual(frames[2], [20, 300, 30, 30], "an SF Symbol's resource size (128×121) is not its point size: kept where drawn…")
        XCTAssertEqual(result.issues, [LayoutIssue(kind: .ambiguous(axes: [.horizontal, .vertical]), objectID: "symbol")], "…its size free")
    }
}
