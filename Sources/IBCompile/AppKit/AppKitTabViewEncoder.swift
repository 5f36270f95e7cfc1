import IBDocument

/// `<tabView>` → `NSTabView`, from the Apple nibs of fixtures nkv_simple and nkv_overlap
/// (one item each): the view keys with the selected item's view as the only subview,
/// `NSTabViewItems` (an `NSMutableArray` of `NSTabViewItem` { `NSIdentifier`, `NSView`,
/// `NSLabel`, `NSColor` controlColor, `NSTabView` }), `NSSelectedTabViewItem`, `NSFont` (the
/// `<font key="font">`, else the 11 pt small system font), `NSTvFlags` (the tab view type),
/// `NSAllowTruncatedLabels`, `NSDrawsBackground` (left out for drawsBackground="NO", as in
/// tabview_scrollview_chain). Each item is listed under the tab view and its view under the item.
///
/// Several items (no Apple pair has them): every item is archived with its view; the selected
/// one — `initialItem`, else the first, as AppKit selects the first item added — is the only
/// subview, and the other items' views have a nil `NSNextResponder` and no `NSSuperview`. That is
/// what AppKit's own coder wrote in the legacy archive sequelpro DBView (six items, the third
/// selected) and what viraptor/ibtool's encoder writes.
///
/// ibtool also writes the tab view's key-view loop: tab view → item view → its subviews, depth
/// first, siblings in reading order — a view comes before another when their vertical extents
/// overlap and it is further left, or else when its top is higher; siblings are insertion-sorted
/// in document order with that comparison (nkv_overlap: A, C, B, D, E) — and the last view back
/// to the tab view. With several items the loop is written for the selected item's view only:
/// a **hypothesis** (AppKit sets an item's loop up when the item is selected, and only the
/// selected one is at archive time; no pair shows an unselected item). A control size is refused
/// (its bits are not known), and so are item views holding scroll views (`scrollViewRefusal`).
enum AppKitTabViewEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        let tabView = AppKitArchiveObject(className: "NSTabView")
        var reader = AppKitAttributeReader(element)
        let tabViewID = reader.id
        let initialItemID = reader.string("initialItem")
        var items: [(id: String?, item: AppKitArchiveObject, view: AppKitArchiveObject, viewElement: MarkupElement)] = []
        var font: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(tabView, element: element, reader: &reader, parent: parent, walker: walker) { child in
            if child.name == "font", child.attribute("key") == "font" {
                font = try AppKitFontEncoder.encode(child, ownerID: tabViewID)
                return true
            }
            guard child.name == "tabViewItems" else { return false }
            for itemElement in child.childElements {
                guard itemElement.name == "tabViewItem" else { throw walker.unsupported(itemElement) }
                let (item, view, viewElement) = try encodeItem(itemElement, tabView: tabView, walker: walker)
                items.append((itemElement.attribute("id"), item, view, viewElement))
            }
            return true
        }
        guard !items.isEmpty else {
            throw AppKitEncodingError.malformed(element: "tabView", id: tabViewID, reason: "a tab view needs an item")
        }
        let selectedIndex: Int
        if let initialItemID {
            guard let index = items.firstIndex(where: { $0.id == initialItemID }) else {
                throw AppKitEncodingError.malformed(element: "tabView", id: tabViewID,
                                                    reason: "initialItem \"\(initialItemID)\" is not one of its items")
            }
            selectedIndex = index
        } else {
            selectedIndex = 0
        }
        for (index, entry) in items.enumerated() {
            if index == selectedIndex {
                entry.view["NSNextResponder"] = .object(tabView)
                entry.view["NSSuperview"] = .object(tabView)
            } else {
                entry.view["NSNextResponder"] = .null
                entry.view["NSSuperview"] = nil
            }
            entry.view.order(AppKitViewEncoder.commonKeyOrder)
        }
        let selected = items[selectedIndex]
        let itemView = selected.view
        let itemViewElement = selected.viewElement
        tabView["NSSubviews"] = .object(.mutableArray([itemView]))
        tabView["NSTabViewItems"] = .object(.mutableArray(items.map(\.item)))
        tabView["NSSelectedTabViewItem"] = .object(selected.item)
        tabView["NSFont"] = .object(font ?? defaultFont())
        tabView["NSTvFlags"] = .integer(try reader.mapped("type", tabViewTypes, default: 0) | controlSizeFlags(&reader))
        // Written YES in every pair, default or not: the coder writes the flag itself, so NO is
        // NO (inferred; no pair has allowsTruncatedLabels="NO").
        tabView["NSAllowTruncatedLabels"] = .bool(try reader.bool("allowsTruncatedLabels", default: true))
        if try reader.bool("drawsBackground", default: true) { tabView["NSDrawsBackground"] = .bool(true) }
        tabView.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()

        // The key-view loop.
        var loop: [AppKitArchiveObject] = [itemView]
        try appendKeyViews(below: itemViewElement, to: &loop, context: context)
        tabView["NSNextKeyView"] = .object(loop[0])
        for (view, next) in zip(loop, loop.dropFirst().map { $0 } + [tabView]) {
            view["NSNextKeyView"] = .object(next)
        }
        return tabView
    }

    /// One `<tabViewItem>` → `NSTabViewItem` { `NSIdentifier`, `NSView`, `NSLabel`, `NSColor`
    /// controlColor, `NSTabView` } (nkv_simple), listed under the tab view, its view under it.
    private static func encodeItem(_ itemElement: MarkupElement, tabView: AppKitArchiveObject,
                                   walker: AppKitElementWalker) throws -> (AppKitArchiveObject, AppKitArchiveObject, MarkupElement) {
        let context = walker.context
        var itemReader = AppKitAttributeReader(itemElement)
        guard let identifier = itemReader.string("identifier") else {
            throw itemReader.unsupported("identifier", "(absent)")
        }
        let tabItem = AppKitArchiveObject(className: "NSTabViewItem")
        context.list(tabItem, id: itemReader.id, parent: tabView)
        var view: AppKitArchiveObject?
        var viewElement: MarkupElement?
        for itemChild in itemElement.childElements {
            if itemChild.name == "view", itemChild.attribute("key") == "view" {
                guard !containsScrollView(itemChild) else {
                    throw AppKitEncodingError.notCompiled(element: "tabViewItem", id: itemReader.id, reason: scrollViewRefusal)
                }
                view = try walker.encodeObject(itemChild, parent: tabItem)
                viewElement = itemChild
            } else if try !walker.encodeCommonChild(itemChild, of: tabItem) {
                throw walker.unsupported(itemChild)
            }
        }
        guard let view, let viewElement else {
            throw AppKitEncodingError.malformed(element: "tabViewItem", id: itemReader.id, reason: "a tab view item needs a view")
        }
        tabItem.append("NSIdentifier", .string(identifier))
        tabItem.append("NSView", .object(view))
        tabItem.append("NSLabel", .string(itemReader.string("label") ?? ""))
        tabItem.append("NSColor", .object(try context.colors.systemColor("controlColor", element: "tabViewItem", ownerID: itemReader.id)))
        tabItem.append("NSTabView", .object(tabView))
        try itemReader.finish()
        return (tabItem, view, viewElement)
    }

    /// `NSTvFlags` holds the `NSTabViewType` (AppKit's raw values; the pair
    /// tabview_scrollview_chain has 6 for noTabsNoBorder, and Cappuccino's nib2cib reads the type
    /// as `flags & 0x7`). Other bits (a control size, say) are not known: those attributes are refused.
    /// `controlSize="small"` → `NSTvFlags` bit 0x0800_0000. Evidence: AppKit's own coder in the
    /// legacy archive sequelpro DBView wrote 0x0800_0003 for the tab view whose xib (Sequel-Ace's
    /// DBView, the same view) says `controlSize="small" type="rightTabsBezelBorder"`, with the 11 pt
    /// small system font. AppKit's 10.6 header archives `controlSize:2` beside `controlTint:3` in
    /// `__NSTabViewFlags`; GNUstep reads the size as `(flags & 0x0C00_0000) >> 26`, which would call
    /// that archive mini, so the bit is the archive's, not GNUstep's. Mini (no archive) stays refused.
    static func controlSizeFlags(_ reader: inout AppKitAttributeReader) throws -> Int64 {
        guard let size = reader.string("controlSize") else { return 0 }
        switch size {
        case "regular": return 0
        case "small": return 0x0800_0000
        default: throw reader.unsupported("controlSize", size)
        }
    }

    static let tabViewTypes: [String: Int64] = [
        "topTabsBezelBorder": 0, "leftTabsBezelBorder": 1, "bottomTabsBezelBorder": 2, "rightTabsBezelBorder": 3,
        "noTabsBezelBorder": 4, "noTabsLineBorder": 5, "noTabsNoBorder": 6,
    ]

    /// Without a `<font key="font">` ibtool archives NSTabView's own default, the small system
    /// font (nkv_simple); with one, that font as every control's (`metaFont="system"`: 13 pt,
    /// tabview_scrollview_chain).
    private static func defaultFont() -> AppKitArchiveObject {
        let font = AppKitArchiveObject(className: "NSFont", isSharedByContent: true)
        font.append("NSName", .string(".AppleSystemUIFont"))
        font.append("NSSize", .double(11))
        font.append("NSfFlags", .integer(AppKitFontEncoder.roleFlags(0x1c)))
        return font
    }

    /// Why an item view holding a scroll view is refused. The one pair with one,
    /// tabview_scrollview_chain (two plain scroll views, horizontal scrollers hidden), shows that
    /// ibtool's tab-view loop rewires each scroll view's own key views: the scroll view's next key
    /// view becomes its hidden horizontal scroller (whose own is then nil) where it is the clip
    /// view elsewhere, and the document view's the vertical scroller, which leads on to the next
    /// view; and those clip views are archived untiled. One configuration does not give the rule.
    static let scrollViewRefusal = "a scroll view inside a tab view item's view is wired into the tab view's key-view loop by a rule one pair (tabview_scrollview_chain: scroll view → its hidden horizontal scroller → nil, clip view → document view → vertical scroller → the next view, clip views left untiled) shows for two plain scroll views only; what a shown scroller, a header or a text or table document view does there is in no Apple nib"

    private static func containsScrollView(_ element: MarkupElement) -> Bool {
        element.childElements.contains { $0.name == "scrollView" || containsScrollView($0) }
    }

    /// Appends the subviews of `element`, in reading order, each followed by its own subviews.
    private static func appendKeyViews(below element: MarkupElement, to loop: inout [AppKitArchiveObject],
                                       context: AppKitEncodingContext) throws {
        guard let subviews = element.firstChild(named: "subviews") else { return }
        var ordered: [(element: MarkupElement, frame: AppKitRect)] = []
        for subview in subviews.childElements {
            guard let rect = subview.firstChild(named: "rect", key: "frame") else {
                throw AppKitEncodingError.malformed(element: subview.name, id: subview.attribute("id"),
                                                    reason: "a view in a tab view's key loop needs a frame")
            }
            let entry = (element: subview, frame: try AppKitRect(rect, ownerID: subview.attribute("id")))
            let index = ordered.firstIndex { comesBefore(entry.frame, $0.frame) } ?? ordered.count
            ordered.insert(entry, at: index)
        }
        for entry in ordered {
            guard let id = entry.element.attribute("id"), let view = context.objectsByID[id] else { continue }
            loop.append(view)
            try appendKeyViews(below: entry.element, to: &loop, context: context)
        }
    }

    /// Reading order of two sibling frames (unflipped coordinates).
    static func comesBefore(_ a: AppKitRect, _ b: AppKitRect) -> Bool {
        let overlap = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        if overlap > 0 { return a.x < b.x }
        return a.y + a.height > b.y + b.height
    }
}
