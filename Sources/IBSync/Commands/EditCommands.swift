import IBDocument

/// Higher-level edits, each expanded into primitive ops that go out as one atomic batch.
/// New ids come from `ids` (seeded with the document's ids, so they never collide locally; a
/// collision with another client's concurrent insert is refused by the server).
public struct EditCommands {
    public let document: SyncDocument
    public var ids: IdentifierGenerator

    public init(document: SyncDocument, ids: IdentifierGenerator? = nil) {
        self.document = document
        var generator = ids ?? IdentifierGenerator()
        generator.reserve(document.objectIDs)
        self.ids = generator
    }

    var isMacOS: Bool { document.root.attribute("targetRuntime")?.hasPrefix("MacOSX") == true }

    private func requireObject(_ id: String) throws -> MarkupElement {
        guard let element = document.element(withID: id) else { throw SyncError.targetNotFound(.object(id)) }
        return element
    }

    /// A new instance of a library class (`UIButton`, `NSTextField`...) dropped on `targetID`, with the library's
    /// default attributes (in Xcode's order) and the parts Xcode's library creates inside it (`LibraryParts`: content
    /// views, AppKit cells). A view goes last in the target's `<subviews>` at (x, y), with what Xcode gives a view
    /// dropped without constraints (`NewViewDefaults`); anything else where Xcode puts it (`LibraryPlacement`).
    /// Mirrors `Public/js/commands/add-object.js` (same XML, same id order).
    public mutating func addObject(className: String, into targetID: String, x: Double, y: Double) throws -> (ops: [EditOperation], id: String) {
        let dropped = try requireObject(targetID)
        let catalog = ClassCatalog.forTargetRuntime(document.root.attribute("targetRuntime") ?? "") ?? .uiKit
        guard let description = catalog.description(ofClass: className), let elementName = description.elementName else {
            throw SyncError.unsupported("\(className) is not in the object library.")
        }
        // Xcode refuses a controller dropped on a view; on the empty canvas it makes a scene (`addScene`).
        if SceneTemplates.sceneElements.contains(elementName) { throw SyncError.unsupported(SceneTemplates.refusal(description)) }
        let isView = LibraryPlacement.kind(of: elementName) == .subview
        let title = description.libraryTitle ?? description.className
        let target = isView ? try subviewHolder(dropped, title: title) : dropped
        if isView, target.firstChild(named: "rect", key: "frame") == nil { throw SyncError.unsupported("a \(title) goes inside a view.") }
        if isView, TableHeaderFooter.isDrop(on: target, elementName: elementName, appKit: isMacOS) {
            return try addHeaderOrFooter(description, elementName: elementName, table: target, y: y, catalog: catalog)
        }
        let size = description.defaultSize
        let frame: LibraryPlacement.Frame? = isView ? size.map { (x, y, $0.width, $0.height) }
            : try LibraryPlacement.frame(elementName: elementName, target: target, size: size, title: title)
        let defaults = NewViewDefaults(root: document.root, container: target)
        let id = ids.next()
        let pairs = description.defaultAttributes.filter { $0.name != "id" }.map { ($0.name, $0.value) }
        let ordered = MarkupElement(name: elementName)
        // Under a stand-in root of the document's type: a platform can have its own attribute order.
        let standIn = MarkupElement(name: "document", attributes: document.root.attribute("type").map { [MarkupAttribute(name: "type", value: $0)] } ?? [])
        standIn.appendChild(ordered)
        try withExtendedLifetime(standIn) {
            for (name, value) in (isView ? defaults.adjust(pairs) : pairs) + [("id", id)] { try ordered.setAttribute(name, to: value) }
        }
        let attributes = ordered.attributes.map { ($0.name, $0.value) }
        var content: [MarkupElement] = []
        if let frame {
            content.append(LibraryParts.element("rect", [("key", "frame"), ("x", XcodeNumber.format(frame.x)), ("y", XcodeNumber.format(frame.y)),
                                                         ("width", XcodeNumber.format(frame.width)), ("height", XcodeNumber.format(frame.height))]))
            if isView, let mask = defaults.mask { content.append(mask) }
        }
        let partSize = frame.map { CatalogSize($0.width, $0.height) } ?? size
        let parts = LibraryParts.parts(of: description, elementName: elementName, id: id, size: partSize, catalog: catalog,
                                       appKit: isMacOS, nextID: { ids.next() })
        let inner = LibraryParts.defaultContent(of: description)
        guard isView else {
            let request = LibraryPlacement.Request(elementName: elementName, id: id, target: target, attributes: attributes,
                                                   content: content + parts + inner, title: title)
            return (try LibraryPlacement.ops(request, in: document) { ids.next() }, id)
        }
        var resourceOps: [EditOperation] = []
        var background: [MarkupElement] = []
        if let color = defaults.backgroundColor(elementName: elementName, className: description.className) {
            background = [color]
            resourceOps = NewViewDefaults.systemBackgroundResourceOps(document.root)
        }
        let element = LibraryParts.element(elementName, attributes, content + parts + background + inner)
        let subviews = NodeAddress.child(of: .object(target.attribute("id") ?? targetID), name: "subviews", key: nil)
        return ([.insertSubtree(parent: subviews, xml: element.markupString, position: .atEnd)] + resourceOps, id)
    }

    /// The view that holds the subviews of the view a view was dropped on (`subviewHolder` in add-object.js): a UIKit
    /// visual effect view's and an AppKit box's content view (a box without one is a separator and refuses); an AppKit
    /// scroll or tab view refuses the drop, and so does a clip view that has its document view.
    private func subviewHolder(_ element: MarkupElement, title: String) throws -> MarkupElement {
        if (element.name == "visualEffectView" && !isMacOS) || (element.name == "box" && isMacOS) {
            guard let content = element.firstChild(named: "view", key: "contentView") else {
                throw SyncError.unsupported("a \(title) can't go inside a separator.")
            }
            return content
        }
        if isMacOS, element.name == "scrollView" || element.name == "tabView" {
            let scroll = element.name == "scrollView"
            throw SyncError.unsupported("a \(title) goes into the view the \(scroll ? "scroll view scrolls" : "tab view shows"), not onto the \(scroll ? "scroll" : "tab") view itself.")
        }
        // A container view shows its embedded controller's view and holds none of its own (none of the corpus's
        // container views has <subviews>).
        if element.name == "containerView" {
            throw SyncError.unsupported("a \(title) goes into the view of the controller the container view embeds.")
        }
        // A clip view holds one document view (AppKit's and the compiler's rule): what is dropped goes into that view.
        if isMacOS, element.name == "clipView", element.firstChild(named: "subviews")?.childElements.isEmpty == false {
            throw SyncError.unsupported("a clip view holds one document view: a \(title) goes into the view it scrolls.")
        }
        return element
    }

    /// A copy of an object right after it, every id inside it fresh and references between
    /// copied objects pointing at the copies (references to outside objects are kept).
    public mutating func duplicate(_ id: String) throws -> (ops: [EditOperation], id: String) {
        let result = try duplicate([id])
        return (result.ops, result.ids[0])
    }

    /// ⌘D: a copy of each object right after it (the outermost of the given ones), every id inside fresh, references
    /// between copied objects pointing at the copies; `offset` shifts each copy's frame as Interface Builder's ⌘D does
    /// (10, 10). Mirrors `duplicateObjects` in `Public/js/commands/structure.js`.
    public mutating func duplicate(_ ids: [String], offset: (x: Double, y: Double)? = nil) throws -> (ops: [EditOperation], ids: [String]) {
        var ops: [EditOperation] = []
        var copies: [String] = []
        for id in try outermost(ids) {
            let original = try requireObject(id)
            if let reason = document.protectionReason(original) { throw SyncError.protectedElement(.object(id), why: reason) }
            guard let parent = original.parent, let parentAddress = document.address(of: parent) else {
                throw SyncError.protectedElement(.object(id), why: "it has no parent that can hold a copy")
            }
            // A clip view holds one document view (mirrors `duplicateObjects` in structure.js).
            if parent.name == "subviews", parent.parent?.name == "clipView" {
                throw SyncError.unsupported("\(id) cannot be duplicated: a clip view holds one document view.")
            }
            // A keyed object is its parent's one value for that key (mirrors `duplicateObjects` in structure.js).
            if let key = original.attribute("key"), Self.controllerScene(original) == nil {
                throw SyncError.unsupported("\(id) cannot be duplicated: it is the \(key) of its \(parent.name), which holds one.")
            }
            if let scene = Self.controllerScene(original), let scenes = scene.parent, let scenesAddress = document.address(of: scenes),
               let sceneAddress = document.address(of: scene) {
                // ⌘D on a scene's controller makes a new scene, as Xcode does (`duplicateScene` in structure.js).
                let (copy, renamed) = try renamedCopy(scene)
                if let controller = copy.firstChild(named: "objects")?.childElements.first(where: { $0.attribute("id") == renamed[id] }) {
                    controller.removeAttribute("storyboardIdentifier")
                }
                if let location = copy.firstChild(named: "point", key: "canvasLocation"), let x = location.attribute("x").flatMap(Double.init) {
                    try location.setAttribute("x", to: XcodeNumber.format(x + Self.duplicateSceneOffset))
                }
                let comment = Self.sceneComment(scene).map { "<!--\($0)-->\n" } ?? ""
                ops.append(.insertSubtree(parent: scenesAddress, xml: comment + copy.markupString, position: .after(sceneAddress)))
                copies.append(renamed[id] ?? id)
                continue
            }
            let (copy, renamed) = try renamedCopy(original)
            if let offset, let frame = copy.firstChild(named: "rect", key: "frame") {
                for (name, delta) in [("x", offset.x), ("y", offset.y)] {
                    guard let value = frame.attribute(name).flatMap(Double.init) else { continue }
                    try frame.setAttribute(name, to: XcodeNumber.format(value + delta))
                }
            }
            ops.append(.insertSubtree(parent: parentAddress, xml: copy.markupString, position: .after(.object(id))))
            copies.append(renamed[id] ?? id)
        }
        return (ops, copies)
    }

    /// How far right of its original a duplicated scene goes, in canvas points (`DUPLICATE_SCENE_OFFSET` in structure.js).
    static let duplicateSceneOffset = 800.0

    /// A copy of a subtree with every id (and scene id) inside fresh, references between copied objects following
    /// the copies.
    private mutating func renamedCopy(_ original: MarkupElement) throws -> (MarkupElement, [String: String]) {
        let copy = try MarkupDocument.parse(original.markupString).root
        var renamed: [String: String] = [:]
        for oldID in SyncDocument.objectIDs(in: copy) + SyncDocument.sceneIDs(in: copy) where renamed[oldID] == nil {
            renamed[oldID] = ids.next()
        }
        try copy.forEachElement { element in
            for attribute in element.attributes
            where attribute.name == "id" || attribute.name == "sceneID" || ReferenceCascade.referenceAttributes.contains(attribute.name) {
                if let new = renamed[attribute.value] { try element.setAttribute(attribute.name, to: new) }
            }
        }
        return (copy, renamed)
    }

    /// The storyboard scene whose controller this is, or nil.
    static func controllerScene(_ element: MarkupElement) -> MarkupElement? {
        guard element.parent?.name == "objects", let scene = element.parent?.parent, scene.name == "scene",
              element.attribute("sceneMemberID") == "viewController" else { return nil }
        return scene
    }

    /// The comment Xcode writes above a scene (`View Controller`), or nil.
    static func sceneComment(_ scene: MarkupElement) -> String? {
        guard let parent = scene.parent, let index = parent.children.firstIndex(where: { $0.element === scene }) else { return nil }
        for node in parent.children[..<index].reversed() {
            if case .comment(let text) = node { return text }
            if !node.isWhitespace { return nil }
        }
        return nil
    }

    /// Deletes an object; the batch adds the removal of its connections and constraints.
    public func delete(_ id: String) throws -> [EditOperation] {
        let element = try requireObject(id)
        if let reason = document.protectionReason(element) { throw SyncError.protectedElement(.object(id), why: reason) }
        if Self.isRequiredPart(element) { throw SyncError.unsupported("a \(element.parent!.name)'s \(element.attribute("key")!) goes with it.") }
        return [Self.removal(of: element, id: id)]
    }

    /// Deletes the outermost of the objects, leaving out placeholders (refused when nothing is left). Mirrors
    /// `deleteObjects` in `Public/js/commands/structure.js`.
    public func delete(_ ids: [String]) throws -> [EditOperation] {
        var unique: [String] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        let removable = try outermost(unique).map { (id: $0, element: try requireObject($0)) }.filter {
            document.protectionReason($0.element) == nil && !Self.isRequiredPart($0.element)
        }
        guard !removable.isEmpty else {
            throw SyncError.unsupported("nothing here can be deleted (placeholders belong to their scene, and parts such as a navigation bar to their controller).")
        }
        return removable.map { Self.removal(of: $0.element, id: $0.id) }
    }

    /// The op that deletes an object: for a storyboard scene's controller, the removal of its scene, as Xcode does
    /// (a scene without its controller is malformed; no corpus scene lacks one).
    static func removal(of element: MarkupElement, id: String) -> EditOperation {
        if let sceneID = controllerScene(element)?.attribute("sceneID") { return .removeSubtree(target: .scene(sceneID)) }
        return .removeSubtree(target: .object(id))
    }

    /// Parts an object can't be without, by the parent's element and the part's key (mirrors `REQUIRED_PARTS` in
    /// `Public/js/commands/protection.js`): the compiler refuses the parent without them and Interface Builder offers
    /// no way to delete them.
    static let requiredParts: [String: Set<String>] = [
        "navigationController": ["navigationBar"], "tabBarController": ["tabBar"], "collectionView": ["collectionViewLayout"],
        "collectionViewController": ["collectionView"], "scrollView": ["contentView", "horizontalScroller", "verticalScroller"],
        // A cell's content view (every one of the corpus's 310 table view cells and 60 collection view cells has one).
        "tableViewCell": ["contentView"], "collectionViewCell": ["contentView"],
        // A UIKit visual effect view's content view (all 15 of the corpus have one; the compiler refuses one without).
        "visualEffectView": ["contentView"],
    ]

    /// Keys that are a required part whatever the parent (mirrors `REQUIRED_KEYS`): an AppKit control's
    /// `<…Cell key="cell">` (every button, text field, pop-up, image view, slider... of the corpus has one: 4,346 in
    /// 231 documents, none without).
    static let requiredKeys: Set<String> = ["cell"]

    static func isRequiredPart(_ element: MarkupElement) -> Bool {
        guard let parent = element.parent, let key = element.attribute("key") else { return false }
        return requiredKeys.contains(key) || (requiredParts[parent.name]?.contains(key) ?? false)
    }

    /// The ids whose objects have no ancestor among the others (removing or copying the ancestor covers them).
    private func outermost(_ ids: [String]) throws -> [String] {
        let elements = try ids.map { try requireObject($0) }
        let set = Set(elements)
        return zip(ids, elements).filter { _, element in !element.ancestors.contains { set.contains($0) } }.map(\.0)
    }

    /// `<outlet property= destination= id=/>` in the source's connections, or with `collection` an
    /// `<outletCollection … collectionClass="NSMutableArray"/>`.
    public mutating func connectOutlet(from sourceID: String, property: String, to destinationID: String,
                                       collection: Bool = false) throws -> [EditOperation] {
        let source = try requireObject(sourceID)
        let destination = try requireObject(destinationID)
        if let refusal = ConnectionRules.outletRefusal(from: source, to: destination, property: property) {
            throw SyncError.unsupported(refusal)
        }
        let outlet = MarkupElement(name: collection ? "outletCollection" : "outlet")
        try outlet.setAttribute("property", to: property)
        try outlet.setAttribute("destination", to: destinationID)
        if collection { try outlet.setAttribute("collectionClass", to: "NSMutableArray") }
        try outlet.setAttribute("id", to: ids.next())
        return [.insertSubtree(parent: .child(of: .object(sourceID), name: "connections", key: nil), xml: outlet.markupString,
                               position: Self.connectionPosition(in: source, for: outlet.name))]
    }

    /// An action from a control: UIKit writes `destination` and the event, AppKit `target`.
    public mutating func connectAction(from sourceID: String, selector: String, to targetID: String,
                                       eventType: String? = "touchUpInside") throws -> [EditOperation] {
        let source = try requireObject(sourceID)
        if let refusal = ConnectionRules.actionRefusal(from: source, to: try requireObject(targetID)) {
            throw SyncError.unsupported(refusal)
        }
        let action = MarkupElement(name: "action")
        try action.setAttribute("selector", to: selector)
        if isMacOS {
            try action.setAttribute("target", to: targetID)
        } else {
            try action.setAttribute("destination", to: targetID)
            if let eventType { try action.setAttribute("eventType", to: eventType) }
        }
        try action.setAttribute("id", to: ids.next())
        return [.insertSubtree(parent: .child(of: .object(sourceID), name: "connections", key: nil), xml: action.markupString,
                               position: Self.connectionPosition(in: source, for: "action"))]
    }

    /// Xcode writes an object's connections grouped by element in this order: no corpus document has a pair the other
    /// way round (the counts: `connectionPosition` in Public/js/commands/connections.js).
    static let connectionOrder = ["accessibilityConnection", "action", "binding", "outlet", "outletCollection", "segue"]

    /// Where a new connection `name` of `source` goes: after its group and the groups before it.
    static func connectionPosition(in source: MarkupElement, for name: String) -> InsertPosition {
        let rank = connectionOrder.firstIndex(of: name) ?? -1
        let existing = source.firstChild(named: "connections")?.childElements ?? []
        guard let later = existing.firstIndex(where: { (connectionOrder.firstIndex(of: $0.name) ?? -1) > rank }) else { return .atEnd }
        guard later > 0, let id = existing[later - 1].attribute("id") else { return .atStart }
        return .after(.object(id))
    }

    /// Removes an outlet, action or segue (the `<connections>` list goes when emptied).
    public func disconnect(_ connectionID: String) throws -> [EditOperation] {
        let connection = try requireObject(connectionID)
        guard connection.parent?.name == "connections" else {
            throw SyncError.unsupported("\(connectionID) is not a connection.")
        }
        return [.removeSubtree(target: .object(connectionID))]
    }

    /// Sets the custom class (and module) or, with `nil`, goes back to the default class.
    public func changeClass(_ id: String, to customClass: String?, module: String? = nil) throws -> [EditOperation] {
        let element = try requireObject(id)
        let target = NodeAddress.object(id)
        var ops: [EditOperation] = []
        func set(_ name: String, _ value: String?) {
            if let value {
                if element.attribute(name) != value { ops.append(.setAttribute(target: target, name: name, value: value, expect: nil)) }
            } else if element.hasAttribute(name) {
                ops.append(.removeAttribute(target: target, name: name, expect: nil))
            }
        }
        let className = customClass.flatMap { $0.isEmpty ? nil : $0 }
        set("customClass", className)
        set("customModule", className == nil ? nil : module)
        set("customModuleProvider", className != nil && module != nil ? "target" : nil)
        return ops
    }
}
