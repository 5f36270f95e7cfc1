import IBDocument

/// `<progressIndicator>` → `NSProgressIndicator` { `NSpiFlags` (0x4004 | bezeled 0x1 |
/// indeterminate 0x2 | small 0x100 | spinning 0x1000 | hidden when stopped 0x2000),
/// `NSMinValue`, `NSMaxValue`, `NSProgressIndicatorDoubleValue`, `NSViewIsLayerTreeHost` }.
/// Hugging priorities are written as given ({750, 750} in fixture progressindicator_doublevalue).
enum AppKitProgressIndicatorEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let indicator = AppKitArchiveObject(className: "NSProgressIndicator")
        var reader = AppKitAttributeReader(element)
        let horizontal = reader.string("horizontalHuggingPriority")
        let vertical = reader.string("verticalHuggingPriority")
        try AppKitViewEncoder.encodeView(indicator, element: element, reader: &reader, parent: parent, walker: walker) { _ in false }
        if horizontal != nil || vertical != nil {
            indicator["NSHuggingPriority"] = .string("{\(horizontal ?? "250"), \(vertical ?? "250")}")
        }
        indicator["NSViewIsLayerTreeHost"] = .bool(true)
        var flags: Int64 = 0x4004
        if try reader.bool("bezeled", default: true) { flags |= 0x1 }
        if try reader.bool("indeterminate", default: false) { flags |= 0x2 }
        flags |= try reader.mapped("controlSize", ["regular": Int64(0), "small": 0x100], default: 0)
        flags |= try reader.mapped("style", ["bar": Int64(0), "spinning": 0x1000], default: 0)
        if !(try reader.bool("displayedWhenStopped", default: true)) { flags |= 0x2000 }
        indicator["NSpiFlags"] = .integer(flags)
        if let minimum = try reader.double("minValue") { indicator["NSMinValue"] = .double(minimum) }
        if let maximum = try reader.double("maxValue") { indicator["NSMaxValue"] = .double(maximum) }
        if let value = try reader.double("doubleValue") { indicator["NSProgressIndicatorDoubleValue"] = .double(value) }
        indicator.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()
        return indicator
    }
}
