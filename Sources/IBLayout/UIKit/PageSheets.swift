import IBDocument

/// Page sheets: since iOS 13 (Xcode 11) a controller presented modally with the automatic style
/// (the default), `pageSheet` or `formSheet` shows as a card on an iPhone in portrait, and Xcode
/// lays its scene out so — a shorter root without a status bar, under a 56 pt navigation bar.
/// DuckDuckGo's Bookmarks (Xcode 15, 4.7" iPhone): the navigation controller presented from two
/// controllers stores its bar at y = 0, 56 pt high, and its root 591 pt high under that opaque bar
/// (667 − 20 − 56); IBDecodable's StoryboardAttributes (Xcode 11): two controllers presented by
/// `kind="modal"` segues are stored 647 pt high (667 − 20). Twin of `Public/js/layout/page-sheets.js`.
enum PageSheets {
    /// The navigation bar of a sheet (UIKit draws it 56 pt high in a card).
    static let navigationBarHeight = 56.0
    /// The first Xcode generation that draws sheets (Xcode 11's plugin versions are 15xxx–16xxx;
    /// before it a modal presentation covered the screen).
    static let firstToolsVersion = 15000

    /// The ids of the controllers a document presents as sheets: the destinations of
    /// `kind="presentation"` (and the old `kind="modal"`) segues whose style — the segue's
    /// `modalPresentationStyle`, else the destination's — is automatic, `pageSheet` or
    /// `formSheet`, and, for a navigation controller presented so, its stack (its root and the
    /// controllers shown or pushed from it). A controller that only says
    /// `modalPresentationStyle="formSheet"` without a segue is not one: Xcode stores DuckDuckGo's
    /// PrivacyDashboard (Xcode 14) full screen.
    static func presented(in root: MarkupElement, toolsVersion: Int) -> Set<String> {
        guard toolsVersion >= firstToolsVersion else { return [] }
        var controllers: [String: MarkupElement] = [:]
        var presentations: [(destination: String, style: String?)] = []
        var stackRoots: [String: String] = [:]
        var shownFrom: [String: [String]] = [:]
        root.forEachElement { element in
            if element.name.lowercased().hasSuffix("controller"), let id = element.attribute("id"), controllers[id] == nil {
                controllers[id] = element
            }
            guard element.name == "segue", let destination = element.attribute("destination"),
                  let source = owningController(of: element), let sourceID = source.attribute("id") else { return }
            switch element.attribute("kind") {
            case "presentation", "modal":
                presentations.append((destination, element.attribute("modalPresentationStyle")))
            case "relationship" where element.attribute("relationship") == "rootViewController" && source.name == "navigationController":
                stackRoots[sourceID] = destination
            case "show", "push":
                shownFrom[sourceID, default: []].append(destination)
            default:
                break
            }
        }
        var sheets: Set<String> = []
        for (destination, segueStyle) in presentations {
            let style = segueStyle ?? controllers[destination]?.attribute("modalPresentationStyle") ?? "automatic"
            guard ["automatic", "pageSheet", "formSheet"].contains(style), controllers[destination] != nil else { continue }
            sheets.insert(destination)
            guard let stackRoot = stackRoots[destination] else { continue }
            var pending = [stackRoot]
            while let id = pending.popLast() {
                guard sheets.insert(id).inserted else { continue }
                pending += shownFrom[id] ?? []
            }
        }
        return sheets
    }

    /// Where the card starts on a device, nil where a sheet isn't drawn as one (an iPhone in
    /// landscape covers the screen; iPads and the Apple TV are not modelled): below the status bar
    /// (20 pt on the 4.7" iPhone, as the corpus stores), and 10 pt further down on iPhones with a
    /// sensor housing, where UIKit leaves the presenting card visible under it (not checked
    /// against a stored document: the corpus has no sheet on such a device).
    static func top(on device: Device) -> Double? {
        guard !device.isPad, !device.isTV, device.orientation == .portrait else { return nil }
        return device.safeAreaInsets.top + (device.hasHousing ? 10 : 0)
    }

    private static func owningController(of element: MarkupElement) -> MarkupElement? {
        var current = element.parent
        while let candidate = current {
            if candidate.name.lowercased().hasSuffix("controller"), candidate.attribute("id") != nil { return candidate }
            current = candidate.parent
        }
        return nil
    }
}
