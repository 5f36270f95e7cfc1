import IBDocument

/// `<box>` → `NSBox` { `NSOffsets` ({5, 5} for separators, {0, 0} otherwise), `NSTitleCell`
/// (an unlisted `NSTextFieldCell`: centred, 11 pt system font, label colour on text
/// background), `NSContentView` (sized to the box minus the 12 pt title), `NSBorderType` 3,
/// `NSBoxType`, `NSTitlePosition` 2 (top), `NSTransparent`,
/// `IBNSBoxIsUsingDocumentContentView` }. Border and fill colours of primary and separator
/// boxes leave no trace in ibtool's output (fixture test_box_colors); custom boxes are refused.
enum AppKitBoxEncoder {
    static let titleHeight: Double = 12

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let box = AppKitArchiveObject(className: "NSBox")
        var reader = AppKitAttributeReader(element)
        let horizontal = reader.string("horizontalHuggingPriority")
        let vertical = reader.string("verticalHuggingPriority")
        let boxType = try reader.mapped("boxType", ["primary": Int64(0), "separator": 2], default: 0)
        try reader.accept("borderType", only: ["bezel"])
        try reader.accept("titlePosition", only: ["atTop"])
        let title = reader.string("title") ?? "Title"
        let frame = try element.firstChild(named: "rect", key: "frame").map { try AppKitRect($0, ownerID: reader.id) }
        var contentView: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(box, element: element, reader: &reader, parent: parent, walker: walker) { child in
            switch (child.name, child.attribute("key")) {
            case ("view", "contentView"):
                var contentWalker = walker
                let size = frame.map { ($0.width, $0.height - titleHeight) } ?? (0, 0)
                contentWalker.contentSize = size
                let view = try contentWalker.encodeObject(child, parent: box)
                // A box's content view resizes with the box unless it says otherwise.
                if child.firstChild(named: "autoresizingMask") == nil, let flags = view.integer("NSvFlags") {
                    view["NSvFlags"] = .integer((flags & ~0x3F) | 0x12)
                }
                try resizeSubviews(of: child, from: try child.firstChild(named: "rect", key: "frame").map {
                    try AppKitRect($0, ownerID: child.attribute("id"))
                }, to: size, context: walker.context)
                view["NSNextResponder"] = .object(box)
                view["NSSuperview"] = .object(box)
                view.order(AppKitViewEncoder.commonKeyOrder)
                contentView = view
                return true
            case ("color", "borderColor"), ("color", "fillColor"):
                _ = try walker.context.colors.encode(child, ownerID: element.attribute("id"))
                return true
            default:
                return false
            }
        }
        box["NSSubviews"] = .object(.mutableArray(contentView.map { [$0] } ?? []))
        if horizontal != nil || vertical != nil {
            box["NSHuggingPriority"] = .string("{\(horizontal ?? "250"), \(vertical ?? "750")}")
        }
        box["NSOffsets"] = .string(boxType == 2 ? "{5, 5}" : "{0, 0}")
        box["NSTitleCell"] = .object(try titleCell(title, context: walker.context, boxID: reader.id))
        if let contentView { box["NSContentView"] = .object(contentView) }
        box["NSBorderType"] = .integer(3)
        box["NSBoxType"] = .integer(boxType)
        box["NSTitlePosition"] = .integer(2)
        box["NSTransparent"] = .bool(try reader.bool("transparent", default: false))
        if contentView != nil { box["IBNSBoxIsUsingDocumentContentView"] = .bool(true) }
        box.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()
        return box
    }

    /// ibtool applies the subviews' autoresizing when it resizes the content view to the box:
    /// a flexible width or height grows by the difference (or fills when it was as large).
    private static func resizeSubviews(of contentElement: MarkupElement, from raw: AppKitRect?, to size: (Double, Double),
                                       context: AppKitEncodingContext) throws {
        guard let raw, raw.width != size.0 || raw.height != size.1,
              let subviews = contentElement.firstChild(named: "subviews") else { return }
        for subview in subviews.childElements {
            guard let id = subview.attribute("id"), let object = context.objectsByID[id],
                  let frameElement = subview.firstChild(named: "rect", key: "frame"),
                  let maskElement = subview.firstChild(named: "autoresizingMask") else { continue }
            var frame = try AppKitRect(frameElement, ownerID: id)
            let mask = try AppKitViewEncoder.autoresizingMask(maskElement, ownerID: id)
            if mask & 0x02 != 0 { frame.width = frame.width >= raw.width ? size.0 : frame.width + size.0 - raw.width }
            if mask & 0x10 != 0 { frame.height = frame.height >= raw.height ? size.1 : frame.height + size.1 - raw.height }
            AppKitViewEncoder.replaceFrame(frame, of: object, keyOrder: AppKitControlKeys.order)
        }
    }

    private static func titleCell(_ title: String, context: AppKitEncodingContext, boxID: String?) throws -> AppKitArchiveObject {
        let cell = AppKitArchiveObject(className: "NSTextFieldCell")
        cell.append("NSCellFlags", .integer(0x400_0000))
        cell.append("NSCellFlags2", .integer(0x800_0000))
        cell.append("NSContents", .string(title))
        let font = AppKitArchiveObject(className: "NSFont", isSharedByContent: true)
        font.append("NSName", .string(".AppleSystemUIFont"))
        font.append("NSSize", .double(11))
        font.append("NSfFlags", .integer(AppKitFontEncoder.roleFlags(0x1c)))
        cell.append("NSSupport", .object(font))
        cell.append("NSControlView", .null)
        cell.append("NSBackgroundColor", .object(try context.colors.systemColor("textBackgroundColor", element: "box", ownerID: boxID)))
        cell.append("NSTextColor", .object(try context.colors.systemColor("labelColor", element: "box", ownerID: boxID)))
        return cell
    }
}
