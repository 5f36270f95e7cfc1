import IBDocument

/// `<box>` → `NSBox` { `NSOffsets` ({5, 5} for separators, {0, 0} otherwise), `NSTitleCell`
/// (an unlisted `NSTextFieldCell`: centred, 11 pt system font unless `<font key="titleFont">`,
/// label colour on text background), `NSContentView` (sized to the box minus the 12 pt title
/// strip of a title at the top), `NSBorderType`, `NSBoxType`, `NSTitlePosition`, `NSTransparent`,
/// `IBNSBoxIsUsingDocumentContentView` } (fixtures test_box_colors, test_box_titled,
/// box_separator_autoresize). Border and fill colours of primary and separator boxes leave no
/// trace in ibtool's output (test_box_colors).
///
/// Beyond the fixtures (no pair has them): the enumerations are AppKit's public ones
/// (`NSBoxType` primary 0, secondary 1, separator 2, oldStyle 3, custom 4; `NSBorderType` none 0,
/// line 1, bezel 2, groove 3 — a box without `borderType` is 3 in every pair; `NSTitlePosition`
/// noTitle 0 … atTop 2, the default); a custom box also archives `NSBorderWidth2` (an `NSNumber`),
/// `NSCornerRadius2` (a double), `NSBorderColor2` and `NSFillColor2` after `NSTransparent`, each
/// only when the document gives it — keys and order as Finch's NSBox coder and Cappuccino's
/// nib2cib reader (which read Apple's nibs) name them; their types are Finch's decoder's.
/// **Inferred**: that absent custom values are left to AppKit's defaults (width 1, radius 0), that
/// a title away from the top takes no room from the content view in ibtool's output, and a custom
/// box's content frame (`contentRect`).
enum AppKitBoxEncoder {
    static let titleHeight: Double = 12
    static let boxTypes: [String: Int64] = ["primary": 0, "secondary": 1, "separator": 2, "oldStyle": 3, "custom": 4]
    static let borderTypes: [String: Int64] = ["none": 0, "line": 1, "bezel": 2, "groove": 3]
    static let titlePositions: [String: Int64] = [
        "noTitle": 0, "aboveTop": 1, "atTop": 2, "belowTop": 3, "aboveBottom": 4, "atBottom": 5, "belowBottom": 6,
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let box = AppKitArchiveObject(className: "NSBox")
        var reader = AppKitAttributeReader(element)
        let horizontal = reader.string("horizontalHuggingPriority")
        let vertical = reader.string("verticalHuggingPriority")
        let boxType = try reader.mapped("boxType", boxTypes, default: 0)
        let borderType = try reader.mapped("borderType", borderTypes, default: 3)
        let titlePosition = try reader.mapped("titlePosition", titlePositions, default: 2)
        let title = reader.string("title") ?? (titlePosition == 0 ? "" : "Title")
        let borderWidth = try reader.double("borderWidth")
        let cornerRadius = try reader.double("cornerRadius")
        if boxType != 4, let name = ["borderWidth", "cornerRadius"].first(where: { element.attribute($0) != nil }) {
            // Only a custom box draws its own border; what ibtool writes for another is not known.
            throw reader.unsupported(name, element.attribute(name) ?? "")
        }
        let frame = try element.firstChild(named: "rect", key: "frame").map { try AppKitRect($0, ownerID: reader.id) }
        let content = contentRect(boxSize: frame.map { ($0.width, $0.height) } ?? (0, 0), boxType: boxType,
                                  borderType: borderType, titlePosition: titlePosition, borderWidth: borderWidth)
        var contentView: AppKitArchiveObject?
        var titleFont: AppKitArchiveObject?
        var customColors: [String: AppKitArchiveObject] = [:]
        try AppKitViewEncoder.encodeView(box, element: element, reader: &reader, parent: parent, walker: walker) { child in
            switch (child.name, child.attribute("key")) {
            case ("view", "contentView"):
                var contentWalker = walker
                let size = (content.width, content.height)
                contentWalker.contentSize = size
                let view = try contentWalker.encodeObject(child, parent: box)
                if content.x != 0 || content.y != 0 { AppKitViewEncoder.replaceFrame(content, of: view) }
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
                let color = try walker.context.colors.encode(child, ownerID: element.attribute("id"))
                if boxType == 4 { customColors[child.attribute("key") ?? ""] = color }
                return true
            case ("font", "titleFont"):
                titleFont = try AppKitFontEncoder.encode(child, ownerID: element.attribute("id"))
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
        box["NSTitleCell"] = .object(try titleCell(title, font: titleFont, context: walker.context, boxID: reader.id))
        if let contentView { box["NSContentView"] = .object(contentView) }
        box["NSBorderType"] = .integer(borderType)
        box["NSBoxType"] = .integer(boxType)
        box["NSTitlePosition"] = .integer(titlePosition)
        box["NSTransparent"] = .bool(try reader.bool("transparent", default: false))
        if let borderWidth {
            let number = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
            number.append("NS.dblval", .double(borderWidth))
            box["NSBorderWidth2"] = .object(number)
        }
        if let cornerRadius { box["NSCornerRadius2"] = .double(cornerRadius) }
        if let color = customColors["borderColor"] { box["NSBorderColor2"] = .object(color) }
        if let color = customColors["fillColor"] { box["NSFillColor2"] = .object(color) }
        if contentView != nil { box["IBNSBoxIsUsingDocumentContentView"] = .bool(true) }
        box.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()
        return box
    }

    /// The content view's frame in the nib. ibtool sizes it to the box less the 12-point strip of a
    /// title at the top, whatever the document's frame (test_box_colors: a 260 × 160 box, content
    /// {260, 148}; test_box_titled). A custom box draws no title; its content view is the box inset
    /// by the border width unless it has no border — **inferred**: no pair has a custom box; this is
    /// the frame Xcode itself writes for every custom box's content view in the corpus (72 boxes:
    /// {1, 1} and 2 points smaller with the default width 1 — a 1-point-high box's content 0 high —,
    /// the whole box when borderless or at width 0).
    static func contentRect(boxSize: (Double, Double), boxType: Int64, borderType: Int64, titlePosition: Int64,
                            borderWidth: Double?) -> AppKitRect {
        if boxType == 4 {
            let inset = borderType == 0 ? 0 : borderWidth ?? 1
            return AppKitRect(x: inset, y: inset, width: max(0, boxSize.0 - 2 * inset), height: max(0, boxSize.1 - 2 * inset))
        }
        let takenByTitle = [1, 2, 3].contains(titlePosition) ? titleHeight : 0
        return AppKitRect(x: 0, y: 0, width: boxSize.0, height: boxSize.1 - takenByTitle)
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

    private static func titleCell(_ title: String, font titleFont: AppKitArchiveObject?, context: AppKitEncodingContext,
                                  boxID: String?) throws -> AppKitArchiveObject {
        let cell = AppKitArchiveObject(className: "NSTextFieldCell")
        cell.append("NSCellFlags", .integer(0x400_0000))
        cell.append("NSCellFlags2", .integer(0x800_0000))
        cell.append("NSContents", .string(title))
        let font = AppKitArchiveObject(className: "NSFont", isSharedByContent: true)
        font.append("NSName", .string(".AppleSystemUIFont"))
        font.append("NSSize", .double(11))
        font.append("NSfFlags", .integer(AppKitFontEncoder.roleFlags(0x1c)))
        cell.append("NSSupport", .object(titleFont ?? font))
        cell.append("NSControlView", .null)
        cell.append("NSBackgroundColor", .object(try context.colors.systemColor("textBackgroundColor", element: "box", ownerID: boxID)))
        cell.append("NSTextColor", .object(try context.colors.systemColor("labelColor", element: "box", ownerID: boxID)))
        return cell
    }
}
