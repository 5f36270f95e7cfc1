import XCTest
@testable import IBDocument

/// Hostile and malformed input: refused with a clear reason and position, never expanded,
/// never unbounded.
final class XMLHostileInputTests: XCTestCase {
    private func parseError(_ text: String, limits: MarkupLimits = .default,
                            file: StaticString = #filePath, line: UInt = #line) -> MarkupParseError? {
        do {
            _ = try MarkupDocument.parse(Array(text.utf8), limits: limits)
            XCTFail("expected a parse error", file: file, line: line)
            return nil
        } catch let error as MarkupParseError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testDoctypeIsRefusedWithPosition() {
        let error = parseError("<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n<document/>")
        XCTAssertEqual(error?.reason, .doctypeNotAllowed)
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.column, 1)
        XCTAssertTrue(error?.description.hasPrefix("2:1: document type declarations") ?? false, error?.description ?? "")
    }

    func testExternalEntityIsRefused() {
        let xxe = """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <document title="&xxe;"/>
        """
        XCTAssertEqual(parseError(xxe)?.reason, .doctypeNotAllowed)
    }

    func testBillionLaughsIsRefusedBeforeAnyExpansion() {
        var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            bomb += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        bomb += "]>\n<lolz>&lol9;</lolz>\n"
        XCTAssertEqual(parseError(bomb)?.reason, .doctypeNotAllowed)
    }

    func testUndefinedEntityWithoutDTDIsRefused() {
        let error = parseError("<document>\n    <string>caf&eacute;</string>\n</document>")
        XCTAssertEqual(error?.reason, .undefinedEntity("eacute"))
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.column, 16)
        XCTAssertEqual(parseError("<a b=\"x &unknown; y\"/>")?.reason, .undefinedEntity("unknown"))
        XCTAssertEqual(parseError("<a b=\"fish & chips\"/>")?.reason, .unterminatedReference)
        XCTAssertEqual(parseError("<a b=\"&#0;\"/>")?.reason, .invalidCharacterReference("#0"))
    }

    func testEntityDeclarationInsideTheDocumentIsRefused() {
        XCTAssertEqual(parseError("<document><!ENTITY x \"y\"></document>")?.reason, .markupDeclarationNotAllowed)
    }

    func testProcessingInstructionsOtherThanTheDeclarationAreRefused() {
        let error = parseError("<?xml version=\"1.0\"?>\n<document>\n    <?php echo 1; ?>\n</document>")
        XCTAssertEqual(error?.reason, .processingInstructionNotAllowed(target: "php"))
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 5)
        XCTAssertEqual(parseError("\n<?xml version=\"1.0\"?><a/>")?.reason, .processingInstructionNotAllowed(target: "xml"))
    }

    func testNonUTF8EncodingIsRefused() {
        XCTAssertEqual(parseError("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>")?.reason, .unsupportedEncoding("ISO-8859-1"))
    }

    func testDeepNestingStopsAtTheLimit() {
        let depth = 10_000
        let text = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        let error = parseError(text)
        XCTAssertEqual(error?.reason, .nestingTooDeep(limit: 512))
        XCTAssertEqual(error?.column, 512 * 3 + 1)
    }

    func testNestingAtTheLimitIsAccepted() throws {
        let text = String(repeating: "<v>", count: 512) + String(repeating: "</v>", count: 512)
        XCTAssertEqual(try MarkupDocument.parse(text).serializedString(), text)
    }

    func testHugeAttributeValueIsBoundedWithAClearError() {
        let prefix = Array("<document title=\"".utf8)
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 50 << 20)
        bytes.replaceSubrange(0..<prefix.count, with: prefix)
        bytes.replaceSubrange((bytes.count - 3)..., with: Array("\"/>".utf8))
        do {
            _ = try MarkupDocument.parse(bytes)
            XCTFail("expected the attribute limit to apply")
        } catch let error as MarkupParseError {
            XCTAssertEqual(error.reason, .attributeValueTooLong(attribute: "title", limit: 1 << 20))
            XCTAssertEqual(error.line, 1)
            XCTAssertEqual(error.column, 18)
            XCTAssertTrue(error.description.contains("longer than the 1048576-byte limit"), error.description)
        } catch {
            XCTFail("unexpected \(error)")
        }
    }

    func testDocumentSizeLimit() {
        let limits = MarkupLimits(maxDocumentBytes: 16)
        XCTAssertEqual(parseError("<document>more than sixteen bytes</document>", limits: limits)?.reason, .documentTooLarge(limit: 16))
    }

    func testUnclosedElementNamesTheElementAndWhereItOpened() {
        let error = parseError("<document>\n    <scenes>\n        <scene>\n</document>")
        XCTAssertEqual(error?.reason, .mismatchedEndTag(expected: "scene", found: "document"))
        XCTAssertEqual(error?.line, 4)
        let unclosed = parseError("<document>\n    <scenes>\n")
        XCTAssertEqual(unclosed?.reason, .unclosedElement("scenes"))
        XCTAssertEqual(unclosed?.line, 2)
        XCTAssertEqual(unclosed?.column, 5)
    }

    func testMalformedTagsAndAttributes() {
        XCTAssertEqual(parseError("<a b=c/>")?.reason, .expectedQuote(attribute: "b"))
        XCTAssertEqual(parseError("<a b/>")?.reason, .expectedEquals(attribute: "b"))
        XCTAssertEqual(parseError("<a b=\"1\"c=\"2\"/>")?.reason, .expectedTagEnd(element: "a"))
        XCTAssertEqual(parseError("<a b=\"1\" b=\"2\"/>")?.reason, .duplicateAttribute("b"))
        XCTAssertEqual(parseError("<a b=\"x<y\"/>")?.reason, .lessThanInAttributeValue(attribute: "b"))
        XCTAssertEqual(parseError("<a b=\"unterminated/>")?.reason, .unexpectedEndOfInput(expected: "the closing quote of b"))
        XCTAssertEqual(parseError("<1a/>")?.reason, .expectedName)
        XCTAssertEqual(parseError("<a/><b/>")?.reason, .multipleRootElements)
        XCTAssertEqual(parseError("</a>")?.reason, .unexpectedEndTag("a"))
        XCTAssertEqual(parseError("text<a/>")?.reason, .textOutsideRootElement)
        XCTAssertEqual(parseError("  ")?.reason, .noRootElement)
        XCTAssertEqual(parseError("<a><!-- open</a>")?.reason, .unterminatedComment)
    }

    func testInvalidUTF8IsRefusedWithPosition() {
        var bytes = Array("<a>\n  ".utf8)
        bytes.append(0xC3)
        bytes.append(0x28)
        bytes.append(contentsOf: Array("</a>".utf8))
        do {
            _ = try MarkupDocument.parse(bytes)
            XCTFail("expected invalid UTF-8")
        } catch let error as MarkupParseError {
            XCTAssertEqual(error.reason, .invalidUTF8)
            XCTAssertEqual(error.line, 2)
            XCTAssertEqual(error.column, 3)
        } catch {
            XCTFail("unexpected \(error)")
        }
        // Overlong encoding of '/' and an encoded surrogate.
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80]] {
            XCTAssertThrowsError(try MarkupDocument.parse(Array("<a>".utf8) + bad + Array("</a>".utf8)))
        }
    }

    func testControlCharactersAreRefused() {
        XCTAssertEqual(parseError("<a>\u{1B}</a>")?.reason, .illegalCharacter(0x1B))
    }

    func testColumnsCountCharactersNotBytes() {
        let error = parseError("<a t=\"⌘⌥\" u=\"&bad;\"/>")
        XCTAssertEqual(error?.column, 14)
    }

    func testNameAndAttributeCountLimits() {
        let longName = String(repeating: "n", count: 2000)
        XCTAssertEqual(parseError("<\(longName)/>")?.reason, .nameTooLong(limit: 1024))
        let attributes = (0..<600).map { " a\($0)=\"x\"" }.joined()
        XCTAssertEqual(parseError("<a\(attributes)/>")?.reason, .tooManyAttributes(limit: 512))
        let limits = MarkupLimits(maxTextBytes: 8)
        XCTAssertEqual(parseError("<a>more than eight bytes</a>", limits: limits)?.reason, .textTooLong(limit: 8))
    }
}
