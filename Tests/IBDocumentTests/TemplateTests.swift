import XCTest
@testable import IBDocument

final class TemplateTests: XCTestCase {
    func testNamesMatchTheAPI() {
        XCTAssertEqual(DocumentTemplate.allCases.map(\.name), ["ios-storyboard", "ios-xib", "macos-xib"])
        XCTAssertEqual(DocumentTemplate.named("ios-xib"), .iOSXib)
        XCTAssertNil(DocumentTemplate.named("android-layout"))
    }

    func testTemplatesParseAndRoundTripByteIdentically() throws {
        var ids = IdentifierGenerator(seed: 5)
        for template in DocumentTemplate.allCases {
            for text in [template.xml, template.xml(ids: &ids)] {
                let document = try MarkupDocument.parse(text)
                XCTAssertEqual(document.serializedString(), text, template.name)
                XCTAssertEqual(document.root.name, "document")
            }
        }
    }

    func testTemplatesFollowXcodesLayout() {
        for template in DocumentTemplate.allCases {
            let lines = template.xml.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.first, #"<?xml version="1.0" encoding="UTF-8"?>"#)
            XCTAssertEqual(lines.last, "", "ends with exactly one newline")
            XCTAssertEqual(lines.dropLast().last, "</document>")
            XCTAssertFalse(template.xml.contains("\t"))
            XCTAssertFalse(template.xml.contains("\r"))
            for line in lines.dropFirst() where !line.isEmpty {
                let indent = line.prefix { $0 == " " }.count
                XCTAssertEqual(indent % 4, 0, "\(template.name): \(line)")
            }
        }
    }

    func testPlatformsAndPlaceholders() {
        XCTAssertTrue(DocumentTemplate.iOSStoryboard.xml.contains(#"targetRuntime="iOS.CocoaTouch""#))
        XCTAssertTrue(DocumentTemplate.iOSStoryboard.xml.contains(#"initialViewController="BYZ-38-t0r""#))
        XCTAssertTrue(DocumentTemplate.iOSXib.xml.contains(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#))
        XCTAssertTrue(DocumentTemplate.iOSXib.xml.contains(#"<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#))
        XCTAssertTrue(DocumentTemplate.macOSXib.xml.contains(#"<customObject id="-2" userLabel="File's Owner" customClass="NSApplication">"#))
        XCTAssertTrue(DocumentTemplate.macOSXib.xml.contains(#"systemMenu="main""#))
        XCTAssertTrue(DocumentTemplate.macOSXib.xml.contains("<window "))
        XCTAssertEqual(DocumentTemplate.macOSXib.platform, .macOS)
    }

    func testFreshIdsReplaceXcodeIdsConsistently() throws {
        var ids = IdentifierGenerator(seed: 11)
        let text = DocumentTemplate.iOSStoryboard.xml(ids: &ids)
        XCTAssertFalse(text.contains("BYZ-38-t0r"))
        let root = try MarkupDocument.parse(text).root
        let initial = try XCTUnwrap(root.attribute("initialViewController"))
        var controllerID: String?
        root.forEachElement { if $0.name == "viewController" { controllerID = $0.attribute("id") } }
        XCTAssertEqual(controllerID, initial)
        XCTAssertTrue(IdentifierGenerator.isXcodeStyle(initial))
        XCTAssertTrue(text.contains(#"<device id="retina6_12""#), "non-object ids are kept")

        var again = IdentifierGenerator(seed: 11)
        XCTAssertEqual(DocumentTemplate.iOSStoryboard.xml(ids: &again), text, "deterministic with a seed")
        let macText = DocumentTemplate.macOSXib.xml(ids: &ids)
        XCTAssertTrue(macText.contains(#"id="-2""#), "placeholder ids are kept")
    }
}
