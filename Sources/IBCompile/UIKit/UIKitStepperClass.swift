import IBDocument

/// `<stepper>` → `UIStepper`: control keys, `UIValue`, `UIMinimumValue`, `UIMaximumValue`,
/// `UIStepValue` (doubles), `UIAutorepeat`/`UIContinuous`/`UIWraps` when not the default.
enum UIKitStepperClass: UIKitViewClass {
    static let elementName = "stepper"
    static let className = "UIStepper"
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitControlKeys.encode(&reader, into: view)
        view.append("UIValue", .double(try reader.double("value") ?? 0))
        view.append("UIMinimumValue", .double(try reader.double("minimumValue") ?? 0))
        view.append("UIMaximumValue", .double(try reader.double("maximumValue") ?? 100))
        view.append("UIStepValue", .double(try reader.double("stepValue") ?? 1))
        if !(try reader.bool("autorepeat", default: true)) { view.append("UIAutorepeat", .bool(false)) }
        if !(try reader.bool("continuous", default: true)) { view.append("UIContinuous", .bool(false)) }
        if try reader.bool("wraps", default: false) { view.append("UIWraps", .bool(true)) }
    }
}
