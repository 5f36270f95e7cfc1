import IBDocument

/// A view controller's view → `<controller id>-view-<view id>.nib` (fixtures sb_swift_wc,
/// sb_toolbar_colors_tv…): File's Owner (the controller at load time) gets the `view` outlet;
/// the view is encoded as a top-level view of a xib, then the unnamed `NSApplication`. The
/// controller itself lives in its window controller's nib: when the controller's outlets (or
/// any connection of the view) involve it, it is `UpstreamPlaceholder-1` here, listed last,
/// and the controller's `NSExternalObjectsTableForViewLoading` maps that name to it. The
/// scene's other objects follow the view as top-level objects (inferred).
enum AppKitStoryboardViewNib {
    static let upstreamIdentifier = "UpstreamPlaceholder-1"

    struct Output {
        let name: String
        let archive: NibArchive
        /// Whether the nib refers to the controller through `UpstreamPlaceholder-1`.
        let usesUpstreamPlaceholder: Bool
    }

    static func encode(_ scene: AppKitStoryboardScenes.Scene, input: AppKitStoryboardInput) throws -> Output {
        let controller = scene.controller
        guard let view = controller.childElements.first(where: { $0.attribute("key") == "view" }) else {
            throw AppKitEncodingError.malformed(element: controller.name, id: scene.controllerID, reason: "a view controller needs a view")
        }
        guard let controllerID = controller.attribute("id"), let viewID = view.attribute("id") else {
            throw AppKitEncodingError.malformed(element: controller.name, id: controller.attribute("id"), reason: "a view controller and its view need ids")
        }
        let context = input.context()
        if let firstResponder = scene.firstResponderID { context.addPlaceholderWithoutArchive(id: firstResponder) }
        let walker = AppKitElementWalker(context: context)
        let filesOwner = AppKitStoryboardObjects.filesOwner()

        let outlets = controller.childElements.filter { $0.name == "connections" }.flatMap(\.childElements)
        let usesUpstream = !outlets.isEmpty || refers(to: controllerID, in: view)
        let upstream = AppKitStoryboardObjects.externalPlaceholder(upstreamIdentifier)
        if usesUpstream { context.register(upstream, id: controllerID) }

        let archivedView = try walker.encodeObject(view, parent: nil)
        // The scene's other objects (a user defaults controller its bindings use) go with the
        // view, as UIKit's view nibs take a scene's gesture recognizers (inferred: no fixture).
        for object in scene.otherObjects { _ = try walker.encodeTopLevel(object) }
        context.addConnector(AppKitStoryboardObjects.outlet("view", from: filesOwner, to: archivedView))
        context.list(AppKitStoryboardObjects.application(), id: nil, parent: nil)
        if usesUpstream { context.list(upstream, id: controllerID, parent: nil) }
        for connection in outlets {
            guard connection.name == "outlet" else {
                throw AppKitEncodingError.unsupportedElement(element: connection.name == "segue" ? "segue kind=\"\(connection.attribute("kind") ?? "")\"" : connection.name,
                                                             id: connection.attribute("id"))
            }
            try AppKitConnectionEncoder.encode(connection, source: upstream, context: context)
        }
        return Output(name: "\(controllerID)-view-\(viewID)",
                      archive: try input.flatten(context, filesOwner: filesOwner),
                      usesUpstreamPlaceholder: usesUpstream)
    }

    /// Whether a connection inside `element` targets `id` (an action to the controller, a binding to it…).
    private static func refers(to id: String, in element: MarkupElement) -> Bool {
        if element.name == "outlet" || element.name == "action" || element.name == "binding",
           element.attribute("destination") == id || element.attribute("target") == id {
            return true
        }
        return element.childElements.contains { refers(to: id, in: $0) }
    }
}
