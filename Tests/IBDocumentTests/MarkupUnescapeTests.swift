import XCTest
@testable import IBDocument

/// Decoding attribute values and text: references decode, unknown ones stay as written, and a
/// `&` or `;` followed by a combining mark (one Swift Character) doesn't garble the text.
final class MarkupUnescapeTests: XCTestCase {
    func testReferencesDecodeAndUnknownOnesStay() {
        XCTAssertEqual(MarkupEscaping.unescape("a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;"), "a <b> & \"c\" 'd'")
        XCTAssertEqual(MarkupEscaping.unescape("line&#10;next &#x41;"), "line\nnext A")
        XCTAssertEqual(MarkupEscaping.unescape("&bogus; & trailing"), "&bogus; & trailing")
    }

    func testCombiningMarksAfterAmpersandOrSemicolon() {
        XCTAssertEqual(MarkupEscaping.unescape("a&\u{301}b"), "a&\u{301}b")
        XCTAssertEqual(MarkupEscaping.unescape("x&lt;\u{301}y"), "x<\u{301}y")
        XCTAssertEqual(MarkupEscaping.unescape("x&lt;;\u{301}&amp;y"), "x<;\u{301}&y")
    }

    func testEscapeThenUnescapeIsIdentity() {
        for value in ["a&\u{301}b", "é;\u{301}&", "<tag attr=\"v\">", "tab\tnew\nline", "&amp;already"] {
            XCTAssertEqual(MarkupEscaping.unescape(MarkupEscaping.escapeAttributeValue(value)), value, value)
        }
    }
}
