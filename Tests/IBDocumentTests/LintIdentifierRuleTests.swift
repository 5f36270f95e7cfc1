import XCTest
@testable import IBDocument

/// Reuse identifiers, storyboard IDs and repeated constraints (IB013–IB015).
final class LintIdentifierRuleTests: XCTestCase {
    private func findings(_ xml: String) throws -> [LintFinding] {
        Linter().lint(try InterfaceDocument(text: xml)).findings
    }

    func testIdentifiedPrototypeIsClean() throws {
        XCTAssertEqual(try findings(LintFixtures.identifiedPrototype).map(\.line), [])
    }

    func testPrototypeWithoutReuseIdentifier() throws {
        let found = try findings(LintFixtures.prototypeWithoutReuseIdentifier)
        XCTAssertEqual(found.map(\.code), ["IB013"])
        XCTAssertEqual(found.first?.objectID, "Ce2-xx-001")
        XCTAssertEqual(found.first?.severity, .warning)
    }

    func testStaticCellsNeedNoReuseIdentifier() throws {
        // The strings fixture has a static table whose cell has an identifier; drop it.
        let xml = LintFixtures.localizableStoryboard.replacingOccurrences(of: #" reuseIdentifier="AccountCell""#, with: "")
        XCTAssertEqual(try findings(xml).map(\.line), [])
    }

    func testDuplicateReuseIdentifier() throws {
        let found = try findings(LintFixtures.duplicateReuseIdentifier)
        XCTAssertEqual(found.map(\.code), ["IB015"])
        XCTAssertEqual(found.first?.objectID, "Ce2-xx-001")
        XCTAssertTrue(found[0].message.contains("Ce1-xx-001"), found[0].message)
    }

    func testDuplicateStoryboardIdentifier() throws {
        let found = try findings(LintFixtures.duplicateStoryboardIdentifier)
        XCTAssertEqual(found.map(\.code), ["IB015"])
        XCTAssertEqual(found.first?.objectID, "Vc3-xx-001")
        XCTAssertTrue(found[0].message.contains("instantiateViewController(withIdentifier:)"))
    }

    func testRepeatedAndReversedConstraints() throws {
        let found = try findings(LintFixtures.repeatedConstraints)
        XCTAssertEqual(found.map(\.code), ["IB014", "IB014"])
        XCTAssertEqual(found.map(\.objectID), ["Cl2-xx-001", "Cl3-xx-001"])
        XCTAssertTrue(found[1].message.contains("from the other item"), found[1].message)
    }

    func testReversedConstraintWithADifferentConstantIsNotADuplicate() throws {
        let xml = LintFixtures.repeatedConstraints
            .replacingOccurrences(of: #"constant="20" id="Cl2-xx-001""#, with: #"constant="24" id="Cl2-xx-001""#)
            .replacingOccurrences(of: #"constant="-20" id="Cl3-xx-001""#, with: #"constant="20" id="Cl3-xx-001""#)
        XCTAssertEqual(try findings(xml).map(\.code), [])
    }
}
