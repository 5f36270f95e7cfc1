import XCTest
import IBDocument
@testable import IBLayout

/// A label draws the lines its text takes, centred in its bounds: a multi-line label's last
/// baseline is its last line's (three explicit lines: two line heights below the first), and a
/// label allowed three lines whose text takes one centres that one line (its baselines are not
/// those of three lines). The same document as `Tests/js/layout/multiline-label-baselines.test.mjs`.
/// Font metrics: line height L = 17 × 2444/2048 = 20.287, ascender A = 17 × 1950/2048 (`TextMetrics`).
final class MultilineLabelBaselineTests: XCTestCase {
    static func label(_ id: String, text: String, lines: Int = 1, frame: (Int, Int, Int, Int)) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(frame.2)" id="\(id)W"/>
                <constraint firstAttribute="height" constant="\(frame.3)" id="\(id)H"/>
            </constraints>
            <string key="text">\(text)</string>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    static let subviews = [
        label("three", text: "One\nTwo\nThree", lines: 0, frame: (20, 100, 100, 100)),
        label("afterLast", text: "Last", frame: (140, 155, 100, 30)),
        label("afterFirst", text: "First", frame: (260, 115, 100, 30)),
        label("short", text: "Hi", lines: 3, frame: (20, 300, 100, 100)),
        label("beside", text: "Beside", frame: (140, 335, 100, 30)),
    ].joined(separator: "\n")

    static let constraints = """
        <constraint firstItem="three" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="threeL"/>
        <constraint firstItem="three" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="threeT"/>
        <constraint firstItem="afterLast" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="140" id="afterLastL"/>
        <constraint firstItem="afterLast" firstAttribute="firstBaseline" secondItem="three" secondAttribute="baseline" id="afterLastB"/>
        <constraint firstItem="afterFirst" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="260" id="afterFirstL"/>
        <constraint firstItem="afterFirst" firstAttribute="firstBaseline" secondItem="three" secondAttribute="firstBaseline" id="afterFirstB"/>
        <constraint firstItem="short" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="shortL"/>
        <constraint firstItem="short" firstAttribute="top" secondItem="main" secondAttribute="top" constant="300" id="shortT"/>
        <constraint firstItem="beside" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="140" id="besideL"/>
        <constraint firstItem="beside" firstAttribute="firstBaseline" secondItem="short" secondAttribute="firstBaseline" id="besideB"/>
        """

    static func document() throws -> InterfaceDocument {
        try StoryboardBuilder.document(subviews: subviews, constraints: constraints)
    }

    /// The solved y before it is put on the device's pixels: root frames are unrounded.
    private func y(_ result: LayoutResult, _ id: String) throws -> Double {
        let view = try XCTUnwrap(result.view(withID: id), id)
        let superview = try XCTUnwrap(view.superviewID.flatMap(result.view(withID:)), id)
        return view.rootFrame.y - superview.rootFrame.y
    }

    func testAMultilineLabelsLastBaselineIsItsLastLines() throws {
        let result = DocumentLayout(document: try Self.document()).solve()
        XCTAssertEqual(result.issues.filter { if case .misplaced = $0.kind { return false } else { return true } }.count, 0, "\(result.issues)")
        // three's lines span 3L centred in 100 pt: its last baseline is 150 + L/2 + A; a 30 pt
        // label's first baseline is 15 − L/2 + A below its top, so afterLast is at 135 + L.
        XCTAssertEqual(try y(result, "afterLast"), 155.287, accuracy: 0.01)
        // Its first baseline is 150 − 3L/2 + A: afterFirst is at 135 − L.
        XCTAssertEqual(try y(result, "afterFirst"), 114.713, accuracy: 0.01)
    }

    func testALabelCentresTheLinesItsTextTakesNotNumberOfLines() throws {
        let result = DocumentLayout(document: try Self.document()).solve()
        // "Hi" takes one of short's three lines: its baseline is 350 − L/2 + A, beside at 335
        // (with three lines' block it would be 335 − L).
        XCTAssertEqual(try y(result, "beside"), 335, accuracy: 0.01)
    }
}
