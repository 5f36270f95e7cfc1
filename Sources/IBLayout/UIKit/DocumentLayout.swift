import IBDocument

/// Lays out every view hierarchy of a document: builds the constraints (`RootLayout`), solves
/// each root with its own `Solver`, reads back the frames and finds the issues.
///
///     let result = DocumentLayout(document: document).solve()
///     result.view(withID: "abc-12-xyz")?.frame
public struct DocumentLayout {
    public let document: InterfaceDocument
    public let options: LayoutOptions

    public init(document: InterfaceDocument, options: LayoutOptions = LayoutOptions()) {
        self.document = document
        self.options = options
    }

    public func solve() -> LayoutResult {
        let (environment, layouts) = rootLayouts()
        var views: [SolvedView] = []
        var issues: [LayoutIssue] = []
        for layout in layouts {
            let solved = RootSolution(layout: layout)
            views += solved.views
            // Stored frames are for the document's own device, left to right: compare only when laying out for those.
            issues += solved.issues(checksPlacement: (options.device == nil || options.device == environment.documentDevice)
                                    && options.direction == .leftToRight)
        }
        return LayoutResult(device: environment.device, views: views, issues: issues)
    }

    /// Every root hierarchy with its constraints, ready to solve (tests export these to the
    /// JavaScript solver's shared cases).
    func rootLayouts() -> (LayoutEnvironment, [RootLayout]) {
        let environment = makeEnvironment()
        return (environment, LayoutHierarchy(document: document, variations: environment.variations).roots.map { RootLayout(root: $0, environment: environment) })
    }

    private func makeEnvironment() -> LayoutEnvironment {
        let documentDevice = Device.of(document) ?? inferredDevice()
        let device = options.device ?? documentDevice ?? Device.named("retina6_1")!
        var imageSizes: [String: (Double, Double)] = [:]
        var navigation: Set<String> = []
        var tabs: Set<String> = []
        var opaqueTabs: Set<String> = []
        var displayModes: [String: String] = [:]
        var shownFrom: [String: [String]] = [:]
        var navigationRoots: [(MarkupElement, String)] = []
        var hidesBottomBar: Set<String> = []
        document.root.forEachElement { element in
            if element.attribute("hidesBottomBarWhenPushed") == "YES", element.name.lowercased().hasSuffix("controller"),
               let id = element.attribute("id") {
                hidesBottomBar.insert(id)
            }
            switch element.name {
            case "navigationItem":
                if element.attribute("key") == "navigationItem", let mode = element.attribute("largeTitleDisplayMode"),
                   let id = owningController(of: element)?.attribute("id") {
                    displayModes[id] = mode
                }
            case "image":
                if element.parent?.name == "resources", let name = element.attribute("name"),
                   let width = element.layoutNumber("width"), let height = element.layoutNumber("height") {
                    imageSizes[name] = (width, height)
                }
            case "segue":
                guard let destination = element.attribute("destination"),
                      let source = owningController(of: element) else { return }
                let kind = element.attribute("kind"), relationship = element.attribute("relationship")
                if kind == "relationship", relationship == "rootViewController", source.name == "navigationController" {
                    // "Shows Navigation Bar" off: the stack is inferred without one.
                    if source.attribute("navigationBarHidden") != "YES" { navigation.insert(destination) }
                    navigationRoots.append((source, destination))
                } else if kind == "relationship", relationship == "viewControllers", source.name == "tabBarController" {
                    tabs.insert(destination)
                    if InferredBars.isOpaque(source, bar: "tabBar") { opaqueTabs.insert(destination) }
                } else if kind == "show" || kind == "push", let sourceID = source.attribute("id") {
                    shownFrom[sourceID, default: []].append(destination)
                }
            default:
                break
            }
        }
        // Controllers pushed from one under a navigation bar are under it too.
        var pending = Array(navigation)
        while let id = pending.popLast() {
            for next in shownFrom[id] ?? [] where !navigation.contains(next) {
                navigation.insert(next)
                pending.append(next)
            }
        }
        var bars = InferredBars(navigation: navigation, tabBar: tabs)
        bars.opaqueTabBar = opaqueTabs
        bars.toolsVersion = layoutToolsVersion()
        bars.sheets = PageSheets.presented(in: document.root, toolsVersion: bars.toolsVersion)
        // A navigation controller's stack inherits the tab bar of the tab bar controller it is a
        // child of, else its own toolbar (toolbarHidden="NO"); its bars' opacity and large titles.
        for (navigationController, rootID) in navigationRoots {
            let id = navigationController.attribute("id") ?? ""
            var stack: Set<String> = [rootID]
            var pending = [rootID]
            while let id = pending.popLast() {
                for next in shownFrom[id] ?? [] where !stack.contains(next) {
                    stack.insert(next)
                    pending.append(next)
                }
            }
            if navigationController.attribute("navigationBarHidden") != "YES" {
                if InferredBars.isOpaque(navigationController, bar: "navigationBar") { bars.opaqueNavigation.formUnion(stack) }
                let bar = navigationController.childElements.first { $0.attribute("key") == "navigationBar" }
                if bar?.attribute("largeTitles") == "YES" {
                    bars.largeTitle.formUnion(LargeTitles.shown(root: rootID, shownFrom: shownFrom, displayModes: displayModes))
                }
            }
            let inTab = tabs.contains(id)
            let hasToolbar = navigationController.attribute("toolbarHidden") == "NO"
            guard inTab || hasToolbar else { continue }
            let opaque = inTab ? opaqueTabs.contains(id) : InferredBars.isOpaque(navigationController, bar: "toolbar")
            for id in stack where !hidesBottomBar.contains(id) {
                if inTab { bars.tabBar.insert(id) } else { bars.toolbar.insert(id) }
                if opaque { if inTab { bars.opaqueTabBar.insert(id) } else { bars.opaqueToolbar.insert(id) } }
            }
        }
        return LayoutEnvironment(options: options, documentDevice: documentDevice, device: device, imageSizes: imageSizes,
                                 toolsVersion: layoutToolsVersion(),
                                 variations: SizeClassVariations(root: document.root, sizeClasses: SizeClasses(device: device)), inferredBars: bars)
    }

    /// The Xcode generation the frames were laid out by (switch sizes, cell margins): the
    /// document's IBCocoaTouchPlugin version when it names one — it tracks toolsVersion within a
    /// few dozen everywhere in the corpus except DuckDuckGo's storyboards, whose toolsVersion
    /// "32700.99.1234" is no Xcode's (their plugin, 22684/22685, is Xcode 15's: their switches are
    /// stored 51×31) — else toolsVersion.
    private func layoutToolsVersion() -> Int {
        let plugin = document.root.firstChild(named: "dependencies")?.childElements.first {
            $0.name == "plugIn" && $0.attribute("identifier") == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
        }
        if let version = plugin?.attribute("version"), let number = Int(version.prefix { $0.isNumber }) { return number }
        return document.toolsVersionNumber
    }

    /// Old documents have no `<device>`: the first controller view stored at a device's size
    /// tells which one the frames were laid out for.
    private func inferredDevice() -> Device? {
        let candidates = Device.all.flatMap { [$0.oriented(.portrait), $0.oriented(.landscape)] }
        var found: Device?
        document.root.forEachElement { element in
            guard found == nil, element.attribute("key") == "view", element.parent?.name.lowercased().hasSuffix("controller") == true,
                  let frame = LayoutHierarchy.frame(of: element) else { return }
            found = candidates.first { abs($0.width - frame.width) < 0.5 && abs($0.height - frame.height) < 0.5 }
        }
        return found
    }

    private func owningController(of element: MarkupElement) -> MarkupElement? {
        var current = element.parent
        while let candidate = current {
            if candidate.name.lowercased().hasSuffix("controller"), candidate.attribute("id") != nil { return candidate }
            current = candidate.parent
        }
        return nil
    }
}

/// The frames and issues of a document's layout.
public struct LayoutResult {
    public let device: Device
    /// Every view, in document order.
    public let views: [SolvedView]
    public let issues: [LayoutIssue]

    public func view(withID id: String) -> SolvedView? { views.first { $0.id == id } }

    /// `id → frame` in superview coordinates.
    public var framesByID: [String: IBRect] {
        var frames: [String: IBRect] = [:]
        for view in views where frames[view.id] == nil { frames[view.id] = view.frame }
        return frames
    }
}
