import Foundation
import XCTest
@testable import Store

final class MigrationRunnerTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var migrationsPath: String!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        migrationsPath = directory.file("Migrations")
        try FileManager.default.createDirectory(atPath: migrationsPath, withIntermediateDirectories: true)
    }

    private func writeMigration(_ name: String, _ sql: String) throws {
        try Data(sql.utf8).write(to: URL(fileURLWithPath: (migrationsPath as NSString).appendingPathComponent(name)))
    }

    private func open() throws -> SQLiteConnection { try SQLiteConnection(path: directory.file("db.sqlite")) }

    private func tables(_ connection: any SQLConnection) throws -> [String] {
        switch connection.dialect {
        case .sqlite:
            return try connection.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { $0.string(0) }
        case .postgres:
            return try connection.query("""
                SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name
                """) { $0.string(0) }
        }
    }

    func testFreshDatabaseGetsEveryMigrationInOrder() throws {
        try writeMigration("0002_second.sql", "ALTER TABLE a ADD COLUMN y TEXT;")
        try writeMigration("0001_first.sql", "CREATE TABLE a (x INTEGER);")
        try writeMigration("README.md", "not a migration")
        let connection = try open()
        let applied = try MigrationRunner(directory: migrationsPath).migrate(connection)
        XCTAssertEqual(applied.map(\.fileName), ["0001_first.sql", "0002_second.sql"])
        XCTAssertEqual(try tables(connection), ["a", "schema_migrations"])
        let recorded = try MigrationRunner.applied(connection)
        XCTAssertEqual(recorded.map(\.version), [1, 2])
        XCTAssertEqual(recorded.map(\.name), ["first", "second"])
        XCTAssertEqual(recorded[0].checksum, FNV1a64.hex(of: Array("CREATE TABLE a (x INTEGER);".utf8)))
        try connection.run("INSERT INTO a (x, y) VALUES (1, 'one')")
    }

    func testUpToDateRerunIsANoOp() throws {
        try writeMigration("0001_first.sql", "CREATE TABLE a (x INTEGER);")
        let first = try MigrationRunner(directory: migrationsPath).migrate(try open())
        XCTAssertEqual(first.count, 1)
        let connection = try open()
        let before = try MigrationRunner.applied(connection)
        XCTAssertEqual(try MigrationRunner(directory: migrationsPath).migrate(connection), [])
        XCTAssertEqual(try MigrationRunner.applied(connection), before, "nothing re-recorded")
    }

    func testOnlyNewMigrationsAreAppliedLater() throws {
        try writeMigration("0001_first.sql", "CREATE TABLE a (x INTEGER);")
        try MigrationRunner(directory: migrationsPath).migrate(try open())
        try writeMigration("0002_second.sql", "CREATE TABLE b (x INTEGER);")
        let applied = try MigrationRunner(directory: migrationsPath).migrate(try open())
        XCTAssertEqual(applied.map(\.version), [2])
    }

    func testEditedAppliedMigrationIsRefusedNamingTheFile() throws {
        try writeMigration("0001_first.sql", "CREATE TABLE a (x INTEGER);")
        try writeMigration("0002_second.sql", "CREATE TABLE b (x INTEGER);")
        try MigrationRunner(directory: migrationsPath).migrate(try open())
        try writeMigration("0002_second.sql", "CREATE TABLE b (x INTEGER, y INTEGER);")
        try writeMigration("0003_third.sql", "CREATE TABLE c (x INTEGER);")
        let connection = try open()
        XCTAssertThrowsError(try MigrationRunner(directory: migrationsPath).migrate(connection)) { error in
            guard case MigrationError.editedAfterApplying(let file, _, _)? = error as? MigrationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(file, "0002_second.sql")
            XCTAssertTrue(String(describing: error).contains("Migration 0002_second.sql was edited after it was applied"))
        }
        XCTAssertFalse(try tables(connection).contains("c"), "nothing applied after the refusal")
    }

    func testFailingMigrationIsRolledBackAndNamed() throws {
        try writeMigration("0001_first.sql", "CREATE TABLE a (x INTEGER);")
        try writeMigration("0002_broken.sql", "CREATE TABLE half (x INTEGER); INSERT INTO nowhere VALUES (1);")
        let connection = try open()
        XCTAssertThrowsError(try MigrationRunner(directory: migrationsPath).migrate(connection)) { error in
            XCTAssertEqual(error as? MigrationError, .failed(file: "0002_broken.sql", message: "no such table: nowhere"))
        }
        XCTAssertEqual(try tables(connection), ["a", "schema_migrations"], "the half-applied table was rolled back")
        XCTAssertEqual(try MigrationRunner.applied(connection).map(\.version), [1])
    }

    func testMalformedNamesDuplicatesAndMissingDirectoryAreRefused() throws {
        try writeMigration("1_short.sql", "SELECT 1;")
        XCTAssertThrowsError(try MigrationRunner(directory: migrationsPath)) {
            XCTAssertEqual($0 as? MigrationError, .invalidFileName("1_short.sql"))
        }
        try FileManager.default.removeItem(atPath: (migrationsPath as NSString).appendingPathComponent("1_short.sql"))
        try writeMigration("0001_a.sql", "SELECT 1;")
        try writeMigration("0001_b.sql", "SELECT 1;")
        XCTAssertThrowsError(try MigrationRunner(directory: migrationsPath)) {
            XCTAssertEqual($0 as? MigrationError, .duplicateVersion(1, files: ["0001_a.sql", "0001_b.sql"]))
        }
        XCTAssertThrowsError(try MigrationRunner(directory: directory.file("nope"))) {
            XCTAssertTrue(String(describing: $0).contains("Migrations directory"))
        }
    }

    func testDatabaseFromANewerBuildIsRefused() throws {
        try writeMigration("0001_first.sql", "CREATE TABLE a (x INTEGER);")
        try writeMigration("0002_second.sql", "CREATE TABLE b (x INTEGER);")
        try MigrationRunner(directory: migrationsPath).migrate(try open())
        try FileManager.default.removeItem(atPath: (migrationsPath as NSString).appendingPathComponent("0002_second.sql"))
        XCTAssertThrowsError(try MigrationRunner(directory: migrationsPath).migrate(try open())) {
            XCTAssertEqual($0 as? MigrationError, .unknownAppliedMigration(version: 2, name: "second"))
        }
    }

    func testProjectMigrationsApplyCleanly() throws {
        let store = try makeStore(in: directory)
        XCTAssertEqual(store.appliedOnOpen.first?.fileName, "0001_initial.sql")
        let tables = try store.database.read { try self.tables($0) }
        XCTAssertTrue(Set(["documents", "revisions", "op_log", "blobs", "schema_migrations"]).isSubset(of: tables))
        let reopened = try makeStore(in: directory)
        XCTAssertEqual(reopened.appliedOnOpen, [])
        XCTAssertEqual(try reopened.database.quickCheck(), "ok")
    }

    func testFNV1aMatchesReferenceVectors() {
        XCTAssertEqual(FNV1a64.hex(of: [UInt8]()), "cbf29ce484222325")
        XCTAssertEqual(FNV1a64.hex(of: Array("a".utf8)), "af63dc4c8601ec8c")
        XCTAssertEqual(FNV1a64.hex(of: Array("foobar".utf8)), "85944171f73967e8")
    }
}
