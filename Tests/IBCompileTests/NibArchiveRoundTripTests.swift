import Foundation
import XCTest
@testable import IBCompile

/// The NIBArchive writer and reader: varints, every value type, de-duplicated tables, strict
/// refusal of damaged files, and — when ../shared/fixtures is present — every real nib that
/// ibtool wrote reads, and re-encodes to an archive that reads back as the same graph. (Not the
/// same bytes: ibtool's key table is in the order of an internal hash table, not of first use.)
final class NibArchiveRoundTripTests: XCTestCase {
    func testVarintsSetTheHighBitOnTheLastByte() {
        var out: [UInt8] = []
        NibVarint.append(0, to: &out)
        NibVarint.append(0x7F, to: &out)
        NibVarint.append(300, to: &out)
        XCTAssertEqual(out, [0x80, 0xFF, 0x2C, 0x82])
    }

    func testEveryValueTypeRoundTripsAndTablesAreShared() throws {
        let archive = NibArchive(objects: [
            NibObject(className: "NSObject", values: [NibKeyedValue("child", .object(1)), NibKeyedValue("flag", .bool(true))]),
            NibObject(className: "UIView", fallbackClassNames: ["NSObject"], values: [
                NibKeyedValue("a", .int8(-3)), NibKeyedValue("b", .int16(-300)), NibKeyedValue("c", .int32(70_000)),
                NibKeyedValue("d", .int64(-1)), NibKeyedValue("flag", .bool(false)), NibKeyedValue("f", .float(1.5)),
                NibKeyedValue("g", .double(-2.25)), NibKeyedValue("h", .data(Array("text".utf8))), NibKeyedValue("i", .null),
                NibKeyedValue("j", .object(0)),
            ]),
        ])
        let bytes = NibArchiveWriter().write(archive)
        XCTAssertEqual(Array(bytes[0..<10]), Array("NIBArchive".utf8))
        XCTAssertEqual(try NibArchiveReader().read(bytes), archive)
        let header = (0..<10).map { word in (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[10 + word * 4 + $1]) << (8 * $1) } }
        XCTAssertEqual(header[0], 1, "format version")
        XCTAssertEqual(header[1], 10, "coder version")
        XCTAssertEqual(header[2], 2, "objects")
        XCTAssertEqual(header[3], 50, "objects start right after the header")
        XCTAssertEqual(header[4], 11, "keys are de-duplicated: flag is stored once")
        XCTAssertEqual(header[6], 12, "values")
        XCTAssertEqual(header[8], 2, "class names")
        XCTAssertEqual(Int(header[9]) + 2 + 4 + 9 + 2 + 7, bytes.count, "the file ends with the class table")
    }

    func testDamagedFilesAreRefusedWithAReason() {
        let good = NibArchiveWriter().write(NibArchive(objects: [NibObject(className: "NSObject", values: [NibKeyedValue("k", .object(0))])]))
        XCTAssertThrowsError(try NibArchiveReader().read(Array("NOTANIB".utf8) + good)) { XCTAssertEqual($0 as? NibArchiveReader.Failure, .notANibArchive) }
        for cut in stride(from: 50, to: good.count, by: 1) {
            XCTAssertThrowsError(try NibArchiveReader().read(Array(good[0..<cut])), "cut at \(cut)")
        }
        var badReference = good
        let valueStart = Int(badReference[38]) | Int(badReference[39]) << 8
        badReference[valueStart + 2] = 7   // the object reference's index → 7 of 1 object
        XCTAssertThrowsError(try NibArchiveReader().read(badReference)) { error in
            XCTAssertTrue(String(describing: error).contains("object reference"), "\(error)")
        }
        var bigCount = good
        bigCount[18] = 0xFF; bigCount[19] = 0xFF; bigCount[20] = 0xFF
        XCTAssertThrowsError(try NibArchiveReader().read(bigCount))
    }

    func testFixtureNibsReadAndReencodeToTheSameBytes() throws {
        guard let root = SharedFixtures.url("nib"), let walker = FileManager.default.enumerator(atPath: root.path) else {
            throw XCTSkip("../shared/fixtures/nib is not present: the fixture part is skipped")
        }
        let nibs = (walker.allObjects as? [String] ?? []).filter { $0.hasSuffix(".nib") }
        var read = 0, identical = 0
        var different: [String] = []
        for path in nibs {
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
            guard bytes.starts(with: Array("NIBArchive".utf8)) else { continue }
            let archive = try NibArchiveReader().read(bytes)
            read += 1
            let rewritten = NibArchiveWriter().write(archive)
            if try NibArchiveReader().read(rewritten) == archive { identical += 1 } else { different.append(path) }
        }
        print("NIBArchive fixtures: \(read) read, \(identical) re-encoded to the same graph; different: \(different.prefix(10))")
        XCTAssertGreaterThan(read, 0)
        XCTAssertEqual(identical, read, "every fixture nib survives read → write → read")
    }
}
