import Foundation

/// Folders of this checkout that tests read: the package root, `Migrations/`, `Public/` and the shared
/// fixture corpus beside the package (`../shared/fixtures`), which a newcomer's clone does not have.
///
/// Found from this source file: symlinks are resolved first (an isolation package may link a folder
/// of the real tree), then the path as compiled; the root is the first folder upwards holding both
/// `Package.swift` and `Migrations/`.
public enum PackagePaths {
    public static let root: URL = {
        let file = URL(fileURLWithPath: #filePath)
        for start in [file.resolvingSymlinksInPath(), file] {
            var directory = start.deletingLastPathComponent()
            while directory.path != "/" {
                if exists(directory.appendingPathComponent("Package.swift")), exists(directory.appendingPathComponent("Migrations")) {
                    return directory
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        // Sources/StoryweaveTestPaths/PackagePaths.swift: three levels up, even if the markers moved.
        return file.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// The project's SQL migrations.
    public static var migrations: String { root.appendingPathComponent("Migrations").path }

    /// The browser app.
    public static var publicDirectory: String { root.appendingPathComponent("Public").path }

    /// `relativePath` inside the package (e.g. `Tests/browser/fixtures/Signup.storyboard`).
    public static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// `../shared/fixtures` beside the package, or two levels up from a worktree nested one folder
    /// deeper (`dev/<name>` → `../../shared`); nil when absent: tests skip that part.
    public static let sharedFixtures: URL? = {
        let parent = root.deletingLastPathComponent()
        return [parent, parent.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("shared/fixtures") }
            .first(where: exists)
    }()

    /// `relativePath` under the shared fixtures (e.g. `ib`, `nib/ios-pairs`, `corpus`), when it exists.
    public static func sharedFixture(_ relativePath: String) -> URL? {
        guard let url = sharedFixtures?.appendingPathComponent(relativePath), exists(url) else { return nil }
        return url
    }

    private static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
