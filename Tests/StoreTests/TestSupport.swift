import Foundation
import XCTest
@testable import Store
import StoryweaveTesting

/// A fresh temporary directory per test, removed afterwards.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "storyweave-store-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A store with the project's real migrations applied: a temporary file, or with
/// `STORYWEAVE_TEST_STORE=postgres` a schema of the test process's PostgreSQL named after `directory`.
func makeStore(in directory: TemporaryDirectory) throws -> Store {
    switch TestStoreBackend.current {
    case .sqlite:
        return try Store(dataDirectory: directory.path, migrationsDirectory: PackagePaths.migrations)
    case .postgres:
        return try TestStoreBackend.postgres.openStore(in: directory.path)
    }
}

func sampleXML(_ marker: String) -> [UInt8] {
    Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
        <!-- \(marker) -->
    </document>

    """.utf8)
}
