import Foundation
import HTTPTypes

/// Where and how the server listens.
public struct HTTPServerConfiguration: Sendable {
    /// "127.0.0.1", "0.0.0.0" (all IPv4), "::1", "::" (all IPv6 + IPv4-mapped) or a host name.
    public var host: String = "127.0.0.1"
    /// 0 = ephemeral; read `HTTPServer.port` after `start()`.
    public var port: Int = 8080
    public var limits: HTTPServerLimits = .init()
    /// Number of serial I/O queues that all connection queues target.
    public var ioQueueCount: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Added to every HTTP response that does not set the field itself (e.g. security headers).
    public var defaultResponseHeaders: HTTPFields = [:]
    public init() {}
}

/// Every resource limit of the server. Each one is enforced and covered by a test.
public struct HTTPServerLimits: Sendable {
    public var maxRequestLineBytes = 8 * 1024
    public var maxHeaderBytes = 32 * 1024
    public var maxHeaderCount = 100
    public var maxBodyBytes = 16 * 1024 * 1024
    public var maxConnections = 4096
    /// Seconds to receive a full header block once its first byte arrived (slow-loris).
    public var headerReadTimeout: Double = 10
    /// Seconds to receive a full body once the head is complete.
    public var bodyReadTimeout: Double = 30
    /// Seconds a keep-alive connection may sit idle between requests.
    public var idleTimeout: Double = 60
    public var maxWebSocketMessageBytes = 16 * 1024 * 1024
    /// Pending output above which the connection stops reading (backpressure).
    public var outputHighWaterBytes = 1024 * 1024
    /// Pending WebSocket output above which the peer is considered too slow and is disconnected.
    public var maxWebSocketPendingOutputBytes = 64 * 1024 * 1024
    public init() {}

    var parserLimits: HTTPParserLimits {
        HTTPParserLimits(maxRequestLineBytes: maxRequestLineBytes, maxHeaderBytes: maxHeaderBytes,
                         maxHeaderCount: maxHeaderCount, maxBodyBytes: maxBodyBytes)
    }
}
