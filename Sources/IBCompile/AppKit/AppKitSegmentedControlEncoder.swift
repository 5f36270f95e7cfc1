import IBDocument

/// `<segmentedControl>` → `NSSegmentedControl` (an empty `NSSubviews`; hugging unless {250, 750})
/// with `<segmentedCell key="cell">` → `NSSegmentedCell` { `NSSegmentImages` (one
/// `NSSegmentItem` per `<segment>`), `NSSelectedSegment`, `NSSegmentStyle`,
/// `NSTrackingMode` (unless select-one), `NSSegmentDistribution` }.
enum AppKitSegmentedControlEncoder {
    static let styles: [String: Int64] = [
        "rounded": 1, "texturedRounded": 2, "roundRect": 3, "texturedSquare": 4, "capsule": 5, "smallSquare": 6,
        "separated": 9,
    ]
    static let trackingModes: [String: Int64] = ["selectOne": 0, "selectAny": 1, "momentary": 2, "momentaryAccelerator": 3]
    static let distributions: [String: Int64] = ["fit": 0, "fill": 1, "fillEqually": 2, "fillProportionally": 3]
    static let imageScalings: [String: Int64] = ["proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let control = AppKitArchiveObject(className: "NSSegmentedControl")
        var reader = AppKitAttributeReader(element)
        let hugging = AppKitViewEncoder.huggingPriority(&reader, defaultWhenAbsent: ("250", "750"), classDefault: ("250", "750"))
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(control, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "segmentedCell", child.attribute("key") == "cell" else { return false }
            cell = try encodeCell(child, control: control, walker: walker)
            return true
        }
        if let cell { control["NSCell"] = .object(cell) }
        control.setIfAbsent("NSSubviews", .object(.mutableArray([])))
        if let hugging { control["NSHuggingPriority"] = hugging }
        AppKitControlKeys.finish(control, enabled: try reader.bool("enabled", default: true))
        control.order(AppKitControlKeys.order)
        try reader.finish()
        return control
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        try reader.accept("borderStyle", only: ["border"])
        let cell = try AppKitCellEncoder.beginCell("NSSegmentedCell", reader: &reader, control: control, context: context)
        var segments: [AppKitArchiveObject] = []
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("font", "font"):
                cell["NSSupport"] = .object(try AppKitFontEncoder.encode(child, ownerID: reader.id))
            case ("segments", _):
                segments = try child.childElements.map { try segment($0, context: context) }
            default:
                if try walker.encodeCommonChild(child, of: cell) { continue }
                throw walker.unsupported(child)
            }
        }
        cell["NSControlView"] = .object(control)
        cell["NSSegmentImages"] = .object(.mutableArray(segments))
        let tracking = try reader.mapped("trackingMode", trackingModes, default: 0)
        if tracking <= 1 {
            // The last selected segment; none is -1; the first one is the default, not written.
            let selected = segments.lastIndex { $0["NSSegmentItemSelected"] != nil }
            if selected != 0 { cell["NSSelectedSegment"] = .integer(Int64(selected ?? -1)) }
        } else {
            cell["NSSelectedSegment"] = .integer(-1)
        }
        let styleName = reader.string("style") ?? "rounded"
        guard let style = styles[styleName] else { throw reader.unsupported("style", styleName) }
        cell["NSSegmentStyle"] = .integer(style)
        if styleName == "separated" { cell["NSSegmentStyleSeparated"] = .integer(1) }
        if tracking != 0 { cell["NSTrackingMode"] = .integer(tracking) }
        cell["NSSegmentDistribution"] = .integer(try reader.mapped("segmentDistribution", distributions, default: 0))
        try reader.finish()
        return cell
    }

    /// `<segment>` → `NSSegmentItem`; a segment without a label attribute has an empty label
    /// unless it says `<nil key="label"/>`.
    private static func segment(_ element: MarkupElement, context: AppKitEncodingContext) throws -> AppKitArchiveObject {
        guard element.name == "segment" else {
            throw AppKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"))
        }
        var reader = AppKitAttributeReader(element)
        let item = AppKitArchiveObject(className: "NSSegmentItem")
        if let width = try reader.double("width") { item["NSSegmentItemWidth"] = .double(width) }
        let hasNilLabel = element.childElements.contains { $0.name == "nil" && $0.attribute("key") == "label" }
        if let label = reader.string("label") {
            item["NSSegmentItemLabel"] = .string(label)
        } else if !hasNilLabel {
            item["NSSegmentItemLabel"] = .string("")
        }
        if let image = reader.string("image") {
            item["NSSegmentItemImage"] = .object(AppKitImageResource.image(named: image, context: context))
        }
        // A tool tip and a disabled segment: `NSSegmentItemTooltip` and `NSSegmentItemDisabled`, the keys
        // Finch's NSSegmentItem coder and Cappuccino's nib2cib read from Apple's nibs (no pair has
        // either). Their places — the tool tip after the image, before the tag, as Finch writes
        // it; disabled after selected — are **inferred**.
        if let toolTip = reader.string("toolTip") { item["NSSegmentItemTooltip"] = .string(toolTip) }
        if let tag = try reader.integer("tag") { item["NSSegmentItemTag"] = .integer(tag) }
        if try reader.bool("selected", default: false) { item["NSSegmentItemSelected"] = .bool(true) }
        if !(try reader.bool("enabled", default: true)) { item["NSSegmentItemDisabled"] = .bool(true) }
        item["NSSegmentItemImageScaling"] = .integer(try reader.mapped("imageScaling", imageScalings, default: 0))
        for child in element.childElements where !(child.name == "nil" && child.attribute("key") == "label") {
            throw AppKitEncodingError.unsupported(child)
        }
        try reader.finish()
        return item
    }
}
