import IBDocument

/// Encodes a storyboard controller (and the controllers its relationship segues embed) into a
/// scene nib's context, writing each controller's view nib on the way. Every controller is a
/// `UIClassSwapper` (its custom class, or its own UIKit class, as ibtool writes even plain
/// controllers). Keys in the order of the iOS fixtures: (`UITitle`, `UITabBarItem`, D) `UINavigationItem`,
/// `UIChildViewControllers` + `UIKeyAutomaticallyAdjustsScrollViewInsets` (navigation
/// controllers), `UIExternalObjectsTableForViewLoading`, `UINibName`, `UIStoryboardIdentifier`,
/// `UIRestorationIdentifier`, `UIStoryboardSegueTemplates`, `UIParentViewController`,
/// `UIViewControllers` + `UINavigationBar` (navigation controllers); `UITitle` first and the
/// keys after `UIParentViewController` (presentation flags, toolbar items, extended layout) in
/// `-[UIViewController encodeWithCoder:]`'s order (`UIKitViewControllerFlags`). Tab bar, split and page view controllers add their own coder's keys
/// after these (`UIKitContainerControllers`).
final class UIKitViewControllerEncoder {
    let context: UIKitEncodingContext
    let scenes: UIKitStoryboardScenes
    let viewEncoder: UIKitViewEncoder
    /// View nibs written so far: (nib name, archive).
    private(set) var viewNibs: [(name: String, archive: NibArchive)] = []
    /// Segue templates with the controller that owns them, for their `viewController` outlets.
    private(set) var templates: [(template: AppKitArchiveObject, controller: AppKitArchiveObject)] = []
    /// Every encoded controller in pre-order, for the `storyboard` outlets (storyboard
    /// references are not controllers of this storyboard and have none).
    private(set) var controllers: [AppKitArchiveObject] = []
    /// Storyboard references encoded so far: (identifier, `<viewControllerPlaceholder>`), for
    /// `Info.plist`'s `UIViewControllerIdentifiersToExternalStoryboardReferences`.
    private(set) var references: [(identifier: String, element: MarkupElement)] = []

    init(context: UIKitEncodingContext, scenes: UIKitStoryboardScenes) {
        self.context = context
        self.scenes = scenes
        self.viewEncoder = UIKitViewEncoder(context: context)
    }

    func encode(_ id: String, parent: AppKitArchiveObject?) throws -> AppKitArchiveObject {
        guard let scene = scenes.controllers[id] else { throw UIKitEncodingError.unresolvedReference(id: id) }
        let element = scene.element
        if element.name == UIKitStoryboardScenes.referenceElement {
            let (placeholder, identifier) = try UIKitStoryboardReference.encode(id, scenes: scenes, parent: parent, context: context)
            references.append((identifier, element))
            return placeholder
        }
        guard let baseClass = UIKitStoryboardScenes.controllerClasses[element.name] else {
            throw UIKitEncodingError.unsupportedElement(element: element.name, id: id, context: scene.context)
        }
        // The scene's other objects (its dock): gesture recognizers and views go into the view
        // nib as top-level objects after the view (`UIKitSceneDock`); anything else has no
        // encoding yet.
        let dockObjects = scene.otherObjects.filter(UIKitSceneDock.goesIntoViewNib)
        if let other = scene.otherObjects.first(where: { !UIKitSceneDock.goesIntoViewNib($0) }) {
            throw UIKitEncodingError.unsupportedElement(element: other.name, id: other.attribute("id"), context: scene.context)
        }
        let recognizers = dockObjects.filter(UIKitGestureRecognizerEncoder.isRecognizer)
        let dockViews = dockObjects.filter { !UIKitGestureRecognizerEncoder.isRecognizer($0) }
        var reader = UIKitElementReader(element)
        let controller = AppKitArchiveObject(className: baseClass)
        context.register(controller, id: id)
        controllers.append(controller)
        reader.consume("sceneMemberID")
        // `<nil name="viewControllers"/>` is Interface Builder's way of saying "none" (and an
        // empty `<toolbarItems/>`, `UIKitToolbarItems`): nothing to archive.
        for child in element.childElements where child.name == "nil" && child.attribute("name") == "viewControllers" {
            reader.consumeChild(child)
        }
        // Legacy top/bottom layout guides: archived with the view, used or not
        // (`UIKitControllerLayoutGuides`). A controller without a view has none to archive.
        var layoutGuides: [MarkupElement] = []
        if let guides = reader.child("layoutGuides") { layoutGuides = guides.childElements }
        if let other = layoutGuides.first(where: { $0.name != "viewControllerLayoutGuide" }) {
            throw UIKitEncodingError.unsupportedElement(element: other.name, id: other.attribute("id"), context: "<layoutGuides> of \(reader.what)")
        }
        let unsupportedChildren: Set<String> = ["keyCommands"]
        for child in element.childElements where unsupportedChildren.contains(child.name) {
            throw UIKitEncodingError.unsupportedElement(element: child.name, id: child.attribute("id"), context: reader.what)
        }

        // A navigation controller's bar is listed right after it, before the stack (fixtures).
        var navigationBar: AppKitArchiveObject?
        if element.name == "navigationController", let barElement = element.firstChild(named: "navigationBar", key: "navigationBar") {
            if barElement.firstChild(named: "items") != nil {
                throw UIKitEncodingError.unsupportedElement(element: "items", id: nil, context: "the <navigationBar> of \(reader.what) (its items are the stack's)")
            }
            navigationBar = try viewEncoder.encode(barElement)
        }
        // So is a tab bar controller's tab bar (`UIKitTabBarControllerKeys`).
        let tabBar = element.name == "tabBarController" ? try UIKitTabBarControllerKeys.encodeBar(of: element, encoder: viewEncoder) : nil

        // `-[UIViewController encodeWithCoder:]` writes the title first (D).
        if let title = reader.string("title") {
            controller.append("UITitle", UIKitStrings.localizable(title, objectID: reader.id, property: "title"))
        }
        // Then the tab bar item, then the navigation item (D).
        if let tabBarItem = reader.child("tabBarItem", key: "tabBarItem") {
            controller.append("UITabBarItem", .object(try UIKitTabBarItemEncoder.encode(tabBarItem, document: context.document)))
        }
        var navigationItem: AppKitArchiveObject?
        if let itemElement = reader.child("navigationItem", key: "navigationItem") {
            let item = try UIKitNavigationItemEncoder.encode(itemElement, encoder: viewEncoder)
            controller.append("UINavigationItem", .object(item))
            navigationItem = item
        }

        // Relationship children (navigation stacks, tabs, split columns) are encoded inside this
        // nib, in the order their container archives them (`UIKitContainerControllers`).
        var children: [AppKitArchiveObject] = []
        for childID in try UIKitContainerControllers.childIDs(of: element) {
            children.append(try encode(childID, parent: controller))
        }
        var extendedLayout = try UIKitExtendedEdges.keys(&reader)
        if element.name == "navigationController" {
            controller.append("UIChildViewControllers", .object(.mutableArray(children)))
            for (key, value) in extendedLayout { controller.append(key, value) }
            controller.append("UIKeyAutomaticallyAdjustsScrollViewInsets", .integer(0))
            extendedLayout = []
            reader.consume("automaticallyAdjustsScrollViewInsets")
        } else if !children.isEmpty {
            guard UIKitContainerControllers.isContainer(element.name) else {
                throw UIKitEncodingError.unsupportedElement(element: "segue kind=\"relationship\"", id: nil, context: reader.what)
            }
            controller.append("UIChildViewControllers", .object(.mutableArray(children)))
        }

        // Segue templates: manual segues of the controller and segues of controls in its view.
        var segueElements: [MarkupElement] = []
        var sceneOutlets: [MarkupElement] = []
        let viewElement = element.childElements.first { $0.attribute("key") == "view" }
        var viewIDs: Set<String> = []
        viewElement?.forEachElement { if let id = $0.attribute("id") { viewIDs.insert(id) } }
        if let object = dockObjects.first, viewElement == nil {
            throw UIKitEncodingError.unsupportedElement(element: object.name, id: object.attribute("id"), context: "\(scene.context) (its controller has no view)")
        }
        for object in dockObjects { object.forEachElement { if let id = $0.attribute("id") { viewIDs.insert(id) } } }
        for recognizer in recognizers {
            // How ibtool triggers a segue from a recognizer is not known.
            if let segue = recognizer.firstChild(named: "connections")?.childElements.first(where: { $0.name == "segue" }) {
                throw UIKitEncodingError.unsupportedElement(element: "segue", id: segue.attribute("id"),
                                                            context: "<connections> of <\(recognizer.name)> (id \"\(recognizer.attribute("id") ?? "")\")")
            }
        }
        if let connections = reader.child("connections") {
            for connection in connections.childElements {
                switch connection.name {
                case "segue" where connection.attribute("kind") == "relationship":
                    break // checked and ordered by `UIKitContainerControllers.childIDs`
                case "segue": segueElements.append(connection)
                case "outlet", "outletCollection":
                    if !viewIDs.contains(connection.attribute("destination") ?? "") { sceneOutlets.append(connection) }
                default:
                    throw UIKitEncodingError.unsupportedElement(element: connection.name, id: connection.attribute("id"), context: "<connections> of \(reader.what)")
                }
            }
        }
        for root in [viewElement].compactMap({ $0 }) + dockViews {
            root.forEachElement { if $0.name == "segue", $0.parent?.name == "connections" { segueElements.append($0) } }
        }
        // Segues of a navigation item's bar button items and their custom views, and of the
        // controller's toolbar items (objects archived in this scene nib, which
        // `UIKitStoryboardCompiler` wires with `perform:`). Their templates follow the view's in
        // `UIStoryboardSegueTemplates` (the order among the three is ours).
        for holder in [element.firstChild(named: "navigationItem", key: "navigationItem"), element.firstChild(named: "toolbarItems")] {
            holder?.forEachElement { if $0.name == "segue", $0.parent?.name == "connections" { segueElements.append($0) } }
        }
        var controllerTemplates: [AppKitArchiveObject] = []
        var sceneObjects: [String: AppKitArchiveObject] = [id: controller]
        if let navigationItem, let itemID = element.firstChild(named: "navigationItem", key: "navigationItem")?.attribute("id") {
            sceneObjects[itemID] = navigationItem
        }
        for segue in segueElements {
            let template = try UIKitSegueTemplate.make(segue, scenes: scenes)
            context.register(template, id: segue.attribute("id"))
            controllerTemplates.append(template)
            templates.append((template, controller))
            if let segueID = segue.attribute("id") { sceneObjects[segueID] = template }
        }

        if let viewElement {
            reader.consumeChild(viewElement)
            guard let viewID = viewElement.attribute("id") else {
                throw UIKitEncodingError.malformed(element: viewElement.name, id: nil, reason: "a controller's view needs an id")
            }
            let name = "\(id)-view-\(viewID)"
            let result = try UIKitViewNibEncoder(document: context.document).encode(
                view: viewElement, dockObjects: dockObjects, layoutGuides: layoutGuides, controllerElement: element, controllerID: id,
                firstResponderID: scene.firstResponderID, sceneObjects: sceneObjects)
            viewNibs.append((name, result.archive))
            let table = result.external.flatMap { [AppKitArchiveValue.string($0.name), .object($0.object)] }
            controller.append("UIExternalObjectsTableForViewLoading", .object(.collection("NSDictionary", table)))
            controller.append("UINibName", .string(name))
        }
        let storyboardID = reader.string("storyboardIdentifier")
        if let storyboardID { controller.append("UIStoryboardIdentifier", .string(storyboardID)) }
        if try reader.bool("useStoryboardIdentifierAsRestorationIdentifier", default: false), let storyboardID {
            controller.append("UIRestorationIdentifier", .string(storyboardID))
        } else if let restoration = reader.string("restorationIdentifier") {
            controller.append("UIRestorationIdentifier", .string(restoration))
        }
        if !controllerTemplates.isEmpty { controller.append("UIStoryboardSegueTemplates", .object(.array(controllerTemplates))) }
        if let parent { controller.append("UIParentViewController", .object(parent)) }
        try UIKitViewControllerFlags.encode(&reader, into: controller, encoder: viewEncoder, extendedLayout: extendedLayout)

        if element.name == "navigationController" {
            controller.append("UIViewControllers", .object(.mutableArray(children)))
            guard let bar = navigationBar, let barElement = reader.child("navigationBar", key: "navigationBar") else {
                throw UIKitEncodingError.malformed(element: reader.what, id: nil, reason: "a navigation controller needs its <navigationBar key=\"navigationBar\">")
            }
            // ibtool archives a navigation controller's bar with zero width (UIKit sizes it to
            // the controller's view): bounds (0, 0, 0, h), centre (x, y + h/2), as in the fixtures.
            if let rect = barElement.firstChild(named: "rect", key: "frame") {
                let frame = try UIKitGeometry.frame(rect, owner: "<navigationBar>")
                let zeroWidth = UIKitGeometry.Frame(x: frame.x, y: frame.y, width: 0, height: frame.height)
                bar["UIBounds"] = .bytes(UIKitGeometry.bounds(zeroWidth))
                bar["UICenter"] = .bytes(UIKitGeometry.center(zeroWidth))
            }
            let items = children.compactMap { child -> AppKitArchiveObject? in
                guard case .object(let item)? = child["UINavigationItem"] else { return nil }
                item.append("UINavigationBar", .object(bar))
                return item
            }
            UIKitNavigationBarClass.attach(bar, items: items, delegate: controller)
            controller.append("UINavigationBar", .object(bar))
            // `-[UINavigationController encodeWithCoder:]`: `UIToolbar` after the bar, then the
            // flags `UINavigationBarHidden`, `UIToolbarShown` (each only when YES). The toolbar is
            // sized like the bar (**hypothesis**): `-[UINavigationController toolbar]` makes it
            // with `-initWithFrame:` of the container view's bounds — `CGRectZero` while the
            // controller's view is not loaded, as when ibtool archives it — so zero width, with
            // the height and centre of the document's frame, the form the fixtures show for the bar.
            if let toolbarElement = reader.child("toolbar", key: "toolbar") {
                let toolbar = try viewEncoder.encode(toolbarElement)
                if let rect = toolbarElement.firstChild(named: "rect", key: "frame") {
                    let frame = try UIKitGeometry.frame(rect, owner: "<toolbar>")
                    let zeroWidth = UIKitGeometry.Frame(x: frame.x, y: frame.y, width: 0, height: frame.height)
                    toolbar["UIBounds"] = .bytes(UIKitGeometry.bounds(zeroWidth))
                    toolbar["UICenter"] = .bytes(UIKitGeometry.center(zeroWidth))
                }
                controller.append("UIToolbar", .object(toolbar))
            }
            if try reader.bool("navigationBarHidden", default: false) { controller.append("UINavigationBarHidden", .bool(true)) }
            if !(try reader.bool("toolbarHidden", default: true)) { controller.append("UIToolbarShown", .bool(true)) }
        }

        try UIKitContainerControllers.encodeKeys(&reader, controller: controller, children: children, tabBar: tabBar)
        if element.name == "collectionViewController" { try UIKitCollectionViewControllerKeys.encode(&reader, controller: controller) }

        for connection in sceneOutlets { context.addPendingConnection(sourceID: id, element: connection) }
        if let attributes = reader.child("userDefinedRuntimeAttributes") {
            try UIKitRuntimeAttributes.encode(attributes, owner: controller, ownerID: id, context: context)
        }
        for child in element.childElements where child.name == "nil" && (child.attribute("key") ?? "").hasPrefix("simulated") {
            reader.consumeChild(child)
        }
        let module = reader.string("customModule")
        let runtimeName = reader.string("customClass").map { AppKitCustomClass.runtimeName(className: $0, module: module) } ?? baseClass
        UIKitClassSwapper.swap(controller, runtimeName: runtimeName)
        try reader.finish()
        return controller
    }
}
