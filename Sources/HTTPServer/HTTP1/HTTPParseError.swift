// Pure file: standard library only (compiled directly into bench/fuzz/http with swiftc).

/// Why a request could not be parsed. Every case maps to the status code sent before closing the
/// connection: once framing is in doubt the server never reads another request from that connection.
public enum HTTPParseError: Error, Equatable, Sendable {
    case invalidRequestLine
    case requestLineTooLong
    case unsupportedVersion
    case headerBlockTooLarge
    case tooManyHeaders
    case invalidHeaderName
    case invalidHeaderValue
    case obsoleteLineFolding
    case invalidLineEnding
    case missingHost
    case duplicateHost
    case invalidContentLength
    case conflictingContentLength
    case contentLengthWithTransferEncoding
    case transferEncodingOnHTTP10
    case unsupportedTransferEncoding
    case invalidTransferEncoding
    case bodyTooLarge
    case invalidChunkSize
    case invalidChunkLine
    case invalidChunkTerminator
    case unsupportedExpectation
    case invalidRequestTarget
    case invalidPercentEncoding

    /// HTTP status code answered for this error.
    public var statusCode: Int {
        switch self {
        case .requestLineTooLong: return 414
        case .headerBlockTooLarge, .tooManyHeaders: return 431
        case .unsupportedVersion: return 505
        case .unsupportedTransferEncoding: return 501
        case .bodyTooLarge: return 413
        case .unsupportedExpectation: return 417
        default: return 400
        }
    }

    /// One sentence for the problem+json `detail`.
    public var detail: String {
        switch self {
        case .invalidRequestLine: return "The request line is malformed."
        case .requestLineTooLong: return "The request line is too long."
        case .unsupportedVersion: return "Only HTTP/1.0 and HTTP/1.1 are supported."
        case .headerBlockTooLarge: return "The request header block is too large."
        case .tooManyHeaders: return "The request has too many header fields."
        case .invalidHeaderName: return "A header field name is not a valid token."
        case .invalidHeaderValue: return "A header field value contains a forbidden character."
        case .obsoleteLineFolding: return "Obsolete header line folding is not accepted."
        case .invalidLineEnding: return "Lines must end with CRLF."
        case .missingHost: return "HTTP/1.1 requests must carry a Host header."
        case .duplicateHost: return "The request carries more than one Host header."
        case .invalidContentLength: return "Content-Length is not a valid number."
        case .conflictingContentLength: return "Content-Length values disagree."
        case .contentLengthWithTransferEncoding: return "Content-Length and Transfer-Encoding must not both be present."
        case .transferEncodingOnHTTP10: return "Transfer-Encoding is not allowed in an HTTP/1.0 request."
        case .unsupportedTransferEncoding: return "Only the chunked transfer coding is supported."
        case .invalidTransferEncoding: return "Transfer-Encoding must end with a single chunked coding."
        case .bodyTooLarge: return "The request body is too large."
        case .invalidChunkSize: return "A chunk size is not a valid hexadecimal number."
        case .invalidChunkLine: return "A chunk header or trailer line is malformed."
        case .invalidChunkTerminator: return "Chunk data must be followed by CRLF."
        case .unsupportedExpectation: return "Only the 100-continue expectation is supported."
        case .invalidRequestTarget: return "The request target is not a valid origin-form or absolute-form URI."
        case .invalidPercentEncoding: return "The request target contains invalid percent-encoding."
        }
    }
}
