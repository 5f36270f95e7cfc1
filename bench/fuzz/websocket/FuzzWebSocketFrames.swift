// libFuzzer target over the WebSocket frame parser + incremental UTF-8 validator (compiled together with
// Sources/WebSocketProtocol/{WebSocketFrameParser,UTF8StreamValidator,WebSocketFrameEncoder}.swift; see run.sh).
//
// Input layout: byte 0 = options (bit 0: compression bit allowed, bit 1: require masking, bits 2-3: frame size
// limit), byte 1 = chunk size used to feed the parser (1...256), rest = the byte stream.
// Besides "no crash / no sanitizer report", it checks invariants and traps when one breaks:
//  - the payload pieces of a frame add up to exactly its declared length, start/end flags are consistent;
//  - control frames arrive in one piece, ≤ 125 bytes, with FIN set;
//  - streamed UTF-8 validation (piecewise, as received) agrees with a one-shot validation and with the stdlib;
//  - re-encoding a parsed frame and parsing it again gives the same header and payload.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebSocketFrames(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let options = data[0]
    let chunkSize = Int(data[1]) + 1
    let limits = [125, 1024, 65_536, 1 << 20]
    var parser = WebSocketFrameParser(
        maxFrameBytes: limits[Int(options >> 2) & 3], requireMasking: options & 2 != 0,
        allowsCompressionBit: options & 1 != 0)
    let stream = UnsafeBufferPointer(start: data + 2, count: size - 2)

    var frameHeader: WebSocketFrameHeader?
    var framePayload: [UInt8] = []
    var streamedUTF8 = UTF8StreamValidator()
    var offset = 0
    while offset < stream.count {
        let end = min(stream.count, offset + chunkSize)
        parser.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(stream)[offset ..< end]))
        offset = end
        while true {
            let chunk: WebSocketFrameChunk?
            do { chunk = try parser.nextChunk() } catch {
                precondition(parser.failure == error, "failure must be sticky")
                return 0
            }
            guard let chunk else { break }
            if chunk.isFrameStart {
                precondition(frameHeader == nil, "new frame started before the previous ended")
                frameHeader = chunk.header
                framePayload = []
                streamedUTF8.reset()
            } else {
                precondition(frameHeader == chunk.header, "header changed mid-frame")
            }
            if chunk.header.opcode.isControl {
                precondition(chunk.isFrameStart && chunk.isFrameEnd, "control frames must arrive whole")
                precondition(chunk.header.fin && chunk.header.payloadLength <= 125)
            }
            framePayload += chunk.payload
            streamedUTF8.consume(chunk.payload)
            precondition(framePayload.count <= chunk.header.payloadLength, "more payload than declared")
            if chunk.isFrameEnd {
                precondition(framePayload.count == chunk.header.payloadLength, "payload shorter than declared")
                checkFrame(chunk.header, payload: framePayload, streamed: streamedUTF8)
                frameHeader = nil
            }
        }
    }
    return 0
}

private func checkFrame(_ header: WebSocketFrameHeader, payload: [UInt8], streamed: UTF8StreamValidator) {
    let oneShot = UTF8StreamValidator.isValidUTF8(payload)
    precondition(streamed.isComplete == oneShot, "streamed vs one-shot UTF-8 verdict differ")
    precondition(oneShot == (String(validating: payload, as: UTF8.self) != nil), "UTF-8 verdict differs from stdlib")

    let encoded = WebSocketFrameEncoder.encode(
        opcode: header.opcode, payload: payload, fin: header.fin, rsv1: header.rsv1, maskKey: header.maskKey)
    var reparser = WebSocketFrameParser(maxFrameBytes: Int.max, requireMasking: false, allowsCompressionBit: true)
    reparser.append(encoded)
    var collected: [UInt8] = []
    do {
        while let chunk = try reparser.nextChunk() {
            precondition(chunk.header == header, "re-encoded header differs")
            collected += chunk.payload
        }
    } catch {
        preconditionFailure("re-encoded frame rejected: \(error)")
    }
    precondition(collected == payload, "re-encoded payload differs")
}
