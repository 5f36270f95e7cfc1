import Foundation

/// At most `limit` events per key per `window` seconds, in fixed windows. `RateLimiter` counts in this
/// process's memory (a token's requests: a write per request would cost more than the request);
/// `SharedRateLimiter` counts in the store, for every node at once (sign-ins, sign-ups, invalid tokens).
protocol RateLimiting: Sendable {
    var limit: Int { get }
    /// Counts one event; returns nil when allowed, else the seconds until the window resets.
    func record(_ key: String) -> Int?
    /// Whether the key is currently over its limit (without counting an event).
    func retryAfter(_ key: String) -> Int?
    func reset(_ key: String)
}

/// Fixed-window counters in memory: at most `limit` events per key per `window` seconds.
/// Used for API token use (per token); per node by design (docs/security.md, "Rate limits").
public final class RateLimiter: RateLimiting, @unchecked Sendable {
    public let limit: Int
    public let window: TimeInterval
    private let lock = NSLock()
    private var windows: [String: (start: TimeInterval, count: Int)] = [:]
    private let now: @Sendable () -> TimeInterval

    public init(limit: Int, window: TimeInterval, now: @escaping @Sendable () -> TimeInterval = { Date().timeIntervalSince1970 }) {
        self.limit = limit
        self.window = window
        self.now = now
    }

    /// Counts one event; returns nil when allowed, else the seconds until the window resets.
    public func record(_ key: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        let time = now()
        if windows.count > 100_000 { windows = windows.filter { time - $0.value.start < window } }
        var entry = windows[key] ?? (time, 0)
        if time - entry.start >= window { entry = (time, 0) }
        entry.count += 1
        windows[key] = entry
        return entry.count > limit ? max(1, Int((entry.start + window - time).rounded(.up))) : nil
    }

    /// Whether the key is currently over its limit (without counting an event).
    public func retryAfter(_ key: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        let time = now()
        guard let entry = windows[key], time - entry.start < window, entry.count >= limit else { return nil }
        return max(1, Int((entry.start + window - time).rounded(.up)))
    }

    public func reset(_ key: String) {
        lock.lock()
        windows[key] = nil
        lock.unlock()
    }
}

extension RateLimiter {
    /// The client part of a remote address ("1.2.3.4:5678" → "1.2.3.4", "[::1]:5678" → "::1"):
    /// limits apply per client, not per TCP connection.
    static func clientKey(_ remoteAddress: String) -> String {
        if remoteAddress.hasPrefix("["), let end = remoteAddress.firstIndex(of: "]") {
            return "ip:" + remoteAddress[remoteAddress.index(after: remoteAddress.startIndex)..<end]
        }
        guard let colon = remoteAddress.lastIndex(of: ":") else { return "ip:" + remoteAddress }
        return "ip:" + remoteAddress[..<colon]
    }
}
