import Foundation
import WebSocketProtocol

public enum WebSocketTestClientError: Error {
    /// The server answered the upgrade with something else than 101.
    case handshake(TestResponse)
    /// The server sent a Close frame (its code; nil when it carried none) or closed the connection (nil).
    case closed(code: UInt16?)
    /// The server sent bytes that are not a valid frame sequence.
    case invalidFrame(WebSocketFrameError)
}

/// The client side of RFC 6455 over `RawHTTPClient`, on the project's own frame code: masked frames out
/// through `WebSocketFrameEncoder`, server frames in through `WebSocketFrameParser`. `readFrame` gives
/// every frame as it came (control frames, fragments); `nextMessage` what an application sees (fragments
/// joined, pings answered). The JSON and `/stream` helpers build on these (`+JSON`, `+Sync`).
public final class WebSocketTestClient {
    /// A frame as the server sent it.
    public struct Frame: Sendable {
        public var opcode: WebSocketOpcode
        public var fin: Bool
        public var rsv1: Bool
        public var masked: Bool
        public var payload: [UInt8]
        public var text: String { String(decoding: payload, as: UTF8.self) }
        /// The code of a Close frame (nil when it carried none).
        public var closeCode: UInt16? { opcode == .close && payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil }
    }

    /// The mask of every frame this client sends (a fixed key keeps the bytes on the wire reproducible).
    public static let maskKey: (UInt8, UInt8, UInt8, UInt8) = (0x37, 0xFA, 0x21, 0x3D)

    public let raw: RawHTTPClient
    /// The server's answer to the upgrade (101).
    public let handshake: TestResponse
    /// The server's Close code once its Close frame was read (1005 when the frame carried none).
    public private(set) var closeCode: UInt16?
    private var parser = WebSocketFrameParser(maxFrameBytes: Int.max, requireMasking: false, allowsCompressionBit: true)
    private var partialFrame: Frame?

    /// Opens `target` on the server at `port`: the upgrade request with `headers` added, then the 101.
    public init(port: Int, target: String = "/", headers: [String: String] = [:], timeout: Double = 30) throws {
        raw = try RawHTTPClient(port: port, timeout: timeout)
        var head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        raw.send(head + "\r\n")
        handshake = try raw.readResponse()
        guard handshake.status == 101 else { throw WebSocketTestClientError.handshake(handshake) }
    }

    // MARK: Sending

    /// One masked client frame, as this client writes it.
    public static func frame(_ opcode: WebSocketOpcode, _ payload: [UInt8], fin: Bool = true) -> [UInt8] {
        WebSocketFrameEncoder.encode(opcode: opcode, payload: payload, fin: fin, maskKey: maskKey)
    }

    public func send(_ opcode: WebSocketOpcode, _ payload: [UInt8], fin: Bool = true) {
        raw.send(Self.frame(opcode, payload, fin: fin))
    }

    public func send(text: String) { send(.text, Array(text.utf8)) }
    public func send(binary: [UInt8]) { send(.binary, binary) }

    public func sendClose(code: UInt16, reason: String = "") {
        send(.close, WebSocketFrameEncoder.closePayload(code: code, reason: reason))
    }

    // MARK: Receiving

    /// The next whole frame within `timeout` seconds (nil: the client's receive timeout). Throws
    /// `.closed(code: nil)` when the connection ends first and `RawHTTPClientError.timedOut` when nothing came.
    public func readFrame(timeout: Double? = nil) throws -> Frame {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if let frame = try takeFrame() { return frame }
            let bytes = try raw.receive(timeout: deadline.map { $0.timeIntervalSinceNow })
            guard !bytes.isEmpty else { throw WebSocketTestClientError.closed(code: nil) }
            parser.append(bytes)
        }
    }

    /// The next text or binary message, its fragments joined; pings are answered and pongs skipped, as a
    /// browser does. Nil when none arrives within `timeout` (nil: the receive timeout). A Close frame
    /// from the server sets `closeCode` and throws `.closed`, as does the end of the connection.
    public func nextMessage(timeout: Double? = nil) throws -> Frame? {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var message: Frame?
        while true {
            let frame: Frame
            do {
                frame = try readFrame(timeout: deadline.map { max(0, $0.timeIntervalSinceNow) })
            } catch RawHTTPClientError.timedOut {
                return nil
            }
            switch frame.opcode {
            case .close:
                closeCode = frame.closeCode ?? 1005
                throw WebSocketTestClientError.closed(code: frame.closeCode)
            case .ping:
                send(.pong, frame.payload)
            case .pong:
                continue
            case .continuation:
                message?.payload += frame.payload
                if frame.fin, let whole = message { return whole }
            case .text, .binary:
                if frame.fin { return frame }
                message = frame
            }
        }
    }

    /// Reads until the server's Close frame or the end of the connection, within `timeout` seconds;
    /// returns the Close code (nil when none came).
    public func waitForClose(timeout: Double) -> UInt16? {
        let deadline = Date().addingTimeInterval(timeout)
        while closeCode == nil, deadline.timeIntervalSinceNow > 0 {
            do {
                _ = try nextMessage(timeout: deadline.timeIntervalSinceNow)
            } catch {
                break
            }
        }
        return closeCode
    }

    /// A complete frame from what has been received, if there is one.
    private func takeFrame() throws -> Frame? {
        do {
            while let chunk = try parser.nextChunk() {
                if chunk.isFrameStart {
                    partialFrame = Frame(opcode: chunk.header.opcode, fin: chunk.header.fin, rsv1: chunk.header.rsv1,
                                         masked: chunk.header.maskKey != nil, payload: [])
                }
                partialFrame?.payload += chunk.payload
                if chunk.isFrameEnd, let frame = partialFrame {
                    partialFrame = nil
                    return frame
                }
            }
            return nil
        } catch {
            throw WebSocketTestClientError.invalidFrame(error)
        }
    }
}
