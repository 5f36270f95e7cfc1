import Foundation
import XCTest
import StoryweaveTestPaths

/// The shared Xcode corpus at `../shared/fixtures/ib` (`PackagePaths`). Tests call `try SharedCorpus.folder()`
/// and are skipped when it is absent.
enum SharedCorpus {
    static func folder() throws -> URL {
        guard let corpus = PackagePaths.sharedFixture("ib") else { throw XCTSkip("the shared corpus ../shared/fixtures/ib is not present") }
        return corpus
    }

    /// Every `.xib` and `.storyboard` in the corpus, sorted by name.
    static func documentFiles() throws -> [URL] {
        let folder = try folder()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// True for the current `<document>` format (as opposed to a legacy `<archive>`).
    static func isDocumentFormat(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes.prefix(400), as: UTF8.self).contains("<document ")
    }
}
