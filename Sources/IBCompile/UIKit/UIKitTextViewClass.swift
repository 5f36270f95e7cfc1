import IBDocument

/// `<textView>` → `UITextView`: the scroll-view keys, then `UIText` (NSLocalizableString),
/// `UIFont`, `UITextColor`, `UITextAlignment`, `UIEditable`/`UISelectable` (only when NO),
/// then the text-input traits (UIKit's coder names, as xibdump reads them back).
enum UIKitTextViewClass: UIKitViewClass {
    static let elementName = "textView"
    static let className = "UITextView"
    static let viewDefaults = UIKitViewDefaults(clipsSubviews: true)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        let id = reader.id
        if let attributed = reader.child("attributedString", key: "attributedText") {
            throw UIKitEncodingError.unsupportedElement(element: "\(attributed.name) key=\"attributedText\"", id: nil, context: reader.what)
        }
        try UIKitScrollViewKeys.encode(&reader, into: view)
        if let text = reader.text("text") { view.append("UIText", UIKitStrings.localizable(text, objectID: id, property: "text")) }
        if let font = reader.child("fontDescription", key: "fontDescription") { view.append("UIFont", .object(try UIKitFontEncoder.encode(font))) }
        try UIKitColorKeys.encode([("textColor", "UITextColor")], &reader, into: view, document: encoder.document)
        let alignment = try reader.mapped("textAlignment", UIKitLabelClass.alignments, default: 4)
        if alignment != 4 { view.append("UITextAlignment", .integer(alignment)) }
        if !(try reader.bool("editable", default: true)) { view.append("UIEditable", .bool(false)) }
        if !(try reader.bool("selectable", default: true)) { view.append("UISelectable", .bool(false)) }
        if try reader.bool("adjustsFontForContentSizeCategory", default: false) { view.append("UIAdjustsFontForContentSizeCategory", .bool(true)) }
        if let traits = reader.child("textInputTraits", key: "textInputTraits") { try UIKitTextInputTraits.encode(traits, into: view) }
    }
}
