import XCTest
@testable import IBDocument

final class StringsTests: XCTestCase {
    private func strings(_ xml: String) throws -> [LocalizableString] {
        StringsExtractor.strings(in: try InterfaceDocument(text: xml))
    }

    func testIOSStoryboardStringsMatchIbtoolsOutput() throws {
        let document = try InterfaceDocument(text: LintFixtures.localizableStoryboard)
        let text = StringsFileFormatter.text(for: StringsExtractor.strings(in: document))
        let expected = """

        /* Class = "UINavigationItem"; title = "Settings"; ObjectID = "Aa1-bB-cC2"; */
        "Aa1-bB-cC2.title" = "Settings";

        /* Class = "UIButton"; normalTitle = "Save"; ObjectID = "Bt1-nn-001"; */
        "Bt1-nn-001.normalTitle" = "Save";

        /* Class = "UIButton"; selectedTitle = "Saved"; ObjectID = "Bt1-nn-001"; */
        "Bt1-nn-001.selectedTitle" = "Saved";

        /* Class = "UILabel"; accessibilityHint = "Shows the \\"name\\""; ObjectID = "Lb1-xx-001"; */
        "Lb1-xx-001.accessibilityHint" = "Shows the \\"name\\"";

        /* Class = "UILabel"; accessibilityLabel = "Name"; ObjectID = "Lb1-xx-001"; */
        "Lb1-xx-001.accessibilityLabel" = "Name";

        /* Class = "UILabel"; text = "Two\\nlines & more"; ObjectID = "Lb1-xx-001"; */
        "Lb1-xx-001.text" = "Two\\nlines & more";

        /* Class = "UISegmentedControl"; Sg1-xx-001.segmentTitles[0] = "First"; ObjectID = "Sg1-xx-001"; */
        "Sg1-xx-001.segmentTitles[0]" = "First";

        /* Class = "UISegmentedControl"; Sg1-xx-001.segmentTitles[1] = "Zweite – ü"; ObjectID = "Sg1-xx-001"; */
        "Sg1-xx-001.segmentTitles[1]" = "Zweite – ü";

        /* Class = "UITextField"; placeholder = "Your name"; ObjectID = "Tf1-xx-001"; */
        "Tf1-xx-001.placeholder" = "Your name";

        /* Class = "UIViewController"; title = "Profile"; ObjectID = "Vc1-xx-001"; */
        "Vc1-xx-001.title" = "Profile";

        /* Class = "UIBarButtonItem"; title = "Done"; ObjectID = "bb1-xx-001"; */
        "bb1-xx-001.title" = "Done";

        /* Class = "UITableViewSection"; footerTitle = "Shown below"; ObjectID = "sc1-xx-001"; */
        "sc1-xx-001.footerTitle" = "Shown below";

        /* Class = "UITableViewSection"; headerTitle = "Account"; ObjectID = "sc1-xx-001"; */
        "sc1-xx-001.headerTitle" = "Account";

        /* Class = "UILabel"; greeting = "Hi"; ObjectID = "zz1-xx-001"; */
        "zz1-xx-001.greeting" = "Hi";

        """
        XCTAssertEqual(text, expected)
    }

    func testCustomClassesKeepTheInterfaceBuilderClassName() throws {
        let found = try strings(LintFixtures.localizableStoryboard)
        XCTAssertEqual(found.first { $0.objectID == "Vc1-xx-001" }?.className, "UIViewController",
                       "the controller has customClass ProfileViewController")
    }

    func testMacOSStrings() throws {
        let found = try strings(LintFixtures.localizableMacXib)
        let keys = found.map(\.stringsKey)
        XCTAssertEqual(keys, ["10.title", "11.title", "12.title", "12.placeholderString", "13.headerCell.title",
                              "14.ibShadowedLabels[0]", "14.ibShadowedLabels[1]", "15.ibShadowedToolTip", "16.title"]
                       .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        XCTAssertEqual(found.first { $0.stringsKey == "11.title" }?.className, "NSMenuItem")
        XCTAssertEqual(found.first { $0.stringsKey == "12.placeholderString" }?.className, "NSTextFieldCell")
        XCTAssertEqual(found.first { $0.stringsKey == "13.headerCell.title" }?.className, "NSTableColumn")
        XCTAssertEqual(found.first { $0.stringsKey == "16.title" }?.value, "Quit ⌘")
        let text = StringsFileFormatter.text(for: found)
        XCTAssertTrue(text.contains(#"/* Class = "NSSegmentedCell"; 14.ibShadowedLabels[0] = "Left"; ObjectID = "14"; */"#))
    }

    func testEmptyValuesAndNonLocalizableAttributesAreSkipped() throws {
        let found = try strings(LintFixtures.localizableStoryboard)
        XCTAssertFalse(found.contains { $0.value.isEmpty })
        XCTAssertFalse(found.contains { $0.keyPath == "storyboardIdentifier" || $0.keyPath == "identifier" })
        XCTAssertFalse(found.contains { $0.keyPath == "reuseIdentifier" })
    }

    func testEscaping() {
        XCTAssertEqual(StringsFileFormatter.escape("a\"b\\c\nd\te"), #"a\"b\\c\nd\te"#)
        XCTAssertEqual(StringsFileFormatter.escape("⌘ ü"), "⌘ ü")
    }

    /// A line separator (U+2028) in a title or text stays the character itself, only the line
    /// feed beside it becoming `\n`: quicksilver's `en.lproj/QSSetupAssistant.strings`, written by
    /// ibtool from the `Base.lproj` xib in the corpus, has "…just the start.<U+2028>\nThis assistant…"
    /// where the xib's title has "start.<U+2028><LF>This".
    func testALineSeparatorIsKeptAsIbtoolKeepsIt() throws {
        let xib = DocumentTemplate.macOSXib.xml.replacingOccurrences(of: #"title="Quit App""#, with: "title=\"Quit\u{2028}App\"")
        let text = StringsFileFormatter.text(for: try strings(xib))
        XCTAssertTrue(text.contains("\"Quit\u{2028}App\""), text)
        XCTAssertEqual(StringsFileFormatter.escape("start.\u{2028}\nThis\u{2029}"), "start.\u{2028}\\nThis\u{2029}")
    }

    func testTemplatesHaveOnlyTheExpectedStrings() throws {
        XCTAssertEqual(try strings(DocumentTemplate.iOSStoryboard.xml), [])
        let mac = try strings(DocumentTemplate.macOSXib.xml)
        XCTAssertTrue(mac.contains { $0.stringsKey == "4sb-4s-VLi.title" && $0.value == "Quit App" })
        XCTAssertTrue(mac.contains { $0.stringsKey == "QvC-M9-y7g.title" && $0.className == "NSWindow" })
    }

    func testCorpusExtractionWhenPresent() throws {
        let files = try SharedCorpus.documentFiles()
        try XCTSkipIf(files.isEmpty, "../shared/fixtures/ib not present")
        var total = 0
        for file in files {
            guard let document = try? InterfaceDocument(bytes: SharedCorpus.bytes(file)) else { continue }
            let found = StringsExtractor.strings(in: document)
            for string in found {
                XCTAssertFalse(string.objectID.isEmpty, file.lastPathComponent)
                XCTAssertFalse(string.value.isEmpty, file.lastPathComponent)
            }
            XCTAssertEqual(found, StringsExtractor.sortedLikeIbtool(found), file.lastPathComponent)
            total += found.count
        }
        XCTAssertGreaterThan(total, 1000, "the corpus holds thousands of titles and texts")
    }
}
