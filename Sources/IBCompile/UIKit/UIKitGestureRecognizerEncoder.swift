import IBDocument

/// `<tapGestureRecognizer>` and `<pinchGestureRecognizer>`, as UIKit's own coders write them
/// (decompiled UIKitCore, iOS 26.1):
///
/// * `-[UIGestureRecognizer encodeWithCoder:]`: `UIGestureRecognizer.disabled` (YES, only when
///   disabled), `UIGestureRecognizer.cancelsTouchesInView` (NO, only when off),
///   `UIGestureRecognizer.delaysTouchesBegan` (YES, only when on),
///   `UIGestureRecognizer.delaysTouchesEnded` (NO, only when off),
///   `UIGestureRecognizer.allowedTouchTypes` (always; the touch-type mask, 15 = direct, indirect,
///   pencil and pointer for classes that take stylus touches, which tap and pinch do:
///   `-_defaultAllowedTouchTypesMask`), `UIGestureRecognizer.requiresExclusiveTouchType`
///   (always; YES, UIKit's documented default). `allowedPressTypes` and
///   `requiredPreviewForceState` are written only when set, which a document cannot do.
/// * `UITapGestureRecognizer` adds `UITapGestureRecognizer._imp`, its private `UITapRecognizer`,
///   whose coder writes `UITapRecognizer.numberOfTapsRequired` / `.numberOfTouchesRequired`
///   only when not 1 (the other `UITapRecognizer` keys have no Interface Builder attribute).
/// * `UIPinchGestureRecognizer` has no coder of its own.
///
/// The recognizer's `<action>` is a `UIRuntimeEventConnection` without `UIEventMask` (UIKit
/// connects it through `-_connectInterfaceBuilderEventConnection:`, not a control event), its
/// view holds it through the `gestureRecognizers` outlet collection.
enum UIKitGestureRecognizerEncoder {
    static let classes: [String: String] = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
    ]
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
        if let id = reader.id { encoder.context.addEventMaskFreeSource(id) }
        try encoder.encodeExtras(&reader, object: recognizer)
        UIKitClassSwapper.apply(to: recognizer, reader: &reader)
        try reader.finish()
        return recognizer
    }
}
