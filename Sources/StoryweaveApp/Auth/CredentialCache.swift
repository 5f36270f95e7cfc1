import Foundation
import Store

/// Recently verified sessions and API tokens, keyed by the SHA-256 of the secret, so a signed-in
/// request costs a hash and a dictionary lookup instead of a database read. Entries live a few
/// seconds and are dropped at once by every revocation path (sign-out, password change, token
/// revocation), so revocation is never delayed by the cache.
final class CredentialCache: @unchecked Sendable {
    struct Entry {
        let authentication: Authentication
        let cachedAt: TimeInterval
        /// For tokens: the stored last-use time, to record use at most once a minute.
        var lastUsedAt: Int64?
    }

    let lifetime: TimeInterval
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    init(lifetime: TimeInterval = 10) { self.lifetime = lifetime }

    func lookup(_ hash: String, now: TimeInterval = Date().timeIntervalSince1970) -> Entry? {
        lock.withLock {
            guard let entry = entries[hash] else { return nil }
            guard now - entry.cachedAt < lifetime else {
                entries[hash] = nil
                return nil
            }
            return entry
        }
    }

    func store(_ hash: String, _ entry: Entry) {
        lock.withLock {
            if entries.count > 50_000 { entries.removeAll() }
            entries[hash] = entry
        }
    }

    func markUsed(_ hash: String, at milliseconds: Int64) {
        lock.withLock { entries[hash]?.lastUsedAt = milliseconds }
    }

    func remove(hash: String) { lock.withLock { entries[hash] = nil } }

    func remove(tokenID: String) {
        lock.withLock { entries = entries.filter { $0.value.authentication.tokenID != tokenID } }
    }

    func remove(accountID: String) {
        lock.withLock { entries = entries.filter { $0.value.authentication.account?.id != accountID } }
    }
}
