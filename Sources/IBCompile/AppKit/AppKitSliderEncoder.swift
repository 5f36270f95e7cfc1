import IBDocument

/// `<slider>` → `NSSlider` (an empty `NSSubviews`; hugging written unless {250, 750}; sends
/// on 70 when continuous) with `<sliderCell key="cell">` → `NSSliderCell` { `NSMaxValue`,
/// `NSMinValue`, `NSValue`, `NSAltIncValue`, `NSNumberOfTickMarks`, `NSTickMarkPosition`,
/// `NSAllowsTickMarkValuesOnly`, `NSVertical`, `NSCellIdentifier` }.
enum AppKitSliderEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let slider = AppKitArchiveObject(className: "NSSlider")
        var reader = AppKitAttributeReader(element)
        // A slider taller than wide is vertical, whose archived form is not known here.
        if let frame = element.firstChild(named: "rect", key: "frame"), let rect = try? AppKitRect(frame, ownerID: reader.id),
           rect.height > rect.width {
            throw AppKitEncodingError.unsupportedElement(element: "slider (vertical)", id: reader.id)
        }
        let hugging = AppKitViewEncoder.huggingPriority(&reader, defaultWhenAbsent: ("250", "250"), classDefault: ("250", "750"))
        var continuous = false
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(slider, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "sliderCell", child.attribute("key") == "cell" else { return false }
            continuous = child.attribute("continuous") == "YES"
            cell = try encodeCell(child, control: slider, walker: walker)
            return true
        }
        if let cell { slider["NSCell"] = .object(cell) }
        slider.setIfAbsent("NSSubviews", .object(.mutableArray([])))
        if let hugging { slider["NSHuggingPriority"] = hugging }
        if let identifier = reader.string("identifier") { slider["NSReuseIdentifierKey"] = .string(identifier) }
        AppKitControlKeys.finish(slider, enabled: try reader.bool("enabled", default: true))
        slider["NSControlSendActionMask"] = .integer(continuous ? 70 : 4)
        slider.order(AppKitControlKeys.order)
        try reader.finish()
        return slider
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        // sliderType → NSSliderType (NSSliderType: linear 0, circular 1), written only for a circular
        // slider: the key and value GNUstep's keyed NSSliderCell decoder reads (absent = linear), and no
        // pair's linear slider carries it. Hypothesis: no Apple nib of a circular slider is in reach.
        let sliderType = try reader.mapped("sliderType", ["linear": Int64(0), "circular": 1], default: 0)
        let cell = try AppKitCellEncoder.beginCell("NSSliderCell", reader: &reader, control: control, context: walker.context)
        var extraFlags: Int64 = 0
        for child in element.childElements {
            if child.name == "font", child.attribute("key") == "font" {
                cell["NSSupport"] = .object(try AppKitFontEncoder.encode(child, ownerID: reader.id))
                extraFlags |= 0x400_0000
            } else if try !walker.encodeCommonChild(child, of: cell) {
                throw walker.unsupported(child)
            }
        }
        if element.attribute("continuous") == "YES" { extraFlags |= 0x40000 | 0x100 }
        if extraFlags != 0, case .integer(let flags)? = cell["NSCellFlags"] {
            cell["NSCellFlags"] = .integer(AppKitCellEncoder.signed32(flags | extraFlags))
        }
        if let identifier = reader.string("identifier") { cell["NSCellIdentifier"] = .string(identifier) }
        cell["NSControlView"] = .object(control)
        // NSSliderCell is an NSActionCell: its tag as the button and text field cells' (inferred).
        try AppKitCellEncoder.encodeTag(&reader, into: cell)
        cell["NSMaxValue"] = .double(try reader.double("maxValue") ?? 1)
        cell["NSMinValue"] = .double(try reader.double("minValue") ?? 0)
        cell["NSValue"] = .double(try reader.double("doubleValue") ?? 0)
        cell["NSAltIncValue"] = .double(try reader.double("altIncrementValue") ?? 0)
        cell["NSNumberOfTickMarks"] = .integer(try reader.integer("numberOfTickMarks") ?? 0)
        cell["NSTickMarkPosition"] = .integer(try reader.mapped("tickMarkPosition", ["below": Int64(0), "above": 1,
                                                                                   "leading": 1, "trailing": 0], default: 0))
        cell["NSAllowsTickMarkValuesOnly"] = .bool(try reader.bool("allowsTickMarkValuesOnly", default: false))
        cell["NSVertical"] = .bool(false)
        if sliderType != 0 { cell["NSSliderType"] = .integer(sliderType) }
        try reader.finish()
        return cell
    }
}
