import IBDocument

/// `<button>` → `NSButton` and `<buttonCell key="cell">` → `NSButtonCell`: `NSButtonFlags`
/// (behaviour, border, image position, inset), `NSButtonFlags2` (type and image scaling),
/// `NSBezelStyle`, `NSAuxButtonType`, contents, key equivalent and periodic timing.
enum AppKitButtonEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let button = AppKitArchiveObject(className: "NSButton")
        var reader = AppKitAttributeReader(element)
        let horizontalHugging = reader.string("horizontalHuggingPriority")
        let verticalHugging = reader.string("verticalHuggingPriority")
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(button, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "buttonCell", child.attribute("key") == "cell" else { return false }
            cell = try encodeCell(child, control: button, walker: walker)
            return true
        }
        if let cell { button["NSCell"] = .object(cell) }
        // `imageHugsTitle` (NSButton's, macOS 10.12) is kept by the cell: NSButtonFlags 0x20
        // (viraptor/ibtool's encoder for its Apple pair samples/correct/button_imagehugstitle,
        // which is not among our fixtures). Without a cell there is nowhere to keep it.
        if try reader.bool("imageHugsTitle", default: false) {
            guard let cell else { throw reader.unsupported("imageHugsTitle", "YES") }
            cell.orFlags("NSButtonFlags", 0x20)
        }
        // Check boxes and radio buttons always record their hugging; square bevel buttons (below)
        // record it away from {250, 250}; other buttons record it
        // when both priorities are given and differ from their default ({750, 750} for help
        // buttons, {250, 750} otherwise; test25_hugging: {300, 700} on a push button). A
        // single priority away from the default is refused (what ibtool pairs it with is not known).
        let hugging = (horizontalHugging ?? "250", verticalHugging ?? "750")
        let cellElement = element.childElements.first { $0.name == "buttonCell" }
        let cellType = cellElement?.attribute("type")
        let defaultHugging = cellElement?.attribute("bezelStyle") == "helpButton" ? ("750", "750") : ("250", "750")
        if cellType == "check" || cellType == "radio" {
            button["NSHuggingPriority"] = .string("{\(hugging.0), \(hugging.1)}")
        } else if cellElement?.attribute("bezelStyle") == "regularSquare" {
            // A square bevel button records any priority away from NSView's {250, 250}; an absent
            // one is 250 (sb_button_hug: verticalHuggingPriority="750" alone → {250, 750}).
            let square = (horizontalHugging ?? "250", verticalHugging ?? "250")
            if square != ("250", "250") { button["NSHuggingPriority"] = .string("{\(square.0), \(square.1)}") }
        } else if hugging != defaultHugging {
            guard let horizontalHugging, let verticalHugging else {
                throw reader.unsupported(horizontalHugging != nil ? "horizontalHuggingPriority" : "verticalHuggingPriority",
                                         horizontalHugging ?? verticalHugging ?? "")
            }
            button["NSHuggingPriority"] = .string("{\(horizontalHugging), \(verticalHugging)}")
        }
        AppKitControlKeys.finish(button, enabled: true)
        button["IBNSShadowedSymbolConfiguration"] = .null
        button.order(AppKitControlKeys.order)
        try reader.finish()
        return button
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        let cell = try AppKitCellEncoder.beginCell("NSButtonCell", reader: &reader, control: control, context: context)
        var flags = try AppKitButtonFlags(reader: &reader)
        cell["NSContents"] = .string(reader.string("title") ?? "")
        cell["NSSupport"] = .object(AppKitFontEncoder.defaultButtonFont())
        cell["NSControlView"] = .object(control)
        try AppKitCellEncoder.encodeTag(&reader, into: cell)
        var behavior: AppKitButtonBehavior?
        var keyEquivalent = reader.string("keyEquivalent") ?? ""
        var modifierMask: Int64 = 0
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("font", "font"):
                cell["NSSupport"] = .object(try AppKitFontEncoder.encode(child, ownerID: reader.id))
            case ("behavior", "behavior"):
                behavior = try AppKitButtonBehavior(child)
            case ("string", "title") where child.attribute("base64-UTF8") != "YES":
                cell["NSContents"] = .string(child.textContent)
            case ("string", "keyEquivalent"):
                // Interface Builder writes a button's key equivalent as a child, base64 when XML
                // cannot hold it (Return "DQ", Escape "Gw"); archived as the decoded text, as for
                // menu items (transmission_MainMenu) and GNUstep's NSButtonCell (NSKeyEquivalent).
                keyEquivalent = try AppKitMenuEncoder.text(of: child)
            case ("modifierMask", "keyEquivalentModifierMask"):
                modifierMask = try AppKitMenuEncoder.modifierMask(child)
            default:
                if try walker.encodeCommonChild(child, of: cell) { continue }
                throw walker.unsupported(child)
            }
        }
        flags.finish(behavior: behavior, keyEquivalentModifierMask: modifierMask)
        flags.write(to: cell)
        if let imageName = reader.string("image") {
            cell["NSNormalImage"] = .object(AppKitImageResource.image(named: imageName, context: context))
        }
        if let alternateName = reader.string("alternateImage") {
            // alternateImage → NSAlternateImage, a named image resource right after
            // NSNormalImage: as AppKit's coder archived a button's alternate image in a legacy
            // Interface Builder 3 document (../shared/fixtures/ib, sequelpro's DBView:
            // NSCustomResource "button_edit_mode_selected"), the key GNUstep's NSButtonCell reads
            // it from. No pair has one; the resource is written as NSNormalImage's is.
            cell["NSAlternateImage"] = .object(AppKitImageResource.image(named: alternateName, context: context))
        } else {
            switch flags.typeName {
            case "radio": cell["NSAlternateImage"] = .object(buttonImageSource("NSRadioButton"))
            case "check": cell["NSAlternateImage"] = .object(buttonImageSource("NSSwitch"))
            default: break
            }
        }
        cell["NSAlternateContents"] = .string(reader.string("alternateTitle") ?? "")
        cell["NSKeyEquivalent"] = .string(keyEquivalent)
        cell["NSPeriodicDelay"] = .integer(400)
        cell["NSPeriodicInterval"] = .integer(75)
        cell["NSAuxButtonType"] = .integer(flags.auxType)
        try reader.finish()
        return cell
    }

    private static func buttonImageSource(_ name: String) -> AppKitArchiveObject {
        let source = AppKitArchiveObject(className: "NSButtonImageSource", isSharedByContent: true)
        source.append("NSImageName", .string(name))
        return source
    }
}
