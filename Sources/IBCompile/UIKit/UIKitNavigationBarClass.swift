import IBDocument

/// `<navigationBar>` → `UINavigationBar`. After the view keys, as in the iOS fixtures:
/// `UIBarPrefersLargeTitles` (when set), `UIItems` (the navigation items of the stack) and
/// `UIDelegate` (the navigation controller) — both added by the controller encoder —, then
/// `UIBarPosition` (2, top) and `UIBarTranslucence` (1 translucent, 2 opaque), `UIBarStyle`
/// when not the default. A standalone bar (in a view hierarchy) writes `UIBarPosition` 2 too:
/// `-[UINavigationBar _commonNavBarInit]` sets 2 on every bar and `-encodeWithCoder:` writes it
/// when not 0 (D); its `<items>` (navigation items) are its `UIItems` (`-encodeWithCoder:`
/// writes the stack's items before `UIBarPosition`, D), each item pointing back at the bar with
/// `UINavigationBar`, as a navigation controller's items do (V). No `UIDelegate`: a standalone
/// bar's delegate is an outlet connection. `<textAttributes>`: `largeTitleTextAttributes` as
/// `UIBarLargeTitleTextAttributes` right after `UIBarPrefersLargeTitles`, `titleTextAttributes` as
/// `UITitleTextAttributes` after the items and delegate, before `UIBarPosition` (the coder's
/// order, D; the dictionaries: `UIKitTextAttributesEncoder`).
enum UIKitNavigationBarClass: UIKitViewClass {
    static let elementName = "navigationBar"
    static let className = "UINavigationBar"
    /// Bars are not opaque unless the document says so (no `UIOpaque` in the fixtures).
    static let viewDefaults = UIKitViewDefaults(opaque: false)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if try reader.bool("largeTitles", default: false) { view.append("UIBarPrefersLargeTitles", .bool(true)) }
        if let attributes = reader.child("textAttributes", key: "largeTitleTextAttributes") {
            view.append("UIBarLargeTitleTextAttributes", .object(try UIKitTextAttributesEncoder.encode(attributes, document: encoder.document, ownerID: reader.id)))
        }
        let titleAttributes = try reader.child("textAttributes", key: "titleTextAttributes").map {
            try UIKitTextAttributesEncoder.encode($0, document: encoder.document, ownerID: reader.id)
        }
        let style = try reader.mapped("barStyle", ["default": Int64(0), "black": 1, "blackTranslucent": 2], default: 0)
        if style != 0 { view.append("UIBarStyle", .integer(style)) }
        if let list = reader.child("items") {
            let items = try list.childElements.map { element -> AppKitArchiveObject in
                guard element.name == "navigationItem" else {
                    throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<items> of \(reader.what)")
                }
                let item = try UIKitNavigationItemEncoder.encode(element, encoder: encoder)
                item.append("UINavigationBar", .object(view))
                return item
            }
            if !items.isEmpty { view.append("UIItems", .object(.mutableArray(items))) }
        }
        if let titleAttributes { view.append("UITitleTextAttributes", .object(titleAttributes)) }
        view.append("UIBarPosition", .integer(2))
        view.append("UIBarTranslucence", .integer(try reader.bool("translucent", default: true) ? 1 : 2))
        try UIKitColorKeys.encode([("barTintColor", "UIBarTintColor")], &reader, into: view, document: encoder.document)
    }

    /// Adds the stack's items and the delegate, placed before the bar's own trailing keys.
    static func attach(_ bar: AppKitArchiveObject, items: [AppKitArchiveObject], delegate: AppKitArchiveObject) {
        let trailing = ["UIBarStyle", "UIBarTranslucence", "UIBarTintColor", "UIClassName", "UIOriginalClassName"]
        let titleAttributes = bar["UITitleTextAttributes"]
        bar["UIBarPosition"] = nil
        bar["UITitleTextAttributes"] = nil
        bar.append("UIItems", .object(.mutableArray(items)))
        bar.append("UIDelegate", .object(delegate))
        if let titleAttributes { bar.append("UITitleTextAttributes", titleAttributes) }
        bar.append("UIBarPosition", .integer(2))
        bar.order(bar.values.map(\.key).filter { !trailing.contains($0) } + trailing)
    }
}
