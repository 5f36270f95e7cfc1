// Imports only Foundation (nothing from this module) so bench/fuzz can compile it directly with swiftc.
import Foundation

/// Incremental UTF-8 validator (RFC 3629): bytes may arrive split anywhere, even mid code point, and an invalid
/// sequence is reported as soon as the first offending byte is seen ("fail fast", Autobahn 6.4.*).
/// Rejects overlongs, surrogates (U+D800–DFFF) and code points above U+10FFFF.
public struct UTF8StreamValidator: Sendable, Equatable {
    /// Continuation bytes still expected for the current code point.
    private var pendingContinuations: UInt8 = 0
    /// Allowed range for the next continuation byte (narrowed after E0, ED, F0, F4 lead bytes).
    private var lowerBound: UInt8 = 0x80
    private var upperBound: UInt8 = 0xBF
    /// Sticky: once invalid, stays invalid until `reset()`.
    public private(set) var isValid: Bool = true

    public init() {}

    /// True when the bytes so far are valid and do not end in the middle of a code point.
    public var isComplete: Bool { isValid && pendingContinuations == 0 }

    public mutating func reset() { self = UTF8StreamValidator() }

    /// Feeds more bytes. Returns false as soon as the stream is known to be invalid.
    @discardableResult
    public mutating func consume(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard isValid else { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            if pendingContinuations == 0 {
                // ASCII fast path, 8 bytes at a time.
                while index + 8 <= count && bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
                if index >= count { break }
            }
            if !consumeByte(bytes[index]) {
                isValid = false
                return false
            }
            index += 1
        }
        return true
    }

    @discardableResult
    public mutating func consume(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { consume($0) }
    }

    private mutating func consumeByte(_ byte: UInt8) -> Bool {
        if pendingContinuations > 0 {
            guard byte >= lowerBound && byte <= upperBound else { return false }
            lowerBound = 0x80
            upperBound = 0xBF
            pendingContinuations -= 1
            return true
        }
        switch byte {
        case 0x00...0x7F: return true
        case 0xC2...0xDF: pendingContinuations = 1
        case 0xE0: pendingContinuations = 2; lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: pendingContinuations = 2
        case 0xED: pendingContinuations = 2; upperBound = 0x9F
        case 0xF0: pendingContinuations = 3; lowerBound = 0x90
        case 0xF1...0xF3: pendingContinuations = 3
        case 0xF4: pendingContinuations = 3; upperBound = 0x8F
        default: return false
        }
        return true
    }

    /// Convenience: validates a whole buffer in one go.
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var validator = UTF8StreamValidator()
        return validator.consume(bytes) && validator.isComplete
    }
}
