import Foundation
import StoryweaveApp

/// Where a `TestApp` keeps its data: the one parameter that decides the store backend of a test run.
/// `STORYWEAVE_TEST_STORE` picks it for the whole suite (`sqlite`, the default). Issue #25 adds
/// PostgreSQL here, so every app test can run a second time against a real `postgres`.
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
}
