import IBDocument

/// `<textField>` → `NSTextField` with its `<textFieldCell key="cell">` → `NSTextFieldCell`
/// { flags, `NSContents`, `NSSupport` (font), `NSControlView`, colours, … }, and the same
/// for `<secureTextField>` → `NSSecureTextField` (writing tools off) with its
/// `NSSecureTextFieldCell` (`NSAllowedInputLocales`), and for `<searchField>` →
/// `NSSearchField` (writing tools off) with its `NSSearchFieldCell`, which adds the search and
/// cancel `NSButtonCell`s (targets the cell, actions `_searchFieldSearch:` /
/// `_searchFieldCancel:`), `NSMaximumRecents` 255, `NSSearchFieldFlags` (4 bytes, 6) and
/// `NSAutomaticTextCompletionStored` (fixtures searchfield_no_completion,
/// toolbar_searchfield_view: `textCompletion="NO"` → `NSAutomaticTextCompletionDisabled` after
/// the colours). A search field whose completion is on has `NSCharacterPickerEnabled` YES in that
/// place instead, `NSAutomaticTextCompletionStored` still YES: **not in our pairs** — what
/// viraptor/ibtool's search field cell encoder writes for its pair
/// `samples/correct/searchfieldcell_customclass` (Xcode 23504, no `textCompletion`).
enum AppKitTextFieldEncoder {
    static let trailingKeys = [
        "NSTextFieldAlignmentRectInsetsVersion", "NSAllowsWritingTools", "NSTextFieldAllowsWritingToolsAffordance",
        "NS.resolvesNaturalAlignmentWithBaseWritingDirection",
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let isSecure = element.name == "secureTextField"
        let isSearch = element.name == "searchField"
        let field = AppKitArchiveObject(className: isSecure ? "NSSecureTextField" : isSearch ? "NSSearchField" : "NSTextField")
        let cellName = isSecure ? "secureTextFieldCell" : isSearch ? "searchFieldCell" : "textFieldCell"
        var reader = AppKitAttributeReader(element)
        let completes = try reader.bool("textCompletion", default: true)
        // Text fields: absent priorities read as 250, the class default is {250, 750}.
        let hugging = AppKitViewEncoder.huggingPriority(&reader, defaultWhenAbsent: ("250", "250"), classDefault: ("250", "750"))
        let preferredMaxLayoutWidth = try reader.double("preferredMaxLayoutWidth") ?? 0
        let allowsCharacterPicker = try reader.bool("allowsCharacterPickerTouchBarItem", default: false)
        var cell: AppKitArchiveObject?
        var cellElement: MarkupElement?
        try AppKitViewEncoder.encodeView(field, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == cellName, child.attribute("key") == "cell" else {
                return false
            }
            cellElement = child
            cell = try encodeCell(child, control: field, walker: walker)
            return true
        }
        if let cell {
            field["NSCell"] = .object(cell)
            if allowsCharacterPicker { cell["NSCharacterPickerEnabled"] = .bool(true) }
            // A text field's textCompletion="NO" is archived by its cell, as a search field's is
            // (searchfield_no_completion: NSAutomaticTextCompletionDisabled among the text field
            // cell's keys; NSAutomaticTextCompletionStored comes with the search keys).
            if !isSearch, !completes { cell["NSAutomaticTextCompletionDisabled"] = .bool(true) }
        }
        if preferredMaxLayoutWidth != 0 { field["NSPreferredMaxLayoutWidth"] = .double(preferredMaxLayoutWidth) }
        if let hugging { field["NSHuggingPriority"] = hugging }
        AppKitControlKeys.finish(field, enabled: true)
        // NSControl's expansion tool tips, right after NSAllowsLogicalLayoutDirection
        // (transmission_MainMenu's "Group Title" field).
        if try reader.bool("allowsExpansionToolTips", default: false) { field["NSControlAllowsExpansionToolTips"] = .bool(true) }
        field["NSTextFieldAlignmentRectInsetsVersion"] = .integer(2)
        // Focus ring type on the field itself leaves no trace in ibtool's output (securetextfield).
        try reader.accept("focusRingType", only: ["none", "default", "exterior"])
        field["NSAllowsWritingTools"] = .bool(try reader.bool("allowsWritingTools", default: !isSecure && !isSearch))
        if isSearch, let cell {
            // The field's textCompletion is archived by the cell.
            if completes { cell["NSCharacterPickerEnabled"] = .bool(true) } else { cell["NSAutomaticTextCompletionDisabled"] = .bool(true) }
            addSearchKeys(to: cell, control: field, cellElement: cellElement)
        }
        field["NSTextFieldAllowsWritingToolsAffordance"] = .bool(false)
        field["NS.resolvesNaturalAlignmentWithBaseWritingDirection"] = .bool(false)
        var order = AppKitControlKeys.order + trailingKeys
        order.insert("NSControlAllowsExpansionToolTips", at: order.firstIndex(of: "NSControlSize") ?? order.count)
        field.order(order)
        try reader.finish()
        return field
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        try reader.accept("borderStyle", only: ["bezel", "border"])
        let className = ["secureTextFieldCell": "NSSecureTextFieldCell", "searchFieldCell": "NSSearchFieldCell"][element.name]
            ?? "NSTextFieldCell"
        let cell = try AppKitCellEncoder.beginCell(className, reader: &reader, control: control, context: context)
        // borderStyle="border" (a plain line border, not a bezel) → NSCellFlags 0x80_0000, the bordered bit
        // next to the bezeled 0x40_0000 the pairs show: GNUstep's keyed NSCell decoder reads it there, and
        // the pairs' header and segmented cells, bordered cells, carry it. Inferred: no pair has a bordered text field.
        if element.attribute("borderStyle") == "border", case .integer(let flags)? = cell["NSCellFlags"] {
            cell["NSCellFlags"] = .integer(AppKitCellEncoder.signed32(flags | 0x80_0000))
        }
        let isEditable = element.attribute("editable") == "YES"
        cell["NSContents"] = .string(reader.string("title") ?? "")
        cell["NSSupport"] = .null
        cell["NSControlView"] = .object(control)
        try AppKitCellEncoder.encodeTag(&reader, into: cell)
        var allowedLocales: [AppKitArchiveValue]?
        var textColor: AppKitArchiveObject?
        var backgroundColor: AppKitArchiveObject?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("font", "font"):
                cell["NSSupport"] = .object(try AppKitFontEncoder.encode(child, ownerID: reader.id))
            case ("string", "title") where child.attribute("base64-UTF8") != "YES":
                // Titles with line breaks are written as a child element.
                cell["NSContents"] = .string(child.textContent)
            case ("color", "textColor"):
                // ibtool writes an editable field's textColor as controlTextColor in documents
                // saved by Xcode 11 or earlier (toolsVersion ≤ 14268).
                let isOldDocument = context.toolsVersion <= 14268
                let override = isOldDocument && isEditable && child.attribute("name") == "textColor" ? "controlTextColor" : nil
                textColor = try context.colors.encode(child, ownerID: reader.id, nameOverride: override)
            case ("color", "backgroundColor"):
                backgroundColor = try context.colors.encode(child, ownerID: reader.id)
            case ("dateFormatter", "formatter"):
                cell["NSFormatter"] = .object(try dateFormatter(child, cell: cell, context: context))
                // A title the formatter cannot parse sets the top bit of NSCellFlags2
                // (fixture datacell_unparseable: "Text Cell"; test_date_formatter's
                // "4/1/1976, 11:00 pm" parses and leaves it clear).
                let title = element.attribute("title") ?? ""
                if let time = shortDateAndTimeInterval(title) {
                    // A title the formatter parses is archived as the date it reads
                    // (test_date_formatter: "4/1/1976, 11:00 pm", in UTC).
                    let date = AppKitArchiveObject(className: "NSDate")
                    date.append("NS.time", .double(time))
                    cell["NSContents"] = .object(date)
                } else if !title.isEmpty, case .integer(let flags2)? = cell["NSCellFlags2"] {
                    cell["NSCellFlags2"] = .integer(AppKitCellEncoder.signed32(flags2 | 0x8000_0000))
                }
            case ("numberFormatter", "formatter"):
                cell["NSFormatter"] = .object(try AppKitNumberFormatterEncoder.encode(child, cell: cell, context: context))
                // The title is archived as the number it reads; without one there is no contents
                // (numfmt_decimal: "400" → NSNumber 400; numfmt_basic: no title).
                let title = element.attribute("title") ?? ""
                if title.isEmpty {
                    cell["NSContents"] = nil
                } else if let number = AppKitNumberFormatterEncoder.number(from: title) {
                    cell["NSContents"] = .object(number)
                }
            case ("allowedInputSourceLocales", _):
                allowedLocales = child.childElements.filter { $0.name == "string" }.map { .string($0.textContent) }
            default:
                if try walker.encodeCommonChild(child, of: cell) { continue }
                throw walker.unsupported(child)
            }
        }
        if let backgroundColor { cell["NSBackgroundColor"] = .object(backgroundColor) }
        if let textColor { cell["NSTextColor"] = .object(textColor) }
        if let allowedLocales { cell["NSAllowedInputLocales"] = .object(.collection("NSArray", allowedLocales)) }
        if (11759...12107).contains(context.toolsVersion) { cell["NSCharacterPickerEnabled"] = .bool(true) }
        if let placeholder = reader.string("placeholderString") { cell["NSPlaceholderString"] = .string(placeholder) }
        if try reader.bool("drawsBackground", default: false) { cell["NSDrawsBackground"] = .bool(true) }
        if try reader.mapped("bezelStyle", ["square": false, "round": true], default: false) {
            cell["NSTextBezelStyle"] = .integer(1)
        }
        if !(try reader.bool("textCompletion", default: true)) { cell["NSAutomaticTextCompletionDisabled"] = .bool(true) }
        if element.name == "searchFieldCell" {
            // Archived by addSearchKeys.
            _ = try reader.bool("sendsSearchStringImmediately", default: false)
            _ = try reader.bool("sendsWholeSearchString", default: false)
            reader.consume("recentsAutosaveName")
        }
        try reader.finish()
        return cell
    }

    /// The keys an `NSSearchFieldCell` adds after the text field cell's.
    /// The search cell's own attributes (read, not consumed, here: `encodeCell` consumes them):
    /// `sendsSearchStringImmediately` → bit 0x8 of `NSSearchFieldFlags`' first byte (viraptor/ibtool's
    /// search cell encoder; Finch's `NSSearchFieldCell` decoder reads the same bit back),
    /// `sendsWholeSearchString` → `NSSendsWholeSearchString` YES, `recentsAutosaveName` →
    /// `NSRecentsAutosaveName` (the keys Cappuccino's nib2cib and Finch decode). **Inferred**: their
    /// places among the keys (no pair has them) and that a NO whole-string flag writes nothing
    /// (the pairs' search cells have no `NSSendsWholeSearchString`).
    static func addSearchKeys(to cell: AppKitArchiveObject, control: AppKitArchiveObject, cellElement: MarkupElement?) {
        func buttonCell(title: String?, action: String, cancel: Bool) -> AppKitArchiveObject {
            let button = AppKitArchiveObject(className: "NSButtonCell")
            button.append("NSCellFlags", .integer(cancel ? -0x8000_0000 : 0))
            button.append("NSCellFlags2", .integer(0))
            if let title { button.append("NSContents", .string(title)) }
            if cancel {
                let description = AppKitArchiveObject.collection("NSMutableDictionary", [
                    .string("AXDescription"), .string("cancel"),
                    .string("NSAccessibilityEncodedAttributesValueType"), .object(.number(1)),
                ])
                button.append("NSAccessibilityOverriddenAttributes", .object(.collection("NSMutableArray", [.object(description)])))
            }
            button.append("NSControlView", .object(control))
            button.append("NSAction", .string(action))
            button.append("NSTarget", .object(cell))
            button.append("NSButtonFlags", .integer(0x0840_4000))
            button.append("NSButtonFlags2", .integer(0))
            button.append("NSBezelStyle", .integer(0))
            button.append("NSKeyEquivalent", .string(""))
            button.append("NSPeriodicDelay", .integer(400))
            button.append("NSPeriodicInterval", .integer(75))
            button.append("NSAuxButtonType", .integer(5))
            return button
        }
        cell["NSSearchButtonCell"] = .object(buttonCell(title: "search", action: "_searchFieldSearch:", cancel: false))
        cell["NSCancelButtonCell"] = .object(buttonCell(title: nil, action: "_searchFieldCancel:", cancel: true))
        if let name = cellElement?.attribute("recentsAutosaveName") { cell["NSRecentsAutosaveName"] = .string(name) }
        cell["NSMaximumRecents"] = .integer(255)
        let immediately = cellElement?.attribute("sendsSearchStringImmediately") == "YES"
        cell["NSSearchFieldFlags"] = .bytes([immediately ? 0x6 | 0x8 : 0x6, 0, 0, 0])
        if cellElement?.attribute("sendsWholeSearchString") == "YES" { cell["NSSendsWholeSearchString"] = .bool(true) }
        cell["NSAutomaticTextCompletionStored"] = .bool(true)
    }

    /// `<dateFormatter key="formatter">` → `NSDateFormatter` { `NS.attributes` (an
    /// `NSMutableDictionary`: dateStyle, formatterBehavior 1040, timeStyle — keys sorted),
    /// `NS.format` (the pattern of ibtool's locale), `NS.natural` NO }, listed under its cell
    /// (or, a top-level object, under File's Owner).
    /// The only pattern known is short date + short time, "d/M/y, h:mm\u{202F}a" (fixtures
    /// datacell_unparseable, test_date_formatter); other styles are refused.
    static func dateFormatter(_ element: MarkupElement, cell: AppKitArchiveObject?,
                              context: AppKitEncodingContext) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let dateStyle = reader.string("dateStyle") ?? "none"
        let timeStyle = reader.string("timeStyle") ?? "none"
        guard dateStyle == "short", timeStyle == "short" else {
            throw reader.unsupported(dateStyle == "short" ? "timeStyle" : "dateStyle", dateStyle == "short" ? timeStyle : dateStyle)
        }
        try reader.accept("formatterBehavior", only: ["default10_4"])
        let formatter = AppKitArchiveObject(className: "NSDateFormatter")
        context.list(formatter, id: reader.id, parent: cell)
        let short = AppKitArchiveValue.object(.number(1))
        formatter.append("NS.attributes", .object(.collection("NSMutableDictionary", [
            .string("dateStyle"), short,
            .string("formatterBehavior"), .object(.number(1040)),
            .string("timeStyle"), short,
        ])))
        // A narrow no-break space (U+202F) before the day period, as ICU writes it.
        formatter.append("NS.format", .string("d/M/y, h:mm\u{202F}a"))
        formatter.append("NS.natural", .bool(false))
        try reader.finish()
        return formatter
    }

    /// `text` read as "d/M/y, h:mm a" in UTC, in seconds since 2001-01-01 (NSDate's reference
    /// date); nil when it does not read so.
    static func shortDateAndTimeInterval(_ text: String) -> Double? {
        guard parsesAsShortDateAndTime(text) else { return nil }
        let parts = text.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let date = parts[0].split(separator: "/").compactMap { Int($0) }
        let time = parts[1].split(whereSeparator: { $0 == " " || $0 == "\u{202F}" })
        let clock = time[0].split(separator: ":").compactMap { Int($0) }
        guard date.count == 3, clock.count == 2 else { return nil }
        var year = date[2]
        if year < 100 { year += year < 50 ? 2000 : 1900 }
        let hour = clock[0] % 12 + (time[1].lowercased() == "pm" ? 12 : 0)
        let days = daysFromCivil(year: year, month: date[1], day: date[0]) - daysFromCivil(year: 2001, month: 1, day: 1)
        return Double(days * 86400 + hour * 3600 + clock[1] * 60)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    /// Whether `text` reads as the pattern "d/M/y, h:mm a".
    static func parsesAsShortDateAndTime(_ text: String) -> Bool {
        let parts = text.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else { return false }
        let date = parts[0].split(separator: "/", omittingEmptySubsequences: false)
        guard date.count == 3, date.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
              let day = Int(date[0]), let month = Int(date[1]), (1...31).contains(day), (1...12).contains(month) else { return false }
        let time = parts[1].split(whereSeparator: { $0 == " " || $0 == "\u{202F}" })
        guard time.count == 2, ["am", "pm"].contains(time[1].lowercased()) else { return false }
        let clock = time[0].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 2, let hour = Int(clock[0]), let minute = Int(clock[1]), clock[1].count == 2,
              (1...12).contains(hour), (0...59).contains(minute) else { return false }
        return true
    }
}
