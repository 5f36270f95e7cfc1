/// Fixed-window event counters every node shares (Migrations/0070_rate_limits.sql): what the sign-in,
/// sign-up and invalid-token limits count when several nodes serve one database behind a load balancer
/// that spreads sign-ins over them (docs/security.md, "Rate limits").
public struct RateLimitRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    /// A window: when it started (milliseconds since 1970) and how many events it has counted.
    public struct Window: Sendable, Equatable {
        public var start: Int64
        public var count: Int64
    }

    /// Counts one event for `key` in one statement, so two nodes counting at once both count: a window
    /// that ended (`start <= now - window`) starts again at `now` with this one event. Returns the window
    /// after the event.
    @discardableResult
    public func record(_ key: String, window: Int64, now: Int64) throws -> Window {
        let row = try db.queryOne("""
            INSERT INTO rate_limit_windows (scope_key, window_start, event_count) VALUES (?, ?, 1)
            ON CONFLICT (scope_key) DO UPDATE SET
                window_start = CASE WHEN rate_limit_windows.window_start <= ? THEN excluded.window_start
                                    ELSE rate_limit_windows.window_start END,
                event_count = CASE WHEN rate_limit_windows.window_start <= ? THEN 1
                                   ELSE rate_limit_windows.event_count + 1 END
            RETURNING window_start, event_count
            """, [key, now, now - window, now - window]) { Window(start: $0.int64(0), count: $0.int64(1)) }
        guard let row else { throw StoreError.invalidValue("rate limit upsert returned no row for \(key)") }
        return row
    }

    /// The window `key` is counting in at `now`; nil when it has none or its window ended.
    public func current(_ key: String, window: Int64, now: Int64) throws -> Window? {
        try db.queryOne("SELECT window_start, event_count FROM rate_limit_windows WHERE scope_key = ? AND window_start > ?",
                        [key, now - window]) { Window(start: $0.int64(0), count: $0.int64(1)) }
    }

    /// Forgets `key`'s window (a successful sign-in clears its address's failures).
    public func reset(_ key: String) throws {
        try db.run("DELETE FROM rate_limit_windows WHERE scope_key = ?", [key])
    }

    /// Deletes the windows of keys starting with `prefix` (one limiter's) that started at or before
    /// `before` (all of them ended if `before` is now minus that limiter's window). Returns how many.
    @discardableResult
    public func prune(prefix: String, startedAtOrBefore before: Int64) throws -> Int {
        try db.run("DELETE FROM rate_limit_windows WHERE window_start <= ? AND substr(scope_key, 1, ?) = ?",
                   [before, prefix.count, prefix])
    }
}
