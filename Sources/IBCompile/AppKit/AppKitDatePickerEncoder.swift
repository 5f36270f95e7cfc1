import IBDocument

/// `<datePicker>` → `NSDatePicker` (`presentsCalendarOverlay` = NO) with
/// `<datePickerCell key="cell">` → `NSDatePickerCell` { `NSContents` (`NSDate` with
/// `NS.time`, seconds since 2001), `NSTimeInterval`, `NSDatePickerElements` (bit set:
/// second 0x2, hour 0x4, minute 0x8, time zone 0x10, day 0x20, year 0x40, month 0x80,
/// era 0x100), colours, `NSDatePickerUseCurrentDateDuringDecoding` }. Only the default
/// text-field-and-stepper style in single-date mode is encoded.
enum AppKitDatePickerEncoder {
    static let elementBits: [(String, Int64)] = [
        ("second", 0x2), ("hour", 0x4), ("minute", 0x8), ("timeZone", 0x10), ("day", 0x20), ("year", 0x40),
        ("month", 0x80), ("era", 0x100),
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let picker = AppKitArchiveObject(className: "NSDatePicker")
        var reader = AppKitAttributeReader(element)
        reader.consume("horizontalHuggingPriority", "verticalHuggingPriority")
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(picker, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "datePickerCell", child.attribute("key") == "cell" else { return false }
            cell = try encodeCell(child, control: picker, walker: walker)
            return true
        }
        if let cell { picker["NSCell"] = .object(cell) }
        AppKitControlKeys.finish(picker, enabled: true)
        picker["NSControlTextAlignment"] = .integer(0)
        picker["NSControlWritingDirection"] = .integer(-1)
        picker["presentsCalendarOverlay"] = .bool(false)
        picker.order(AppKitControlKeys.order)
        try reader.finish()
        return picker
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        try reader.accept("borderStyle", only: ["bezel"])
        try reader.accept("datePickerStyle", only: ["textFieldAndStepper"])
        try reader.accept("datePickerMode", only: ["single"])
        let cell = try AppKitCellEncoder.beginCell("NSDatePickerCell", reader: &reader, control: control, context: context)
        cell["NSControlView"] = .object(control)
        var elements: Int64 = 0
        var backgroundColor: AppKitArchiveObject?
        var textColor: AppKitArchiveObject?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("font", "font"):
                cell["NSSupport"] = .object(try AppKitFontEncoder.encode(child, ownerID: reader.id))
            case ("date", "date"):
                guard let seconds = child.attribute("timeIntervalSinceReferenceDate").flatMap(Double.init) else {
                    throw AppKitEncodingError.malformed(element: "date", id: reader.id, reason: "it has no timeIntervalSinceReferenceDate")
                }
                let date = AppKitArchiveObject(className: "NSDate", isSharedByContent: true)
                date.append("NS.time", .double(seconds))
                cell["NSContents"] = .object(date)
            case ("color", "backgroundColor"):
                backgroundColor = try context.colors.encode(child, ownerID: reader.id)
            case ("color", "textColor"):
                textColor = try context.colors.encode(child, ownerID: reader.id)
            case ("datePickerElements", "datePickerElements"):
                var elementReader = AppKitAttributeReader(child)
                for (name, bit) in elementBits where try elementReader.bool(name, default: false) { elements |= bit }
                try elementReader.finish()
            default:
                if try walker.encodeCommonChild(child, of: cell) { continue }
                throw walker.unsupported(child)
            }
        }
        cell["NSTimeInterval"] = .double(0)
        cell["NSDatePickerElements"] = .integer(elements)
        if let backgroundColor { cell["NSBackgroundColor"] = .object(backgroundColor) }
        if let textColor { cell["NSTextColor"] = .object(textColor) }
        cell["NSDatePickerUseCurrentDateDuringDecoding"] = .bool(false)
        cell.order(["NSCellFlags", "NSCellFlags2", "NSContents", "NSSupport", "NSControlView"])
        try reader.finish()
        return cell
    }
}
