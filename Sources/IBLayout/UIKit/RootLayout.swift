import IBDocument

/// One view hierarchy (a root view and everything below it) turned into items and solver
/// constraints. Roots are independent: constraints never cross them, so each gets its own solver.
final class RootLayout {
    let root: LayoutNode
    let environment: LayoutEnvironment
    /// Views and guides by id.
    var items: [String: LayoutItem] = [:]
    /// Every node of this hierarchy, in document order.
    var nodes: [LayoutNode] = []
    /// In the order they are added: fixed frames and autoresizing, stack views, the document's
    /// constraints, intrinsic sizes, then the weak stays.
    var constraints: [LayoutConstraint] = []
    /// Document constraints that couldn't be read (missing item, unknown attribute).
    var unreadableConstraints: [(id: String, reason: String)] = []
    /// Root size and safe area for this layout.
    var rootSize: (width: Double, height: Double) = (0, 0)
    var rootSafeArea = Insets.zero
    /// The stored root's safe area, to place the safe areas of nested views from stored frames.
    var storedRootSafeArea = Insets.zero
    /// The free size variables of scroll view content layout guides.
    var contentGuideSizes: [String: (Variable, Variable)] = [:]
    /// The content area of each scroll view (its content layout guide, or an implicit one):
    /// constraints between a scroll view's edges and views inside it attach to this area.
    var scrollContent: [String: LayoutItem] = [:]
    /// Views by id (the first one for an id a hand-edited file repeats).
    var nodesByID: [String: LayoutNode] = [:]

    init(root: LayoutNode, environment: LayoutEnvironment) {
        self.root = root
        self.environment = environment
        collect(root)
        decideTranslatesAutoresizingMask()
        addRootFrame()
        makeItems()
        addAutoresizingConstraints()
        addGuideConstraints()
        addStackViewConstraints()
        addDocumentConstraints()
        addIntrinsicSizeConstraints()
        addStays()
    }

    private func collect(_ node: LayoutNode) {
        nodes.append(node)
        if nodesByID[node.id] == nil { nodesByID[node.id] = node }
        for child in node.children { collect(child) }
    }

    func add(_ constraint: Constraint, _ origin: ConstraintOrigin) {
        constraints.append(LayoutConstraint(constraint: constraint, origin: origin))
    }

    /// Views placed by constraints (constrained against something outside their own subtree,
    /// or sized by a constraint), arranged in a stack view, or marked
    /// `translatesAutoresizingMaskIntoConstraints="NO"` are laid out by constraints; the others
    /// keep their frame through their autoresizing mask (`fixedFrame="YES"` in IB) — including a
    /// view that only serves as the superview its subviews are constrained to.
    private func decideTranslatesAutoresizingMask() {
        var nodeOfItem: [String: LayoutNode] = [:]
        for node in nodes {
            nodeOfItem[node.id] = node
            for guide in node.element.childElements where guide.name == "viewLayoutGuide" {
                if let id = guide.attribute("id") { nodeOfItem[id] = node }
            }
        }
        func isInside(_ inner: LayoutNode, _ outer: LayoutNode) -> Bool {
            var current: LayoutNode? = inner
            while let node = current {
                if node === outer { return true }
                current = node.parent
            }
            return false
        }
        var constrained: Set<ObjectIdentifier> = []
        for node in nodes {
            for constraint in documentConstraints(of: node) {
                guard let first = nodeOfItem[constraint.attribute("firstItem") ?? node.id] else { continue }
                guard let secondID = constraint.attribute("secondItem"), let second = nodeOfItem[secondID] else {
                    constrained.insert(ObjectIdentifier(first))
                    continue
                }
                if !isInside(second, first) { constrained.insert(ObjectIdentifier(first)) }
                if !isInside(first, second) { constrained.insert(ObjectIdentifier(second)) }
            }
        }
        for node in nodes {
            if node.isRoot { node.translatesAutoresizingMask = false; continue }
            let arranged = node.parent?.elementName == "stackView" && node.element.parent?.name == "subviews"
            let isConstrained = constrained.contains(ObjectIdentifier(node)) || arranged
            // `fixedFrame="YES"` without constraints: IB keeps the view at its frame (even when it
            // also says translatesAutoresizingMaskIntoConstraints="NO").
            let keepsFixedFrame = node.element.attribute("fixedFrame") == "YES" && !isConstrained
            node.translatesAutoresizingMask = keepsFixedFrame
                || !(node.element.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" || isConstrained)
        }
    }

    /// The `<constraint>` elements a view owns that the device's size classes install (`SizeClassVariations`).
    func documentConstraints(of node: LayoutNode) -> [MarkupElement] {
        guard let list = node.element.firstChild(named: "constraints") else { return [] }
        return list.childElements.filter { element in
            element.name == "constraint" && environment.variations.isInstalled(constraint: element)
        }
    }

    /// Root views have the size of the screen when they are a full-screen controller view
    /// (stored at the size of the document's device — or of a sheet's card, `PageSheets` —, less
    /// the opaque bars it isn't laid out under: `SimulatedBars.coveredEdges`), otherwise the size
    /// they are stored with.
    private func addRootFrame() {
        let stored = root.storedAbsoluteFrame
        let device = environment.device
        var isFullScreen = false
        if root.owningController != nil {
            // Full screen: stored at the size of the document's device (or, without a `<device>`,
            // of any device Xcode offers, in either orientation), with or without the covered edges.
            let candidates = environment.documentDevice.map { [$0] }
                ?? Device.all.flatMap { [$0.oriented(.portrait), $0.oriented(.landscape)] }
            isFullScreen = candidates.contains { candidate in
                let covered = coveredEdges(on: candidate), screen = screenSize(on: candidate)
                return abs(stored.width - screen.width) < 0.5
                    && (abs(stored.height - screen.height) < 0.5
                        || abs(stored.height - (screen.height - covered.top - covered.bottom)) < 0.5)
            }
            if root.storedFrame == nil { isFullScreen = true }
        }
        let covered = coveredEdges(on: device), screen = screenSize(on: device)
        rootSize = isFullScreen ? (screen.width, screen.height - covered.top - covered.bottom) : (stored.width, stored.height)
        let variables = root.variables
        add(variables.x == 0, .rootFrame(viewID: root.id))
        add(variables.y == 0, .rootFrame(viewID: root.id))
        add(variables.width == rootSize.width, .rootFrame(viewID: root.id))
        add(variables.height == rootSize.height, .rootFrame(viewID: root.id))
        // Xcode simulates the status bar (and bars) of every controller's view, full screen or
        // freeform, and a xib's top-level views sit on the same screen (`CanvasInsets`); AppKit has
        // no status bar, cells no screen.
        guard root.appKit == nil else { return }
        if root.owningController != nil {
            rootSafeArea = safeArea(for: device)
            storedRootSafeArea = environment.documentDevice.map(safeArea(for:)) ?? rootSafeArea
        } else if !CanvasInsets.offScreenRoots.contains(root.elementName) {
            let toolsVersion = environment.toolsVersion
            let element = root.element
            // The canvas's insets for a top-level view, under the view's own simulated bars.
            func insets(on device: Device) -> Insets {
                SimulatedBars.freeformViewInsets(CanvasInsets.freeformViewInsets(on: device, toolsVersion: toolsVersion, storedHeight: stored.height),
                                                 of: element, on: device, toolsVersion: toolsVersion)
            }
            rootSafeArea = insets(on: device)
            storedRootSafeArea = environment.documentDevice.map(insets(on:)) ?? rootSafeArea
        }
    }

    /// The simulated bars of the root's controller, if it is one with an id.
    private var bars: SimulatedBars? {
        guard let controller = root.owningController, controller.attribute("id") != nil else { return nil }
        return SimulatedBars(controller: controller, inferred: environment.inferredBars)
    }

    /// The device's screen, or the card of a sheet (`SimulatedBars.screenSize(on:)`).
    private func screenSize(on device: Device) -> (width: Double, height: Double) {
        bars?.screenSize(on: device) ?? (device.width, device.height)
    }

    /// The parts of the screen above and below the root view that its opaque bars keep.
    private func coveredEdges(on device: Device) -> (top: Double, bottom: Double) {
        bars?.coveredEdges(on: device) ?? (0, 0)
    }

    /// The root view's safe area on a device under the simulated bars of its controller
    /// (`SimulatedBars`): the device's, plus the bars, less the edges the view doesn't reach.
    private func safeArea(for device: Device) -> Insets {
        guard let bars else { return CanvasInsets.deviceInsets(of: device, toolsVersion: environment.toolsVersion) }
        var insets = bars.safeArea(on: device)
        let covered = bars.coveredEdges(on: device)
        insets.top -= covered.top
        insets.bottom -= covered.bottom
        return insets
    }
}
