import Foundation
import XCTest

/// Finds the shared Xcode corpus at `../shared/fixtures/ib` relative to the package root.
/// The package root is found by walking up from this file to the folder holding Package.swift,
/// both on the path as compiled and with symlinks resolved (the development package links in
/// the test folder). Tests call `try SharedCorpus.folder()` and are skipped when it is absent.
enum SharedCorpus {
    static func folder(filePath: String = #filePath) throws -> URL {
        let file = URL(fileURLWithPath: filePath)
        for start in [file, file.resolvingSymlinksInPath()] {
            var directory = start.deletingLastPathComponent()
            while directory.path != "/" {
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                    let corpus = directory.deletingLastPathComponent().appendingPathComponent("shared/fixtures/ib")
                    if FileManager.default.fileExists(atPath: corpus.path) { return corpus }
                    break
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw XCTSkip("the shared corpus ../shared/fixtures/ib is not present")
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
