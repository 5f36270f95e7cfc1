import IBDocument

/// The view nib of a storyboard controller (`<controller id>-view-<view id>.nib`), as in the
/// iOS fixtures: top-level `IBFilesOwner` (the controller at load time), `IBFirstResponder`,
/// one `UpstreamPlaceholder-N` proxy per object of the scene nib the view's connections
/// reach (the controller first, then segue templates and other scene objects), then the view.
/// Connections: the controller's outlets into the view (from its upstream placeholder), the
/// view's own outlets and actions, segues from buttons as `perform:` event connections to
/// their template, and `view` (File's Owner → view). The scene nib lists the same upstream
/// names in the controller's `UIExternalObjectsTableForViewLoading`.
struct UIKitViewNibEncoder {
    let document: InterfaceDocument

    struct Result {
        var archive: NibArchive
        /// `UpstreamPlaceholder-N` → the scene-nib object it stands for.
        var external: [(name: String, object: AppKitArchiveObject)]
    }

    /// Elements whose `<segue>` the view nib can trigger, with the control events that do it.
    /// (A bar button item has no control event: its `perform:` connection carries no mask.)
    static let segueTriggers: [String: Int64] = ["button": 1 << 6, "barButtonItem": 0]
    // (A gesture recognizer's segue is not in this table: how ibtool triggers it is not known.)

    /// `dockObjects`: the scene's gesture recognizers and dock views (`UIKitSceneDock`), archived
    /// after the view as top-level objects of this nib, in document order.
    func encode(view: MarkupElement, dockObjects: [MarkupElement] = [], layoutGuides: [MarkupElement] = [], controllerElement: MarkupElement, controllerID: String,
                firstResponderID: String?, sceneObjects: [String: AppKitArchiveObject]) throws -> Result {
        let context = UIKitEncodingContext(document: document)
        context.collectsSegues = true
        let filesOwner = UIKitNibRoot.proxy("IBFilesOwner")
        context.register(filesOwner, id: nil)
        let firstResponder = UIKitNibRoot.proxy("IBFirstResponder")
        context.register(firstResponder, id: firstResponderID)

        var subtreeIDs: Set<String> = []
        let roots = [view] + dockObjects
        for root in roots { root.forEachElement { if let id = $0.attribute("id") { subtreeIDs.insert(id) } } }
        let controllerOutlets = controllerElement.firstChild(named: "connections")?.childElements.filter {
            ($0.name == "outlet" || $0.name == "outletCollection") && subtreeIDs.contains($0.attribute("destination") ?? "")
        } ?? []

        // Which scene objects the view reaches, in the order their placeholders are numbered.
        // A static table's data source is handed to the controller by an outlet from it.
        let hasStaticSections = view.name == "tableView" && !(view.firstChild(named: "sections")?.childElements.isEmpty ?? true)
        var upstreamIDs: [String] = controllerOutlets.isEmpty && !hasStaticSections ? [] : [controllerID]
        var viewConnectionIDs: [String] = []
        for root in roots { root.forEachElement { element in
            guard element.parent?.name == "connections" else { return }
            if element.name == "segue" {
                if element.attribute("kind") != "relationship", let id = element.attribute("id") { viewConnectionIDs.append(id) }
            } else if let destination = element.attribute("destination"), !subtreeIDs.contains(destination), destination != firstResponderID {
                viewConnectionIDs.append(destination)
            }
        } }
        if viewConnectionIDs.contains(controllerID), !upstreamIDs.contains(controllerID) { upstreamIDs.append(controllerID) }
        for id in viewConnectionIDs where !upstreamIDs.contains(id) { upstreamIDs.append(id) }

        var topLevel = [filesOwner, firstResponder]
        var external: [(name: String, object: AppKitArchiveObject)] = []
        for (index, id) in upstreamIDs.enumerated() {
            guard let object = sceneObjects[id] else { throw UIKitEncodingError.unresolvedReference(id: id) }
            let name = "UpstreamPlaceholder-\(index + 1)"
            let proxy = UIKitNibRoot.proxy(name)
            context.register(proxy, id: id)
            topLevel.append(proxy)
            external.append((name, object))
        }

        var viewEncoder = UIKitViewEncoder(context: context)
        viewEncoder.sceneRoot = view
        if !layoutGuides.isEmpty { viewEncoder.layoutGuides = try UIKitControllerLayoutGuides(rootElement: view, elements: layoutGuides) }
        let viewObject = try viewEncoder.encode(view)
        context.claimTraitStorages(for: viewObject)
        topLevel.append(viewObject)
        for object in dockObjects {
            topLevel.append(UIKitGestureRecognizerEncoder.isRecognizer(object)
                ? try UIKitGestureRecognizerEncoder.encode(object, encoder: viewEncoder) : try viewEncoder.encode(object))
        }
        for outlet in controllerOutlets { context.addPendingConnection(sourceID: controllerID, element: outlet) }
        try UIKitConnectionEncoder.resolve(context: context)
        if let dataSource = context.staticDataSource {
            let connection = AppKitArchiveObject(className: "UIRuntimeOutletConnection")
            connection.append("UILabel", .string("staticDataSource"))
            connection.append("UISource", .reference(controllerID))
            connection.append("UIDestination", .object(dataSource))
            context.addConnection(connection)
        }
        for (sourceID, segue) in context.pendingSegues {
            let sourceName = document.object(withID: sourceID)?.element.name ?? "?"
            if sourceName == "tableViewCell", let segueID = segue.attribute("id") {
                // A static cell's segue: the cell's `selectionSegueTemplate` (or
                // `accessoryActionSegueTemplate`) outlet, as for prototype cells.
                context.addConnection(try UIKitPrototypeCellNibs.segueOutlet(segue, sourceID: sourceID, segueID: segueID))
                continue
            }
            if sourceName == "containerView", segue.attribute("kind") == "embed", let segueID = segue.attribute("id") {
                // The embed template learns its container from the view nib: an outlet from its
                // upstream placeholder (what a UIKit port measured against ibtool output sets).
                let connection = AppKitArchiveObject(className: "UIRuntimeOutletConnection")
                connection.append("UILabel", .string("containerView"))
                connection.append("UISource", .reference(segueID))
                connection.append("UIDestination", .reference(sourceID))
                context.addConnection(connection)
                continue
            }
            guard let mask = Self.segueTriggers[sourceName], let segueID = segue.attribute("id") else {
                throw UIKitEncodingError.unsupportedElement(element: "segue", id: segue.attribute("id"), context: "<connections> of <\(sourceName)> (id \"\(sourceID)\")")
            }
            let connection = AppKitArchiveObject(className: "UIRuntimeEventConnection")
            connection.append("UILabel", .string("perform:"))
            connection.append("UISource", .reference(sourceID))
            connection.append("UIDestination", .reference(segueID))
            if mask != 0 { connection.append("UIEventMask", .integer(mask)) }
            context.addConnection(connection)
        }
        context.addConnection(UIKitConnectionEncoder.outlet("view", from: filesOwner, to: viewObject))
        return Result(archive: try UIKitNibRoot.archive(topLevel: topLevel, context: context), external: external)
    }
}
