/// Storyboard scenes and the top-level objects of xibs.
public struct IBScene: Hashable {
    public let element: MarkupElement

    public var sceneID: String { element.attribute("sceneID") ?? "" }

    /// The scene's objects: the controller, First Responder, Exit, and other scene members.
    public var objects: [IBObject] {
        element.firstChild(named: "objects")?.childElements.filter(InterfaceDocument.isObjectElement).map(IBObject.init) ?? []
    }

    /// The scene's root object: its view controller (or storyboard reference).
    public var controller: IBObject? {
        let objects = self.objects
        return objects.first { $0.sceneMemberID == "viewController" } ?? objects.first
    }

    /// The comment Xcode writes before the scene (`<!--View Controller-->`), if any.
    public var label: String? {
        guard let parent = element.parent,
              let position = parent.children.firstIndex(where: { $0.element === element }) else { return nil }
        var index = position - 1
        while index >= 0 {
            switch parent.children[index] {
            case .comment(let text): return text
            case let node where node.isWhitespace: index -= 1
            default: return nil
            }
        }
        return nil
    }

    /// `<point key="canvasLocation" x y>`: where the scene sits on the canvas.
    public var canvasLocation: (x: Double, y: Double)? {
        guard let point = element.firstChild(named: "point", key: "canvasLocation"),
              let x = point.number("x"), let y = point.number("y") else { return nil }
        return (x, y)
    }
}

extension InterfaceDocument {
    /// The scenes of a storyboard in document order (empty for xibs).
    public var scenes: [IBScene] {
        root.firstChild(named: "scenes")?.childElements.filter { $0.name == "scene" }.map(IBScene.init) ?? []
    }

    public func scene(withID sceneID: String) -> IBScene? {
        scenes.first { $0.sceneID == sceneID }
    }

    /// The scene holding an object (nil in xibs).
    public func scene(containing object: IBObject) -> IBScene? {
        var current: MarkupElement? = object.element
        while let element = current {
            if element.name == "scene", element.parent?.name == "scenes" { return IBScene(element: element) }
            current = element.parent
        }
        return nil
    }

    /// A xib's top-level objects, placeholders first, as listed in its root `<objects>`.
    public var topLevelObjects: [IBObject] {
        root.firstChild(named: "objects")?.childElements.filter(InterfaceDocument.isObjectElement).map(IBObject.init) ?? []
    }

    /// The view controllers of a storyboard (each scene's root object).
    public var viewControllers: [IBObject] {
        scenes.compactMap(\.controller)
    }

    /// The storyboard entry point (`initialViewController` on the root).
    public var initialViewController: IBObject? {
        root.attribute("initialViewController").flatMap(object(withID:))
    }

    /// Moves or clears the storyboard entry point.
    public func setInitialViewController(_ id: String?) throws {
        if let id { _ = try require(id) }
        try root.setOptionalAttribute("initialViewController", to: id)
    }

    /// The controller with this storyboard identifier (`instantiateViewController(withIdentifier:)`).
    public func viewController(withStoryboardIdentifier identifier: String) -> IBObject? {
        viewControllers.first { $0.storyboardIdentifier == identifier }
    }
}
