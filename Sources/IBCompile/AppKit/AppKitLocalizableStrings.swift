import IBDocument

/// Strings of a Base-localized document (one in `Base.lproj`): ibtool archives each string a
/// `.strings` file can translate as `NSLocalizableString` { `NS.bytes`, `NSKey` (the `.strings`
/// key, `<object id>.<key path>`), `NSDev` (the text, an `NSString`) } so that AppKit can swap
/// in the translation when it loads the nib (fixture Base.lproj/sb_localized: menu, menu item
/// and window titles; the same storyboard outside `Base.lproj`, sb_basic_wc, has plain
/// `NSString`s). A localizable string whose archived key is not known here is refused: a plain
/// `NSString` would load but never be translated.
enum AppKitLocalizableStrings {
    /// (archived class, `.strings` key path) → the nib key holding the string.
    static let nibKeys: [String: [String: String]] = [
        "NSMenu": ["title": "NSTitle"], "NSMenuItem": ["title": "NSTitle"], "NSWindowTemplate": ["title": "NSWindowTitle"],
    ]

    /// Replaces the strings of `strings` whose object is in this nib (`context`).
    static func apply(_ strings: [LocalizableString], context: AppKitEncodingContext) throws {
        for string in strings {
            guard let object = context.objectsByID[string.objectID] else { continue }
            guard let key = nibKeys[AppKitCustomClass.archivedClass(of: object)]?[string.keyPath] else {
                throw AppKitEncodingError.unsupportedAttribute(attribute: string.keyPath, value: "\(string.value) (localizable, in a Base-localized document)",
                                                               element: string.sourceElementName, id: string.objectID)
            }
            guard case .object(let current)? = object[key], current.className == "NSString",
                  case .bytes(let bytes)? = current["NS.bytes"], bytes == Array(string.value.utf8) else {
                throw AppKitEncodingError.malformed(element: string.sourceElementName, id: string.objectID,
                                                    reason: "its \(string.keyPath) was not archived as the text to localize")
            }
            let localizable = AppKitArchiveObject(className: "NSLocalizableString")
            localizable.append("NS.bytes", .bytes(bytes))
            localizable.append("NSKey", .string(string.stringsKey))
            localizable.append("NSDev", .string(string.value))
            object[key] = .object(localizable)
        }
    }
}
