import IBDocument

/// A view dropped from the library onto a UIKit table view itself becomes its header or footer view, as in
/// Xcode. Mirrors `Public/js/commands/table-header-footer.js` (same XML, same ops, same id order), where the
/// corpus evidence is listed: `<view key="tableHeaderView">` above the cells, `key="tableFooterView"` below,
/// the key first, no `fixedFrame`, the table's width at x 0, the library view's height; a new header moves
/// the cells and the footer down by its height. A search bar can only be the header.
enum TableHeaderFooter {
    static let headerKey = "tableHeaderView"
    static let footerKey = "tableFooterView"

    /// The keys each element can take, and its autoresizing mask (the corpus's: table-header-footer.js).
    static let kinds: [String: (keys: [String], mask: [(String, String)])] = [
        "view": ([headerKey, footerKey], [("flexibleMaxX", "YES"), ("flexibleMaxY", "YES")]),
        "searchBar": ([headerKey], [("widthSizable", "YES"), ("flexibleMaxY", "YES")]),
    ]

    static func isDrop(on target: MarkupElement, elementName: String, appKit: Bool) -> Bool {
        target.name == "tableView" && !appKit && kinds[elementName] != nil
    }

    private static func number(_ element: MarkupElement?, _ name: String) -> Double {
        element?.firstChild(named: "rect", key: "frame")?.attribute(name).flatMap(Double.init) ?? 0
    }

    private static func keyed(_ table: MarkupElement, _ key: String) -> MarkupElement? {
        table.childElements.first { $0.attribute("key") == key }
    }

    /// The table's cells, prototypes then static ones.
    static func cells(of table: MarkupElement) -> [MarkupElement] {
        let prototypes = table.firstChild(named: "prototypes")?.childElements ?? []
        let sections = (table.firstChild(named: "sections")?.childElements ?? []).flatMap { $0.firstChild(named: "cells")?.childElements ?? [] }
        return (prototypes + sections).filter { $0.name == "tableViewCell" }
    }

    /// The header above the first cell (with none, in the table's top half), else the footer; refused when taken.
    static func key(for table: MarkupElement, y: Double, elementName: String) throws -> String {
        let cells = cells(of: table)
        let limit = cells.first.map { number($0, "y") } ?? number(table, "height") / 2
        let key = y < limit ? headerKey : footerKey
        if kinds[elementName]?.keys.contains(key) != true {
            throw SyncError.unsupported("a \(elementName == "searchBar" ? "search bar" : elementName) goes at the top of a table view, as its header.")
        }
        if keyed(table, key) != nil {
            throw SyncError.unsupported("this table view already has a \(key == headerKey ? "header" : "footer") view: drop the view into it.")
        }
        return key
    }

    static func frame(for table: MarkupElement, key: String, height: Double) -> LibraryPlacement.Frame {
        let width = number(table, "width")
        if key == headerKey { return (0, 0, width, height) }
        let header = keyed(table, headerKey).map { number($0, "y") + number($0, "height") } ?? 0
        let bottoms = [header] + cells(of: table).map { number($0, "y") + number($0, "height") }
        return (0, bottoms.max() ?? 0, width, height)
    }

    /// The insert of the header or footer (`attributes` in Xcode's order, with the key), then the moves below a header.
    static func ops(_ document: SyncDocument, table: MarkupElement, key: String, elementName: String, attributes: [(String, String)],
                    frame: LibraryPlacement.Frame, inner: [MarkupElement]) throws -> [EditOperation] {
        let rect = LibraryParts.element("rect", [("key", "frame"), ("x", XcodeNumber.format(frame.x)), ("y", XcodeNumber.format(frame.y)),
                                                 ("width", XcodeNumber.format(frame.width)), ("height", XcodeNumber.format(frame.height))])
        let mask = LibraryParts.element("autoresizingMask", [("key", "autoresizingMask")] + (kinds[elementName]?.mask ?? []))
        let element = LibraryParts.element(elementName, attributes, [rect, mask] + inner)
        guard let address = document.address(of: table) else { throw SyncError.unsupported("the table view has no address.") }
        var ops: [EditOperation] = [.insertSubtree(parent: address, xml: element.markupString, position: .xcodeOrder)]
        guard key == headerKey else { return ops }
        for below in cells(of: table) + [keyed(table, footerKey)].compactMap({ $0 }) {
            guard let id = below.attribute("id"), below.firstChild(named: "rect", key: "frame") != nil else { continue }
            let target = NodeAddress.child(of: .object(id), name: "rect", key: "frame")
            ops.append(.setAttribute(target: target, name: "y", value: XcodeNumber.format(number(below, "y") + frame.height), expect: nil))
        }
        return ops
    }
}

extension EditCommands {
    /// A view dropped on a table view itself: its header or footer (`addHeaderOrFooter` in add-object.js).
    mutating func addHeaderOrFooter(_ description: ClassDescription, elementName: String, table: MarkupElement, y: Double,
                                    catalog: ClassCatalog) throws -> (ops: [EditOperation], id: String) {
        let key = try TableHeaderFooter.key(for: table, y: y, elementName: elementName)
        let frame = TableHeaderFooter.frame(for: table, key: key, height: description.defaultSize?.height ?? 44)
        let id = ids.next()
        let pairs = description.defaultAttributes
            .filter { !["id", "fixedFrame", "translatesAutoresizingMaskIntoConstraints"].contains($0.name) }.map { ($0.name, $0.value) }
        let ordered = MarkupElement(name: elementName)
        let standIn = MarkupElement(name: "document", attributes: document.root.attribute("type").map { [MarkupAttribute(name: "type", value: $0)] } ?? [])
        standIn.appendChild(ordered)
        try withExtendedLifetime(standIn) {
            for (name, value) in [("key", key)] + pairs + [("id", id)] { try ordered.setAttribute(name, to: value) }
        }
        let parts = LibraryParts.parts(of: description, elementName: elementName, id: id, size: CatalogSize(frame.width, frame.height),
                                       catalog: catalog, appKit: false, nextID: { ids.next() })
        let defaults = NewViewDefaults(root: document.root, container: table)
        let background = defaults.backgroundColor(elementName: elementName, className: description.className)
        let inner = parts + (background.map { [$0] } ?? []) + LibraryParts.defaultContent(of: description)
        var ops = try TableHeaderFooter.ops(document, table: table, key: key, elementName: elementName,
                                            attributes: ordered.attributes.map { ($0.name, $0.value) }, frame: frame, inner: inner)
        if background != nil { ops += NewViewDefaults.systemBackgroundResourceOps(document.root) }
        return (ops, id)
    }
}
