import IBDocument

/// A stack view's first and last baselines are its arranged views' (UIKit's `UIStackView`
/// overrides `forFirstBaselineLayout` / `forLastBaselineLayout`): a vertical stack's first
/// baseline is its first arranged view's, its last baseline its last arranged view's; a
/// horizontal stack's both are its tallest arranged view's — recursively, when that view is a
/// stack view too (the delegation chains). Hidden views take no part; a stack without visible
/// arranged views keeps its own edges. The tallest view is judged from the stored frames (UIKit
/// asks at layout time; a solved height would make the choice non-linear), the first on ties.
/// NSStackViews (AppKit) keep their own edges: their baselines are not modelled.
extension RootLayout {
    func setStackViewBaselines() {
        for node in nodes where node.elementName == "stackView" && node.element.attribute("orientation") == nil {
            let arranged = node.children.filter { !$0.isHiddenOnCanvas && $0.element.parent?.name == "subviews" }
            guard var chosen = arranged.first, let stack = node.item else { continue }
            if environment.variations.holder(of: "axis", in: node.element).attribute("axis") == "vertical" {
                stack.firstBaselineView = chosen.item
                stack.lastBaselineView = arranged[arranged.count - 1].item
                continue
            }
            for view in arranged.dropFirst() where view.storedAbsoluteFrame.height > chosen.storedAbsoluteFrame.height {
                chosen = view
            }
            stack.firstBaselineView = chosen.item
            stack.lastBaselineView = chosen.item
        }
    }
}
