import IBDocument

/// `<tapGestureRecognizer>`, `<pinchGestureRecognizer>`, `<rotationGestureRecognizer>` and
/// `<swipeGestureRecognizer>`, as UIKit's own coders write them
/// (decompiled UIKitCore, iOS 26.1):
///
/// * `-[UIGestureRecognizer encodeWithCoder:]`: `UIGestureRecognizer.disabled` (YES, only when
///   disabled), `UIGestureRecognizer.cancelsTouchesInView` (NO, only when off),
///   `UIGestureRecognizer.delaysTouchesBegan` (YES, only when on),
///   `UIGestureRecognizer.delaysTouchesEnded` (NO, only when off),
///   `UIGestureRecognizer.allowedTouchTypes` (always; the touch-type mask, 15 = direct, indirect,
///   pencil and pointer for classes that take stylus touches, which tap, pinch, rotation and
///   swipe do — rotation and swipe return YES from `+_supportsDefaultTouchTypes` and inherit
///   `+_supportsStylusTouches` YES; screen-edge pan is the one that returns NO (11):
///   `-_defaultAllowedTouchTypesMask`), `UIGestureRecognizer.requiresExclusiveTouchType`
///   (always; YES, UIKit's documented default). `allowedPressTypes` and
///   `requiredPreviewForceState` are written only when set, which a document cannot do.
/// * `UITapGestureRecognizer` adds `UITapGestureRecognizer._imp`, its private `UITapRecognizer`,
///   whose coder writes `UITapRecognizer.numberOfTapsRequired` / `.numberOfTouchesRequired`
///   only when not 1 (the other `UITapRecognizer` keys have no Interface Builder attribute).
/// * `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` have no coder of their own.
/// * `-[UISwipeGestureRecognizer encodeWithCoder:]` adds
///   `UISwipeGestureRecognizer.numberOfTouchesRequired` (only when not 1) and
///   `UISwipeGestureRecognizer.direction` (only when not 1 = right; left 2, up 4, down 8).
///
/// * Pan and long press add the keys of `UIKitPanLongPressKeys`. Screen-edge pan stays refused:
///   its `-initWithTarget:action:` turns `delaysTouchesBegan` on and sets one maximum touch, and
///   what Xcode's XML omits for it (its defaults) is not known.
///
/// The recognizer's `<action>` is a `UIRuntimeEventConnection` without `UIEventMask` (UIKit
/// connects it through `-_connectInterfaceBuilderEventConnection:`, not a control event), its
/// view holds it through the `gestureRecognizers` outlet collection.
enum UIKitGestureRecognizerEncoder {
    static let classes: [String: String] = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "panGestureRecognizer": "UIPanGestureRecognizer", "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    ]
    /// `UISwipeGestureRecognizerDirection` by the XML value Xcode writes.
    static let swipeDirections: [String: Int64] = ["right": 1, "left": 2, "up": 4, "down": 8]
    /// `UITouchTypeDirect | Indirect | Pencil | IndirectPointer` as `-_defaultAllowedTouchTypesMask` returns it.
    static let defaultAllowedTouchTypes: Int64 = 15

    static func isRecognizer(_ element: MarkupElement) -> Bool { classes[element.name] != nil }

    static func encode(_ element: MarkupElement, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        guard let className = classes[element.name] else {
            throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "the nib's objects")
        }
        var reader = UIKitElementReader(element)
        let recognizer = AppKitArchiveObject(className: className)
        encoder.context.register(recognizer, id: reader.id)
        if !(try reader.bool("enabled", default: true)) { recognizer.append("UIGestureRecognizer.disabled", .bool(true)) }
        if !(try reader.bool("cancelsTouchesInView", default: true)) { recognizer.append("UIGestureRecognizer.cancelsTouchesInView", .bool(false)) }
        if try reader.bool("delaysTouchesBegan", default: false) { recognizer.append("UIGestureRecognizer.delaysTouchesBegan", .bool(true)) }
        if !(try reader.bool("delaysTouchesEnded", default: true)) { recognizer.append("UIGestureRecognizer.delaysTouchesEnded", .bool(false)) }
        recognizer.append("UIGestureRecognizer.allowedTouchTypes", .integer(defaultAllowedTouchTypes))
        recognizer.append("UIGestureRecognizer.requiresExclusiveTouchType", .bool(true))
        if className == "UITapGestureRecognizer" {
            let tap = AppKitArchiveObject(className: "UITapRecognizer")
            if let taps = try reader.integer("numberOfTapsRequired"), taps != 1 { tap.append("UITapRecognizer.numberOfTapsRequired", .integer(taps)) }
            if let touches = try reader.integer("numberOfTouchesRequired"), touches != 1 {
                tap.append("UITapRecognizer.numberOfTouchesRequired", .integer(touches))
            }
            recognizer.append("UITapGestureRecognizer._imp", .object(tap))
        }
        if className == "UISwipeGestureRecognizer" {
            if let touches = try reader.integer("numberOfTouchesRequired"), touches != 1 {
                recognizer.append("UISwipeGestureRecognizer.numberOfTouchesRequired", .integer(touches))
            }
            let direction = try reader.mapped("direction", swipeDirections, default: 1)
            if direction != 1 { recognizer.append("UISwipeGestureRecognizer.direction", .integer(direction)) }
        }
        if className == "UIPanGestureRecognizer" { try UIKitPanLongPressKeys.encodePan(&reader, into: recognizer) }
        if className == "UILongPressGestureRecognizer" {
            if encoder.context.document.kind.platform == .tvOS {
                throw UIKitEncodingError.unsupportedElement(element: element.name, id: reader.id, context: "a tvOS document (its touch types there are not known)")
            }
            try UIKitPanLongPressKeys.encodeLongPress(&reader, into: recognizer)
        }
        if let id = reader.id { encoder.context.addEventMaskFreeSource(id) }
        try encoder.encodeExtras(&reader, object: recognizer)
        UIKitClassSwapper.apply(to: recognizer, reader: &reader)
        try reader.finish()
        return recognizer
    }
}
