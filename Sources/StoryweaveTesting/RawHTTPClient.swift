import Foundation
#if canImport(Glibc)
import Glibc
#endif

public enum RawHTTPClientError: Error {
    case connectFailed(Int32)
    case timedOut
    case closedBeforeResponse
    case malformedResponse(String)
}

/// A blocking TCP client for end-to-end tests. It sends whatever bytes a test gives it (garbage,
/// pipelined requests, one byte at a time) and parses responses itself, so a test sees exactly what
/// the server wrote. `request(port:…)` is the one-request-per-connection form most tests use.
public final class RawHTTPClient {
    public let fd: Int32
    private var buffer: [UInt8] = []

    /// `timeout`: seconds any single send or receive may block before failing with `.timedOut`.
    public init(port: Int, host: String = "127.0.0.1", timeout: Double = 30) throws {
        let isV6 = host.contains(":")
        fd = socket(isV6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        let result: Int32
        if isV6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET6, host, &address.sin6_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET, host, &address.sin_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            throw RawHTTPClientError.connectFailed(code)
        }
    }

    deinit { Glibc.close(fd) }

    // MARK: One request

    /// One request on a new connection (`Connection: close`), its response read whole. `Host` and, for a
    /// body or a POST/PATCH/PUT, `Content-Length` are added; `headers` may add anything else.
    public static func request(port: Int, _ method: String, _ target: String, headers: [String: String] = [:],
                               body: [UInt8] = [], timeout: Double = 60) throws -> TestResponse {
        let client = try RawHTTPClient(port: port, timeout: timeout)
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || ["POST", "PATCH", "PUT"].contains(method) { head += "Content-Length: \(body.count)\r\n" }
        // The server may answer and close before the body is sent (e.g. 413); its response still arrives.
        client.send(Array((head + "\r\n").utf8) + body)
        return try client.readResponse(headRequest: method == "HEAD")
    }

    // MARK: Writing

    /// Returns false if the peer is gone (EPIPE/ECONNRESET).
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    public func shutdownWrite() { Glibc.shutdown(fd, Int32(SHUT_WR)) }

    // MARK: Reading

    /// Reads one response. `headRequest`: no body follows regardless of Content-Length.
    public func readResponse(headRequest: Bool = false) throws -> TestResponse {
        var headEnd: Int?
        while headEnd == nil {
            if let range = findCRLFCRLF() { headEnd = range; break }
            guard try fill() else { throw RawHTTPClientError.closedBeforeResponse }
        }
        let headBytes = Array(buffer[0..<headEnd!])
        buffer.removeSubrange(0..<(headEnd! + 4))
        let lines = String(decoding: headBytes, as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw RawHTTPClientError.malformedResponse(lines[0])
        }
        var headers: [(String, String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var response = TestResponse(status: status, headers: headers, body: [])
        if headRequest || status == 204 || status == 304 || status < 200 { return response }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            response.body = try readChunkedBody()
        } else if let length = response.header("Content-Length").flatMap(Int.init) {
            while buffer.count < length {
                guard try fill() else { throw RawHTTPClientError.closedBeforeResponse }
            }
            response.body = Array(buffer[0..<length])
            buffer.removeSubrange(0..<length)
        } else {
            while try fill() {}
            response.body = buffer
            buffer = []
        }
        return response
    }

    /// Reads raw bytes until at least `count` are buffered (or EOF).
    public func readBytes(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { break }
        }
        let taken = Array(buffer.prefix(count))
        buffer.removeSubrange(0..<taken.count)
        return taken
    }

    /// What is buffered, or else what arrives within `timeout` seconds (nil: the receive timeout);
    /// empty when the peer closed. Throws `.timedOut` when nothing came.
    public func receive(timeout: Double? = nil) throws -> [UInt8] {
        if buffer.isEmpty {
            if let timeout {
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard Glibc.poll(&descriptor, 1, Int32(max(0, timeout) * 1000)) > 0 else { throw RawHTTPClientError.timedOut }
            }
            _ = try fill()
        }
        defer { buffer = [] }
        return buffer
    }

    /// True if the server closes the connection (EOF) within the receive timeout; leftover bytes are discarded.
    public func waitForClose() -> Bool {
        do {
            while try fill() { buffer.removeAll() }
            return true
        } catch {
            return false
        }
    }

    /// Reads more bytes into the buffer; returns false on EOF, throws on timeout.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 {
                buffer.append(contentsOf: chunk[0..<n])
                return true
            }
            if n == 0 { return false }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: throw RawHTTPClientError.timedOut
            default: return false  // ECONNRESET and the like: the peer is gone
            }
        }
    }

    private func readChunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let line = try readLine()
            guard let size = Int(line.split(separator: ";").first ?? "", radix: 16) else { throw RawHTTPClientError.malformedResponse(line) }
            if size == 0 {
                while try !readLine().isEmpty {}
                return body
            }
            while buffer.count < size + 2 {
                guard try fill() else { throw RawHTTPClientError.closedBeforeResponse }
            }
            body.append(contentsOf: buffer[0..<size])
            buffer.removeSubrange(0..<(size + 2))
        }
    }

    private func readLine() throws -> String {
        while true {
            if let index = buffer.firstIndex(of: 0x0A), index > 0, buffer[index - 1] == 0x0D {
                let line = String(decoding: buffer[0..<(index - 1)], as: UTF8.self)
                buffer.removeSubrange(0...index)
                return line
            }
            guard try fill() else { throw RawHTTPClientError.closedBeforeResponse }
        }
    }

    private func findCRLFCRLF() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4) where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 {
            return i
        }
        return nil
    }
}
