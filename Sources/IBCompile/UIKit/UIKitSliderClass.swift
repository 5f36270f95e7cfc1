import IBDocument

/// `<slider>` → `UISlider`, with the keys and the order of `-[UISlider encodeWithCoder:]` (decompiled
/// UIKitCore, iOS 26.1; its `-initWithCoder:` reads the same keys): the control keys, then `UIValue`
/// (float, when not 0), `UIMinValue` (when not 0), `UIMaxValue` (when not 1), `UIContinuous` NO
/// (only when not continuous), `UIMinimumValueImage` / `UIMaximumValueImage` (image placeholders, as
/// xibdump reads them: `UIImageNibPlaceholder`), the tint colours `UIMinimumTintColor`,
/// `UIMaximumTintColor`, `UIThumbTintColor`, and `UIBehavioralStyle` (always; Interface Builder's
/// `preferredBehavioralStyle` is written by no corpus document, so always 0 = automatic).
/// No Apple nib in the fixtures has a slider, so the order is the coder's, not seen in Apple output.
enum UIKitSliderClass: UIKitViewClass {
    static let elementName = "slider"
    static let className = "UISlider"
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitControlKeys.encode(&reader, into: view)
        let value = Float(try reader.double("value") ?? 0)
        let minimum = Float(try reader.double("minValue") ?? 0)
        let maximum = Float(try reader.double("maxValue") ?? 1)
        if value != 0 { view.append("UIValue", .float(value)) }
        if minimum != 0 { view.append("UIMinValue", .float(minimum)) }
        if maximum != 1 { view.append("UIMaxValue", .float(maximum)) }
        if !(try reader.bool("continuous", default: true)) { view.append("UIContinuous", .bool(false)) }
        for (attribute, key) in [("minimumValueImage", "UIMinimumValueImage"), ("maximumValueImage", "UIMaximumValueImage")] {
            if let image = reader.string(attribute) {
                view.append(key, .object(try UIKitImageEncoder.placeholder(named: image, document: encoder.document, ownerID: reader.id)))
            }
        }
        try UIKitColorKeys.encode([("minimumTrackTintColor", "UIMinimumTintColor"), ("maximumTrackTintColor", "UIMaximumTintColor"),
                                   ("thumbTintColor", "UIThumbTintColor")], &reader, into: view, document: encoder.document)
        view.append("UIBehavioralStyle", .integer(0))
    }
}
