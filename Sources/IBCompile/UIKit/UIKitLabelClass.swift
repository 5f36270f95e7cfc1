import IBDocument

/// `<label>` → `UILabel`. Fixture-verified keys and order: `UIText` (NSLocalizableString),
/// `UIFont`, `UITextColor`, `UIShadowColor`, `UIShadowOffset`, `UITextAlignment`,
/// `UIDisableUpdateTextColorOnTraitCollectionChange` (with an explicit text colour). The
/// others (`UINumberOfLines`, `UILineBreakMode`, `UIBaselineAdjustment`,
/// `UIAdjustsFontSizeToFit`, `UIMinimumScaleFactor`, `UIEnabled`) follow UIKit's coder names
/// and are written only when not UIKit's default.
/// With `<attributedString key="attributedText">` (`UIKitAttributedStringEncoder`): `UIText` is the
/// plain text, `UIFont` / `UITextColor` / `UITextAlignment` the first run's (UIKit's documented
/// rule for `attributedText`), and `UIAttributedText` follows `UIEnabled` (`-[UILabel encodeWithCoder:]`, D).
enum UIKitLabelClass: UIKitViewClass {
    static let elementName = "label"
    static let className = "UILabel"
    /// User interaction is on unless the element says `userInteractionEnabled="NO"`, which Interface
    /// Builder writes on image views and labels (387 of 395 and 1,027 of 1,142 in the corpus, never
    /// "YES"): Apple's nib of a Flutter launch screen's image view without it has no
    /// `UIUserInteractionDisabled` (V, ios-pairs, Xcode 14.2 and 16.0).
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static let alignments: [String: Int64] = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
    static let lineBreakModes: [String: Int64] = [
        "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4, "middleTruncation": 5,
    ]
    static let baselineAdjustments: [String: Int64] = ["alignBaselines": 0, "alignCenters": 1, "none": 2]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        let id = reader.id
        let owner = reader.what
        let attributedElement = reader.child("attributedString", key: "attributedText")
        // An empty `<attributedString key="attributedText"/>` (Interface Builder's attributed label
        // with no text): `-[UILabel encodeWithCoder:]` writes `UIAttributedText` only when the
        // content differs from its text in the label's own font, colour, shadow and paragraph
        // style — never for an empty string (D, iOS 26.1) —, and `UIText` is `-text`, the content's
        // string: empty, not nil (**inferred**). pocket-casts' SinglePodcastViewController.
        let isEmptyAttributed = attributedElement.map { $0.childElements.isEmpty && $0.attributes.allSatisfy { $0.name == "key" } } ?? false
        let attributed = try attributedElement.flatMap { element in
            isEmptyAttributed ? nil : try UIKitAttributedStringEncoder.encode(element, document: encoder.document, ownerID: id, owner: owner, materialized: true)
        }
        let usesAttributedText = try reader.bool("usesAttributedText", default: false)
        if usesAttributedText != (attributedElement != nil) {
            throw UIKitEncodingError.malformed(element: "label", id: id, reason: "usesAttributedText does not match its attributedText")
        }
        if isEmptyAttributed {
            if reader.text("text") != nil { throw reader.unsupported("text", "beside attributedText") }
            view.append("UIText", .string(""))
        } else if let attributed {
            // -[UILabel encodeWithCoder:] writes the plain text too (D); an attributed label's
            // text is not one of ibtool's localizable strings (inferred): a plain NSString.
            if reader.text("text") != nil { throw reader.unsupported("text", "beside attributedText") }
            view.append("UIText", .string(attributed.text))
        } else if let text = reader.text("text") {
            view.append("UIText", UIKitStrings.localizable(text, objectID: id, property: "text"))
        }
        if let font = reader.child("fontDescription", key: "fontDescription") {
            view.append("UIFont", .object(try UIKitFontEncoder.encode(font)))
        } else if let font = attributed?.firstFont {
            view.append("UIFont", .object(font))
        }
        let textColor = reader.child("color", key: "textColor")
        if let textColor {
            view.append("UITextColor", .object(try UIKitColorEncoder.encode(textColor, document: encoder.document, ownerID: id)))
        } else if let color = attributed?.firstColor {
            view.append("UITextColor", .object(color))
        }
        if let color = reader.child("color", key: "highlightedColor") {
            view.append("UIHighlightedColor", .object(try UIKitColorEncoder.encode(color, document: encoder.document, ownerID: id)))
        }
        if let color = reader.child("color", key: "shadowColor") {
            view.append("UIShadowColor", .object(try UIKitColorEncoder.encode(color, document: encoder.document, ownerID: id)))
        }
        if let offset = reader.child("size", key: "shadowOffset") {
            let width = Double(offset.attribute("width") ?? "0") ?? 0, height = Double(offset.attribute("height") ?? "0") ?? 0
            view.append("UIShadowOffset", .bytes(UIKitGeometry.doubles([width, height])))
        }
        let alignment = try reader.mapped("textAlignment", alignments, default: attributed?.firstAlignment ?? 4)
        if alignment != 4 { view.append("UITextAlignment", .integer(alignment)) }
        let lines = try reader.integer("numberOfLines") ?? 1
        if lines != 1 { view.append("UINumberOfLines", .integer(lines)) }
        let lineBreak = try reader.mapped("lineBreakMode", lineBreakModes, default: 4)
        if lineBreak != 4 { view.append("UILineBreakMode", .integer(lineBreak)) }
        let baseline = try reader.mapped("baselineAdjustment", baselineAdjustments, default: 0)
        if baseline != 0 { view.append("UIBaselineAdjustment", .integer(baseline)) }
        if try reader.bool("adjustsFontSizeToFit", default: false) { view.append("UIAdjustsFontSizeToFit", .bool(true)) }
        if let scale = try reader.double("minimumScaleFactor"), scale != 0 { view.append("UIMinimumScaleFactor", .double(scale)) }
        if !(try reader.bool("enabled", default: true)) { view.append("UIEnabled", .bool(false)) }
        // After UIEnabled, before the scale factor in UIKit's coder (D); ours writes the factor earlier.
        if let attributed { view.append("UIAttributedText", .object(attributed.object)) }
        if try reader.bool("highlighted", default: false) { view.append("UIHighlighted", .bool(true)) }
        if try reader.bool("adjustsFontForContentSizeCategory", default: false) { view.append("UIAdjustsFontForContentSizeCategory", .bool(true)) }
        if try reader.bool("adjustsLetterSpacingToFitWidth", default: false) { view.append("UIAdjustsLetterSpacingToFit", .bool(true)) }
        if let width = try reader.double("preferredMaxLayoutWidth") { view.append("UIPreferredMaxLayoutWidth", .double(width)) }
        // `<nil key="textColor"/>` and `<nil key="highlightedColor"/>` say "UIKit's default": nothing to write.
        for key in ["textColor", "highlightedColor"] { _ = reader.child("nil", key: key) }
        // Deprecated companion of minimumScaleFactor that Interface Builder keeps writing.
        reader.consume("minimumFontSize")
        if textColor != nil { view.append("UIDisableUpdateTextColorOnTraitCollectionChange", .bool(true)) }
    }
}
