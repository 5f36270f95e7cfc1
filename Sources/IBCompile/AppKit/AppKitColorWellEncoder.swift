import IBDocument

/// `<colorWell>` → `NSColorWell`: a control without a cell (`NSControlWritingDirection` 0),
/// an empty `NSSubviews`, the colour pasteboard type in `NSDragTypes`, `NSIsBordered` and
/// `NSColor`.
enum AppKitColorWellEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let well = AppKitArchiveObject(className: "NSColorWell")
        var reader = AppKitAttributeReader(element)
        var color: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(well, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "color", child.attribute("key") == "color" else { return false }
            color = try walker.context.colors.encode(child, ownerID: element.attribute("id"))
            return true
        }
        well.setIfAbsent("NSSubviews", .object(.mutableArray([])))
        well["NSDragTypes"] = .object(.mutableSet([.string("NSColor pasteboard type")]))
        AppKitControlKeys.finish(well, enabled: try reader.bool("enabled", default: true))
        well["NSCell"] = nil
        well["NSControlTextAlignment"] = .integer(0)
        well["NSControlWritingDirection"] = .integer(0)
        well["NSIsBordered"] = .bool(try reader.bool("bordered", default: true))
        if let color { well["NSColor"] = .object(color) }
        well.order(AppKitControlKeys.order)
        try reader.finish()
        return well
    }
}
