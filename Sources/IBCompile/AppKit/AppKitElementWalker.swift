import IBDocument

/// Walks the document's elements, sending each object element to the encoder for its kind.
/// Anything without an encoder stops the compile with the element's name and id.
struct AppKitElementWalker {
    let context: AppKitEncodingContext
    /// The content size of the window whose content view is being encoded (ibtool sizes a
    /// window's content view from the window's `contentRect`).
    var contentSize: (Double, Double)?

    init(context: AppKitEncodingContext) { self.context = context }

    /// A child of `<objects>`; nil for placeholders that are not archived (First Responder).
    func encodeTopLevel(_ element: MarkupElement) throws -> AppKitArchiveObject? {
        if element.name == "customObject" {
            return try AppKitCustomObjectEncoder.encode(element, walker: self)
        }
        return try encodeObject(element, parent: nil)
    }

    /// Encodes one object element below `parent` (nil at the top level).
    func encodeObject(_ element: MarkupElement, parent: AppKitArchiveObject?) throws -> AppKitArchiveObject {
        switch element.name {
        case "customObject":
            guard let object = try AppKitCustomObjectEncoder.encode(element, walker: self) else {
                throw unsupported(element)
            }
            return object
        case "window":
            return try AppKitWindowEncoder.encode(element, walker: self)
        case "view", "customView":
            return try AppKitViewEncoder.encodePlainView(element, parent: parent, walker: self)
        case "textField", "secureTextField":
            return try AppKitTextFieldEncoder.encode(element, parent: parent, walker: self)
        case "imageView":
            return try AppKitImageViewEncoder.encode(element, parent: parent, walker: self)
        case "popUpButton":
            return try AppKitPopUpButtonEncoder.encode(element, parent: parent, walker: self)
        case "slider":
            return try AppKitSliderEncoder.encode(element, parent: parent, walker: self)
        case "colorWell":
            return try AppKitColorWellEncoder.encode(element, parent: parent, walker: self)
        case "levelIndicator":
            return try AppKitLevelIndicatorEncoder.encode(element, parent: parent, walker: self)
        case "segmentedControl":
            return try AppKitSegmentedControlEncoder.encode(element, parent: parent, walker: self)
        case "splitView":
            return try AppKitSplitViewEncoder.encode(element, parent: parent, walker: self)
        case "box":
            return try AppKitBoxEncoder.encode(element, parent: parent, walker: self)
        case "progressIndicator":
            return try AppKitProgressIndicatorEncoder.encode(element, parent: parent, walker: self)
        case "datePicker":
            return try AppKitDatePickerEncoder.encode(element, parent: parent, walker: self)
        case "stepper":
            return try AppKitStepperEncoder.encode(element, parent: parent, walker: self)
        case "button":
            return try AppKitButtonEncoder.encode(element, parent: parent, walker: self)
        case "menu":
            return try AppKitMenuEncoder.encodeMenu(element, parent: parent, walker: self)
        case "menuItem":
            return try AppKitMenuEncoder.encodeMenuItem(element, parent: parent, walker: self)
        default:
            throw unsupported(element)
        }
    }

    func unsupported(_ element: MarkupElement) -> AppKitEncodingError {
        .unsupportedElement(element: element.name, id: element.attribute("id"))
    }

    /// The `<connections>` of `source`: outlets, actions and bindings.
    func encodeConnections(_ connections: MarkupElement, source: AppKitArchiveObject) throws {
        for connection in connections.childElements {
            try AppKitConnectionEncoder.encode(connection, source: source, context: context)
        }
    }

    /// Handles the children every object element may have and that carry no encoding of
    /// their own here: `<connections>` (encoded) and canvas positions (design time only).
    /// Returns false for any other child so the caller can handle or refuse it.
    func encodeCommonChild(_ child: MarkupElement, of object: AppKitArchiveObject) throws -> Bool {
        switch child.name {
        case "connections":
            try encodeConnections(child, source: object)
            return true
        case "point" where child.attribute("key") == "canvasLocation":
            return true
        default:
            return false
        }
    }
}

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
