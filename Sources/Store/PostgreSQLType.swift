import CLibPQ

/// The few PostgreSQL type facts the connection needs: the OIDs of `pg_type` it reads results by,
/// and the text form of `bytea` (hex output, the default since PostgreSQL 9.0).
enum PostgreSQLType {
    static let bool: Oid = 16
    static let bytea: Oid = 17
    static let int8: Oid = 20
    static let int2: Oid = 21
    static let int4: Oid = 23
    static let oid: Oid = 26
    static let float4: Oid = 700
    static let float8: Oid = 701
    static let numeric: Oid = 1700

    enum StorageClass { case integer, real, text, blob }

    /// The SQLite storage class a column of type `oid` maps to.
    static func storageClass(of oid: Oid) -> StorageClass {
        switch oid {
        case bool, int8, int2, int4, self.oid: return .integer
        case float4, float8, numeric: return .real
        case bytea: return .blob
        default: return .text
        }
    }

    /// `\x0aff…` → bytes; nil when the text is not hex output.
    static func decodeHexBytea(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count >= 2, text[0] == UInt8(ascii: "\\"), text[1] == UInt8(ascii: "x"), text.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((text.count - 2) / 2)
        var index = 2
        while index < text.count {
            guard let high = nibble(text[index]), let low = nibble(text[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
