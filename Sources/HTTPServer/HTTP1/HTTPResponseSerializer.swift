import HTTPTypes

/// Turns a response into wire bytes. The server owns framing: handler-set Content-Length, Transfer-Encoding
/// and Connection fields are replaced. A handler may ask for a chunked body by setting
/// `Transfer-Encoding: chunked` (honoured for HTTP/1.1 only; HTTP/1.0 gets a sized body).
enum HTTPResponseSerializer {
    static let chunkSize = 16 * 1024

    struct Context {
        var minorVersion: Int
        var isHeadRequest: Bool
        var keepAlive: Bool
    }

    static func serialize(_ response: HTTPServerResponse, context: Context, into output: inout [UInt8]) {
        let status = response.status
        let bodyAllowed = !(status.code < 200 || status.code == 204 || status.code == 304)
        let wantsChunked = context.minorVersion >= 1 && bodyAllowed
            && response.headers[.transferEncoding]?.lowercased() == "chunked"
        output.reserveCapacity(output.count + 160 + response.headers.count * 40 + response.body.count)
        append("HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n", to: &output)
        var hasDate = false
        for field in response.headers {
            let name = field.name
            if name == .contentLength || name == .transferEncoding { continue }
            if name == .connection && status.code != 101 { continue }
            if name == .date { hasDate = true }
            append(name.rawName, to: &output)
            output.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
            append(field.value, to: &output)
            output.append(contentsOf: [0x0D, 0x0A])
        }
        if !hasDate {
            append("Date: ", to: &output)
            output.append(contentsOf: HTTPDateCache.shared.current())
            output.append(contentsOf: [0x0D, 0x0A])
        }
        if wantsChunked {
            append("Transfer-Encoding: chunked\r\n", to: &output)
        } else if bodyAllowed || status.code == 304 && !response.body.isEmpty {
            append("Content-Length: \(response.body.count)\r\n", to: &output)
        }
        if status.code == 101 {
            // The upgrade response carries the handler's own `Connection: Upgrade`.
        } else if !context.keepAlive {
            append("Connection: close\r\n", to: &output)
        } else if context.minorVersion == 0 {
            append("Connection: keep-alive\r\n", to: &output)
        }
        output.append(contentsOf: [0x0D, 0x0A])
        guard bodyAllowed, !context.isHeadRequest else { return }
        if wantsChunked {
            appendChunked(response.body, to: &output)
        } else {
            output.append(contentsOf: response.body)
        }
    }

    /// A bare response used where no router is involved (limits, parse errors, 503 at the accept limit).
    static func problemBytes(status: HTTPResponse.Status, detail: String, keepAlive: Bool) -> [UInt8] {
        var output: [UInt8] = []
        serialize(.problem(status, detail: detail), context: Context(minorVersion: 1, isHeadRequest: false,
                                                                      keepAlive: keepAlive), into: &output)
        return output
    }

    static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    private static func appendChunked(_ body: [UInt8], to output: inout [UInt8]) {
        var offset = 0
        while offset < body.count {
            let end = min(offset + chunkSize, body.count)
            append(String(end - offset, radix: 16) + "\r\n", to: &output)
            output.append(contentsOf: body[offset..<end])
            output.append(contentsOf: [0x0D, 0x0A])
            offset = end
        }
        append("0\r\n\r\n", to: &output)
    }

    @inline(__always) private static func append(_ string: String, to output: inout [UInt8]) {
        output.append(contentsOf: string.utf8)
    }
}
