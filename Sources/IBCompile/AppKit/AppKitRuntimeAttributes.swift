import IBDocument

/// `<userDefinedRuntimeAttributes>` → one `NSIBUserDefinedRuntimeAttributesConnector` per object
/// among the connectors: { `NSObject` (the object), `NSValues`, `NSKeyPaths` (two `NSArray`s in
/// document order) } — the class, keys, their order and the arrays Apple's storyboard nibs show
/// for a window's `contentViewController` (sb_basic_wc and the other window-controller nibs).
/// Values: `string`/`localizedString` → NSString, `number` → NSNumber (`NS.intval` for an
/// `<integer>`, `NS.dblval` for a `<real>`), `boolean` → NSNumber 0/1, `color` → the `NSColor`
/// of `<color>`, `image` → the image's `NSCustomResource`, `nil` → nil. **Inferred**: the value
/// encodings are the objects Interface Builder's values are (no pair has a document attribute);
/// geometry values (point, size, rect, range) are refused, their `NSValue` form not seen.
enum AppKitRuntimeAttributes {
    static func encode(_ attributes: MarkupElement, of object: AppKitArchiveObject, ownerID: String?,
                       context: AppKitEncodingContext) throws {
        var values: [AppKitArchiveValue] = []
        var keyPaths: [AppKitArchiveValue] = []
        for element in attributes.childElements {
            guard element.name == "userDefinedRuntimeAttribute" else {
                throw AppKitEncodingError.unsupported(element)
            }
            var reader = AppKitAttributeReader(element)
            guard let keyPath = reader.string("keyPath") else {
                throw AppKitEncodingError.malformed(element: element.name, id: ownerID, reason: "it has no keyPath")
            }
            let type = reader.string("type") ?? ""
            let what = "userDefinedRuntimeAttribute keyPath=\"\(keyPath)\""
            switch type {
            case "string", "localizedString":
                values.append(.string(reader.string("value") ?? ""))
            case "boolean":
                values.append(.object(.number(try reader.bool("value", default: false) ? 1 : 0)))
            case "number":
                guard let number = element.firstChild(named: "integer") ?? element.firstChild(named: "real"),
                      let text = number.attribute("value") else {
                    throw AppKitEncodingError.malformed(element: what, id: ownerID, reason: "its number has no value")
                }
                if number.name == "integer", let integer = Int64(text) {
                    values.append(.object(.number(integer)))
                } else if let real = Double(text) {
                    let double = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
                    double.append("NS.dblval", .double(real))
                    values.append(.object(double))
                } else {
                    throw AppKitEncodingError.malformed(element: what, id: ownerID, reason: "its number \"\(text)\" is not a number")
                }
            case "color":
                guard let color = element.firstChild(named: "color") else {
                    throw AppKitEncodingError.malformed(element: what, id: ownerID, reason: "it has no <color>")
                }
                values.append(.object(try context.colors.encode(color, ownerID: ownerID)))
            case "image":
                guard let name = reader.string("value") else {
                    throw AppKitEncodingError.malformed(element: what, id: ownerID, reason: "its image has no name")
                }
                values.append(.object(AppKitImageResource.image(named: name, catalog: reader.string("catalog"), context: context)))
            case "nil":
                values.append(.null)
            default:
                throw reader.unsupported("type", type)
            }
            keyPaths.append(.string(keyPath))
            try reader.finish()
        }
        guard !keyPaths.isEmpty else { return }
        let connector = AppKitArchiveObject(className: "NSIBUserDefinedRuntimeAttributesConnector")
        connector.append("NSObject", .object(object))
        connector.append("NSValues", .object(.collection("NSArray", values)))
        connector.append("NSKeyPaths", .object(.collection("NSArray", keyPaths)))
        context.addConnector(connector)
    }
}
