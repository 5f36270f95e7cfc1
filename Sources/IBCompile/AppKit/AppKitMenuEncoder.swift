import Foundation
import IBDocument

/// `<menu>` → `NSMenu` { `NSTitle`, `NSMenuItems`, `NSName` (`_NSMainMenu`… for system
/// menus) } and `<menuItem>` → `NSMenuItem`. Every item carries the checkmark and mixed-state
/// images as shared `NSCustomResource`s, `NSMnemonicLoc` = NSNotFound, and Command as the
/// key-equivalent modifier unless a `<modifierMask>` says otherwise; an item with a submenu
/// targets it with `submenuAction:`.
enum AppKitMenuEncoder {
    static let systemMenuNames = [
        "apple": "_NSAppleMenu", "main": "_NSMainMenu", "font": "_NSFontMenu", "services": "_NSServicesMenu",
        "recentDocuments": "_NSRecentDocumentsMenu", "window": "_NSWindowsMenu", "help": "_NSHelpMenu",
    ]
    static let commandModifier: Int64 = 0x100000
    static let itemKeyOrder = [
        "NSMenu", "NSIsAlternate", "NSIsDisabled", "NSIsSeparator", "NSIsHidden", "NSAllowsKeyEquivalentLocalization",
        "NSAllowsKeyEquivalentMirroring", "NSHasActionImage", "NSTitle", "NSKeyEquiv", "NSKeyEquivModMask", "NSMnemonicLoc", "NSState",
        "NSIndent", "NSImage", "NSActionImage", "NSOnImage", "NSMixedImage", "NSAction", "NSTag", "NSTarget", "NSSubmenu", "NSToolTip",
        "NSUserInterfaceItemIdentifier", "NSHiddenInRepresentation",
    ]

    /// The items of an encoded menu, in order.
    static func items(of menu: AppKitArchiveObject) -> [AppKitArchiveObject] {
        guard case .object(let list)? = menu["NSMenuItems"] else { return [] }
        return list.values.compactMap { entry in
            if case .object(let item) = entry.value { return item }
            return nil
        }
    }

    static func encodeMenu(_ element: MarkupElement, parent: AppKitArchiveObject?,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let menu = AppKitArchiveObject(className: "NSMenu")
        AppKitCustomClass.apply(to: menu, reader: &reader, context: walker.context)
        walker.context.list(menu, id: reader.id, parent: parent)
        var items: [AppKitArchiveObject]?
        for child in element.childElements {
            if child.name == "items" {
                var encoded: [AppKitArchiveObject] = []
                for itemElement in child.childElements {
                    guard itemElement.name == "menuItem" else { throw walker.unsupported(itemElement) }
                    encoded.append(try encodeMenuItem(itemElement, parent: menu, walker: walker))
                }
                items = encoded
            } else if try !walker.encodeCommonChild(child, of: menu) {
                throw walker.unsupported(child)
            }
        }
        let isSubmenu = element.attribute("key") == "submenu"
        // An untitled pop-up menu has an empty title; other untitled menus a nil one.
        let untitled: AppKitArchiveValue = parent?.className == "NSPopUpButtonCell" ? .string("") : .null
        menu["NSTitle"] = reader.string("title").map { .string($0) } ?? untitled
        if let items {
            menu["NSMenuItems"] = .object(.mutableArray(items))
        } else if isSubmenu {
            menu["NSMenuItems"] = .object(.mutableArray([]))
        }
        if let systemMenu = reader.string("systemMenu") {
            guard let name = systemMenuNames[systemMenu] else { throw reader.unsupported("systemMenu", systemMenu) }
            menu["NSName"] = .string(name)
        }
        // autoenablesItems="NO" → NSNoAutoenable YES (transmission_MainMenu's Help menu, which has no
        // NSName; after NSName, as Cocotron's encoder writes it, is inferred).
        if !(try reader.bool("autoenablesItems", default: true)) { menu["NSNoAutoenable"] = .bool(true) }
        try reader.finish()
        return menu
    }

    static func encodeMenuItem(_ element: MarkupElement, parent: AppKitArchiveObject?,
                               walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let item = AppKitArchiveObject(className: "NSMenuItem")
        AppKitCustomClass.apply(to: item, reader: &reader, context: walker.context)
        walker.context.list(item, id: reader.id, parent: parent)
        var title = reader.string("title")
        var keyEquivalent = reader.string("keyEquivalent")
        var modifierMask: Int64?
        var submenu: AppKitArchiveObject?
        var pendingConnections: MarkupElement?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("string", "title") where child.attribute("base64-UTF8") != "YES":
                title = child.textContent
            case ("string", "keyEquivalent"):
                // A key equivalent XML cannot hold (backspace) comes base64-encoded; ibtool archives
                // the decoded text (transmission_MainMenu: "CA" → U+0008).
                keyEquivalent = try Self.text(of: child)
            case ("modifierMask", "keyEquivalentModifierMask"):
                modifierMask = try self.modifierMask(child)
            case ("attributedString", "attributedTitle") where child.childElements.isEmpty && child.attributes.count == 1:
                // An empty attributed title (Xcode writes `<attributedString key="attributedTitle"/>`
                // on items whose title is plain) archives nothing. **Hypothesis**: NSMenuItem's coder
                // writes NSAttributedTitle only when one is set (Finch's encoder), and the three corpus
                // documents with an empty one show those items with their plain titles; no pair has
                // one. A non-empty attributed title is refused (default branch).
                continue
            case ("menu", "submenu"):
                submenu = try encodeMenu(child, parent: item, walker: walker)
            case ("connections", _):
                // Encoded after the item's own keys are known, in document order among connectors.
                pendingConnections = child
            default:
                if try walker.encodeCommonChild(child, of: item) { continue }
                throw walker.unsupported(child)
            }
        }
        let isSeparator = try reader.bool("isSeparatorItem", default: false)
        if let parent, parent.className == "NSMenu" { item["NSMenu"] = .object(parent) }
        // alternate → NSIsAlternate; secondaryImage → NSHasActionImage and NSActionImage
        // (transmission_MainMenu: "Open With Options Window…", SF Symbols of catalog="system").
        if try reader.bool("alternate", default: false) { item["NSIsAlternate"] = .bool(true) }
        let secondaryImage = reader.string("secondaryImage")
        let catalog = reader.string("catalog")
        if !(try reader.bool("enabled", default: true)) || isSeparator { item["NSIsDisabled"] = .bool(true) }
        if isSeparator { item["NSIsSeparator"] = .bool(true) }
        if try reader.bool("hidden", default: false) { item["NSIsHidden"] = .bool(true) }
        item["NSAllowsKeyEquivalentLocalization"] = .bool(true)
        item["NSAllowsKeyEquivalentMirroring"] = .bool(true)
        if secondaryImage != nil { item["NSHasActionImage"] = .bool(true) }
        item["NSTitle"] = .string(title ?? "")
        item["NSKeyEquiv"] = .string(keyEquivalent ?? "")
        if !isSeparator {
            let mask = modifierMask ?? commandModifier
            if mask != 0 { item["NSKeyEquivModMask"] = .integer(mask) }
        }
        item["NSMnemonicLoc"] = .integer(0x7fff_ffff)
        if let image = reader.string("image") {
            item["NSImage"] = .object(AppKitImageResource.image(named: image, catalog: catalog, context: walker.context))
        }
        if let secondaryImage {
            // One `catalog` for two images: which it names is not known.
            if item["NSImage"] != nil { throw reader.unsupported("secondaryImage", "\(secondaryImage) (with an image)") }
            item["NSActionImage"] = .object(AppKitImageResource.image(named: secondaryImage, catalog: catalog, context: walker.context))
        }
        item["NSOnImage"] = .object(builtInImage("NSMenuCheckmark", size: "{18, 16}"))
        item["NSMixedImage"] = .object(builtInImage("NSMenuMixedState", size: "{18, 4}"))
        if let submenu {
            item["NSAction"] = .string("submenuAction:")
            item["NSTarget"] = .object(submenu)
            item["NSSubmenu"] = .object(submenu)
        }
        if let tag = try reader.integer("tag") { item["NSTag"] = .integer(tag) }
        if let state = reader.string("state") {
            guard let value = ["on": Int64(1), "mixed": -1, "off": 0][state] else { throw reader.unsupported("state", state) }
            if value != 0 { item["NSState"] = .integer(value) }
        }
        // Beyond the pairs (none has them): a tool tip, an identifier and an indentation level are
        // NSMenuItem's NSToolTip, NSUserInterfaceItemIdentifier and NSIndent, in the places Finch's
        // NSMenuItem coder writes them (mySTEP's decoder reads NSToolTip too). Inferred.
        if let indent = try reader.integer("indentationLevel"), indent != 0 { item["NSIndent"] = .integer(indent) }
        if let toolTip = reader.string("toolTip") { item["NSToolTip"] = .string(toolTip) }
        if let identifier = reader.string("identifier") { item["NSUserInterfaceItemIdentifier"] = .string(identifier) }
        item["NSHiddenInRepresentation"] = .bool(false)
        item.order(itemKeyOrder)
        try reader.finish()
        if let pendingConnections { try walker.encodeConnections(pendingConnections, source: item) }
        return item
    }

    /// The text of a `<string key=…>`, base64-decoded when `base64-UTF8="YES"` (Interface Builder
    /// leaves out the padding).
    static func text(of string: MarkupElement) throws -> String {
        guard string.attribute("base64-UTF8") == "YES" else { return string.textContent }
        var encoded = string.textContent.filter { !$0.isWhitespace }
        while encoded.count % 4 != 0 { encoded.append("=") }
        guard let data = Data(base64Encoded: encoded), let text = String(data: data, encoding: .utf8) else {
            throw AppKitEncodingError.malformed(element: "string", id: nil, reason: "its base64-UTF8 text does not decode")
        }
        return text
    }

    /// `NSCustomResource` naming one of AppKit's own images (menu state marks, built-in toolbar
    /// items' icons) with its design size, without the `system` namespace of named images.
    static func builtInImage(_ name: String, size: String) -> AppKitArchiveObject {
        let resource = AppKitArchiveObject(className: "NSCustomResource", isSharedByContent: true)
        resource.append("NSClassName", .string("NSImage"))
        resource.append("NSResourceName", .string(name))
        resource.append("IBNamespaceID", .null)
        let designSize = AppKitArchiveObject(className: "NSValue")
        designSize.append("NS.special", .integer(2))
        designSize.append("NS.sizeval", .string(size))
        resource.append("IBDesignSize", .object(designSize))
        resource.append("IBDesignImageConfiguration", .null)
        return resource
    }

    static func modifierMask(_ element: MarkupElement) throws -> Int64 {
        var reader = AppKitAttributeReader(element)
        var mask: Int64 = 0
        if try reader.bool("shift", default: false) { mask |= 0x20000 }
        if try reader.bool("control", default: false) { mask |= 0x40000 }
        if try reader.bool("option", default: false) { mask |= 0x80000 }
        if try reader.bool("command", default: false) { mask |= 0x100000 }
        if try reader.bool("function", default: false) { mask |= 0x800000 }
        try reader.finish()
        return mask
    }
}
