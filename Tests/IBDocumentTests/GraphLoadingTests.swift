import XCTest
@testable import IBDocument

/// Loading: document kinds, legacy archives refused, hand-edited corpus files accepted.
final class GraphLoadingTests: XCTestCase {
    func testDocumentKinds() throws {
        let cases: [(String, DocumentKind.Format, DocumentKind.Platform)] = [
            (StoryboardFixtures.navigationFlow, .storyboard, .iOS),
            (StoryboardFixtures.iOSViewXib, .xib, .iOS),
            (StoryboardFixtures.macOSWindowXib, .xib, .macOS),
            (StoryboardFixtures.tvOSStoryboard, .storyboard, .tvOS),
            (StoryboardFixtures.watchOSStoryboard, .storyboard, .watchOS),
        ]
        for (text, format, platform) in cases {
            let document = try InterfaceDocument(text: text)
            XCTAssertEqual(document.kind.format, format, document.kind.description)
            XCTAssertEqual(document.kind.platform, platform, document.kind.description)
            XCTAssertEqual(document.serializedString(), text)
        }
    }

    func testLegacyArchiveIsRefusedNamingTheXcodeThatUpgradesIt() {
        XCTAssertThrowsError(try InterfaceDocument(text: StoryboardFixtures.legacyArchive)) { error in
            XCTAssertEqual(error as? InterfaceDocumentError,
                           .legacyArchive(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", version: "8.00"))
            XCTAssertTrue("\(error)".contains("Xcode 5, 6 or 7"), "\(error)")
        }
    }

    func testOtherXMLIsRefused() {
        XCTAssertThrowsError(try InterfaceDocument(text: "<plist version=\"1.0\"/>")) { error in
            XCTAssertEqual(error as? InterfaceDocumentError, .notAnInterfaceBuilderDocument(rootElement: "plist"))
        }
    }

    func testMalformedXMLReportsLineAndColumn() {
        XCTAssertThrowsError(try InterfaceDocument(text: "<document>\n    <scenes>\n</document>")) { error in
            XCTAssertEqual("\(error)", "3:1: end tag </document> does not match the open element <scenes>.")
        }
    }

    func testCorpusLegacyArchivesAreRefusedAndEveryDocumentLoads() throws {
        var refused: [String] = []
        var failures: [String] = []
        for url in try SharedCorpus.documentFiles() {
            let bytes = try SharedCorpus.bytes(url)
            do {
                let document = try InterfaceDocument(bytes: bytes)
                if document.serialized() != bytes { failures.append("\(url.lastPathComponent): not byte-identical") }
                if !SharedCorpus.isDocumentFormat(bytes) { failures.append("\(url.lastPathComponent): legacy file was accepted") }
            } catch InterfaceDocumentError.legacyArchive {
                refused.append(url.lastPathComponent)
            } catch {
                failures.append("\(url.lastPathComponent): \(error)")
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(refused.count, 2, "\(refused)")
    }

    func testHandEditedDuplicateIDsLoadAndAreReported() throws {
        let text = StoryboardFixtures.iOSViewXib.replacingOccurrences(of: #"id="img-Cn-001""#, with: #"id="img-Vw-001""#)
        let document = try InterfaceDocument(text: text)
        XCTAssertEqual(document.duplicateIDs, ["img-Vw-001"])
        XCTAssertEqual(document.objects(withID: "img-Vw-001").map(\.elementName), ["imageView", "constraint"])
        XCTAssertEqual(document.serializedString(), text)
    }
}

extension GraphLoadingTests {
    func testCopiesAreIndependent() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        let copy = try document.copy()
        try copy.deleteObject("img-Vw-001")
        XCTAssertEqual(document.serializedString(), StoryboardFixtures.iOSViewXib)
        XCTAssertNil(copy.object(withID: "img-Vw-001"))
        XCTAssertNotNil(document.object(withID: "img-Vw-001"))
    }
}
