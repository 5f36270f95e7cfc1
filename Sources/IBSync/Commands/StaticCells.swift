import IBDocument

/// Static table views: "Convert to Static Cells" and "Add Table Section". Mirrors
/// `Public/js/commands/static-cells.js` (same ops, same id order), where the corpus evidence and the
/// hypothesis (the prototypes become the one section's cells, kept as they are) are written down.
/// Only a UITableViewController's own table view takes static cells (the compiler's rule).
extension EditCommands {
    private func controllerTable(_ id: String) throws -> MarkupElement {
        guard let table = document.element(withID: id) else { throw SyncError.targetNotFound(.object(id)) }
        guard table.name == "tableView", !isMacOS else { throw SyncError.unsupported("static cells belong to a UIKit table view.") }
        guard table.parent?.name == "tableViewController", table.attribute("key") == "view" else {
            throw SyncError.unsupported("static cells are only valid in a Table View Controller's table view.")
        }
        return table
    }

    private static func frameNumber(_ element: MarkupElement, _ name: String) -> Double {
        element.firstChild(named: "rect", key: "frame")?.attribute(name).flatMap(Double.init) ?? 0
    }

    /// A new library table view cell at `y`, the table's width (the cell a Table View Controller arrives with).
    private mutating func newCell(_ table: MarkupElement, y: Double) -> String {
        var generator = ids
        defer { ids = generator }
        let height = ClassCatalog.uiKit.description(ofClass: "UITableViewCell")?.defaultSize?.height ?? 44
        let wrapped = SceneTemplates.prototype(className: "UITableViewCell", list: "cells", x: 0, y: y,
                                               width: Self.frameNumber(table, "width"), height: height) { generator.next() }
        return String(wrapped.dropFirst("<cells>".count).dropLast("</cells>".count))
    }

    /// Prototypes → static content: `dataMode="static"` and one section holding the prototypes (or one new cell).
    public mutating func convertToStaticCells(tableID: String) throws -> (ops: [EditOperation], id: String) {
        let table = try controllerTable(tableID)
        guard table.attribute("dataMode") != "static" else { throw SyncError.unsupported("this table view already has static cells.") }
        let address = NodeAddress.object(tableID)
        let prototypes = table.firstChild(named: "prototypes")
        let cells = (prototypes?.childElements ?? []).filter { $0.name == "tableViewCell" }
        var ops: [EditOperation] = [.setAttribute(target: address, name: "dataMode", value: "static", expect: nil)]
        if prototypes != nil { ops.append(.removeSubtree(target: .child(of: address, name: "prototypes", key: nil))) }
        let sectionID = ids.next()
        let cellsXML = cells.isEmpty ? newCell(table, y: SceneTemplates.sectionHeader) : cells.map(\.markupString).joined()
        let section = #"<tableViewSection id="\#(sectionID)"><cells>\#(cellsXML)</cells></tableViewSection>"#
        ops.append(.insertSubtree(parent: address, xml: "<sections>\(section)</sections>", position: .xcodeOrder))
        return (ops, sectionID)
    }

    /// Static content → prototypes (the Attributes inspector's Content back at Dynamic Prototypes):
    /// `dataMode="prototypes"` and `<prototypes>` holding every section's cells in order; the sections are dropped.
    /// A hypothesis, as the JS twin says: the corpus shows no table going back.
    public func convertToDynamicPrototypes(tableID: String) throws -> [EditOperation] {
        let table = try controllerTable(tableID)
        guard table.attribute("dataMode") == "static" else { throw SyncError.unsupported("this table view already has dynamic prototypes.") }
        let address = NodeAddress.object(tableID)
        let sections = table.firstChild(named: "sections")
        let cells = (sections?.childElements ?? []).flatMap { $0.firstChild(named: "cells")?.childElements ?? [] }.filter { $0.name == "tableViewCell" }
        var ops: [EditOperation] = [.setAttribute(target: address, name: "dataMode", value: "prototypes", expect: nil)]
        if sections != nil { ops.append(.removeSubtree(target: .child(of: address, name: "sections", key: nil))) }
        if !cells.isEmpty {
            ops.append(.insertSubtree(parent: address, xml: "<prototypes>\(cells.map(\.markupString).joined())</prototypes>", position: .xcodeOrder))
        }
        return ops
    }

    /// One more section, with one new cell one section header below the last cell.
    public mutating func addTableSection(tableID: String) throws -> (ops: [EditOperation], id: String) {
        let table = try controllerTable(tableID)
        guard table.attribute("dataMode") == "static" else {
            throw SyncError.unsupported("sections are added to a table view with static cells: convert it first.")
        }
        let sections = table.firstChild(named: "sections")
        let cells = (sections?.childElements ?? []).flatMap { $0.firstChild(named: "cells")?.childElements ?? [] }
        let bottom = max(0, cells.map { Self.frameNumber($0, "y") + Self.frameNumber($0, "height") }.max() ?? 0)
        let headerHeight = table.attribute("sectionHeaderHeight").flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? SceneTemplates.sectionHeader
        let sectionID = ids.next()
        let section = #"<tableViewSection id="\#(sectionID)"><cells>\#(newCell(table, y: bottom + headerHeight))</cells></tableViewSection>"#
        let address = NodeAddress.object(tableID)
        let op: EditOperation = sections != nil
            ? .insertSubtree(parent: .child(of: address, name: "sections", key: nil), xml: section, position: .atEnd)
            : .insertSubtree(parent: address, xml: "<sections>\(section)</sections>", position: .xcodeOrder)
        return ([op], sectionID)
    }
}
