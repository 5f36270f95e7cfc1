import IBDocument

/// `<imageView>` → `UIImageView`: `UIImage` and `UIHighlightedImage` as
/// `UIImageNibPlaceholder`s (fixture-verified for `UIImage`).
enum UIKitImageViewClass: UIKitViewClass {
    static let elementName = "imageView"
    static let className = "UIImageView"
    static let viewDefaults = UIKitViewDefaults(opaque: true, userInteractionEnabled: false)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if let image = reader.string("image") {
            view.append("UIImage", .object(try UIKitImageEncoder.placeholder(named: image, document: encoder.document, ownerID: reader.id)))
        }
        // `catalog="system"`: the SF Symbol catalog, which the image's `<resources>` entry also names.
        try reader.accept("catalog", only: ["system"])
        if let image = reader.string("highlightedImage") {
            view.append("UIHighlightedImage", .object(try UIKitImageEncoder.placeholder(named: image, document: encoder.document, ownerID: reader.id)))
        }
        if try reader.bool("highlighted", default: false) { view.append("UIHighlighted", .bool(true)) }
        try reader.accept("adjustsImageSizeForAccessibilityContentSizeCategory", only: ["NO"])
    }
}
