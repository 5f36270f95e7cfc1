// Pure file: standard library only (compiled directly into bench/fuzz/http with swiftc).

/// Decides what a syntactically valid head means: body framing (RFC 9112 §6.3), persistence (§9.3),
/// Host and Expect. Anything ambiguous is rejected, because a proxy in front of us might read it differently
/// (request smuggling).
enum HTTPHeadInterpreter {
    static func interpret(method: String, target: String, minorVersion: Int, headers: [HTTPHeaderLine],
                          limits: HTTPParserLimits) throws(HTTPParseError) -> HTTPRequestHead {
        var contentLength: Int?
        var transferCodings: [String]?
        var hostCount = 0
        var connectionClose = false
        var connectionKeepAlive = false
        var expectation: String?

        for header in headers {
            switch header.name.utf8.count {
            case 4 where asciiCaseInsensitiveEquals(header.name, "host"):
                hostCount += 1
            case 6 where asciiCaseInsensitiveEquals(header.name, "expect"):
                expectation = header.value.lowercased()
            case 10 where asciiCaseInsensitiveEquals(header.name, "connection"):
                for token in commaSeparatedLowercasedElements(header.value) {
                    if token == "close" { connectionClose = true }
                    if token == "keep-alive" { connectionKeepAlive = true }
                }
            case 14 where asciiCaseInsensitiveEquals(header.name, "content-length"):
                for element in header.value.split(separator: ",", omittingEmptySubsequences: false) {
                    let value = try parseContentLength(element)
                    if let existing = contentLength, existing != value { throw .conflictingContentLength }
                    contentLength = value
                }
            case 17 where asciiCaseInsensitiveEquals(header.name, "transfer-encoding"):
                transferCodings = (transferCodings ?? []) + commaSeparatedLowercasedElements(header.value)
            default:
                break
            }
        }

        if hostCount > 1 { throw .duplicateHost }
        if minorVersion >= 1 && hostCount == 0 { throw .missingHost }

        let framing: HTTPBodyFraming
        if let codings = transferCodings {
            if contentLength != nil { throw .contentLengthWithTransferEncoding }
            if minorVersion == 0 { throw .transferEncodingOnHTTP10 }
            if codings.contains(where: { $0 != "chunked" }) { throw .unsupportedTransferEncoding }
            if codings.count != 1 { throw .invalidTransferEncoding }
            framing = .chunked
        } else if let length = contentLength {
            if length > limits.maxBodyBytes { throw .bodyTooLarge }
            framing = length == 0 ? .none : .contentLength(length)
        } else {
            framing = .none
        }

        var expectsContinue = false
        if let expectation {
            guard expectation == "100-continue" else { throw .unsupportedExpectation }
            expectsContinue = minorVersion >= 1 && framing != .none
        }

        let keepAlive = minorVersion >= 1 ? !connectionClose : (connectionKeepAlive && !connectionClose)
        return HTTPRequestHead(method: method, target: target, minorVersion: minorVersion, headers: headers,
                               framing: framing, keepAlive: keepAlive, expectsContinue: expectsContinue)
    }

    /// 1*DIGIT with surrounding whitespace allowed; 18 digits at most so it cannot overflow.
    private static func parseContentLength(_ text: Substring) throws(HTTPParseError) -> Int {
        let digits = text.utf8.drop(while: isWhitespace).reversed().drop(while: isWhitespace).reversed()
        guard !digits.isEmpty, digits.count <= 18 else { throw .invalidContentLength }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { throw .invalidContentLength }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
