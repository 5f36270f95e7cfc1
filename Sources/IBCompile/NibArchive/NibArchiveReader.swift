/// Reads NIBArchive bytes into a `NibArchive` (research/nib-format.md §1), strictly: every
/// offset, count, varint and reference is checked, so a truncated or hostile file is a
/// `NibArchiveReader.Failure` naming what is wrong, never a crash. Tables are read at their
/// header offsets (not assumed contiguous) and each object's own value range is honoured.
public struct NibArchiveReader {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notANibArchive
        case truncated(String)
        case invalid(String)

        public var description: String {
            switch self {
            case .notANibArchive: return "not a NIBArchive file (the first 10 bytes are not \"NIBArchive\")"
            case .truncated(let what): return "truncated NIBArchive: \(what) runs past the end of the file"
            case .invalid(let what): return "invalid NIBArchive: \(what)"
            }
        }
    }

    public init() {}

    public func read(_ bytes: [UInt8]) throws -> NibArchive {
        guard bytes.count >= 50, Array(bytes[0..<10]) == Array("NIBArchive".utf8) else { throw Failure.notANibArchive }
        var header = Cursor(bytes: bytes, position: 10)
        var words: [Int] = []
        for _ in 0..<10 { words.append(Int(try header.fixed(UInt32.self, "header"))) }
        let (objectCount, objectsOffset, keyCount, keysOffset) = (words[2], words[3], words[4], words[5])
        let (valueCount, valuesOffset, classCount, classesOffset) = (words[6], words[7], words[8], words[9])
        for count in [objectCount, keyCount, valueCount, classCount] where count > bytes.count {
            throw Failure.invalid("a table count (\(count)) exceeds the file size")
        }

        var cursor = Cursor(bytes: bytes, position: keysOffset)
        var keys: [String] = []
        for _ in 0..<keyCount { keys.append(try cursor.string(length: try cursor.varint("key length"), "key")) }

        cursor = Cursor(bytes: bytes, position: classesOffset)
        var classes: [(name: String, fallbacks: [Int])] = []
        for _ in 0..<classCount {
            let length = try cursor.varint("class name length")
            let extraCount = try cursor.varint("fallback count")
            guard extraCount <= 64 else { throw Failure.invalid("class entry with \(extraCount) fallback classes") }
            var fallbacks: [Int] = []
            for _ in 0..<extraCount { fallbacks.append(Int(try cursor.fixed(Int32.self, "fallback class index"))) }
            var name = try cursor.string(length: length, "class name")
            if name.hasSuffix("\0") { name.removeLast() }
            classes.append((name, fallbacks))
        }
        for entry in classes where entry.fallbacks.contains(where: { $0 < 0 || $0 >= classes.count }) {
            throw Failure.invalid("class \(entry.name) names a fallback class outside the table")
        }

        cursor = Cursor(bytes: bytes, position: valuesOffset)
        var values: [NibKeyedValue] = []
        values.reserveCapacity(valueCount)
        for _ in 0..<valueCount {
            let keyIndex = try cursor.varint("value key")
            guard keyIndex < keys.count else { throw Failure.invalid("value key index \(keyIndex) outside the key table") }
            values.append(NibKeyedValue(keys[keyIndex], try cursor.value(objectCount: objectCount)))
        }

        cursor = Cursor(bytes: bytes, position: objectsOffset)
        var objects: [NibObject] = []
        objects.reserveCapacity(objectCount)
        for index in 0..<objectCount {
            let classIndex = try cursor.varint("object class")
            let first = try cursor.varint("object values start")
            let count = try cursor.varint("object value count")
            guard classIndex < classes.count else { throw Failure.invalid("object \(index) has class index \(classIndex) outside the table") }
            guard first <= values.count, count <= values.count - first else {
                throw Failure.invalid("object \(index) values \(first)..<\(first + count) outside the value table")
            }
            let entry = classes[classIndex]
            objects.append(NibObject(className: entry.name, fallbackClassNames: entry.fallbacks.map { classes[$0].name },
                                     values: Array(values[first..<(first + count)])))
        }
        return NibArchive(objects: objects, coderVersion: UInt32(words[1]))
    }
}

private struct Cursor {
    let bytes: [UInt8]
    var position: Int

    mutating func byte(_ what: String) throws -> UInt8 {
        guard position >= 0, position < bytes.count else { throw NibArchiveReader.Failure.truncated(what) }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func fixed<T: FixedWidthInteger>(_ type: T.Type, _ what: String) throws -> T {
        let size = MemoryLayout<T>.size
        guard position >= 0, position <= bytes.count - size else { throw NibArchiveReader.Failure.truncated(what) }
        var value: T = 0
        for offset in 0..<size { value |= T(truncatingIfNeeded: bytes[position + offset]) << (8 * offset) }
        position += size
        return value
    }

    mutating func varint(_ what: String) throws -> Int {
        var result: UInt64 = 0
        for group in 0..<5 {
            let byte = try self.byte(what)
            result |= UInt64(byte & 0x7F) << (7 * UInt64(group))
            if byte & 0x80 != 0 {
                guard result <= UInt64(UInt32.max) else { throw NibArchiveReader.Failure.invalid("\(what) varint over 32 bits") }
                return Int(result)
            }
        }
        throw NibArchiveReader.Failure.invalid("\(what) varint longer than 5 bytes")
    }

    mutating func string(length: Int, _ what: String) throws -> String {
        guard position >= 0, length <= bytes.count - position else { throw NibArchiveReader.Failure.truncated(what) }
        defer { position += length }
        guard let text = String(validating: bytes[position..<(position + length)], as: UTF8.self) else {
            throw NibArchiveReader.Failure.invalid("\(what) is not UTF-8")
        }
        return text
    }

    mutating func value(objectCount: Int) throws -> NibValue {
        switch try byte("value type") {
        case 0: return .int8(Int8(bitPattern: try byte("int8")))
        case 1: return .int16(try fixed(Int16.self, "int16"))
        case 2: return .int32(try fixed(Int32.self, "int32"))
        case 3: return .int64(try fixed(Int64.self, "int64"))
        case 4: return .bool(false)
        case 5: return .bool(true)
        case 6: return .float(Float(bitPattern: try fixed(UInt32.self, "float")))
        case 7: return .double(Double(bitPattern: try fixed(UInt64.self, "double")))
        case 8:
            let length = try varint("data length")
            guard position >= 0, length <= bytes.count - position else { throw NibArchiveReader.Failure.truncated("data value") }
            defer { position += length }
            return .data(Array(bytes[position..<(position + length)]))
        case 9: return .null
        case 10:
            let index = Int(try fixed(UInt32.self, "object reference"))
            guard index < objectCount else { throw NibArchiveReader.Failure.invalid("object reference \(index) outside the object table") }
            return .object(index)
        case let code: throw NibArchiveReader.Failure.invalid("value type code \(code)")
        }
    }
}
