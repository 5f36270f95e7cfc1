/// The `uniqueIdentifierForStoryboardCompilation` of a storyboard's controllers (also the
/// values of `Info.plist`'s `NSViewControllerIdentifiersToUUIDs`). ibtool draws a random
/// version-4 UUID on every compile (the two fixture compiles of the same storyboard,
/// sb_basic_wc and Base.lproj/sb_localized, carry different ones); AppKit only needs them to
/// be unique. Ours are name-based (RFC 4122 version 5, SHA-1 of the storyboard name and the
/// controller's id in a namespace of our own), so compiling the same document twice writes the
/// same bytes.
enum AppKitStoryboardUUID {
    /// A fixed namespace UUID for Storyweave storyboard controllers (drawn once, at random).
    private static let namespace: [UInt8] = [
        0x5B, 0x0E, 0x6C, 0x2A, 0x93, 0x41, 0x4F, 0x7D, 0x8E, 0x16, 0xC4, 0x2F, 0x3A, 0x90, 0x57, 0xE1,
    ]

    /// Upper-case `8-4-4-4-12` text, as ibtool writes it.
    static func make(storyboard: String, objectID: String) -> String {
        var digest = Array(sha1(namespace + Array("\(storyboard)\u{0}\(objectID)".utf8)).prefix(16))
        digest[6] = (digest[6] & 0x0F) | 0x50
        digest[8] = (digest[8] & 0x3F) | 0x80
        let hex = digest.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
    }

    /// SHA-1 (FIPS 180-4); only used to derive identifiers, not for security.
    static func sha1(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var data = message
        let bitLength = UInt64(message.count) * 8
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        var w = [UInt32](repeating: 0, count: 80)
        for chunk in stride(from: 0, to: data.count, by: 64) {
            for i in 0..<16 {
                w[i] = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(data[chunk + 4 * i + $1]) }
            }
            for i in 16..<80 {
                let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
                w[i] = x << 1 | x >> 31
            }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let (f, k): (UInt32, UInt32)
                switch i {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, temp)
            }
            h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d; h[4] &+= e
        }
        return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }
}
