// Imports only Foundation (nothing else from this module) so bench/fuzz can compile it with the parser.
import Foundation

/// Builds wire frames. Servers send unmasked frames; a mask key is only used by clients (and tests).
public enum WebSocketFrameEncoder {
    public static func encode(
        opcode: WebSocketOpcode, payload: [UInt8], fin: Bool = true, rsv1: Bool = false,
        maskKey: (UInt8, UInt8, UInt8, UInt8)? = nil
    ) -> [UInt8] {
        var frame: [UInt8] = []
        frame.reserveCapacity(payload.count + 14)
        appendHeader(to: &frame, opcode: opcode, payloadLength: payload.count, fin: fin, rsv1: rsv1, maskKey: maskKey)
        if let maskKey {
            var masked = payload
            WebSocketFrameParser.unmask(&masked, key: maskKey, offset: 0)
            frame.append(contentsOf: masked)
        } else {
            frame.append(contentsOf: payload)
        }
        return frame
    }

    public static func appendHeader(
        to frame: inout [UInt8], opcode: WebSocketOpcode, payloadLength: Int, fin: Bool, rsv1: Bool,
        maskKey: (UInt8, UInt8, UInt8, UInt8)?
    ) {
        frame.append((fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode.rawValue)
        let maskBit: UInt8 = maskKey == nil ? 0 : 0x80
        if payloadLength < 126 {
            frame.append(maskBit | UInt8(payloadLength))
        } else if payloadLength <= 0xFFFF {
            frame.append(maskBit | 126)
            frame.append(UInt8(payloadLength >> 8))
            frame.append(UInt8(payloadLength & 0xFF))
        } else {
            frame.append(maskBit | 127)
            let length = UInt64(payloadLength)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((length >> UInt64(shift)) & 0xFF)) }
        }
        if let maskKey { frame.append(contentsOf: [maskKey.0, maskKey.1, maskKey.2, maskKey.3]) }
    }

    /// Close frame payload: 2-byte code + UTF-8 reason, truncated so the payload stays ≤ 125 bytes
    /// (cut on a character boundary).
    public static func closePayload(code: UInt16?, reason: String) -> [UInt8] {
        guard let code else { return [] }
        var payload: [UInt8] = [UInt8(code >> 8), UInt8(code & 0xFF)]
        var reasonBytes = 0
        for scalar in reason.unicodeScalars {
            let size = String(scalar).utf8.count
            if reasonBytes + size > 123 { break }
            payload.append(contentsOf: String(scalar).utf8)
            reasonBytes += size
        }
        return payload
    }
}
