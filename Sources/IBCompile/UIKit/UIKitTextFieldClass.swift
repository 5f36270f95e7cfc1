import IBDocument

/// `<textField>` → `UITextField`: control keys, then `UIText`, `UIPlaceholder`
/// (NSLocalizableStrings), `UIFont`, `UITextColor`, `UITextAlignment`, `UIBorderStyle`,
/// `UIClearButtonMode`, `UIClearsOnBeginEditing`, `UIAdjustsFontSizeToFit`,
/// `UIMinimumFontSize`, then the text-input traits (UIKit's coder names).
enum UIKitTextFieldClass: UIKitViewClass {
    static let elementName = "textField"
    static let className = "UITextField"
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static let borderStyles: [String: Int64] = ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3]
    static let clearButtonModes: [String: Int64] = ["never": 0, "whileEditing": 1, "unlessEditing": 2, "always": 3]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        let id = reader.id
        try UIKitControlKeys.encode(&reader, into: view)
        if let text = reader.text("text") { view.append("UIText", UIKitStrings.localizable(text, objectID: id, property: "text")) }
        if let placeholder = reader.text("placeholder") {
            view.append("UIPlaceholder", UIKitStrings.localizable(placeholder, objectID: id, property: "placeholder"))
        }
        if let font = reader.child("fontDescription", key: "fontDescription") { view.append("UIFont", .object(try UIKitFontEncoder.encode(font))) }
        if let color = reader.child("color", key: "textColor") {
            view.append("UITextColor", .object(try UIKitColorEncoder.encode(color, document: encoder.document, ownerID: id)))
        } else {
            // `<nil key="textColor"/>`: no colour set, archived as a field without `textColor` is.
            // **Inferred** (the coder's handling of a nil colour was not read).
            _ = reader.child("nil", key: "textColor")
        }
        let alignment = try reader.mapped("textAlignment", UIKitLabelClass.alignments, default: 4)
        if alignment != 4 { view.append("UITextAlignment", .integer(alignment)) }
        let border = try reader.mapped("borderStyle", borderStyles, default: 0)
        if border != 0 { view.append("UIBorderStyle", .integer(border)) }
        let clear = try reader.mapped("clearButtonMode", clearButtonModes, default: 0)
        if clear != 0 { view.append("UIClearButtonMode", .integer(clear)) }
        if try reader.bool("clearsOnBeginEditing", default: false) { view.append("UIClearsOnBeginEditing", .bool(true)) }
        if try reader.bool("adjustsFontSizeToFit", default: false) { view.append("UIAdjustsFontSizeToFit", .bool(true)) }
        if let size = try reader.double("minimumFontSize") { view.append("UIMinimumFontSize", .double(size)) }
        if try reader.bool("adjustsFontForContentSizeCategory", default: false) { view.append("UIAdjustsFontForContentSizeCategory", .bool(true)) }
        if let traits = reader.child("textInputTraits", key: "textInputTraits") { try UIKitTextInputTraits.encode(traits, into: view) }
    }
}
