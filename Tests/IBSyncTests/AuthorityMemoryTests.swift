import IBDocument
import XCTest
@testable import IBSync

/// The authority's memory of decided batches is bounded; what it forgot it says so
/// (`remembers`), and the hub asks the op log for those.
final class AuthorityMemoryTests: XCTestCase {
    private func batch(_ number: Int, base: Int) -> ClientBatch {
        ClientBatch(batchId: "\(number)", clientId: "a", baseVersion: base,
                    ops: [.setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "\(number)", expect: nil)])
    }

    func testForgetsTheOldestBatchKeysAndKnowsWhichResendsItCanStillAnswer() {
        let authority = DocumentAuthority(document: SampleDocuments.document(), retainedBatchCount: 2, rememberedBatchCount: 3)
        for number in 1...5 { _ = authority.submit(batch(number, base: number - 1)) }
        XCTAssertEqual(authority.forgottenThrough, 2, "keys of versions 1 and 2 were dropped")
        XCTAssertNil(authority.appliedVersion(of: BatchKey(clientId: "a", batchId: "1")))
        XCTAssertEqual(authority.submit(batch(5, base: 4)), .duplicate(version: 5))
        XCTAssertTrue(authority.remembers(batch(4, base: 3)))
        XCTAssertTrue(authority.remembers(batch(9, base: 2)), "a batch based on version 2 can only have been applied as 3 or later")
        XCTAssertFalse(authority.remembers(batch(2, base: 1)), "the op log must answer this resend")
    }

    func testRefusalsAreBoundedToo() {
        let authority = DocumentAuthority(document: SampleDocuments.document(), rememberedBatchCount: 2)
        let stale = { (number: Int) in ClientBatch(batchId: "r\(number)", clientId: "a", baseVersion: 0,
                                                   ops: [.removeSubtree(target: .object("gone-\(number)"))]) }
        for number in 1...3 { if case .applied = authority.submit(stale(number)) { XCTFail("applied") } }
        if case .rejected = authority.submit(stale(3)) {} else { XCTFail("a recent refusal is repeated") }
    }

    func testBoundedMapKeepsTheNewestAndReplacesInPlace() {
        var map = BoundedMap<String, Int>(capacity: 2)
        XCTAssertTrue(map.insert(1, for: "a").isEmpty)
        map.insert(2, for: "b")
        map.insert(3, for: "a")  // replaced: now the newest
        let forgotten = map.insert(4, for: "c")
        XCTAssertEqual(forgotten.map(\.key), ["b"])
        XCTAssertEqual(map["a"], 3)
        XCTAssertEqual(map["c"], 4)
        map.removeValue(for: "a")
        for number in 0..<200 { map.insert(number, for: "k\(number)") }
        XCTAssertEqual(map.count, 2)
        XCTAssertEqual(map["k199"], 199)
    }
}
