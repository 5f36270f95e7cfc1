/// The layout attributes of `NSLayoutConstraint`, spelled as Interface Builder writes them in
/// `<constraint firstAttribute=… secondAttribute=…>`.
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = "baseline", firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Horizontal attributes constrain x/width; the others y/height.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }
}
