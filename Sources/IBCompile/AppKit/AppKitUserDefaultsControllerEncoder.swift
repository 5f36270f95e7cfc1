import IBDocument

/// `userDefaultsController` as a top-level object: an `NSUserDefaultsController` listed under
/// File's Owner that bindings name as their controller. The one known form is the shared
/// instance (`representsSharedInstance="YES"`), which ibtool archives as
/// {`NSSharedInstance` YES} and nothing else (transmission_MainMenu, "Shared Defaults").
/// Without that attribute (a controller of its own, 3 corpus documents) it is refused with the
/// reason; with a custom class or other attributes, by name.
enum AppKitUserDefaultsControllerEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?, walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        guard parent == nil else { throw walker.unsupported(element) }
        guard try reader.bool("representsSharedInstance", default: false) else {
            throw AppKitEncodingError.notCompiled(element: element.name, id: reader.id, reason:
                "a user defaults controller without representsSharedInstance=\"YES\" (not the shared instance) archives its own defaults and initial values (NSUserDefaultsController's -initWithDefaults:initialValues:), whose keys no Apple nib in the fixtures and no AppKit reader shows")
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
