import IBDocument

/// `<searchBar>` → `UISearchBar`, after the view keys in the order and on the conditions of
/// `-[UISearchBar encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1): `UIBarStyle` (when not
/// default), `UIShowsCancelButton`, `UIShowsBookmarkButton`, `UIShowsScopeBar`,
/// `UIShowSearchResultsButton` (each only when YES), `UIPrompt`, `UIText` (always: the search
/// field's text is never nil, so an empty string when the document sets none), `UIPlaceholder`,
/// `UIBarTintColor`, the text-input traits `UIKeyboardType`, `UISpellCheckingType`,
/// `UIAutocorrectionType`, `UIAutocapitalizationType`, `UIKeyboardAppearance`, `UIReturnKeyType`
/// (each only when not 0), `UIEnablesReturnKeyAutomatically` and `UISecureTextEntry` (always),
/// `UITextContentType`, the smart insert/quotes/dashes types, then `UISearchBarStyle` (prominent 1,
/// minimal 2). No `UISubviews`: `-[UISearchBar _populateArchivedSubviews:]` removes the bar's
/// runtime-only views, which are all a document bar has.
///
/// **Hypothesis** — the traits' values: the bar's `-initWithCoder:` sets a trait only when its key
/// is present (`containsValueForKey:`), so a key left out gives UIKit's own default for a search
/// bar; the values archived here are the document's (Interface Builder's "Default" 0 left out),
/// as for text fields (`UIKitTextInputTraits`), not the defaults a freshly made bar would report
/// (no Apple nib with a search bar was found). The delegate is an outlet connection, not the
/// coder's conditional `UIDelegate`.
enum UIKitSearchBarClass: UIKitViewClass {
    static let elementName = "searchBar"
    static let className = "UISearchBar"
    static let viewDefaults = UIKitViewDefaults()

    static let traitKeysInCoderOrder = [
        "UIKeyboardType", "UISpellCheckingType", "UIAutocorrectionType", "UIAutocapitalizationType", "UIKeyboardAppearance", "UIReturnKeyType",
    ]
    static let laterTraitKeys = ["UITextContentType", "UITextSmartInsertDeleteType", "UITextSmartQuotesType", "UITextSmartDashesType"]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if let subviews = reader.element.firstChild(named: "subviews"), !subviews.childElements.isEmpty {
            throw UIKitEncodingError.unsupportedElement(element: "subviews", id: nil, context: "\(reader.what) (a search bar archives no subviews of its own)")
        }
        let barStyle = try reader.mapped("barStyle", ["default": Int64(0), "black": 1], default: 0)
        if barStyle != 0 { view.append("UIBarStyle", .integer(barStyle)) }
        for (name, key) in [("showsCancelButton", "UIShowsCancelButton"), ("showsBookmarkButton", "UIShowsBookmarkButton"),
                            ("showsScopeBar", "UIShowsScopeBar"), ("showsSearchResultsButton", "UIShowSearchResultsButton")] {
            if try reader.bool(name, default: false) { view.append(key, .bool(true)) }
        }
        if let prompt = reader.string("prompt") { view.append("UIPrompt", UIKitStrings.localizable(prompt, objectID: reader.id, property: "prompt")) }
        view.append("UIText", UIKitStrings.localizable(reader.string("text") ?? "", objectID: reader.id, property: "text"))
        if let placeholder = reader.string("placeholder") {
            view.append("UIPlaceholder", UIKitStrings.localizable(placeholder, objectID: reader.id, property: "placeholder"))
        }
        try UIKitColorKeys.encode([("barTintColor", "UIBarTintColor")], &reader, into: view, document: encoder.document)
        let traits = AppKitArchiveObject(className: "UITextInputTraits")
        if let element = reader.child("textInputTraits", key: "textInputTraits") { try UIKitTextInputTraits.encode(element, into: traits) }
        for key in traitKeysInCoderOrder { if let value = traits[key] { view.append(key, value) } }
        view.append("UIEnablesReturnKeyAutomatically", traits["UIEnablesReturnKeyAutomatically"] ?? .bool(false))
        view.append("UISecureTextEntry", traits["UISecureTextEntry"] ?? .bool(false))
        for key in laterTraitKeys { if let value = traits[key] { view.append(key, value) } }
        let style = try reader.mapped("searchBarStyle", ["default": Int64(0), "prominent": 1, "minimal": 2], default: 0)
        if style != 0 { view.append("UISearchBarStyle", .integer(style)) }
    }
}
