import XCTest
@testable import IBCompile

/// The graph comparison the fixture test relies on: numbering-independent, strict on
/// classes, keys, integer widths and array order, lenient only where ibtool's order is not
/// meaningful.
final class AppKitNibGraphComparisonTests: XCTestCase {
    /// root → [a, b] with a → "x": the same graph in two numberings.
    func archive(stringFirst: Bool, text: String = "x", width: NibValue = .int8(1)) -> NibArchive {
        let string = NibObject(className: "NSString", values: [NibKeyedValue("NS.bytes", .data(Array(text.utf8)))])
        if stringFirst {
            return NibArchive(objects: [
                NibObject(className: "NSObject", values: [NibKeyedValue("list", .object(3))]),
                string,
                NibObject(className: "A", values: [NibKeyedValue("name", .object(1)), NibKeyedValue("n", width)]),
                NibObject(className: "NSArray", values: [NibKeyedValue("NSInlinedValue", .bool(true)),
                                                         NibKeyedValue("UINibEncoderEmptyKey", .object(2)),
                                                         NibKeyedValue("UINibEncoderEmptyKey", .object(4))]),
                NibObject(className: "B"),
            ])
        }
        return NibArchive(objects: [
            NibObject(className: "NSObject", values: [NibKeyedValue("list", .object(1))]),
            NibObject(className: "NSArray", values: [NibKeyedValue("NSInlinedValue", .bool(true)),
                                                     NibKeyedValue("UINibEncoderEmptyKey", .object(2)),
                                                     NibKeyedValue("UINibEncoderEmptyKey", .object(4))]),
            NibObject(className: "A", values: [NibKeyedValue("n", width), NibKeyedValue("name", .object(3))]),
            string,
            NibObject(className: "B"),
        ])
    }

    func testNumberingAndKeyOrderDoNotMatter() {
        XCTAssertNil(AppKitNibGraphComparison(ours: archive(stringFirst: true), theirs: archive(stringFirst: false)).firstDifference())
    }

    func testDifferentStringIsReportedWithItsPath() throws {
        let difference = try XCTUnwrap(AppKitNibGraphComparison(ours: archive(stringFirst: true, text: "y"),
                                                                theirs: archive(stringFirst: false)).firstDifference())
        XCTAssertTrue(difference.contains("list(NSArray).UINibEncoderEmptyKey[0](A).name(NSString).NS.bytes"), difference)
    }

    func testIntegerWidthIsPartOfTheValue() {
        XCTAssertNotNil(AppKitNibGraphComparison(ours: archive(stringFirst: true, width: .int16(1)),
                                                 theirs: archive(stringFirst: false)).firstDifference())
    }

    func testArrayOrderMatters() {
        var swapped = archive(stringFirst: false)
        swapped.objects[1].values = [NibKeyedValue("NSInlinedValue", .bool(true)),
                                     NibKeyedValue("UINibEncoderEmptyKey", .object(4)),
                                     NibKeyedValue("UINibEncoderEmptyKey", .object(2))]
        XCTAssertNotNil(AppKitNibGraphComparison(ours: archive(stringFirst: true), theirs: swapped).firstDifference())
    }
}
