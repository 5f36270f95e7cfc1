import IBDocument

/// `<toolbar key="toolbar">` of a window → `NSToolbar`, archived as the window template's
/// `NSViewClass` (a window with a toolbar has no default `NSMaxSize`). Keys, from the Apple
/// nibs of fixtures toolbar_default_refs and toolbar_searchfield_view:
///
/// - `NSToolbar`: `NSToolbarIdentifier` (`implicitIdentifier`), `NSToolbarDelegate` nil,
///   `NSToolbarPrefersToBeShown`, `NSToolbarAllowsUserCustomization`,
///   `NSToolbarAutosavesConfiguration`, `NSToolbarDisplayMode` (default 0, iconAndLabel 1,
///   iconOnly 2, labelOnly 3), `NSToolbarSizeMode` (default 0, regular 1, small 2),
///   `NSToolbarCenteredItemIdentifier` nil, `NSToolbarIBIdentifiedItems` (an
///   `NSMutableDictionary` identifier → item, allowed items in order), `NSToolbarIBAllowedItems`
///   and `NSToolbarIBDefaultItems` (`NSArray`s), `NSToolbarIBSelectableItems` (empty
///   `NSMutableArray`).
/// - Items, listed under the toolbar: the system spaces `NSToolbarFlexibleSpaceItem` /
///   `NSToolbarSpaceItem` are archived as their own classes (palette labels "Flexible Space" /
///   "Space", 8 × 24 minimum, tag −1, a disabled separator `NSMenuItem` as menu form); an item
///   with a `view` is an `NSToolbarItem` with its label, palette label, an empty tool tip, the
///   view (listed under the item, no superview, no next responder), `minSize`/`maxSize`, tag 0;
///   an item with an `image` instead (sb_toolbar) has no view, the image resource, its `tag`.
///   `NSToolbarShowColorsItem` (sb_toolbar_colors_tv) is an `NSToolbarItem` carrying what AppKit
///   gives it: label and palette label "Colors", tool tip "Show Color Panel", bordered, the
///   `NSToolbarShowColors` image (no namespace), action `orderFrontColorPanel:`, 44 × 42, tag −1.
///   Other system items and custom items with neither view nor image are refused (no reference yet).
/// - `NSToolbarIBDefaultItems` is absent when the toolbar has no `<defaultToolbarItems>`
///   (sb_toolbar_colors_tv).
enum AppKitToolbarEncoder {
    private static let systemSpaces: [String: (paletteLabel: String, maxWidth: Double)] = [
        "NSToolbarFlexibleSpaceItem": ("Flexible Space", 20000),
        "NSToolbarSpaceItem": ("Space", 8),
    ]

    private struct BuiltInItem {
        let label: String, toolTip: String, image: String, action: String, size: String
    }

    private static let builtInItems: [String: BuiltInItem] = [
        "NSToolbarShowColorsItem": BuiltInItem(label: "Colors", toolTip: "Show Color Panel", image: "NSToolbarShowColors",
                                               action: "orderFrontColorPanel:", size: "{44, 42}"),
    ]

    static func encode(_ element: MarkupElement, window: AppKitArchiveObject,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        let toolbar = AppKitArchiveObject(className: "NSToolbar")
        context.list(toolbar, id: reader.id, parent: window)
        guard let identifier = reader.string("implicitIdentifier") else {
            throw AppKitEncodingError.malformed(element: "toolbar", id: reader.id, reason: "a toolbar needs implicitIdentifier")
        }
        toolbar.append("NSToolbarIdentifier", .string(identifier))
        toolbar.append("NSToolbarDelegate", .null)
        toolbar.append("NSToolbarPrefersToBeShown", .bool(true))
        toolbar.append("NSToolbarAllowsUserCustomization", .bool(try reader.bool("allowsUserCustomization", default: true)))
        toolbar.append("NSToolbarAutosavesConfiguration", .bool(try reader.bool("autosavesConfiguration", default: true)))
        toolbar.append("NSToolbarDisplayMode", .integer(try reader.mapped(
            "displayMode", ["default": Int64(0), "iconAndLabel": 1, "iconOnly": 2, "labelOnly": 3], default: 0)))
        toolbar.append("NSToolbarSizeMode", .integer(try reader.mapped(
            "sizeMode", ["default": Int64(0), "regular": 1, "small": 2], default: 0)))
        toolbar.append("NSToolbarCenteredItemIdentifier", .null)

        var allowed: [AppKitArchiveObject] = []
        var allowedByID: [String: AppKitArchiveObject] = [:]
        var identified: [AppKitArchiveValue] = []
        var defaults: [AppKitArchiveObject]?
        for child in element.childElements {
            switch child.name {
            case "allowedToolbarItems":
                for itemElement in child.childElements {
                    guard itemElement.name == "toolbarItem" else { throw walker.unsupported(itemElement) }
                    let (item, itemIdentifier) = try encodeItem(itemElement, toolbar: toolbar, walker: walker)
                    allowed.append(item)
                    if let id = itemElement.attribute("id") { allowedByID[id] = item }
                    identified += [.string(itemIdentifier), .object(item)]
                }
            case "defaultToolbarItems":
                defaults = defaults ?? []
                for reference in child.childElements {
                    guard reference.name == "toolbarItem", let id = reference.attribute("reference"),
                          let item = allowedByID[id] else {
                        throw AppKitEncodingError.malformed(element: "toolbarItem", id: reference.attribute("reference"),
                                                            reason: "a default toolbar item must refer to an allowed item")
                    }
                    defaults = (defaults ?? []) + [item]
                }
            default:
                if try walker.encodeCommonChild(child, of: toolbar) { continue }
                throw walker.unsupported(child)
            }
        }
        toolbar.append("NSToolbarIBIdentifiedItems", .object(.collection("NSMutableDictionary", identified)))
        toolbar.append("NSToolbarIBAllowedItems", .object(.array(allowed)))
        if let defaults { toolbar.append("NSToolbarIBDefaultItems", .object(.array(defaults))) }
        toolbar.append("NSToolbarIBSelectableItems", .object(.mutableArray([])))
        try reader.finish()
        return toolbar
    }

    private static func encodeItem(_ element: MarkupElement, toolbar: AppKitArchiveObject,
                                   walker: AppKitElementWalker) throws -> (AppKitArchiveObject, String) {
        var reader = AppKitAttributeReader(element)
        guard let identifier = reader.string("implicitItemIdentifier") else {
            throw AppKitEncodingError.malformed(element: "toolbarItem", id: reader.id, reason: "a toolbar item needs implicitItemIdentifier")
        }
        let space = systemSpaces[identifier]
        let builtIn = builtInItems[identifier]
        if space == nil && builtIn == nil && identifier.hasPrefix("NSToolbar") { throw reader.unsupported("implicitItemIdentifier", identifier) }
        let item = AppKitArchiveObject(className: space == nil ? "NSToolbarItem" : identifier)
        walker.context.list(item, id: reader.id, parent: toolbar)
        var view: AppKitArchiveObject?
        var minSize: String?
        var maxSize: String?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case (_, "view") where space == nil && builtIn == nil:
                let encoded = try walker.encodeObject(child, parent: item)
                encoded["NSNextResponder"] = .null
                view = encoded
            case ("size", "minSize"), ("size", "maxSize"):
                var sizeReader = AppKitAttributeReader(child)
                guard let width = try sizeReader.double("width"), let height = try sizeReader.double("height") else {
                    throw AppKitEncodingError.malformed(element: "size", id: reader.id, reason: "a toolbar item size needs width and height")
                }
                try sizeReader.finish()
                let text = AppKitRect.sizeString(width, height)
                if child.attribute("key") == "minSize" { minSize = text } else { maxSize = text }
            default:
                if try walker.encodeCommonChild(child, of: item) { continue }
                throw walker.unsupported(child)
            }
        }
        item.append("NSToolbarItemIdentifier", .string(identifier))
        var image: AppKitArchiveValue = .null
        if let builtIn {
            item.append("NSToolbarItemLabel", .string(builtIn.label))
            item.append("NSToolbarItemPaletteLabel", .string(builtIn.label))
            item.append("NSToolbarItemToolTip", .string(builtIn.toolTip))
            item.append("NSToolbarItemView", .null)
            image = .object(AppKitMenuEncoder.builtInImage(builtIn.image, size: "{32, 32}"))
        } else if let space {
            item.append("NSToolbarItemLabel", .string(""))
            item.append("NSToolbarItemPaletteLabel", .string(space.paletteLabel))
            item.append("NSToolbarItemToolTip", .null)
            item.append("NSToolbarItemView", .null)
        } else {
            let imageName = reader.string("image")
            if view != nil && imageName != nil { throw reader.unsupported("image", imageName ?? "") }
            if let imageName { image = .object(AppKitImageResource.image(named: imageName, context: walker.context)) }
            guard view != nil || imageName != nil else {
                throw AppKitEncodingError.malformed(element: "toolbarItem", id: reader.id,
                                                    reason: "toolbar items with neither view nor image cannot be compiled to a macOS nib yet")
            }
            item.append("NSToolbarItemLabel", .string(reader.string("label") ?? ""))
            item.append("NSToolbarItemPaletteLabel", .string(reader.string("paletteLabel") ?? ""))
            item.append("NSToolbarItemToolTip", .string(""))
            item.append("NSToolbarItemView", view.map { .object($0) } ?? .null)
        }
        item.append("NSToolbarItemBordered", .bool(builtIn != nil))
        item.append("NSToolbarItemImage", image)
        item.append("NSToolbarItemTitle", .string(""))
        item.append("NSToolbarItemTarget", .null)
        item.append("NSToolbarItemAction", builtIn.map { .string($0.action) } ?? .null)
        let defaultSize = builtIn?.size ?? (space != nil ? "{8, 24}" : "{0, 0}")
        item.append("NSToolbarItemMinSize", .string(minSize ?? defaultSize))
        item.append("NSToolbarItemMaxSize", .string(maxSize ?? space.map { AppKitRect.sizeString($0.maxWidth, 24) } ?? defaultSize))
        if space == nil && builtIn == nil && (minSize == nil || maxSize == nil) {
            throw AppKitEncodingError.malformed(element: "toolbarItem", id: reader.id,
                                                reason: "a custom toolbar item without minSize and maxSize cannot be compiled to a macOS nib yet")
        }
        if builtIn != nil && (minSize != nil || maxSize != nil) {
            throw AppKitEncodingError.malformed(element: "toolbarItem", id: reader.id, reason: "sizes on a system toolbar item cannot be compiled to a macOS nib yet")
        }
        item.append("NSToolbarItemIgnoreMinMaxSizes", .bool(false))
        item.append("NSToolbarItemEnabled", .bool(true))
        item.append("NSToolbarItemAutovalidates", .bool(true))
        let tag = try reader.integer("tag") ?? (space != nil || builtIn != nil ? -1 : 0)
        if (space != nil || builtIn != nil) && tag != -1 { throw reader.unsupported("tag", String(tag)) }
        item.append("NSToolbarItemTag", .integer(tag))
        item.append("NSToolbarItemVisibilityPriority", .integer(0))
        item.append("NSToolbarItemNavigational", .bool(false))
        if space != nil { item.append("NSToolbarItemMenuFormRepresentation", .object(separatorMenuItem())) }
        item.append("NSToolbarIsUserRemovable", .bool(true))
        item.append("NSToolbarItemStyle", .integer(0))
        try reader.finish()
        return (item, identifier)
    }

    /// The menu form of a system space: a disabled separator item.
    private static func separatorMenuItem() -> AppKitArchiveObject {
        let item = AppKitArchiveObject(className: "NSMenuItem")
        item.append("NSIsDisabled", .bool(true))
        item.append("NSIsSeparator", .bool(true))
        item.append("NSAllowsKeyEquivalentLocalization", .bool(true))
        item.append("NSAllowsKeyEquivalentMirroring", .bool(true))
        item.append("NSTitle", .string(""))
        item.append("NSKeyEquiv", .string(""))
        item.append("NSKeyEquivModMask", .integer(0x10_0000))
        item.append("NSMnemonicLoc", .integer(0x7fff_ffff))
        item.append("NSOnImage", .object(AppKitMenuEncoder.builtInImage("NSMenuCheckmark", size: "{18, 16}")))
        item.append("NSMixedImage", .object(AppKitMenuEncoder.builtInImage("NSMenuMixedState", size: "{18, 4}")))
        item.append("NSHiddenInRepresentation", .bool(false))
        return item
    }
}
