/// Public value types shared by the handshake and the session.

/// A complete application message (fragments reassembled, decompressed, UTF-8 validated for text).
public enum WebSocketMessage: Sendable, Equatable {
    case text(String)
    case binary([UInt8])
}

/// Limits and knobs for one server-side WebSocket connection.
public struct WebSocketOptions: Sendable {
    /// Largest message delivered to the app, measured after decompression; larger → close 1009.
    public var maxMessageBytes: Int = 16 * 1024 * 1024
    /// Largest single frame payload accepted on the wire; larger → close 1009.
    public var maxFrameBytes: Int = 16 * 1024 * 1024
    /// Negotiate permessage-deflate (RFC 7692) when the client offers it.
    public var enablePerMessageDeflate: Bool = true
    /// Outgoing messages shorter than this are sent uncompressed even when deflate is negotiated (a per-message
    /// choice, RFC 7692 §6). Default 0 = compress everything, like browsers and Python `websockets` do; kosoku's
    /// Autobahn 12.*/13.* cases also mishandle uncompressed text echoes (they hash a str and report ERROR).
    public var minimumCompressedMessageBytes: Int = 0
    /// zlib compression level for outgoing messages (0–9).
    public var compressionLevel: Int32 = 6
    /// zlib memLevel for the compressor (1–9): 8 costs ~256 KiB per connection with a 15-bit window;
    /// the compressor is only allocated when the first compressible message is sent.
    public var compressionMemoryLevel: Int32 = 8

    public init() {}
}

/// Well-known close codes (RFC 6455 §7.4.1).
public enum WebSocketCloseCode {
    public static let normal: UInt16 = 1000
    public static let goingAway: UInt16 = 1001
    public static let protocolError: UInt16 = 1002
    public static let unsupportedData: UInt16 = 1003
    /// Never sent on the wire: reported when the peer's Close frame had no status code.
    public static let noStatusReceived: UInt16 = 1005
    public static let invalidPayload: UInt16 = 1007
    public static let policyViolation: UInt16 = 1008
    public static let messageTooBig: UInt16 = 1009
    public static let internalError: UInt16 = 1011

    /// Codes a peer may legitimately put in a Close frame: 1000–1003, 1007–1014 (IANA registry) and 3000–4999.
    /// 1004/1005/1006/1015 are reserved and must never appear on the wire.
    public static func isValidOnWire(_ code: UInt16) -> Bool {
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: return true
        default: return false
        }
    }
}
