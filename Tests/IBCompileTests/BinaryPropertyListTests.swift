import Foundation
import XCTest
@testable import IBCompile

/// The `bplist00` writer, checked byte for byte on a small list, read back by a reader written
/// here (independent of the writer), and against the real `.storyboardc` `Info.plist` files of
/// the iOS fixtures.
final class BinaryPropertyListTests: XCTestCase {
    func testSmallDictionaryBytes() {
        let bytes = BinaryPropertyListWriter().write(.dictionary([("a", .integer(1)), ("b", .bool(true))]))
        let expected: [UInt8] = Array("bplist00".utf8) + [
            0xD2, 0x01, 0x02, 0x03, 0x04, // dict of 2: keys #1 #2, values #3 #4
            0x51, 0x61, 0x51, 0x62, 0x10, 0x01, 0x09, // "a", "b", 1, true
            0x08, 0x0D, 0x0F, 0x11, 0x13, // offset table
            0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x14,
        ]
        XCTAssertEqual(bytes, expected)
    }

    func testRoundTripOfLongUnicodeAndNestedValues() throws {
        let long = String(repeating: "x", count: 40)
        let value = PropertyListValue.dictionary([
            ("UIViewControllerIdentifiersToNibNames", .dictionary([("UIViewController-01J-lp-oVM", .string("UIViewController-01J-lp-oVM")), (long, .string("é✓"))])),
            ("numbers", .array([.integer(0), .integer(300), .integer(70_000), .integer(-1), .integer(5_000_000_000)])),
            ("flag", .bool(false)),
        ])
        let bytes = BinaryPropertyListWriter().write(value)
        XCTAssertEqual(try TestPropertyListReader.read(bytes), value)
        let occurrences = bytes.indices.filter { bytes[$0...].starts(with: Array("UIViewController-01J-lp-oVM".utf8)) }
        XCTAssertEqual(occurrences.count, 2, "identical strings are each written, as ibtool does")
    }

    func testFixtureInfoPlistsReadAndRewriteToTheSameValue() throws {
        guard let root = SharedFixtures.url("nib") else { throw XCTSkip("../shared/fixtures/nib is not present") }
        let plists = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasPrefix("ios-") && $0.hasSuffix("storyboardc/Info.plist") }
        XCTAssertGreaterThan(plists.count, 0)
        for path in plists {
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
            let value = try TestPropertyListReader.read(bytes)
            guard case .dictionary(let entries) = value else { return XCTFail("\(path): not a dictionary") }
            XCTAssertEqual(entries.map(\.key), ["UIViewControllerIdentifiersToNibNames", "UIStoryboardDesignatedEntryPointIdentifier", "UIStoryboardVersion"], path)
            XCTAssertEqual(try TestPropertyListReader.read(BinaryPropertyListWriter().write(value)), value, path)
            XCTAssertEqual(BinaryPropertyListWriter().write(value), bytes, "\(path): our bytes are Apple's")
        }
    }
}

/// A minimal `bplist00` reader for the tests (strings, integers, booleans, arrays, dictionaries).
enum TestPropertyListReader {
    struct Failure: Error {}

    static func read(_ bytes: [UInt8]) throws -> PropertyListValue {
        guard bytes.count >= 40, Array(bytes.prefix(8)) == Array("bplist00".utf8) else { throw Failure() }
        let trailer = Array(bytes.suffix(32))
        func number(_ slice: ArraySlice<UInt8>) -> Int { slice.reduce(0) { $0 << 8 | Int($1) } }
        let offsetSize = Int(trailer[6]), referenceSize = Int(trailer[7])
        let count = number(trailer[8..<16]), top = number(trailer[16..<24]), table = number(trailer[24..<32])
        let offsets = (0..<count).map { number(bytes[(table + $0 * offsetSize)..<(table + ($0 + 1) * offsetSize)]) }
        func object(_ index: Int) throws -> PropertyListValue {
            guard index < offsets.count else { throw Failure() }
            var cursor = offsets[index]
            let marker = bytes[cursor]
            cursor += 1
            func length() throws -> Int {
                let low = Int(marker & 0x0F)
                if low < 15 { return low }
                let size = 1 << Int(bytes[cursor] & 0x0F)
                defer { cursor += 1 + size }
                return number(bytes[(cursor + 1)..<(cursor + 1 + size)])
            }
            switch marker >> 4 {
            case 0x0 where marker == 0x08: return .bool(false)
            case 0x0 where marker == 0x09: return .bool(true)
            case 0x1:
                let size = 1 << Int(marker & 0x0F)
                let raw = bytes[cursor..<(cursor + size)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                return .integer(size == 8 ? Int64(bitPattern: raw) : Int64(raw))
            case 0x5:
                let n = try length()
                return .string(String(decoding: bytes[cursor..<(cursor + n)], as: UTF8.self))
            case 0x6:
                let n = try length()
                let units = (0..<n).map { UInt16(bytes[cursor + 2 * $0]) << 8 | UInt16(bytes[cursor + 2 * $0 + 1]) }
                return .string(String(decoding: units, as: UTF16.self))
            case 0xA:
                let n = try length()
                return .array(try (0..<n).map { try object(number(bytes[(cursor + $0 * referenceSize)..<(cursor + ($0 + 1) * referenceSize)])) })
            case 0xD:
                let n = try length()
                let refs = (0..<(2 * n)).map { number(bytes[(cursor + $0 * referenceSize)..<(cursor + ($0 + 1) * referenceSize)]) }
                return .dictionary(try (0..<n).map { i in
                    guard case .string(let key) = try object(refs[i]) else { throw Failure() }
                    return (key, try object(refs[n + i]))
                })
            default: throw Failure()
            }
        }
        return try object(top)
    }
}
