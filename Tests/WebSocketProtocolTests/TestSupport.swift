import XCTest
@testable import WebSocketProtocol

/// Helpers that play the client side: masked frames in, decoded server frames out.
enum TestClient {
    static let maskKey: (UInt8, UInt8, UInt8, UInt8) = (0x37, 0xFA, 0x21, 0x3D)

    static func frame(_ opcode: WebSocketOpcode, _ payload: [UInt8], fin: Bool = true, rsv1: Bool = false) -> [UInt8] {
        WebSocketFrameEncoder.encode(opcode: opcode, payload: payload, fin: fin, rsv1: rsv1, maskKey: maskKey)
    }

    static func text(_ string: String, fin: Bool = true) -> [UInt8] { frame(.text, Array(string.utf8), fin: fin) }

    static func close(_ code: UInt16, reason: String = "") -> [UInt8] {
        frame(.close, [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8))
    }

    /// A decoded frame sent by the server.
    struct ServerFrame: Equatable {
        var opcode: WebSocketOpcode
        var fin: Bool
        var rsv1: Bool
        var payload: [UInt8]

        var closeCode: UInt16? {
            guard opcode == .close, payload.count >= 2 else { return nil }
            return UInt16(payload[0]) << 8 | UInt16(payload[1])
        }
    }

    /// Parses server output; fails the test if it is not a sequence of complete, unmasked frames.
    static func serverFrames(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [ServerFrame] {
        var parser = WebSocketFrameParser(maxFrameBytes: Int.max, requireMasking: false, allowsCompressionBit: true)
        parser.append(bytes)
        var frames: [ServerFrame] = []
        var partial: [UInt8] = []
        do {
            while let chunk = try parser.nextChunk() {
                XCTAssertNil(chunk.header.maskKey, "server frames must not be masked", file: file, line: line)
                partial += chunk.payload
                if chunk.isFrameEnd {
                    frames.append(ServerFrame(opcode: chunk.header.opcode, fin: chunk.header.fin,
                                              rsv1: chunk.header.rsv1, payload: partial))
                    partial = []
                }
            }
        } catch {
            XCTFail("server sent an invalid frame: \(error)", file: file, line: line)
        }
        XCTAssertEqual(parser.bufferedByteCount, 0, "trailing partial frame", file: file, line: line)
        return frames
    }

    static func makeSession(maxMessageBytes: Int = 1 << 20, maxFrameBytes: Int = 1 << 20,
                            deflate: PerMessageDeflateParameters? = nil) -> WebSocketSession {
        var options = WebSocketOptions()
        options.maxMessageBytes = maxMessageBytes
        options.maxFrameBytes = maxFrameBytes
        options.minimumCompressedMessageBytes = 0
        return WebSocketSession(options: options, deflate: deflate)
    }
}

extension WebSocketSession.Output {
    var messages: [WebSocketMessage] {
        events.compactMap { if case .message(let message) = $0 { return message } else { return nil } }
    }

    var closedEvent: (code: UInt16?, reason: String)? {
        for event in events { if case .closed(let code, let reason) = event { return (code, reason) } }
        return nil
    }
}

/// Asserts that the server failed the connection with `code`: one Close frame carrying it, TCP to be closed,
/// and the .closed event reporting it.
func assertFailed(_ output: WebSocketSession.Output, code: UInt16, file: StaticString = #filePath, line: UInt = #line) {
    let frames = TestClient.serverFrames(output.bytesToWrite, file: file, line: line)
    XCTAssertEqual(frames.last?.opcode, .close, "expected a Close frame", file: file, line: line)
    XCTAssertEqual(frames.last?.closeCode, code, file: file, line: line)
    XCTAssertTrue(output.closeConnection, "connection should be closed", file: file, line: line)
    XCTAssertEqual(output.closedEvent?.code, code, file: file, line: line)
}
