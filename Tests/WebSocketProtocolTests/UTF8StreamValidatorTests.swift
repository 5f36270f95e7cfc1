import XCTest
@testable import WebSocketProtocol

final class UTF8StreamValidatorTests: XCTestCase {
    func testAcceptsValidTextOfEveryLength() {
        for text in ["", "hello", "héllo", "€", "𝄞", "κόσμε", "Hello-µ@ßöäüàá-UTF-8!!", String(repeating: "a€𝄞", count: 50)] {
            XCTAssertTrue(UTF8StreamValidator.isValidUTF8(Array(text.utf8)), text)
        }
    }

    func testBoundaryCodePoints() {
        let valid: [[UInt8]] = [
            [0x00], [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
            [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        for bytes in valid { XCTAssertTrue(UTF8StreamValidator.isValidUTF8(bytes), "\(bytes)") }
    }

    func testRejectsOverlongsSurrogatesAndOutOfRange() {
        let invalid: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xE0, 0x9F, 0xBF],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0xAF], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFE], [0xFF], [0xC2, 0x41],
            // Autobahn 6.x favourite: "κόσμε" followed by a surrogate
            [0xCE, 0xBA, 0xE1, 0xBD, 0xB9, 0xCF, 0x83, 0xCE, 0xBC, 0xCE, 0xB5, 0xED, 0xA0, 0x80, 0x65, 0x64, 0x69, 0x74, 0x65, 0x64],
        ]
        for bytes in invalid { XCTAssertFalse(UTF8StreamValidator.isValidUTF8(bytes), "\(bytes)") }
    }

    func testTruncatedSequenceIsValidSoFarButNotComplete() {
        var validator = UTF8StreamValidator()
        XCTAssertTrue(validator.consume([0xF0, 0x9D]))
        XCTAssertTrue(validator.isValid)
        XCTAssertFalse(validator.isComplete)
        XCTAssertTrue(validator.consume([0x84, 0x9E]))
        XCTAssertTrue(validator.isComplete)
    }

    func testSplittingAtEveryByteBoundaryGivesTheSameVerdict() {
        let samples: [[UInt8]] = [
            Array("aé€𝄞zκόσμε-long-ascii-run-to-hit-the-fast-path-0123456789".utf8),
            [0x61, 0x62, 0xED, 0xA0, 0x80, 0x63],
            [0xF4, 0x90, 0x80, 0x80],
        ]
        for bytes in samples {
            let whole = UTF8StreamValidator.isValidUTF8(bytes)
            for split in 0 ... bytes.count {
                var validator = UTF8StreamValidator()
                validator.consume(Array(bytes[..<split]))
                validator.consume(Array(bytes[split...]))
                XCTAssertEqual(validator.isComplete, whole, "split at \(split) of \(bytes)")
            }
            var byteByByte = UTF8StreamValidator()
            for byte in bytes { byteByByte.consume([byte]) }
            XCTAssertEqual(byteByByte.isComplete, whole)
        }
    }

    func testFailsFastOnFirstBadByte() {
        var validator = UTF8StreamValidator()
        XCTAssertTrue(validator.consume(Array("valid prefix ".utf8)))
        XCTAssertFalse(validator.consume([0xC0]))        // can never start a valid sequence
        XCTAssertFalse(validator.consume(Array("more".utf8)), "invalid is sticky")
        validator.reset()
        XCTAssertTrue(validator.consume(Array("ok".utf8)))
    }

    func testAgreesWithFoundationOnPseudoRandomInput() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0 ..< 2000 {
            var bytes: [UInt8] = []
            for _ in 0 ..< 12 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let raw = UInt8(truncatingIfNeeded: seed >> 33)
                // Bias toward multi-byte leads and continuations so many samples are valid.
                bytes.append(raw & 0x01 == 0 ? (raw | 0x80) & 0xBF : raw)
            }
            let foundation = String(validating: bytes, as: UTF8.self) != nil
            XCTAssertEqual(UTF8StreamValidator.isValidUTF8(bytes), foundation, "\(bytes)")
        }
    }
}
