import IBDocument

/// Connections as AppKit connectors (keys as in ibtool's nibs):
/// * `<outlet>` → `NSNibOutletConnector` { `NSSource`, `NSDestination`, `NSLabel` (property),
///   `NSChildControllerCreationSelectorName` = nil }
/// * `<action>` → `NSNibControlConnector` { `NSSource`, `NSDestination`, `NSLabel` (selector) };
///   an action sent to First Responder has no `NSDestination` (nil target).
/// * `<binding>` → `NSNibBindingConnector` { `NSDestination`, `NSSource`, `NSBinding`, `NSLabel`
///   ("name: keyPath"), `NSKeyPath`, `NSNibBindingConnectorVersion` = 2, `NSOptions` }.
///   With `trigger="doubleAction"` (a table's or outline's double-click action) it is an
///   `NSNibAuxiliaryActionConnector` (an `NSNibConnector` subclass with a `trigger` property,
///   AppKit's runtime headers) with the same keys and `NSTrigger` = the trigger's name, archived with
///   the class fallback `NSNibConnector` (`+classFallbacksForKeyedArchiver`): viraptor/ibtool's
///   encoder and writer. No pair of ours has one; `NSTrigger` last is **inferred**.
enum AppKitConnectionEncoder {
    /// The triggers of an auxiliary action the corpus uses (all 5 are `doubleAction`).
    static let triggers: Set<String> = ["doubleAction"]

    /// The fallback classes ibtool archives with a connector class (`NibArchive.withClassFallbacks`).
    static let classFallbacks: [String: [String]] = ["NSNibAuxiliaryActionConnector": ["NSNibConnector"]]

    static func encode(_ element: MarkupElement, source: AppKitArchiveObject, context: AppKitEncodingContext) throws {
        var reader = AppKitAttributeReader(element)
        let connector: AppKitArchiveObject
        switch element.name {
        case "outlet":
            guard let property = reader.string("property"), let destination = reader.string("destination") else {
                throw AppKitEncodingError.malformed(element: element.name, id: reader.id, reason: "an outlet needs property and destination")
            }
            guard context.isArchived(id: destination) else {
                throw reader.unsupported("destination", destination)
            }
            connector = AppKitArchiveObject(className: "NSNibOutletConnector")
            connector.append("NSSource", .object(source))
            connector.append("NSDestination", .reference(destination))
            connector.append("NSLabel", .string(property))
            connector.append("NSChildControllerCreationSelectorName", .null)
        case "action":
            guard let selector = reader.string("selector") else {
                throw AppKitEncodingError.malformed(element: element.name, id: reader.id, reason: "an action needs a selector")
            }
            connector = AppKitArchiveObject(className: "NSNibControlConnector")
            connector.append("NSSource", .object(source))
            if let target = reader.string("target"), context.isArchived(id: target) {
                connector.append("NSDestination", .reference(target))
            }
            connector.append("NSLabel", .string(selector))
            if let trigger = reader.string("trigger") {
                guard triggers.contains(trigger) else { throw reader.unsupported("trigger", trigger) }
                connector.className = "NSNibAuxiliaryActionConnector"
                connector.append("NSTrigger", .string(trigger))
            }
        case "binding":
            connector = try binding(element, reader: &reader, source: source)
        default:
            throw AppKitEncodingError.unsupportedElement(element: element.name, id: reader.id)
        }
        try reader.finish()
        // A binding's previousBinding names another binding by its id (declared before or after
        // it), so connectors are registered under their ids for `NSPreviousConnector` to resolve.
        context.register(connector, id: reader.id)
        context.addConnector(connector)
    }

    private static func binding(_ element: MarkupElement, reader: inout AppKitAttributeReader,
                                source: AppKitArchiveObject) throws -> AppKitArchiveObject {
        guard let name = reader.string("name"), let keyPath = reader.string("keyPath"),
              let destination = reader.string("destination") else {
            throw AppKitEncodingError.malformed(element: element.name, id: reader.id, reason: "a binding needs name, keyPath and destination")
        }
        let connector = AppKitArchiveObject(className: "NSNibBindingConnector")
        connector.append("NSDestination", .reference(destination))
        connector.append("NSSource", .object(source))
        connector.append("NSBinding", .string(name))
        connector.append("NSLabel", .string("\(name): \(keyPath)"))
        connector.append("NSKeyPath", .string(keyPath))
        connector.append("NSNibBindingConnectorVersion", .integer(2))
        if let previous = reader.string("previousBinding") {
            connector.append("NSPreviousConnector", .reference(previous))
        }
        var options: [AppKitArchiveValue] = []
        for child in element.childElements {
            guard child.name == "dictionary", child.attribute("key") == "options" else {
                throw AppKitEncodingError.unsupported(child)
            }
            for attribute in child.attributes where attribute.name != "key" {
                options.append(.string(attribute.name))
                options.append(.string(attribute.value))
            }
            for entry in child.childElements {
                guard let key = entry.attribute("key") else {
                    throw AppKitEncodingError.malformed(element: entry.name, id: reader.id, reason: "a binding option needs a key")
                }
                options.append(.string(key))
                options.append(.object(try optionValue(entry, bindingID: reader.id)))
            }
        }
        if !options.isEmpty {
            connector.append("NSOptions", .object(.collection("NSDictionary", options)))
        }
        return connector
    }

    private static func optionValue(_ entry: MarkupElement, bindingID: String?) throws -> AppKitArchiveObject {
        switch entry.name {
        case "string":
            return .string(entry.textContent)
        case "integer":
            guard let value = entry.attribute("value").flatMap({ Int64($0) }) else {
                throw AppKitEncodingError.malformed(element: entry.name, id: bindingID, reason: "the integer option has no value")
            }
            return .number(value)
        case "bool":
            let number = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
            number.append("NS.boolval", .bool(entry.attribute("value") == "YES"))
            return number
        case "real":
            guard let value = entry.attribute("value").flatMap({ Double($0) }) else {
                throw AppKitEncodingError.malformed(element: entry.name, id: bindingID, reason: "the real option has no value")
            }
            let number = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
            number.append("NS.dblval", .double(value))
            return number
        default:
            throw AppKitEncodingError.unsupportedElement(element: entry.name, id: bindingID)
        }
    }
}
