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
        case let element? where element.name == "nil":
            topBar = .none
            prompted = false
        default:
            topBar = inferred.navigation.contains(id) ? .navigationBar : .none
            prompted = false
        }
        switch keyed("simulatedBottomBarMetrics")?.name {
        case "simulatedTabBarMetrics": bottomBar = .tabBar
        case "simulatedToolbarMetrics": bottomBar = .toolbar
        case "nil": bottomBar = .none
        default:
            bottomBar = inferred.tabBar.contains(id) ? .tabBar : inferred.toolbar.contains(id) ? .toolbar : .none
        }
    }

    /// The root view's safe area on a device under these bars.
    func safeArea(on device: Device) -> Insets {
        var insets = device.safeAreaInsets
        let compact = device.isCompactHeight
        // Without a status bar only a sensor housing keeps a top inset.
        if !statusBar && !device.hasHousing { insets.top = 0 }
        if topBar == .navigationBar { insets.top += (compact ? 32 : 44) + (prompted ? Self.promptHeight : 0) }
        switch bottomBar {
        case .tabBar: insets.bottom += compact ? 32 : 49
        case .toolbar: insets.bottom += compact ? 32 : 44
        case .none: break
        }
        return insets
    }
}

/// The bars Xcode infers for controllers without an explicit choice: a navigation controller's
/// stack (its root and what is pushed from it) gets a navigation bar, and a toolbar when the
/// navigation controller says `toolbarHidden="NO"`; a tab bar controller's children, and the
/// stacks of navigation controllers among them, a tab bar (not those that say
/// `hidesBottomBarWhenPushed="YES"`).
struct InferredBars {
    var navigation: Set<String> = []
    var tabBar: Set<String> = []
    var toolbar: Set<String> = []
}
