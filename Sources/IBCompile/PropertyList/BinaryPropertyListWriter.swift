/// Writes `bplist00` binary property lists (the format of a `.storyboardc`'s `Info.plist`):
/// the `bplist00` header, the objects, the offset table and the 32-byte trailer, with offsets
/// and object references in the fewest bytes that fit — byte for byte what ibtool writes for
/// the fixtures' `Info.plist` files.
public struct BinaryPropertyListWriter {
    public init() {}

    private enum Object {
        case scalar([UInt8])
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    /// Numbers objects as ibtool's `Info.plist` files have them: a dictionary, then all its
    /// keys, then its values depth first; arrays' elements depth first. Nothing is shared:
    /// those files repeat identical strings (a scene's identifier and its nib name).
    private struct Builder {
        var objects: [Object] = []

        mutating func add(_ value: PropertyListValue) -> Int {
            switch value {
            case .string(let text):
                return append(.scalar(BinaryPropertyListWriter.encodeString(text)))
            case .integer(let number):
                return append(.scalar(BinaryPropertyListWriter.encodeInteger(number)))
            case .bool(let flag):
                return append(.scalar([flag ? 0x09 : 0x08]))
            case .array(let items):
                let index = append(.array([]))
                objects[index] = .array(items.map { add($0) })
                return index
            case .dictionary(let entries):
                let index = append(.dictionary(keys: [], values: []))
                let keys = entries.map { add(.string($0.key)) }
                let values = entries.map { add($0.value) }
                objects[index] = .dictionary(keys: keys, values: values)
                return index
            }
        }

        private mutating func append(_ object: Object) -> Int {
            objects.append(object)
            return objects.count - 1
        }
    }

    public func write(_ root: PropertyListValue) -> [UInt8] {
        var builder = Builder()
        let top = builder.add(root)
        let referenceSize = Self.byteCount(for: UInt64(builder.objects.count))
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in builder.objects {
            offsets.append(bytes.count)
            switch object {
            case .scalar(let encoded):
                bytes += encoded
            case .array(let items):
                bytes += Self.marker(0xA, count: items.count)
                for item in items { bytes += Self.bigEndian(UInt64(item), size: referenceSize) }
            case .dictionary(let keys, let values):
                bytes += Self.marker(0xD, count: keys.count)
                for reference in keys + values { bytes += Self.bigEndian(UInt64(reference), size: referenceSize) }
            }
        }
        let offsetTableOffset = bytes.count
        let offsetSize = Self.byteCount(for: UInt64(offsetTableOffset))
        for offset in offsets { bytes += Self.bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes += Self.bigEndian(UInt64(builder.objects.count), size: 8)
        bytes += Self.bigEndian(UInt64(top), size: 8)
        bytes += Self.bigEndian(UInt64(offsetTableOffset), size: 8)
        return bytes
    }

    /// ASCII strings as `0x5n` + bytes; anything else as `0x6n` + big-endian UTF-16.
    static func encodeString(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return marker(0x5, count: text.utf8.count) + Array(text.utf8)
        }
        let units = Array(text.utf16)
        var bytes = marker(0x6, count: units.count)
        for unit in units { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        return bytes
    }

    /// `0x1n` with 2^n big-endian bytes; negative numbers always take 8 bytes.
    static func encodeInteger(_ value: Int64) -> [UInt8] {
        let bits = UInt64(bitPattern: value)
        if value < 0 { return [0x13] + bigEndian(bits, size: 8) }
        switch bits {
        case 0...0xFF: return [0x10] + bigEndian(bits, size: 1)
        case 0x100...0xFFFF: return [0x11] + bigEndian(bits, size: 2)
        case 0x1_0000...0xFFFF_FFFF: return [0x12] + bigEndian(bits, size: 4)
        default: return [0x13] + bigEndian(bits, size: 8)
        }
    }

    /// A type nibble with its count: inline below 15, else `0xF` and an integer object.
    static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [type << 4 | UInt8(count)] }
        return [type << 4 | 0xF] + encodeInteger(Int64(count))
    }

    static func byteCount(for value: UInt64) -> Int {
        switch value {
        case 0...0xFF: return 1
        case 0x100...0xFFFF: return 2
        case 0x1_0000...0xFFFF_FFFF: return 4
        default: return 8
        }
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
