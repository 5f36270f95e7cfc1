/// FNV-1a, 64-bit: a fast, dependency-free checksum for migration files and blob lookup keys.
/// Not collision-resistant against an adversary: blob lookups compare bytes after a hash match.
public struct FNV1a64: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    public init() {}

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* Self.prime
        }
        value = hash
    }

    /// 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = FNV1a64()
        hasher.update(bytes)
        return hasher.hex
    }
}
