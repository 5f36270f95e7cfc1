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

    private var isMacOS: Bool { document.root.attribute("targetRuntime")?.hasPrefix("MacOSX") == true }

    private func requireObject(_ id: String) throws -> MarkupElement {
        guard let element = document.element(withID: id) else { throw SyncError.targetNotFound(.object(id)) }
        return element
    }

    /// A new instance of a library class (`UIButton`, `NSTextField`...) as the last subview of
    /// `parentViewID`, with the library's default attributes and size at (x, y) and the parts
    /// Xcode's library creates inside it (`LibraryParts`: content views, AppKit cells).
    public mutating func addObject(className: String, into parentViewID: String, x: Double, y: Double) throws -> (ops: [EditOperation], id: String) {
        _ = try requireObject(parentViewID)
        let catalog = ClassCatalog.forTargetRuntime(document.root.attribute("targetRuntime") ?? "") ?? .uiKit
        guard let description = catalog.description(ofClass: className), let elementName = description.elementName else {
            throw SyncError.unsupported("\(className) is not in the object library.")
        }
        // Xcode refuses a controller dropped on a view; on the empty canvas it makes a scene (`addScene`).
        if SceneTemplates.sceneElements.contains(elementName) { throw SyncError.unsupported(SceneTemplates.refusal(description)) }
        let id = ids.next()
        let element = MarkupElement(name: elementName)
        for attribute in description.defaultAttributes { try element.setAttribute(attribute.name, to: attribute.value) }
        try element.setAttribute("id", to: id)
        if let size = description.defaultSize {
            let frame = MarkupElement(name: "rect")
            try frame.setAttribute("key", to: "frame")
            for (name, value) in [("x", x), ("y", y), ("width", size.width), ("height", size.height)] {
                try frame.setAttribute(name, to: XcodeNumber.format(value))
            }
            element.appendChild(frame)
        }
        for part in LibraryParts.children(of: description, elementName: elementName, id: id, catalog: catalog, nextID: { ids.next() }) {
            element.appendChild(part)
        }
        let subviews = NodeAddress.child(of: .object(parentViewID), name: "subviews", key: nil)
        return ([.insertSubtree(parent: subviews, xml: element.markupString, position: .atEnd)], id)
    }

    /// A copy of an object right after it, every id inside it fresh and references between
    /// copied objects pointing at the copies (references to outside objects are kept).
    public mutating func duplicate(_ id: String) throws -> (ops: [EditOperation], id: String) {
        let original = try requireObject(id)
        guard let parent = original.parent, let parentAddress = document.address(of: parent) else {
            throw SyncError.protectedElement(.object(id), why: "it has no parent that can hold a copy")
        }
        if let reason = document.protectionReason(original) { throw SyncError.protectedElement(.object(id), why: reason) }
        let copy = try MarkupDocument.parse(original.markupString).root
        var renamed: [String: String] = [:]
        for oldID in SyncDocument.objectIDs(in: copy) { renamed[oldID] = ids.next() }
        try copy.forEachElement { element in
            for attribute in element.attributes where attribute.name == "id" || ReferenceCascade.referenceAttributes.contains(attribute.name) {
                if let new = renamed[attribute.value] { try element.setAttribute(attribute.name, to: new) }
            }
        }
        return ([.insertSubtree(parent: parentAddress, xml: copy.markupString, position: .after(.object(id)))], renamed[id]!)
    }

    /// Deletes an object; the batch adds the removal of its connections and constraints.
    public func delete(_ id: String) throws -> [EditOperation] {
        let element = try requireObject(id)
        if let reason = document.protectionReason(element) { throw SyncError.protectedElement(.object(id), why: reason) }
        return [.removeSubtree(target: .object(id))]
    }

    /// `<outlet property= destination= id=/>` in the source's connections.
    public mutating func connectOutlet(from sourceID: String, property: String, to destinationID: String) throws -> [EditOperation] {
        _ = try requireObject(sourceID)
        _ = try requireObject(destinationID)
        let outlet = MarkupElement(name: "outlet")
        try outlet.setAttribute("property", to: property)
        try outlet.setAttribute("destination", to: destinationID)
        try outlet.setAttribute("id", to: ids.next())
        return [.insertSubtree(parent: .child(of: .object(sourceID), name: "connections", key: nil), xml: outlet.markupString, position: .atEnd)]
    }

    /// An action from a control: UIKit writes `destination` and the event, AppKit `target`.
    public mutating func connectAction(from sourceID: String, selector: String, to targetID: String,
                                       eventType: String? = "touchUpInside") throws -> [EditOperation] {
        _ = try requireObject(sourceID)
        _ = try requireObject(targetID)
        let action = MarkupElement(name: "action")
        try action.setAttribute("selector", to: selector)
        if isMacOS {
            try action.setAttribute("target", to: targetID)
        } else {
            try action.setAttribute("destination", to: targetID)
            if let eventType { try action.setAttribute("eventType", to: eventType) }
        }
        try action.setAttribute("id", to: ids.next())
        return [.insertSubtree(parent: .child(of: .object(sourceID), name: "connections", key: nil), xml: action.markupString, position: .atEnd)]
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
