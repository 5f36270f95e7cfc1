import IBDocument

/// `<tableView>` → `UITableView`: the scroll-view keys, then `UIStyle`,
/// `UISeparatorStyle`, `UISeparatorColor`, `UIRowHeight`, `UIEstimatedRowHeight`,
/// `UISectionHeaderHeight`, `UISectionFooterHeight` (UIKit's coder names; `-1` means automatic
/// as in the xib), then the prototype cells' nibs (`UIKitPrototypeCellNibs`). Static cells
/// (non-empty `<sections>`) are refused.
enum UIKitTableViewClass: UIKitViewClass {
    static let elementName = "tableView"
    static let className = "UITableView"
    static let viewDefaults = UIKitViewDefaults(clipsSubviews: true)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        let prototypes = reader.child("prototypes")
        // Static cells (`<sections>` with `<tableViewSection>`s) are not built; an empty
        // `<sections/>` (a prototype table's) archives nothing.
        if let sections = reader.child("sections"), !sections.childElements.isEmpty {
            throw UIKitEncodingError.unsupportedElement(element: "sections", id: nil, context: "\(reader.what) (static cells)")
        }
        try UIKitScrollViewKeys.encode(&reader, into: view)
        let style = try reader.mapped("style", ["plain": Int64(0), "grouped": 1, "insetGrouped": 2], default: 0)
        if style != 0 { view.append("UIStyle", .integer(style)) }
        let separator = try reader.mapped("separatorStyle", ["none": Int64(0), "singleLine": 1, "default": 1, "singleLineEtched": 2], default: 1)
        if separator != 1 { view.append("UISeparatorStyle", .integer(separator)) }
        try UIKitColorKeys.encode([("separatorColor", "UISeparatorColor"), ("sectionIndexBackgroundColor", "UISectionIndexBackgroundColor")],
                                  &reader, into: view, document: encoder.document)
        for (name, key) in [("rowHeight", "UIRowHeight"), ("estimatedRowHeight", "UIEstimatedRowHeight"),
                            ("sectionHeaderHeight", "UISectionHeaderHeight"), ("estimatedSectionHeaderHeight", "UIEstimatedSectionHeaderHeight"),
                            ("sectionFooterHeight", "UISectionFooterHeight"), ("estimatedSectionFooterHeight", "UIEstimatedSectionFooterHeight")] {
            if let value = try reader.double(name) { view.append(key, .double(value)) }
        }
        try reader.accept("dataMode", only: ["prototypes"])
        if try reader.bool("allowsSelection", default: true) == false { view.append("UIAllowsSelection", .bool(false)) }
        if try reader.bool("allowsMultipleSelection", default: false) { view.append("UIAllowsMultipleSelection", .bool(true)) }
        if try reader.bool("allowsSelectionDuringEditing", default: false) { view.append("UIAllowsSelectionDuringEditing", .bool(true)) }
        if try reader.bool("allowsMultipleSelectionDuringEditing", default: false) { view.append("UIAllowsMultipleSelectionDuringEditing", .bool(true)) }
        if let separatorInset = reader.child("inset", key: "separatorInset") {
            view.append("UISeparatorInset", .bytes(try UIKitGeometry.insets(separatorInset, owner: reader.what)))
        }
        if let prototypes { try UIKitPrototypeCellNibs.encode(prototypes, table: view, encoder: encoder) }
    }
}
