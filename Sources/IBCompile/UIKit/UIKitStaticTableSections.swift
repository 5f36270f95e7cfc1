import IBDocument

/// A static table's `<sections>` (`dataMode="static"`, storyboards only: the table is the
/// `view` of a `<tableViewController>`), archived as UIKit's static data source, with the keys
/// of the three classes' `-encodeWithCoder:` in the decompiled UIKitCore (iOS 26.1):
///
/// * `UITableViewDataSource` { `UITableSections` (the sections) }
/// * `UITableViewSection` { `UITableSectionHeaderTitle` / `UITableSectionFooterTitle` (each
///   only when set; the coder writes one key per end: the end's view if it has one, else its
///   title — header and footer views are refused), `UITableSectionRows` (the rows, always) }
/// * `UITableViewRow` { `UITableRowCell` (the cell), `UITableRowHeight` (float; only when the
///   row's height differs from the table's `rowHeight`) }
///
/// The cells are archived inside this graph (not as subviews of the table). The data source
/// reaches the controller through the `staticDataSource` outlet (`UIKitViewNibEncoder`): UIKit
/// gives `UITableViewController` a `_setStaticDataSource:` setter, which key-value coding finds
/// for that key, and a controller that is not a table view controller fails to load such a
/// storyboard with "not key value coding-compliant for the key staticDataSource" (a real
/// runtime exception reported in public issue trackers). The sections and rows arrays are
/// `NSArray`s (the properties' type; no ibtool output with a static table was available).
enum UIKitStaticTableSections {
    static func encode(_ sections: MarkupElement, table reader: UIKitElementReader, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        let tableElement = reader.element
        guard tableElement.attribute("key") == "view", tableElement.parent?.name == "tableViewController" else {
            throw UIKitEncodingError.unsupportedElement(element: "sections", id: nil,
                                                        context: "\(reader.what) (static cells outside a storyboard table view controller's view)")
        }
        guard tableElement.attribute("dataMode") == "static" else {
            throw UIKitEncodingError.malformed(element: "tableView", id: reader.id, reason: "it has static <sections> but dataMode is not \"static\"")
        }
        let tableRowHeight = tableElement.attribute("rowHeight").flatMap(Double.init)
        var sectionObjects: [AppKitArchiveObject] = []
        for sectionElement in sections.childElements {
            guard sectionElement.name == "tableViewSection" else {
                throw UIKitEncodingError.unsupportedElement(element: sectionElement.name, id: sectionElement.attribute("id"), context: "<sections> of \(reader.what)")
            }
            sectionObjects.append(try section(sectionElement, tableRowHeight: tableRowHeight, encoder: encoder))
        }
        let dataSource = AppKitArchiveObject(className: "UITableViewDataSource")
        dataSource.append("UITableSections", .object(.array(sectionObjects)))
        return dataSource
    }

    private static func section(_ element: MarkupElement, tableRowHeight: Double?, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let section = AppKitArchiveObject(className: "UITableViewSection")
        encoder.context.register(section, id: reader.id)
        for (attribute, key) in [("headerTitle", "UITableSectionHeaderTitle"), ("footerTitle", "UITableSectionFooterTitle")] {
            if let title = reader.text(attribute) {
                section.append(key, UIKitStrings.localizable(title, objectID: reader.id, property: attribute))
            }
        }
        var rows: [AppKitArchiveObject] = []
        if let cells = reader.child("cells") {
            for cellElement in cells.childElements {
                guard cellElement.name == "tableViewCell" else {
                    throw UIKitEncodingError.unsupportedElement(element: cellElement.name, id: cellElement.attribute("id"), context: "<cells> of \(reader.what)")
                }
                rows.append(try row(cellElement, tableRowHeight: tableRowHeight, encoder: encoder))
            }
        }
        section.append("UITableSectionRows", .object(.array(rows)))
        try encoder.encodeExtras(&reader, object: section)
        try reader.finish()
        return section
    }

    private static func row(_ cellElement: MarkupElement, tableRowHeight: Double?, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        let row = AppKitArchiveObject(className: "UITableViewRow")
        row.append("UITableRowCell", .object(try encoder.encode(cellElement)))
        if let text = cellElement.attribute("rowHeight") {
            guard let height = Double(text) else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "rowHeight", value: text, element: "tableViewCell", id: cellElement.attribute("id"))
            }
            // The coder compares the row's height with the table's `rowHeight`; without the
            // table's value in the document that comparison is UIKit's default, not known here.
            guard let tableRowHeight else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "rowHeight", value: text, element: "tableViewCell (in a table without rowHeight)",
                                                              id: cellElement.attribute("id"))
            }
            if height != tableRowHeight { row.append("UITableRowHeight", .float(Float(height))) }
        }
        return row
    }
}
