import XCTest
@testable import StoryweaveApp

/// PBKDF2-HMAC-SHA256 against published vectors, and the stored format.
final class AuthPasswordHasherTests: XCTestCase {
    private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    func testKnownVectors() {
        let password = Array("password".utf8), salt = Array("salt".utf8)
        XCTAssertEqual(hex(PasswordHasher.pbkdf2(password: password, salt: salt, iterations: 1, length: 32)),
                       "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
        XCTAssertEqual(hex(PasswordHasher.pbkdf2(password: password, salt: salt, iterations: 2, length: 32)),
                       "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43")
        XCTAssertEqual(hex(PasswordHasher.pbkdf2(password: password, salt: salt, iterations: 4096, length: 32)),
                       "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
        // The Swift fallback (used when _CryptoExtras is not linked) gives the same bytes.
        for iterations in [1, 2, 4096] {
            XCTAssertEqual(PasswordHasher.swiftPBKDF2(password: password, salt: salt, iterations: iterations, length: 32),
                           PasswordHasher.pbkdf2(password: password, salt: salt, iterations: iterations, length: 32))
        }
        XCTAssertEqual(PasswordHasher.swiftPBKDF2(password: Array(repeating: 0x61, count: 100), salt: salt, iterations: 3, length: 40),
                       PasswordHasher.pbkdf2(password: Array(repeating: 0x61, count: 100), salt: salt, iterations: 3, length: 40))
        // A key longer than the SHA-256 block is hashed first; output longer than one block concatenates blocks.
        let long = PasswordHasher.pbkdf2(password: Array(repeating: 0x61, count: 100), salt: salt, iterations: 3, length: 40)
        XCTAssertEqual(long.count, 40)
        XCTAssertEqual(Array(long.prefix(32)),
                       PasswordHasher.pbkdf2(password: Array(repeating: 0x61, count: 100), salt: salt, iterations: 3, length: 32))
    }

    func testHashFormatSaltAndVerification() throws {
        let hasher = PasswordHasher(iterations: 1_000)
        let first = try hasher.hash("correct horse battery")
        let second = try hasher.hash("correct horse battery")
        XCTAssertTrue(first.hasPrefix("pbkdf2-sha256$1000$"))
        XCTAssertNotEqual(first, second, "each hash has its own salt")
        XCTAssertTrue(hasher.verify("correct horse battery", against: first))
        XCTAssertFalse(hasher.verify("correct horse batterz", against: first))
        XCTAssertFalse(hasher.verify("correct horse battery", against: "pbkdf2-sha256$x$$"))
        // Verification reads the iteration count from the hash, so raising the default keeps old hashes valid.
        XCTAssertTrue(PasswordHasher(iterations: 5).verify("correct horse battery", against: first))
        XCTAssertFalse(first.contains("correct"))
        XCTAssertThrowsError(try hasher.hash(String(repeating: "x", count: PasswordHasher.maximumPasswordBytes + 1)))
    }

    func testSecretTokensAreRandomAndStoredAsHashes() {
        let a = SecretToken.generate(prefix: "swt_"), b = SecretToken.generate(prefix: "swt_")
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a.count, 4 + 43, "256 bits in base64url")
        XCTAssertEqual(SecretToken.hash(a).count, 64)
        XCTAssertTrue(SecretToken.constantTimeEquals(a, a))
        XCTAssertFalse(SecretToken.constantTimeEquals(a, b))
    }
}
