import IBDocument

/// Intrinsic content size (with content hugging and compression resistance) for views laid out
/// by constraints, and the weak "stay where the XML put you" wishes.
extension RootLayout {
    /// Per axis with an intrinsic size `s`: `size ≤ s` at the hugging priority (default 250)
    /// and `size ≥ s` at the compression-resistance priority (default 750).
    func addIntrinsicSizeConstraints() {
        for node in nodes where !node.translatesAutoresizingMask && !node.isRoot {
            let size = intrinsicSize(of: node)
            let origin = ConstraintOrigin.intrinsicSize(viewID: node.id)
            if let width = size.width, width >= 0 {
                add((Expression(node.variables.width) <= width) | Strength(priority: node.priority("horizontalHuggingPriority", default: 250)), origin)
                add((Expression(node.variables.width) >= width) | Strength(priority: node.priority("horizontalCompressionResistancePriority", default: 750)), origin)
            }
            if let height = size.height, height >= 0 {
                add((Expression(node.variables.height) <= height) | Strength(priority: node.priority("verticalHuggingPriority", default: 250)), origin)
                add((Expression(node.variables.height) >= height) | Strength(priority: node.priority("verticalCompressionResistancePriority", default: 750)), origin)
            }
        }
    }

    func intrinsicSize(of node: LayoutNode) -> IntrinsicContentSize {
        if let generation = node.appKit { return appKitIntrinsicSize(of: node, generation: generation) }
        var size = IntrinsicContentSize.of(node.element, imageSizes: environment.imageSizes, toolsVersion: environment.toolsVersion,
                                           device: environment.device)
        if environment.options.intrinsicSizes == .storedFrames, let frame = node.storedFrame,
           ["label", "button", "textField"].contains(node.elementName) {
            if size.width != nil { size.width = frame.width }
            if size.height != nil { size.height = frame.height }
        }
        // An SF Symbol's size is the font's business too: stored sizes give its alignment rect.
        if environment.options.intrinsicSizes == .storedFrames, let frame = node.storedFrame, AlignmentRect.showsSymbol(node.element),
           node.element.attribute("placeholderIntrinsicWidth") == nil, node.element.attribute("placeholderIntrinsicHeight") == nil {
            let outsets = AlignmentRect.frameOutsets(of: node, toolsVersion: environment.toolsVersion) ?? .zero
            size = IntrinsicContentSize(width: frame.width - outsets.left - outsets.right, height: frame.height - outsets.top - outsets.bottom)
        }
        return size
    }

    /// An AppKit control's (`AppKitControls`); with stored text sizes, text controls take their
    /// stored frame less its outsets.
    private func appKitIntrinsicSize(of node: LayoutNode, generation: AppKitControls.Generation) -> IntrinsicContentSize {
        var size = AppKitControls.intrinsicSize(of: node.element, generation: generation, imageSizes: environment.imageSizes)
        if environment.options.intrinsicSizes == .storedFrames, let frame = node.storedFrame,
           ["textField", "secureTextField", "button", "popUpButton"].contains(node.elementName) {
            let outsets = AlignmentRect.frameOutsets(of: node, toolsVersion: environment.toolsVersion) ?? .zero
            if size.width != nil { size.width = frame.width - outsets.left - outsets.right }
            if size.height != nil { size.height = frame.height - outsets.top - outsets.bottom }
        }
        return size
    }

    /// Every view weakly wishes to keep its stored frame (its origin in its superview, y down):
    /// irrelevant when the constraints decide, and what keeps an ambiguous view where it was
    /// drawn in its superview (as Xcode's canvas does). A view whose frame reaches beyond its
    /// alignment rect (`AlignmentRect`) wishes its alignment rect where the stored frame puts it.
    func addStays() {
        for node in nodes {
            guard let parent = node.parent else { continue }
            let frame = node.storedAbsoluteFrame, parentFrame = parent.storedAbsoluteFrame
            let origin = ConstraintOrigin.storedFrame(viewID: node.id)
            let outsets = AlignmentRect.frameOutsets(of: node, toolsVersion: environment.toolsVersion) ?? .zero
            add((node.variables.x == frame.x - parentFrame.x + outsets.left) | .weak, origin)
            add((node.variables.y == frame.y - parentFrame.y + outsets.top) | .weak, origin)
            add((node.variables.width == frame.width - outsets.left - outsets.right) | .weak, origin)
            add((node.variables.height == frame.height - outsets.top - outsets.bottom) | .weak, origin)
        }
        for (id, size) in contentGuideSizes.sorted(by: { $0.key < $1.key }) {
            add((size.0 == 0) | .weak, .guide(id: id))
            add((size.1 == 0) | .weak, .guide(id: id))
        }
    }
}
