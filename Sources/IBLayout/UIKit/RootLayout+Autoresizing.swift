import IBDocument

/// `translatesAutoresizingMaskIntoConstraints`: a view that isn't laid out by constraints keeps
/// its stored frame relative to its superview, and when the superview's size differs from the
/// stored one, the flexible parts of the mask (left margin, width, right margin; top margin,
/// height, bottom margin) absorb the difference in proportion to their stored sizes, as UIKit's
/// autoresizing does. The result is linear in the superview's size, so it is a constraint.
extension RootLayout {
    func addAutoresizingConstraints() {
        for node in nodes where !node.isRoot && node.translatesAutoresizingMask {
            guard let parent = node.parent else { continue }
            let mask = node.element.firstChild(named: "autoresizingMask", key: "autoresizingMask")
            func flag(_ name: String) -> Bool { mask?.attribute(name) == "YES" }
            let frame = node.storedAbsoluteFrame, parentFrame = parent.storedAbsoluteFrame
            let horizontal = axisFractions(origin: frame.x - parentFrame.x, size: frame.width, container: parentFrame.width,
                                           flexibleStart: flag("flexibleMinX"), flexibleSize: flag("widthSizable"),
                                           flexibleEnd: flag("flexibleMaxX"))
            // AppKit's minY is the bottom margin of a bottom-up (unflipped) superview.
            let (topFlag, bottomFlag) = node.usesBottomUpFrame ? ("flexibleMaxY", "flexibleMinY") : ("flexibleMinY", "flexibleMaxY")
            let vertical = axisFractions(origin: frame.y - parentFrame.y, size: frame.height, container: parentFrame.height,
                                         flexibleStart: flag(topFlag), flexibleSize: flag("heightSizable"),
                                         flexibleEnd: flag(bottomFlag))
            let child = node.variables, superview = parent.variables
            let origin = ConstraintOrigin.autoresizing(viewID: node.id)
            let widthChange = superview.width - parentFrame.width
            let heightChange = superview.height - parentFrame.height
            add(Expression(child.x) == Expression(frame.x - parentFrame.x) + horizontal.start * widthChange, origin)
            add(Expression(child.width) == Expression(frame.width) + horizontal.size * widthChange, origin)
            add(Expression(child.y) == Expression(frame.y - parentFrame.y) + vertical.start * heightChange, origin)
            add(Expression(child.height) == Expression(frame.height) + vertical.size * heightChange, origin)
        }
    }

    /// The shares of a size change taken by the start margin and by the size.
    private func axisFractions(origin: Double, size: Double, container: Double, flexibleStart: Bool, flexibleSize: Bool,
                               flexibleEnd: Bool) -> (start: Double, size: Double) {
        let end = container - origin - size
        let parts = [(flexibleStart, max(origin, 0)), (flexibleSize, max(size, 0)), (flexibleEnd, max(end, 0))]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? parts[index].1 / total : 1 / Double(flexible.count)
        }
        return (share(0), share(1))
    }
}
