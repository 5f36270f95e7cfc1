import IBDocument

/// `<imageView>` → `NSImageView` (an empty `NSSubviews`, the default `NSDragTypes`,
/// `NSEditable`, `NSImageViewPlaceholderPrecedence`) with `<imageCell key="cell">` →
/// `NSImageCell` { `NSContents` (image resource), `NSAlign`, `NSScale`, `NSStyle`,
/// `NSAnimates`, `NSImageAnimation` = -1 }.
enum AppKitImageViewEncoder {
    /// The pasteboard types every archived image view accepts.
    static let dragTypes = [
        "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type", "NSFilenamesPboardType",
        "NeXT TIFF v4.0 pasteboard type", "com.apple.NSFilePromiseItemMetaData",
        "com.apple.pasteboard.promised-file-content-type",
        "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let imageView = AppKitArchiveObject(className: "NSImageView")
        var reader = AppKitAttributeReader(element)
        let horizontal = reader.string("horizontalHuggingPriority")
        let vertical = reader.string("verticalHuggingPriority")
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(imageView, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "imageCell", child.attribute("key") == "cell" else { return false }
            cell = try encodeCell(child, control: imageView, walker: walker)
            return true
        }
        if let cell { imageView["NSCell"] = .object(cell) }
        imageView.setIfAbsent("NSSubviews", .object(.mutableArray([])))
        imageView["NSDragTypes"] = .object(.mutableSet(dragTypes.map { .string($0) }))
        if horizontal != nil || vertical != nil {
            imageView["NSHuggingPriority"] = .string("{\(horizontal ?? "250"), \(vertical ?? "250")}")
        }
        AppKitControlKeys.finish(imageView, enabled: true)
        imageView["NSEditable"] = .bool(try reader.bool("editable", default: true))
        imageView["NSImageViewPlaceholderPrecedence"] = .integer(0)
        imageView["IBNSShadowedSymbolConfiguration"] = .null
        imageView.order(AppKitControlKeys.order)
        try reader.finish()
        return imageView
    }

    /// `imageAlignment` → `NSAlign`, AppKit's public `NSImageAlignment` (NSImageCell.h: center 0, top 1,
    /// top-left 2, top-right 3, left 4, bottom 5, bottom-left 6, bottom-right 7, right 8); Xcode writes
    /// the attribute only off its default, center. `NSAlign` is this enum and not the cell's text
    /// `alignment` (which NSCellFlags2 and NSControlTextAlignment carry, `AppKitCellEncoder`): the
    /// legacy archive sequelpro DBView has an NSImageCell with `NSAlign` 8, past every text alignment,
    /// and every pair's image cell (all `alignment="left"`, no `imageAlignment`) has `NSAlign` 0.
    static let imageAlignments: [String: Int64] = [
        "center": 0, "top": 1, "topLeft": 2, "topRight": 3, "left": 4, "bottom": 5, "bottomLeft": 6,
        "bottomRight": 7, "right": 8,
    ]

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        let alignment = try reader.mapped("imageAlignment", imageAlignments, default: 0)
        let cell = try AppKitCellEncoder.beginCell("NSImageCell", reader: &reader, control: control, context: context)
        if context.toolsVersion <= 2494, case .integer(let flags)? = cell["NSCellFlags"] {
            cell["NSCellFlags"] = .integer(flags | 0x800_0000)
        }
        if let image = reader.string("image") {
            cell["NSContents"] = .object(AppKitImageResource.image(named: image, context: context))
        }
        cell["NSControlView"] = .object(control)
        cell["NSAlign"] = .integer(alignment)
        cell["NSScale"] = .integer(try reader.mapped("imageScaling", ["proportionallyDown": Int64(0), "axesIndependently": 1,
                                                                      "none": 2, "proportionallyUpOrDown": 3], default: 2))
        // NSImageFrameStyle; grayBezel (2) seen in sb_imagecell_nsstyle, the other styles not yet.
        cell["NSStyle"] = .integer(try reader.mapped("imageFrameStyle", ["none": Int64(0), "grayBezel": 2], default: 0))
        // Without `animates`, a xib's cell does not animate (test32_hugging_priority,
        // HSChooserWindow) and a storyboard's does (sb_swift_wc, sb_imagecell_style, sb_imagecell_nsstyle).
        cell["NSAnimates"] = .bool(try reader.bool("animates", default: context.document.kind.format == .storyboard))
        cell["NSImageAnimation"] = .integer(-1)
        for child in element.childElements where !(try walker.encodeCommonChild(child, of: cell)) {
            throw walker.unsupported(child)
        }
        try reader.finish()
        return cell
    }
}
