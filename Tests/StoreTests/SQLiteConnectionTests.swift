import Foundation
import XCTest
@testable import Store

final class SQLiteConnectionTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var connection: SQLiteConnection!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        connection = try SQLiteConnection(path: directory.file("test.sqlite"))
        try connection.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n)")
    }

    func testPragmasAreApplied() throws {
        XCTAssertEqual(try connection.queryOne("PRAGMA journal_mode") { $0.string(0) }, "wal")
        XCTAssertEqual(try connection.queryOne("PRAGMA foreign_keys") { $0.int(0) }, 1)
        XCTAssertEqual(try connection.queryOne("PRAGMA busy_timeout") { $0.int(0) }, 5_000)
        XCTAssertEqual(try connection.queryOne("PRAGMA synchronous") { $0.int(0) }, 2, "FULL is 2")
    }

    func testTypedValuesRoundTrip() throws {
        let bytes: [UInt8] = [0, 1, 2, 255, 0]
        try connection.run("INSERT INTO t VALUES (?, ?, ?, ?, ?)",
                           [Int64.max, 3.25, "héllo ✓ \u{0}end", bytes, SQLValue.null])
        try connection.run("INSERT INTO t VALUES (?, ?, ?, ?, ?)",
                           [Int64.min, -0.5, "", [UInt8](), Data([9, 8])])
        let rows = try connection.query("SELECT i, r, s, b, n FROM t ORDER BY rowid") { row in
            (row.int64(0), row.double(1), row.string(2), row.bytes(3), row.value(4), row.isNull(3))
        }
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows[0].0, Int64.max)
        XCTAssertEqual(rows[0].1, 3.25)
        XCTAssertEqual(rows[0].2, "héllo ✓ \u{0}end", "text with an embedded NUL keeps every byte")
        XCTAssertEqual(rows[0].3, bytes)
        XCTAssertEqual(rows[0].4, .null)
        XCTAssertEqual(rows[1].0, Int64.min)
        XCTAssertEqual(rows[1].2, "")
        XCTAssertEqual(rows[1].3, [])
        XCTAssertFalse(rows[1].5, "an empty blob is stored as a BLOB, not NULL")
        XCTAssertEqual(rows[1].4, .blob([9, 8]))
        let optional: String? = nil
        try connection.run("INSERT INTO t (s) VALUES (?)", [optional])
        XCTAssertEqual(try connection.queryOne("SELECT count(*) FROM t WHERE s IS NULL") { $0.int(0) }, 1)
    }

    func testStatementsAreCachedBySQLText() throws {
        let before = connection.cachedStatementCount
        for value in 0..<50 { try connection.run("INSERT INTO t (i) VALUES (?)", [value]) }
        XCTAssertEqual(connection.cachedStatementCount, before + 1)
        XCTAssertEqual(try connection.queryOne("SELECT sum(i) FROM t") { $0.int(0) }, (0..<50).reduce(0, +))
    }

    func testReentrantUseOfTheSameStatementWorks() throws {
        for value in 1...3 { try connection.run("INSERT INTO t (i) VALUES (?)", [value]) }
        let sql = "SELECT i FROM t WHERE i >= ? ORDER BY i"
        let pairs = try connection.query(sql, [1]) { outer in
            try connection.query(sql, [outer.int(0)]) { $0.int(0) }.count
        }
        XCTAssertEqual(pairs, [3, 2, 1])
    }

    func testErrorsCarrySQLiteMessageAndSQL() throws {
        XCTAssertThrowsError(try connection.run("INSERT INTO missing VALUES (1)")) { error in
            let sqliteError = try? XCTUnwrap(error as? SQLiteError)
            XCTAssertEqual(sqliteError?.message, "no such table: missing")
            XCTAssertEqual(sqliteError?.sql, "INSERT INTO missing VALUES (1)")
            XCTAssertTrue(String(describing: error).contains("no such table: missing"))
        }
        XCTAssertThrowsError(try connection.run("INSERT INTO t (i) VALUES (?)", [1, 2])) { error in
            XCTAssertTrue((error as? SQLiteError)?.message.contains("takes 1 parameters, 2 given") == true)
        }
    }

    func testUniqueViolationIsRecognised() throws {
        try connection.execute("CREATE TABLE u (k TEXT UNIQUE)")
        try connection.run("INSERT INTO u VALUES ('a')")
        XCTAssertThrowsError(try connection.run("INSERT INTO u VALUES ('a')")) { error in
            XCTAssertEqual((error as? SQLiteError)?.isUniqueViolation, true)
            XCTAssertEqual((error as? SQLiteError)?.isConstraintViolation, true)
        }
    }

    struct Boom: Error {}

    func testTransactionRollsBackOnThrow() throws {
        XCTAssertThrowsError(try connection.transaction {
            try connection.run("INSERT INTO t (i) VALUES (1)")
            throw Boom()
        }) { XCTAssertTrue($0 is Boom) }
        XCTAssertFalse(connection.isInTransaction)
        XCTAssertEqual(try connection.queryOne("SELECT count(*) FROM t") { $0.int(0) }, 0)

        try connection.transaction { try connection.run("INSERT INTO t (i) VALUES (2)") }
        XCTAssertEqual(try connection.queryOne("SELECT count(*) FROM t") { $0.int(0) }, 1)
    }

    func testNestedTransactionRollsBackOnlyItsSavepoint() throws {
        try connection.transaction {
            try connection.run("INSERT INTO t (i) VALUES (1)")
            _ = try? connection.transaction {
                try connection.run("INSERT INTO t (i) VALUES (2)")
                throw Boom()
            }
            try connection.run("INSERT INTO t (i) VALUES (3)")
        }
        XCTAssertEqual(try connection.query("SELECT i FROM t ORDER BY i") { $0.int(0) }, [1, 3])
    }

    func testQueryOnlyConnectionRefusesWrites() throws {
        let reader = try SQLiteConnection(path: directory.file("test.sqlite"), readOnly: true)
        XCTAssertThrowsError(try reader.run("INSERT INTO t (i) VALUES (1)")) { error in
            XCTAssertTrue((error as? SQLiteError)?.message.contains("readonly") == true, "\(error)")
        }
    }

    func testOpeningAnUnwritablePathFailsClearly() {
        XCTAssertThrowsError(try SQLiteConnection(path: "/nonexistent-dir/x/y.sqlite")) { error in
            XCTAssertTrue(String(describing: error).contains("cannot open /nonexistent-dir/x/y.sqlite"), "\(error)")
        }
    }
}
