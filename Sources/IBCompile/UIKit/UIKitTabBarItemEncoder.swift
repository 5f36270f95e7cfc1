import IBDocument

/// `<tabBarItem key="tabBarItem">` of a controller → `UITabBarItem` under the controller's
/// `UITabBarItem` key (the name UIKit's controller coder uses: WinObjC's reader), with the keys,
/// conditions and order of `-[UITabBarItem encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1;
/// `UIBarItem` adds nothing by default): `UISystemItem` (system items), `UIEnabled` (only when
/// enabled), `UITag` (when not 0), `UITitle` (not for system items), `UIBadgeValue`, `UIImage`,
/// `UISelectedTemplateImage` (not for system items); an SF Symbol image (`catalog="system"`) is
/// `UIKitImageEncoder.systemSymbol`'s placeholder. Anything else on the item is refused.
enum UIKitTabBarItemEncoder {
    static let systemItems: [String: Int64] = [
        "more": 0, "favorites": 1, "featured": 2, "topRated": 3, "recents": 4, "contacts": 5, "history": 6,
        "bookmarks": 7, "search": 8, "downloads": 9, "mostRecent": 10, "mostViewed": 11,
    ]

    static func encode(_ element: MarkupElement, document: InterfaceDocument) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let id = reader.id
        let item = AppKitArchiveObject(className: "UITabBarItem")
        let systemItem = try reader.mapped("systemItem", systemItems.mapValues { Optional($0) }, default: nil)
        if let systemItem { item.append("UISystemItem", .integer(systemItem)) }
        if try reader.bool("enabled", default: true) { item.append("UIEnabled", .bool(true)) }
        if let tag = try reader.integer("tag"), tag != 0 { item.append("UITag", .integer(tag)) }
        let title = reader.string("title")
        if let title, systemItem == nil { item.append("UITitle", UIKitStrings.localizable(title, objectID: id, property: "title")) }
        if let badge = reader.string("badgeValue") { item.append("UIBadgeValue", .string(badge)) }
        // `catalog="system"`: the SF Symbol catalog, which the image's `<resources>` entry also
        // names (and `UIKitImageEncoder` reads from there), as on bar button items and image views.
        try reader.accept("catalog", only: ["system"])
        if systemItem == nil {
            if let image = reader.string("image") {
                item.append("UIImage", .object(try UIKitImageEncoder.placeholder(named: image, document: document, ownerID: id)))
            }
            if let selected = reader.string("selectedImage") {
                item.append("UISelectedTemplateImage", .object(try UIKitImageEncoder.placeholder(named: selected, document: document, ownerID: id)))
            }
        }
        try reader.finish()
        return item
    }
}
