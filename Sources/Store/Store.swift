import Foundation

/// The storage layer as the application sees it: a migrated database file under a data directory.
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
    public init(databasePath: String, migrations: [Migration], configuration: DatabaseConfiguration = .init()) throws {
        let database = try Database(path: databasePath, configuration: configuration)
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
