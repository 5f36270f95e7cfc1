import IBDocument

/// `<userDefinedRuntimeAttributes>` → one `UINibKeyValuePair` per attribute in the root's
/// `UINibKeyValuePairsKey` (`UIObject`, `UIValue`, `UIKeyPath`, the order of
/// `-[UINibKeyValuePair encodeWithCoder:]`). Values: `string`/`localizedString` → NSString,
/// `number` → NSNumber (`NS.intval` or `NS.dblval`), `boolean` → NSNumber 0/1, `color` →
/// UIColor, `image` → the `UIImageNibPlaceholder` of `UIKitImageEncoder` (an SF Symbol for
/// `catalog="system"`), `nil` → nil. Geometry values are refused.
enum UIKitRuntimeAttributes {
    static func encode(_ attributes: MarkupElement, owner: AppKitArchiveObject, ownerID: String?, context: UIKitEncodingContext) throws {
        for element in attributes.childElements {
            guard element.name == "userDefinedRuntimeAttribute" else {
                throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<userDefinedRuntimeAttributes>")
            }
            guard let keyPath = element.attribute("keyPath") else {
                throw UIKitEncodingError.malformed(element: "userDefinedRuntimeAttribute", id: ownerID, reason: "it has no keyPath")
            }
            let type = element.attribute("type") ?? ""
            let value: AppKitArchiveValue
            switch type {
            case "string", "localizedString":
                value = .string(element.attribute("value") ?? "")
            case "boolean":
                value = .object(.number(element.attribute("value") == "YES" ? 1 : 0))
            case "number":
                guard let number = element.firstChild(named: "integer") ?? element.firstChild(named: "real"),
                      let text = number.attribute("value") else {
                    throw UIKitEncodingError.malformed(element: "userDefinedRuntimeAttribute keyPath=\"\(keyPath)\"", id: ownerID, reason: "its number has no value")
                }
                if number.name == "integer", let integer = Int64(text) {
                    value = .object(.number(integer))
                } else if let real = Double(text) {
                    value = .object(UIKitFontEncoder.number(real))
                } else {
                    throw UIKitEncodingError.unsupportedAttribute(attribute: "value", value: text, element: "userDefinedRuntimeAttribute keyPath=\"\(keyPath)\"", id: ownerID)
                }
            case "color":
                guard let color = element.firstChild(named: "color") else {
                    throw UIKitEncodingError.malformed(element: "userDefinedRuntimeAttribute keyPath=\"\(keyPath)\"", id: ownerID, reason: "it has no <color>")
                }
                value = .object(try UIKitColorEncoder.encode(color, document: context.document, ownerID: ownerID))
            case "image":
                // A `UIImage` value: the same placeholder an `image=` attribute archives.
                guard let name = element.attribute("value") else {
                    throw UIKitEncodingError.malformed(element: "userDefinedRuntimeAttribute keyPath=\"\(keyPath)\"", id: ownerID, reason: "its image has no name")
                }
                switch element.attribute("catalog") {
                case nil: value = .object(try UIKitImageEncoder.placeholder(named: name, document: context.document, ownerID: ownerID))
                case "system": value = .object(UIKitImageEncoder.systemSymbol(named: name))
                case let other?: throw UIKitEncodingError.unsupportedAttribute(attribute: "catalog", value: other, element: "userDefinedRuntimeAttribute keyPath=\"\(keyPath)\"", id: ownerID)
                }
            case "nil":
                value = .null
            default:
                throw UIKitEncodingError.unsupportedAttribute(attribute: "type", value: type, element: "userDefinedRuntimeAttribute keyPath=\"\(keyPath)\"", id: ownerID)
            }
            let pair = AppKitArchiveObject(className: "UINibKeyValuePair")
            pair.append("UIObject", .object(owner))
            pair.append("UIValue", value)
            pair.append("UIKeyPath", .string(keyPath))
            context.addKeyValuePair(pair)
        }
    }
}
