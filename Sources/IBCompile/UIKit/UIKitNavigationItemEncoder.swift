import IBDocument

/// `<navigationItem key="navigationItem">` → `UINavigationItem`, keys as in the iOS fixtures:
/// `UITitle` (NSLocalizableString, `<id>.title`), `UICenterItemGroups` (empty NSArray),
/// `UILargeTitleDisplayMode`, and `UINavigationBar` when the controller is in a navigation
/// stack (added by the controller encoder); back, left and right bar button items
/// (`UIKitBarButtonItemEncoder`) in UIKit's coder order. Title views are refused.
enum UIKitNavigationItemEncoder {
    static func encode(_ element: MarkupElement, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let item = AppKitArchiveObject(className: "UINavigationItem")
        encoder.context.register(item, id: reader.id)
        if let title = reader.string("title") { item.append("UITitle", UIKitStrings.localizable(title, objectID: reader.id, property: "title")) }
        if let prompt = reader.string("prompt") { item.append("UIPrompt", UIKitStrings.localizable(prompt, objectID: reader.id, property: "prompt")) }
        // Bar button items in `-[UINavigationItem encodeWithCoder:]`'s order (decompiled
        // UIKitCore): the back item, the first left and first right item, the left array,
        // (title view, centre groups), the right array.
        func barItem(_ key: String) throws -> AppKitArchiveObject? {
            try reader.child("barButtonItem", key: key).map { try UIKitBarButtonItemEncoder.encode($0, encoder: encoder) }
        }
        func barItems(_ name: String) throws -> [AppKitArchiveObject] {
            guard let list = reader.child(name) else { return [] }
            return try list.childElements.map { element in
                guard element.name == "barButtonItem" else {
                    throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<\(name)>")
                }
                return try UIKitBarButtonItemEncoder.encode(element, encoder: encoder)
            }
        }
        if let back = try barItem("backBarButtonItem") { item.append("UIBackBarButtonItem", .object(back)) }
        let left = try barItem("leftBarButtonItem").map { [$0] } ?? barItems("leftBarButtonItems")
        let right = try barItem("rightBarButtonItem").map { [$0] } ?? barItems("rightBarButtonItems")
        if let first = left.first { item.append("UILeftBarButtonItem", .object(first)) }
        if let first = right.first { item.append("UIRightBarButtonItem", .object(first)) }
        if !left.isEmpty { item.append("UILeftBarButtonItems", .object(.array(left))) }
        item.append("UICenterItemGroups", .object(.array([])))
        if !right.isEmpty { item.append("UIRightBarButtonItems", .object(.array(right))) }
        let mode = try reader.mapped("largeTitleDisplayMode", ["automatic": Int64(0), "always": 1, "never": 2], default: 0)
        item.append("UILargeTitleDisplayMode", .integer(mode))
        try encoder.encodeExtras(&reader, object: item)
        try reader.finish()
        return item
    }
}
