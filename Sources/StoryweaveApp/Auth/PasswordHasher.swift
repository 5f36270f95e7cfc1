import Crypto
import Foundation
#if canImport(_CryptoExtras)
import _CryptoExtras
#endif

/// PBKDF2-HMAC-SHA256 (RFC 8018) with a per-password random salt.
/// Stored as `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`, so the iteration count
/// can be raised later without breaking existing hashes. Uses swift-crypto's `_CryptoExtras`
/// (BoringSSL's PBKDF2) when the target links it; otherwise a Swift PBKDF2 over `Crypto`'s SHA-256
/// (HMAC's keyed inner/outer states computed once and copied per iteration), far slower per hash.
public struct PasswordHasher: Sendable {
    /// OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256.
    public static let defaultIterations = 600_000
    public let iterations: Int

    public init(iterations: Int = PasswordHasher.defaultIterations) { self.iterations = max(1, iterations) }

    public enum Failure: Error { case tooLong }

    /// Longest accepted password: PBKDF2 hashes a long key once, but bounding it keeps requests cheap.
    public static let maximumPasswordBytes = 1_024

    public func hash(_ password: String) throws -> String {
        guard password.utf8.count <= Self.maximumPasswordBytes else { throw Failure.tooLong }
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let derived = Self.pbkdf2(password: Array(password.utf8), salt: salt, iterations: iterations, length: 32)
        return "pbkdf2-sha256$\(iterations)$\(Data(salt).base64EncodedString())$\(Data(derived).base64EncodedString())"
    }

    /// Whether `password` matches `stored`; malformed stored strings never match.
    public func verify(_ password: String, against stored: String) -> Bool {
        let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "pbkdf2-sha256", let count = Int(parts[1]), count > 0, count <= 10_000_000,
              let salt = Data(base64Encoded: String(parts[2])), let expected = Data(base64Encoded: String(parts[3])),
              password.utf8.count <= Self.maximumPasswordBytes else { return false }
        let derived = Self.pbkdf2(password: Array(password.utf8), salt: [UInt8](salt), iterations: count, length: expected.count)
        return SecretToken.constantTimeEquals(Data(derived).base64EncodedString(), expected.base64EncodedString())
    }

    /// Spends about the time of one verification, so unknown e-mail addresses answer as slowly as wrong passwords.
    public func burnVerificationTime() {
        _ = Self.pbkdf2(password: Array("x".utf8), salt: [UInt8](repeating: 0, count: 16), iterations: iterations, length: 32)
    }

    /// BoringSSL's PBKDF2 when `_CryptoExtras` is linked (much faster, especially in debug builds),
    /// else the Swift implementation below; both give identical bytes (tested against RFC vectors).
    static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8] {
        #if canImport(_CryptoExtras)
        if let key = try? KDF.Insecure.PBKDF2.deriveKey(from: password, salt: salt, using: .sha256,
                                                        outputByteCount: length, unsafeUncheckedRounds: iterations) {
            return key.withUnsafeBytes { Array($0) }
        }
        #endif
        return swiftPBKDF2(password: password, salt: salt, iterations: iterations, length: length)
    }

    static func swiftPBKDF2(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8] {
        var key = password
        if key.count > 64 { key = Array(SHA256.hash(data: key)) }
        key += [UInt8](repeating: 0, count: 64 - key.count)
        var inner = SHA256(), outer = SHA256()
        inner.update(data: key.map { $0 ^ 0x36 })
        outer.update(data: key.map { $0 ^ 0x5c })
        func hmac(_ message: [UInt8]) -> [UInt8] {
            var i = inner
            i.update(data: message)
            var o = outer
            o.update(data: Array(i.finalize()))
            return Array(o.finalize())
        }
        var output: [UInt8] = []
        var block: UInt32 = 1
        while output.count < length {
            var u = hmac(salt + [UInt8(block >> 24), UInt8(block >> 16 & 0xff), UInt8(block >> 8 & 0xff), UInt8(block & 0xff)])
            var t = u
            if iterations > 1 {
                for _ in 1..<iterations {
                    u = hmac(u)
                    for index in 0..<32 { t[index] ^= u[index] }
                }
            }
            output += t
            block += 1
        }
        return Array(output.prefix(length))
    }
}
