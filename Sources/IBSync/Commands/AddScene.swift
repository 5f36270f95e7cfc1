import IBDocument

/// A view controller from the object library dropped outside any view. Mirrors
/// `Public/js/commands/add-scene.js` (same XML, same id order): in a storyboard a new scene at the
/// drop point (its `canvasLocation`) with the controller, its root view sized like the document's
/// other scenes and a First Responder; a navigation controller brings its root view controller in a
/// second scene (a `rootViewController` relationship segue), a tab bar controller two children
/// (`viewControllers` segues). In a xib the controller becomes a top-level object. The document's
/// `<resources>` get `systemBackgroundColor` when missing. One batch: one undo.
enum SceneTemplates {
    /// Elements of the classes that are the root of a scene and never go inside a view.
    static let sceneElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "pageViewController", "splitViewController", "avPlayerViewController", "hostingController", "glkViewController",
        "viewControllerPlaceholder", "windowController", "tabViewController", "controllerPlaceholder",
    ]

    /// Xcode 15's iPhone 15 (`retina6_12`), when the document has no scene to copy a size from.
    static let defaultSize = CatalogSize(393, 852)

    static let systemBackground = #"<systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>"#

    /// Why a view controller can't go inside a view (the same words as `add-object.js`).
    static func refusal(_ description: ClassDescription) -> String {
        "A \(description.libraryTitle ?? description.className) can't be placed inside a view: drop it on the empty canvas to make a new scene."
    }

    /// The root view size of the document's first controller, else the default.
    static func sceneSize(_ root: MarkupElement) -> CatalogSize {
        var found: CatalogSize?
        root.forEachElement { element in
            guard found == nil, ["view", "tableView", "collectionView"].contains(element.name), element.attribute("key") == "view",
                  let rect = element.firstChild(named: "rect", key: "frame"),
                  let width = rect.attribute("width").flatMap(Double.init), let height = rect.attribute("height").flatMap(Double.init),
                  width > 0, height > 0 else { return }
            found = CatalogSize(width, height)
        }
        return found ?? defaultSize
    }

    /// A plain table's section header height, written on the new table; the first prototype sits below it.
    static let sectionHeader = 28.0
    /// The flow layout's item size: the size it gives the new collection view cell (a hypothesis, add-scene.js).
    static let itemSize = 128.0

    /// The prototype cell a Table View / Collection View Controller arrives with: the library's cell of `className`
    /// (its catalog defaults and content view) at `frame`, inside `list` (`prototypes`, `cells`). Ids: the cell's,
    /// then its content view's. Mirrors `prototypeXML` in add-scene.js.
    static func prototype(className: String, list: String, x: Double, y: Double, width: Double, height: Double, next: () -> String) -> String {
        let catalog = ClassCatalog.uiKit
        guard let description = catalog.description(ofClass: className), let element = description.elementName else { return "" }
        let id = next()
        let rect = LibraryParts.element("rect", [("key", "frame"), ("x", XcodeNumber.format(x)), ("y", XcodeNumber.format(y)),
                                                 ("width", XcodeNumber.format(width)), ("height", XcodeNumber.format(height))])
        let parts = LibraryParts.parts(of: description, elementName: element, id: id, size: CatalogSize(width, height), catalog: catalog,
                                       appKit: false, nextID: next)
        let attributes = description.defaultAttributes.filter { $0.name != "id" }.map { ($0.name, $0.value) } + [("id", id)]
        return "<\(list)>" + LibraryParts.element(element, attributes, [rect] + parts).markupString + "</\(list)>"
    }

    struct Controller {
        var id: String
        var xml: String
        var title: String
        var offset: (x: Double, y: Double) = (0, 0)
    }

    /// The new controllers' XML; `next` hands out ids in the JS twin's order.
    static func controllers(_ description: ClassDescription, size: CatalogSize, inStoryboard: Bool, next: () -> String) throws -> [Controller] {
        let w = XcodeNumber.format(size.width), h = XcodeNumber.format(size.height)
        let member = inStoryboard ? #" sceneMemberID="viewController""# : ""
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="\#(w)" height="\#(h)"/>"#
        let flexible = #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#
        let background = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#
        func rootView() -> String {
            let viewID = next()
            return #"<view key="view" contentMode="scaleToFill" id="\#(viewID)">\#(frame)\#(flexible)<viewLayoutGuide key="safeArea" id="\#(next())"/>\#(background)</view>"#
        }
        func plainController(_ extra: () -> String = { "" }) -> Controller {
            let id = next()
            let view = rootView()
            return Controller(id: id, xml: #"<viewController id="\#(id)"\#(member)>\#(view)\#(extra())</viewController>"#, title: "View Controller")
        }
        func dataSourceAndDelegate(_ id: String) -> String {
            let first = next()
            return #"<connections><outlet property="dataSource" destination="\#(id)" id="\#(first)"/><outlet property="delegate" destination="\#(id)" id="\#(next())"/></connections>"#
        }
        let element = description.elementName ?? ""
        let title = description.libraryTitle ?? description.className
        // A container's children are relationship segues in a storyboard; the corpus never shows them in a xib
        // (add-scene.js), so that is refused rather than guessed.
        if !inStoryboard, element == "navigationController" || element == "tabBarController" {
            throw SyncError.unsupported("a \(title) can only be placed in a storyboard here.")
        }
        switch element {
        case "viewController":
            return [plainController()]
        case "tableViewController":
            // One prototype cell, as Xcode's Table View Controller arrives (add-scene.js: the corpus's order).
            let id = next(), tableID = next()
            let cellHeight = ClassCatalog.uiKit.description(ofClass: "UITableViewCell")?.defaultSize?.height ?? 44
            let cell = prototype(className: "UITableViewCell", list: "prototypes", x: 0, y: sectionHeader, width: size.width, height: cellHeight, next: next)
            let table = #"<tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="\#(XcodeNumber.format(sectionHeader))" sectionFooterHeight="28" id="\#(tableID)">"#
                + frame + flexible + background + cell + dataSourceAndDelegate(id) + "</tableView>"
            return [Controller(id: id, xml: #"<tableViewController id="\#(id)"\#(member)>\#(table)</tableViewController>"#, title: title)]
        case "collectionViewController":
            // And one cell after the flow layout, as a Collection View Controller arrives.
            let id = next(), collectionID = next(), layoutID = next()
            let cell = prototype(className: "UICollectionViewCell", list: "cells", x: 0, y: 0, width: itemSize, height: itemSize, next: next)
            let collection = #"<collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="\#(collectionID)">"#
                + frame + flexible + background
                + LibraryParts.flowLayout(id: layoutID).markupString + cell + dataSourceAndDelegate(id) + "</collectionView>"
            return [Controller(id: id, xml: #"<collectionViewController id="\#(id)"\#(member)>\#(collection)</collectionViewController>"#, title: title)]
        case "navigationController":
            let id = next(), barID = next()
            // The bar below an iPhone 15's 59 pt status bar, as "Embed In ▸ Navigation Controller" writes it.
            let bar = #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="\#(barID)"><rect key="frame" x="0.0" y="59" width="\#(w)" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>"#
            let segueID = next()
            var root = plainController { #"<navigationItem key="navigationItem" id="\#(next())"/>"# }
            let segue = #"<connections><segue destination="\#(root.id)" kind="relationship" relationship="rootViewController" id="\#(segueID)"/></connections>"#
            root.offset = (800, 0)
            return [Controller(id: id, xml: #"<navigationController id="\#(id)"\#(member)>\#(bar)\#(segue)</navigationController>"#, title: title), root]
        case "tabBarController":
            let id = next(), barID = next()
            let bar = #"<tabBar key="tabBar" contentMode="scaleToFill" id="\#(barID)"><rect key="frame" x="0.0" y="0.0" width="\#(w)" height="49"/><autoresizingMask key="autoresizingMask"/>"#
                + #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></tabBar>"#
            let segueIDs = [next(), next()]
            var items = [1, 2].map { n in plainController { #"<tabBarItem key="tabBarItem" title="Item \#(n)" id="\#(next())"/>"# } }
            let segues = zip(items, segueIDs).map { item, segueID in
                #"<segue destination="\#(item.id)" kind="relationship" relationship="viewControllers" id="\#(segueID)"/>"#
            }.joined()
            items[0].title = "Item 1"; items[0].offset = (800, -500)
            items[1].title = "Item 2"; items[1].offset = (800, 500)
            return [Controller(id: id, xml: #"<tabBarController id="\#(id)"\#(member)>\#(bar)<connections>\#(segues)</connections></tabBarController>"#, title: title)] + items
        default:
            guard sceneElements.contains(element) else { throw SyncError.unsupported("\(title) is not a view controller.") }
            if element == "viewControllerPlaceholder" && !inStoryboard {
                throw SyncError.unsupported("a storyboard reference can only be placed in a storyboard.")
            }
            let id = next()
            let defaults = description.defaultAttributes.filter { $0.name != "id" }.map { #" \#($0.name)="\#($0.value)""# }.joined()
            return [Controller(id: id, xml: "<\(element)\(defaults) id=\"\(id)\"\(member)/>", title: title)]
        }
    }

    /// Ops adding `systemBackgroundColor` to `<resources>` when new XML uses it and it is missing.
    static func resourceOps(_ root: MarkupElement, xml: String) -> [EditOperation] {
        guard xml.contains(#"systemColor="systemBackgroundColor""#) else { return [] }
        return NewViewDefaults.systemBackgroundResourceOps(root)
    }
}

extension EditCommands {
    /// New scene(s) for a library view controller at (x, y) in canvas coordinates (rounded), or a
    /// xib top-level object there. `ids` lists every new controller, the dropped one first.
    public mutating func addScene(className: String, x: Double, y: Double) throws -> (ops: [EditOperation], id: String, ids: [String]) {
        let catalog = ClassCatalog.forTargetRuntime(document.root.attribute("targetRuntime") ?? "") ?? .uiKit
        guard let description = catalog.description(ofClass: className) else {
            throw SyncError.unsupported("\(className) is not in the object library.")
        }
        var generator = ids
        defer { ids = generator }
        return try Self.sceneOps(document, description: description, x: x, y: y) { generator.next() }
    }

    /// `addScene` with the ids from `next` (the tests give fixed ones to compare with the JS twin).
    static func sceneOps(_ document: SyncDocument, description: ClassDescription, x: Double, y: Double,
                         next: () -> String) throws -> (ops: [EditOperation], id: String, ids: [String]) {
        guard let element = description.elementName, SceneTemplates.sceneElements.contains(element) else {
            throw SyncError.unsupported("\(description.libraryTitle ?? description.className) is not a view controller.")
        }
        let root = document.root
        if root.attribute("targetRuntime")?.hasPrefix("MacOSX") == true {
            throw SyncError.unsupported("new AppKit scenes from the library are not supported yet.")
        }
        let scenes = root.firstChild(named: "scenes")
        let inStoryboard = scenes != nil || root.attribute("type")?.contains("Storyboard") == true
        guard inStoryboard || root.firstChild(named: "objects") != nil else {
            throw SyncError.unsupported("this document has no place for a new top-level object.")
        }
        let location = (x: (x + 0.5).rounded(.down), y: (y + 0.5).rounded(.down)) // JavaScript's Math.round
        func point(_ offset: (x: Double, y: Double) = (0, 0)) -> String {
            #"<point key="canvasLocation" x="\#(XcodeNumber.format(location.x + offset.x))" y="\#(XcodeNumber.format(location.y + offset.y))"/>"#
        }
        let size = SceneTemplates.sceneSize(root)
        var ops: [EditOperation] = []
        let made: [SceneTemplates.Controller]
        if inStoryboard {
            // Ids in order: each scene's sceneID, then the controllers' (and their parts'), then each scene's First Responder.
            let firstSceneID = next()
            made = try SceneTemplates.controllers(description, size: size, inStoryboard: true, next: next)
            var texts: [String] = []
            for (index, controller) in made.enumerated() {
                let sceneID = index == 0 ? firstSceneID : next()
                let responder = #"<placeholder placeholderIdentifier="IBFirstResponder" id="\#(next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>"#
                texts.append("<!--\(controller.title)-->\n<scene sceneID=\"\(sceneID)\"><objects>\(controller.xml)\(responder)</objects>\(point(controller.offset))</scene>")
            }
            if let scenes {
                // The child scenes first (a segue may only name an existing controller), then the dropped
                // controller's scene before them, right after the last existing scene.
                let parent = NodeAddress.child(of: .root, name: "scenes", key: nil)
                for text in texts.dropFirst() { ops.append(.insertSubtree(parent: parent, xml: text, position: .atEnd)) }
                let last = scenes.childElements.last { $0.name == "scene" }
                let position: InsertPosition = last.flatMap { document.address(of: $0) }.map { .after($0) } ?? .atStart
                ops.append(.insertSubtree(parent: parent, xml: texts[0], position: position))
            } else {
                let bare = texts.map { text in text.firstIndex(of: "\n").map { String(text[text.index(after: $0)...]) } ?? text }
                ops.append(.insertSubtree(parent: .root, xml: "<scenes>\(bare.joined())</scenes>", position: .xcodeOrder))
            }
            ops += SceneTemplates.resourceOps(root, xml: texts.joined())
        } else {
            made = try SceneTemplates.controllers(description, size: size, inStoryboard: false, next: next)
            var xml = made[0].xml
            if xml.hasSuffix("/>") {
                xml = String(xml.dropLast(2)) + ">\(point())</\(element)>"
            } else if let close = xml.lastIndex(of: "<") { // the element's closing tag
                xml.insert(contentsOf: point(), at: close)
            }
            ops.append(.insertSubtree(parent: .child(of: .root, name: "objects", key: nil), xml: xml, position: .atEnd))
            ops += SceneTemplates.resourceOps(root, xml: xml)
        }
        return (ops, made[0].id, made.map(\.id))
    }
}
