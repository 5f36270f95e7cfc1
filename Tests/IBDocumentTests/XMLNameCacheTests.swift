import XCTest
@testable import IBDocument

/// `MarkupNameCache` hands back the string of a name's bytes: never another name's, whatever the
/// length (1–16 bytes, around the 8-byte word boundary), the position (the end of the input reads
/// byte by byte) or the collisions (more names than slots).
final class XMLNameCacheTests: XCTestCase {
    func testEveryNameIsItsOwnBytes() throws {
        var names: [String] = []
        for length in 1...20 {
            for seed in 0..<150 {
                var name = "n"
                var value = seed &* 2_654_435_761 &+ length
                while name.utf8.count < length {
                    name.append(Character(Unicode.Scalar(UInt8(0x61 + value % 26))))
                    value /= 3
                    if value == 0 { value = seed + length + 7 }
                }
                names.append(name)
            }
        }
        names.append(contentsOf: ["é", "nameé", "ab-c.d:e_f0123456"])
        let body = names.map { "<\($0) \($0)=\"v\"/>" }.joined()
        let document = try MarkupDocument.parse("<root>" + body + "</root>")
        let elements = document.root.childElements
        XCTAssertEqual(elements.count, names.count)
        for (element, name) in zip(elements, names) {
            XCTAssertEqual(element.name, name)
            XCTAssertEqual(element.attributes.map(\.name), [name])
        }
    }

    func testNamesAtTheVeryEndOfTheInput() throws {
        for length in 1...16 {
            let name = String(repeating: "q", count: length - 1) + "z"
            let text = "<a><\(name)></\(name)>"
            let bytes = Array(text.utf8)
            // The end tag's name ends 1 byte before the input's end: the byte-by-byte path.
            XCTAssertThrowsError(try MarkupDocument.parse(bytes))
            let document = try MarkupDocument.parse(text + "</a>")
            XCTAssertEqual(document.root.childElements.first?.name, name)
        }
    }

    func testTheCacheDirectly() {
        var cache = MarkupNameCache()
        let words = ["id", "key", "idx", "ke", "translatesAutoresiz", "verticalHuggingP", "verticalHuggingQ", "a"]
        for word in words + words.reversed() + words {
            let bytes = Array(word.utf8.prefix(MarkupNameCache.maximumLength))
            let expected = String(decoding: bytes, as: UTF8.self)
            bytes.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(cache.name(in: buffer, from: 0, to: buffer.count), expected)
            }
        }
    }
}

extension XMLNameCacheTests {
    func testShortValuesAndTheEmptyValue() throws {
        let document = try MarkupDocument.parse(#"<a x="" y="YES" z="NO" w="YES" v="" u="abc-de-fgh" t="0123456789abcdef" s="0123456789abcdefg"/>"#)
        XCTAssertEqual(document.root.attributes.map(\.rawValue),
                       ["", "YES", "NO", "YES", "", "abc-de-fgh", "0123456789abcdef", "0123456789abcdefg"])
    }
}
