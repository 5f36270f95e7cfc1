import IBDocument

/// The scenes of a macOS storyboard as ibtool splits them (fixtures `sb_*` of
/// macos-viraptor-ibtool): the application scene becomes `MainMenu.nib`; each reachable window
/// controller (the initial one, one with a Storyboard ID, a segue's destination) a scene nib
/// named by its Storyboard ID, else `NSWindowController-<id>`; the view controller its
/// `window.shadowedContentViewController` relationship points at is archived inside that scene
/// nib, and its view in `<controller id>-view-<view id>.nib`. A view controller reached on
/// its own gets a scene nib too (`AppKitStoryboardViewControllerNib`). Scenes nothing reaches
/// are dropped, as for iOS. What has no known layout (other controllers, other segues) is
/// refused when it is reached.
struct AppKitStoryboardScenes {
    struct Scene {
        let sceneID: String
        /// The `sceneMemberID="viewController"` element: `application`, `windowController`, `viewController`…
        let controller: MarkupElement
        /// The scene's First Responder (`sceneMemberID="firstResponder"`), never archived.
        let firstResponderID: String?
        /// The scene's other objects (an application scene's custom objects).
        let otherObjects: [MarkupElement]

        var controllerID: String? { controller.attribute("id") }
    }

    static let contentRelationship = "window.shadowedContentViewController"

    private(set) var scenes: [Scene] = []
    /// Scenes by their controller's id.
    private(set) var byControllerID: [String: Scene] = [:]
    let initialID: String?

    init(document: InterfaceDocument) throws {
        initialID = document.root.attribute("initialViewController")
        guard let scenesElement = document.root.firstChild(named: "scenes") else {
            throw AppKitEncodingError.malformed(element: "document", id: nil, reason: "it has no <scenes>")
        }
        for sceneElement in scenesElement.childElements {
            let sceneID = sceneElement.attribute("sceneID")
            guard sceneElement.name == "scene", let objects = sceneElement.firstChild(named: "objects") else {
                throw AppKitEncodingError.unsupportedElement(element: sceneElement.name, id: sceneID)
            }
            var controller: MarkupElement?
            var firstResponderID: String?
            var others: [MarkupElement] = []
            for object in objects.childElements {
                switch object.attribute("sceneMemberID") {
                case "viewController":
                    guard controller == nil else {
                        throw AppKitEncodingError.malformed(element: "scene", id: sceneID, reason: "it has two controllers")
                    }
                    controller = object
                case "firstResponder":
                    firstResponderID = object.attribute("id")
                default:
                    others.append(object)
                }
            }
            guard let controller else {
                throw AppKitEncodingError.malformed(element: "scene", id: sceneID, reason: "it has no controller (sceneMemberID=\"viewController\")")
            }
            let scene = Scene(sceneID: sceneID ?? "", controller: controller, firstResponderID: firstResponderID, otherObjects: others)
            scenes.append(scene)
            if let id = scene.controllerID { byControllerID[id] = scene }
        }
    }

    /// The application scene (`<application>`), compiled into `MainMenu.nib`.
    var applicationScene: Scene? { scenes.first { $0.controller.name == "application" } }

    /// Controllers ibtool compiles a scene nib for: the initial controller, those with a
    /// Storyboard ID, and the destinations of segues other than relationships, in document order.
    var reachedControllerIDs: [String] {
        var reached: Set<String> = []
        if let initialID { reached.insert(initialID) }
        for scene in scenes {
            if let id = scene.controllerID, scene.controller.attribute("storyboardIdentifier") != nil { reached.insert(id) }
            for segue in Self.segues(of: scene.controller) where segue.attribute("kind") != "relationship" {
                if let destination = segue.attribute("destination") { reached.insert(destination) }
            }
        }
        return scenes.compactMap(\.controllerID).filter { reached.contains($0) && byControllerID[$0]?.controller.name != "application" }
    }

    /// The `<segue>`s among a controller's direct `<connections>`.
    static func segues(of controller: MarkupElement) -> [MarkupElement] {
        controller.childElements.filter { $0.name == "connections" }.flatMap(\.childElements).filter { $0.name == "segue" }
    }

    /// The scene nib's identifier (also its file name): the Storyboard ID, else
    /// `NSWindowController-<id>` (fixtures) or `NSViewController-<id>` (inferred by analogy).
    static func identifier(of controller: MarkupElement) -> String {
        let prefix = controller.name == "viewController" ? "NSViewController" : "NSWindowController"
        return controller.attribute("storyboardIdentifier") ?? "\(prefix)-\(controller.attribute("id") ?? "")"
    }
}
