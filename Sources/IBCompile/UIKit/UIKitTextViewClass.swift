import IBDocument

/// `<textView>` → `UITextView`: the scroll-view keys, then `UIText` (NSLocalizableString),
/// `UIAllowsEditingTextAttributes` (when YES), `UIFont`, `UITextColor`, `UITextAlignment`,
/// `UIEditable` (only when NO), `UIDataDetectorTypes` (when not none), `UISelectable` (only
/// when NO), then the text-input traits (UIKit's coder names, as xibdump reads them back).
/// The places of `UIAllowsEditingTextAttributes` and `UIDataDetectorTypes` are
/// `-[UITextView encodeWithCoder:]`'s (decompiled UIKitCore, iOS 26.1: the text, the editing
/// attributes flag, …, `UIEditable`, the data detectors as an integer when not 0, `UISelectable`).
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
        // `<nil key="text"/>`: no text, and the coder writes `UIText` only for a non-empty text (D).
        _ = reader.child("nil", key: "text")
        if try reader.bool("allowsEditingTextAttributes", default: false) { view.append("UIAllowsEditingTextAttributes", .bool(true)) }
        if let font = reader.child("fontDescription", key: "fontDescription") { view.append("UIFont", .object(try UIKitFontEncoder.encode(font))) }
        try UIKitColorKeys.encode([("textColor", "UITextColor")], &reader, into: view, document: encoder.document)
        let alignment = try reader.mapped("textAlignment", UIKitLabelClass.alignments, default: 4)
        if alignment != 4 { view.append("UITextAlignment", .integer(alignment)) }
        if !(try reader.bool("editable", default: true)) { view.append("UIEditable", .bool(false)) }
        if let detectors = reader.child("dataDetectorType", key: "dataDetectorTypes") {
            let types = try dataDetectorTypes(detectors)
            if types != 0 { view.append("UIDataDetectorTypes", .integer(types)) }
        }
        if !(try reader.bool("selectable", default: true)) { view.append("UISelectable", .bool(false)) }
        if try reader.bool("adjustsFontForContentSizeCategory", default: false) { view.append("UIAdjustsFontForContentSizeCategory", .bool(true)) }
        if let traits = reader.child("textInputTraits", key: "textInputTraits") { try UIKitTextInputTraits.encode(traits, into: view) }
    }

    /// `UIDataDetectorTypes` bits by the XML attribute (Apple's public `UIDataDetectorTypes`
    /// values); an attribute outside the table is refused.
    static let dataDetectorBits: [String: Int64] = [
        "phoneNumber": 1 << 0, "link": 1 << 1, "address": 1 << 2, "calendarEvent": 1 << 3,
        "shipmentTrackingNumber": 1 << 4, "flightNumber": 1 << 5, "lookupSuggestion": 1 << 6,
    ]

    /// `<dataDetectorType key="dataDetectorTypes" link="YES" …/>` → the bit mask.
    static func dataDetectorTypes(_ element: MarkupElement) throws -> Int64 {
        var reader = UIKitElementReader(element)
        var types: Int64 = 0
        for (name, bit) in dataDetectorBits.sorted(by: { $0.value < $1.value }) {
            if try reader.bool(name, default: false) { types |= bit }
        }
        try reader.finish()
        return types
    }
}
