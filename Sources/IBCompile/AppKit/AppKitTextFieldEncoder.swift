import IBDocument

/// `<textField>` → `NSTextField` with its `<textFieldCell key="cell">` → `NSTextFieldCell`
/// { flags, `NSContents`, `NSSupport` (font), `NSControlView`, colours, … }, and the same
/// for `<secureTextField>` → `NSSecureTextField` (writing tools off) with its
/// `NSSecureTextFieldCell` (`NSAllowedInputLocales`).
enum AppKitTextFieldEncoder {
    static let trailingKeys = [
        "NSTextFieldAlignmentRectInsetsVersion", "NSAllowsWritingTools", "NSTextFieldAllowsWritingToolsAffordance",
        "NS.resolvesNaturalAlignmentWithBaseWritingDirection",
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let isSecure = element.name == "secureTextField"
        let field = AppKitArchiveObject(className: isSecure ? "NSSecureTextField" : "NSTextField")
        var reader = AppKitAttributeReader(element)
        // Text fields: absent priorities read as 250, the class default is {250, 750}.
        let hugging = AppKitViewEncoder.huggingPriority(&reader, defaultWhenAbsent: ("250", "250"), classDefault: ("250", "750"))
        let preferredMaxLayoutWidth = try reader.double("preferredMaxLayoutWidth") ?? 0
        let allowsCharacterPicker = try reader.bool("allowsCharacterPickerTouchBarItem", default: false)
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(field, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == (isSecure ? "secureTextFieldCell" : "textFieldCell"), child.attribute("key") == "cell" else {
                return false
            }
            cell = try encodeCell(child, control: field, walker: walker)
            return true
        }
        if let cell {
            field["NSCell"] = .object(cell)
            if allowsCharacterPicker { cell["NSCharacterPickerEnabled"] = .bool(true) }
        }
        if preferredMaxLayoutWidth != 0 { field["NSPreferredMaxLayoutWidth"] = .double(preferredMaxLayoutWidth) }
        if let hugging { field["NSHuggingPriority"] = hugging }
        AppKitControlKeys.finish(field, enabled: true)
        field["NSTextFieldAlignmentRectInsetsVersion"] = .integer(2)
        // Focus ring type on the field itself leaves no trace in ibtool's output (securetextfield).
        try reader.accept("focusRingType", only: ["none", "default", "exterior"])
        field["NSAllowsWritingTools"] = .bool(try reader.bool("allowsWritingTools", default: !isSecure))
        field["NSTextFieldAllowsWritingToolsAffordance"] = .bool(false)
        field["NS.resolvesNaturalAlignmentWithBaseWritingDirection"] = .bool(false)
        field.order(AppKitControlKeys.order + trailingKeys)
        try reader.finish()
        return field
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        try reader.accept("borderStyle", only: ["bezel"])
        let className = element.name == "secureTextFieldCell" ? "NSSecureTextFieldCell" : "NSTextFieldCell"
        let cell = try AppKitCellEncoder.beginCell(className, reader: &reader, control: control, context: context)
        let isEditable = element.attribute("editable") == "YES"
        cell["NSContents"] = .string(reader.string("title") ?? "")
        cell["NSSupport"] = .null
        cell["NSControlView"] = .object(control)
        var allowedLocales: [AppKitArchiveValue]?
        var textColor: AppKitArchiveObject?
        var backgroundColor: AppKitArchiveObject?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("font", "font"):
                cell["NSSupport"] = .object(try AppKitFontEncoder.encode(child, ownerID: reader.id))
            case ("string", "title") where child.attribute("base64-UTF8") != "YES":
                // Titles with line breaks are written as a child element.
                cell["NSContents"] = .string(child.textContent)
            case ("color", "textColor"):
                // ibtool writes an editable field's textColor as controlTextColor in documents
                // saved by Xcode 11 or earlier (toolsVersion ≤ 14268).
                let isOldDocument = context.toolsVersion <= 14268
                let override = isOldDocument && isEditable && child.attribute("name") == "textColor" ? "controlTextColor" : nil
                textColor = try context.colors.encode(child, ownerID: reader.id, nameOverride: override)
            case ("color", "backgroundColor"):
                backgroundColor = try context.colors.encode(child, ownerID: reader.id)
            case ("allowedInputSourceLocales", _):
                allowedLocales = child.childElements.filter { $0.name == "string" }.map { .string($0.textContent) }
            default:
                if try walker.encodeCommonChild(child, of: cell) { continue }
                throw walker.unsupported(child)
            }
        }
        if let backgroundColor { cell["NSBackgroundColor"] = .object(backgroundColor) }
        if let textColor { cell["NSTextColor"] = .object(textColor) }
        if let allowedLocales { cell["NSAllowedInputLocales"] = .object(.collection("NSArray", allowedLocales)) }
        if (11759...12107).contains(context.toolsVersion) { cell["NSCharacterPickerEnabled"] = .bool(true) }
        if let placeholder = reader.string("placeholderString") { cell["NSPlaceholderString"] = .string(placeholder) }
        if try reader.bool("drawsBackground", default: false) { cell["NSDrawsBackground"] = .bool(true) }
        if try reader.mapped("bezelStyle", ["square": false, "round": true], default: false) {
            cell["NSTextBezelStyle"] = .integer(1)
        }
        if !(try reader.bool("textCompletion", default: true)) { cell["NSAutomaticTextCompletionDisabled"] = .bool(true) }
        try reader.finish()
        return cell
    }
}
