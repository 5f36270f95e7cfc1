import Dispatch
import Foundation
import XCTest
@testable import Store

final class DatabaseQueueTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: Store!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    func testConcurrentWritersAreSerialisedAndAllLand() throws {
        let group = DispatchGroup()
        let failures = LockedCounter()
        for index in 0..<40 {
            group.enter()
            DispatchQueue.global().async {
                do {
                    _ = try self.store.database.write {
                        try DocumentRepository($0).create(name: "Doc \(index).xib", kind: "xib", content: sampleXML("\(index)"))
                    }
                } catch { failures.increment() }
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(failures.value, 0)
        XCTAssertEqual(try store.database.read { try DocumentRepository($0).count() }, 40)
    }

    func testAsyncWriteThenReadSeesCommittedData() throws {
        let written = expectation(description: "written")
        var createdID: String?
        store.database.asyncWrite({ try DocumentRepository($0).create(name: "A.xib", kind: "xib", content: sampleXML("a")) }) { result in
            createdID = try? result.get().id
            written.fulfill()
        }
        wait(for: [written], timeout: 30)
        let id = try XCTUnwrap(createdID)
        let read = expectation(description: "read")
        store.database.asyncRead({ try DocumentRepository($0).headContent(id: id) }) { result in
            XCTAssertEqual(try? result.get(), sampleXML("a"))
            read.fulfill()
        }
        wait(for: [read], timeout: 30)
    }

    func testAsyncWriteReportsErrorsAndRollsBack() {
        let done = expectation(description: "done")
        store.database.asyncWrite({ db -> Void in
            _ = try DocumentRepository(db).create(name: "B.xib", kind: "xib", content: [])
            try db.run("INSERT INTO nowhere VALUES (1)")
        }) { result in
            if case .failure(let error) = result {
                let expected = self.store.database.dialect == .sqlite ? "no such table: nowhere" : "relation \"nowhere\" does not exist"
                XCTAssertEqual((error as? any SQLDatabaseError)?.message, expected)
            } else {
                XCTFail("expected a failure")
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(try store.database.read { try DocumentRepository($0).count() }, 0)
    }

    func testNestedWriteOnTheWriterQueueDoesNotDeadlock() throws {
        let count = try store.database.write { db -> Int in
            _ = try DocumentRepository(db).create(name: "Outer.xib", kind: "xib", content: [])
            _ = try store.database.write { try DocumentRepository($0).create(name: "Inner.xib", kind: "xib", content: []) }
            return try store.database.read { try DocumentRepository($0).count() }
        }
        XCTAssertEqual(count, 2)
    }

    func testReadsProceedWhileAWriteTransactionIsOpen() throws {
        _ = try store.database.write { try DocumentRepository($0).create(name: "Seen.xib", kind: "xib", content: []) }
        let writerInside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        store.database.asyncWrite({ db -> Void in
            _ = try DocumentRepository(db).create(name: "Pending.xib", kind: "xib", content: [])
            writerInside.signal()
            release.wait()
        }) { _ in }
        XCTAssertEqual(writerInside.wait(timeout: .now() + 30), .success)
        // WAL: the reader sees the last committed state without waiting for the open write.
        XCTAssertEqual(try store.database.read { try DocumentRepository($0).list().map(\.name) }, ["Seen.xib"])
        release.signal()
        XCTAssertEqual(try store.database.write { try DocumentRepository($0).count() }, 2)
    }
}

final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
