import IBDocument

/// `<splitView>` → `NSSplitView` { view keys, `NSIsVertical` (only when true) }. ibtool marks each arranged
/// subview with `NSViewClipsToBoundsKeyName`; `<holdingPriorities>` leave no key in its
/// output (fixtures test_splitview_swapper, test35_splitview_responder).
enum AppKitSplitViewEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let splitView = AppKitArchiveObject(className: "NSSplitView")
        var reader = AppKitAttributeReader(element)
        try AppKitViewEncoder.encodeView(splitView, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "holdingPriorities" else { return false }
            guard child.childElements.allSatisfy({ $0.name == "real" }) else {
                throw walker.unsupported(child)
            }
            return true
        }
        if case .object(let subviews)? = splitView["NSSubviews"] {
            for case .object(let subview) in subviews.values.map(\.value) {
                subview["NSViewClipsToBoundsKeyName"] = .bool(true)
            }
        }
        try reader.accept("dividerStyle", only: ["thick"])
        if try reader.bool("vertical", default: false) { splitView["NSIsVertical"] = .bool(true) }
        try reader.finish()
        return splitView
    }
}
