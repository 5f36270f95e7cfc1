import Foundation
import Logging
import Store

/// Fixed-window counters in the store (`RateLimitRepository`), so a limit holds across every node that
/// shares the database: a load balancer spreads sign-ins over the nodes, and a per-process count would
/// let an attacker try `limit` × nodes passwords per window. `name` keeps the limiters' keys apart
/// ("sign-in|email:…", "sign-up|ip:…"). Each counted event is one write; the limited events are rare
/// (sign-ins, sign-ups, invalid tokens). When the store fails, the event is allowed and logged: a broken
/// database already refuses the sign-in itself.
final class SharedRateLimiter: RateLimiting, @unchecked Sendable {
    let name: String
    let limit: Int
    let window: TimeInterval
    private let database: Database
    private let now: @Sendable () -> Int64
    private let logger = Logger(label: "storyweave.rate-limit")
    private let lock = NSLock()
    private var lastPrune: Int64 = 0

    init(name: String, limit: Int, window: TimeInterval, database: Database,
         now: @escaping @Sendable () -> Int64 = { Clock.milliseconds() }) {
        self.name = name
        self.limit = limit
        self.window = window
        self.database = database
        self.now = now
    }

    private var windowMilliseconds: Int64 { Int64((window * 1000).rounded()) }
    private func scoped(_ key: String) -> String { name + "|" + key }

    func record(_ key: String) -> Int? {
        let time = now()
        let counted: RateLimitRepository.Window
        do {
            counted = try database.write { try RateLimitRepository($0).record(scoped(key), window: windowMilliseconds, now: time) }
        } catch {
            logger.error("rate limit \(name): could not count an event: \(error)")
            return nil
        }
        pruneNowAndThen(time)
        return counted.count > Int64(limit) ? retry(after: counted.start, now: time) : nil
    }

    func retryAfter(_ key: String) -> Int? {
        let time = now()
        guard let current = try? database.read({ try RateLimitRepository($0).current(scoped(key), window: windowMilliseconds, now: time) }),
              current.count >= Int64(limit) else { return nil }
        return retry(after: current.start, now: time)
    }

    func reset(_ key: String) {
        do { try database.write { try RateLimitRepository($0).reset(scoped(key)) } } catch {
            logger.error("rate limit \(name): could not reset a key: \(error)")
        }
    }

    private func retry(after start: Int64, now time: Int64) -> Int {
        max(1, Int((Double(start + windowMilliseconds - time) / 1000).rounded(.up)))
    }

    /// Ended windows are deleted once per window length, off the caller's path.
    private func pruneNowAndThen(_ time: Int64) {
        let due = lock.withLock { () -> Bool in
            guard time - lastPrune >= windowMilliseconds else { return false }
            lastPrune = time
            return true
        }
        guard due else { return }
        let before = time - windowMilliseconds
        let prefix = name + "|"
        database.asyncWrite({ try RateLimitRepository($0).prune(prefix: prefix, startedAtOrBefore: before) }, completion: { _ in })
    }
}
