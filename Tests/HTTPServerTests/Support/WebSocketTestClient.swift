import Foundation

/// Client side of RFC 6455 over `RawClient`: handshake, masked frames out, unmasked frames in.
final class WebSocketTestClient {
    struct Frame {
        var opcode: UInt8
        var fin: Bool
        var payload: [UInt8]
        var text: String { String(decoding: payload, as: UTF8.self) }
        var closeCode: UInt16? { payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil }
    }

    let raw: RawClient
    let handshake: RawResponse

    init(port: Int, path: String = "/ws", extraHeaders: String = "") throws {
        raw = try RawClient(port: port)
        raw.send("GET \(path) HTTP/1.1\r\nHost: t\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\(extraHeaders)\r\n")
        handshake = try raw.readResponse()
    }

    static func encode(opcode: UInt8, payload: [UInt8], fin: Bool = true) -> [UInt8] {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return frame
    }

    func send(text: String) { raw.send(Self.encode(opcode: 1, payload: Array(text.utf8))) }
    func send(binary: [UInt8]) { raw.send(Self.encode(opcode: 2, payload: binary)) }
    func sendClose(code: UInt16) { raw.send(Self.encode(opcode: 8, payload: [UInt8(code >> 8), UInt8(code & 0xFF)])) }

    func readFrame() throws -> Frame {
        let header = try raw.readBytes(2)
        guard header.count == 2 else { throw RawClientError.closedBeforeResponse }
        var length = Int(header[1] & 0x7F)
        if length == 126 {
            let ext = try raw.readBytes(2)
            length = Int(ext[0]) << 8 | Int(ext[1])
        } else if length == 127 {
            length = try raw.readBytes(8).reduce(0) { $0 << 8 | Int($1) }
        }
        let payload = try raw.readBytes(length)
        return Frame(opcode: header[0] & 0x0F, fin: header[0] & 0x80 != 0, payload: payload)
    }
}
