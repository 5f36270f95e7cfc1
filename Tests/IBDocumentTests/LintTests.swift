import Foundation
import XCTest
@testable import IBDocument

final class LintTests: XCTestCase {
    private func lint(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws -> LintReport {
        Linter().lint(try InterfaceDocument(text: xml))
    }

    private func codes(_ xml: String) throws -> [String] {
        try lint(xml).findings.map(\.code)
    }

    func testCleanDocumentsHaveNoFindings() throws {
        for (name, xml) in [("clean storyboard", LintFixtures.cleanStoryboard), ("clean xib", LintFixtures.cleanXib),
                            ("strings storyboard", LintFixtures.localizableStoryboard)] {
            XCTAssertEqual(try lint(xml).findings.map(\.line), [], name)
        }
        for template in DocumentTemplate.allCases {
            XCTAssertEqual(try lint(template.xml).findings.map(\.line), [], template.name)
        }
    }

    func testDuplicateID() throws {
        let report = try lint(LintFixtures.duplicateID)
        XCTAssertEqual(report.findings.map(\.code), ["IB001"])
        XCTAssertEqual(report.findings.first?.objectID, "Lb1-xx-001")
        XCTAssertEqual(report.findings.first?.severity, .error)
        XCTAssertTrue(report.hasErrors)
    }

    func testDanglingReferences() throws {
        let report = try lint(LintFixtures.danglingReferences)
        XCTAssertEqual(report.findings.map(\.code), ["IB002", "IB002"])
        XCTAssertEqual(Set(report.findings.compactMap(\.objectID)), ["Ot1-xx-001", "Cl1-xx-001"])
        XCTAssertTrue(report.findings.contains { $0.message.contains("outlet \"nameLabel\"") && $0.message.contains("Lb9-xx-999") })
    }

    func testDanglingEntryPoint() throws {
        let xml = LintFixtures.cleanStoryboard.replacingOccurrences(of: #"initialViewController="Vc1-xx-001""#,
                                                                   with: #"initialViewController="Vc7-xx-007""#)
        let findings = try lint(xml).findings
        XCTAssertTrue(findings.contains { $0.code == "IB002" && $0.message.contains("entry point") })
    }

    func testCrossSceneConnectionExplainsWhy() throws {
        let report = try lint(LintFixtures.crossSceneOutlet)
        XCTAssertEqual(report.findings.map(\.code), ["IB003"])
        let message = try XCTUnwrap(report.findings.first?.message)
        XCTAssertTrue(message.contains("scn-01-aaa") && message.contains("scn-02-bbb"), message)
        XCTAssertTrue(message.contains("own nib"), message)
        XCTAssertTrue(message.contains("segue"), message)
    }

    func testOutletTypeMismatch() throws {
        let report = try lint(LintFixtures.outletTypeMismatch)
        XCTAssertEqual(report.findings.map(\.code), ["IB004"])
        XCTAssertTrue(report.findings[0].message.contains("expects a UIView"), report.findings[0].message)
        XCTAssertTrue(report.findings[0].message.contains("UITapGestureRecognizer"), report.findings[0].message)
    }

    func testMissingViewOutlet() throws {
        let report = try lint(LintFixtures.missingViewOutlet)
        XCTAssertEqual(report.findings.map(\.code), ["IB005"])
        XCTAssertEqual(report.findings.first?.objectID, "-1")
        XCTAssertTrue(report.findings[0].message.contains("view outlet was not set"))
    }

    func testStoryboardControllerWithoutViewIsAWarning() throws {
        let xml = LintFixtures.cleanStoryboard.replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="Vw2-xx-001">"#,
                                                                   with: #"<view contentMode="scaleToFill" id="Vw2-xx-001">"#)
        let findings = try lint(xml).findings
        XCTAssertEqual(findings.map(\.code), ["IB005"])
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(findings.first?.objectID, "Vc2-xx-001")
    }

    func testCellXibNeedsNoViewOutlet() throws {
        let cell = """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Ce5-xx-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCell>

        """
        XCTAssertEqual(try codes(LintFixtures.iOSXib(owner: "UIViewController", objects: cell)), [])
    }

    func testActionOnObjectThatCannotSendIt() throws {
        let report = try lint(LintFixtures.actionOnLabel)
        XCTAssertEqual(report.findings.map(\.code), ["IB006"])
        XCTAssertEqual(report.findings.first?.objectID, "Ac2-xx-001")
        XCTAssertTrue(report.findings[0].message.contains("UILabel"))
    }

    func testUnknownControlEvent() throws {
        XCTAssertEqual(try codes(LintFixtures.unknownControlEvent), ["IB007"])
    }

    func testManualSegueNeedsIdentifier() throws {
        let report = try lint(LintFixtures.manualSegueWithoutIdentifier)
        XCTAssertEqual(report.findings.map(\.code), ["IB008"])
        XCTAssertEqual(report.findings.first?.objectID, "Sg2-xx-001")
        XCTAssertTrue(report.findings[0].message.contains("performSegue(withIdentifier:sender:)"))
    }

    func testSeveralSeguesWithoutIdentifiers() throws {
        let report = try lint(LintFixtures.segueWithoutIdentifier)
        XCTAssertEqual(report.findings.map(\.code), ["IB009"])
        XCTAssertEqual(report.findings.first?.severity, .info)
        XCTAssertEqual(report.findings.first?.objectID, "Sg1-xx-001")
        XCTAssertFalse(report.hasErrors)
    }

    func testFrameThatDisagreesWithSizeConstraint() throws {
        let report = try lint(LintFixtures.frameDisagreesWithConstraint)
        XCTAssertEqual(report.findings.map(\.code), ["IB010"])
        XCTAssertEqual(report.findings.first?.objectID, "Cw1-xx-001")
        XCTAssertTrue(report.findings[0].message.contains("120 but its frame is 80 wide"), report.findings[0].message)
    }

    func testXcodesMisplacedAndAmbiguousFlags() throws {
        XCTAssertEqual(try lint(LintFixtures.misplacedFlag).findings.map(\.code), ["IB010"])
        XCTAssertEqual(try lint(LintFixtures.ambiguousFlag).findings.map(\.code), ["IB011"])
        XCTAssertEqual(try lint(LintFixtures.ambiguousFlag).findings.first?.objectID, "Bt1-xx-001")
    }

    func testUnreachableScene() throws {
        let report = try lint(LintFixtures.unreachableScene)
        XCTAssertEqual(report.findings.map(\.code), ["IB012"])
        XCTAssertEqual(report.findings.first?.objectID, "Vc3-xx-001")
    }

    func testRuleCodesAreUniqueAndStable() {
        let infos = Linter().ruleInfos
        XCTAssertEqual(Set(infos.map(\.code)).count, infos.count)
        XCTAssertEqual(Set(infos.map(\.name)).count, infos.count)
        XCTAssertEqual(infos.map(\.code), (1...15).map { String(format: "IB%03d", $0) })
    }

    func testFindingsSortErrorsFirstAndSummarize() throws {
        let xml = LintFixtures.segueWithoutIdentifier.replacingOccurrences(of: #"id="Bt1-xx-001""#, with: #"id="Lb1-xx-001""#)
        let report = try lint(xml)
        XCTAssertEqual(report.findings.first?.severity, .error)
        XCTAssertEqual(report.findings.last?.severity, .info)
        XCTAssertEqual(report.summary, "1 error, 0 warnings, 1 info")
        XCTAssertEqual(report.countsByRule, ["duplicate-id": 1, "segue-without-identifier": 1])
    }

    func testReportEncodesAsJSON() throws {
        let report = try lint(LintFixtures.duplicateID)
        let data = try JSONEncoder().encode(report)
        let decoded = try JSONDecoder().decode(LintReport.self, from: data)
        XCTAssertEqual(decoded.findings, report.findings)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains(#""code":"IB001""#), text)
        XCTAssertTrue(text.contains(#""severity":"error""#), text)
    }

    /// A later checker (e.g. one that reads the project's Swift classes) plugs in as a rule.
    func testCustomRulesPlugIn() throws {
        struct OutletNamedLikeClassRule: LintRule {
            let info = LintRuleInfo(code: "SW001", name: "outlet-not-in-class", severity: .error,
                                    summary: "Outlets must exist in the Swift class.")
            let declaredOutlets: [String: Set<String>]
            func check(_ context: LintContext) -> [LintFinding] {
                context.connections.compactMap { connection in
                    guard connection.kind == "outlet", let owner = connection.source.attribute("customClass"),
                          let declared = declaredOutlets[owner], let property = connection.property,
                          !declared.contains(property) else { return nil }
                    return finding(connection.id, "\(owner) has no @IBOutlet named \(property).")
                }
            }
        }
        let rule = OutletNamedLikeClassRule(declaredOutlets: ["ProfileViewController": ["titleLabel"]])
        let report = Linter(rules: Linter.standardRules + [rule]).lint(try InterfaceDocument(text: LintFixtures.cleanStoryboard))
        XCTAssertEqual(report.findings.map(\.code), ["SW001"])
        XCTAssertEqual(report.findings.first?.message, "ProfileViewController has no @IBOutlet named nameLabel.")
    }
}
