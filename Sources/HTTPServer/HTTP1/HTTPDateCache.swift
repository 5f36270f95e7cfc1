import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// IMF-fixdate (RFC 9110 §5.6.7) for the Date header, formatted at most once per second.
final class HTTPDateCache: @unchecked Sendable {
    static let shared = HTTPDateCache()

    private let lock = NSLock()
    private var cachedSecond: time_t = 0
    private var cachedValue: [UInt8] = []

    /// Current date as bytes, e.g. "Sun, 06 Nov 1994 08:49:37 GMT".
    func current() -> [UInt8] {
        let now = time(nil)
        lock.lock()
        defer { lock.unlock() }
        if now != cachedSecond {
            cachedSecond = now
            cachedValue = Array(Self.format(now).utf8)
        }
        return cachedValue
    }

    static func format(_ seconds: time_t) -> String {
        var value = seconds
        var parts = tm()
        gmtime_r(&value, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
