import Foundation
@testable import IBCompile

/// A small NIBArchive reader written for the AppKit tests only, independent of the
/// production writer and reader, so a fixture nib from Apple's ibtool and our encoder's
/// graph can be compared without trusting the code under test (nib-format.md §1).
enum AppKitNibTestDecoder {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func decode(_ bytes: [UInt8]) throws -> NibArchive {
        guard bytes.count >= 50, Array(bytes[0..<10]) == Array("NIBArchive".utf8) else {
            throw Failure(description: "not a NIBArchive")
        }
        func word(_ offset: Int) -> Int {
            Int(UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24)
        }
        let coderVersion = UInt32(word(14))
        let (objectCount, objectsOffset) = (word(18), word(22))
        let (keyCount, keysOffset) = (word(26), word(30))
        let (valueCount, valuesOffset) = (word(34), word(38))
        let (classCount, classesOffset) = (word(42), word(46))
        var cursor = 0
        func byte() throws -> UInt8 {
            guard cursor < bytes.count else { throw Failure(description: "truncated at \(cursor)") }
            defer { cursor += 1 }
            return bytes[cursor]
        }
        func varint() throws -> Int {
            var result = 0
            var shift = 0
            while true {
                let next = try byte()
                result |= Int(next & 0x7F) << shift
                if next & 0x80 != 0 { return result }
                shift += 7
                guard shift < 35 else { throw Failure(description: "varint too long at \(cursor)") }
            }
        }
        func take(_ count: Int) throws -> [UInt8] {
            guard count >= 0, cursor + count <= bytes.count else { throw Failure(description: "truncated data at \(cursor)") }
            defer { cursor += count }
            return Array(bytes[cursor..<cursor + count])
        }
        func little(_ count: Int) throws -> UInt64 {
            var value: UInt64 = 0
            for (index, part) in try take(count).enumerated() { value |= UInt64(part) << (8 * UInt64(index)) }
            return value
        }

        cursor = objectsOffset
        var objectTable: [(classIndex: Int, first: Int, count: Int)] = []
        for _ in 0..<objectCount { objectTable.append((try varint(), try varint(), try varint())) }

        cursor = keysOffset
        var keys: [String] = []
        for _ in 0..<keyCount { keys.append(String(decoding: try take(try varint()), as: UTF8.self)) }

        cursor = valuesOffset
        var values: [NibKeyedValue] = []
        for _ in 0..<valueCount {
            let keyIndex = try varint()
            guard keyIndex < keys.count else { throw Failure(description: "key index \(keyIndex) out of range") }
            let type = try byte()
            let value: NibValue
            switch type {
            case 0: value = .int8(Int8(bitPattern: UInt8(try little(1))))
            case 1: value = .int16(Int16(bitPattern: UInt16(try little(2))))
            case 2: value = .int32(Int32(bitPattern: UInt32(try little(4))))
            case 3: value = .int64(Int64(bitPattern: try little(8)))
            case 4: value = .bool(false)
            case 5: value = .bool(true)
            case 6: value = .float(Float(bitPattern: UInt32(try little(4))))
            case 7: value = .double(Double(bitPattern: try little(8)))
            case 8: value = .data(try take(try varint()))
            case 9: value = .null
            case 10:
                let index = Int(try little(4))
                guard index < objectCount else { throw Failure(description: "object reference \(index) out of range") }
                value = .object(index)
            default: throw Failure(description: "unknown value type \(type)")
            }
            values.append(NibKeyedValue(keys[keyIndex], value))
        }

        cursor = classesOffset
        var classes: [String] = []
        for _ in 0..<classCount {
            let length = try varint()
            let extraCount = try varint()
            _ = try take(4 * extraCount)
            let name = try take(length)
            classes.append(String(decoding: name.prefix { $0 != 0 }, as: UTF8.self))
        }

        var objects: [NibObject] = []
        for entry in objectTable {
            guard entry.classIndex < classes.count, entry.first + entry.count <= values.count else {
                throw Failure(description: "object entry out of range")
            }
            objects.append(NibObject(className: classes[entry.classIndex],
                                     values: Array(values[entry.first..<entry.first + entry.count])))
        }
        return NibArchive(objects: objects, coderVersion: coderVersion)
    }
}
