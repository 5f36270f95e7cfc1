import XCTest
@testable import IBDocument

/// Reading every construct of the object graph from small fixtures.
final class GraphReadingTests: XCTestCase {
    private func storyboard() throws -> InterfaceDocument { try InterfaceDocument(text: StoryboardFixtures.navigationFlow) }

    func testScenesControllersAndLabels() throws {
        let document = try storyboard()
        XCTAssertEqual(document.scenes.map(\.sceneID), ["nav-Sc-001", "lst-Sc-001", "det-Sc-001"])
        XCTAssertEqual(document.scenes.map(\.label), ["Navigation Controller", "Recipes", "Recipe Detail View Controller"])
        XCTAssertEqual(document.viewControllers.map(\.elementName), ["navigationController", "tableViewController", "viewController"])
        XCTAssertEqual(document.scenes[2].objects.map(\.elementName), ["viewController", "placeholder", "exit"])
        XCTAssertEqual(document.scenes[0].canvasLocation?.x, -700)
        let button = try XCTUnwrap(document.object(withID: "det-Bt-001"))
        XCTAssertEqual(document.scene(containing: button)?.sceneID, "det-Sc-001")
    }

    func testEntryPointAndStoryboardIdentifier() throws {
        let document = try storyboard()
        XCTAssertEqual(document.initialViewController?.id, "nav-Co-001")
        XCTAssertEqual(document.viewController(withStoryboardIdentifier: "RecipeDetail")?.id, "det-Co-001")
    }

    func testPlaceholders() throws {
        let document = try storyboard()
        XCTAssertEqual(document.placeholders.map(\.role), [.firstResponder, .firstResponder, .firstResponder, .exit])
        let xib = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        XCTAssertEqual(xib.placeholders.map(\.role), [.filesOwner, .firstResponder])
        XCTAssertEqual(xib.filesOwner?.customClass, "BadgeView")
        let mac = try InterfaceDocument(text: StoryboardFixtures.macOSWindowXib)
        XCTAssertEqual(mac.placeholders.map(\.role), [.filesOwner, .firstResponder, .application])
        XCTAssertEqual(mac.topLevelObjects.map(\.elementName), ["customObject", "customObject", "customObject", "window"])
    }

    func testCustomClassModuleAndLabels() throws {
        let document = try storyboard()
        let list = try XCTUnwrap(document.object(withID: "lst-Co-001"))
        XCTAssertEqual(list.customClass, "RecipeListViewController")
        XCTAssertEqual(list.customModule, "Cookbook")
        XCTAssertNil(list.customModuleProvider)
        XCTAssertEqual(list.title, "Recipes")
        let detail = try XCTUnwrap(document.object(withID: "det-Co-001"))
        XCTAssertEqual(detail.customModuleProvider, "target")
        XCTAssertEqual(document.object(withID: "det-Ex-001")?.userLabel, "Exit")
    }

    func testViewHierarchyAndFrames() throws {
        let document = try storyboard()
        let controller = try XCTUnwrap(document.object(withID: "det-Co-001"))
        let root = try XCTUnwrap(document.mainView(of: controller))
        XCTAssertEqual(root.id, "det-Vw-001")
        XCTAssertEqual(document.subviews(of: root).map(\.id), ["det-Lb-001", "det-Bt-001"])
        let button = try XCTUnwrap(document.object(withID: "det-Bt-001"))
        XCTAssertEqual(document.superview(of: button), root)
        XCTAssertEqual(document.frame(of: button), IBRect(x: 20, y: 109, width: 60, height: 30))
        XCTAssertEqual(document.parentObject(of: button), root)
        XCTAssertEqual(document.childObjects(of: root).map(\.id).prefix(3), ["det-Lb-001", "det-Bt-001", "det-Sa-001"])
        let mac = try InterfaceDocument(text: StoryboardFixtures.macOSWindowXib)
        let window = try XCTUnwrap(mac.object(withID: "F0z-JX-Cv5"))
        XCTAssertEqual(mac.mainView(of: window)?.id, "se5-gp-TjO")
    }

    func testConstraints() throws {
        let document = try storyboard()
        let root = try XCTUnwrap(document.object(withID: "det-Vw-001"))
        let constraints = document.constraints(ownedBy: root)
        XCTAssertEqual(constraints.map(\.id), ["det-Cn-001", "det-Cn-002", "det-Cn-003", "det-Cn-004"])
        let last = constraints[3]
        XCTAssertEqual(last.firstItem, "det-Sa-001")
        XCTAssertEqual(last.firstAttribute, "trailing")
        XCTAssertEqual(last.relation, "greaterThanOrEqual")
        XCTAssertEqual(last.secondItem, "det-Lb-001")
        XCTAssertEqual(last.secondAttribute, "trailing")
        XCTAssertEqual(last.multiplier, "1:2")
        XCTAssertEqual(last.priority, 750)
        XCTAssertEqual(last.constant, 20)
        XCTAssertEqual(last.owner, root)
        XCTAssertEqual(constraints[0].relation, "equal")
        XCTAssertEqual(constraints[0].constant, 0)
        XCTAssertEqual(constraints[0].priority, 1000)
        let xib = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        let width = try XCTUnwrap(xib.allConstraints.first)
        XCTAssertEqual(width.firstItem, "img-Vw-001", "a missing firstItem means the owning view")
        XCTAssertNil(width.secondItem)
        XCTAssertEqual(document.constraints(involving: "det-Lb-001").count, 4)
    }

    func testConnections() throws {
        let document = try storyboard()
        let detail = try XCTUnwrap(document.object(withID: "det-Co-001"))
        let connections = document.connections(of: detail)
        XCTAssertEqual(connections.map(\.kind), [.outlet, .outlet, .outletCollection])
        XCTAssertEqual(connections.map(\.property), ["cookButton", "titleLabel", "controls"])
        XCTAssertEqual(connections[0].destination, "det-Bt-001")
        XCTAssertEqual(connections[0].source, detail)

        let button = try XCTUnwrap(document.object(withID: "det-Bt-001"))
        let buttonConnections = document.connections(of: button)
        XCTAssertEqual(buttonConnections[0].kind, .action)
        XCTAssertEqual(buttonConnections[0].selector, "cook:")
        XCTAssertEqual(buttonConnections[0].eventType, "touchUpInside")
        XCTAssertEqual(buttonConnections[0].destination, "det-Co-001")
        XCTAssertEqual(buttonConnections[1].segueKind, "unwind")

        let segues = document.segues
        XCTAssertEqual(segues.map(\.segueKind), ["relationship", "show", "unwind"])
        XCTAssertEqual(segues[0].relationship, "rootViewController")
        XCTAssertEqual(segues[1].identifier, "showRecipe")
        XCTAssertEqual(segues[1].source?.id, "lst-Ce-001")
        XCTAssertEqual(document.connections(to: "det-Co-001").map(\.id), ["shw-Sg-001", "det-Ac-001"])

        let mac = try InterfaceDocument(text: StoryboardFixtures.macOSWindowXib)
        let action = try XCTUnwrap(mac.allConnections.first { $0.kind == .action })
        XCTAssertEqual(action.destination, "-1", "macOS actions name their target")
        XCTAssertNil(action.eventType)
    }

    func testTableCellPrototypes() throws {
        let document = try storyboard()
        let table = try XCTUnwrap(document.object(withID: "lst-Tv-001"))
        let cells = document.prototypeCells(of: table)
        XCTAssertEqual(cells.map(\.reuseIdentifier), ["RecipeCell"])
        XCTAssertEqual(document.cell(withReuseIdentifier: "RecipeCell")?.customClass, "RecipeCell")
    }

    func testUserDefinedRuntimeAttributes() throws {
        let document = try storyboard()
        let button = try XCTUnwrap(document.object(withID: "det-Bt-001"))
        let attributes = document.runtimeAttributes(of: button)
        XCTAssertEqual(attributes.map(\.keyPath), ["layer.masksToBounds", "layer.cornerRadius"])
        XCTAssertEqual(attributes.map(\.type), ["boolean", "number"])
        XCTAssertEqual(attributes.map(\.value), ["YES", "8"])
    }

    func testResources() throws {
        let document = try storyboard()
        XCTAssertEqual(document.resources.map(\.kind), ["image", "namedColor", "systemColor"])
        XCTAssertEqual(document.resources.map(\.name), ["pan", "AccentText", "systemBackgroundColor"])
        XCTAssertNotNil(document.resource(kind: "namedColor", named: "AccentText"))
    }

    func testTitles() throws {
        let document = try storyboard()
        XCTAssertEqual(document.title(of: try XCTUnwrap(document.object(withID: "det-Bt-001"))), "Cook")
        XCTAssertEqual(document.title(of: try XCTUnwrap(document.object(withID: "det-Lb-001"))), "Title")
        let mac = try InterfaceDocument(text: StoryboardFixtures.macOSWindowXib)
        XCTAssertEqual(mac.title(of: try XCTUnwrap(mac.object(withID: "btn-Mc-001"))), "Done")
    }

    func testSceneLabelsFromClassNames() {
        XCTAssertEqual(InterfaceDocument.sceneLabel(customClass: "SettingsViewController", defaultLabel: "View Controller"), "Settings View Controller")
        XCTAssertEqual(InterfaceDocument.sceneLabel(customClass: "URLListViewController", defaultLabel: "x"), "URL List View Controller")
        XCTAssertEqual(InterfaceDocument.sceneLabel(customClass: nil, defaultLabel: "View Controller"), "View Controller")
    }

    func testAllObjectsIndexesEveryIDOutsideDependencies() throws {
        let document = try storyboard()
        let ids = document.allObjects.map(\.id)
        XCTAssertFalse(ids.contains("retina6_1"), "the device id is not an object")
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertTrue(ids.contains("det-Cn-004"))
        XCTAssertTrue(ids.contains("rel-Sg-001"))
    }
}
