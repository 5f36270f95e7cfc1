import IBDocument

/// `customObject`: File's Owner (-2), First Responder (-1, never archived), Application (-3)
/// and custom objects, all `NSCustomObject`.
enum AppKitCustomObjectEncoder {
    static func encode(_ element: MarkupElement, walker: AppKitElementWalker) throws -> AppKitArchiveObject? {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        let id = reader.id ?? ""
        let object = AppKitArchiveObject(className: "NSCustomObject")
        switch id {
        case "-1":
            reader.consume("customClass", "customModule", "customModuleProvider", "className")
            try reader.finish()
            context.addPlaceholderWithoutArchive(id: id)
            for child in element.childElements where !(try walker.encodeCommonChild(child, of: object)) {
                throw walker.unsupported(child)
            }
            return nil
        case "-2", "-3":
            let customClass = reader.string("customClass")
            let module = reader.string("customModule")
            let provider = reader.string("customModuleProvider")
            if let customClass {
                object.append("IBClassReference", .object(AppKitCustomClass.classReference(
                    className: customClass, module: module, moduleProvider: provider)))
            }
            // File's Owner without a class is an NSObject (ibtool), the Application always NSApplication.
            let className = id == "-2" ? (customClass.map { AppKitCustomClass.runtimeName(className: $0, module: module) } ?? "NSObject") : "NSApplication"
            object.append("NSClassName", .string(className))
            if id == "-2" { context.register(object, id: id) } else { context.list(object, id: id, parent: nil) }
        default:
            if reader.string("customClass") == nil {
                object.append("NSClassName", .string("NSObject"))
            } else {
                AppKitCustomClass.apply(to: object, reader: &reader, context: context)
            }
            context.list(object, id: id, parent: nil)
        }
        try reader.finish()
        for child in element.childElements where !(try walker.encodeCommonChild(child, of: object)) {
            throw walker.unsupported(child)
        }
        return object
    }
}
