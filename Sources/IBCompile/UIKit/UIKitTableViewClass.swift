import IBDocument

/// `<tableView>` → `UITableView`: the scroll-view keys, then `UIStyle` and `UITableViewStyle`
/// (the style, both when not plain: WinObjC's reader takes `UIStyle`; a UIKit port whose keys
/// were read off Xcode 26.1 ibtool output takes the table's style from `UITableViewStyle` and
/// lists `UIStyle` among the table keys it saw and ignores; UIKitCore's own
/// `UITableViewHeaderFooterView` archives its table style as `UITableViewStyle`), then
/// `UISeparatorStyle`, `UISeparatorColor`, `UIRowHeight`, `UIEstimatedRowHeight`,
/// `UISectionHeaderHeight`, `UISectionFooterHeight` (UIKit's coder names; `-1` means automatic
/// as in the xib), then the prototype cells' nibs (`UIKitPrototypeCellNibs`). Static cells
/// (non-empty `<sections>`) become the nib's static data source (`UIKitStaticTableSections`).
enum UIKitTableViewClass: UIKitViewClass {
    static let elementName = "tableView"
    static let className = "UITableView"
    static let viewDefaults = UIKitViewDefaults(clipsSubviews: true)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        let prototypes = reader.child("prototypes")
        // Static cells (`<sections>` with `<tableViewSection>`s) become the static data source
        // (`UIKitStaticTableSections`); an empty `<sections/>` archives nothing in a prototype
        // table, and a static data source without sections in a `dataMode="static"` one (RocketChat's
        // Auth storyboard has six such tables, their rows added in code). Inferred: that ibtool
        // builds the data source from the mode, not from the sections (the running table shows no
        // rows either way: `UITableViewController` asks its static data source, nil or empty).
        var isStatic = false
        if let sections = reader.child("sections"), !sections.childElements.isEmpty || reader.element.attribute("dataMode") == "static" {
            guard prototypes == nil || prototypes?.childElements.isEmpty == true else {
                throw UIKitEncodingError.malformed(element: "tableView", id: reader.id, reason: "it has both prototype cells and static sections")
            }
            guard encoder.context.staticDataSource == nil else {
                throw UIKitEncodingError.unsupportedElement(element: "sections", id: nil, context: "\(reader.what) (a second static table in one nib)")
            }
            let dataSource = try UIKitStaticTableSections.encode(sections, table: reader, encoder: encoder)
            encoder.context.register(dataSource, id: nil)
            encoder.context.staticDataSource = dataSource
            isStatic = true
        }
        try UIKitScrollViewKeys.encode(&reader, into: view)
        let style = try reader.mapped("style", ["plain": Int64(0), "grouped": 1, "insetGrouped": 2], default: 0)
        // The style under both names real nibs carry (see the type's comment), when not plain.
        if style != 0 {
            view.append("UIStyle", .integer(style))
            view.append("UITableViewStyle", .integer(style))
        }
        let separator = try reader.mapped("separatorStyle", ["none": Int64(0), "singleLine": 1, "default": 1, "singleLineEtched": 2], default: 1)
        if separator != 1 { view.append("UISeparatorStyle", .integer(separator)) }
        try UIKitColorKeys.encode([("separatorColor", "UISeparatorColor"), ("sectionIndexBackgroundColor", "UISectionIndexBackgroundColor")],
                                  &reader, into: view, document: encoder.document)
        for (name, key) in [("rowHeight", "UIRowHeight"), ("estimatedRowHeight", "UIEstimatedRowHeight"),
                            ("sectionHeaderHeight", "UISectionHeaderHeight"), ("estimatedSectionHeaderHeight", "UIEstimatedSectionHeaderHeight"),
                            ("sectionFooterHeight", "UISectionFooterHeight"), ("estimatedSectionFooterHeight", "UIEstimatedSectionFooterHeight")] {
            if let value = try reader.double(name) { view.append(key, .double(value)) }
        }
        try reader.accept("dataMode", only: isStatic ? ["static"] : ["prototypes"])
        if try reader.bool("allowsSelection", default: true) == false { view.append("UIAllowsSelection", .bool(false)) }
        if try reader.bool("allowsMultipleSelection", default: false) { view.append("UIAllowsMultipleSelection", .bool(true)) }
        if try reader.bool("allowsSelectionDuringEditing", default: false) { view.append("UIAllowsSelectionDuringEditing", .bool(true)) }
        if try reader.bool("allowsMultipleSelectionDuringEditing", default: false) { view.append("UIAllowsMultipleSelectionDuringEditing", .bool(true)) }
        if let separatorInset = reader.child("inset", key: "separatorInset") {
            view.append("UISeparatorInset", .bytes(try UIKitGeometry.insets(separatorInset, owner: reader.what)))
        }
        // K: the names readers of real nibs take — `UISeparatorInsetReference` (the UIKit port read
        // off Xcode 26.1 output: present when the document sets it; fromCellEdges 0,
        // fromAutomaticInsets 1), `UIInsetsContentViewsToSafeArea` (xibdump, for
        // `contentViewInsetsToSafeArea`; UIKit's default YES, so only NO is written). Their place
        // after the separator inset is a hypothesis: `-[UITableView encodeWithCoder:]` was not read.
        if let reference = try reader.mapped("separatorInsetReference", ["fromCellEdges": Int64?(0), "fromAutomaticInsets": 1], default: nil) {
            view.append("UISeparatorInsetReference", .integer(reference))
        }
        if !(try reader.bool("contentViewInsetsToSafeArea", default: true)) { view.append("UIInsetsContentViewsToSafeArea", .bool(false)) }
        try encodeHeaderAndFooter(&reader, into: view, encoder: encoder)
        if let prototypes { try UIKitPrototypeCellNibs.encode(prototypes, table: view, encoder: encoder) }
    }

    /// `tableHeaderView` / `tableFooterView`: subviews of the table (in `UISubviews`) that the
    /// table also holds as `UITableHeaderView` / `UITableFooterView`, after its own keys — as a
    /// real ibtool nib of a table with a header view shows (a public dump of
    /// `TagViewController.nib`: `UISubviews` = [the header view], `UITableHeaderView` last);
    /// the footer key is the one UIKit's reader takes (WinObjC's `UITableView` reader).
    private static func encodeHeaderAndFooter(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        var views: [(key: String, object: AppKitArchiveObject)] = []
        for (key, archiveKey) in [("tableHeaderView", "UITableHeaderView"), ("tableFooterView", "UITableFooterView")] {
            guard let element = reader.childElements.first(where: { $0.attribute("key") == key }),
                  let child = reader.child(element.name, key: key) else { continue }
            views.append((archiveKey, try encoder.encode(child)))
        }
        guard !views.isEmpty else { return }
        guard view["UISubviews"] == nil else {
            throw UIKitEncodingError.unsupportedElement(element: "subviews", id: nil, context: "\(reader.what) with a table header or footer view")
        }
        view["UISubviews"] = .object(.mutableArray(views.map(\.object)))
        view.order(["UIBounds", "UICenter", "UIAlpha", "UIHidden", "UITag", "UISubviews"])
        for (key, object) in views { view.append(key, .object(object)) }
    }
}
