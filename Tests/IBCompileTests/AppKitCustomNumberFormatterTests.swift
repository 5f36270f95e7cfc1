import IBDocument
import XCTest
@testable import IBCompile

/// `formatterBehavior="custom10_4"` number formatters (`AppKitNumberFormatterEncoder`): the 10.4
/// form with behaviour 1040, nil infinity symbols left out of `NS.attributes`, integer limits as
/// integer `NSNumber`s (hypotheses; see the encoder's doc comment and docs/compile.md).
final class AppKitCustomNumberFormatterTests: XCTestCase {
    private func formatter(_ element: String) throws -> (AppKitTestGraph, NibObject) {
        let graph = AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: AppKitEncoderTests.xib(element))))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSNumberFormatter").first))
    }

    /// The attributes dictionary as key → value object.
    private func attributes(_ graph: AppKitTestGraph, _ formatter: NibObject) throws -> [String: NibObject] {
        let entries = graph.elements(try XCTUnwrap(graph.child(formatter, "NS.attributes")))
        var result: [String: NibObject] = [:]
        for pair in stride(from: 0, to: entries.count - 1, by: 2) {
            result[try XCTUnwrap(graph.string(entries[pair]))] = entries[pair + 1]
        }
        return result
    }

    func testCustomBehaviourWithNilSymbolsAndAnIntegerMinimum() throws {
        let (graph, formatter) = try formatter("""
                <numberFormatter formatterBehavior="custom10_4" allowsFloats="NO" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="1" maximumIntegerDigits="4" id="F1">
                    <nil key="negativeInfinitySymbol"/>
                    <nil key="positiveInfinitySymbol"/>
                    <integer key="minimum" value="0"/>
                    <real key="maximum" value="99999"/>
                </numberFormatter>
        """)
        let attributes = try attributes(graph, formatter)
        XCTAssertEqual(graph.value(try XCTUnwrap(attributes["formatterBehavior"]), "NS.intval"), .integer(1040))
        XCTAssertNil(attributes["negativeInfinitySymbol"])
        XCTAssertNil(attributes["positiveInfinitySymbol"])
        XCTAssertEqual(graph.string(attributes["nilSymbol"]), "")
        XCTAssertEqual(graph.value(try XCTUnwrap(attributes["minimum"]), "NS.intval"), .integer(0))
        XCTAssertEqual(graph.value(try XCTUnwrap(attributes["maximum"]), "NS.dblval"), .double(99999))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(formatter, "NS.min")), "NS.intval"), .integer(0))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(formatter, "NS.max")), "NS.dblval"), .double(99999))
        XCTAssertEqual(graph.string(graph.child(formatter, "NS.positiveformat")), "###0")
        // Keys stay sorted with the symbols gone.
        let keys = graph.elements(try XCTUnwrap(graph.child(formatter, "NS.attributes"))).enumerated()
            .filter { $0.offset % 2 == 0 }.compactMap { graph.string($0.element) }
        XCTAssertEqual(keys, keys.sorted())
    }

    func testDefaultBehaviourKeepsTheSymbols() throws {
        let (graph, formatter) = try formatter(#"<numberFormatter formatterBehavior="default10_4" id="F1"/>"#)
        let attributes = try attributes(graph, formatter)
        XCTAssertEqual(graph.string(attributes["negativeInfinitySymbol"]), "-\u{221E}")
        XCTAssertEqual(graph.string(attributes["positiveInfinitySymbol"]), "+\u{221E}")
    }

    /// `lenient="YES"` → `lenient` YES (AppKit's coder in the legacy archive sequelpro DBView);
    /// without the attribute, NO (numfmt_basic).
    func testLenientIsItsAttributesEntry() throws {
        for (attribute, expected) in [(#" lenient="YES""#, true), (#" lenient="NO""#, false), ("", false)] {
            let (graph, formatter) = try formatter(#"<numberFormatter formatterBehavior="default10_4"\#(attribute) id="F1"/>"#)
            let lenient = try XCTUnwrap(try attributes(graph, formatter)["lenient"])
            XCTAssertEqual(graph.value(lenient, "NS.boolval"), .bool(expected), attribute)
        }
    }

    func testTheTenZeroBehaviourAndOtherChildrenAreRefused() {
        for (element, named) in [
            (##"<numberFormatter formatterBehavior="10_0" positiveFormat="#,##0" id="F1"/>"##, "10_0"),
            (#"<numberFormatter formatterBehavior="custom10_4" id="F1"><real key="roundingIncrement" value="1"/></numberFormatter>"#, "roundingIncrement"),
            (#"<numberFormatter formatterBehavior="custom10_4" id="F1"><nil key="nilSymbol"/></numberFormatter>"#, "nilSymbol"),
        ] {
            XCTAssertThrowsError(try formatter(element), named) { error in
                XCTAssertTrue("\(error)".contains(named), "\(error)")
            }
        }
    }
}
