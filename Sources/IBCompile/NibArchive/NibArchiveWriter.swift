/// Writes a `NibArchive` as NIBArchive bytes exactly as Apple's ibtool lays them out
/// (research/nib-format.md §1): the 50-byte header, then the objects, keys, values and class-name
/// tables, contiguous. Keys and class names are de-duplicated in order of first use; every
/// object's values are one run, in object order; varints are minimal.
public struct NibArchiveWriter {
    public init() {}

    public func write(_ archive: NibArchive) -> [UInt8] {
        var keys = StringTable()
        var classes = StringTable()
        var objectsTable: [UInt8] = []
        var valuesTable: [UInt8] = []
        var valueCount = 0
        for object in archive.objects {
            let classIndex = classes.index(of: object.className)
            for fallback in object.fallbackClassNames { _ = classes.index(of: fallback) }
            NibVarint.append(classIndex, to: &objectsTable)
            NibVarint.append(valueCount, to: &objectsTable)
            NibVarint.append(object.values.count, to: &objectsTable)
            for keyed in object.values {
                NibVarint.append(keys.index(of: keyed.key), to: &valuesTable)
                Self.append(keyed.value, to: &valuesTable)
                valueCount += 1
            }
        }
        var keysTable: [UInt8] = []
        for key in keys.strings {
            let bytes = Array(key.utf8)
            NibVarint.append(bytes.count, to: &keysTable)
            keysTable += bytes
        }
        var classesTable: [UInt8] = []
        let fallbacks = Dictionary(archive.objects.map { ($0.className, $0.fallbackClassNames) }, uniquingKeysWith: { first, _ in first })
        for name in classes.strings {
            let bytes = Array(name.utf8) + [0]
            let extra = fallbacks[name] ?? []
            NibVarint.append(bytes.count, to: &classesTable)
            NibVarint.append(extra.count, to: &classesTable)
            for fallback in extra { Self.appendLittleEndian(UInt32(classes.existingIndex(of: fallback)), to: &classesTable) }
            classesTable += bytes
        }

        var out: [UInt8] = Array("NIBArchive".utf8)
        let objectsOffset = 50
        let keysOffset = objectsOffset + objectsTable.count
        let valuesOffset = keysOffset + keysTable.count
        let classesOffset = valuesOffset + valuesTable.count
        for word in [1, Int(archive.coderVersion), archive.objects.count, objectsOffset, keys.strings.count, keysOffset,
                     valueCount, valuesOffset, classes.strings.count, classesOffset] {
            Self.appendLittleEndian(UInt32(word), to: &out)
        }
        out += objectsTable
        out += keysTable
        out += valuesTable
        out += classesTable
        return out
    }

    private static func append(_ value: NibValue, to out: inout [UInt8]) {
        switch value {
        case .int8(let v): out.append(0); out.append(UInt8(bitPattern: v))
        case .int16(let v): out.append(1); appendLittleEndian(UInt16(bitPattern: v), to: &out)
        case .int32(let v): out.append(2); appendLittleEndian(UInt32(bitPattern: v), to: &out)
        case .int64(let v): out.append(3); appendLittleEndian(UInt64(bitPattern: v), to: &out)
        case .bool(let v): out.append(v ? 5 : 4)
        case .float(let v): out.append(6); appendLittleEndian(v.bitPattern, to: &out)
        case .double(let v): out.append(7); appendLittleEndian(v.bitPattern, to: &out)
        case .data(let bytes): out.append(8); NibVarint.append(bytes.count, to: &out); out += bytes
        case .null: out.append(9)
        case .object(let index): out.append(10); appendLittleEndian(UInt32(index), to: &out)
        }
    }

    static func appendLittleEndian<T: FixedWidthInteger>(_ value: T, to out: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { out += $0 }
    }
}

/// Distinct strings in order of first use.
private struct StringTable {
    private(set) var strings: [String] = []
    private var indices: [String: Int] = [:]

    mutating func index(of string: String) -> Int {
        if let index = indices[string] { return index }
        indices[string] = strings.count
        strings.append(string)
        return strings.count - 1
    }

    func existingIndex(of string: String) -> Int { indices[string] ?? 0 }
}

/// NIBArchive's "flex number": 7 bits per byte, least significant group first, and the high bit
/// set on the LAST byte (the opposite of LEB128).
enum NibVarint {
    static func append(_ value: Int, to out: inout [UInt8]) {
        var rest = UInt64(value)
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        out.append(UInt8(rest) | 0x80)
    }
}
