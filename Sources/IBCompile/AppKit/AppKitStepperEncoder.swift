import IBDocument

/// `<stepper>` → `NSStepper` with `<stepperCell key="cell">` → `NSStepperCell`. The values
/// live on the cell (`NSValue`, `NSMinValue`, `NSMaxValue`, `NSIncrement`); the stepper's
/// own `NSStepper…` keys are always zero. An autorepeating stepper acts on mouse down
/// (`NSCellFlags` 0x40020, plus 0x80000 when continuous) and sends on 0x10002. ibtool
/// writes no hugging priority for a stepper.
enum AppKitStepperEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let stepper = AppKitArchiveObject(className: "NSStepper")
        var reader = AppKitAttributeReader(element)
        reader.consume("horizontalHuggingPriority", "verticalHuggingPriority")
        var cell: (object: AppKitArchiveObject, autorepeat: Bool, continuous: Bool)?
        try AppKitViewEncoder.encodeView(stepper, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "stepperCell", child.attribute("key") == "cell" else { return false }
            cell = try encodeCell(child, control: stepper, walker: walker)
            return true
        }
        let autorepeat = cell?.autorepeat ?? true
        stepper["NSEnabled"] = .bool(true)
        stepper["NSCell"] = cell.map { .object($0.object) } ?? .null
        stepper["NSAllowsLogicalLayoutDirection"] = .bool(false)
        stepper["NSControlSize"] = .integer(0)
        stepper["NSControlContinuous"] = .bool(cell?.continuous ?? false)
        stepper["NSControlRefusesFirstResponder"] = .bool(false)
        stepper["NSControlUsesSingleLineMode"] = .bool(false)
        stepper["NSControlTextAlignment"] = .integer(0)
        stepper["NSControlLineBreakMode"] = .integer(0)
        stepper["NSControlWritingDirection"] = .integer(-1)
        stepper["NSControlSendActionMask"] = .integer(autorepeat ? 0x10002 : 4)
        stepper["NSStepperMinValue"] = .double(0)
        stepper["NSStepperMaxValue"] = .double(0)
        stepper["NSStepperIncrement"] = .double(0)
        stepper["NSStepperWraps"] = .bool(false)
        stepper["NSStepperAutorepeat"] = .bool(false)
        stepper.order(AppKitControlKeys.order)
        try reader.finish()
        return stepper
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> (object: AppKitArchiveObject, autorepeat: Bool, continuous: Bool) {
        var reader = AppKitAttributeReader(element)
        let cell = AppKitArchiveObject(className: "NSStepperCell")
        AppKitCustomClass.apply(to: cell, reader: &reader, context: walker.context)
        walker.context.list(cell, id: reader.id, parent: control)
        try reader.accept("alignment", only: ["left"])
        let autorepeat = try reader.bool("autorepeat", default: true)
        let continuousAttribute = try reader.bool("continuous", default: true)
        let continuous = autorepeat && continuousAttribute
        var flags: Int64 = 0
        if autorepeat { flags = 0x40000 | 0x20 | (continuous ? 0x80000 : 0) }
        cell["NSCellFlags"] = .integer(flags)
        cell["NSCellFlags2"] = .integer(0)
        cell["NSControlView"] = .object(control)
        let value = try reader.double("doubleValue") ?? 0
        let minimum = try reader.double("minValue") ?? 0
        let maximum = try reader.double("maxValue") ?? 100
        if value != 0 { cell["NSValue"] = .double(value) }
        if minimum != 0 { cell["NSMinValue"] = .double(minimum) }
        if maximum != 0 { cell["NSMaxValue"] = .double(maximum) }
        cell["NSIncrement"] = .double(try reader.double("increment") ?? 1)
        let wraps = try reader.bool("valueWraps", default: false)
        if autorepeat {
            if element.attribute("valueWraps") != nil { cell["NSValueWraps"] = .bool(wraps) }
            cell["NSAutorepeat"] = .bool(true)
        }
        for child in element.childElements where !(try walker.encodeCommonChild(child, of: cell)) {
            throw walker.unsupported(child)
        }
        try reader.finish()
        return (cell, autorepeat, continuous)
    }
}
