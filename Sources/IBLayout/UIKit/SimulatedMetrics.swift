import IBDocument

/// Interface Builder's simulated metrics: the status bar, top bar and bottom bar Xcode draws over
/// a view controller's scene (they are not views of the document) and lays its safe area and old
/// top/bottom layout guides out under. A controller stores an explicit choice as a keyed child
/// (`<simulatedStatusBarMetrics key="simulatedStatusBarMetrics">`, `<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics" prompted="NO"/>`, `<simulatedTabBarMetrics|simulatedToolbarMetrics
/// key="simulatedBottomBarMetrics"/>`, `<nil key="…"/>` for None); without one the bar is
/// "Inferred" from the controller's containers (`InferredBars`). Twin of
/// `Public/js/layout/simulated-metrics.js`.
public struct SimulatedBars: Equatable, Sendable {
    public enum TopBar: String, Sendable { case none, navigationBar }
    public enum BottomBar: String, Sendable { case none, tabBar, toolbar }

    public var statusBar: Bool
    public var topBar: TopBar
    /// A navigation bar with a prompt line (Xcode writes `prompted="NO"` for one without).
    public var prompted: Bool
    public var bottomBar: BottomBar
    /// Opaque bars (`translucent="NO"` on the explicit metrics, or on the container's bar when inferred).
    public var topBarOpaque = false
    public var bottomBarOpaque = false
    /// The navigation bar shows a large title (inferred only: `LargeTitles`).
    public var largeTitle = false
    /// `extendedLayoutIncludesOpaqueBars="YES"`: the view extends under opaque bars too.
    public var extendsUnderOpaqueBars = false
    /// `edgesForExtendedLayout` (`<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"…/>`;
    /// all edges when absent): the edges whose bars the view may extend under.
    public var extendsUnderTopBar = true
    public var extendsUnderBottomBar = true
    /// Presented as a page or form sheet (`PageSheets`): on an iPhone in portrait the root is a
    /// card below the status bar, without one, under a 56 pt navigation bar.
    public var presentedAsSheet = false
    /// The Xcode generation of the document (`DocumentLayout.layoutToolsVersion`): Xcode 26's bars
    /// (`Xcode26Bars`).
    public var toolsVersion = 0

    /// Height of the text line a prompted navigation bar adds above its title.
    static let promptHeight = 30.0

    /// The bars of a controller: its explicit choices, the rest inferred.
    init(controller: MarkupElement, inferred: InferredBars) {
        let id = controller.attribute("id") ?? ""
        func keyed(_ key: String) -> MarkupElement? { controller.childElements.first { $0.attribute("key") == key } }
        statusBar = keyed("simulatedStatusBarMetrics")?.name != "nil"
        switch keyed("simulatedTopBarMetrics") {
        case let element? where element.name == "simulatedNavigationBarMetrics":
            topBar = .navigationBar
            prompted = element.attribute("prompted") != "NO"
            topBarOpaque = element.attribute("translucent") == "NO"
        case let element? where element.name == "nil":
            topBar = .none
            prompted = false
        default:
            topBar = inferred.navigation.contains(id) ? .navigationBar : .none
            prompted = false
            topBarOpaque = inferred.opaqueNavigation.contains(id)
        }
        largeTitle = topBar == .navigationBar && inferred.largeTitle.contains(id)
        let bottom = keyed("simulatedBottomBarMetrics")
        switch bottom?.name {
        case "simulatedTabBarMetrics": bottomBar = .tabBar
        case "simulatedToolbarMetrics": bottomBar = .toolbar
        case "nil": bottomBar = .none
        default:
            bottomBar = inferred.tabBar.contains(id) ? .tabBar : inferred.toolbar.contains(id) ? .toolbar : .none
        }
        if let bottom, bottom.name != "nil" {
            bottomBarOpaque = bottom.attribute("translucent") == "NO"
        } else if bottom == nil {
            bottomBarOpaque = bottomBar == .tabBar ? inferred.opaqueTabBar.contains(id) : inferred.opaqueToolbar.contains(id)
        }
        presentedAsSheet = inferred.sheets.contains(id)
        toolsVersion = inferred.toolsVersion
        extendsUnderOpaqueBars = controller.attribute("extendedLayoutIncludesOpaqueBars") == "YES"
        if let edges = controller.childElements.first(where: { $0.name == "extendedEdge" && $0.attribute("key") == "edgesForExtendedLayout" }) {
            extendsUnderTopBar = edges.attribute("top") == "YES"
            extendsUnderBottomBar = edges.attribute("bottom") == "YES"
        }
    }

    /// Drawn as a card on this device (`PageSheets.top(on:)`).
    func isSheet(on device: Device) -> Bool {
        presentedAsSheet && PageSheets.top(on: device) != nil
    }

    /// The screen the root view is laid out in: the device's, or the card of a sheet (from
    /// `PageSheets.top(on:)` to the bottom of the screen).
    func screenSize(on device: Device) -> (width: Double, height: Double) {
        guard isSheet(on: device), let top = PageSheets.top(on: device) else { return (device.width, device.height) }
        return (device.width, device.height - top)
    }

    /// The device's own insets under these bars: a sheet's card starts below the status bar and
    /// the sensor housing; the insets are the canvas's of the document's Xcode (`CanvasInsets`).
    func deviceInsets(on device: Device) -> Insets {
        var insets = CanvasInsets.deviceInsets(of: device, toolsVersion: toolsVersion)
        // Without a status bar only a sensor housing keeps a top inset; a card has neither.
        if isSheet(on: device) || (!statusBar && !device.hasHousing) { insets.top = 0 }
        return insets
    }

    /// The root view's safe area on a device under these bars.
    func safeArea(on device: Device) -> Insets {
        var insets = deviceInsets(on: device)
        let compact = device.isCompactHeight
        if topBar == .navigationBar { insets.top += navigationBarHeight(on: device) }
        switch bottomBar {
        case .tabBar: insets.bottom += compact ? 32 : 49
        case .toolbar: insets.bottom += compact ? 32 : 44
        case .none: break
        }
        return insets
    }

    /// The navigation bar's height: 44 pt, 32 in compact height, 96 with a large title (not in
    /// compact height), 56 in a sheet's card, 54 in Xcode 26 documents (`Xcode26Bars`), plus the
    /// prompt line.
    func navigationBarHeight(on device: Device) -> Double {
        let compact = device.isCompactHeight
        let standard = isSheet(on: device) ? PageSheets.navigationBarHeight
            : Xcode26Bars.applies(toolsVersion: toolsVersion, device: device) ? Xcode26Bars.navigationBarHeight : 44
        return (compact ? 32 : largeTitle ? LargeTitles.barHeight : standard) + (prompted ? Self.promptHeight : 0)
    }

    /// How much of the screen the root view leaves to the bars above and below it. UIKit lays a
    /// controller's view out under its bars (`edgesForExtendedLayout`, all edges by default) unless
    /// a bar is opaque and `extendedLayoutIncludesOpaqueBars` is NO (the default): then the view
    /// starts below the top bar (and the status bar above it) or ends above the bottom bar (and the
    /// home indicator under it), and its safe area has no inset on that side. Xcode stores such a
    /// root shorter at y = 0 (DuckDuckGo's Bookmarks: a 591 pt root under an opaque bar, a
    /// container pinned to its top guide stored at y = 0). The status bar alone never shrinks it.
    func coveredEdges(on device: Device) -> (top: Double, bottom: Double) {
        let insets = safeArea(on: device)
        let top = topBar == .navigationBar && !(extendsUnderTopBar && (!topBarOpaque || extendsUnderOpaqueBars))
        let bottom = bottomBar != .none && !(extendsUnderBottomBar && (!bottomBarOpaque || extendsUnderOpaqueBars))
        return (top ? insets.top : 0, bottom ? insets.bottom : 0)
    }
}

extension SimulatedBars {
    /// A xib top-level view's insets under its own simulated metrics: Xcode's Simulated Metrics
    /// inspector stores a view's choices as keyed children of the view, as a controller's. On the
    /// insets every top-level view gets (`freeformInsets`, `CanvasInsets.freeformViewInsets`),
    /// Status Bar None leaves no top inset (unless the device has a sensor housing), a navigation
    /// bar adds its height at the top, a tab bar or toolbar its height at the bottom, and an opaque
    /// bar (`translucent="NO"`) leaves no inset on its edge (the view is drawn beside it, as
    /// `coveredEdges(on:)` with a controller's defaults); nothing is inferred (a xib's view has no
    /// container). Hypothesis from the corpus: 5 views of 3 xibs with explicit bars match with it
    /// (pocket-casts' Playlist under a translucent bar, RocketChat's and woocommerce's views with
    /// Status Bar None) and none is lost, pocket-casts' Profile under an opaque bar keeps its match.
    /// Twin of the JavaScript `freeformViewBarInsets`.
    static func freeformViewInsets(_ freeformInsets: Insets, of view: MarkupElement, on device: Device, toolsVersion: Int) -> Insets {
        func keyed(_ key: String, _ names: Set<String>) -> MarkupElement? {
            guard let element = view.childElements.first(where: { $0.attribute("key") == key }), names.contains(element.name) else { return nil }
            return element
        }
        let status = keyed("simulatedStatusBarMetrics", ["nil", "simulatedStatusBarMetrics"])
        let top = keyed("simulatedTopBarMetrics", ["nil", "simulatedNavigationBarMetrics"])
        let bottom = keyed("simulatedBottomBarMetrics", ["nil", "simulatedTabBarMetrics", "simulatedToolbarMetrics"])
        guard status != nil || top != nil || bottom != nil else { return freeformInsets }
        let compact = device.isCompactHeight
        var insets = freeformInsets
        if status?.name == "nil", !device.hasHousing { insets.top = 0 }
        if let top, top.name == "simulatedNavigationBarMetrics" {
            let standard = Xcode26Bars.applies(toolsVersion: toolsVersion, device: device) ? Xcode26Bars.navigationBarHeight : 44
            let height = (compact ? 32 : standard) + (top.attribute("prompted") != "NO" ? promptHeight : 0)
            insets.top = top.attribute("translucent") == "NO" ? 0 : insets.top + height
        }
        if let bottom, bottom.name != "nil" {
            let height: Double = compact ? 32 : bottom.name == "simulatedTabBarMetrics" ? 49 : 44
            insets.bottom = bottom.attribute("translucent") == "NO" ? 0 : insets.bottom + height
        }
        return insets
    }
}
