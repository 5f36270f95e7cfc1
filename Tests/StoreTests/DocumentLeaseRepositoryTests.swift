import XCTest
@testable import Store

/// The lease rules of `DocumentLeaseRepository` (issue #25), on whichever backend the run tests.
final class DocumentLeaseRepositoryTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: Store!
    private var documentID: String!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
        documentID = try store.database.write { try DocumentRepository($0).create(name: "Main.storyboard", kind: "storyboard", content: sampleXML("lease")).id }
    }

    private func leases<T>(_ body: (DocumentLeaseRepository) throws -> T) throws -> T {
        try store.database.write { try body(DocumentLeaseRepository($0)) }
    }

    func testTheFirstNodeTakesTheLeaseAndAnotherWaitsForItsExpiry() throws {
        let first = try leases { try $0.acquire(documentID: documentID, nodeID: "a", address: "http://a", duration: 1000, now: 10_000) }
        XCTAssertEqual(first.nodeID, "a")
        XCTAssertEqual(first.epoch, 1)
        XCTAssertEqual(first.expiresAt, 11_000)
        let refused = try leases { try $0.acquire(documentID: documentID, nodeID: "b", address: "http://b", duration: 1000, now: 10_999) }
        XCTAssertEqual(refused.nodeID, "a", "an unexpired lease stays with its holder")
        XCTAssertEqual(refused.nodeAddress, "http://a")
        XCTAssertEqual(refused.epoch, 1)
        let taken = try leases { try $0.acquire(documentID: documentID, nodeID: "b", address: "http://b", duration: 1000, now: 11_000) }
        XCTAssertEqual(taken.nodeID, "b")
        XCTAssertEqual(taken.epoch, 2, "a takeover is a new epoch")
    }

    func testTheFenceRefusesAStaleEpochAndAReleasedLease() throws {
        _ = try leases { try $0.acquire(documentID: documentID, nodeID: "a", address: "http://a", duration: 1000, now: 0) }
        // Expired but not taken over: the holder still confirms (nobody else committed), and renews.
        let renewed = try leases { try $0.confirm(documentID: documentID, nodeID: "a", epoch: 1, duration: 1000, now: 5000) }
        XCTAssertEqual(renewed?.expiresAt, 6000)
        _ = try leases { try $0.acquire(documentID: documentID, nodeID: "b", address: "http://b", duration: 1000, now: 6000) }
        XCTAssertNil(try leases { try $0.confirm(documentID: documentID, nodeID: "a", epoch: 1, duration: 1000, now: 6001) },
                     "the old holder's commit is fenced off")
        XCTAssertNotNil(try leases { try $0.confirm(documentID: documentID, nodeID: "b", epoch: 2, duration: 1000, now: 6001) })
        try leases { try $0.release(documentID: documentID, nodeID: "b", epoch: 2) }
        XCTAssertNil(try leases { try $0.confirm(documentID: documentID, nodeID: "b", epoch: 2, duration: 1000, now: 6002) },
                     "a released lease is not renewed by a late commit")
        let next = try leases { try $0.acquire(documentID: documentID, nodeID: "c", address: "http://c", duration: 1000, now: 6003) }
        XCTAssertEqual(next.nodeID, "c", "a released lease is free at once")
        XCTAssertEqual(next.epoch, 3)
    }

    func testTheSameNodeTakesItsOwnLeaseBackWithANewEpoch() throws {
        _ = try leases { try $0.acquire(documentID: documentID, nodeID: "a", address: "http://a:1", duration: 60_000, now: 0) }
        let again = try leases { try $0.acquire(documentID: documentID, nodeID: "a", address: "http://a:2", duration: 60_000, now: 1) }
        XCTAssertEqual(again.epoch, 2)
        XCTAssertEqual(again.nodeAddress, "http://a:2")
        XCTAssertNil(try leases { try $0.confirm(documentID: documentID, nodeID: "a", epoch: 1, duration: 1, now: 2) },
                     "the restarted node's previous process is fenced off too")
    }

    func testAHandoverRequestIsSeenByTheHolderAndClearedByTheNextAcquisition() throws {
        _ = try leases { try $0.acquire(documentID: documentID, nodeID: "a", address: "http://a", duration: 1000, now: 0) }
        try leases { try $0.requestHandover(documentID: documentID, requester: "a", now: 1) }
        XCTAssertNil(try leases { try $0.get(documentID: documentID) }?.handoverRequestedAt, "a node does not ask itself")
        try leases { try $0.requestHandover(documentID: documentID, requester: "b", now: 2) }
        XCTAssertEqual(try leases { try $0.confirm(documentID: documentID, nodeID: "a", epoch: 1, duration: 1000, now: 3) }?.handoverRequestedAt, 2)
        XCTAssertEqual(try leases { try $0.count(nodeID: "a", now: 4) }, 1)
        try leases { try $0.release(documentID: documentID, nodeID: "a", epoch: 1) }
        XCTAssertEqual(try leases { try $0.count(nodeID: "a", now: 4) }, 0)
        let taken = try leases { try $0.acquire(documentID: documentID, nodeID: "b", address: "http://b", duration: 1000, now: 5) }
        XCTAssertNil(taken.handoverRequestedAt)
    }
}
