import IBDocument

/// `<scrollView>` with its `<clipView key="contentView">` and two `<scroller>`s, as ibtool
/// archives them (derived from the Apple nibs of ../shared/fixtures/nib/macos-viraptor-ibtool):
///
/// - `NSScrollView`: the view keys, `NSSubviews` = [clip view, horizontal scroller, vertical
///   scroller], `NSNextKeyView` (the clip view), `NSGestureRecognizers` (an `NSArray` with the
///   scroll view's own `NSPanGestureRecognizer`), `NSsFlags`, `NSVScroller`, `NSHScroller`,
///   `NSContentView`, the magnification range 0.25…4 at 1, and `NSScrollAmts` when a line or
///   page amount is not 10 (four big-endian float32s: vertical page, horizontal page, vertical
///   line, horizontal line).
///   `NSsFlags` = 0x20800 | border (none 0, line 1, bezel 2, groove 3) | 0x10 vertical scroller
///   | 0x20 horizontal scroller | 0x200 autohides | 0x10000 predominant-axis scrolling.
/// - `NSClipView`: `NSvFlags` 0x100 whatever the document says, its frame tiled by ibtool (below),
///   `NSDocView` and `NSNextKeyView` (the document view), `NSBGColor` (the document's or
///   `controlBackgroundColor`), `NScvFlags` (4 draws background — the default —, 2 when
///   `copiesOnScroll="NO"`; absent when 0), `NSAutomaticallyAdjustsContentInsets`.
/// - `NSScroller`: the view keys (`NSvFlags` 0x100 | hidden; a layer-tree host as described below), the
///   control keys, target and action `_doScroller:` on the scroll view, `NSsFlags` (1
///   horizontal | 0x100 small), `NSCurValue` (`doubleValue`).
///
/// Tiling: the clip view is the scroll view inset by the border (1 for line and bezel, 2 for
/// groove) less 17 points for each scroller that shows — a scroller shows when the scroll view
/// has it and either does not autohide or the document view does not fit. The document view is
/// then resized by its autoresizing mask as the clip view changes (fixtures
/// clipview_customview_drawsbg, test11/test12_text_view_*, textview_linkdetection, test20_framecalc).
/// A document view of a custom class (other than a table) is not tiled (sb_tv_customclass).
/// A table or outline document view is laid out by `AppKitTableViewEncoder.fit` instead (its
/// width follows its columns, a header view adds a header clip view and a corner view, and
/// autohidden scrollers follow the table's width).
enum AppKitScrollViewEncoder {
    static let legacyScrollerThickness = 17.0
    static let borderTypes: [String: (flag: Int64, inset: Double)] = [
        "none": (0, 0), "line": (1, 1), "bezel": (2, 1), "groove": (3, 2),
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let scrollView = AppKitArchiveObject(className: "NSScrollView")
        var reader = AppKitAttributeReader(element)
        let border = try reader.mapped("borderType", borderTypes, default: borderTypes["bezel"]!)
        let hasVertical = try reader.bool("hasVerticalScroller", default: true)
        let hasHorizontal = try reader.bool("hasHorizontalScroller", default: true)
        let autohides = try reader.bool("autohidesScrollers", default: false)
        // The view's focus ring type lives in NSvFlags (0x1000: none), as on a table (scrollview_table).
        let focusRingNone = try reader.mapped("focusRingType", ["none": true, "default": false], default: false)
        let predominantAxis = try reader.bool("usesPredominantAxisScrolling", default: true)
        func amount(_ name: String, default value: Double = 10) throws -> Float { Float(try reader.double(name) ?? value) }
        // A table scrolls by its row (row height + intercell height), whatever the line amounts say.
        let tableElement = element.firstChild(named: "clipView", key: "contentView")?.firstChild(named: "subviews")?
            .childElements.first.flatMap { ["tableView", "outlineView"].contains($0.name) ? $0 : nil }
        let tableLine = try tableElement.map { Float(try AppKitTableViewEncoder.rowScrollAmount(of: $0)) }
        let lineAmounts = [try amount("verticalLineScroll"), try amount("horizontalLineScroll")]
        let amounts = [try amount("verticalPageScroll"), try amount("horizontalPageScroll"),
                       tableLine ?? lineAmounts[0], tableLine ?? lineAmounts[1]]
        let frame = try element.firstChild(named: "rect", key: "frame").map { try AppKitRect($0, ownerID: reader.id) }
        guard let clipElement = element.firstChild(named: "clipView", key: "contentView"),
              element.firstChild(named: "scroller", key: "horizontalScroller") != nil,
              element.firstChild(named: "scroller", key: "verticalScroller") != nil else {
            throw AppKitEncodingError.malformed(element: "scrollView", id: reader.id,
                                                reason: "a scroll view needs a clip view and both scrollers")
        }

        var clipView: AppKitArchiveObject?
        var horizontal: AppKitArchiveObject?
        var vertical: AppKitArchiveObject?
        var header: AppKitTableHeaderEncoder.Header?
        // Scrollers are layer-tree hosts when they say wantsLayer="YES", and in borderless scroll
        // views whose document view does not want a layer (observed over the 29 fixtures with
        // scrollers; test11_text_view_back has neither, test_table_no_header is bezeled).
        let documentWantsLayer = clipElement.firstChild(named: "subviews")?.childElements.first?.attribute("wantsLayer") == "YES"
        let scrollersHostLayers = border.flag == 0 && !documentWantsLayer
        let scrollID = reader.id
        try AppKitViewEncoder.encodeView(scrollView, element: element, reader: &reader, parent: parent, walker: walker) { child in
            switch (child.name, child.attribute("key")) {
            case ("clipView", "contentView"):
                clipView = try encodeClipView(child, scrollView: scrollView, walker: walker)
            case ("scroller", "horizontalScroller"):
                horizontal = try encodeScroller(child, scrollView: scrollView, horizontal: true,
                                            hostsLayer: scrollersHostLayers, walker: walker)
            case ("tableHeaderView", "headerView"):
                let tableID = clipElement.firstChild(named: "subviews")?.childElements.first?.attribute("id")
                header = try AppKitTableHeaderEncoder.encode(child, scrollView: scrollView,
                                                             table: tableID.flatMap { walker.context.objectsByID[$0] }, walker: walker)
            case ("scroller", "verticalScroller"):
                vertical = try encodeScroller(child, scrollView: scrollView, horizontal: false,
                                          hostsLayer: scrollersHostLayers, walker: walker)
            case ("edgeInsets", "contentInsets"):
                try acceptDefaultContentInsets(child, ownerID: scrollID)
            default:
                return false
            }
            return true
        }
        guard let clipView, let horizontal, let vertical else {
            throw AppKitEncodingError.malformed(element: "scrollView", id: reader.id, reason: "a scroll view needs a clip view and both scrollers")
        }

        let tiling = try tile(clipView, verticalScroller: vertical, horizontalScroller: horizontal, header: header, clipElement: clipElement, scrollSize: frame.map { ($0.width, $0.height) } ?? (0, 0),
                 inset: border.inset, hasVertical: hasVertical, hasHorizontal: hasHorizontal, autohides: autohides,
                 context: walker.context)

        // A bordered scroll view with a header holds the table's corner view (not a borderless one:
        // outline_2col_default, table_5col_reverseseq), unless the vertical scroller is hidden and
        // the table overflows (test_6col).
        let corner = header.flatMap { header -> AppKitArchiveObject? in
            guard border.flag != 0, tiling.showsVertical || !tiling.overflows else { return nil }
            guard case .object(let table)? = header.headerView["NSTableView"] else { return nil }
            return AppKitTableViewEncoder.cornerView(of: table, context: walker.context)
        }
        if let corner {
            corner["NSNextResponder"] = .object(scrollView)
            corner["NSSuperview"] = .object(scrollView)
            corner.order(AppKitViewEncoder.commonKeyOrder)
        }
        if let header {
            scrollView["NSSubviews"] = .object(.mutableArray([clipView, header.clipView, horizontal] + (corner.map { [$0] } ?? []) + [vertical]))
        } else {
            scrollView["NSSubviews"] = .object(.mutableArray([clipView, horizontal, vertical]))
        }

        if focusRingNone { scrollView.orFlags("NSvFlags", 0x1000) }
        scrollView["NSNextKeyView"] = .object(clipView)
        let pan = AppKitArchiveObject(className: "NSPanGestureRecognizer")
        pan.append("NSGestureRecognizer.allowedTouchTypes", .integer(1))
        pan.append("NSGestureRecognizer.action", .string("_panWithGestureRecognizer:"))
        pan.append("NSGestureRecognizer.target", .object(scrollView))
        pan.append("NSGestureRecognizer.delegate", .object(scrollView))
        pan.append("NSPanGestureRecognizer.buttonMask", .integer(0))
        pan.append("NSPanGestureRecognizer.numberOfTouchesRequired", .integer(1))
        scrollView["NSGestureRecognizers"] = .object(.array([pan]))
        var flags: Int64 = 0x20800 | border.flag
        if hasVertical { flags |= 0x10 }
        if hasHorizontal { flags |= 0x20 }
        if autohides { flags |= 0x200 }
        if predominantAxis { flags |= 0x10000 }
        // A table wider than its clip view sets 0x80 and enables the horizontal scroller.
        if tiling.overflows {
            flags |= 0x80
            horizontal["NSEnabled"] = .bool(true)
            horizontal.order(AppKitViewEncoder.commonKeyOrder + ["NSEnabled"])
        }
        scrollView["NSsFlags"] = .integer(flags)
        scrollView["NSVScroller"] = .object(vertical)
        scrollView["NSHScroller"] = .object(horizontal)
        scrollView["NSContentView"] = .object(clipView)
        if let header { scrollView["NSHeaderClipView"] = .object(header.clipView) }
        if let corner { scrollView["NSCornerView"] = .object(corner) }
        scrollView["NSMinMagnification"] = .double(0.25)
        scrollView["NSMaxMagnification"] = .double(4)
        scrollView["NSMagnification"] = .double(1)
        if amounts != [10, 10, 10, 10] {
            var bytes: [UInt8] = []
            for value in amounts {
                let bits = value.bitPattern
                bytes += [UInt8(bits >> 24), UInt8((bits >> 16) & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8(bits & 0xFF)]
            }
            scrollView["NSScrollAmts"] = .bytes(bytes)
        }
        try reader.finish()
        return scrollView
    }

    /// The clip view's frame after ibtool's tiling, and the document view resized with it.
    private static func tile(_ clipView: AppKitArchiveObject, verticalScroller: AppKitArchiveObject?,
                             horizontalScroller: AppKitArchiveObject?,
                             header: AppKitTableHeaderEncoder.Header?,
                             clipElement: MarkupElement, scrollSize: (Double, Double),
                             inset: Double, hasVertical: Bool, hasHorizontal: Bool, autohides: Bool,
                             context: AppKitEncodingContext) throws -> (overflows: Bool, showsVertical: Bool) {
        let clipID = clipElement.attribute("id")
        let raw = try clipElement.firstChild(named: "rect", key: "frame").map { try AppKitRect($0, ownerID: clipID) }
        let documentElement = clipElement.firstChild(named: "subviews")?.childElements.first
        let documentFrame = try documentElement?.firstChild(named: "rect", key: "frame")
            .map { try AppKitRect($0, ownerID: documentElement?.attribute("id")) }
        var width = scrollSize.0 - 2 * inset
        var height = scrollSize.1 - 2 * inset
        let table = documentElement?.attribute("id").flatMap { context.objectsByID[$0] }
        let tableLayout = table.flatMap { context.tableLayouts[ObjectIdentifier($0)] }
        let showsVertical = hasVertical && (!autohides || (documentFrame.map { $0.height > height } ?? false))
        // A document view of a custom class is not tiled: its shown scrollers take no room
        // (sb_tv_customclass: `MyTextView` and its clip view stay 480 wide beside the vertical
        // scroller; the todo pair test28_tableview_attrs shows the same with a custom table).
        let isCustomDocument = documentElement?.attribute("customClass") != nil && tableLayout == nil
        if showsVertical && !isCustomDocument { width -= legacyScrollerThickness }
        // A table shows its horizontal scroller when it overflows the clip view.
        let overflowing = tableLayout.map { AppKitTableViewEncoder.overflows($0, clipWidth: width) }
        let showsHorizontal = hasHorizontal
            && (!autohides || (overflowing ?? documentFrame.map { $0.width > width } ?? false))
        // A table's horizontal scroller that the document hides and the table's overflow shows
        // does not take room from the clip view (test_6col).
        let horizontalHiddenInDocument = (horizontalScroller?.integer("NSvFlags") ?? 0) & AppKitViewEncoder.hiddenBit != 0
        let revealsHorizontal = tableLayout != nil && showsHorizontal && horizontalHiddenInDocument
        if showsHorizontal && !revealsHorizontal && !isCustomDocument { height -= legacyScrollerThickness }
        if tableLayout != nil && autohides {
            // Autohidden scrollers of a table are archived hidden.
            for (scroller, shows) in [(horizontalScroller, showsHorizontal), (verticalScroller, showsVertical)] where !shows {
                scroller?.orFlags("NSvFlags", AppKitViewEncoder.hiddenBit)
            }
        }
        let frame = AppKitRect(x: inset, y: inset, width: max(width, 0), height: max(height, 0))
        AppKitViewEncoder.replaceFrame(frame, of: clipView)
        if let table, let layout = tableLayout {
            let overflows = AppKitTableViewEncoder.fit(table, layout: layout, clip: frame, scrollWidth: scrollSize.0, header: header,
                                                       bordered: inset > 0,
                                       verticalScroller: showsVertical ? verticalScroller : nil)
            if let header {
                clipView["NSBounds"] = .string(AppKitRect(x: 0, y: -header.height, width: frame.width, height: frame.height).rectString)
                clipView.order(AppKitViewEncoder.commonKeyOrder.flatMap { $0 == "NSFrame" ? ["NSFrame", "NSBounds"] : [$0] })
            }
            if revealsHorizontal, let scroller = horizontalScroller, case .double(let tableWidth)? = tableWidthValue(table) {
                // Shown at the bottom edge, as wide as the clip view (15 high when small), with the
                // visible share of the table as its knob proportion.
                let small = (scroller.integer("NSsFlags") ?? 0) & 0x100 != 0
                let thickness = small ? 15 : legacyScrollerThickness
                scroller["NSvFlags"] = .integer((scroller.integer("NSvFlags") ?? 0) & ~AppKitViewEncoder.hiddenBit)
                AppKitViewEncoder.replaceFrame(AppKitRect(x: inset, y: scrollSize.1 - inset - thickness, width: frame.width,
                                                          height: thickness), of: scroller)
                scroller["NSPercent"] = .double(frame.width / tableWidth)
            }
            return (overflows, showsVertical)
        }
        if let raw { try resizeDocument(of: clipElement, from: raw, to: frame, context: context) }
        return (false, showsVertical)
    }

    /// A table's archived width (`NSFrameSize` or `NSFrame`, "{w, h}" or "{{x, y}, {w, h}}").
    private static func tableWidthValue(_ table: AppKitArchiveObject) -> AppKitArchiveValue? {
        for key in ["NSFrameSize", "NSFrame"] {
            guard case .object(let string)? = table[key], case .bytes(let bytes)? = string["NS.bytes"],
                  let text = String(bytes: bytes, encoding: .utf8) else { continue }
            let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
            if let width = numbers.dropLast().last { return .double(width) }
        }
        return nil
    }

    /// Resizes a clip view's document view by its autoresizing mask as the clip view goes from
    /// `raw` (its frame in the document) to `frame`: a flexible width or height grows by the
    /// difference, or fills when it was as large.
    private static func resizeDocument(of clipElement: MarkupElement, from raw: AppKitRect, to frame: AppKitRect,
                                       context: AppKitEncodingContext) throws {
        guard let documentElement = clipElement.firstChild(named: "subviews")?.childElements.first,
              let id = documentElement.attribute("id"), let document = context.objectsByID[id],
              var documentFrame = try documentElement.firstChild(named: "rect", key: "frame").map({ try AppKitRect($0, ownerID: id) })
        else { return }
        let mask = try documentElement.firstChild(named: "autoresizingMask")
            .map { try AppKitViewEncoder.autoresizingMask($0, ownerID: id) } ?? 0
        if mask & 0x02 != 0 {
            documentFrame.width = documentFrame.width >= raw.width ? frame.width : documentFrame.width + frame.width - raw.width
        }
        if mask & 0x10 != 0 {
            documentFrame.height = documentFrame.height >= raw.height ? frame.height : documentFrame.height + frame.height - raw.height
        }
        AppKitViewEncoder.replaceFrame(documentFrame, of: document)
        AppKitTextViewEncoder.updateContainerWidth(of: document)
    }

    /// A `<clipView key="contentView">` that is a window's content view (fixture
    /// test6_whitecolor): unlike a scroll view's, it keeps its autoresizing mask and origin,
    /// takes the window's content size, has no superview, and its document view is resized
    /// with it.
    static func encodeWindowContentClipView(_ element: MarkupElement, window: AppKitArchiveObject?,
                                            walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let clipView = try encodeClipView(element, scrollView: nil, parent: window, walker: walker)
        let id = element.attribute("id")
        guard let raw = try element.firstChild(named: "rect", key: "frame").map({ try AppKitRect($0, ownerID: id) }) else {
            return clipView
        }
        let size = walker.contentSize ?? (raw.width, raw.height)
        let frame = AppKitRect(x: raw.x, y: raw.y, width: size.0, height: size.1)
        AppKitViewEncoder.replaceFrame(frame, of: clipView)
        try resizeDocument(of: element, from: raw, to: frame, context: walker.context)
        return clipView
    }

    /// `<edgeInsets key="contentInsets">` of a scroll view or its clip view (Xcode 8-era documents
    /// write it even when zero). Zero insets are the default state, which archives nothing: every
    /// scroll and clip view of the pairs has zero insets and Apple's nibs carry no inset key, while
    /// the same clip views show that the coder writes its automatic-insets flag
    /// (`NSAutomaticallyAdjustsContentInsets`) even at its default. Other insets are refused: the
    /// key they are archived under is in no pair and no public reader of nibs.
    static func acceptDefaultContentInsets(_ element: MarkupElement, ownerID: String?) throws {
        var reader = AppKitAttributeReader(element)
        for side in ["left", "right", "top", "bottom"] where (try reader.double(side) ?? 0) != 0 {
            throw AppKitEncodingError.notCompiled(element: "edgeInsets", id: ownerID, reason:
                "non-zero content insets (\(side)=\"\(element.attribute(side) ?? "")\") are archived under a key no pair, legacy archive or public nib reader shows; zero insets, the default, archive nothing")
        }
        try reader.finish()
    }

    private static func encodeClipView(_ element: MarkupElement, scrollView: AppKitArchiveObject?, parent: AppKitArchiveObject? = nil,
                                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let clipView = AppKitArchiveObject(className: "NSClipView")
        clipView["NSNextResponder"] = scrollView.map { .object($0) } ?? .null
        var reader = AppKitAttributeReader(element)
        var background: AppKitArchiveObject?
        // `<nil key="backgroundColor"/>`: no NSBGColor at all (HSChooserWindow's clip view, which
        // draws no background and does not copy on scroll: NScvFlags 2, no colour key).
        var noBackground = false
        let clipID = reader.id
        try AppKitViewEncoder.encodeView(clipView, element: element, reader: &reader, parent: scrollView ?? parent, walker: walker) { child in
            if child.name == "edgeInsets", child.attribute("key") == "contentInsets" {
                try acceptDefaultContentInsets(child, ownerID: clipID)
                return true
            }
            guard child.attribute("key") == "backgroundColor" else { return false }
            switch child.name {
            case "color": background = try walker.context.colors.encode(child, ownerID: clipID)
            case "nil" where child.attributes.count == 1 && child.childElements.isEmpty: noBackground = true
            default: return false
            }
            return true
        }
        if let scrollView {
            clipView["NSSuperview"] = .object(scrollView)
            // ibtool ignores a scroll view's clip view's own autoresizing mask.
            clipView["NSvFlags"] = .integer(AppKitViewEncoder.autoresizesSubviews)
        }
        var document: AppKitArchiveObject?
        if case .object(let subviews)? = clipView["NSSubviews"] {
            let views = subviews.values.compactMap { entry -> AppKitArchiveObject? in
                if case .object(let view) = entry.value { return view }
                return nil
            }
            guard views.count <= 1 else {
                throw AppKitEncodingError.malformed(element: "clipView", id: reader.id, reason: "a clip view holds one document view")
            }
            document = views.first
        }
        if let document {
            clipView["NSNextKeyView"] = .object(document)
            clipView["NSDocView"] = .object(document)
            if AppKitCustomClass.archivedClass(of: document) == "NSTextView" {
                // A clip view showing text has the I-beam cursor.
                let cursor = AppKitArchiveObject(className: "NSCursor", isSharedByContent: true)
                cursor.append("NSHotSpot", .string("{1, -1}"))
                cursor.append("NSCursorType", .integer(0))
                clipView["NSCursor"] = .object(cursor)
            }
        } else {
            clipView["NSDocView"] = .null
        }
        if !noBackground {
            clipView["NSBGColor"] = .object(try background ?? walker.context.colors.systemColor("controlBackgroundColor",
                                                                                                element: "clipView", ownerID: reader.id))
        }
        var flags: Int64 = 0
        if try reader.bool("drawsBackground", default: true) { flags |= 4 }
        if !(try reader.bool("copiesOnScroll", default: true)) { flags |= 2 }
        if flags != 0 { clipView["NScvFlags"] = .integer(flags) }
        clipView["NSAutomaticallyAdjustsContentInsets"] = .bool(true)
        clipView.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()
        return clipView
    }

    private static func encodeScroller(_ element: MarkupElement, scrollView: AppKitArchiveObject, horizontal: Bool, hostsLayer: Bool,
                                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let scroller = AppKitArchiveObject(className: "NSScroller")
        var reader = AppKitAttributeReader(element)
        guard try reader.bool("horizontal", default: false) == horizontal else {
            throw reader.unsupported("horizontal", element.attribute("horizontal") ?? "")
        }
        // Every scroller Interface Builder writes carries 750; it leaves no key.
        try reader.accept("verticalHuggingPriority", only: ["750"])
        let small = try reader.mapped("controlSize", ["regular": false, "small": true], default: false)
        let value = try reader.double("doubleValue")
        let hidden = try reader.bool("hidden", default: false)
        try AppKitViewEncoder.encodeView(scroller, element: element, reader: &reader, parent: scrollView, walker: walker) { _ in false }
        scroller["NSvFlags"] = .integer(AppKitViewEncoder.autoresizesSubviews | (hidden ? AppKitViewEncoder.hiddenBit : 0))
        scroller["NSSuperview"] = .object(scrollView)
        if hostsLayer { scroller["NSViewIsLayerTreeHost"] = .bool(true) }
        scroller["NSAllowsLogicalLayoutDirection"] = .bool(false)
        scroller["NSControlAction"] = .string("_doScroller:")
        scroller["NSControlTarget"] = .object(scrollView)
        AppKitControlKeys.setPlain(scroller, sendActionMask: 4)
        let flags: Int64 = (horizontal ? 1 : 0) | (small ? 0x100 : 0)
        if flags != 0 { scroller["NSsFlags"] = .integer(flags) }
        scroller["NSTarget"] = .object(scrollView)
        scroller["NSAction"] = .string("_doScroller:")
        if let value { scroller["NSCurValue"] = .double(value) }
        scroller.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()
        return scroller
    }
}
