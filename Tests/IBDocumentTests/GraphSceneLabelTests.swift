import XCTest
@testable import IBDocument

/// Scene comments: computed the way Xcode computes them, rewritten only when they change.
final class GraphSceneLabelTests: XCTestCase {
    func testLabelsOfTheFixtureScenes() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        for scene in document.scenes {
            XCTAssertEqual(document.sceneLabel(for: try XCTUnwrap(scene.controller)), scene.label)
        }
    }

    func testComputedLabelsMatchTheCorpusComments() throws {
        var checked = 0
        var mismatches: [String] = []
        for url in try SharedCorpus.documentFiles() where url.pathExtension == "storyboard" {
            let bytes = try SharedCorpus.bytes(url)
            guard SharedCorpus.isDocumentFormat(bytes) else { continue }
            let document = try InterfaceDocument(bytes: bytes)
            for scene in document.scenes {
                guard let controller = scene.controller, let label = scene.label else { continue }
                checked += 1
                let computed = document.sceneLabel(for: controller)
                if computed != label { mismatches.append("\(url.lastPathComponent) \(scene.sceneID): \(label) ≠ \(computed)") }
            }
        }
        print("scene labels: \(checked - mismatches.count) of \(checked) match")
        for mismatch in mismatches { print(mismatch) }
        XCTAssertGreaterThan(checked, 200)
        XCTAssertLessThanOrEqual(Double(mismatches.count), Double(checked) * 0.02, "\(mismatches)")
    }

    func testRefreshingALabelRewritesOnlyTheComment() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        let scene = try XCTUnwrap(document.scene(withID: "det-Sc-001"))
        XCTAssertFalse(document.refreshSceneLabel(scene))
        XCTAssertEqual(document.serializedString(), StoryboardFixtures.navigationFlow)
        try XCTUnwrap(scene.controller).setCustomClass("IngredientsViewController", module: "Cookbook")
        XCTAssertTrue(document.refreshSceneLabel(scene))
        XCTAssertEqual(document.serializedString(), StoryboardFixtures.navigationFlow
            .replacingOccurrences(of: "<!--Recipe Detail View Controller-->", with: "<!--Ingredients View Controller-->")
            .replacingOccurrences(of: #"customClass="RecipeDetailViewController" customModule="Cookbook" customModuleProvider="target""#,
                                  with: #"customClass="IngredientsViewController" customModule="Cookbook""#))
    }
}
