import IBDocument

/// `<splitView>` → `NSSplitView` { view keys, `NSIsVertical` (only when true), `NSDividerStyle`
/// (thin 2, paneSplitter 3 — AppKit's `NSSplitView.DividerStyle`; thick, the default, writes none),
/// `NSAutosaveName` }: the keys and their order as AppKit's own coder archived split views in legacy
/// Interface Builder 3 documents (../shared/fixtures/ib, sequelpro's DBView: NSIsVertical,
/// NSDividerStyle 2, NSAutosaveName; thick ones without NSDividerStyle), the names Cappuccino's
/// nib2cib reads too. ibtool marks each arranged
/// subview with `NSViewClipsToBoundsKeyName`; `<holdingPriorities>` leave no key in its
/// output (fixtures test_splitview_swapper, test35_splitview_responder).
///
/// Arranged subviews whose frames do not tile the split view along its axis are re-tiled
/// the way `-[NSSplitView adjustSubviews]` does when ibtool loads the document: the cross
/// dimension becomes the split view's, the space left after the dividers (9 points, thick)
/// is shared in proportion to the old sizes, rounded, the last pane taking the remainder
/// (test35_splitview_responder: two 600 × 400 side-by-side panes in a horizontal split view
/// become {600, 196} and {{0, 205}, {600, 195}}).
enum AppKitSplitViewEncoder {
    static let thickDividerThickness = 9.0
    /// `dividerStyle` → (`NSDividerStyle`, nil for the default; the divider's thickness, AppKit's
    /// `-dividerThickness` for the style: 9 thick, 1 thin, 10 pane splitter).
    static let dividerStyles: [String: (key: Int64?, thickness: Double)] = [
        "thick": (nil, thickDividerThickness), "thin": (2, 1), "paneSplitter": (3, 10),
    ]

    /// The arranged subviews' frames after ibtool's tiling; nil when they already tile.
    static func tiledFrames(_ frames: [AppKitRect], in bounds: (width: Double, height: Double), vertical: Bool,
                            divider: Double = thickDividerThickness) -> [AppKitRect]? {
        guard !frames.isEmpty else { return nil }
        let total = vertical ? bounds.width : bounds.height
        let available = total - divider * Double(frames.count - 1)
        var position = 0.0
        var alreadyTiled = true
        for frame in frames {
            let (origin, cross, crossOrigin) = vertical ? (frame.x, frame.height, frame.y) : (frame.y, frame.width, frame.x)
            if origin != position || cross != (vertical ? bounds.height : bounds.width) || crossOrigin != 0 { alreadyTiled = false }
            position += (vertical ? frame.width : frame.height) + divider
        }
        if alreadyTiled && position - divider == total { return nil }
        let oldSizes = frames.map { vertical ? $0.width : $0.height }
        let oldTotal = oldSizes.reduce(0, +)
        guard oldTotal > 0, available >= 0 else { return nil }
        var sizes = oldSizes.dropLast().map { ($0 * available / oldTotal).rounded() }
        sizes.append(available - sizes.reduce(0, +))
        var result: [AppKitRect] = []
        position = 0
        for size in sizes {
            result.append(vertical ? AppKitRect(x: position, y: 0, width: size, height: bounds.height)
                                   : AppKitRect(x: 0, y: position, width: bounds.width, height: size))
            position += size + divider
        }
        return result
    }

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
        let dividerStyle = try reader.mapped("dividerStyle", dividerStyles, default: (nil, thickDividerThickness))
        let vertical = try reader.bool("vertical", default: false)
        if vertical { splitView["NSIsVertical"] = .bool(true) }
        if let style = dividerStyle.key { splitView["NSDividerStyle"] = .integer(style) }
        if let autosaveName = reader.string("autosaveName") { splitView["NSAutosaveName"] = .string(autosaveName) }
        try retile(splitView, element: element, vertical: vertical, divider: dividerStyle.thickness)
        try reader.finish()
        return splitView
    }

    /// Rewrites the arranged subviews' frames when ibtool's tiling changes them.
    private static func retile(_ splitView: AppKitArchiveObject, element: MarkupElement, vertical: Bool, divider: Double) throws {
        guard let frameElement = element.childElements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }),
              let subviewsElement = element.firstChild(named: "subviews"),
              case .object(let subviews)? = splitView["NSSubviews"] else { return }
        let bounds = try AppKitRect(frameElement, ownerID: element.attribute("id"))
        var frames: [AppKitRect] = []
        for subview in subviewsElement.childElements {
            guard let rect = subview.childElements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { return }
            frames.append(try AppKitRect(rect, ownerID: subview.attribute("id")))
        }
        let objects = subviews.values.compactMap { entry -> AppKitArchiveObject? in
            if case .object(let object) = entry.value { return object }
            return nil
        }
        guard objects.count == frames.count,
              let tiled = tiledFrames(frames, in: (bounds.width, bounds.height), vertical: vertical, divider: divider) else { return }
        for (object, frame) in zip(objects, tiled) { AppKitViewEncoder.replaceFrame(frame, of: object) }
    }
}
