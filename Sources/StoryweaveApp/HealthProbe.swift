import Dispatch
import Foundation

/// The database check behind `/healthz`, run at most once per `maxAge` while it succeeds.
///
/// Why: the check is a read transaction (schema version, document count) and a write transaction (`SELECT 1`
/// on the writer), two hops onto the store's queues. Run per request it held `/healthz` to about half the
/// static page's rate (#24: 11.7k vs 23.8k req/s), and a probe loop or a load balancer asking many times a
/// second gets nothing from re-asking the database within a second. A success is reused for `maxAge`; a
/// failure is never reused, so recovery shows on the next request. The price, said in docs/server.md: a
/// failure that starts right after a success is reported up to `maxAge` later.
final class HealthProbe<Value: Sendable>: @unchecked Sendable {
    private let maxAge: Double
    private let now: @Sendable () -> UInt64
    private let check: @Sendable () throws -> Value
    private let lock = NSLock()
    private var last: (value: Value, at: UInt64)?

    /// `now`: a monotonic clock in nanoseconds (injected by tests).
    init(maxAge: Double = 1, now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
         check: @escaping @Sendable () throws -> Value) {
        self.maxAge = maxAge
        self.now = now
        self.check = check
    }

    /// The last success if it is younger than `maxAge`, else a fresh check.
    func value() throws -> Value {
        let time = now()
        if let last = lock.withLock({ last }), Double(time &- last.at) / 1e9 < maxAge {
            return last.value
        }
        let value = try check()
        lock.withLock { last = (value, time) }
        return value
    }
}
