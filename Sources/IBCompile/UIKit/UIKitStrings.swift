/// Localizable text as ibtool archives it in iOS nibs: `NSLocalizableString` { `NS.bytes`,
/// `NSKey` (the strings-file key, `<object id>.<property>`, e.g. `uNM-w1-sBM.text`),
/// `NSDev` (the development-language text) } — verified in the iOS fixtures.
enum UIKitStrings {
    static func localizable(_ text: String, objectID: String?, property: String) -> AppKitArchiveValue {
        guard let objectID else { return .string(text) }
        let string = AppKitArchiveObject(className: "NSLocalizableString")
        string.append("NS.bytes", .bytes(Array(text.utf8)))
        string.append("NSKey", .string("\(objectID).\(property)"))
        string.append("NSDev", .string(text))
        return .object(string)
    }
}
