import Foundation
import XCTest
@testable import Store
import StoryweaveTesting

/// Migrations in parts per dialect (`-- dialect: sqlite` / `postgres` / `all`).
final class MigrationDialectTests: XCTestCase {
    func testPartsAreSplitByDialectAndMarkersLeftOut() {
        let migration = Migration(version: 1, name: "m", fileName: "0001_m.sql", sql: """
            -- shared comment
            -- dialect: sqlite
            CREATE TABLE t (x INTEGER) STRICT;
            -- dialect: postgres
            CREATE TABLE t (x BIGINT);
            -- dialect: all
            INSERT INTO t VALUES (1);

            """)
        XCTAssertEqual(migration.sql(for: .sqlite), "-- shared comment\nCREATE TABLE t (x INTEGER) STRICT;\nINSERT INTO t VALUES (1);\n")
        XCTAssertEqual(migration.sql(for: .postgres), "-- shared comment\nCREATE TABLE t (x BIGINT);\nINSERT INTO t VALUES (1);\n")
        XCTAssertEqual(migration.checksum(for: .sqlite), FNV1a64.hex(of: Array(migration.sql(for: .sqlite).utf8)))
    }

    func testAFileWithoutPartsIsTheSameForBothDialects() {
        let migration = Migration(version: 1, name: "m", fileName: "0001_m.sql", sql: "CREATE TABLE a (x TEXT);")
        XCTAssertEqual(migration.sql(for: .sqlite), "CREATE TABLE a (x TEXT);")
        XCTAssertEqual(migration.sql(for: .postgres), "CREATE TABLE a (x TEXT);")
        XCTAssertEqual(migration.checksum(for: .sqlite), FNV1a64.hex(of: Array("CREATE TABLE a (x TEXT);".utf8)))
    }

    func testAMisspelledDialectStopsLoading() throws {
        let directory = try TemporaryDirectory()
        try Data("-- dialect: postgresql\nSELECT 1;\n".utf8).write(to: URL(fileURLWithPath: directory.file("0001_a.sql")))
        XCTAssertThrowsError(try Migration.load(from: directory.path)) {
            XCTAssertEqual($0 as? MigrationError, .unknownDialect(file: "0001_a.sql", dialect: "postgresql"))
        }
    }

    /// The checksums SQLite databases recorded before the files had PostgreSQL parts: adding a
    /// dialect's part must not look like an edit to a database that already applied the file.
    func testTheSQLitePartsAreTheFilesExistingDatabasesApplied() throws {
        let recorded = [
            "0001_initial.sql": "6eccdf0095dfd2cb", "0020_accounts.sql": "d7f9b88cb419832c",
            "0021_teams_projects.sql": "9d9a4995327be103", "0022_audit_log.sql": "d592f237a8212828",
            "0023_stream_clients.sql": "de0158ff85884ce8", "0030_source_sets.sql": "c7f0fa37236475dc",
            "0040_lazy_head.sql": "89dbd36f6a641fbc", "0050_images.sql": "7d17d785316cbbb5",
        ]
        let migrations = try Migration.load(from: PackagePaths.migrations)
        for migration in migrations {
            guard let checksum = recorded[migration.fileName] else { continue }  // newer files: nothing recorded yet
            XCTAssertEqual(migration.checksum(for: .sqlite), checksum, migration.fileName)
        }
        for migration in migrations {
            XCTAssertFalse(migration.sql(for: .postgres).contains(") STRICT"), "\(migration.fileName) has no PostgreSQL part")
        }
    }
}
