import Foundation
import Store
import StoryweaveApp

/// Where a `TestApp` keeps its data: the one parameter that decides the store backend of a test run.
/// `STORYWEAVE_TEST_STORE` picks it for the whole suite: `sqlite` (the default) or `postgres` (issue #25: a
/// real `postgres` for the test process, `PostgreSQLTestServer`, a schema per test folder). Tests that
/// open a store without an app use `openStore(in:)`; the crash tests (a server child SIGKILLed on its
/// SQLite file: `ServerCrashDurabilityTests`, `SyncCrashTests`, `SyncConvergenceCrashTests`) test that
/// file's durability and stay on SQLite.
public enum TestStoreBackend: Sendable, Equatable {
    /// A fresh SQLite file in the app's temporary folder.
    case sqlite
    /// A schema of its own, named after the app's folder, on the process's `PostgreSQLTestServer`.
    case postgres

    /// The backend named by `STORYWEAVE_TEST_STORE`; an unknown name stops the run rather than
    /// quietly testing another backend.
    public static var current: TestStoreBackend {
        switch ProcessInfo.processInfo.environment["STORYWEAVE_TEST_STORE"] ?? "sqlite" {
        case "sqlite", "": return .sqlite
        case "postgres": return .postgres
        case let other: preconditionFailure("STORYWEAVE_TEST_STORE=\(other): the test store backends are: sqlite, postgres")
        }
    }

    /// Points `configuration` at a fresh store for an app whose files live in `directory`.
    func configure(_ configuration: inout StoryweaveServerConfiguration, directory: String) throws {
        switch self {
        case .sqlite:
            configuration.dataDirectory = directory + "/data"
        case .postgres:
            configuration.dataDirectory = directory + "/data"
            configuration.databaseURL = try PostgreSQLTestServer.shared.schemaURL(for: directory)
        }
    }

    /// The migrated store of `directory` without an app (the one a `TestApp` there uses), for tests of
    /// what the routes rest on: repositories, journals, a restart's replay.
    public func openStore(in directory: String) throws -> Store {
        switch self {
        case .sqlite:
            return try Store(dataDirectory: directory + "/data", migrationsDirectory: PackagePaths.migrations)
        case .postgres:
            let url = try PostgreSQLTestServer.shared.schemaURL(for: directory)
            return try Store(postgres: PostgreSQLConfiguration(url: url), migrationsDirectory: PackagePaths.migrations)
        }
    }
}
