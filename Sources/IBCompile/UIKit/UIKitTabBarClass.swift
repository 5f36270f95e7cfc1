import IBDocument

/// `<tabBar>` in a view hierarchy → `UITabBar`. After the view keys, the keys of
/// `-[UITabBar encodeWithCoder:]` (UIKitCore, iOS 26.1 decompilation) in its order, each only
/// when set: `UIItems` (NSArray of `UITabBarItem`, `UIKitTabBarItemEncoder`), `UIBarTintColor`,
/// `UISelectedImageTintColor`, `UIBarTranslucence` (1 translucent, 2 opaque), `UIBarStyle` (when not default). The
/// translucence is always written, as for the navigation bars of the iOS fixtures and our
/// toolbars: Interface Builder sets the bar's `translucent` (default YES) on the object it
/// archives. `UIDelegate` is the delegate at archive time (none: the xib's delegate is an outlet
/// connection); the selected item, the unselected image tint, images, item positioning and appearances are
/// refused by name. The bar's buttons are not archived: UIKit's `-_populateArchivedSubviews:`
/// lets the bar's visual provider take them out of `UISubviews`.
enum UIKitTabBarClass: UIKitViewClass {
    static let elementName = "tabBar"
    static let className = "UITabBar"

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if let items = reader.child("items") {
            let encoded = try items.childElements.map { element -> AppKitArchiveObject in
                guard element.name == "tabBarItem" else {
                    throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<items> of \(reader.what)")
                }
                return try UIKitTabBarItemEncoder.encode(element, document: encoder.document)
            }
            view.append("UIItems", .object(.array(encoded)))
        }
        // `selectedImageTintColor` (deprecated since iOS 8, still archived): the coder writes
        // `UISelectedImageTintColor` after `UIBarTintColor` (and after `UIBarUnselectedImageTintColor`,
        // whose Interface Builder attribute no corpus document shows, so it stays refused).
        try UIKitColorKeys.encode([("barTintColor", "UIBarTintColor"), ("selectedImageTintColor", "UISelectedImageTintColor")],
                                  &reader, into: view, document: encoder.document)
        view.append("UIBarTranslucence", .integer(try reader.bool("translucent", default: true) ? 1 : 2))
        let style = try reader.mapped("barStyle", ["default": Int64(0), "black": 1], default: 0)
        if style != 0 { view.append("UIBarStyle", .integer(style)) }
    }
}
