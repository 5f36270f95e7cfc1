import XCTest
import IBDocument
@testable import IBLayout

/// The solver's issues through the lint API (`Linter(rules: … + LayoutLint.rules())`).
final class LayoutLintTests: XCTestCase {
    func testConflictAmbiguityAndMisplacementAreFindings() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("box", (0, 0, 100, 50), own: """
                <constraint firstAttribute="height" constant="50" id="h"/>
                <constraint firstAttribute="width" constant="100" id="w100"/>
                <constraint firstAttribute="width" constant="200" id="w200"/>
                """) + StoryboardBuilder.view("loose", (10, 300, 30, 40), own: #"<constraint firstAttribute="height" constant="40" id="lh"/>"#)
                + StoryboardBuilder.view("moved", (50, 400, 20, 20), own: """
                <constraint firstAttribute="width" constant="20" id="mw"/><constraint firstAttribute="height" constant="20" id="mh"/>
                """),
            constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" id="t"/>
            <constraint firstItem="loose" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="10" id="ll"/>
            <constraint firstItem="moved" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="60" id="ml"/>
            <constraint firstItem="moved" firstAttribute="top" secondItem="main" secondAttribute="top" constant="400" id="mt"/>
            """)
        let report = Linter(rules: LayoutLint.rules()).lint(document)
        let summary = report.findings.map { "\($0.code) \($0.severity.rawValue) \($0.objectID ?? "-")" }
        XCTAssertEqual(summary, ["IB201 error w200", "IB202 warning loose", "IB203 info moved"])
        XCTAssertTrue(report.findings[0].message.contains("w100"), report.findings[0].message)
        XCTAssertTrue(report.findings[1].message.contains("vertical"), report.findings[1].message)
    }

    func testAppKitDocumentsAreNotLaidOut() throws {
        let document = try InterfaceDocument(text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></customView>
            </objects>
        </document>
        """)
        XCTAssertEqual(Linter(rules: LayoutLint.rules()).lint(document).findings, [])
    }
}
