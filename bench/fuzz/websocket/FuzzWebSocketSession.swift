// libFuzzer target over the whole WebSocketSession engine (parser, assembler, UTF-8, close handshake,
// permessage-deflate inflate via zlib). Compiled with the module's pure files, without the handshake (see run.sh).
//
// Input layout: byte 0 = options (bit 0: deflate negotiated, bit 1: client_no_context_takeover, bit 2: receive one
// message at a time, bits 3-4: message size limit), byte 1 = chunk size used to feed the session (1...256),
// rest = bytes from the "client". Seeds use all-zero mask keys so the fuzzer can shape payloads (e.g. deflate data).
// Invariants (trap when broken): what the server writes is a sequence of complete, unmasked, valid frames; at most
// one .closed event; nothing is written or delivered after closeConnection; text messages are valid UTF-8;
// messages never exceed the limit.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebSocketSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let flags = data[0]
    let chunkSize = Int(data[1]) + 1
    var options = WebSocketOptions()
    options.maxMessageBytes = [64, 1024, 65_536, 1 << 20][Int(flags >> 3) & 3]
    options.maxFrameBytes = options.maxMessageBytes
    let deflate = flags & 1 != 0 ? PerMessageDeflateParameters(clientNoContextTakeover: flags & 2 != 0) : nil
    let oneAtATime = flags & 4 != 0
    var session = WebSocketSession(options: options, deflate: deflate)

    var written: [UInt8] = []
    var closedEvents = 0
    var connectionClosed = false
    func absorb(_ output: WebSocketSession.Output) {
        precondition(!connectionClosed || (output.bytesToWrite.isEmpty && output.events.isEmpty), "activity after close")
        written += output.bytesToWrite
        for event in output.events {
            switch event {
            case .message(.text(let text)):
                precondition(text.utf8.count <= options.maxMessageBytes, "text over limit")
            case .message(.binary(let bytes)):
                precondition(bytes.count <= options.maxMessageBytes, "binary over limit")
            case .closed:
                closedEvents += 1
            }
        }
        if output.closeConnection { connectionClosed = true }
    }

    let stream = UnsafeRawBufferPointer(start: data + 2, count: size - 2)
    var offset = 0
    while offset < stream.count {
        let end = min(stream.count, offset + chunkSize)
        let piece = UnsafeRawBufferPointer(rebasing: stream[offset ..< end])
        offset = end
        if oneAtATime {
            absorb(session.receive(piece, maxMessages: 1))
            while session.hasUnprocessedInput { absorb(session.receive([], maxMessages: 1)) }
        } else {
            absorb(session.receive(piece))
        }
        if offset % 3 == 0 { written += session.send(.binary(Array(repeating: 0x41, count: offset % 200))) }
    }
    absorb(WebSocketSession.Output(events: session.transportClosed()))
    precondition(closedEvents == 1, "exactly one .closed event expected, got \(closedEvents)")
    checkServerOutput(written, deflate: deflate)
    return 0
}

/// The server's bytes must parse as complete, unmasked frames with valid close frames.
private func checkServerOutput(_ bytes: [UInt8], deflate: PerMessageDeflateParameters?) {
    var parser = WebSocketFrameParser(maxFrameBytes: Int.max, requireMasking: false, allowsCompressionBit: deflate != nil)
    parser.append(bytes)
    var sawClose = false
    do {
        while let chunk = try parser.nextChunk() {
            precondition(chunk.header.maskKey == nil, "server frame masked")
            precondition(!sawClose, "frame after our Close")
            if chunk.header.opcode == .close {
                sawClose = true
                let payload = chunk.payload
                precondition(payload.count != 1, "1-byte close payload")
                if payload.count >= 2 {
                    let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
                    precondition(WebSocketCloseCode.isValidOnWire(code), "sent invalid close code \(code)")
                    precondition(UTF8StreamValidator.isValidUTF8(Array(payload[2...])), "close reason not UTF-8")
                }
            }
        }
    } catch {
        preconditionFailure("server wrote an invalid frame: \(error)")
    }
    precondition(parser.bufferedByteCount == 0, "server wrote a partial frame")
}
