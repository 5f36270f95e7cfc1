// Imports only Foundation (nothing else from this module) so bench/fuzz can compile it directly with swiftc.
import Foundation

/// RFC 6455 §5.2 opcodes we understand. Anything else is a protocol error (1002).
public enum WebSocketOpcode: UInt8, Sendable {
    case continuation = 0x0, text = 0x1, binary = 0x2, close = 0x8, ping = 0x9, pong = 0xA

    /// Control frames have the high opcode bit set (close, ping, pong).
    public var isControl: Bool { rawValue & 0x8 != 0 }
}

/// A decoded frame header (mask key already split out; payload is delivered unmasked).
public struct WebSocketFrameHeader: Sendable, Equatable {
    public var fin: Bool
    /// RSV1 = "per-message compressed" when permessage-deflate is negotiated (RFC 7692 §6).
    public var rsv1: Bool
    public var opcode: WebSocketOpcode
    public var maskKey: (UInt8, UInt8, UInt8, UInt8)?
    public var payloadLength: Int

    public init(fin: Bool, rsv1: Bool, opcode: WebSocketOpcode, maskKey: (UInt8, UInt8, UInt8, UInt8)?, payloadLength: Int) {
        self.fin = fin
        self.rsv1 = rsv1
        self.opcode = opcode
        self.maskKey = maskKey
        self.payloadLength = payloadLength
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fin == rhs.fin && lhs.rsv1 == rhs.rsv1 && lhs.opcode == rhs.opcode
            && lhs.payloadLength == rhs.payloadLength
            && lhs.maskKey.map { [$0.0, $0.1, $0.2, $0.3] } == rhs.maskKey.map { [$0.0, $0.1, $0.2, $0.3] }
    }
}

/// Per-frame violations. Each maps to the close code the server must fail the connection with.
public enum WebSocketFrameError: Error, Sendable, Equatable {
    case reservedBitsSet
    case reservedOpcode(UInt8)
    case unmaskedClientFrame
    case fragmentedControlFrame
    case controlFrameTooLong(Int)
    /// RSV1 on a control or continuation frame (RFC 7692 §6.1: only the first frame of a message).
    case compressionBitOnWrongFrame
    /// The extended payload length did not use the minimal encoding (RFC 6455 §5.2 "MUST").
    case nonMinimalLength
    /// 64-bit length with the most significant bit set.
    case invalidLength
    case frameTooLarge(UInt64)

    public var closeCode: UInt16 {
        switch self {
        case .frameTooLarge: return 1009
        default: return 1002
        }
    }
}

/// One piece of a frame's payload, unmasked. Data frames are streamed in pieces as bytes arrive (so UTF-8 can fail
/// fast and huge frames are never buffered twice); control frames (≤ 125 bytes) always arrive as one piece.
public struct WebSocketFrameChunk: Sendable, Equatable {
    public var header: WebSocketFrameHeader
    public var payload: [UInt8]
    /// First piece of this frame.
    public var isFrameStart: Bool
    /// Last piece: the frame is complete.
    public var isFrameEnd: Bool
}

/// Incremental RFC 6455 frame parser: `append` bytes as they arrive, then call `nextChunk()` until it returns nil.
/// After an error the parser stays failed (further calls rethrow the same error).
public struct WebSocketFrameParser: Sendable {
    public var maxFrameBytes: Int
    /// Servers require client frames to be masked (RFC 6455 §5.1).
    public var requireMasking: Bool
    /// True when permessage-deflate was negotiated; otherwise RSV1 is a protocol error.
    public var allowsCompressionBit: Bool
    public private(set) var failure: WebSocketFrameError?

    private var buffer: [UInt8] = []
    private var readIndex = 0
    private var current: WebSocketFrameHeader?
    private var remainingPayload = 0
    private var deliveredPayload = 0

    public init(maxFrameBytes: Int, requireMasking: Bool = true, allowsCompressionBit: Bool = false) {
        self.maxFrameBytes = maxFrameBytes
        self.requireMasking = requireMasking
        self.allowsCompressionBit = allowsCompressionBit
    }

    /// Bytes received but not yet returned in a chunk.
    public var bufferedByteCount: Int { buffer.count - readIndex }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !bytes.isEmpty else { return }
        compactIfWorthwhile()
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Returns the next available payload piece, nil when more bytes are needed.
    public mutating func nextChunk() throws(WebSocketFrameError) -> WebSocketFrameChunk? {
        if let failure { throw failure }
        if current == nil {
            do {
                guard let header = try parseHeader() else { return nil }
                current = header
                remainingPayload = header.payloadLength
                deliveredPayload = 0
            } catch {
                failure = error
                throw error
            }
        }
        guard let header = current else { return nil }
        let available = buffer.count - readIndex
        // Control frames are small and must be handled whole; data frames stream.
        if header.opcode.isControl && available < remainingPayload { return nil }
        if available == 0 && remainingPayload > 0 { return nil }
        let take = min(available, remainingPayload)
        var payload = Array(buffer[readIndex ..< readIndex + take])
        if let key = header.maskKey { Self.unmask(&payload, key: key, offset: deliveredPayload) }
        readIndex += take
        let isStart = deliveredPayload == 0
        deliveredPayload += take
        remainingPayload -= take
        let isEnd = remainingPayload == 0
        if isEnd { current = nil }
        return WebSocketFrameChunk(header: header, payload: payload, isFrameStart: isStart, isFrameEnd: isEnd)
    }

    /// Parses and validates the next header; nil when it is not complete yet. Checks that need only the first two
    /// bytes run before waiting for the rest, so violations are reported as early as possible.
    private mutating func parseHeader() throws(WebSocketFrameError) -> WebSocketFrameHeader? {
        let available = buffer.count - readIndex
        guard available >= 2 else { return nil }
        let first = buffer[readIndex], second = buffer[readIndex + 1]
        let fin = first & 0x80 != 0
        let rsv1 = first & 0x40 != 0
        if first & 0x30 != 0 { throw .reservedBitsSet }
        if rsv1 && !allowsCompressionBit { throw .reservedBitsSet }
        guard let opcode = WebSocketOpcode(rawValue: first & 0x0F) else { throw .reservedOpcode(first & 0x0F) }
        let masked = second & 0x80 != 0
        let shortLength = Int(second & 0x7F)
        if opcode.isControl {
            if !fin { throw .fragmentedControlFrame }
            if shortLength > 125 { throw .controlFrameTooLong(shortLength) }
        }
        if rsv1 && (opcode.isControl || opcode == .continuation) { throw .compressionBitOnWrongFrame }
        if requireMasking && !masked { throw .unmaskedClientFrame }

        let lengthBytes = shortLength == 126 ? 2 : (shortLength == 127 ? 8 : 0)
        let headerSize = 2 + lengthBytes + (masked ? 4 : 0)
        guard available >= headerSize else { return nil }
        var length = UInt64(shortLength)
        if lengthBytes > 0 {
            length = 0
            for i in 0 ..< lengthBytes { length = length << 8 | UInt64(buffer[readIndex + 2 + i]) }
            if lengthBytes == 2 && length < 126 { throw .nonMinimalLength }
            if lengthBytes == 8 {
                if length & (1 << 63) != 0 { throw .invalidLength }
                if length <= 0xFFFF { throw .nonMinimalLength }
            }
        }
        if length > UInt64(max(maxFrameBytes, 0)) { throw .frameTooLarge(length) }
        var key: (UInt8, UInt8, UInt8, UInt8)?
        if masked {
            let k = readIndex + 2 + lengthBytes
            key = (buffer[k], buffer[k + 1], buffer[k + 2], buffer[k + 3])
        }
        readIndex += headerSize
        return WebSocketFrameHeader(fin: fin, rsv1: rsv1, opcode: opcode, maskKey: key, payloadLength: Int(length))
    }

    /// XORs `bytes` with the mask key; `offset` = payload bytes of this frame already unmasked.
    public static func unmask(_ bytes: inout [UInt8], key: (UInt8, UInt8, UInt8, UInt8), offset: Int) {
        let keyBytes = [key.0, key.1, key.2, key.3]
        let rotated = (0 ..< 4).map { keyBytes[($0 + offset) & 3] }
        let word = UInt64(rotated[0]) | UInt64(rotated[1]) << 8 | UInt64(rotated[2]) << 16 | UInt64(rotated[3]) << 24
        let word64 = word | word << 32
        bytes.withUnsafeMutableBytes { raw in
            let count = raw.count
            var i = 0
            while i + 8 <= count {
                let value = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ word64.littleEndian
                raw.storeBytes(of: value, toByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < count {
                raw[i] ^= rotated[i & 3]
                i += 1
            }
        }
    }

    private mutating func compactIfWorthwhile() {
        if readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 16)
            readIndex = 0
        } else if readIndex > 4096 && readIndex * 2 > buffer.count {
            buffer.removeSubrange(0 ..< readIndex)
            readIndex = 0
        }
    }
}
