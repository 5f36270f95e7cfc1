import Foundation
import IBDocument
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// `DocumentValidation` without sockets: which bytes are accepted, with which format, and how
/// each refusal maps to a status.
final class DocumentValidationTests: XCTestCase {
    private func status(_ text: String, maxBytes: Int = 1 << 20) -> Int? {
        do {
            _ = try DocumentValidation.validate(Array(text.utf8), maxBytes: maxBytes)
            return nil
        } catch {
            return (error as? APIError)?.status.code
        }
    }

    func testAcceptsEveryRealFixtureWithTheRightFormat() throws {
        guard let fixtures = PackagePaths.sharedFixture("ib")?.path else { return }  // fixtures absent: nothing to check
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        XCTAssertGreaterThan(names.count, 100)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + name)))
            if String(decoding: bytes.prefix(400), as: UTF8.self).contains("<archive ") {
                // The corpus's two legacy archives are refused with the upgrade advice (LegacyArchiveUploadTests).
                XCTAssertThrowsError(try DocumentValidation.validate(bytes, maxBytes: 64 << 20), name)
                continue
            }
            let format = try DocumentValidation.validate(bytes, maxBytes: 64 << 20)
            XCTAssertEqual(format, name.hasSuffix(".storyboard") ? .storyboard : .xib, name)
        }
    }

    func testTemplatesAreValidDocuments() throws {
        for template in DocumentTemplate.allCases {
            XCTAssertEqual(try DocumentValidation.validate(template.freshBytes(), maxBytes: 1 << 20), template.format)
        }
    }

    func testStatusForEachKindOfRefusal() {
        XCTAssertEqual(status(""), 400)
        XCTAssertEqual(status("   \n"), 400)
        XCTAssertEqual(status("plain text"), 400)
        XCTAssertEqual(status("{\"json\": 1}"), 400)
        XCTAssertEqual(status("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>", maxBytes: 10), 413)
        XCTAssertEqual(status("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">"), 422)
        XCTAssertEqual(status("<!DOCTYPE d><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>"), 422)
        XCTAssertEqual(status("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">&ext;</document>"), 422)
        XCTAssertEqual(status("<document type=\"something.else\"/>"), 422)
        XCTAssertEqual(status("<html/>"), 422)
        XCTAssertNil(status("\u{FEFF}\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>"))
        XCTAssertEqual(status("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\"/>"), 422, "pre-Xcode 5 xib")
    }

    func testInvalidUTF8IsNotXML() {
        XCTAssertThrowsError(try DocumentValidation.validate([0x3C, 0x61, 0xFF, 0x3E], maxBytes: 100)) {
            XCTAssertEqual(($0 as? APIError)?.status.code, 400)
            XCTAssertTrue(($0 as? APIError)?.detail.contains("not UTF-8") == true)
        }
    }

    func testFormatFollowsTheRootType() throws {
        let storyboard = "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" targetRuntime=\"watchKit\"/>"
        XCTAssertEqual(try DocumentValidation.validate(Array(storyboard.utf8), maxBytes: 1000), .storyboard)
        let xib = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\"/>"
        XCTAssertEqual(try DocumentValidation.validate(Array(xib.utf8), maxBytes: 1000), .xib)
    }
}
