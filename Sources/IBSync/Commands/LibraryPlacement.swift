import IBDocument

/// Where Xcode puts an object from the library that is not a subview. Mirrors
/// `Public/js/commands/library-placement.js` (which gives the corpus evidence): a UIKit gesture recognizer at the end of
/// the scene's `<objects>` (a xib's) with a `gestureRecognizers` outlet collection on the view it was dropped on, an
/// AppKit one in the view's `<gestureRecognizers>`; a bar button item in a toolbar's `<items>` or a navigation item's
/// right (else left) slot; a tab bar item in a tab bar, a navigation item in a navigation bar (or as a controller's);
/// a table view cell in a table's `<prototypes>` (a static table's last section), a collection view cell in
/// `<cells>`; an Object and AppKit's controllers and menus in the scene's (or the xib's) `<objects>`.
enum LibraryPlacement {
    enum Kind: Equatable {
        case subview, gestureRecognizer, sceneObject, barButtonItem, tabBarItem, navigationItem, tableViewCell, collectionViewCell
        case collectionReusableView
        case unsupported
    }

    static let sceneObjects: Set<String> = ["customObject", "objectController", "arrayController", "treeController",
                                            "dictionaryController", "userDefaultsController", "menu", "collectionViewItem"]
    static let unsupported: Set<String> = ["menuItem", "tableColumn", "tabViewItem", "toolbarItem", "toolbar", "window",
                                           "numberFormatter", "dateFormatter", "collectionViewFlowLayout", "tableCellView"]

    static func kind(of elementName: String) -> Kind {
        if elementName.hasSuffix("GestureRecognizer") { return .gestureRecognizer }
        if sceneObjects.contains(elementName) { return .sceneObject }
        switch elementName {
        case "barButtonItem": return .barButtonItem
        case "tabBarItem": return .tabBarItem
        case "navigationItem": return .navigationItem
        case "tableViewCell": return .tableViewCell
        case "collectionViewCell": return .collectionViewCell
        case "collectionReusableView": return .collectionReusableView
        default: return unsupported.contains(elementName) ? .unsupported : .subview
        }
    }

    typealias Frame = (x: Double, y: Double, width: Double, height: Double)

    /// The frame of a new cell in its list (below the section header and the cells already there), nil for the kinds
    /// without one; refused when `target` can't hold it.
    static func frame(elementName: String, target: MarkupElement, size: CatalogSize?, title: String) throws -> Frame? {
        switch kind(of: elementName) {
        case .tableViewCell:
            guard target.name == "tableView" else { throw SyncError.unsupported("a \(title) goes into a table view.") }
            let size = size ?? CatalogSize(320, 44)
            let width = number(target.firstChild(named: "rect", key: "frame")?.attribute("width")).flatMap { $0 == 0 ? nil : $0 } ?? size.width
            if target.attribute("dataMode") == "static" {
                guard let section = staticSection(target) else { throw SyncError.unsupported("this static table has no section to hold a cell.") }
                return (0, cellsHeight(section.firstChild(named: "cells")), width, size.height)
            }
            let header = number(target.attribute("sectionHeaderHeight")).flatMap { $0 > 0 ? $0 : nil } ?? 28
            return (0, header + cellsHeight(target.firstChild(named: "prototypes")), width, size.height)
        case .collectionViewCell, .collectionReusableView:
            guard target.name == "collectionView" else { throw SyncError.unsupported("a \(title) goes into a collection view.") }
            let size = size ?? CatalogSize(50, 50)
            return (0, 0, size.width, size.height)
        default:
            return nil
        }
    }

    struct Request {
        var elementName: String
        var id: String
        var target: MarkupElement
        /// Attributes in Xcode's order (without a key).
        var attributes: [(String, String)]
        var content: [MarkupElement]
        var title: String
    }

    /// The ops that put the new object where Xcode puts it (none for a subview: the caller puts it in `<subviews>`).
    static func ops(_ request: Request, in document: SyncDocument, nextID: () -> String) throws -> [EditOperation] {
        let target = request.target
        // Each placement writes the element once (its content elements are moved into it).
        func element(key: String? = nil) -> String {
            let attributes = (key.map { [("key", $0)] } ?? []) + request.attributes
            return LibraryParts.element(request.elementName, attributes, request.content).markupString
        }
        func address(_ element: MarkupElement) throws -> NodeAddress {
            guard let address = document.address(of: element) else { throw SyncError.unsupported("that object has no address.") }
            return address
        }
        func intoContainer(_ owner: MarkupElement, _ name: String, _ xml: String) throws -> EditOperation {
            if owner.firstChild(named: name) != nil {
                return .insertSubtree(parent: .child(of: try address(owner), name: name, key: nil), xml: xml, position: .atEnd)
            }
            return .insertSubtree(parent: try address(owner), xml: "<\(name)>\(xml)</\(name)>", position: .xcodeOrder)
        }
        func objectsAddress() throws -> NodeAddress {
            if let scene = ([target] + target.ancestors).first(where: { $0.name == "scene" }) {
                return .child(of: try address(scene), name: "objects", key: nil)
            }
            guard document.root.firstChild(named: "objects") != nil else {
                throw SyncError.unsupported("this document has no place for a new top-level object.")
            }
            return .child(of: .root, name: "objects", key: nil)
        }
        let controller = ([target] + target.ancestors).first { $0.name.hasSuffix("Controller") && $0.hasAttribute("id") }
        let appKit = document.root.attribute("targetRuntime")?.hasPrefix("MacOSX") == true
        switch kind(of: request.elementName) {
        case .subview:
            return []
        case .gestureRecognizer:
            if appKit { return [try intoContainer(target, "gestureRecognizers", element())] }
            let outlet = LibraryParts.element("outletCollection", [("property", "gestureRecognizers"), ("destination", request.id),
                                                                   ("appends", "YES"), ("id", nextID())]).markupString
            return [.insertSubtree(parent: try objectsAddress(), xml: element(), position: .atEnd),
                    .insertSubtree(parent: .child(of: try address(target), name: "connections", key: nil), xml: outlet,
                                   position: EditCommands.connectionPosition(in: target, for: "outletCollection"))]
        case .sceneObject:
            return [.insertSubtree(parent: try objectsAddress(), xml: element(), position: .atEnd)]
        case .barButtonItem:
            if target.name == "toolbar" { return [try intoContainer(target, "items", element())] }
            let item = target.name == "navigationBar"
                ? target.firstChild(named: "items")?.childElements.last { $0.name == "navigationItem" }
                : controller?.firstChild(named: "navigationItem", key: "navigationItem")
            guard let item else {
                throw SyncError.unsupported("a \(request.title) goes on a toolbar or a navigation bar (or a controller with a navigation item).")
            }
            let key = item.firstChild(named: "barButtonItem", key: "rightBarButtonItem") == nil ? "rightBarButtonItem"
                : item.firstChild(named: "barButtonItem", key: "leftBarButtonItem") == nil ? "leftBarButtonItem" : nil
            guard let key else { throw SyncError.unsupported("this navigation item already has a left and a right bar button item.") }
            return [.insertSubtree(parent: try address(item), xml: element(key: key), position: .xcodeOrder)]
        case .tabBarItem:
            guard target.name == "tabBar" else { throw SyncError.unsupported("a \(request.title) goes on a tab bar.") }
            return [try intoContainer(target, "items", element())]
        case .navigationItem:
            if target.name == "navigationBar" { return [try intoContainer(target, "items", element())] }
            guard let controller, controller.firstChild(named: "navigationItem", key: "navigationItem") == nil else {
                throw SyncError.unsupported("a \(request.title) goes on a navigation bar, or on a controller that has none.")
            }
            return [.insertSubtree(parent: try address(controller), xml: element(key: "navigationItem"), position: .xcodeOrder)]
        case .tableViewCell:
            if target.attribute("dataMode") == "static", let section = staticSection(target) {
                return [try intoContainer(section, "cells", element())]
            }
            return [try intoContainer(target, "prototypes", element())]
        case .collectionViewCell:
            return [try intoContainer(target, "cells", element())]
        case .collectionReusableView:
            guard let key = ["sectionHeaderView", "sectionFooterView"].first(where: { target.firstChild(named: "collectionReusableView", key: $0) == nil }) else {
                throw SyncError.unsupported("this collection view already has a section header and footer.")
            }
            return [.insertSubtree(parent: try address(target), xml: element(key: key), position: .xcodeOrder)]
        case .unsupported:
            throw SyncError.unsupported("a \(request.title) can't be dropped on the canvas yet.")
        }
    }

    private static func staticSection(_ table: MarkupElement) -> MarkupElement? {
        table.firstChild(named: "sections")?.childElements.last { $0.name == "tableViewSection" }
    }

    private static func number(_ text: String?) -> Double? { text.flatMap(Double.init) }

    private static func cellsHeight(_ list: MarkupElement?) -> Double {
        (list?.childElements ?? []).reduce(0) { $0 + (number($1.firstChild(named: "rect", key: "frame")?.attribute("height")) ?? 0) }
    }
}
