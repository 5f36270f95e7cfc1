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

/// With `comparesSharing`, one object referred to from two places is not the same graph as two
/// equal objects; an ICC profile compares by its colour space.
final class AppKitNibGraphSharingComparisonTests: XCTestCase {
    /// root → [a, b], both naming "x": one shared string, or two equal ones.
    func archive(sharedString: Bool) -> NibArchive {
        let string = NibObject(className: "NSString", values: [NibKeyedValue("NS.bytes", .data(Array("x".utf8)))])
        var objects = [
            NibObject(className: "NSObject", values: [NibKeyedValue("a", .object(1)), NibKeyedValue("b", .object(2))]),
            NibObject(className: "A", values: [NibKeyedValue("name", .object(3))]),
            NibObject(className: "B", values: [NibKeyedValue("name", .object(sharedString ? 3 : 4))]),
            string,
        ]
        if !sharedString { objects.append(string) }
        return NibArchive(objects: objects)
    }

    func testSharingIsComparedOnlyWhenAsked() {
        XCTAssertNil(AppKitNibGraphComparison(ours: archive(sharedString: false), theirs: archive(sharedString: true)).firstDifference())
        let difference = AppKitNibGraphComparison(ours: archive(sharedString: false), theirs: archive(sharedString: true),
                                                  comparesSharing: true).firstDifference()
        XCTAssertTrue(difference?.contains("referred to from 1 place(s) instead of 2") == true, difference ?? "no difference")
        XCTAssertNil(AppKitNibGraphComparison(ours: archive(sharedString: true), theirs: archive(sharedString: true),
                                              comparesSharing: true).firstDifference())
    }

    /// A minimal ICC header: size, `acsp` at 36, the data colour space at 16.
    func profile(space: String, filler: UInt8) -> [UInt8] {
        var bytes = [UInt8](repeating: filler, count: 132)
        bytes.replaceSubrange(16..<20, with: Array(space.utf8))
        bytes.replaceSubrange(36..<40, with: Array("acsp".utf8))
        return bytes
    }

    func data(_ bytes: [UInt8]) -> NibArchive {
        NibArchive(objects: [NibObject(className: "NSData", values: [NibKeyedValue("NS.bytes", .data(bytes))])])
    }

    func testProfilesOfOneColorSpaceCountAsEqualWhenAsked() {
        let ours = data(profile(space: "RGB ", filler: 1)), apple = data(profile(space: "RGB ", filler: 2))
        XCTAssertNotNil(AppKitNibGraphComparison(ours: ours, theirs: apple).firstDifference())
        XCTAssertNil(AppKitNibGraphComparison(ours: ours, theirs: apple, iccProfilesOfOneColorSpaceAreEqual: true).firstDifference())
        XCTAssertNotNil(AppKitNibGraphComparison(ours: data(profile(space: "GRAY", filler: 1)), theirs: apple,
                                                 iccProfilesOfOneColorSpaceAreEqual: true).firstDifference())
    }
}
