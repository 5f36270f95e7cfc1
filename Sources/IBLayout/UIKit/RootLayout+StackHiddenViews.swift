import IBDocument

/// A stack view's geometry, as its arranged views are constrained to it: the axis, the stack's own
/// direction, the spacing, the alignment (leading/trailing already swapped across a right-to-left
/// vertical stack, centerX/centerY said center) and its edges (its layout margins' with
/// `layoutMarginsRelativeArrangement`).
struct StackGeometry {
    let node: LayoutNode
    let stack: LayoutItem
    let vertical: Bool
    let rightToLeft: Bool
    let spacing: Double
    let alignment: String
    let usesMargins: Bool
    let origin: ConstraintOrigin

    var axis: (leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute) {
        vertical ? (.top, .bottom, .height) : (.left, .right, .width)
    }

    var cross: (start: LayoutAttribute, end: LayoutAttribute, center: LayoutAttribute, size: LayoutAttribute) {
        vertical ? (.left, .right, .centerX, .width) : (.top, .bottom, .centerY, .height)
    }

    func edge(_ attribute: LayoutAttribute) -> Expression {
        guard usesMargins else { return stack.expression(for: attribute, in: node) }
        switch attribute {
        case .left: return stack.expression(for: .leftMargin, in: node)
        case .right: return stack.expression(for: .rightMargin, in: node)
        case .top: return stack.expression(for: .topMargin, in: node)
        case .bottom: return stack.expression(for: .bottomMargin, in: node)
        case .centerX: return stack.expression(for: .centerXWithinMargins, in: node)
        case .centerY: return stack.expression(for: .centerYWithinMargins, in: node)
        default: return stack.expression(for: attribute, in: node)
        }
    }

    /// The stack's margins across the axis (0 without `layoutMarginsRelativeArrangement`).
    var crossMargins: Double {
        guard usesMargins else { return 0 }
        return vertical ? stack.margins.left + stack.margins.right : stack.margins.top + stack.margins.bottom
    }
}

/// Hidden arranged views, as UIKit's `_UIOrderedLayoutArrangement` keeps them: still arranged
/// (the visible views are chained with the full spacing as if the hidden ones weren't there), and
/// each hidden view gets its own constraints:
///
/// - `UISV-hiding`: its length along the axis is 0, at priority 999.999 (a required length of its
///   own wins, as on iOS 26: the view keeps it, invisible);
/// - `UISV-spacing-hidden`, priority 50: its leading edge at the previous visible view's trailing
///   edge plus half the spacing when a visible view follows (the middle of the gap), plus nothing
///   when none does (at the end of the last visible view); with no visible view before it, its
///   trailing edge at the next visible view's leading edge (at the stack's start); with no visible
///   view at all, its leading edge at the stack's trailing edge. UIKit makes this an inequality
///   (≥) in equalSpacing/equalCentering stacks, which leaves the view's position to the engine;
///   here it is the same equality in every distribution, so a hidden view is never ambiguous;
/// - across the axis, the alignment as for the visible views (fill pins both edges), but not
///   kept inside the stack (UIKit's spanning guide bounds only visible views), and a pull of its
///   cross size to the stack's below every priority (`hiddenCrossPull`), so a view without a size
///   of its own across is not ambiguous and a hidden view never sizes the stack.
///
/// An NSStackView does this only with `detachesHiddenViews` (AppKit then takes the hidden view
/// out of the hierarchy altogether; here it stays, collapsed like UIKit's, so it takes no space and
/// is not ambiguous). A stack whose arranged views are all hidden collapses to its margins (UIKit's spanning-fit,
/// `hiddenStackCollapse`, weaker still). Twin of `addHiddenArrangedViews` in
/// Public/js/layout/root-stack-hidden-views.js.
extension RootLayout {
    static let hidingPriority = 999.999
    static let hiddenSpacingPriority = 50.0
    /// Below priority 1 (every document priority and the visible views' pull), above the
    /// ambiguity probe's 0.5, so the choice counts as decided.
    static let hiddenCrossPull = Strength.create(strong: 0, medium: 0.8, weak: 0)
    static let hiddenStackCollapse = Strength.create(strong: 0, medium: 0.7, weak: 0)

    /// `arranged`: every arranged view in order, `hidden` when the stack takes it out.
    func addHiddenArrangedViewConstraints(_ arranged: [(item: LayoutItem, hidden: Bool)], _ geometry: StackGeometry) {
        guard arranged.contains(where: \.hidden) else { return }
        let node = geometry.node, origin = geometry.origin
        let (leading, trailing, size) = geometry.axis
        let cross = geometry.cross
        // Right to left, a horizontal stack runs from the right: "after" is further left.
        let reversed = geometry.rightToLeft && !geometry.vertical
        func gap(_ before: LayoutItem, _ after: LayoutItem) -> Expression {
            reversed ? before.expression(for: .left, in: node) - after.expression(for: .right, in: node)
                : after.expression(for: leading, in: node) - before.expression(for: trailing, in: node)
        }
        let firstVisible = arranged.first { !$0.hidden }?.item
        for (index, view) in arranged.enumerated() where view.hidden {
            let item = view.item
            let previous = arranged[..<index].last { !$0.hidden }?.item
            let next = arranged[(index + 1)...].first { !$0.hidden }?.item
            let along: Constraint
            if let previous {
                along = gap(previous, item) == (next == nil ? 0 : geometry.spacing / 2)
            } else if let next {
                along = gap(item, next) == 0
            } else {
                along = reversed ? item.expression(for: .right, in: node) == geometry.edge(.left)
                    : item.expression(for: leading, in: node) == geometry.edge(trailing)
            }
            add(along | Strength(priority: RootLayout.hiddenSpacingPriority), origin)
            add((item.expression(for: size, in: node) == 0) | Strength(priority: RootLayout.hidingPriority), origin)

            switch geometry.alignment {
            case "fill":
                add(item.expression(for: cross.start, in: node) == geometry.edge(cross.start), origin)
                add(item.expression(for: cross.end, in: node) == geometry.edge(cross.end), origin)
                continue
            case "trailing", "bottom":
                add(item.expression(for: cross.end, in: node) == geometry.edge(cross.end), origin)
            case "center":
                add(item.expression(for: cross.center, in: node) == geometry.edge(cross.center), origin)
            case "firstBaseline", "baseline", "lastBaseline":
                let baseline: LayoutAttribute = geometry.alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                if let firstVisible {
                    add(item.expression(for: baseline, in: node) == firstVisible.expression(for: baseline, in: node), origin)
                } else {
                    add(item.expression(for: cross.start, in: node) == geometry.edge(cross.start), origin)
                }
            default: // leading, top
                add(item.expression(for: cross.start, in: node) == geometry.edge(cross.start), origin)
            }
            add((item.expression(for: cross.size, in: node)
                 == geometry.stack.expression(for: cross.size, in: node) - geometry.crossMargins) | RootLayout.hiddenCrossPull, origin)
        }
        if firstVisible == nil {
            add((geometry.edge(trailing) - geometry.edge(leading) == 0) | RootLayout.hiddenStackCollapse, origin)
            add((geometry.edge(cross.end) - geometry.edge(cross.start) == 0) | RootLayout.hiddenStackCollapse, origin)
        }
    }
}
