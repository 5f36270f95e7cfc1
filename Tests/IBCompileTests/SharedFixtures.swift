import Foundation
import StoryweaveTestPaths

/// The shared fixture corpus (`../shared/fixtures`), as `PackagePaths` finds it; the compiler's tests name
/// their folders through `url` (`nib/ios-pairs`, `corpus`…).
enum SharedFixtures {
    /// `relativePath` under the fixture root, when it exists.
    static func url(_ relativePath: String) -> URL? { PackagePaths.sharedFixture(relativePath) }
}
