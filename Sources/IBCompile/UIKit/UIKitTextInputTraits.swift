import IBDocument

/// `<textInputTraits key="textInputTraits">` → the text-input keys `UITextField` and
/// `UITextView` archive (UIKit's coder names): `UIAutocapitalizationType`,
/// `UIAutocorrectionType`, `UISpellCheckingType`, `UIKeyboardType`, `UIKeyboardAppearance`,
/// `UIReturnKeyType`, `UIEnablesReturnKeyAutomatically`, `UISecureTextEntry`,
/// `UITextContentType`; each written only when not the default.
enum UIKitTextInputTraits {
    static func encode(_ element: MarkupElement, into view: AppKitArchiveObject) throws {
        var reader = UIKitElementReader(element)
        func integer(_ name: String, _ key: String, _ table: [String: Int64]) throws {
            let value = try reader.mapped(name, table, default: 0)
            if value != 0 { view.append(key, .integer(value)) }
        }
        try integer("autocapitalizationType", "UIAutocapitalizationType", ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3])
        try integer("autocorrectionType", "UIAutocorrectionType", ["default": 0, "no": 1, "yes": 2])
        try integer("spellCheckingType", "UISpellCheckingType", ["default": 0, "no": 1, "yes": 2])
        try integer("keyboardType", "UIKeyboardType", [
            "default": 0, "alphabet": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4, "phonePad": 5,
            "namePhonePad": 6, "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10, "asciiCapableNumberPad": 11,
        ])
        try integer("keyboardAppearance", "UIKeyboardAppearance", ["default": 0, "alert": 1, "dark": 1, "light": 2])
        try integer("returnKeyType", "UIReturnKeyType", [
            "default": 0, "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7,
            "yahoo": 8, "done": 9, "emergencyCall": 10, "continue": 11,
        ])
        try integer("smartQuotesType", "UITextSmartQuotesType", ["default": 0, "no": 1, "yes": 2])
        try integer("smartDashesType", "UITextSmartDashesType", ["default": 0, "no": 1, "yes": 2])
        try integer("smartInsertDeleteType", "UITextSmartInsertDeleteType", ["default": 0, "no": 1, "yes": 2])
        if try reader.bool("enablesReturnKeyAutomatically", default: false) { view.append("UIEnablesReturnKeyAutomatically", .bool(true)) }
        if try reader.bool("secureTextEntry", default: false) { view.append("UISecureTextEntry", .bool(true)) }
        if let type = reader.string("textContentType") { view.append("UITextContentType", .string(type)) }
        try reader.finish()
    }
}
