import Foundation
@testable import IBSync
import StoryweaveTestPaths

/// Small documents laid out exactly as Xcode writes them.
enum SampleDocuments {
    /// `Tests/fixtures/Sample.storyboard`: two scenes, a label, a button with an action, a box with a text view,
    /// constraints and outlets; the JS tests read the same file (Tests/js/support/sample-storyboard.mjs).
    static let storyboard: String = {
        let url = PackagePaths.file("Tests/fixtures/Sample.storyboard")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("\(url.path) could not be read") }
        return text
    }()

    static func document() -> SyncDocument {
        try! SyncDocument(text: storyboard)
    }

    /// The shared Xcode fixtures, when present (`../shared/fixtures/<folder>` from the package root).
    static func fixtureURLs(in folder: String = "ib") -> [URL] {
        guard let directory = PackagePaths.sharedFixture(folder),
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.sorted().filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            .map { directory.appendingPathComponent($0) }
    }
}
