import IBDocument

/// `<accessibility key="accessibilityConfiguration">` → a `UIRuntimeAccessibilityConfiguration`
/// in the root's `UINibAccessibilityConfigurationsKey`, with UIKit's keys (as xibdump reads
/// them back): `UIAccessibileObject` (sic) → the object, `UIAccessibilityIdentifier`,
/// `UIAccessibilityLabel`, `UIAccessibilityHint` (strings), `UIAccessibilityTraits` and
/// `UIIsAccessibilityElement` (NSNumbers).
enum UIKitAccessibility {
    /// `none="YES"` is UIAccessibilityTraitNone, no bit.
    static let traitBits: [String: Int64] = [
        "none": 0, "button": 1 << 0, "link": 1 << 1, "image": 1 << 2, "selected": 1 << 3, "playsSound": 1 << 4,
        "keyboardKey": 1 << 5, "staticText": 1 << 6, "summaryElement": 1 << 7, "notEnabled": 1 << 8,
        "updatesFrequently": 1 << 9, "searchField": 1 << 10, "startsMediaSession": 1 << 11, "adjustable": 1 << 12,
        "allowsDirectInteraction": 1 << 13, "causesPageTurn": 1 << 14, "header": 1 << 16,
    ]

    static func encode(_ element: MarkupElement, owner: AppKitArchiveObject, ownerID: String?, context: UIKitEncodingContext) throws {
        var reader = UIKitElementReader(element)
        let configuration = AppKitArchiveObject(className: "UIRuntimeAccessibilityConfiguration")
        configuration.append("UIAccessibileObject", .object(owner))
        for (name, key) in [("identifier", "UIAccessibilityIdentifier"), ("label", "UIAccessibilityLabel"), ("hint", "UIAccessibilityHint")] {
            if let text = reader.string(name) {
                configuration.append(key, name == "identifier" ? .string(text) : UIKitStrings.localizable(text, objectID: ownerID, property: "accessibility\(name.prefix(1).uppercased())\(name.dropFirst())"))
            }
        }
        if let traits = reader.child("accessibilityTraits", key: "traits") {
            var bits: Int64 = 0
            for attribute in traits.attributes where attribute.name != "key" {
                guard let bit = traitBits[attribute.name] else {
                    throw UIKitEncodingError.unsupportedAttribute(attribute: attribute.name, value: attribute.value, element: "accessibilityTraits", id: ownerID)
                }
                if attribute.value == "YES" { bits |= bit }
            }
            configuration.append("UIAccessibilityTraits", .object(.number(bits)))
        }
        if let isElement = reader.child("bool", key: "isElement") {
            configuration.append("UIIsAccessibilityElement", .object(.number(isElement.attribute("value") == "YES" ? 1 : 0)))
        }
        try reader.finish()
        context.addAccessibilityConfiguration(configuration)
    }
}
