import IBDocument

/// `<progressView>` → `UIProgressView`: `UIProgressViewStyle` (bar only), `UIProgress`
/// (float), `UIProgressTintColor`, `UITrackTintColor` (UIKit's coder names).
enum UIKitProgressViewClass: UIKitViewClass {
    static let elementName = "progressView"
    static let className = "UIProgressView"
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        let style = try reader.mapped("progressViewStyle", ["default": Int64(0), "bar": 1], default: 0)
        if style != 0 { view.append("UIProgressViewStyle", .integer(style)) }
        view.append("UIProgress", .float(Float(try reader.double("progress") ?? 0)))
        try UIKitColorKeys.encode([("progressTintColor", "UIProgressTintColor"), ("trackTintColor", "UITrackTintColor")],
                                  &reader, into: view, document: encoder.document)
        if let image = reader.string("progressImage") {
            view.append("UIProgressImage", .object(try UIKitImageEncoder.placeholder(named: image, document: encoder.document, ownerID: reader.id)))
        }
        if let image = reader.string("trackImage") {
            view.append("UITrackImage", .object(try UIKitImageEncoder.placeholder(named: image, document: encoder.document, ownerID: reader.id)))
        }
    }
}
