import IBDocument

/// The scenes of a CocoaTouch storyboard as ibtool splits them: which controllers get a scene
/// nib of their own (the initial one, those with a Storyboard ID and the destinations of
/// segues — ibtool drops scenes nothing can reach), which are also embedded in their parent's
/// nib by a relationship segue (`rootViewController`, a tab's `viewControllers`, a split view
/// controller's columns — `UIKitContainerControllers`; an embedded controller with a
/// Storyboard ID has both, as in the fixtures), and the identifier each scene nib gets:
/// the Storyboard ID, else `<UIKit class>-<object id>` (`UIViewController-01J-lp-oVM`).
struct UIKitStoryboardScenes {
    struct Controller {
        let element: MarkupElement
        /// The `sceneID` of the `<scene>` holding it (for error messages).
        let sceneID: String
        /// The scene's `<placeholder placeholderIdentifier="IBFirstResponder">` id, if any.
        let firstResponderID: String?
        /// The scene's `<exit>` id, if any (the destination of unwind segues).
        let exitID: String?
        /// The scene's other objects (gesture recognizers…), encoded with the scene's view nib.
        let otherObjects: [MarkupElement]

        /// Where an element of this scene is, for refusals.
        var context: String { "scene \"\(sceneID)\"" }
    }

    /// Controller elements by xib element name → UIKit class.
    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
        "collectionViewController": "UICollectionViewController",
    ]
    /// A storyboard reference (`<viewControllerPlaceholder>`): archived as a
    /// `UIStoryboardViewControllerPlaceholder`, named like a plain controller's scene.
    static let referenceElement = "viewControllerPlaceholder"

    private(set) var controllers: [String: Controller] = [:]
    /// Controllers in document order.
    private(set) var order: [String] = []
    /// Relationship children → parent.
    private(set) var parents: [String: String] = [:]
    /// Relationship parent → children, in document order.
    private(set) var children: [String: [String]] = [:]
    /// Controllers that get a scene nib, in document order.
    private(set) var sceneRoots: [String] = []
    let initialID: String?

    init(document: InterfaceDocument) throws {
        initialID = document.root.attribute("initialViewController")
        guard let scenes = document.root.firstChild(named: "scenes") else {
            throw UIKitEncodingError.malformed(element: "document", id: nil, reason: "it has no <scenes>")
        }
        var segueDestinations: Set<String> = []
        for scene in scenes.childElements {
            guard scene.name == "scene", let objects = scene.firstChild(named: "objects") else {
                throw UIKitEncodingError.unsupportedElement(element: scene.name, id: scene.attribute("sceneID"), context: "<scenes>")
            }
            var controller: MarkupElement?
            var firstResponderID: String?
            var exitID: String?
            var otherObjects: [MarkupElement] = []
            // Elements without an encoding are refused when their scene is encoded, not here:
            // ibtool drops scenes nothing can reach (no Storyboard ID, not initial, no segue
            // leads to them), and so do we (`sceneRoots`).
            for object in objects.childElements {
                switch (object.name, object.attribute("sceneMemberID")) {
                case (_, "viewController") where controller == nil: controller = object
                case ("placeholder", "firstResponder"): firstResponderID = object.attribute("id")
                case ("exit", _): exitID = object.attribute("id")
                default: otherObjects.append(object)
                }
            }
            guard let controller, let id = controller.attribute("id") else { continue }
            controllers[id] = Controller(element: controller, sceneID: scene.attribute("sceneID") ?? "", firstResponderID: firstResponderID,
                                         exitID: exitID, otherObjects: otherObjects)
            order.append(id)
            controller.forEachElement { element in
                guard element.name == "segue", let destination = element.attribute("destination") else { return }
                if element.attribute("kind") == "relationship" {
                    if element.parent?.parent === controller {
                        parents[destination] = id
                        children[id, default: []].append(destination)
                    }
                } else if element.attribute("kind") != "unwind" {
                    segueDestinations.insert(destination)
                }
            }
        }
        for id in order {
            let element = controllers[id]!.element
            if id == initialID || element.attribute("storyboardIdentifier") != nil || segueDestinations.contains(id),
               id == initialID || parents[id] == nil || element.attribute("storyboardIdentifier") != nil {
                sceneRoots.append(id)
            }
        }
        if let initialID, controllers[initialID] == nil {
            throw UIKitEncodingError.unresolvedReference(id: initialID)
        }
    }

    /// The scene identifier (and nib name) of a controller: its Storyboard ID, else
    /// `<UIKit class>-<object id>`. A storyboard reference is named as a plain controller
    /// (`UIViewController-<id>`, the class of what it instantiates); an element without an
    /// encoding gets its element name, and is refused when its scene is encoded.
    func identifier(of id: String) -> String? {
        guard let controller = controllers[id] else { return nil }
        if let storyboardID = controller.element.attribute("storyboardIdentifier") { return storyboardID }
        let name = controller.element.name
        let className = Self.controllerClasses[name] ?? (name == Self.referenceElement ? "UIViewController" : name)
        return "\(className)-\(id)"
    }

    /// `<viewControllerPlaceholder>` ids, for `Info.plist`'s external references.
    func isReference(_ id: String) -> Bool { controllers[id]?.element.name == Self.referenceElement }
}
