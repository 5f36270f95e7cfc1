import IBDocument

/// Views and layout guides as `LayoutItem`s: their rectangles in their view's bounds, and margins.
extension RootLayout {
    func makeItems() {
        for node in nodes { node.isRightToLeft = node.effectiveDirection(app: environment.options.direction) == .rightToLeft }
        for node in nodes {
            let variables = node.variables
            let item = LayoutItem(id: node.id, kind: .view, element: node.element, node: node, left: Expression(0),
                                  top: Expression(0), width: Expression(variables.width), height: Expression(variables.height))
            item.margins = margins(of: node)
            setBaselines(of: item, node)
            node.item = item
            if items[node.id] == nil { items[node.id] = item }
            makeGuides(of: node)
        }
        setStackViewBaselines()
    }

    /// Safe-area insets of a view: the root's from the device; nested views get the part of
    /// the root's safe area they overlap, judged from their stored frames (an approximation:
    /// UIKit recomputes it from the solved frame, which would make the layout non-linear).
    func safeAreaInsets(of node: LayoutNode) -> Insets {
        if node.isRoot { return rootSafeArea }
        // Scroll views (tables, collections) don't pass the screen's safe area to their content here.
        var ancestor = node.parent
        while let current = ancestor {
            if RootLayout.scrollingElements.contains(current.elementName) { return .zero }
            ancestor = current.parent
        }
        let frame = node.storedAbsoluteFrame
        let rootFrame = root.storedAbsoluteFrame
        let stored = storedRootSafeArea
        return Insets(top: max(0, stored.top - frame.y), left: max(0, stored.left - frame.x),
                      bottom: max(0, frame.y + frame.height - (rootFrame.height - stored.bottom)),
                      right: max(0, frame.x + frame.width - (rootFrame.width - stored.right)))
    }

    /// A xib's top-level views whose margins are not a root view's: table cells and header/footer
    /// views (their content views have `TableCellMargins`' own).
    static let ownMarginRoots: Set<String> = ["tableViewCell", "tableViewHeaderFooterView"]

    /// UIKit's layout margins: 8 pt around ordinary views, none in a stack view (docs/layout.md:
    /// every stack of the corpus with a subview pinned to its margins); a controller's root view uses the
    /// system minimum (16/20 pt at the sides, 0 at top and bottom), and so does a xib's other
    /// top-level views — plain views, collection view cells and reusable views — by their own width
    /// (docs/layout.md: 32 views of 4 apps, Xcode 9 to 14); table cell content views
    /// 16/20 pt × 11 pt with exceptions (`TableCellMargins`). Margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`).
    func margins(of node: LayoutNode) -> Insets {
        let safe = node.element.attribute("insetsLayoutMarginsFromSafeArea") == "NO" ? .zero : safeAreaInsets(of: node)
        if let explicit = node.explicitMargins {
            // A content view that preserves the cell's margins keeps the larger of the two per side.
            if node.elementName == "tableViewCellContentView", node.element.attribute("preservesSuperviewLayoutMargins") == "YES" {
                let cell = TableCellMargins.contentView(node, sideMargin: environment.device.systemMinimumSideMargin,
                                                        toolsVersion: environment.toolsVersion)
                return Insets(top: max(explicit.top, cell.top), left: max(explicit.left, cell.left),
                              bottom: max(explicit.bottom, cell.bottom), right: max(explicit.right, cell.right)) + safe
            }
            return explicit + safe
        }
        if node.isRoot, node.owningController != nil {
            let side = environment.device.systemMinimumSideMargin
            return Insets(top: 0, left: side, bottom: 0, right: side) + safe
        }
        if node.isRoot, !RootLayout.ownMarginRoots.contains(node.elementName) {
            let side = environment.device.systemMinimumSideMargin(width: rootSize.width)
            return Insets(top: 0, left: side, bottom: 0, right: side) + safe
        }
        if node.elementName == "tableViewCellContentView" {
            return TableCellMargins.contentView(node, sideMargin: environment.device.systemMinimumSideMargin,
                                                toolsVersion: environment.toolsVersion) + safe
        }
        if node.elementName == "stackView" { return safe }
        return Insets(top: 8, left: 8, bottom: 8, right: 8) + safe
    }

    /// Text views put their baselines where the text is drawn: a label centres its text
    /// vertically (an empty one: one descender above its bottom); other views use their bottom
    /// edge (stack views: their arranged views', `setStackViewBaselines`).
    private func setBaselines(of item: LayoutItem, _ node: LayoutNode) {
        if let generation = node.appKit {
            if let baselines = AppKitControls.baselines(of: node.element, generation: generation) {
                (item.firstBaseline, item.lastBaseline) = (baselines.first, baselines.last)
            }
            return
        }
        switch node.elementName {
        case "label", "textField", "button", "textView":
            let font = TextMetrics.of(node.element, defaultSize: node.elementName == "label" ? 17 : (node.elementName == "button" ? 15 : 14),
                                      device: environment.device)
            // A label draws the lines its text takes (not numberOfLines: a 3-line label showing
            // one line centres that line), at the width it wraps at.
            var text = node.element.attribute("text") ?? node.element.firstChild(named: "string", key: "text")?.textContent ?? ""
            if text.isEmpty { text = AttributedText.of(node.element, device: nil)?.text ?? "" }
            let lines = node.elementName == "label" ? Double(IntrinsicContentSize.lineCount(of: node.element, font: font, text: text)) : 1
            let textHeight = font.lineHeight * lines
            // baseline = top + (height - textHeight)/2 + ascent (first line) …
            item.firstBaseline = (0.5, -textHeight / 2 + font.ascent)
            // … and the last line's baseline, one line height above the text's bottom.
            item.lastBaseline = (0.5, textHeight / 2 - font.lineHeight + font.ascent)
            // An empty label has no line to centre: its baseline sits one descender above its
            // bottom (inferred from Loop's header cell, where a stretched empty label is the last
            // baseline of its stack; not checked on a device).
            if node.elementName == "label", text.isEmpty {
                item.firstBaseline = (1, font.ascent - font.lineHeight)
                item.lastBaseline = (1, font.ascent - font.lineHeight)
            }
        default:
            break
        }
    }

    /// Guides declared in the view: safe area, layout margins, scroll view content and frame
    /// guides; and, for a controller's main view, the old top/bottom layout guides.
    private func makeGuides(of node: LayoutNode) {
        let view = node.item!
        for guide in node.element.childElements where guide.name == "viewLayoutGuide" {
            guard let id = guide.attribute("id") else { continue }
            let key = guide.attribute("key") ?? ""
            let item: LayoutItem
            switch key {
            case "safeArea", "layoutMargins":
                let insets = key == "safeArea" ? safeAreaInsets(of: node) : view.margins
                item = LayoutItem(id: id, kind: .guide(key), element: guide, node: node, left: view.left + insets.left,
                                  top: view.top + insets.top, width: view.width - (insets.left + insets.right),
                                  height: view.height - (insets.top + insets.bottom))
            case "contentLayoutGuide":
                // The content area starts at the scroll view's origin (content offset zero); its
                // size is whatever the constraints make it.
                let width = Variable("\(id).width"), height = Variable("\(id).height")
                contentGuideSizes[id] = (width, height)
                item = LayoutItem(id: id, kind: .guide(key), element: guide, node: node, left: view.left, top: view.top,
                                  width: Expression(width), height: Expression(height), margins: view.margins)
                scrollContent[node.id] = item
            default:
                item = LayoutItem(id: id, kind: .guide(key), element: guide, node: node, left: view.left, top: view.top,
                                  width: view.width, height: view.height)
            }
            items[id] = item
        }
        if node.elementName == "scrollView", scrollContent[node.id] == nil {
            // No content layout guide in the XML: the same content area, implicitly.
            let key = "\(node.id)#content"
            let width = Variable("\(key).width"), height = Variable("\(key).height")
            contentGuideSizes[key] = (width, height)
            scrollContent[node.id] = LayoutItem(id: key, kind: .guide("content"), element: node.element, node: node, left: view.left, top: view.top,
                                                width: Expression(width), height: Expression(height), margins: view.margins)
        }
        guard node.isRoot, let controller = node.owningController,
              let guides = controller.firstChild(named: "layoutGuides") else { return }
        for guide in guides.childElements where guide.name == "viewControllerLayoutGuide" {
            guard let id = guide.attribute("id") else { continue }
            let type = guide.attribute("type") ?? "top"
            let item: LayoutItem
            if type == "top" {
                item = LayoutItem(id: id, kind: .guide("top"), element: guide, node: node, left: view.left, top: view.top,
                                  width: view.width, height: Expression(rootSafeArea.top))
            } else {
                item = LayoutItem(id: id, kind: .guide("bottom"), element: guide, node: node, left: view.left,
                                  top: view.top + view.height - rootSafeArea.bottom, width: view.width,
                                  height: Expression(rootSafeArea.bottom))
            }
            items[id] = item
        }
    }

    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// Content guides can't be smaller than nothing; their size otherwise comes from constraints.
    func addGuideConstraints() {
        for (id, size) in contentGuideSizes.sorted(by: { $0.key < $1.key }) {
            add(size.0 >= 0, .guide(id: id))
            add(size.1 >= 0, .guide(id: id))
        }
    }
}
