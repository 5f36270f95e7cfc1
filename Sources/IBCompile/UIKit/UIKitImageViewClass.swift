import IBDocument

/// `<imageView>` → `UIImageView`: `UIImage` and `UIHighlightedImage` as
/// `UIImageNibPlaceholder`s (fixture-verified for `UIImage`), then in `-[UIImageView encodeWithCoder:]`'s
/// order (D) `UIHighlighted`, `UIAdjustsImageSizeForAccessibilityContentSizeCategory`, `UIPreferredSymbolConfiguration`.
enum UIKitImageViewClass: UIKitViewClass {
    static let elementName = "imageView"
    static let className = "UIImageView"
    /// User interaction is on unless the element says `userInteractionEnabled="NO"`, which Interface
    /// Builder writes on image views and labels (387 of 395 and 1,027 of 1,142 in the corpus, never
    /// "YES"): Apple's nib of a Flutter launch screen's image view without it has no
    /// `UIUserInteractionDisabled` (V, ios-pairs, Xcode 14.2 and 16.0).
    static let viewDefaults = UIKitViewDefaults(opaque: true)

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
        // D: `-[UIImageView initWithCoder:]` reads it right after `UIHighlighted`, before the symbol configuration.
        if try reader.bool("adjustsImageSizeForAccessibilityContentSizeCategory", default: false) {
            view.append("UIAdjustsImageSizeForAccessibilityContentSizeCategory", .bool(true))
        }
        // D: `-[UIImageView encodeWithCoder:]` ends with `UIPreferredSymbolConfiguration` (when set),
        // the `UIImageSymbolConfiguration` a button state's configuration is (`UIKitSymbolConfigurationEncoder`).
        if let preferred = reader.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
            view.append("UIPreferredSymbolConfiguration", .object(try UIKitSymbolConfigurationEncoder.preferred(preferred, owner: reader.what)))
        }
    }
}
