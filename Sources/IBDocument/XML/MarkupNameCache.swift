/// The strings of element and attribute names (and of short attribute values) of up to 16
/// bytes, kept in a small direct-mapped table keyed by their bytes. A document uses a few
/// hundred names hundreds of thousands of times; looking one up costs a few dozen instructions,
/// decoding it again as a `String` (UTF-8 validation, then Swift's small-string form) several
/// hundred.
///
/// Keys are the bytes packed little-endian into two words. The packing is unambiguous because
/// the input has no NUL byte (the encoding validator refuses control characters). An empty slot
/// holds key (0, 0) with "", which is exactly the entry of an empty value. A collision replaces
/// the slot: the table is a cache, never a set.
struct MarkupNameCache {
    static let maximumLength = 16
    private static let slotBits = 10
    private var keys: [UInt64]
    private var names: [String]

    init() {
        keys = Array(repeating: 0, count: 2 << Self.slotBits)
        names = Array(repeating: "", count: 1 << Self.slotBits)
    }

    /// The string for `buffer[start..<end]`, at most `maximumLength` bytes.
    mutating func name(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        let (low, high) = Self.key(buffer, start, end)
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(truncatingIfNeeded: mixed >> UInt64(64 - Self.slotBits))
        if keys[2 * slot] == low && keys[2 * slot + 1] == high { return names[slot] }
        let fresh = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        keys[2 * slot] = low
        keys[2 * slot + 1] = high
        names[slot] = fresh
        return fresh
    }

    /// The name's bytes as two little-endian words, zero past the end: two unaligned loads where
    /// 16 bytes are readable, byte by byte near the end of the input.
    @inline(__always)
    private static func key(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (UInt64, UInt64) {
        let count = end - start
        if start + 16 <= buffer.count {
            let raw = UnsafeRawPointer(buffer.baseAddress! + start)
            let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let low = count >= 8 ? first : first & ((1 << UInt64(count * 8)) - 1)
            let high = count <= 8 ? 0 : count == 16 ? second : second & ((1 << UInt64((count - 8) * 8)) - 1)
            return (low, high)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for offset in 0..<count {
            let byte = UInt64(buffer[start + offset])
            if offset < 8 { low |= byte << UInt64(offset * 8) } else { high |= byte << UInt64((offset - 8) * 8) }
        }
        return (low, high)
    }
}
