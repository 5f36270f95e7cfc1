import IBDocument

/// `<switch>` → `UISwitch`: control keys, `UISwitchOn`, `UIOnTintColor`, `UIThumbTintColor`
/// (UIKit's coder names).
enum UIKitSwitchClass: UIKitViewClass {
    static let elementName = "switch"
    static let className = "UISwitch"
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitControlKeys.encode(&reader, into: view)
        if try reader.bool("on", default: false) { view.append("UISwitchOn", .bool(true)) }
        try UIKitColorKeys.encode([("onTintColor", "UIOnTintColor"), ("thumbTintColor", "UIThumbTintColor")], &reader, into: view, document: encoder.document)
    }
}
