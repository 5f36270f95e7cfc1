import IBDocument

/// `<tableHeaderView key="headerView">` of a scroll view → `NSTableHeaderView` inside its own
/// `NSClipView` (the scroll view's `NSHeaderClipView`), as ibtool archives them (fixtures
/// test_table_header, test_table_uniform_header, test_sort_desc):
///
/// - header clip view: `NSvFlags` 0x100, `NSSubviews` [header], `NSFrame` (the clip view's
///   origin and width, the header's height), `NSNextKeyView` and `NSDocView` the header,
///   `NSAutomaticallyAdjustsContentInsets`; no background colour, not listed.
/// - header view: `NSvFlags` 0x100 whatever its mask, `NSFrameSize` (the table's width, its own
///   height), `NSViewIsLayerTreeHost` when it wants a layer, `NSTableView`; listed under the
///   scroll view.
///
/// The table gets `NSHeaderView`; the scroll view lists the header clip view after its clip
/// view and the corner view before its vertical scroller (`AppKitScrollViewEncoder`).
enum AppKitTableHeaderEncoder {
    struct Header {
        let clipView: AppKitArchiveObject
        let headerView: AppKitArchiveObject
        let height: Double
    }

    static let headerKeyOrder = [
        "NSNextResponder", "NSNibTouchBar", "NSvFlags", "NSFrameSize", "NSSuperview", "NSViewIsLayerTreeHost",
        "NSViewWantsBestResolutionOpenGLSurface", "IBNSSafeAreaLayoutGuide", "IBNSLayoutMarginsGuide", "IBNSClipsToBounds",
        "NSTableView",
    ]

    static func encode(_ element: MarkupElement, scrollView: AppKitArchiveObject, table: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> Header {
        guard let table else {
            throw AppKitEncodingError.malformed(element: "tableHeaderView", id: element.attribute("id"),
                                                reason: "a header view needs a table as its scroll view's document view")
        }
        let clipView = AppKitArchiveObject(className: "NSClipView")
        let header = AppKitArchiveObject(className: "NSTableHeaderView")
        var reader = AppKitAttributeReader(element)
        let frame = try element.firstChild(named: "rect", key: "frame").map { try AppKitRect($0, ownerID: reader.id) }
        try AppKitViewEncoder.encodeView(header, element: element, reader: &reader, parent: scrollView, walker: walker) { _ in false }
        header["NSNextResponder"] = .object(clipView)
        header["NSvFlags"] = .integer(AppKitViewEncoder.autoresizesSubviews)
        header["NSSuperview"] = .object(clipView)
        header["NSTableView"] = .object(table)
        header.order(headerKeyOrder)
        try reader.finish()

        clipView["NSNextResponder"] = .object(scrollView)
        clipView["NSNibTouchBar"] = .null
        clipView["NSvFlags"] = .integer(AppKitViewEncoder.autoresizesSubviews)
        clipView["NSSubviews"] = .object(.mutableArray([header]))
        clipView["NSFrameSize"] = .string(AppKitRect.sizeString(0, 0))
        clipView["NSSuperview"] = .object(scrollView)
        clipView["NSNextKeyView"] = .object(header)
        clipView["NSViewWantsBestResolutionOpenGLSurface"] = .bool(true)
        clipView["IBNSSafeAreaLayoutGuide"] = .null
        clipView["IBNSLayoutMarginsGuide"] = .null
        clipView["IBNSClipsToBounds"] = .integer(0)
        clipView["NSDocView"] = .object(header)
        clipView["NSAutomaticallyAdjustsContentInsets"] = .bool(true)

        table["NSHeaderView"] = .object(header)
        table.order(AppKitTableViewEncoder.keyOrder)
        return Header(clipView: clipView, headerView: header, height: frame?.height ?? 23)
    }

    /// Lays the header out above the tiled clip view `clip`, as wide as the table.
    static func fit(_ header: Header, clip: AppKitRect, tableWidth: Double) {
        AppKitViewEncoder.replaceFrame(AppKitRect(x: clip.x, y: clip.y, width: clip.width, height: header.height), of: header.clipView)
        AppKitViewEncoder.replaceFrame(AppKitRect(x: 0, y: 0, width: tableWidth, height: header.height), of: header.headerView,
                                       keyOrder: headerKeyOrder)
    }
}
