import Foundation

/// Where the shared fixture corpus is: `../shared/fixtures` beside the package in the main
/// checkout, or two levels up from a worktree under `dev/` (`dev/<name>` → `../../shared`).
/// `#filePath` may be a symlink from an isolation package, so it is resolved to the real tree.
enum SharedFixtures {
    static var root: URL? {
        let testFile = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        let packageRoot = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures"),
            packageRoot.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `relativePath` under the fixture root, when it exists.
    static func url(_ relativePath: String) -> URL? {
        guard let url = root?.appendingPathComponent(relativePath), FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }
}
