import IBDocument

/// `<levelIndicator>` → `NSLevelIndicator` with `<levelIndicatorCell key="cell">` →
/// `NSLevelIndicatorCell` { `NSMaxValue`, `NSWarningValue`, `NSCriticalValue`,
/// `NSIndicatorStyle` = 2 (discrete capacity, the style a xib leaves implicit) }.
enum AppKitLevelIndicatorEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let indicator = AppKitArchiveObject(className: "NSLevelIndicator")
        var reader = AppKitAttributeReader(element)
        let hugging = AppKitViewEncoder.huggingPriority(&reader, defaultWhenAbsent: ("250", "750"), classDefault: ("250", "750"))
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(indicator, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "levelIndicatorCell", child.attribute("key") == "cell" else { return false }
            cell = try encodeCell(child, control: indicator, walker: walker)
            return true
        }
        if let cell { indicator["NSCell"] = .object(cell) }
        if let hugging { indicator["NSHuggingPriority"] = hugging }
        AppKitControlKeys.finish(indicator, enabled: true)
        indicator["NSControlTextAlignment"] = .integer(0)
        indicator["NSControlWritingDirection"] = .integer(-1)
        indicator.order(AppKitControlKeys.order)
        try reader.finish()
        return indicator
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        try reader.accept("levelIndicatorStyle", only: ["discreteCapacity"])
        let cell = try AppKitCellEncoder.beginCell("NSLevelIndicatorCell", reader: &reader, control: control, context: walker.context)
        cell["NSControlView"] = .object(control)
        cell["NSMaxValue"] = .double(try reader.double("maxValue") ?? 0)
        cell["NSWarningValue"] = .double(try reader.double("warningValue") ?? 0)
        cell["NSCriticalValue"] = .double(try reader.double("criticalValue") ?? 0)
        cell["NSIndicatorStyle"] = .integer(2)
        for child in element.childElements where !(try walker.encodeCommonChild(child, of: cell)) {
            throw walker.unsupported(child)
        }
        try reader.finish()
        return cell
    }
}
