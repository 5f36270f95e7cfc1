import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately small blocking HTTP/1.1 client over a real TCP socket, so tests see exactly
/// the bytes the server sends (one request per connection, `Connection: close`).
struct RawHTTPResponse {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    var text: String { String(decoding: body, as: UTF8.self) }

    func json() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
            throw RawHTTPError.notJSONObject(text)
        }
        return object
    }
}

enum RawHTTPError: Error {
    case connectFailed(Int32)
    case malformedResponse(String)
    case notJSONObject(String)
}

final class RawSocket {
    let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { close(fd); throw RawHTTPError.connectFailed(errno) }
    }

    deinit { close(fd) }

    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { return }  // the server may close early (e.g. 413); the response still arrives
            offset += written
        }
    }

    /// Reads at most `count` bytes (blocking); empty at EOF.
    func read(upTo count: Int = 65_536) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let received = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, count, 0) }
        return received > 0 ? Array(buffer[0..<received]) : []
    }

    func readToEnd() -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = read()
            if chunk.isEmpty { return all }
            all += chunk
        }
    }
}

enum RawHTTP {
    static func request(port: Int, _ method: String, _ target: String, headers: [String: String] = [:],
                        body: [UInt8] = []) throws -> RawHTTPResponse {
        let socket = try RawSocket(port: port)
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || ["POST", "PATCH", "PUT"].contains(method) { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        socket.write(Array(head.utf8) + body)
        return try parse(socket.readToEnd(), method: method)
    }

    static func parse(_ bytes: [UInt8], method: String) throws -> RawHTTPResponse {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0...(max(0, bytes.count - 4))).first(where: { bytes.count >= 4 && Array(bytes[$0..<($0 + 4)]) == separator }) else {
            throw RawHTTPError.malformedResponse(String(decoding: bytes, as: UTF8.self))
        }
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw RawHTTPError.malformedResponse(lines[0]) }
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = RawHTTPResponse(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
        if method == "HEAD" { response.body = [] }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" { response.body = try dechunk(response.body) }
        else if let length = response.header("Content-Length").flatMap(Int.init), length <= response.body.count {
            response.body = Array(response.body[0..<length])
        }
        return response
    }

    static func dechunk(_ bytes: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = (index..<(bytes.count - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
                  let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16)
            else { throw RawHTTPError.malformedResponse("bad chunk") }
            if size == 0 { return output }
            output += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            index = lineEnd + 2 + size + 2
        }
        return output
    }
}
