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
    public func migrate(_ connection: any SQLConnection, now: () -> Int64 = Clock.milliseconds) throws -> [Migration] {
        if connection.dialect == .postgres {
            // Nodes starting together migrate one at a time: a session lock held until this call returns.
            try connection.execute("SELECT pg_advisory_lock(\(Self.postgresLockKey))")
        }
        defer { if connection.dialect == .postgres { try? connection.execute("SELECT pg_advisory_unlock(\(Self.postgresLockKey))") } }
        try connection.execute(connection.dialect == .postgres ? """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version BIGINT PRIMARY KEY,
                name TEXT NOT NULL,
                checksum TEXT NOT NULL,
                applied_at BIGINT NOT NULL
            )
            """ : """
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
            let checksum = migration.checksum(for: connection.dialect)
            guard checksum == record.checksum else {
                throw MigrationError.editedAfterApplying(file: migration.fileName,
                                                         recordedChecksum: record.checksum,
                                                         currentChecksum: checksum)
            }
        }
        let appliedVersions = Set(applied.map(\.version))
        var newlyApplied: [Migration] = []
        for migration in migrations where !appliedVersions.contains(migration.version) {
            do {
                try connection.transaction(.immediate) {
                    try connection.execute(migration.sql(for: connection.dialect))
                    try connection.run(
                        "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
                        [migration.version, migration.name, migration.checksum(for: connection.dialect), now()])
                }
            } catch let error as any SQLDatabaseError {
                throw MigrationError.failed(file: migration.fileName, message: error.message)
            }
            newlyApplied.append(migration)
        }
        return newlyApplied
    }

    /// The key of PostgreSQL's advisory lock that serialises migrations ("storyweave" in ASCII, as a number).
    static let postgresLockKey: Int64 = 0x73_74_6f_72_79_77_76

    /// The migrations recorded in the database, by version.
    public static func applied(_ connection: any SQLConnection) throws -> [AppliedMigration] {
        try connection.query("SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version") {
            AppliedMigration(version: $0.int(0), name: $0.string(1), checksum: $0.string(2), appliedAt: $0.int64(3))
        }
    }
}

/// Wall-clock milliseconds since 1970, the timestamp unit of every table.
public enum Clock {
    public static func milliseconds() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
}
