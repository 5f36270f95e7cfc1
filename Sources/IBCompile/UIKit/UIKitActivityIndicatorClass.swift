import IBDocument

/// `<activityIndicatorView>` → `UIActivityIndicatorView`: `UIActivityIndicatorViewStyle`,
/// `UIAnimating`, `UIHidesWhenStopped` (only when NO), `UIColor` (UIKit's coder names).
enum UIKitActivityIndicatorClass: UIKitViewClass {
    static let elementName = "activityIndicatorView"
    static let className = "UIActivityIndicatorView"
    static let viewDefaults = UIKitViewDefaults(opaque: false, userInteractionEnabled: false)

    static let styles: [String: Int64] = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        view.append("UIActivityIndicatorViewStyle", .integer(try reader.mapped("style", styles, default: 100)))
        if try reader.bool("animating", default: false) { view.append("UIAnimating", .bool(true)) }
        if !(try reader.bool("hidesWhenStopped", default: true)) { view.append("UIHidesWhenStopped", .bool(false)) }
        try UIKitColorKeys.encode([("color", "UIColor")], &reader, into: view, document: encoder.document)
    }
}
