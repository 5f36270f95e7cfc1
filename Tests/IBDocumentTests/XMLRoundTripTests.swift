import XCTest
@testable import IBDocument

/// Parse + serialize must give back the input bytes exactly.
final class XMLRoundTripTests: XCTestCase {
    func testEveryCorpusDocumentRoundTripsByteForByte() throws {
        let files = try SharedCorpus.documentFiles()
        var failures: [String] = []
        var checked = 0
        for url in files {
            let input = try SharedCorpus.bytes(url)
            guard SharedCorpus.isDocumentFormat(input) else { continue }
            checked += 1
            do {
                let output = try MarkupDocument.parse(input).serialized()
                if output != input {
                    let firstDifference = zip(output, input).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(output.count, input.count)
                    failures.append("\(url.lastPathComponent): output differs at byte \(firstDifference)")
                }
            } catch {
                failures.append("\(url.lastPathComponent): \(error)")
            }
        }
        XCTAssertGreaterThan(checked, 0)
        XCTAssertEqual(failures, [], "\(failures.count) of \(checked) documents did not round-trip")
    }

    /// The tree is generic XML: even the legacy archives (which the document layer refuses)
    /// round-trip, including their tab indentation.
    func testLegacyArchivesRoundTripAtTheXMLLevel() throws {
        var checked = 0
        for url in try SharedCorpus.documentFiles() {
            let input = try SharedCorpus.bytes(url)
            guard !SharedCorpus.isDocumentFormat(input) else { continue }
            checked += 1
            XCTAssertEqual(try MarkupDocument.parse(input).serialized(), input, url.lastPathComponent)
        }
        XCTAssertEqual(checked, 2)
    }

    func testLexicalDetailsSurvive() throws {
        let input = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!-- leading comment -->
        <root a='single' b = "spaced" c="&lt;&lt;x&gt;&gt;" d=">>" e="File's Owner" f="&#233;t&#xE9;"  >
            <empty/>
            <empty2 x="1" ></empty2>
            <both x="1"   ></both  >
            <string key="text">Line one &amp; more
        line two</string>
            <![CDATA[raw <stuff> & things]]>
            <!--View Controller-->
        </root   >
        """
        let bytes = Array(input.utf8)
        XCTAssertEqual(try MarkupDocument.parse(bytes).serialized(), bytes)
    }

    /// The tag whitespace lives out of line; setting one of the two keeps the other.
    func testTagWhitespaceCanBeSetOneAtATime() throws {
        let document = try MarkupDocument.parse("<a x=\"1\" ></a  >")
        let root = document.root
        XCTAssertEqual(root.startTagTrailingWhitespace, " ")
        XCTAssertEqual(root.endTagTrailingWhitespace, "  ")
        root.startTagTrailingWhitespace = ""
        XCTAssertEqual(document.serializedString(), "<a x=\"1\"></a  >")
        root.endTagTrailingWhitespace = ""
        XCTAssertEqual(document.serializedString(), "<a x=\"1\"></a>")
        root.endTagTrailingWhitespace = "\t"
        XCTAssertEqual(document.serializedString(), "<a x=\"1\"></a\t>")
    }

    func testMissingFinalNewlineAndByteOrderMarkAreKept() throws {
        let withoutNewline = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>".utf8)
        XCTAssertEqual(try MarkupDocument.parse(withoutNewline).serialized(), withoutNewline)
        let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<document>\n</document>\n".utf8)
        let document = try MarkupDocument.parse(withBOM)
        XCTAssertTrue(document.hasByteOrderMark)
        XCTAssertEqual(document.serialized(), withBOM)
    }

    func testRawNonASCIIIsNeverTurnedIntoReferences() throws {
        let input = "<menuItem title=\"Undo ⌘Z\" keyEquivalent=\"\u{F700}\" label=\"e\u{301}\u{FE0E}\"/>\n"
        let document = try MarkupDocument.parse(input)
        XCTAssertEqual(document.serializedString(), input)
        XCTAssertEqual(document.root.attribute("keyEquivalent"), "\u{F700}")
    }

    func testDecodedValuesAndText() throws {
        let document = try MarkupDocument.parse(#"<a t="&lt;&lt;Rename prompt&gt;&gt;" q="&quot;x&quot; &amp; y"><string>a &lt; b</string></a>"#)
        XCTAssertEqual(document.root.attribute("t"), "<<Rename prompt>>")
        XCTAssertEqual(document.root.rawAttribute("t"), "&lt;&lt;Rename prompt&gt;&gt;")
        XCTAssertEqual(document.root.attribute("q"), "\"x\" & y")
        XCTAssertEqual(document.root.firstChild(named: "string")?.textContent, "a < b")
    }
}
