import IBDocument

/// `<toolbar>` → `UIToolbar`: after the view keys, `-[UIToolbar encodeWithCoder:]`'s (decompiled
/// UIKitCore): `UIBarStyle` (when not default), `UIBarTintColor`, `UIItems` (NSArray of its
/// `UIKitBarButtonItemEncoder` items), `UIBarPosition` (1, bottom: what `-initWithFrame:` sets)
/// and `UIBarTranslucence` (1 translucent, 2 opaque — always written, as the navigation bars of
/// the iOS fixtures have it). Appearance objects (`<toolbarAppearance>`) are refused by name.
enum UIKitToolbarClass: UIKitViewClass {
    static let elementName = "toolbar"
    static let className = "UIToolbar"

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        let style = try reader.mapped("barStyle", ["default": Int64(0), "black": 1, "blackTranslucent": 2], default: 0)
        if style != 0 { view.append("UIBarStyle", .integer(style)) }
        try UIKitColorKeys.encode([("barTintColor", "UIBarTintColor")], &reader, into: view, document: encoder.document)
        if let items = reader.child("items") {
            let encoded = try items.childElements.map { element -> AppKitArchiveObject in
                guard element.name == "barButtonItem" else {
                    throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<items> of \(reader.what)")
                }
                return try UIKitBarButtonItemEncoder.encode(element, encoder: encoder)
            }
            view.append("UIItems", .object(.array(encoded)))
        }
        view.append("UIBarPosition", .integer(1))
        view.append("UIBarTranslucence", .integer(try reader.bool("translucent", default: true) ? 1 : 2))
    }
}
