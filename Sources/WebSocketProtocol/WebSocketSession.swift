/// Server-side protocol engine for one connection: bytes in → events + bytes to write. Handles framing, masking
/// rules, fragmentation, control frames (auto-pong), incremental UTF-8 validation across fragments, the close
/// handshake (valid codes echoed; 1002 protocol error, 1007 invalid UTF-8, 1009 too big) and permessage-deflate.
///
/// Not thread-safe: confine one session to one queue. It holds zlib streams (reference types), so do not copy a
/// session and use both copies.
public struct WebSocketSession {
    /// `closing` = we sent a Close and await the peer's.
    public enum State: Sendable, Equatable { case open, closing, closed }

    public enum Event: Sendable, Equatable {
        case message(WebSocketMessage)
        /// Emitted once, when the close handshake completes or the connection fails. `code` is the peer's code for a
        /// clean close (1005 if its Close frame had none), our code when we failed the connection, nil when the
        /// transport ended without a Close frame (1006 semantics).
        case closed(code: UInt16?, reason: String)
    }

    public struct Output: Sendable {
        /// Write these to the socket, in order.
        public var bytesToWrite: [UInt8]
        /// Deliver to the app, in order.
        public var events: [Event]
        /// After writing `bytesToWrite`, close TCP (ideally shutdown(SHUT_WR) then drain briefly, so the peer
        /// reads our Close frame instead of getting a reset).
        public var closeConnection: Bool

        public init(bytesToWrite: [UInt8] = [], events: [Event] = [], closeConnection: Bool = false) {
            self.bytesToWrite = bytesToWrite
            self.events = events
            self.closeConnection = closeConnection
        }
    }

    public private(set) var state: State = .open
    public let options: WebSocketOptions
    public let deflate: PerMessageDeflateParameters?

    private var parser: WebSocketFrameParser
    private var assembler: WebSocketMessageAssembler
    private var compressor: PerMessageCompressor?
    private var closedEventDelivered = false

    public init(options: WebSocketOptions, deflate: PerMessageDeflateParameters?) {
        self.options = options
        self.deflate = deflate
        parser = WebSocketFrameParser(maxFrameBytes: options.maxFrameBytes, requireMasking: true,
                                      allowsCompressionBit: deflate != nil)
        assembler = WebSocketMessageAssembler(maxMessageBytes: options.maxMessageBytes,
                                              decompressorResets: deflate?.clientNoContextTakeover ?? false)
    }

    public mutating func receive(_ bytes: [UInt8]) -> Output {
        bytes.withUnsafeBytes { receive($0, maxMessages: Int.max) }
    }

    public mutating func receive(_ bytes: [UInt8], maxMessages: Int) -> Output {
        bytes.withUnsafeBytes { receive($0, maxMessages: maxMessages) }
    }

    public mutating func receive(_ bytes: UnsafeRawBufferPointer) -> Output {
        receive(bytes, maxMessages: Int.max)
    }

    /// True when the last `receive(_:maxMessages:)` stopped at its message limit with input left to process:
    /// call `receive([], maxMessages:)` again (after handing the events to the app).
    public private(set) var hasUnprocessedInput = false

    /// Like `receive(_:)`, but stops after `maxMessages` message events and keeps the rest of the input buffered.
    /// With 1, an app that answers each message synchronously (an echo) gets its reply written before whatever the
    /// following frames trigger — e.g. the Close that fails the connection on a later protocol error — as a peer
    /// that sends a message and a bad frame in one packet expects (Autobahn reports NON-STRICT otherwise).
    public mutating func receive(_ bytes: UnsafeRawBufferPointer, maxMessages: Int) -> Output {
        var output = Output()
        hasUnprocessedInput = false
        guard state != .closed else { return output }
        parser.append(bytes)
        var messageCount = 0
        while state != .closed {
            if messageCount >= maxMessages {
                hasUnprocessedInput = parser.bufferedByteCount > 0
                break
            }
            let chunk: WebSocketFrameChunk?
            do {
                chunk = try parser.nextChunk()
            } catch {
                fail(code: error.closeCode, reason: Self.describe(error), into: &output)
                break
            }
            guard let chunk else { break }
            if chunk.header.opcode.isControl {
                handleControlFrame(chunk, into: &output)
            } else {
                do {
                    if let message = try assembler.consume(chunk) {
                        output.events.append(.message(message))
                        messageCount += 1
                    }
                } catch {
                    fail(code: error.closeCode, reason: error.reason, into: &output)
                }
            }
        }
        return output
    }

    /// Frames (and compresses, when negotiated) one outgoing message; empty if not open.
    public mutating func send(_ message: WebSocketMessage) -> [UInt8] {
        guard state == .open else { return [] }
        let opcode: WebSocketOpcode
        var payload: [UInt8]
        switch message {
        case .text(let text): opcode = .text; payload = Array(text.utf8)
        case .binary(let bytes): opcode = .binary; payload = bytes
        }
        var compressed = false
        if let deflate, payload.count >= options.minimumCompressedMessageBytes {
            if compressor == nil {
                compressor = PerMessageCompressor(
                    windowBits: deflate.serverMaxWindowBits, noContextTakeover: deflate.serverNoContextTakeover,
                    level: options.compressionLevel, memoryLevel: options.compressionMemoryLevel)
            }
            if let compressor {
                payload = compressor.compress(payload)
                compressed = true
            }
        }
        return WebSocketFrameEncoder.encode(opcode: opcode, payload: payload, rsv1: compressed)
    }

    /// Starts the close handshake (e.g. 1000 normal, 1001 going away) and returns the Close frame; empty if a Close
    /// was already sent. Codes that may not appear on the wire (1005, 1006, 1015, …) are sent as 1000.
    public mutating func close(code: UInt16, reason: String) -> [UInt8] {
        guard state == .open else { return [] }
        state = .closing
        let wireCode = WebSocketCloseCode.isValidOnWire(code) ? code : WebSocketCloseCode.normal
        return WebSocketFrameEncoder.encode(opcode: .close, payload: WebSocketFrameEncoder.closePayload(code: wireCode, reason: reason))
    }

    /// The TCP connection ended without a close handshake: returns the `.closed` event to deliver (code nil),
    /// or nothing if it was already delivered.
    public mutating func transportClosed() -> [Event] {
        state = .closed
        guard !closedEventDelivered else { return [] }
        closedEventDelivered = true
        return [.closed(code: nil, reason: "")]
    }

    // MARK: - Control frames

    private mutating func handleControlFrame(_ chunk: WebSocketFrameChunk, into output: inout Output) {
        switch chunk.header.opcode {
        case .ping:
            // After sending a Close we must not send anything else (RFC 6455 §5.5.1).
            if state == .open {
                output.bytesToWrite += WebSocketFrameEncoder.encode(opcode: .pong, payload: chunk.payload)
            }
        case .close:
            handleCloseFrame(chunk.payload, into: &output)
        default:
            break  // pong: unsolicited pongs are allowed and ignored
        }
    }

    private mutating func handleCloseFrame(_ payload: [UInt8], into output: inout Output) {
        var code: UInt16?
        var reason = ""
        if payload.count == 1 {
            return fail(code: WebSocketCloseCode.protocolError, reason: "Close frame with a 1-byte payload", into: &output)
        }
        if payload.count >= 2 {
            let received = UInt16(payload[0]) << 8 | UInt16(payload[1])
            guard WebSocketCloseCode.isValidOnWire(received) else {
                return fail(code: WebSocketCloseCode.protocolError, reason: "Invalid close code \(received)", into: &output)
            }
            let reasonBytes = Array(payload[2...])
            guard UTF8StreamValidator.isValidUTF8(reasonBytes) else {
                return fail(code: WebSocketCloseCode.invalidPayload, reason: "Close reason is not valid UTF-8", into: &output)
            }
            code = received
            reason = String(decoding: reasonBytes, as: UTF8.self)
        }
        if state == .open {
            // Echo the peer's code (RFC 6455 §5.5.1); an empty Close is answered with an empty Close.
            output.bytesToWrite += WebSocketFrameEncoder.encode(
                opcode: .close, payload: WebSocketFrameEncoder.closePayload(code: code, reason: ""))
        }
        finish(code: code ?? WebSocketCloseCode.noStatusReceived, reason: reason, into: &output)
    }

    // MARK: - Failing and finishing

    /// _Fail the WebSocket Connection_ (RFC 6455 §7.1.7): send a Close with `code` unless one was already sent,
    /// then close TCP.
    private mutating func fail(code: UInt16, reason: String, into output: inout Output) {
        if state == .open {
            output.bytesToWrite += WebSocketFrameEncoder.encode(
                opcode: .close, payload: WebSocketFrameEncoder.closePayload(code: code, reason: reason))
        }
        finish(code: code, reason: reason, into: &output)
    }

    private mutating func finish(code: UInt16?, reason: String, into output: inout Output) {
        state = .closed
        output.closeConnection = true
        assembler.abandon()
        if !closedEventDelivered {
            closedEventDelivered = true
            output.events.append(.closed(code: code, reason: reason))
        }
    }

    static func describe(_ error: WebSocketFrameError) -> String {
        switch error {
        case .reservedBitsSet: return "Reserved bits set"
        case .reservedOpcode(let opcode): return "Reserved opcode \(opcode)"
        case .unmaskedClientFrame: return "Client frame not masked"
        case .fragmentedControlFrame: return "Fragmented control frame"
        case .controlFrameTooLong: return "Control frame longer than 125 bytes"
        case .compressionBitOnWrongFrame: return "RSV1 on a control or continuation frame"
        case .nonMinimalLength: return "Payload length not minimally encoded"
        case .invalidLength: return "Invalid payload length"
        case .frameTooLarge: return "Frame too large"
        }
    }
}
