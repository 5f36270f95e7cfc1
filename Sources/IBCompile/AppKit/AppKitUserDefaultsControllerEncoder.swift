import IBDocument

/// `userDefaultsController` as a top-level object: an `NSUserDefaultsController` listed under
/// File's Owner that bindings name as their controller. The one known form is the shared
/// instance (`representsSharedInstance="YES"`), which ibtool archives as
/// {`NSSharedInstance` YES} and nothing else (transmission_MainMenu, "Shared Defaults").
/// Without that attribute, or with a custom class or other attributes, it is refused.
enum AppKitUserDefaultsControllerEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?, walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        guard parent == nil else { throw walker.unsupported(element) }
        guard try reader.bool("representsSharedInstance", default: false) else {
            throw reader.unsupported("representsSharedInstance", element.attribute("representsSharedInstance") ?? "NO (absent)")
        }
        try reader.finish()
        let object = AppKitArchiveObject(className: "NSUserDefaultsController")
        object.append("NSSharedInstance", .bool(true))
        walker.context.list(object, id: reader.id, parent: nil)
        for child in element.childElements where !(try walker.encodeCommonChild(child, of: object)) {
            throw walker.unsupported(child)
        }
        return object
    }
}
