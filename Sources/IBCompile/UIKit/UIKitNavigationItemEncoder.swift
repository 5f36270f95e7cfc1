import IBDocument

/// `<navigationItem key="navigationItem">` → `UINavigationItem`, keys as in the iOS fixtures:
/// `UITitle` (NSLocalizableString, `<id>.title`), `UICenterItemGroups` (empty NSArray),
/// `UILargeTitleDisplayMode`, and `UINavigationBar` when the controller is in a navigation
/// stack (added by the controller encoder). Bar button items and title views are refused.
enum UIKitNavigationItemEncoder {
    static func encode(_ element: MarkupElement, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let item = AppKitArchiveObject(className: "UINavigationItem")
        encoder.context.register(item, id: reader.id)
        if let title = reader.string("title") { item.append("UITitle", UIKitStrings.localizable(title, objectID: reader.id, property: "title")) }
        if let prompt = reader.string("prompt") { item.append("UIPrompt", UIKitStrings.localizable(prompt, objectID: reader.id, property: "prompt")) }
        item.append("UICenterItemGroups", .object(.array([])))
        let mode = try reader.mapped("largeTitleDisplayMode", ["automatic": Int64(0), "always": 1, "never": 2], default: 0)
        item.append("UILargeTitleDisplayMode", .integer(mode))
        try encoder.encodeExtras(&reader, object: item)
        try reader.finish()
        return item
    }
}
