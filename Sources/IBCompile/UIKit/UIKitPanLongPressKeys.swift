import IBDocument

/// The keys `<panGestureRecognizer>` and `<pongPressGestureRecognizer>` (Xcode's own spelling of
/// the long-press element) add after the `UIGestureRecognizer` keys, as UIKit's coders write them
/// (decompiled UIKitCore, iOS 26.1):
///
/// * `-[UIPanGestureRecognizer encodeWithCoder:]`: `UIPanGestureRecognizer.minimumNumberOfTouches`
///   (only when not 1), `.maximumNumberOfTouches` (only when not `0xFFFFFFFF`, the value
///   `_UIPanGestureRecognizerCommonInit` gives it), then `.allowedScrollTypesMask` always. That
///   common init never sets the scroll mask (the instance is zero-filled by `alloc`), and Apple
///   documents the mask as what *enables* scroll events, so an Interface Builder pan archives 0.
///   `maximumNumberOfTouches` is refused by name: how Interface Builder's "no maximum" maps to
///   UIKit's value is not known.
/// * `-[UILongPressGestureRecognizer encodeWithCoder:]`: `UILongPressGestureRecognizer._imp`
///   always (the private `UITapRecognizer` that `-initWithTarget:action:` makes and gives
///   `numberOfTapsRequired` 0, so its coder writes `UITapRecognizer.numberOfTapsRequired` 0),
///   `.numberOfTouchesRequired` (only when not 1), `.minimumPressDuration` (float, only when not
///   0.5), `.allowableMovement` (float, only when not 10). `numberOfTapsRequired` ≠ 0 and
///   `numberOfTouchesRequired` ≠ 1 are refused by name: whether the recognizer forwards them to
///   its `_imp` (whose archived keys would change too) is not in the decompiled class file.
///
/// Both take every touch type (15): pan returns YES from `+_supportsDefaultTouchTypes` and keeps
/// `+_supportsStylusTouches` YES; long press overrides neither, and the base class answers
/// `+_supportsDefaultTouchTypes` with `!_UIDeviceHasExternalTouchInput()` — NO touch input
/// from outside the screen on an iPhone or iPad, so YES. On tvOS (the Siri Remote's touch
/// surface) the base answer changes and the mask is not known, so a long press in an `AppleTV`
/// document is refused.
enum UIKitPanLongPressKeys {
    static func encodePan(_ reader: inout UIKitElementReader, into recognizer: AppKitArchiveObject) throws {
        if let minimum = try reader.integer("minimumNumberOfTouches"), minimum != 1 {
            recognizer.append("UIPanGestureRecognizer.minimumNumberOfTouches", .integer(minimum))
        }
        if let maximum = reader.string("maximumNumberOfTouches") { throw reader.unsupported("maximumNumberOfTouches", maximum) }
        recognizer.append("UIPanGestureRecognizer.allowedScrollTypesMask", .integer(0))
    }

    static func encodeLongPress(_ reader: inout UIKitElementReader, into recognizer: AppKitArchiveObject) throws {
        let tap = AppKitArchiveObject(className: "UITapRecognizer")
        if let taps = reader.string("numberOfTapsRequired"), taps != "0" { throw reader.unsupported("numberOfTapsRequired", taps) }
        tap.append("UITapRecognizer.numberOfTapsRequired", .integer(0))
        recognizer.append("UILongPressGestureRecognizer._imp", .object(tap))
        if let touches = reader.string("numberOfTouchesRequired"), touches != "1" {
            throw reader.unsupported("numberOfTouchesRequired", touches)
        }
        if let duration = try reader.double("minimumPressDuration"), duration != 0.5 {
            recognizer.append("UILongPressGestureRecognizer.minimumPressDuration", .float(Float(duration)))
        }
        if let movement = try reader.double("allowableMovement"), movement != 10 {
            recognizer.append("UILongPressGestureRecognizer.allowableMovement", .float(Float(movement)))
        }
    }
}
