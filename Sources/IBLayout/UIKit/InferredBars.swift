import IBDocument

/// The bars Xcode infers for controllers without an explicit choice: a navigation controller's
/// stack (its root and what is pushed from it) gets a navigation bar, and a toolbar when the
/// navigation controller says `toolbarHidden="NO"`; a tab bar controller's children, and the
/// stacks of navigation controllers among them, a tab bar (not those that say
/// `hidesBottomBarWhenPushed="YES"`). The containers' own bars also say whether they are opaque
/// (`<navigationBar key="navigationBar" translucent="NO">`, `<toolbar key="toolbar" …>`,
/// `<tabBar key="tabBar" …>`) and whether the navigation bar shows large titles
/// (`largeTitles="YES"`, UIKit's `prefersLargeTitles`). Twin of the inference in
/// `Public/js/layout/layout-environment.js`.
struct InferredBars {
    var navigation: Set<String> = []
    var tabBar: Set<String> = []
    var toolbar: Set<String> = []
    /// Controllers under an inferred bar that its container draws opaque (`translucent="NO"`).
    var opaqueNavigation: Set<String> = []
    var opaqueTabBar: Set<String> = []
    var opaqueToolbar: Set<String> = []
    /// Controllers whose inferred navigation bar shows a large title (`LargeTitles.shown`).
    var largeTitle: Set<String> = []
    /// Controllers presented as page or form sheets (`PageSheets.presented`).
    var sheets: Set<String> = []
    /// The document's Xcode generation (`DocumentLayout.layoutToolsVersion`; `Xcode26Bars`).
    var toolsVersion = 0

    /// A container's keyed bar (`navigationBar`, `toolbar`, `tabBar`) says `translucent="NO"`.
    static func isOpaque(_ container: MarkupElement, bar key: String) -> Bool {
        container.childElements.first { $0.attribute("key") == key }?.attribute("translucent") == "NO"
    }
}

/// Large titles (UIKit's `UINavigationBar.prefersLargeTitles`, `largeTitles="YES"` on a
/// navigation controller's bar; `UINavigationItem.largeTitleDisplayMode`, the controller's
/// `<navigationItem key="navigationItem" largeTitleDisplayMode="always|never">`): a bar that
/// prefers them shows one for `always`, none for `never`, and for `automatic` (the default) what
/// the item below it in the stack shows (the stack's root: a large title). The bar is then
/// 96 pt (44 + the 52 pt title line, as Xcode stores Loop Learn's bar) except in compact height,
/// where UIKit shows no large titles.
enum LargeTitles {
    static let barHeight = 96.0

    /// The controllers of a stack that show a large title, from the root along the segues in
    /// the order `stack` visits them.
    static func shown(root: String, shownFrom: [String: [String]], displayModes: [String: String]) -> Set<String> {
        func large(_ id: String, below: Bool) -> Bool {
            switch displayModes[id] {
            case "always": return true
            case "never": return false
            default: return below
            }
        }
        var visited: Set<String> = [root]
        var result: Set<String> = []
        var pending = [(root, large(root, below: true))]
        while let (id, isLarge) = pending.popLast() {
            if isLarge { result.insert(id) }
            for next in shownFrom[id] ?? [] where !visited.contains(next) {
                visited.insert(next)
                pending.append((next, large(next, below: isLarge)))
            }
        }
        return result
    }
}
