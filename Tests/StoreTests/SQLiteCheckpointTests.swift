import Foundation
import StoryweaveTesting
import XCTest
@testable import Store

/// The write-ahead log is folded back by `SQLiteWALCheckpointer` on its own connection, not by SQLite's
/// automatic checkpoint inside a commit on the writer's queue.
final class SQLiteCheckpointTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var path: String!
    private var database: SQLiteDatabase!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        path = directory.file("checkpoint.sqlite")
        database = try SQLiteDatabase(path: path)
        try database.write { try $0.execute("CREATE TABLE page (id INTEGER PRIMARY KEY, body BLOB)") }
    }

    private func size(_ file: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber)?.intValue ?? 0
    }

    func testTheWritersAutomaticCheckpointIsOff() throws {
        // SQLite reports 0 once a WAL hook other than its own default replaces the automatic checkpoint.
        XCTAssertEqual(try database.write { try $0.queryOne("PRAGMA wal_autocheckpoint") { $0.int(0) } }, 0)
    }

    func testCommitsPastTheThresholdAreFoldedIntoTheFileAndTruncateEmptiesTheLog() throws {
        let pageSize = try database.read { try $0.queryOne("PRAGMA page_size") { $0.int(0) } } ?? 4_096
        let body = [UInt8](repeating: 7, count: pageSize)
        // Each commit adds at least two pages (the row's overflow page and the table's leaf), so 1,500
        // commits take the log past the 1,000-page threshold and far below the inline one (16,000).
        for _ in 0..<1_500 { try database.write { try $0.run("INSERT INTO page (body) VALUES (?)", [body]) } }
        XCTAssertTrue(eventually(timeout: 30) { size(path) >= Int(SQLiteWALCheckpointer.pageThreshold) * pageSize },
                      "the database file holds the checkpointed pages (\(size(path)) bytes)")
        try database.checkpoint()
        XCTAssertEqual(size(path + "-wal"), 0, "a TRUNCATE checkpoint empties the log")
        XCTAssertEqual(try database.read { try $0.queryOne("SELECT count(*) FROM page") { $0.int(0) } }, 1_500)
    }
}
