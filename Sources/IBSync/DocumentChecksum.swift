/// The drift check: FNV-1a (64-bit) of the serialized document, as 16 lowercase hex digits.
/// The server sends it with every batch; a client whose confirmed document hashes differently
/// has drifted (a bug in one of the two apply implementations) and reloads a snapshot.
public enum DocumentChecksum {
    public static func hex(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func hex(of document: SyncDocument) -> String {
        hex(of: document.serialized())
    }
}
