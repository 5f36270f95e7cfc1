import ArgumentParser
import Foundation
import Store

/// `storyweave migrate-data --from sqlite:PATH --to postgres://…`: copies a team's SQLite store into
/// a PostgreSQL database (migrated first), checked table by table by row counts and checksums.
struct MigrateDataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate-data",
        abstract: "Copy a SQLite store into an empty PostgreSQL database, checked by row counts and checksums.")

    @Option(help: "The SQLite store: sqlite:PATH (PATH: the storyweave.sqlite file, or the data directory holding it).")
    var from: String

    @Option(help: "The PostgreSQL database: postgres://user:password@host:port/database (migrated if needed, must be empty).")
    var to: String

    @Option(help: "Directory of the NNNN_name.sql migration files.")
    var migrations = "./Migrations"

    func validate() throws {
        guard from.hasPrefix("sqlite:"), from.count > "sqlite:".count else {
            throw ValidationError("--from takes sqlite:PATH (a storyweave.sqlite file or its data directory).")
        }
        guard to.hasPrefix("postgres://") || to.hasPrefix("postgresql://") else {
            throw ValidationError("--to takes a postgres:// URL.")
        }
    }

    func run() throws {
        var path = String(from.dropFirst("sqlite:".count))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write(Data("Error: \(path) does not exist.\n".utf8))
            throw ExitCode.failure
        }
        if isDirectory.boolValue { path = (path as NSString).appendingPathComponent(Store.defaultFileName) }
        do {
            let source = try Store(databasePath: path, migrationsDirectory: migrations)
            let target = try Store(postgres: PostgreSQLConfiguration(url: to), migrationsDirectory: migrations)
            print("Copying \(path) into \(target.database.location)")
            let reports = try DataCopy(from: source, to: target).run { print("  \($0)") }
            let rows = reports.reduce(0) { $0 + $1.rows }
            print("Done: \(reports.count) tables, \(rows) rows, every table's count and checksum equal on both sides.")
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
