import Foundation
import Store
import StoryweaveApp

/// Where a `TestApp` keeps its data: the one parameter that decides the store backend of a test run.
/// `STORYWEAVE_TEST_STORE` picks it for the whole suite (`sqlite`, the default). Issue #25 adds
/// PostgreSQL here, so every app test can run a second time against a real `postgres`. Tests that
/// open a store without an app use `openStore(in:)`; the crash tests (a server child SIGKILLed on its
/// SQLite file: `ServerCrashDurabilityTests`, `SyncCrashTests`, `SyncConvergenceCrashTests`) test that
/// file's durability and stay on SQLite.
public enum TestStoreBackend: Sendable, Equatable {
    /// A fresh SQLite file in the app's temporary folder.
    case sqlite

    /// The backend named by `STORYWEAVE_TEST_STORE`; an unknown name stops the run rather than
    /// quietly testing another backend.
    public static var current: TestStoreBackend {
        switch ProcessInfo.processInfo.environment["STORYWEAVE_TEST_STORE"] ?? "sqlite" {
        case "sqlite", "": return .sqlite
        case let other: preconditionFailure("STORYWEAVE_TEST_STORE=\(other): the test store backends are: sqlite")
        }
    }

    /// Points `configuration` at a fresh store for an app whose files live in `directory`.
    func configure(_ configuration: inout StoryweaveServerConfiguration, directory: String) {
        switch self {
        case .sqlite:
            configuration.dataDirectory = directory + "/data"
        }
    }

    /// The migrated store of `directory` without an app (the one a `TestApp` there uses), for tests of
    /// what the routes rest on: repositories, journals, a restart's replay.
    public func openStore(in directory: String) throws -> Store {
        switch self {
        case .sqlite:
            return try Store(dataDirectory: directory + "/data", migrationsDirectory: PackagePaths.migrations)
        }
    }
}
