import Foundation
import XCTest
@testable import Store

final class RepositoryTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: Store!
    private var database: Database { store.database }

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    func testCreateFindListRenameDelete() throws {
        let content = sampleXML("one")
        let created = try database.write { try DocumentRepository($0).create(name: "Main.storyboard", kind: "storyboard", content: content) }
        XCTAssertTrue(DocumentID.isWellFormed(created.id))
        XCTAssertEqual(created.headVersion, 0)
        XCTAssertEqual(created.size, Int64(content.count))
        XCTAssertNil(created.deletedAt)

        let found = try database.read { try DocumentRepository($0).find(id: created.id) }
        XCTAssertEqual(found, created)
        XCTAssertEqual(try database.read { try DocumentRepository($0).headContent(id: created.id) }, content)

        let second = try database.write { try DocumentRepository($0).create(name: "View.xib", kind: "xib", content: sampleXML("two"), now: created.updatedAt + 10) }
        XCTAssertEqual(try database.read { try DocumentRepository($0).list() }.map(\.id), [second.id, created.id])
        XCTAssertEqual(try database.read { try DocumentRepository($0).count() }, 2)

        let renamed = try database.write { try DocumentRepository($0).rename(id: created.id, to: "Login.storyboard", now: created.updatedAt + 20) }
        XCTAssertEqual(renamed.name, "Login.storyboard")
        XCTAssertEqual(renamed.updatedAt, created.updatedAt + 20)

        try database.write { try DocumentRepository($0).delete(id: second.id) }
        XCTAssertNil(try database.read { try DocumentRepository($0).find(id: second.id) })
        XCTAssertNotNil(try database.read { try DocumentRepository($0).find(id: second.id, includingDeleted: true) })
        XCTAssertEqual(try database.read { try DocumentRepository($0).list() }.map(\.id), [created.id])
        XCTAssertThrowsError(try database.write { try DocumentRepository($0).delete(id: second.id) }) {
            XCTAssertEqual($0 as? StoreError, .documentNotFound(id: second.id))
        }
        XCTAssertThrowsError(try database.write { try DocumentRepository($0).rename(id: "0000000000000000", to: "x") }) {
            XCTAssertEqual($0 as? StoreError, .documentNotFound(id: "0000000000000000"))
        }
    }

    func testNamesAreValidated() throws {
        for bad in ["", "   ", String(repeating: "n", count: 256), "a\u{0}b", "line\nbreak"] {
            XCTAssertThrowsError(try database.write { try DocumentRepository($0).create(name: bad, kind: "xib", content: []) }) {
                guard case StoreError.invalidValue? = $0 as? StoreError else { return XCTFail("\($0)") }
            }
        }
        XCTAssertEqual(try database.read { try DocumentRepository($0).count() }, 0)
    }

    func testExactBytesAreKeptIncludingOddEncodings() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"?>\r\n<a b='1'  c=\"2\"/>\r\n".utf8)
        bytes += [0x00, 0xFF, 0xFE]
        let created = try database.write { try DocumentRepository($0).create(name: "odd.xib", kind: "xib", content: bytes) }
        XCTAssertEqual(try database.read { try DocumentRepository($0).headContent(id: created.id) }, bytes)
        XCTAssertEqual(try database.read { try RevisionRepository($0).content(documentID: created.id, version: 0) }, bytes)
    }

    func testRevisionsSnapshotAndNaming() throws {
        let document = try database.write { try DocumentRepository($0).create(name: "Main.storyboard", kind: "storyboard", content: sampleXML("v0")) }
        let initial = try database.read { try RevisionRepository($0).list(documentID: document.id) }
        XCTAssertEqual(initial.map(\.version), [0])
        XCTAssertNil(initial[0].name)

        let named = try database.write { try RevisionRepository($0).snapshotHead(documentID: document.id, name: "First draft") }
        XCTAssertFalse(named.created, "the automatic snapshot at the same version receives the name")
        XCTAssertEqual(named.revision.name, "First draft")

        try database.write { try DocumentRepository($0).advanceHead(id: document.id, to: 3, content: sampleXML("v3")) }
        let third = try database.write { try RevisionRepository($0).snapshotHead(documentID: document.id, name: "After edits") }
        XCTAssertTrue(third.created)
        XCTAssertEqual(third.revision.version, 3)
        XCTAssertEqual(try database.read { try RevisionRepository($0).list(documentID: document.id) }.map(\.version), [3, 0])
        XCTAssertEqual(try database.read { try RevisionRepository($0).content(documentID: document.id, version: 0) }, sampleXML("v0"))
        XCTAssertEqual(try database.read { try RevisionRepository($0).content(documentID: document.id, version: 3) }, sampleXML("v3"))
        XCTAssertThrowsError(try database.read { try RevisionRepository($0).content(documentID: document.id, version: 2) }) {
            XCTAssertEqual($0 as? StoreError, .revisionNotFound(documentID: document.id, version: 2))
        }
        XCTAssertThrowsError(try database.write { try DocumentRepository($0).advanceHead(id: document.id, to: 3, content: []) }) {
            guard case StoreError.conflict? = $0 as? StoreError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try database.write { try RevisionRepository($0).snapshotHead(documentID: "ffffffffffffffff", name: nil) }) {
            XCTAssertEqual($0 as? StoreError, .documentNotFound(id: "ffffffffffffffff"))
        }
    }

    func testBlobsAreDeduplicatedByContent() throws {
        let (a, b, c, d) = try database.write { db -> (BlobRecord, BlobRecord, BlobRecord, BlobRecord) in
            let blobs = BlobRepository(db)
            return (try blobs.put([1, 2, 3], contentType: "image/png"), try blobs.put([1, 2, 3], contentType: "image/png"),
                    try blobs.put([1, 2, 4], contentType: "image/png"), try blobs.put([1, 2, 3], contentType: "image/jpeg"))
        }
        XCTAssertEqual(a.id, b.id)
        XCTAssertNotEqual(a.id, c.id)
        XCTAssertNotEqual(a.id, d.id)
        XCTAssertEqual(try database.read { try BlobRepository($0).bytes(id: c.id) }, [1, 2, 4])
        XCTAssertEqual(try database.read { try BlobRepository($0).find(id: d.id) }?.contentType, "image/jpeg")
        XCTAssertThrowsError(try database.read { try BlobRepository($0).bytes(id: 9999) }) {
            XCTAssertEqual($0 as? StoreError, .blobNotFound(id: 9999))
        }
    }

    func testOpLogAppendIsUniqueByVersionAndBatch() throws {
        let document = try database.write { try DocumentRepository($0).create(name: "M.storyboard", kind: "storyboard", content: sampleXML("x")) }
        try database.write { db in
            let log = OpLogRepository(db)
            try log.append(documentID: document.id, version: 1, batchID: "b1", clientID: "c1", opsJSON: #"[{"op":"set"}]"#)
            try log.append(documentID: document.id, version: 2, batchID: "b2", clientID: "c2", opsJSON: "[]")
        }
        XCTAssertThrowsError(try database.write { try OpLogRepository($0).append(documentID: document.id, version: 3, batchID: "b1", clientID: "c1", opsJSON: "[]") }) {
            guard case StoreError.conflict? = $0 as? StoreError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try database.write { try OpLogRepository($0).append(documentID: document.id, version: 2, batchID: "b3", clientID: "c1", opsJSON: "[]") }) {
            guard case StoreError.conflict? = $0 as? StoreError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try database.write { try OpLogRepository($0).append(documentID: document.id, version: 3, batchID: "b4", clientID: "c1", opsJSON: "not json") })
        XCTAssertThrowsError(try database.write { try OpLogRepository($0).append(documentID: "0123456789abcdef", version: 1, batchID: "b", clientID: "c", opsJSON: "[]") }) {
            XCTAssertEqual(($0 as? any SQLDatabaseError)?.isConstraintViolation, true, "foreign key enforced: \($0)")
        }
        let entries = try database.read { try OpLogRepository($0).entries(documentID: document.id, after: 0) }
        XCTAssertEqual(entries.map(\.batchID), ["b1", "b2"])
        XCTAssertEqual(entries[0].opsJSON, #"[{"op":"set"}]"#)
        XCTAssertEqual(try database.read { try OpLogRepository($0).entries(documentID: document.id, after: 1) }.map(\.version), [2])
        XCTAssertEqual(try database.read { try OpLogRepository($0).entry(documentID: document.id, batchID: "b2") }?.clientID, "c2")
        XCTAssertEqual(try database.read { try OpLogRepository($0).latestVersion(documentID: document.id) }, 2)
    }

    func testFailedWriteLeavesNothingBehind() throws {
        struct Abort: Error {}
        XCTAssertThrowsError(try database.write { db in
            _ = try DocumentRepository(db).create(name: "Gone.xib", kind: "xib", content: sampleXML("gone"))
            throw Abort()
        })
        XCTAssertEqual(try database.read { try DocumentRepository($0).count() }, 0)
        XCTAssertEqual(try database.read { try $0.queryOne("SELECT count(*) FROM blobs") { $0.int(0) } }, 0)
        XCTAssertEqual(try database.read { try $0.queryOne("SELECT count(*) FROM revisions") { $0.int(0) } }, 0)
    }
}
