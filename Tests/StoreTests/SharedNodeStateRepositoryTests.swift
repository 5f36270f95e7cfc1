import XCTest
@testable import Store

/// What nodes share besides documents (issue #25): rate-limit windows and the revocation feed, on
/// whichever backend the run tests.
final class SharedNodeStateRepositoryTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: Store!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    private func limits<T>(_ body: (RateLimitRepository) throws -> T) throws -> T {
        try store.database.write { try body(RateLimitRepository($0)) }
    }

    func testARateLimitWindowCountsUntilItEndsThenStartsAgain() throws {
        XCTAssertEqual(try limits { try $0.record("sign-in|ip:1", window: 1000, now: 10_000) }, .init(start: 10_000, count: 1))
        XCTAssertEqual(try limits { try $0.record("sign-in|ip:1", window: 1000, now: 10_500) }, .init(start: 10_000, count: 2))
        XCTAssertEqual(try limits { try $0.record("sign-in|ip:2", window: 1000, now: 10_600) }, .init(start: 10_600, count: 1),
                       "each key has its own window")
        XCTAssertEqual(try limits { try $0.current("sign-in|ip:1", window: 1000, now: 10_999) }, .init(start: 10_000, count: 2))
        XCTAssertNil(try limits { try $0.current("sign-in|ip:1", window: 1000, now: 11_000) }, "the window ended")
        XCTAssertEqual(try limits { try $0.record("sign-in|ip:1", window: 1000, now: 11_000) }, .init(start: 11_000, count: 1),
                       "an ended window starts again with this event")
        try limits { try $0.reset("sign-in|ip:1") }
        XCTAssertNil(try limits { try $0.current("sign-in|ip:1", window: 1000, now: 11_001) })
    }

    func testPruningDeletesOnlyOneLimitersEndedWindows() throws {
        try limits { _ = try $0.record("sign-in|ip:1", window: 1000, now: 1_000) }
        try limits { _ = try $0.record("sign-in|ip:2", window: 1000, now: 5_000) }
        try limits { _ = try $0.record("sign-up|ip:1", window: 1000, now: 1_000) }
        XCTAssertEqual(try limits { try $0.prune(prefix: "sign-in|", startedAtOrBefore: 4_000) }, 1)
        XCTAssertNotNil(try limits { try $0.current("sign-in|ip:2", window: 10_000, now: 5_001) })
        XCTAssertNotNil(try limits { try $0.current("sign-up|ip:1", window: 10_000, now: 5_001) }, "another limiter's window stays")
    }

    func testRevocationsAreReadByTimeOldestFirstAndPruned() throws {
        let revocations = { (body: (CredentialRevocationRepository) throws -> Void) in
            try self.store.database.write { try body(CredentialRevocationRepository($0)) }
        }
        try revocations { repository in
            try repository.append(credential: "session:aa", reason: "signed out", origin: "node-1", now: 1_000)
            try repository.append(credential: "token:t1", reason: "token revoked", origin: "node-2", now: 2_000)
            try repository.append(credential: "share:s1", reason: "share link revoked", origin: "node-1", now: 3_000)
        }
        let recent = try store.database.read { try CredentialRevocationRepository($0).written(since: 2_000) }
        XCTAssertEqual(recent.map(\.credential), ["token:t1", "share:s1"])
        XCTAssertEqual(recent.map(\.origin), ["node-2", "node-1"])
        XCTAssertLessThan(recent[0].id, recent[1].id)
        try revocations { XCTAssertEqual(try $0.prune(revokedBefore: 3_000), 2) }
        XCTAssertEqual(try store.database.read { try CredentialRevocationRepository($0).written(since: 0) }.map(\.reason), ["share link revoked"])
    }
}
