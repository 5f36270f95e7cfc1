import IBDocument

/// A view of the document as the layout sees it: its element, its superview (the nearest
/// view above it: through `<subviews>`, or a keyed child such as a cell's content view), the
/// frame the XML stores and that frame in root coordinates.
public final class LayoutNode {
    public let element: MarkupElement
    public let id: String
    public weak var parent: LayoutNode?
    public internal(set) var children: [LayoutNode] = []
    /// `<rect key="frame">` in the superview's (top-down) coordinates; nil when the XML has none.
    public let storedFrame: IBRect?
    /// The stored frame in root coordinates (top-down), the reference for autoresizing and stays.
    public internal(set) var storedAbsoluteFrame = IBRect(x: 0, y: 0, width: 0, height: 0)
    /// AppKit: the stored frame's y counts up from the bottom of a superview that isn't flipped.
    public internal(set) var usesBottomUpFrame = false
    /// A macOS document's view: the AppKit generation its controls are sized for (`AppKitControls`); nil for UIKit.
    var appKit: AppKitControls.Generation?
    /// True when the view keeps its frame through its autoresizing mask instead of constraints.
    public internal(set) var translatesAutoresizingMask = true
    let variables: ViewVariables
    /// The `LayoutItem` of the view itself.
    var item: LayoutItem!
    /// The view's effective layout direction is right-to-left (`effectiveDirection`, set before items are made).
    var isRightToLeft = false

    init(element: MarkupElement, storedFrame: IBRect?) {
        self.element = element
        self.id = element.attribute("id") ?? ""
        self.storedFrame = storedFrame
        self.variables = ViewVariables(id: id)
        self.isHidden = element.attribute("hidden") == "YES"
    }

    public var isRoot: Bool { parent == nil }
    public var root: LayoutNode { parent?.root ?? self }
    /// `hidden="YES"`, or a size-class variation's for the device laid out (`SizeClassVariations`).
    public internal(set) var isHidden: Bool
    /// Hidden as Xcode's canvas lays the view out (a stack view collapses it): `isHidden`, except an
    /// activity indicator whose `hidden="YES"` is what `hidesWhenStopped` makes of a stopped one.
    /// Xcode writes `hidden="YES"` on every stopped indicator that hides when stopped (34 of 34 in
    /// the corpus, none without) and stores the 4 arranged in stacks (4 documents of 3 apps, Xcode
    /// 12 to 15) taking their place like visible views. Why the canvas ignores that flag is not
    /// documented (a hypothesis: it draws the indicator as designed, the flag being runtime state).
    var isHiddenOnCanvas: Bool {
        isHidden && !(elementName == "activityIndicatorView" && element.attribute("hidesWhenStopped") == "YES"
                      && element.attribute("animating") != "YES")
    }
    public var elementName: String { element.name }

    /// The controller element whose main view (`key="view"`) this is, if any.
    var owningController: MarkupElement? {
        guard element.attribute("key") == "view", let controller = element.parent,
              controller.name.lowercased().hasSuffix("controller") else { return nil }
        return controller
    }

    /// UIKit's `userInterfaceLayoutDirection(for: semanticContentAttribute)`: `forceRightToLeft`
    /// is right-to-left; `forceLeftToRight`, `playback` and `spatial` are left-to-right whatever
    /// the language; `unspecified` (or none) follows the app. A superview's attribute is not
    /// inherited (UIKit doesn't propagate it either).
    func effectiveDirection(app: LayoutOptions.Direction) -> LayoutOptions.Direction {
        switch element.attribute("semanticContentAttribute") {
        case "forceRightToLeft": return .rightToLeft
        case "forceLeftToRight", "playback", "spatial": return .leftToRight
        default: return app
        }
    }

    /// `<viewLayoutGuide key=…>` children of the view.
    func guide(withKey key: String) -> MarkupElement? {
        element.childElements.first { $0.name == "viewLayoutGuide" && $0.attribute("key") == key }
    }

    /// Explicit layout margins written in the view: `<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">` (leading is left, or right when the
    /// view is right-to-left; `layoutMargins` are physical).
    var explicitMargins: Insets? {
        if let insets = element.firstChild(named: "edgeInsets", key: "layoutMargins") {
            return Insets(top: insets.layoutNumber("top") ?? 0, left: insets.layoutNumber("left") ?? 0,
                          bottom: insets.layoutNumber("bottom") ?? 0, right: insets.layoutNumber("right") ?? 0)
        }
        if let insets = element.firstChild(named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            let leading = insets.layoutNumber("leading") ?? 0, trailing = insets.layoutNumber("trailing") ?? 0
            return Insets(top: insets.layoutNumber("top") ?? 0, left: isRightToLeft ? trailing : leading,
                          bottom: insets.layoutNumber("bottom") ?? 0, right: isRightToLeft ? leading : trailing)
        }
        return nil
    }

    /// A content priority written on the element (`horizontalHuggingPriority="251"`...).
    func priority(_ name: String, default value: Double) -> Double {
        element.layoutNumber(name) ?? value
    }
}

/// The views of a document, as trees under their root views (controller main views, top-level
/// xib views, and any other view with no view above it).
struct LayoutHierarchy {
    private(set) var roots: [LayoutNode] = []
    private(set) var nodesByID: [String: LayoutNode] = [:]
    /// Every node in document order.
    private(set) var nodes: [LayoutNode] = []

    /// AppKit views whose subviews' frames count y from the top (flipped views). Not stack views:
    /// a vertical NSStackView's xib frames put its first (topmost) arranged view at the largest y
    /// (test19_layouts.xib: 62, 30, −2; every vertical stack of the corpus), so they count up as
    /// in any unflipped view — as the canvas draws them (`Public/js/document/appkit-flipped.js`).
    static let flippedAppKitElements: Set<String> = ["clipView", "tableView", "outlineView", "textView", "scrollView",
                                                     "collectionView", "matrix"]

    /// `variations`: views the device's size classes don't install are left out with their
    /// subtrees; `hidden` follows its variations.
    init(document: InterfaceDocument, variations: SizeClassVariations? = nil) {
        let isAppKit = document.kind.platform == .macOS
        let appKit = isAppKit ? AppKitControls.Generation(toolsVersion: AppKitControls.toolsVersion(of: document.root)) : nil
        var stack: [(MarkupElement, LayoutNode?)] = [(document.root, nil)]
        while let (element, parent) = stack.popLast() {
            var current = parent
            if let id = element.attribute("id"), variations?.uninstalledIDs.contains(id) == true { continue }
            if LayoutHierarchy.isView(element), let id = element.attribute("id"), !id.isEmpty {
                let node = LayoutNode(element: element, storedFrame: LayoutHierarchy.frame(of: element))
                if let variations { node.isHidden = variations.isHidden(element) }
                node.parent = parent
                node.appKit = appKit
                if isAppKit, let parent { node.usesBottomUpFrame = !LayoutHierarchy.flippedAppKitElements.contains(parent.elementName) }
                if let parent { parent.children.append(node) } else { roots.append(node) }
                if nodesByID[id] == nil { nodesByID[id] = node }
                nodes.append(node)
                current = node
            }
            if element.name == "variation" || element.name == "dependencies" { continue }
            for child in element.childElements.reversed() { stack.append((child, current)) }
        }
        for root in roots {
            // Each root is laid out in its own coordinates, with its origin at (0, 0).
            let frame = root.storedFrame ?? IBRect(x: 0, y: 0, width: 0, height: 0)
            root.storedAbsoluteFrame = IBRect(x: 0, y: 0, width: frame.width, height: frame.height)
            for child in root.children { LayoutHierarchy.computeAbsoluteFrames(child, parent: root) }
        }
    }

    /// Views are the elements with a frame, plus controller main views written without one.
    static func isView(_ element: MarkupElement) -> Bool {
        if element.firstChild(named: "rect", key: "frame") != nil { return true }
        guard element.attribute("key") == "view", let parent = element.parent else { return false }
        return parent.name.lowercased().hasSuffix("controller")
    }

    static func frame(of element: MarkupElement) -> IBRect? {
        guard let rect = element.firstChild(named: "rect", key: "frame"),
              let x = rect.layoutNumber("x"), let y = rect.layoutNumber("y"),
              let width = rect.layoutNumber("width"), let height = rect.layoutNumber("height") else { return nil }
        return IBRect(x: x, y: y, width: width, height: height)
    }

    /// Root coordinates, y downwards (AppKit's bottom-up frames are turned over first).
    private static func computeAbsoluteFrames(_ node: LayoutNode, parent: LayoutNode) {
        let frame = node.storedFrame ?? IBRect(x: 0, y: 0, width: 0, height: 0)
        let origin = parent.storedAbsoluteFrame
        let y = node.usesBottomUpFrame ? origin.height - frame.y - frame.height : frame.y
        node.storedAbsoluteFrame = IBRect(x: origin.x + frame.x, y: origin.y + y, width: frame.width, height: frame.height)
        for child in node.children { computeAbsoluteFrames(child, parent: node) }
    }
}
