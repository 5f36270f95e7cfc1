import IBDocument

/// A window controller's scene → its scene nib (fixtures sb_*: `NSWindowController-<id>.nib`,
/// `MainWC.nib`…). Objects, each listed under File's Owner unless said otherwise:
/// `NSStoryboardPlaceholder` (the content controller's), the window controller
/// (`NSWindowController`, or `NSClassSwapper` with `NSOriginalClassName` `IBNSWindowController`:
/// `IBWindowTemplate`, `IBWindowTemplateContentViewController`, `explicitStoryboardIdentifier`
/// when it has a Storyboard ID, `showSeguePresentationStyle` (0; 1 and
/// `NSStoryboardSegueDestinationOptions` for `single`, after viraptor/ibtool's storyboard.py),
/// `uniqueIdentifierForStoryboardCompilation`), its window (under the controller) with a plain
/// content view of the content rect's size (under the window), the content view controller
/// (under the window, `AppKitStoryboardViewControllerObject`), the unnamed `NSApplication`, and the window
/// controller's `NSStoryboardPlaceholder`. Connections: `sceneController` (File's Owner →
/// controller), `storyboard` (each controller → its placeholder), `window`, the window's
/// `contentViewController` as a user-defined runtime attribute, and the document's own.
enum AppKitStoryboardWindowControllerNib {
    /// ibtool gives the window of documents saved by old Xcodes a `delegate` outlet to its window
    /// controller even when the document has none (sb_basic_wc and sb_localized, toolsVersion
    /// 10117; none of the seven toolsVersion 22505 storyboards). The version where that stops
    /// is not known; this is the oldest one seen without it.
    static let implicitDelegateBeforeToolsVersion = 22505

    struct Output {
        let archive: NibArchive
        let viewNib: AppKitStoryboardViewNib.Output
    }

    static func encode(_ scene: AppKitStoryboardScenes.Scene, scenes: AppKitStoryboardScenes, input: AppKitStoryboardInput, uuid: (String) -> String) throws -> Output {
        let element = scene.controller
        guard element.name == "windowController" else { throw unsupportedScene(element) }
        if let other = scene.otherObjects.first { throw AppKitEncodingError.unsupportedElement(element: other.name, id: other.attribute("id")) }
        var reader = AppKitAttributeReader(element)
        guard let controllerID = reader.id else {
            throw AppKitEncodingError.malformed(element: element.name, id: nil, reason: "a window controller needs an id")
        }
        let content = try contentScene(of: element, scenes: scenes)
        let viewNib = try AppKitStoryboardViewNib.encode(content, input: input)

        let context = input.context()
        if let firstResponder = scene.firstResponderID { context.addPlaceholderWithoutArchive(id: firstResponder) }
        let walker = AppKitElementWalker(context: context)
        let filesOwner = AppKitStoryboardObjects.filesOwner()
        let contentPlaceholder = AppKitStoryboardObjects.externalPlaceholder("NSStoryboardPlaceholder")
        context.list(contentPlaceholder, id: nil, parent: nil)

        let controller = AppKitStoryboardObjects.controller(&reader, className: "NSWindowController", originalClassName: "IBNSWindowController")
        let storyboardIdentifier = reader.string("storyboardIdentifier")
        let single = try AppKitStoryboardViewControllerObject.presentationStyle(&reader)
        context.list(controller, id: controllerID, parent: nil)
        var window: AppKitArchiveObject?
        var windowElement: MarkupElement?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("window", "window"):
                windowElement = child
                window = try walker.encodeObject(child, parent: controller)
            case ("connections", _):
                for connection in child.childElements where connection.name != "segue" {
                    try AppKitConnectionEncoder.encode(connection, source: controller, context: context)
                }
            default:
                if try walker.encodeCommonChild(child, of: controller) { continue }
                throw walker.unsupported(child)
            }
        }
        try reader.finish()
        guard let window, let windowElement else {
            throw AppKitEncodingError.malformed(element: element.name, id: controllerID, reason: "a window controller needs a window")
        }
        context.relist(window, parent: controller)
        guard context.visibleWindows.isEmpty else {
            // Every fixture storyboard window says visibleAtLaunch="NO"; what ibtool does with one shown at launch is not known.
            throw AppKitEncodingError.unsupportedAttribute(attribute: "visibleAtLaunch", value: windowElement.attribute("visibleAtLaunch") ?? "YES (absent)",
                                                           element: "window", id: windowElement.attribute("id"))
        }
        if case .object? = window["NSWindowView"] {
            // An empty content view written out (older documents, or a window whose content view
            // was once edited) is the same plain view ibtool gives every such window: a view of
            // the content rect's size, as the xib window encoder archives it. One with subviews is
            // refused: the content controller's view replaces it at run time, and whether ibtool
            // still archives its subviews is not known (none in the corpus has any).
            if let element = windowElement.childElements.first(where: { $0.attribute("key") == "contentView" }),
               element.childElements.contains(where: { $0.name == "subviews" }) {
                throw AppKitEncodingError.unsupportedElement(
                    element: "view key=\"contentView\" with subviews (in a window with a content view controller)", id: element.attribute("id"))
            }
        } else {
            let contentView = try self.contentView(of: windowElement)
            window["NSWindowView"] = .object(contentView)
            context.list(contentView, id: nil, parent: window)
        }

        let contentController = try AppKitStoryboardViewControllerObject.archive(content, viewNib: viewNib, ownScene: false, uuid: uuid)
        context.list(contentController, id: content.controllerID, parent: window)
        context.list(AppKitStoryboardObjects.application(), id: nil, parent: nil)
        let placeholder = AppKitStoryboardObjects.externalPlaceholder("NSStoryboardPlaceholder")
        context.list(placeholder, id: nil, parent: nil)

        controller.append("IBWindowTemplate", .object(window))
        controller.append("IBWindowTemplateContentViewController", .object(contentController))
        if let storyboardIdentifier { controller.append("explicitStoryboardIdentifier", .string(storyboardIdentifier)) }
        AppKitStoryboardViewControllerObject.appendPresentation(to: controller, single: single, uuid: uuid(controllerID))

        context.addConnector(AppKitStoryboardObjects.outlet("sceneController", from: filesOwner, to: controller))
        context.addConnector(AppKitStoryboardObjects.outlet("storyboard", from: contentController, to: contentPlaceholder))
        if input.document.toolsVersionNumber < implicitDelegateBeforeToolsVersion, !hasOutlet("delegate", windowElement) {
            context.addConnector(AppKitStoryboardObjects.outlet("delegate", from: window, to: controller))
        }
        context.addConnector(AppKitStoryboardObjects.outlet("storyboard", from: controller, to: placeholder))
        context.addConnector(AppKitStoryboardObjects.outlet("window", from: controller, to: window))
        context.addConnector(AppKitStoryboardObjects.runtimeAttribute("contentViewController", of: window, to: contentController))
        return Output(archive: try input.flatten(context, filesOwner: filesOwner), viewNib: viewNib)
    }

    /// The scene of the view controller the window controller's content relationship points
    /// at; any other segue of a window controller is refused.
    private static func contentScene(of element: MarkupElement, scenes: AppKitStoryboardScenes) throws -> AppKitStoryboardScenes.Scene {
        var content: AppKitStoryboardScenes.Scene?
        for segue in AppKitStoryboardScenes.segues(of: element) {
            guard segue.attribute("kind") == "relationship", segue.attribute("relationship") == AppKitStoryboardScenes.contentRelationship,
                  content == nil, let destination = segue.attribute("destination"), let scene = scenes.byControllerID[destination] else {
                let description = segue.attribute("relationship").map { "segue relationship=\"\($0)\"" } ?? "segue kind=\"\(segue.attribute("kind") ?? "")\""
                throw AppKitEncodingError.unsupportedElement(element: description, id: segue.attribute("id"))
            }
            content = scene
        }
        guard let content else {
            throw AppKitEncodingError.unsupportedElement(element: "windowController without a content view controller", id: element.attribute("id"))
        }
        guard content.controller.name == "viewController" else { throw unsupportedScene(content.controller) }
        return content
    }

    /// The plain view ibtool gives the window in place of the content controller's view.
    private static func contentView(of window: MarkupElement) throws -> AppKitArchiveObject {
        guard let rect = window.childElements.first(where: { $0.name == "rect" && $0.attribute("key") == "contentRect" }) else {
            throw AppKitEncodingError.malformed(element: "window", id: window.attribute("id"), reason: "it has no contentRect")
        }
        let frame = try AppKitRect(rect, ownerID: window.attribute("id"))
        let view = AppKitArchiveObject(className: "NSView")
        view.append("NSNextResponder", .null)
        view.append("NSNibTouchBar", .null)
        view.append("NSvFlags", .integer(0x100))
        view.append("NSFrameSize", .string(AppKitRect.sizeString(frame.width, frame.height)))
        view.append("NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        view.append("IBNSSafeAreaLayoutGuide", .null)
        view.append("IBNSLayoutMarginsGuide", .null)
        view.append("IBNSClipsToBounds", .integer(0))
        return view
    }

    private static func hasOutlet(_ property: String, _ element: MarkupElement) -> Bool {
        element.childElements.filter { $0.name == "connections" }.flatMap(\.childElements)
            .contains { $0.name == "outlet" && $0.attribute("property") == property }
    }

    static func unsupportedScene(_ controller: MarkupElement) -> AppKitEncodingError {
        .unsupportedElement(element: "\(controller.name) (as a scene of its own)", id: controller.attribute("id"))
    }
}
