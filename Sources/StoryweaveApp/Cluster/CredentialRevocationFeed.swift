import Foundation
import Logging
import Store

/// Revocations across nodes (issue #25, Migrations/0071): a node that revokes a session, token or share
/// link, or changes a member's role, writes the credential key to `credential_revocations`; every node
/// reads the rows of the last minute about once a second, and for each one it has not seen, and did
/// not write, drops its cached verification (`CredentialCache`, else valid there for up to 10 s) and
/// closes the streams it admitted with that credential (1008), as the revoking node did at once.
/// So a revocation holds on every node within one poll interval. Runs only with `--node-id`.
final class CredentialRevocationFeed: @unchecked Sendable {
    /// How far back each poll reads beyond the previous one: covers transactions committing late and the
    /// nodes' clock skew (the rows carry the writer's clock).
    static let lookback: Int64 = 60_000
    /// Rows older than this are deleted (by any node, once a minute).
    static let retention: Int64 = 3_600_000

    let origin = UUID().uuidString
    private let database: Database
    private let gate: StreamGate
    private let cache: CredentialCache
    private let logger: Logger
    private let queue = DispatchQueue(label: "storyweave.credential-revocations", qos: .utility)
    private var timer: DispatchSourceTimer?
    // On `queue` only.
    private var seen: [Int64: Int64] = [:]   // id → when it was read
    private var lastPollStart: Int64?
    private var lastPrune: Int64 = 0

    init(database: Database, gate: StreamGate, cache: CredentialCache, logger: Logger) {
        self.database = database
        self.gate = gate
        self.cache = cache
        self.logger = logger
    }

    /// Records this node's revocations for the others, and polls theirs every `interval` seconds.
    func start(interval: Double) {
        gate.observeRevocations { [weak self] credential, reason in self?.publish(credential: credential, reason: reason) }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(Int(interval * 100)))
        timer.setEventHandler { [weak self] in self?.poll() }
        timer.resume()
        queue.sync { self.timer = timer }
    }

    func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
        }
    }

    /// Written synchronously, so the revoking request answers only once every node can see it.
    private func publish(credential: String, reason: String) {
        do {
            try database.write { try CredentialRevocationRepository($0).append(credential: credential, reason: reason, origin: origin) }
        } catch {
            logger.error("could not record the revocation of \(credential) for the other nodes: \(error)")
        }
    }

    /// One read of the revocations since the previous poll (less the lookback); on `queue`.
    func poll(now: Int64 = Clock.milliseconds()) {
        let since = (lastPollStart ?? now) - Self.lookback
        let rows: [CredentialRevocationRepository.Revocation]
        do {
            rows = try database.read { try CredentialRevocationRepository($0).written(since: since) }
        } catch {
            logger.warning("could not read the other nodes' revocations: \(error)")
            return
        }
        lastPollStart = now
        for row in rows where seen[row.id] == nil {
            seen[row.id] = now
            guard row.origin != origin else { continue }
            apply(credential: row.credential, reason: row.reason)
        }
        seen = seen.filter { now - $0.value < 2 * Self.lookback }
        if now - lastPrune >= Self.lookback {
            lastPrune = now
            database.asyncWrite({ try CredentialRevocationRepository($0).prune(revokedBefore: now - Self.retention) }, completion: { _ in })
        }
    }

    private func apply(credential: String, reason: String) {
        let parts = credential.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            switch parts[0] {
            case "session": cache.remove(hash: parts[1])
            case "token": cache.remove(tokenID: parts[1])
            case "account": cache.remove(accountID: parts[1])
            default: break   // share links are not cached: each request reads the link
            }
        }
        gate.closeStreamsHere(credential: credential, reason: reason)
    }
}
