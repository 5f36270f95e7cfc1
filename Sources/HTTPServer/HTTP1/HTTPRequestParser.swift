// Pure file: standard library only (compiled directly into bench/fuzz/http with swiftc).

/// Incremental, strict HTTP/1.1 request parser (RFC 9112). Feed bytes with `append`, then call `next()`
/// until it returns nil. Bytes of pipelined requests stay buffered until `next()` is called again, so the
/// caller decides when to start the next request (responses go out in order). After an error the parser
/// stays failed: the caller answers with `error.statusCode` and closes the connection.
public struct HTTPRequestParser {
    private enum State {
        case head
        case fixedBody(remaining: Int)
        case chunkHeader
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers
        case failed(HTTPParseError)
    }

    public let limits: HTTPParserLimits
    private var state: State = .head
    private var buffer: [UInt8] = []
    private var start = 0
    // Head scanning progress, relative to `start`, so a slow client is not rescanned from the beginning.
    private var scanOffset = 0
    private var lineStart = 0
    private var headLines: [Range<Int>] = []
    // Body accumulation.
    private var body: [UInt8] = []
    private var trailers: [HTTPHeaderLine] = []
    private var trailerBytes = 0

    /// Longest chunk-size line (size + extensions) accepted.
    static let maxChunkLineBytes = 4096

    public init(limits: HTTPParserLimits = HTTPParserLimits()) {
        self.limits = limits
    }

    /// Bytes received but not yet consumed by a completed event.
    public var bufferedByteCount: Int { buffer.count - start }

    /// True between requests: no partial head or body is buffered in the state machine.
    public var isIdle: Bool {
        if case .head = state { return bufferedByteCount == 0 }
        return false
    }

    /// True while a head has been parsed but its body is not complete.
    public var isReadingBody: Bool {
        switch state {
        case .fixedBody, .chunkHeader, .chunkData, .chunkDataEnd, .trailers: return true
        case .head, .failed: return false
        }
    }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compactIfUseful()
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: [UInt8]) {
        compactIfUseful()
        buffer.append(contentsOf: bytes)
    }

    /// Hands over all unconsumed bytes (e.g. WebSocket frames that followed an upgrade request).
    public mutating func takeBufferedBytes() -> [UInt8] {
        let rest = Array(buffer[start...])
        buffer.removeAll(keepingCapacity: false)
        start = 0
        return rest
    }

    private mutating func compactIfUseful() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 4096 && start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// Parses as far as the buffered bytes allow. Returns nil when more bytes are needed.
    public mutating func next() throws(HTTPParseError) -> HTTPParserEvent? {
        do {
            return try step()
        } catch {
            state = .failed(error)
            throw error
        }
    }

    private mutating func step() throws(HTTPParseError) -> HTTPParserEvent? {
        while true {
            switch state {
            case .failed(let error):
                throw error
            case .head:
                guard let head = try scanHead() else { return nil }
                body = []
                trailers = []
                trailerBytes = 0
                switch head.framing {
                case .none: state = .fixedBody(remaining: 0)
                case .contentLength(let length): state = .fixedBody(remaining: length)
                case .chunked: state = .chunkHeader
                }
                return .head(head)
            case .fixedBody(let remaining):
                let take = min(remaining, bufferedByteCount)
                if take > 0 {
                    body.append(contentsOf: buffer[start..<(start + take)])
                    start += take
                }
                if remaining - take > 0 {
                    state = .fixedBody(remaining: remaining - take)
                    return nil
                }
                return finishRequest()
            case .chunkHeader:
                guard let line = try takeLine(maxBytes: Self.maxChunkLineBytes) else { return nil }
                let size = try parseChunkSize(line)
                if size > limits.maxBodyBytes - body.count { throw .bodyTooLarge }
                state = size == 0 ? .trailers : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let take = min(remaining, bufferedByteCount)
                if take > 0 {
                    body.append(contentsOf: buffer[start..<(start + take)])
                    start += take
                }
                if remaining - take > 0 {
                    state = .chunkData(remaining: remaining - take)
                    return nil
                }
                state = .chunkDataEnd
            case .chunkDataEnd:
                guard bufferedByteCount >= 2 else {
                    if bufferedByteCount == 1 && buffer[start] != 0x0D { throw .invalidChunkTerminator }
                    return nil
                }
                guard buffer[start] == 0x0D, buffer[start + 1] == 0x0A else { throw .invalidChunkTerminator }
                start += 2
                state = .chunkHeader
            case .trailers:
                let budget = limits.maxHeaderBytes - trailerBytes
                guard let line = try takeLine(maxBytes: max(budget, 0), tooLong: .headerBlockTooLarge) else { return nil }
                trailerBytes += line.count + 2
                if line.isEmpty { return finishRequest() }
                if trailers.count >= limits.maxHeaderCount { throw .tooManyHeaders }
                let field = try Self.parseFieldLine(buffer, line)
                trailers.append(field)
            }
        }
    }

    private mutating func finishRequest() -> HTTPParserEvent {
        let event = HTTPParserEvent.complete(body: body, trailers: trailers)
        body = []
        trailers = []
        state = .head
        return event
    }

    // MARK: - Lines

    /// Takes one CRLF-terminated line (range excludes CRLF) or returns nil if incomplete.
    private mutating func takeLine(maxBytes: Int, tooLong: HTTPParseError = .invalidChunkLine) throws(HTTPParseError) -> Range<Int>? {
        var index = start
        let end = buffer.count
        while index < end {
            if index - start > maxBytes + 1 { throw tooLong }
            let byte = buffer[index]
            if byte == 0x0A {
                guard index > start, buffer[index - 1] == 0x0D else { throw .invalidLineEnding }
                let line = start..<(index - 1)
                if line.count > maxBytes { throw tooLong }
                start = index + 1
                return line
            }
            index += 1
        }
        return nil
    }

    // MARK: - Head

    /// Scans for the end of the head, enforcing size limits byte by byte while bytes trickle in. Limits are
    /// checked at the byte position where they are exceeded, so the outcome never depends on how the input
    /// was split into reads (the fuzzer checks exactly that).
    private mutating func scanHead() throws(HTTPParseError) -> HTTPRequestHead? {
        var index = start + scanOffset
        let end = buffer.count
        while index < end {
            if headLines.isEmpty {
                // +1: the CR of a request line exactly at the limit.
                if index - (start + lineStart) > limits.maxRequestLineBytes + 1 { throw .requestLineTooLong }
            } else if index - (start + headLines[0].upperBound + 2) >= limits.maxHeaderBytes + 2 {
                // +2: the CRLF of the empty line that ends the head is not counted.
                throw .headerBlockTooLarge
            }
            if buffer[index] != 0x0A {
                index += 1
                continue
            }
            let absoluteLineStart = start + lineStart
            guard index > absoluteLineStart, buffer[index - 1] == 0x0D else { throw .invalidLineEnding }
            let line = absoluteLineStart..<(index - 1)
            if line.isEmpty {
                if headLines.isEmpty {
                    // RFC 9112 §2.2: ignore empty lines received before the request line.
                    start = index + 1
                    index = start
                    scanOffset = 0
                    lineStart = 0
                    continue
                }
                let head = try parseHead()
                start = index + 1
                scanOffset = 0
                lineStart = 0
                headLines.removeAll(keepingCapacity: true)
                return head
            }
            if headLines.count > limits.maxHeaderCount { throw .tooManyHeaders }
            headLines.append((line.lowerBound - start)..<(line.upperBound - start))
            if headLines.count > 1, (index + 1) - (headLines[0].upperBound + start + 2) > limits.maxHeaderBytes {
                throw .headerBlockTooLarge
            }
            index += 1
            lineStart = index - start
        }
        scanOffset = index - start
        return nil
    }

    private func parseHead() throws(HTTPParseError) -> HTTPRequestHead {
        let requestLine = (headLines[0].lowerBound + start)..<(headLines[0].upperBound + start)
        let fieldLines = headLines.dropFirst()
        if fieldLines.count > limits.maxHeaderCount { throw .tooManyHeaders }
        if let last = fieldLines.last, last.upperBound + 2 - (headLines[0].upperBound + 2) > limits.maxHeaderBytes {
            throw .headerBlockTooLarge
        }
        let (method, target, minor) = try Self.parseRequestLine(buffer, requestLine)
        var headers: [HTTPHeaderLine] = []
        headers.reserveCapacity(fieldLines.count)
        for relative in fieldLines {
            headers.append(try Self.parseFieldLine(buffer, (relative.lowerBound + start)..<(relative.upperBound + start)))
        }
        return try HTTPHeadInterpreter.interpret(method: method, target: target, minorVersion: minor,
                                                 headers: headers, limits: limits)
    }

    static func parseRequestLine(_ bytes: [UInt8], _ line: Range<Int>) throws(HTTPParseError) -> (String, String, Int) {
        guard let firstSpace = bytes[line].firstIndex(of: 0x20) else { throw .invalidRequestLine }
        let methodBytes = bytes[line.lowerBound..<firstSpace]
        guard !methodBytes.isEmpty, methodBytes.allSatisfy(isTokenByte) else { throw .invalidRequestLine }
        let afterMethod = (firstSpace + 1)..<line.upperBound
        guard let secondSpace = bytes[afterMethod].firstIndex(of: 0x20) else { throw .invalidRequestLine }
        let targetBytes = bytes[afterMethod.lowerBound..<secondSpace]
        guard !targetBytes.isEmpty, targetBytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw .invalidRequestLine
        }
        let version = bytes[(secondSpace + 1)..<line.upperBound]
        guard version.count == 8, version.starts(with: [0x48, 0x54, 0x54, 0x50, 0x2F]) else { throw .invalidRequestLine }
        let major = version[version.startIndex + 5], dot = version[version.startIndex + 6]
        let minor = version[version.startIndex + 7]
        guard dot == UInt8(ascii: "."), (0x30...0x39).contains(major), (0x30...0x39).contains(minor) else {
            throw .invalidRequestLine
        }
        guard major == UInt8(ascii: "1") else { throw .unsupportedVersion }
        return (String(decoding: methodBytes, as: UTF8.self), String(decoding: targetBytes, as: UTF8.self),
                minor == UInt8(ascii: "0") ? 0 : 1)
    }

    static func parseFieldLine(_ bytes: [UInt8], _ line: Range<Int>) throws(HTTPParseError) -> HTTPHeaderLine {
        guard let first = line.first.map({ bytes[$0] }) else { throw .invalidHeaderName }
        if isWhitespace(first) { throw .obsoleteLineFolding }
        guard let colon = bytes[line].firstIndex(of: UInt8(ascii: ":")) else { throw .invalidHeaderName }
        let nameBytes = bytes[line.lowerBound..<colon]
        guard !nameBytes.isEmpty, nameBytes.allSatisfy(isTokenByte) else { throw .invalidHeaderName }
        var valueStart = colon + 1
        var valueEnd = line.upperBound
        while valueStart < valueEnd, isWhitespace(bytes[valueStart]) { valueStart += 1 }
        while valueEnd > valueStart, isWhitespace(bytes[valueEnd - 1]) { valueEnd -= 1 }
        let valueBytes = bytes[valueStart..<valueEnd]
        guard valueBytes.allSatisfy(isFieldValueByte) else { throw .invalidHeaderValue }
        return HTTPHeaderLine(name: String(decoding: nameBytes, as: UTF8.self),
                              value: String(decoding: valueBytes, as: UTF8.self))
    }

    // MARK: - Chunks

    private func parseChunkSize(_ line: Range<Int>) throws(HTTPParseError) -> Int {
        var index = line.lowerBound
        var size = 0
        var digits = 0
        while index < line.upperBound, let value = hexValue(buffer[index]) {
            digits += 1
            // 15 hex digits fit comfortably in Int; more is an overflow attempt.
            if digits > 15 { throw .invalidChunkSize }
            size = size << 4 | value
            index += 1
        }
        guard digits > 0 else { throw .invalidChunkSize }
        while index < line.upperBound, isWhitespace(buffer[index]) { index += 1 }
        if index < line.upperBound {
            // chunk-ext: ";" name ["=" value] ... — skipped, but must not contain control characters.
            guard buffer[index] == UInt8(ascii: ";") else { throw .invalidChunkSize }
            guard buffer[index..<line.upperBound].allSatisfy(isFieldValueByte) else { throw .invalidChunkLine }
        }
        return size
    }

    @inline(__always) private func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
