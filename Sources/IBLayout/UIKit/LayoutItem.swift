import IBDocument

/// Something constraints can name: a view, or a layout guide (safe area, margins, scroll view
/// content/frame guides, the old top/bottom layout guides). Its rectangle is four linear
/// expressions in the bounds of the view it belongs to (`node`: the view itself, or the guide's
/// view), so a view's own rectangle is `(0, 0, width, height)`.
///
/// Views are placed by superview-relative variables (a view's frame origin in its superview, as
/// `<rect key="frame">` stores it). A constraint between two items is written in the bounds of
/// their nearest common ancestor: each item's edges there are its own rectangle plus the
/// origins of the views on the way up (`expression(for:in:)`). So a constraint inside one card
/// of a form mentions only that card's views, and the solver's rows stay short; positions in
/// root coordinates would chain every row through every view above it. A multiplier applies in
/// the common ancestor's bounds (`centerX = 0.5 × superview.centerX` is a quarter of the superview
/// wherever the superview is), as in UIKit.
public final class LayoutItem {
    public enum Kind: Equatable, Sendable {
        case view
        case guide(String)
    }

    public let id: String
    public let kind: Kind
    /// The element the item comes from.
    public let element: MarkupElement
    /// The view whose bounds `left`, `top`, `width` and `height` are measured in.
    let node: LayoutNode
    public let left: Expression
    public let top: Expression
    public let width: Expression
    public let height: Expression
    /// The layout margins (the `…Margin` attributes and `centerX/YWithinMargins`).
    public var margins: Insets
    /// Where the first and last baselines sit below the top: `top + baselineScale·height + offset`.
    /// Non-text views use their bottom edge, as UIKit does by default.
    public var firstBaseline: (scale: Double, offset: Double) = (1, 0)
    public var lastBaseline: (scale: Double, offset: Double) = (1, 0)
    /// A stack view's baselines are those of one of its arranged views (UIKit's
    /// `forFirstBaselineLayout` / `forLastBaselineLayout`; `RootLayout.setStackViewBaselines`).
    var firstBaselineView: LayoutItem?
    var lastBaselineView: LayoutItem?

    init(id: String, kind: Kind, element: MarkupElement, node: LayoutNode, left: Expression, top: Expression, width: Expression,
         height: Expression, margins: Insets = .zero) {
        self.id = id
        self.kind = kind
        self.element = element
        self.node = node
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.margins = margins
    }

    /// The expression of one attribute in the bounds of `frame` (the item's view or one of its
    /// superviews). Leading and trailing follow the direction of `frame`, the view whose bounds
    /// the constraint is written in (the items' nearest common ancestor): left and right, or, when
    /// that view is right-to-left, the right and left edges *negated* — leading counts towards the
    /// left, so `a.leading = b.leading + 20` puts a's right edge 20 pt left of b's, and a
    /// multiplier scales the negated coordinate (UIKit's known RTL behaviour: a trailing edge at
    /// 0.8 × the superview's trailing lands at x = 0). So a `forceLeftToRight` container is placed
    /// as its right-to-left superview says, and what is inside it stays left to right.
    func expression(for attribute: LayoutAttribute, in frame: LayoutNode) -> Expression {
        if attribute == .firstBaseline, let view = firstBaselineView { return view.expression(for: attribute, in: frame) }
        if attribute == .lastBaseline, let view = lastBaselineView { return view.expression(for: attribute, in: frame) }
        if frame.isRightToLeft, let edge = attribute.rightToLeftEdge { return -expression(for: edge, in: frame) }
        switch attribute {
        case .width: return width
        case .height: return height
        case .left, .leading, .right, .trailing, .centerX, .leftMargin, .leadingMargin, .rightMargin, .trailingMargin,
             .centerXWithinMargins:
            return horizontal(attribute, left: LayoutItem.offset(of: node, in: frame, \.x) + left)
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline:
            return vertical(attribute, top: LayoutItem.offset(of: node, in: frame, \.y) + top)
        }
    }

    private func horizontal(_ attribute: LayoutAttribute, left: Expression) -> Expression {
        switch attribute {
        case .right, .trailing: return left + width
        case .centerX: return left + 0.5 * width
        case .leftMargin, .leadingMargin: return left + margins.left
        case .rightMargin, .trailingMargin: return left + width - margins.right
        case .centerXWithinMargins: return left + 0.5 * width + 0.5 * (margins.left - margins.right)
        default: return left
        }
    }

    private func vertical(_ attribute: LayoutAttribute, top: Expression) -> Expression {
        switch attribute {
        case .bottom: return top + height
        case .centerY: return top + 0.5 * height
        case .topMargin: return top + margins.top
        case .bottomMargin: return top + height - margins.bottom
        case .centerYWithinMargins: return top + 0.5 * height + 0.5 * (margins.top - margins.bottom)
        case .firstBaseline: return top + firstBaseline.scale * height + firstBaseline.offset
        case .lastBaseline: return top + lastBaseline.scale * height + lastBaseline.offset
        default: return top
        }
    }

    /// The origin of `node`'s bounds in `frame`'s bounds: the frame origins (x or y) of `node`
    /// and of its superviews below `frame`, nearest first; nothing when `node` is `frame`.
    static func offset(of node: LayoutNode, in frame: LayoutNode, _ axis: KeyPath<ViewVariables, Variable>) -> Expression {
        var terms: [Term] = []
        var current: LayoutNode? = node
        while let view = current, view !== frame {
            terms.append(Term(view.variables[keyPath: axis]))
            current = view.parent
        }
        return Expression(terms: terms)
    }

    /// The nearest view that is `a` or contains it and is `b` or contains it.
    static func commonAncestor(_ a: LayoutNode, _ b: LayoutNode) -> LayoutNode {
        var ancestors: Set<ObjectIdentifier> = []
        var current: LayoutNode? = a
        while let node = current { ancestors.insert(ObjectIdentifier(node)); current = node.parent }
        current = b
        while let node = current {
            if ancestors.contains(ObjectIdentifier(node)) { return node }
            current = node.parent
        }
        return a.root
    }
}

extension LayoutAttribute {
    /// Leading/trailing (and their margins): the physical edge they are in a right-to-left view
    /// (counted negated); nil for the other attributes.
    var rightToLeftEdge: LayoutAttribute? {
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        default: return nil
        }
    }
}

/// A view's own unknowns: its frame origin in its superview's bounds (y down), and its size.
final class ViewVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    init(id: String) {
        x = Variable("\(id).x")
        y = Variable("\(id).y")
        width = Variable("\(id).width")
        height = Variable("\(id).height")
    }
}
