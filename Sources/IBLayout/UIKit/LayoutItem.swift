import IBDocument

/// Something constraints can name: a view, or a layout guide (safe area, margins, scroll view
/// content/frame guides, the old top/bottom layout guides). Its rectangle is four linear
/// expressions in root-view coordinates (the coordinates of the top-level view of its
/// hierarchy), so a constraint across hierarchy levels is just an equation between them.
public final class LayoutItem {
    public enum Kind: Equatable, Sendable {
        case view
        case guide(String)
    }

    public let id: String
    public let kind: Kind
    /// The element the item comes from.
    public let element: MarkupElement
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

    init(id: String, kind: Kind, element: MarkupElement, left: Expression, top: Expression, width: Expression,
         height: Expression, margins: Insets = .zero) {
        self.id = id
        self.kind = kind
        self.element = element
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.margins = margins
    }

    /// The expression of one attribute (left-to-right: leading is left, trailing is right).
    public func expression(for attribute: LayoutAttribute) -> Expression {
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        case .leftMargin, .leadingMargin: return left + margins.left
        case .rightMargin, .trailingMargin: return left + width - margins.right
        case .topMargin: return top + margins.top
        case .bottomMargin: return top + height - margins.bottom
        case .centerXWithinMargins: return left + 0.5 * width + 0.5 * (margins.left - margins.right)
        case .centerYWithinMargins: return top + 0.5 * height + 0.5 * (margins.top - margins.bottom)
        case .firstBaseline: return top + firstBaseline.scale * height + firstBaseline.offset
        case .lastBaseline: return top + lastBaseline.scale * height + lastBaseline.offset
        }
    }
}

/// A view's own unknowns, in root coordinates.
final class ViewVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(id: String) {
        left = Variable("\(id).left")
        top = Variable("\(id).top")
        width = Variable("\(id).width")
        height = Variable("\(id).height")
    }

    var all: [Variable] { [left, top, width, height] }
}
