import IBDocument

/// `<slider>` → `UISlider`: control keys, `UIValue`, `UIMinValue`, `UIMaxValue` (floats),
/// `UIContinuous` (only when NO), track and thumb tint colours (UIKit's coder names).
enum UIKitSliderClass: UIKitViewClass {
    static let elementName = "slider"
    static let className = "UISlider"
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitControlKeys.encode(&reader, into: view)
        view.append("UIValue", .float(Float(try reader.double("value") ?? 0)))
        view.append("UIMinValue", .float(Float(try reader.double("minValue") ?? 0)))
        view.append("UIMaxValue", .float(Float(try reader.double("maxValue") ?? 1)))
        if !(try reader.bool("continuous", default: true)) { view.append("UIContinuous", .bool(false)) }
        try UIKitColorKeys.encode([("minimumTrackTintColor", "UIMinimumTrackTintColor"), ("maximumTrackTintColor", "UIMaximumTrackTintColor"),
                                   ("thumbTintColor", "UIThumbTintColor")], &reader, into: view, document: encoder.document)
    }
}
