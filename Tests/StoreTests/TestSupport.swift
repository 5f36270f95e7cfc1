import Foundation
import XCTest
@testable import Store
import StoryweaveTestPaths

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

/// A store on a temporary file with the project's real migrations applied.
func makeStore(in directory: TemporaryDirectory) throws -> Store {
    try Store(dataDirectory: directory.path, migrationsDirectory: PackagePaths.migrations)
}

func sampleXML(_ marker: String) -> [UInt8] {
    Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
        <!-- \(marker) -->
    </document>

    """.utf8)
}
