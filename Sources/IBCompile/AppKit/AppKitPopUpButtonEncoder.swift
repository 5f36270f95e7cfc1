import IBDocument

/// `<popUpButton>` → `NSPopUpButton` with `<popUpButtonCell key="cell">` →
/// `NSPopUpButtonCell`: the button-cell keys plus `NSMenu` (its items target the cell with
/// `_popUpItemAction:`), `NSMenuItem` (the selected item), `NSSelectedIndex`, `NSPullDown`,
/// `NSPreferredEdge`, `NSArrowPosition`, `NSUsesItemFromMenu`, `NSAltersState`,
/// `NSMenuItemRespectAlignment`. Rules from ibtool's output: the bezel bits are cleared
/// unless the arrow is hidden or the bezel is textured-rounded; a meta font of a regular-size
/// pop-up takes role 0x16; a textured-rounded pop-up selects nothing.
enum AppKitPopUpButtonEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let popUp = AppKitArchiveObject(className: "NSPopUpButton")
        var reader = AppKitAttributeReader(element)
        let horizontal = reader.string("horizontalHuggingPriority")
        let vertical = reader.string("verticalHuggingPriority")
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(popUp, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "popUpButtonCell", child.attribute("key") == "cell" else { return false }
            cell = try encodeCell(child, control: popUp, walker: walker)
            return true
        }
        if let cell { popUp["NSCell"] = .object(cell) }
        // Documents from Xcode 13 on record a non-default hugging priority.
        if walker.context.toolsVersion >= 21000 {
            let hugging = (horizontal ?? "250", vertical ?? "250")
            if hugging != ("250", "750") { popUp["NSHuggingPriority"] = .string("{\(hugging.0), \(hugging.1)}") }
        }
        AppKitControlKeys.finish(popUp, enabled: true)
        popUp["IBNSShadowedSymbolConfiguration"] = .null
        popUp.order(AppKitControlKeys.order)
        try reader.finish()
        return popUp
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        // A pop-up cell's tag selects an item; it is not archived.
        reader.consume("tag")
        let cell = try AppKitCellEncoder.beginCell("NSPopUpButtonCell", reader: &reader, control: control, context: context)
        var flags = try AppKitButtonFlags(reader: &reader)
        let title = reader.string("title") ?? ""
        cell["NSContents"] = .string(title)
        cell["NSSupport"] = .object(AppKitFontEncoder.defaultButtonFont())
        cell["NSControlView"] = .object(control)
        var behavior: AppKitButtonBehavior?
        var menu: AppKitArchiveObject?
        var menuItems: [AppKitArchiveObject] = []
        var fontIsMeta = false
        // An NSPopUpButtonCell is an NSButtonCell: its key equivalent and modifier mask are read
        // and archived as the button cell's (NSKeyEquivalent, NSButtonFlags2's mask bits). Inferred
        // from the class hierarchy: no pair and no legacy archive has a pop-up cell with one.
        var keyEquivalent = reader.string("keyEquivalent") ?? ""
        var modifierMask: Int64 = 0
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("font", "font"):
                cell["NSSupport"] = .object(try AppKitFontEncoder.encode(child, ownerID: reader.id))
                fontIsMeta = child.attribute("metaFont") != nil
            case ("string", "keyEquivalent"):
                keyEquivalent = try AppKitMenuEncoder.text(of: child)
            case ("modifierMask", "keyEquivalentModifierMask"):
                modifierMask = try AppKitMenuEncoder.modifierMask(child)
            case ("behavior", "behavior"):
                behavior = try AppKitButtonBehavior(child)
            case ("menu", "menu"):
                let encoded = try AppKitMenuEncoder.encodeMenu(child, parent: cell, walker: walker)
                menuItems = AppKitMenuEncoder.items(of: encoded)
                menu = encoded
            default:
                if try walker.encodeCommonChild(child, of: cell) { continue }
                throw walker.unsupported(child)
            }
        }
        if fontIsMeta, element.attribute("controlSize") == nil, case .object(let font)? = cell["NSSupport"] {
            let retitled = AppKitArchiveObject(className: "NSFont", isSharedByContent: true)
            for (key, value) in font.values { retitled.append(key, key == "NSfFlags" ? .integer(AppKitFontEncoder.roleFlags(0x16)) : value) }
            cell["NSSupport"] = .object(retitled)
        }
        flags.finish(behavior: behavior, keyEquivalentModifierMask: modifierMask)
        let noArrow = element.attribute("arrowPosition") == "noArrow"
        let isTexturedRounded = element.attribute("bezelStyle") == "texturedRounded"
        if !noArrow && !isTexturedRounded {
            flags.flags &= ~0x30_0000
            if flags.borderStyle == "borderAndBezel" { flags.auxType = 0 }
        }
        if flags.borderStyle == "borderAndBezel", case .integer(let cellFlags)? = cell["NSCellFlags"] {
            cell["NSCellFlags"] = .integer(AppKitCellEncoder.signed32(cellFlags | 0x40_0000))
        }
        flags.write(to: cell)
        if let alternateName = reader.string("alternateImage") {
            // As a button cell's alternateImage (NSAlternateImage, the legacy archive sequelpro
            // DBView): inherited from NSButtonCell's coder, inferred; no pair has a pop-up one.
            cell["NSAlternateImage"] = .object(AppKitImageResource.image(named: alternateName, context: context))
        }
        cell["NSAlternateContents"] = .string("")
        cell["NSKeyEquivalent"] = .string(keyEquivalent)
        cell["NSPeriodicDelay"] = .integer(400)
        cell["NSPeriodicInterval"] = .integer(75)
        cell["NSAuxButtonType"] = .integer(flags.auxType)

        for item in menuItems {
            item["NSAction"] = .string("_popUpItemAction:")
            item["NSTarget"] = .object(cell)
            item["NSKeyEquivModMask"] = .integer(AppKitMenuEncoder.commandModifier)
            item.order(AppKitMenuEncoder.itemKeyOrder)
        }
        // The cell's autoenablesItems is its menu's (NSPopUpButtonCell forwards it): Interface
        // Builder writes it on both (all 12 corpus cells with it, gitx's PBGitSidebarView among them),
        // and AppKit's coder archived it only as the menu's NSNoAutoenable, the cell having no key of
        // its own (the legacy archive sequelpro DBView's pull-downs). A cell whose menu does not say
        // so too is refused: what ibtool makes of that is not known.
        if !(try reader.bool("autoenablesItems", default: true)) {
            let menuElement = element.childElements.first { $0.name == "menu" && $0.attribute("key") == "menu" }
            guard menuElement?.attribute("autoenablesItems") == "NO" else { throw reader.unsupported("autoenablesItems", "NO") }
        }
        let pullsDown = try reader.bool("pullsDown", default: false)
        // preferredEdge → NSPreferredEdge, AppKit's NSRectEdge (minX 0, minY 1, maxX 2, maxY 3), minY
        // without the attribute (the pairs' pop-ups and pull-downs), for pull-downs as for pop-ups:
        // AppKit's coder wrote the pull-downs' own edge in the legacy archive sequelpro DBView
        // (NSPullDown YES with NSPreferredEdge 3 twice, 1 three times).
        let preferredEdge = try reader.mapped("preferredEdge", ["minX": Int64(0), "minY": 1, "maxX": 2, "maxY": 3], default: 1)
        let selectedID = reader.string("selectedItem")
        if let first = menuItems.first { cell["NSMenuItem"] = .object(first) }
        cell["NSMenuItemRespectAlignment"] = .bool(true)
        if let menu { cell["NSMenu"] = .object(menu) }
        if pullsDown {
            cell["NSPullDown"] = .bool(true)
            menuItems.first?["NSIsHidden"] = .bool(true)
            cell["NSPreferredEdge"] = .integer(preferredEdge)
        } else {
            if selectedID == nil {
                // Nothing selected in the document: no item and index -1 (fixtures
                // test_popup_textured, nkv_overlap).
                cell["NSMenuItem"] = .null
                cell["NSSelectedIndex"] = .integer(-1)
            } else if let selectedID, let selected = context.objectsByID[selectedID],
                      let index = menuItems.firstIndex(where: { $0 === selected }) {
                cell["NSMenuItem"] = .object(selected)
                if index > 0 { cell["NSSelectedIndex"] = .integer(Int64(index)) }
            }
            cell["NSPreferredEdge"] = .integer(preferredEdge)
        }
        if menu != nil { cell["NSUsesItemFromMenu"] = .bool(true) }
        // NSAltersState YES in every pair and all 25 pop-up cells of the legacy archives; for
        // altersStateOfSelectedItem="NO" nothing is written — **inferred**: GNUstep's keyed
        // NSPopUpButtonCell decoder reads it with decodeBoolForKey:, absent = NO, and no archive has a NO.
        if try reader.bool("altersStateOfSelectedItem", default: true) { cell["NSAltersState"] = .bool(true) }
        let arrow = try reader.mapped("arrowPosition", ["arrowAtCenter": Int64(1), "arrowAtBottom": 2, "noArrow": 0], default: 2)
        if arrow != 0 { cell["NSArrowPosition"] = .integer(arrow) }
        try reader.finish()
        return cell
    }
}
