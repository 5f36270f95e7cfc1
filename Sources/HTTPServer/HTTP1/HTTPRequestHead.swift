// Pure file: standard library only (compiled directly into bench/fuzz/http with swiftc).

/// Limits the parser enforces; the server copies them from `HTTPServerLimits`.
public struct HTTPParserLimits: Sendable {
    public var maxRequestLineBytes: Int
    public var maxHeaderBytes: Int
    public var maxHeaderCount: Int
    public var maxBodyBytes: Int

    public init(maxRequestLineBytes: Int = 8 * 1024, maxHeaderBytes: Int = 32 * 1024,
                maxHeaderCount: Int = 100, maxBodyBytes: Int = 16 * 1024 * 1024) {
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.maxBodyBytes = maxBodyBytes
    }
}

/// One header field exactly as received (name case preserved, value without surrounding whitespace).
public struct HTTPHeaderLine: Equatable, Sendable {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// How the request body is delimited.
public enum HTTPBodyFraming: Equatable, Sendable {
    case none
    case contentLength(Int)
    case chunked
}

/// A validated request head: the request line, the fields, and what the fields mean for the connection.
public struct HTTPRequestHead: Equatable, Sendable {
    public var method: String
    public var target: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1 (higher 1.x minors are treated as 1.1).
    public var minorVersion: Int
    public var headers: [HTTPHeaderLine]
    public var framing: HTTPBodyFraming
    /// Whether the connection may carry another request after this one.
    public var keepAlive: Bool
    /// `Expect: 100-continue` on an HTTP/1.1 request that has a body.
    public var expectsContinue: Bool

    /// First value of a header, compared case-insensitively.
    public func firstValue(of name: String) -> String? {
        headers.first(where: { asciiCaseInsensitiveEquals($0.name, name) })?.value
    }
}

/// A complete request as produced by the parser.
public enum HTTPParserEvent: Equatable, Sendable {
    /// The head is complete; the body (if any) follows. Lets the server answer `100 Continue` early.
    case head(HTTPRequestHead)
    /// The body (de-chunked) and any trailer fields are complete.
    case complete(body: [UInt8], trailers: [HTTPHeaderLine])
}

// MARK: - Byte classes (RFC 9110 §5.6.2)

@inline(__always) func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
         UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
         UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
        return true
    default:
        return false
    }
}

/// field-vchar / SP / HTAB / obs-text: everything except CTLs (NUL, CR, LF, ...) and DEL.
@inline(__always) func isFieldValueByte(_ byte: UInt8) -> Bool {
    byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
}

@inline(__always) func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

func asciiCaseInsensitiveEquals(_ lhs: String, _ rhs: String) -> Bool {
    var l = lhs.utf8.makeIterator()
    var r = rhs.utf8.makeIterator()
    while true {
        switch (l.next(), r.next()) {
        case (nil, nil): return true
        case let (a?, b?):
            if a == b { continue }
            if a | 0x20 != b | 0x20 { return false }
            let lower = a | 0x20
            if lower < UInt8(ascii: "a") || lower > UInt8(ascii: "z") { return false }
        default: return false
        }
    }
}

/// Splits a comma-separated field value into trimmed, non-empty, lowercased elements.
func commaSeparatedLowercasedElements(_ value: String) -> [String] {
    value.split(separator: ",").compactMap { element in
        let trimmed = element.drop(while: { $0 == " " || $0 == "\t" })
        let end = trimmed.lastIndex(where: { $0 != " " && $0 != "\t" })
        guard let end else { return nil }
        return String(trimmed[...end]).lowercased()
    }
}
