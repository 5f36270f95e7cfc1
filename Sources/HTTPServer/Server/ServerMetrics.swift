import Foundation

/// Counters and a latency histogram, rendered in the Prometheus text exposition format.
public final class ServerMetrics: @unchecked Sendable {
    private struct RequestKey: Hashable {
        let route: String
        let status: Int
    }

    /// Upper bounds (seconds) of the latency histogram buckets.
    public static let durationBuckets: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private let lock = NSLock()
    private var requests: [RequestKey: Int] = [:]
    private var bucketCounts = [Int](repeating: 0, count: ServerMetrics.durationBuckets.count)
    private var durationSum: Double = 0
    private var durationCount = 0
    private var openConnections = 0
    private var openWebSockets = 0

    public init() {}

    public var openConnectionCount: Int { lock.withLock { openConnections } }
    public var openWebSocketCount: Int { lock.withLock { openWebSockets } }

    public func requestCount(route: String, status: Int) -> Int {
        lock.withLock { requests[RequestKey(route: route, status: status)] ?? 0 }
    }

    func recordRequest(route: String, status: Int, durationSeconds: Double) {
        lock.withLock {
            requests[RequestKey(route: route, status: status), default: 0] += 1
            if let bucket = Self.durationBuckets.firstIndex(where: { durationSeconds <= $0 }) {
                bucketCounts[bucket] += 1
            }
            durationSum += durationSeconds
            durationCount += 1
        }
    }

    func connectionOpened() { lock.withLock { openConnections += 1 } }
    func connectionClosed() { lock.withLock { openConnections -= 1 } }
    func webSocketOpened() { lock.withLock { openWebSockets += 1 } }
    func webSocketClosed() { lock.withLock { openWebSockets -= 1 } }

    public func prometheusText() -> String {
        lock.withLock {
            var lines: [String] = []
            lines.append("# HELP http_requests_total HTTP requests by route pattern and status code.")
            lines.append("# TYPE http_requests_total counter")
            for (key, count) in requests.sorted(by: { ($0.key.route, $0.key.status) < ($1.key.route, $1.key.status) }) {
                lines.append("http_requests_total{route=\"\(Self.escape(key.route))\",status=\"\(key.status)\"} \(count)")
            }
            lines.append("# HELP http_open_connections Open TCP connections.")
            lines.append("# TYPE http_open_connections gauge")
            lines.append("http_open_connections \(openConnections)")
            lines.append("# HELP websocket_open_connections Open WebSocket connections.")
            lines.append("# TYPE websocket_open_connections gauge")
            lines.append("websocket_open_connections \(openWebSockets)")
            lines.append("# HELP http_request_duration_seconds Time from a complete request to its response.")
            lines.append("# TYPE http_request_duration_seconds histogram")
            var cumulative = 0
            for (index, bound) in Self.durationBuckets.enumerated() {
                cumulative += bucketCounts[index]
                lines.append("http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)")
            }
            lines.append("http_request_duration_seconds_bucket{le=\"+Inf\"} \(durationCount)")
            lines.append("http_request_duration_seconds_sum \(durationSum)")
            lines.append("http_request_duration_seconds_count \(durationCount)")
            return lines.joined(separator: "\n") + "\n"
        }
    }

    private static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
