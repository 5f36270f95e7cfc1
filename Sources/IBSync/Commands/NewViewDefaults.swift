import IBDocument

/// What Xcode gives a view dropped from the library beyond its class's defaults. Mirrors
/// `Public/js/commands/new-view-defaults.js`, where the corpus figures are: in an Auto Layout document
/// `fixedFrame="YES"` with `translatesAutoresizingMaskIntoConstraints="NO"` and an autoresizing mask anchoring the
/// view at its superview's top left (`flexibleMaxX flexibleMaxY`; `flexibleMaxX flexibleMinY` in an unflipped AppKit
/// superview); nothing of that in a stack view; no `translatesAutoresizingMaskIntoConstraints` without Auto Layout; a
/// plain UIKit View gets the system background colour and its `<resources>` entry.
struct NewViewDefaults {
    /// AppKit views whose subviews' y counts down (`Public/js/appkit-flipped.js`).
    static let flippedAppKitTags: Set<String> = ["clipView", "tableView", "outlineView", "textView", "scrollView", "collectionView", "matrix"]

    static let systemBackground = SceneTemplates.systemBackground

    let autoLayout: Bool
    let arranged: Bool
    let appKit: Bool
    let container: MarkupElement

    init(root: MarkupElement, container: MarkupElement) {
        autoLayout = root.attribute("useAutolayout") == "YES"
        arranged = container.name == "stackView"
        appKit = root.attribute("targetRuntime")?.hasPrefix("MacOSX") == true
        self.container = container
    }

    func adjust(_ pairs: [(String, String)]) -> [(String, String)] {
        let rest = pairs.filter { $0.0 != "fixedFrame" && $0.0 != "translatesAutoresizingMaskIntoConstraints" }
        guard autoLayout else { return rest }
        // translatesAutoresizingMaskIntoConstraints first: an iOS view's fixedFrame is a layout mark, which goes right
        // after the content mode wherever the table ranks neither, and the table would put the other before it.
        return rest + [("translatesAutoresizingMaskIntoConstraints", "NO")] + (arranged ? [] : [("fixedFrame", "YES")])
    }

    /// The `<autoresizingMask>` after the new view's frame, or nil in a stack view.
    var mask: MarkupElement? {
        guard !arranged else { return nil }
        let vertical = appKit && !Self.flippedAppKitTags.contains(container.name) ? "flexibleMinY" : "flexibleMaxY"
        return LibraryParts.element("autoresizingMask", [("key", "autoresizingMask"), ("flexibleMaxX", "YES"), (vertical, "YES")])
    }

    /// A plain UIKit View's background colour, or nil.
    func backgroundColor(elementName: String, className: String) -> MarkupElement? {
        guard !appKit, elementName == "view", className == "UIView" else { return nil }
        return LibraryParts.element("color", [("key", "backgroundColor"), ("systemColor", "systemBackgroundColor")])
    }

    /// Ops adding `systemBackgroundColor` to `<resources>` when it is missing (system colours sorted by name).
    static func systemBackgroundResourceOps(_ root: MarkupElement) -> [EditOperation] {
        guard let resources = root.firstChild(named: "resources") else {
            return [.insertSubtree(parent: .root, xml: "<resources>\(systemBackground)</resources>", position: .xcodeOrder)]
        }
        let children = resources.childElements
        if children.contains(where: { $0.name == "systemColor" && $0.attribute("name") == "systemBackgroundColor" }) { return [] }
        let index = children.firstIndex { $0.name == "systemColor" && ($0.attribute("name") ?? "") > "systemBackgroundColor" }
        let resourcesAddress = NodeAddress.child(of: .root, name: "resources", key: nil)
        // `<systemColor>` entries have no id or key: with one there already no address could name a second, so
        // `<resources>` is written again with it in place (one batch, one undo).
        if children.contains(where: { $0.name == "systemColor" }) {
            var entries = children.map(\.markupString)
            entries.insert(systemBackground, at: index ?? entries.count)
            return [.removeSubtree(target: resourcesAddress),
                    .insertSubtree(parent: .root, xml: "<resources>\(entries.joined())</resources>", position: .xcodeOrder)]
        }
        return [.insertSubtree(parent: resourcesAddress, xml: systemBackground, position: index.map { .atIndex($0) } ?? .atEnd)]
    }
}
