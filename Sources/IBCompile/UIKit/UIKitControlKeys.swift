import IBDocument

/// The keys `UIControl` adds after `UIView`'s: `UIContentHorizontalAlignment`,
/// `UIContentVerticalAlignment` (fixture-verified for buttons), `UIDisabled`, `UISelected`,
/// `UIHighlighted` (written only when not the default), then `UIPointerInteractionEnabled` for
/// `pointerInteraction=` (D: `-[UIControl initWithCoder:]` reads it, when present, after
/// `UIToolTip`; the UIKit port lists it among the keys of real ibtool nibs. Written with the
/// document's value; its place after the state flags is inferred from the decoder's order).
enum UIKitControlKeys {
    static let horizontal: [String: Int64] = ["center": 0, "left": 1, "right": 2, "fill": 3, "leading": 4, "trailing": 5]
    static let vertical: [String: Int64] = ["center": 0, "top": 1, "bottom": 2, "fill": 3]

    static func encode(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject) throws {
        let horizontalValue = try reader.mapped("contentHorizontalAlignment", horizontal, default: 0)
        if horizontalValue != 0 { view.append("UIContentHorizontalAlignment", .integer(horizontalValue)) }
        let verticalValue = try reader.mapped("contentVerticalAlignment", vertical, default: 0)
        if verticalValue != 0 { view.append("UIContentVerticalAlignment", .integer(verticalValue)) }
        if !(try reader.bool("enabled", default: true)) { view.append("UIDisabled", .bool(true)) }
        if try reader.bool("selected", default: false) { view.append("UISelected", .bool(true)) }
        if try reader.bool("highlighted", default: false) { view.append("UIHighlighted", .bool(true)) }
        if reader.element.attribute("pointerInteraction") != nil {
            view.append("UIPointerInteractionEnabled", .bool(try reader.bool("pointerInteraction", default: false)))
        }
    }
}
