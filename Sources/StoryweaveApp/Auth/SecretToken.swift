import Crypto
import Foundation

/// Random secrets handed to clients (session cookies, API tokens, share links, invitations,
/// sign-in links) and the SHA-256 form the database keeps instead of them.
enum SecretToken {
    /// 256 random bits from the system CSPRNG, base64url without padding (43 characters),
    /// with a readable prefix so leaked secrets are recognisable (e.g. "swt_" for API tokens).
    static func generate(prefix: String = "") -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = [UInt8](repeating: 0, count: 32)
        for index in bytes.indices { bytes[index] = generator.next() }
        return prefix + base64URL(bytes)
    }

    /// Lowercase hex SHA-256 of the secret's UTF-8 bytes.
    static func hash(_ secret: String) -> String {
        hex(Array(SHA256.hash(data: Array(secret.utf8))))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Lowercase hex (on every authenticated request: no `String(format:)` per byte).
    static func hex(_ bytes: [UInt8]) -> String {
        var out = [UInt8](repeating: 0, count: bytes.count * 2)
        for (index, byte) in bytes.enumerated() {
            out[2 * index] = hexDigits[Int(byte >> 4)]
            out[2 * index + 1] = hexDigits[Int(byte & 0x0f)]
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Comparison whose time does not depend on where the inputs differ.
    static func constantTimeEquals(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
