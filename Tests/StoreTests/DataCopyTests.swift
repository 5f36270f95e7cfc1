import Foundation
import XCTest
@testable import Store
import StoryweaveTesting

/// `DataCopy` (behind `storyweave migrate-data`): a SQLite store copied into the suite's backend
/// (another SQLite file, or PostgreSQL with STORYWEAVE_TEST_STORE=postgres), checked by counts and checksums.
final class DataCopyTests: XCTestCase {
    func testEveryTableIsCopiedWithItsIDsAndVerified() throws {
        let sourceDirectory = try TemporaryDirectory()
        let source = try Store(dataDirectory: sourceDirectory.path, migrationsDirectory: PackagePaths.migrations)
        let bytes = sampleXML("copied") + [0x00, 0xFF]
        let document = try source.database.write { db -> DocumentRecord in
            let account = try AccountRepository(db).create(email: "Ada@Example.com", displayName: "Ada", passwordHash: nil, isAdmin: true)
            _ = try TeamRepository(db).create(name: "Apps", ownerID: account.id)
            let document = try DocumentRepository(db).create(name: "Main.storyboard", kind: "storyboard", content: bytes)
            try OpLogRepository(db).append(documentID: document.id, version: 1, batchID: "b1", clientID: "c1", opsJSON: "[]")
            try DocumentRepository(db).advanceVersion(id: document.id, to: 1)
            try AuditRepository(db).append(teamID: nil, actor: account.id, action: "upload", target: document.id)
            return document
        }

        let targetDirectory = try TemporaryDirectory()
        let target = try makeStore(in: targetDirectory)
        let reports = try DataCopy(from: source, to: target).run()
        let byTable = Dictionary(uniqueKeysWithValues: reports.map { ($0.table, $0) })
        XCTAssertEqual(byTable["documents"]?.rows, 1)
        XCTAssertEqual(byTable["blobs"]?.rows, 1)
        XCTAssertEqual(byTable["op_log"]?.rows, 1)
        XCTAssertEqual(byTable["accounts"]?.rows, 1)
        XCTAssertEqual(byTable["memberships"]?.rows, 1)
        XCTAssertNil(byTable["schema_migrations"])
        XCTAssertEqual(reports.map(\.table).firstIndex(of: "blobs").map { $0 < reports.map(\.table).firstIndex(of: "documents")! }, true)

        // The copy reads back through the repositories, ids and exact bytes kept; e-mail stays case-insensitive.
        XCTAssertEqual(try target.database.read { try DocumentRepository($0).get(id: document.id) }.headVersion, 1)
        XCTAssertEqual(try target.database.read { try DocumentRepository($0).headBlob(id: document.id) }.bytes, bytes)
        XCTAssertEqual(try target.database.read { try AccountRepository($0).find(email: "ada@example.com") }?.displayName, "Ada")
        // New rows get ids after the copied ones.
        let blob = try target.database.write { try BlobRepository($0).put(Array("new".utf8), contentType: "text/plain") }
        XCTAssertGreaterThan(blob.id, document.headBlobID)

        // A second copy into the now non-empty target is refused and changes nothing.
        XCTAssertThrowsError(try DataCopy(from: source, to: target).run()) {
            guard case StoreError.conflict(let message)? = $0 as? StoreError else { return XCTFail("\($0)") }
            XCTAssertTrue(message.contains("not empty"), message)
        }
        XCTAssertEqual(try target.database.read { try DocumentRepository($0).count() }, 1)
    }

    func testChecksumsDoNotDependOnRowOrderButOnEveryValue() {
        let a = DataCopy.canonicalBytes(.text("1")), b = DataCopy.canonicalBytes(.integer(1))
        XCTAssertNotEqual(a, b)
        XCTAssertNotEqual(DataCopy.canonicalBytes(.null), DataCopy.canonicalBytes(.blob([])))
        XCTAssertNotEqual(DataCopy.canonicalBytes(.text("")), DataCopy.canonicalBytes(.blob([])))
    }
}
