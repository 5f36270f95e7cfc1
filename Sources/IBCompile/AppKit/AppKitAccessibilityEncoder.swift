import IBDocument

/// `<accessibility description="…" help="…"/>` in a view, control or cell → one
/// `NSNibAXAttributeConnector` per attribute, in the nib's `NSAccessibilityConnectors` (not in
/// `NSConnections`): { `AXDestinationArchiveKey` = the element that holds `<accessibility>`,
/// `AXAttributeTypeArchiveKey` = the accessibility attribute's name as an `NSMutableString`,
/// `AXAttributeValueArchiveKey` = the text }. `AppKitObjectData` lists the connectors and numbers
/// them after every other oid (`NSAccessibilityOidsKeys`/`Values`).
///
/// Evidence: viraptor/ibtool's encoder (`createTopLevel`, `parsers/accessibility.py`), which
/// reproduces Apple's nib of its pair `samples/correct/test_accessibility` (a push button with
/// `description="Confirm"`; that pair is not among our fixtures), writes exactly this for a
/// description; the three keys are those `-[NSNibAXAttributeConnector encodeWithCoder:]` writes in
/// a public reimplementation of AppKit's nib classes, in that order. **Hypothesis**: `help` as the
/// attribute `AXHelp` (AppKit's `NSAccessibilityHelpAttribute`) — no pair or reader shows a help
/// connector, the class only carries an attribute name, so the name is the one AppKit's constant
/// has. `identifier` is refused: an accessibility identifier is not an attribute override in any
/// source in reach, and no pair shows where ibtool archives it.
enum AppKitAccessibilityEncoder {
    /// The attributes encoded, in the order their connectors are written (the document's
    /// attribute order is not known to matter; description first, as the one with evidence).
    static let attributeTypes: [(attribute: String, type: String)] = [
        ("description", "AXDescription"), ("help", "AXHelp"),
    ]

    static func encode(_ element: MarkupElement, of object: AppKitArchiveObject, context: AppKitEncodingContext) throws {
        var reader = AppKitAttributeReader(element)
        if let identifier = reader.string("identifier") {
            throw AppKitEncodingError.unsupportedAttribute(attribute: "identifier", value: identifier,
                                                           element: element.name, id: reader.id)
        }
        for (attribute, type) in attributeTypes {
            guard let value = reader.string(attribute) else { continue }
            let connector = AppKitArchiveObject(className: "NSNibAXAttributeConnector")
            connector.append("AXDestinationArchiveKey", .object(object))
            connector.append("AXAttributeTypeArchiveKey", .object(.mutableString(type)))
            connector.append("AXAttributeValueArchiveKey", .string(value))
            context.addAccessibilityConnector(connector)
        }
        if let child = element.childElements.first { throw AppKitEncodingError.unsupported(child) }
        try reader.finish()
    }
}
