import IBDocument

/// `<barButtonItem>` → `UIBarButtonItem`, with the keys, conditions and order of
/// `-[UIBarButtonItem encodeWithCoder:]` (decompiled UIKitCore; `UIBarItem` adds nothing by
/// default): `UICustomView` (a `<… key="customView">` view, archived by the view encoder),
/// `UIEnabled` (only when enabled), `UIIsSystemItem` + `UISystemItem`, `UIStyle`
/// (when not plain), `UITag`, `UITitle`, `UIWidth` (float, when not 0), `UIImage`, `UITintColor`.
///
/// Interface Builder's default style is bordered (1): it writes `style="plain"` when plain
/// (WinObjC xib2nib reads it the same way). An item's `<action>` is a `UIRuntimeEventConnection`
/// without `UIEventMask`: `UIBarButtonItem` implements `_connectInterfaceBuilderEventConnection:`
/// and the connection writes its mask only when not 0 (`UIKitConnectionEncoder`).
/// In a storyboard an item's segue is a `perform:` event connection to its template, without a
/// mask, in whichever nib holds the item: a toolbar's in the view nib, a navigation item's or a
/// controller's `toolbarItems` in the scene nib (inferred: the connection is what the item's
/// class connects, `-_connectInterfaceBuilderEventConnection:`, wherever it is archived). In a
/// xib a segue is refused by name.
enum UIKitBarButtonItemEncoder {
    static let systemItems: [String: Int64] = [
        "done": 0, "cancel": 1, "edit": 2, "save": 3, "add": 4, "flexibleSpace": 5, "fixedSpace": 6, "compose": 7,
        "reply": 8, "action": 9, "organize": 10, "bookmarks": 11, "search": 12, "refresh": 13, "stop": 14, "camera": 15,
        "trash": 16, "play": 17, "pause": 18, "rewind": 19, "fastForward": 20, "undo": 21, "redo": 22, "close": 24,
    ]
    static let styles: [String: Int64] = ["plain": 0, "bordered": 1, "done": 2]

    static func encode(_ element: MarkupElement, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        guard let id = reader.id else {
            throw UIKitEncodingError.malformed(element: "barButtonItem", id: nil, reason: "it has no id")
        }
        let customViewElement = reader.childElements.first { $0.attribute("key") == "customView" }
        if !encoder.context.collectsSegues,
           let segue = element.firstChild(named: "connections")?.childElements.first(where: { $0.name == "segue" }) {
            throw UIKitEncodingError.unsupportedElement(element: "segue", id: segue.attribute("id"), context: "<connections> of \(reader.what)")
        }
        let item = AppKitArchiveObject(className: "UIBarButtonItem")
        encoder.context.register(item, id: id)
        encoder.context.addEventMaskFreeSource(id)
        if let customViewElement, let element = reader.child(customViewElement.name, key: "customView") {
            // The custom view (any view element) under `UICustomView`, the coder's first key;
            // its own outlets, actions and (in a view nib) segues are the view encoder's.
            item.append("UICustomView", .object(try encoder.encode(element)))
        }
        if try reader.bool("enabled", default: true) { item.append("UIEnabled", .bool(true)) }
        if let systemItem = try reader.mapped("systemItem", systemItems.mapValues { Optional($0) }, default: nil) {
            item.append("UIIsSystemItem", .bool(true))
            item.append("UISystemItem", .integer(systemItem))
        }
        let style = try reader.mapped("style", styles, default: 1)
        if style != 0 { item.append("UIStyle", .integer(style)) }
        if let tag = try reader.integer("tag"), tag != 0 { item.append("UITag", .integer(tag)) }
        if let title = reader.string("title") {
            item.append("UITitle", UIKitStrings.localizable(title, objectID: id, property: "title"))
        }
        if let width = try reader.double("width"), width != 0 { item.append("UIWidth", .float(Float(width))) }
        try reader.accept("catalog", only: ["system"])
        if let image = reader.string("image") {
            item.append("UIImage", .object(try UIKitImageEncoder.placeholder(named: image, document: encoder.document, ownerID: id)))
        }
        if let color = reader.child("color", key: "tintColor") {
            item.append("UITintColor", .object(try UIKitColorEncoder.encode(color, document: encoder.document, ownerID: id)))
        }
        try encoder.encodeExtras(&reader, object: item)
        UIKitClassSwapper.apply(to: item, reader: &reader)
        try reader.finish()
        return item
    }
}
