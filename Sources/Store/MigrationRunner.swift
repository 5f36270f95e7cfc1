import Foundation

/// Applies pending migrations in version order, each in its own transaction, and records
/// (version, name, checksum, time) in `schema_migrations`. Already-applied files are verified
/// against their recorded checksum; an edited one stops everything before any change.
public struct MigrationRunner {
    public struct AppliedMigration: Sendable, Equatable {
        public let version: Int
        public let name: String
        public let checksum: String
        public let appliedAt: Int64
    }

    public let migrations: [Migration]

    public init(migrations: [Migration]) { self.migrations = migrations }

    public init(directory: String) throws { self.migrations = try Migration.load(from: directory) }

    /// Brings `connection` up to date. Returns the migrations applied by this call (empty when current).
    @discardableResult
    public func migrate(_ connection: SQLiteConnection, now: () -> Int64 = Clock.milliseconds) throws -> [Migration] {
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                checksum TEXT NOT NULL,
                applied_at INTEGER NOT NULL
            )
            """)
        let applied = try Self.applied(connection)
        let byVersion = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })
        for record in applied {
            guard let migration = byVersion[record.version] else {
                throw MigrationError.unknownAppliedMigration(version: record.version, name: record.name)
            }
            guard migration.checksum == record.checksum else {
                throw MigrationError.editedAfterApplying(file: migration.fileName,
                                                         recordedChecksum: record.checksum,
                                                         currentChecksum: migration.checksum)
            }
        }
        let appliedVersions = Set(applied.map(\.version))
        var newlyApplied: [Migration] = []
        for migration in migrations where !appliedVersions.contains(migration.version) {
            do {
                try connection.transaction(.immediate) {
                    try connection.execute(migration.sql)
                    try connection.run(
                        "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
                        [migration.version, migration.name, migration.checksum, now()])
                }
            } catch let error as SQLiteError {
                throw MigrationError.failed(file: migration.fileName, message: error.message)
            }
            newlyApplied.append(migration)
        }
        return newlyApplied
    }

    /// The migrations recorded in the database, by version.
    public static func applied(_ connection: SQLiteConnection) throws -> [AppliedMigration] {
        try connection.query("SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version") {
            AppliedMigration(version: $0.int(0), name: $0.string(1), checksum: $0.string(2), appliedAt: $0.int64(3))
        }
    }
}

/// Wall-clock milliseconds since 1970, the timestamp unit of every table.
public enum Clock {
    public static func milliseconds() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
}
