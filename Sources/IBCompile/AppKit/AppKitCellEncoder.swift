import IBDocument

/// What every `NSCell` shares: the two flag words and the control options a cell pushes to
/// its control. Flag words are written as signed 32-bit values (a set top bit makes them
/// negative, hence int64 in the archive — `NSCellFlags` of a cell in the "on" state).
enum AppKitCellEncoder {
    /// Cell classes that set the 0x04000000 "text cell" bit in `NSCellFlags`.
    static let textCellClasses: Set<String> = [
        "NSTextFieldCell", "NSButtonCell", "NSSearchFieldCell", "NSPopUpButtonCell", "NSTableHeaderCell",
        "NSSegmentedCell", "NSDatePickerCell", "NSSecureTextFieldCell",
    ]
    /// Cell classes whose control records alignment, writing direction and continuity.
    static let alignedCellClasses: Set<String> = [
        "NSButtonCell", "NSTextFieldCell", "NSImageCell", "NSSearchFieldCell", "NSPopUpButtonCell", "NSSegmentedCell",
        "NSColorWellCell", "NSSliderCell", "NSSecureTextFieldCell",
    ]

    private static let lineBreakModes: [String: (flag: Int64, flag2: Int64, mode: Int64)] = [
        "wordWrapping": (0, 0, 0), "charWrapping": (0, 0x200, 1), "clipping": (0x40, 0x400, 2),
        "truncatingHead": (0x40, 0x600, 3), "truncatingTail": (0x40, 0x800, 4), "truncatingMiddle": (0x40, 0xA00, 5),
    ]

    static func signed32(_ bits: Int64) -> Int64 { Int64(Int32(truncatingIfNeeded: bits)) }

    /// A button or text field cell's `tag` (NSActionCell's, which the control forwards to its cell):
    /// `NSTag`, called right after `NSControlView` is set, where AppKit's own coder wrote it in the
    /// legacy archive sequelpro DBView (Interface Builder 3: NSButtonCell … `NSSupport`,
    /// `NSControlView`, `NSTag`, `NSButtonFlags`); 0, the default, writes nothing. No pair has a
    /// cell tag; the text field cell's place follows the button cell's (NSActionCell's keys come
    /// after NSCell's) — **inferred**.
    static func encodeTag(_ reader: inout AppKitAttributeReader, into cell: AppKitArchiveObject) throws {
        if let tag = try reader.integer("tag"), tag != 0 { cell["NSTag"] = .integer(tag) }
    }

    /// Creates the cell object, lists it under its control and sets `NSCellFlags`/`NSCellFlags2`
    /// and the control options (`NSControlLineBreakMode`, `NSControlTextAlignment`, ...).
    static func beginCell(_ className: String, reader: inout AppKitAttributeReader, control: AppKitArchiveObject,
                          context: AppKitEncodingContext) throws -> AppKitArchiveObject {
        let cell = AppKitArchiveObject(className: className)
        AppKitCustomClass.apply(to: cell, reader: &reader, context: context)
        context.list(cell, id: reader.id, parent: control)

        let lineBreakName = reader.string("lineBreakMode")
        guard let lineBreak = lineBreakName.map({ lineBreakModes[$0] }) ?? (0, 0, 0) else {
            throw reader.unsupported("lineBreakMode", lineBreakName ?? "")
        }
        let alignment = try reader.mapped("alignment", ["left": (Int64(0), Int64(0)), "center": (0x800_0000, 1),
                                                        "right": (0x400_0000, 2), "justified": (0xC00_0000, 3),
                                                        "natural": (0x1000_0000, 4)],
                                          default: (Int64(0x1000_0000), Int64(4)))
        let controlSize = try reader.mapped("controlSize", ["regular": (Int64(0), Int64(0)), "small": (0x20000, 1),
                                                            "mini": (0x40000, 2), "large": (0, 0)],
                                            default: (Int64(0), Int64(0)))
        let focusRing = try reader.mapped("focusRingType", ["default": Int64(0), "none": 0x8000, "exterior": 0x10000], default: 0)
        let refusesFirstResponder = try reader.bool("refusesFirstResponder", default: false)
        let usesSingleLineMode = try reader.bool("usesSingleLineMode", default: false)

        var flags: Int64 = lineBreak.flag
        if textCellClasses.contains(className) { flags |= 0x400_0000 }
        if try reader.bool("selectable", default: false) { flags |= 0x20_0001 }
        if let state = reader.string("state") {
            switch state {
            case "on": flags |= -0x8000_0000
            case "off": break
            default: throw reader.unsupported("state", state)
            }
        }
        if try reader.bool("scrollable", default: false) { flags |= 0x10_0000 }
        if !(try reader.bool("enabled", default: true)) { flags |= 0x2000_0000 }
        if try reader.bool("editable", default: false) { flags |= 0x1000_0000 }
        // `borderStyle` is read (and consumed) by the concrete cell encoder.
        if reader.element.attribute("borderStyle") == "bezel" { flags |= 0x40_0000 }
        if className == "NSTableHeaderCell" || className == "NSSegmentedCell" { flags |= 0x80_0000 }

        var flags2: Int64 = alignment.0 | lineBreak.flag2 | controlSize.0 | focusRing
        if try reader.bool("sendsActionOnEndEditing", default: false) { flags2 |= 0x40_0000 }
        if refusesFirstResponder { flags2 |= 0x200_0000 }
        if try reader.bool("allowsMixedState", default: false) { flags2 |= 0x100_0000 }
        if !(try reader.bool("allowsUndo", default: true)) { flags2 |= 0x1000 }
        if usesSingleLineMode { flags2 |= 0x40 }
        if try reader.bool("truncatesLastVisibleLine", default: false) { flags2 |= 0x100 }
        // HSChooserWindow's "Text" and "Subtext" cells: 0x40000000 is their only difference.
        if try reader.bool("allowsEditingTextAttributes", default: false) { flags2 |= 0x4000_0000 }

        cell.append("NSCellFlags", .integer(signed32(flags)))
        cell.append("NSCellFlags2", .integer(signed32(flags2)))

        control["NSControlRefusesFirstResponder"] = .bool(refusesFirstResponder)
        control["NSControlUsesSingleLineMode"] = .bool(usesSingleLineMode)
        control["NSControlLineBreakMode"] = .integer(lineBreak.mode)
        if alignedCellClasses.contains(className) {
            control["NSControlTextAlignment"] = .integer(alignment.1)
            control["NSControlWritingDirection"] = .integer(-1)
            control["NSControlContinuous"] = .bool(try reader.bool("continuous", default: false))
        }
        control["NSControlSize"] = .integer(controlSize.1)
        try reader.accept("baseWritingDirection", only: ["natural"])
        return cell
    }
}

/// `NSControl`'s own keys, in the order ibtool writes them after the view keys.
enum AppKitControlKeys {
    static let order = AppKitViewEncoder.commonKeyOrder + [
        "NSEnabled", "NSCell", "NSAllowsLogicalLayoutDirection", "NSControlSize", "NSControlContinuous",
        "NSControlRefusesFirstResponder", "NSControlUsesSingleLineMode", "NSControlTextAlignment",
        "NSControlLineBreakMode", "NSControlWritingDirection", "NSControlSendActionMask",
    ]

    /// The control keys from `NSControlSize` on, as ibtool writes them for a control whose cell doesn't set
    /// them (a table, a matrix, a scroller): all zero or NO but the send-action mask.
    static func setPlain(_ control: AppKitArchiveObject, sendActionMask: Int64) {
        control["NSControlSize"] = .integer(0)
        control["NSControlContinuous"] = .bool(false)
        control["NSControlRefusesFirstResponder"] = .bool(false)
        control["NSControlUsesSingleLineMode"] = .bool(false)
        control["NSControlTextAlignment"] = .integer(0)
        control["NSControlLineBreakMode"] = .integer(0)
        control["NSControlWritingDirection"] = .integer(0)
        control["NSControlSendActionMask"] = .integer(sendActionMask)
    }

    /// Sets the control keys a cell did not set, with ibtool's defaults.
    static func finish(_ control: AppKitArchiveObject, enabled: Bool) {
        control["NSEnabled"] = .bool(enabled)
        control.setIfAbsent("NSCell", .null)
        control["NSAllowsLogicalLayoutDirection"] = .bool(false)
        control.setIfAbsent("NSControlSize", .integer(0))
        control.setIfAbsent("NSControlContinuous", .bool(false))
        control.setIfAbsent("NSControlRefusesFirstResponder", .bool(false))
        control.setIfAbsent("NSControlUsesSingleLineMode", .bool(false))
        control.setIfAbsent("NSControlLineBreakMode", .integer(0))
        control["NSControlSendActionMask"] = .integer(4)
    }
}
