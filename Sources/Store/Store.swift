import Foundation

/// The storage layer as the application sees it: a migrated database, a SQLite file under a data
/// directory (the embedded default) or a PostgreSQL database shared by several nodes.
public final class Store: @unchecked Sendable {
    public static let defaultFileName = "storyweave.sqlite"

    public let database: Database
    /// Migrations applied when this store was opened (empty when the file was already current).
    public let appliedOnOpen: [Migration]

    /// Opens (creating if needed) `databasePath` and applies the migrations found in `migrationsDirectory`.
    public convenience init(databasePath: String, migrationsDirectory: String,
                            configuration: DatabaseConfiguration = .init()) throws {
        try self.init(databasePath: databasePath, migrations: try Migration.load(from: migrationsDirectory),
                      configuration: configuration)
    }

    /// Opens (creating if needed) `databasePath` and applies `migrations`.
    public convenience init(databasePath: String, migrations: [Migration], configuration: DatabaseConfiguration = .init()) throws {
        try self.init(database: try SQLiteDatabase(path: databasePath, configuration: configuration), migrations: migrations)
    }

    /// Connects to the PostgreSQL database of `configuration` and applies the migrations found in
    /// `migrationsDirectory` (their PostgreSQL parts).
    public convenience init(postgres configuration: PostgreSQLConfiguration, migrationsDirectory: String) throws {
        let migrations = try Migration.load(from: migrationsDirectory)
        try self.init(database: try PostgreSQLDatabase(configuration: configuration), migrations: migrations)
    }

    /// Applies `migrations` (the dialect's parts) to `database`.
    public init(database: any Database, migrations: [Migration]) throws {
        appliedOnOpen = try database.withWriterConnection { try MigrationRunner(migrations: migrations).migrate($0) }
        self.database = database
    }

    /// Opens `<dataDirectory>/storyweave.sqlite`, creating the directory on first run.
    /// The migrations are read first, so a wrong migrations path leaves no empty directory behind.
    public convenience init(dataDirectory: String, migrationsDirectory: String,
                            configuration: DatabaseConfiguration = .init()) throws {
        let migrations = try Migration.load(from: migrationsDirectory)
        do {
            try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.cannotCreateDirectory(path: dataDirectory, reason: error.localizedDescription)
        }
        try self.init(databasePath: (dataDirectory as NSString).appendingPathComponent(Self.defaultFileName),
                      migrations: migrations, configuration: configuration)
    }
}
