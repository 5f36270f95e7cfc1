import Crypto
import Foundation
import HTTPTypes

/// Result of the upgrade handshake.
public struct WebSocketHandshakeResult: Sendable {
    /// Upgrade, Connection, Sec-WebSocket-Accept and, when negotiated, Sec-WebSocket-Extensions.
    public var responseHeaders: HTTPFields
    /// nil when permessage-deflate was not negotiated.
    public var deflate: PerMessageDeflateParameters?
}

/// Why an upgrade request was refused. `status` and `responseHeaders` say how to answer it.
public enum WebSocketHandshakeError: Error, Sendable, Equatable {
    case methodNotGet(String)
    case missingUpgradeHeader
    case missingConnectionUpgrade
    case unsupportedVersion(String?)
    case invalidKey

    public var reason: String {
        switch self {
        case .methodNotGet(let method): return "WebSocket upgrade requires GET, got \(method)"
        case .missingUpgradeHeader: return "Missing 'Upgrade: websocket' header"
        case .missingConnectionUpgrade: return "Missing 'Connection: Upgrade' header"
        case .unsupportedVersion(let version):
            return "Unsupported Sec-WebSocket-Version \(version.map { "'\($0)'" } ?? "(missing)"), expected 13"
        case .invalidKey: return "Sec-WebSocket-Key must be the base64 encoding of 16 bytes"
        }
    }

    /// 426 Upgrade Required for a missing Upgrade header or a wrong version (RFC 6455 §4.4), 400 otherwise.
    public var status: HTTPResponse.Status {
        switch self {
        case .missingUpgradeHeader, .unsupportedVersion: return .upgradeRequired
        default: return .badRequest
        }
    }

    /// Extra headers for the error response (426 must say which protocol/version to use).
    public var responseHeaders: HTTPFields {
        switch self {
        case .missingUpgradeHeader: return [.upgrade: "websocket", .connection: "Upgrade"]
        case .unsupportedVersion: return [.secWebSocketVersion: "13"]
        default: return [:]
        }
    }
}

public enum WebSocketHandshake {
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// Validates an upgrade request (RFC 6455 §4.2.1) and builds the 101 headers; negotiates permessage-deflate.
    public static func accept(method: HTTPRequest.Method, headers: HTTPFields, options: WebSocketOptions)
        throws(WebSocketHandshakeError) -> WebSocketHandshakeResult
    {
        guard method == .get else { throw .methodNotGet(method.rawValue) }
        guard tokens(headers[values: .upgrade]).contains("websocket") else { throw .missingUpgradeHeader }
        guard tokens(headers[values: .connection]).contains("upgrade") else { throw .missingConnectionUpgrade }
        let versions = headers[values: .secWebSocketVersion]
        guard versions.count == 1, versions[0].trimmingCharacters(in: .whitespaces) == "13" else {
            throw .unsupportedVersion(versions.isEmpty ? nil : versions.joined(separator: ", "))
        }
        let keys = headers[values: .secWebSocketKey]
        guard keys.count == 1 else { throw .invalidKey }
        let key = keys[0].trimmingCharacters(in: .whitespaces)
        guard isValidKey(key) else { throw .invalidKey }

        var response: HTTPFields = [
            .upgrade: "websocket",
            .connection: "Upgrade",
            .secWebSocketAccept: acceptValue(forKey: key),
        ]
        var deflate: PerMessageDeflateParameters?
        if options.enablePerMessageDeflate,
           let negotiated = PerMessageDeflateParameters.negotiate(offers: headers[values: .secWebSocketExtensions]) {
            deflate = negotiated
            response[.secWebSocketExtensions] = negotiated.responseHeaderValue
        }
        return WebSocketHandshakeResult(responseHeaders: response, deflate: deflate)
    }

    /// base64(SHA-1(key + GUID)) — RFC 6455 §4.2.2 item 5.4.
    public static func acceptValue(forKey key: String) -> String {
        let digest = Insecure.SHA1.hash(data: Data((key + guid).utf8))
        return Data(digest).base64EncodedString()
    }

    /// The key must be base64 of exactly 16 bytes (24 characters ending in "==").
    static func isValidKey(_ key: String) -> Bool {
        guard key.utf8.count == 24, let decoded = Data(base64Encoded: key) else { return false }
        return decoded.count == 16
    }

    /// Comma-separated header tokens, lowercased and trimmed (header may also be repeated).
    static func tokens(_ values: [String]) -> Set<String> {
        Set(values.flatMap { $0.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        })
    }
}
