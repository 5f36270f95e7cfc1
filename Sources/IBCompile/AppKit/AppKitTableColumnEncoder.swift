import IBDocument

/// `<tableColumn>` → `NSTableColumn` { `NSIdentifier` (the identifier, else
/// "AutomaticTableColumnIdentifier.<index>"), `NSWidth`, `NSMinWidth`, `NSMaxWidth` (doubles),
/// `NSHeaderCell`, `NSDataCell`, `NSResizingMask` (1 resizes with the table | 2 user
/// resizable; absent when 0), `NSIsResizeable` (any resizing), `NSIsEditable` (when
/// editable, the default), `NSTableView`, `NSSortDescriptorPrototype` }, listed under its table; the data cell is listed
/// under the column, the header cell is not listed (Apple nibs of
/// ../shared/fixtures/nib/macos-viraptor-ibtool, test_table_no_header, test_sv2).
///
/// `<tableHeaderCell>` → `NSTableHeaderCell` { cell flags, `NSContents` (title), `NSSupport`
/// (always the 11 pt system font with the subhead text style), `NSBackgroundColor`,
/// `NSTextColor` } without `NSControlView`.
enum AppKitTableColumnEncoder {
    struct Column {
        let object: AppKitArchiveObject
        let width: Double
        let minWidth: Double
        let resizesWithTable: Bool
        /// The nibs of the column's prototype cell views (view-based tables), by reuse identifier.
        let reusableViews: [(identifier: String, nib: AppKitArchiveObject)]
    }

    static func encode(_ element: MarkupElement, index: Int, table: AppKitArchiveObject,
                       walker: AppKitElementWalker) throws -> Column {
        let context = walker.context
        let column = AppKitArchiveObject(className: "NSTableColumn")
        var reader = AppKitAttributeReader(element)
        context.list(column, id: reader.id, parent: table)
        let identifier = reader.string("identifier") ?? "AutomaticTableColumnIdentifier.\(index)"
        let width = try reader.double("width") ?? 100
        let minWidth = try reader.double("minWidth") ?? 10
        let maxWidth = try reader.double("maxWidth") ?? 1000
        let editable = try reader.bool("editable", default: true)
        column.append("NSIdentifier", .string(identifier))
        column.append("NSWidth", .double(width))
        column.append("NSMinWidth", .double(minWidth))
        column.append("NSMaxWidth", .double(maxWidth))
        var headerCell: AppKitArchiveObject?
        var dataCell: AppKitArchiveObject?
        var resizingMask: Int64 = 0
        var sortDescriptor: AppKitArchiveObject?
        var reusableViews: [(identifier: String, nib: AppKitArchiveObject)] = []
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("tableHeaderCell", "headerCell"):
                headerCell = try encodeHeaderCell(child, walker: walker)
            case ("textFieldCell", "dataCell"), ("imageCell", "dataCell"), ("buttonCell", "dataCell"),
                 ("popUpButtonCell", "dataCell"):
                // Encoded as a control's cell (the control keys it sets are dropped), then pointed
                // at the table and listed under the column. A pop-up data cell: no pair has one; AppKit's
                // own coder archived the two of the legacy sequelpro DBView with a control pop-up cell's
                // keys and NSControlView = the table, which is what this gives.
                let scratch = AppKitArchiveObject(className: "NSControl")
                let cell: AppKitArchiveObject
                switch child.name {
                case "imageCell": cell = try AppKitImageViewEncoder.encodeCell(child, control: scratch, walker: walker)
                case "buttonCell": cell = try AppKitButtonEncoder.encodeCell(child, control: scratch, walker: walker)
                case "popUpButtonCell": cell = try AppKitPopUpButtonEncoder.encodeCell(child, control: scratch, walker: walker)
                default: cell = try AppKitTextFieldEncoder.encodeCell(child, control: scratch, walker: walker)
                }
                cell["NSControlView"] = .object(table)
                cell["NSCharacterPickerEnabled"] = nil
                context.relist(cell, parent: column)
                dataCell = cell
            case ("sortDescriptor", "sortDescriptorPrototype"):
                sortDescriptor = try encodeSortDescriptor(child)
            case ("prototypeCellViews", _):
                // Each prototype is archived in the document's graph under the column, without a
                // superview, and as a nib of its own (`AppKitPrototypeCellNib`).
                for cellView in child.childElements {
                    let view = try walker.encodeObject(cellView, parent: nil)
                    context.relist(view, parent: column)
                    let reuseIdentifier = AppKitPrototypeCellNib.reuseIdentifier(of: cellView, columnIdentifier: identifier)
                    reusableViews.append((reuseIdentifier, try AppKitPrototypeCellNib.encode(
                        cellView, reuseIdentifier: reuseIdentifier, context: context)))
                }
            case ("tableColumnResizingMask", "resizingMask"):
                var maskReader = AppKitAttributeReader(child)
                if try maskReader.bool("resizeWithTable", default: false) { resizingMask |= 1 }
                if try maskReader.bool("userResizable", default: false) { resizingMask |= 2 }
                try maskReader.finish()
            default:
                if try walker.encodeCommonChild(child, of: column) { continue }
                throw walker.unsupported(child)
            }
        }
        if let headerCell { column.append("NSHeaderCell", .object(headerCell)) }
        if let dataCell { column.append("NSDataCell", .object(dataCell)) }
        if resizingMask != 0 { column.append("NSResizingMask", .integer(resizingMask)) }
        if resizingMask != 0 { column.append("NSIsResizeable", .bool(true)) }
        if editable { column.append("NSIsEditable", .bool(true)) }
        column.append("NSTableView", .object(table))
        if let sortDescriptor { column.append("NSSortDescriptorPrototype", .object(sortDescriptor)) }
        try reader.finish()
        return Column(object: column, width: width, minWidth: minWidth, resizesWithTable: resizingMask & 1 != 0,
                      reusableViews: reusableViews)
    }

    /// `<sortDescriptor key="sortDescriptorPrototype" sortKey= ascending= selector=>` →
    /// `NSSortDescriptor` { `NSKey`, `NSAscending`, `NSSelector`, `NSReverseNullOrder` NO }
    /// (fixture test_sort_desc).
    static func encodeSortDescriptor(_ element: MarkupElement) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let descriptor = AppKitArchiveObject(className: "NSSortDescriptor")
        descriptor.append("NSKey", .string(reader.string("sortKey") ?? ""))
        descriptor.append("NSAscending", .bool(try reader.bool("ascending", default: true)))
        descriptor.append("NSSelector", .string(reader.string("selector") ?? "compare:"))
        descriptor.append("NSReverseNullOrder", .bool(false))
        try reader.finish()
        return descriptor
    }

    static func encodeHeaderCell(_ element: MarkupElement, walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        try reader.accept("borderStyle", only: ["border"])
        let scratch = AppKitArchiveObject(className: "NSControl")
        let cell = try AppKitCellEncoder.beginCell("NSTableHeaderCell", reader: &reader, control: scratch, context: context)
        context.unlist(cell)
        cell.append("NSContents", .string(reader.string("title") ?? ""))
        cell.append("NSSupport", .object(AppKitFontEncoder.tableHeaderFont()))
        var textColor: AppKitArchiveObject?
        var backgroundColor: AppKitArchiveObject?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("font", "font"):
                // ibtool writes the header font whatever the document says.
                continue
            case ("color", "textColor"):
                textColor = try context.colors.encode(child, ownerID: reader.id)
            case ("color", "backgroundColor"):
                backgroundColor = try context.colors.encode(child, ownerID: reader.id)
            default:
                if try walker.encodeCommonChild(child, of: cell) { continue }
                throw walker.unsupported(child)
            }
        }
        if let backgroundColor { cell.append("NSBackgroundColor", .object(backgroundColor)) }
        if let textColor { cell.append("NSTextColor", .object(textColor)) }
        try reader.finish()
        return cell
    }
}
