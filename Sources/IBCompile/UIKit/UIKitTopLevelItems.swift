import IBDocument

/// Bar items that are top-level objects of a xib (`<barButtonItem>`, `<navigationItem>`,
/// `<tabBarItem>` under `<objects>`: Interface Builder lets them stand alone there, e.g. an item
/// the owner installs in code). A top-level object is archived by the same coder as one inside a
/// bar — `-encodeWithCoder:` does not know where its object sits — so each goes through the
/// encoder of its class and is listed in `UINibTopLevelObjectsKey`.
enum UIKitTopLevelItems {
    static let elements: Set<String> = ["barButtonItem", "navigationItem", "tabBarItem"]

    static func isItem(_ element: MarkupElement) -> Bool { elements.contains(element.name) }

    static func encode(_ element: MarkupElement, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        switch element.name {
        case "barButtonItem":
            return try UIKitBarButtonItemEncoder.encode(element, encoder: encoder)
        case "navigationItem":
            return try UIKitNavigationItemEncoder.encode(element, encoder: encoder)
        case "tabBarItem":
            let item = try UIKitTabBarItemEncoder.encode(element, document: encoder.context.document)
            encoder.context.register(item, id: element.attribute("id"))
            return item
        default:
            throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "the nib's objects")
        }
    }
}
