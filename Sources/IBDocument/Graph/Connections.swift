/// Connections: outlets, outlet collections, actions, segues, bindings. Each lives in the
/// `<connections>` list of its source object.
public struct IBConnection: Hashable {
    public enum Kind: Equatable, Hashable {
        case outlet, outletCollection, action, segue, binding
        case other(String)
    }

    public let element: MarkupElement

    public var kind: Kind {
        switch element.name {
        case "outlet": return .outlet
        case "outletCollection": return .outletCollection
        case "action": return .action
        case "segue": return .segue
        case "binding": return .binding
        default: return .other(element.name)
        }
    }

    public var id: String { element.attribute("id") ?? "" }
    /// The object whose `<connections>` list holds this connection.
    public var source: IBObject? {
        guard let list = element.parent, list.name == "connections", let owner = list.parent else { return nil }
        return IBObject(owner)
    }
    /// The other end: `destination` (iOS actions, outlets, segues, bindings) or `target`
    /// (macOS actions).
    public var destination: String? { element.attribute("destination") ?? element.attribute("target") }
    /// The outlet property name (outlets and outlet collections).
    public var property: String? { element.attribute("property") }
    /// The action method, e.g. `buttonTapped:`.
    public var selector: String? { element.attribute("selector") }
    /// The control event of an iOS action, e.g. `touchUpInside`, `valueChanged`.
    public var eventType: String? { element.attribute("eventType") }
    /// Segue kind: `show`, `presentation`, `embed`, `unwind`, `relationship`, `custom`...
    public var segueKind: String? { element.attribute("kind") }
    /// Segue identifier used by `performSegue(withIdentifier:)`.
    public var identifier: String? { element.attribute("identifier") }
    /// Relationship segue name: `rootViewController`, `viewControllers`...
    public var relationship: String? { element.attribute("relationship") }
}

extension InterfaceDocument {
    /// The connections whose source is this object.
    public func connections(of source: IBObject) -> [IBConnection] {
        source.element.firstChild(named: "connections")?.childElements.map(IBConnection.init) ?? []
    }

    /// Every connection in the document, in document order.
    public var allConnections: [IBConnection] {
        var result: [IBConnection] = []
        root.forEachElement { element in
            if element.name == "connections" { result.append(contentsOf: element.childElements.map(IBConnection.init)) }
        }
        return result
    }

    /// Connections that point at an object (outlets to it, actions targeting it, segues to it).
    public func connections(to id: String) -> [IBConnection] {
        allConnections.filter { $0.destination == id }
    }

    /// Segues in the document (including relationship segues).
    public var segues: [IBConnection] { allConnections.filter { $0.kind == .segue } }

    /// `<outlet property= destination= id=/>`.
    @discardableResult
    public func connectOutlet(from sourceID: String, property: String, to destinationID: String, id: String) throws -> IBConnection {
        try addConnection("outlet", from: sourceID, id: id,
                          [("property", property), ("destination", try require(destinationID).id)])
    }

    /// `<outletCollection property= destination= [appends="YES"] id=/>`; Xcode writes
    /// `appends="YES"` for every member of a collection it builds.
    @discardableResult
    public func addOutletCollection(from sourceID: String, property: String, to destinationID: String,
                                    appends: Bool = true, id: String) throws -> IBConnection {
        var attributes = [("property", property), ("destination", try require(destinationID).id)]
        if appends { attributes.append(("appends", "YES")) }
        return try addConnection("outletCollection", from: sourceID, id: id, attributes)
    }

    /// An action from a control. UIKit documents write `destination` and the control event
    /// (`eventType`); AppKit documents write `target` and no event.
    @discardableResult
    public func connectAction(from sourceID: String, selector: String, to targetID: String,
                              eventType: String? = nil, id: String) throws -> IBConnection {
        _ = try require(targetID)
        if kind.platform == .macOS {
            return try addConnection("action", from: sourceID, id: id, [("selector", selector), ("target", targetID)])
        }
        var attributes = [("selector", selector), ("destination", targetID)]
        if let eventType { attributes.append(("eventType", eventType)) }
        return try addConnection("action", from: sourceID, id: id, attributes)
    }

    /// A segue from a controller, control or cell to a controller: `kind` is `show`,
    /// `presentation`, `embed`, `relationship` (with `relationship`), ...
    @discardableResult
    public func addSegue(from sourceID: String, to destinationID: String, kind segueKind: String,
                         identifier: String? = nil, relationship: String? = nil, id: String) throws -> IBConnection {
        var attributes = [("destination", try require(destinationID).id), ("kind", segueKind)]
        if let relationship { attributes.append(("relationship", relationship)) }
        if let identifier { attributes.append(("identifier", identifier)) }
        return try addConnection("segue", from: sourceID, id: id, attributes)
    }

    /// Removes a connection (and the `<connections>` list when it was the last one).
    public func removeConnection(_ connection: IBConnection) {
        removeFromContainerList(connection.element)
    }

    /// Inserts a connection where Xcode keeps it: groups by element name in alphabetical
    /// order; outlets and outlet collections sorted by property, actions by selector; segues
    /// and bindings in authoring order (appended to their group).
    private func addConnection(_ name: String, from sourceID: String, id: String,
                               _ attributes: [(String, String)]) throws -> IBConnection {
        try requireUnusedID(id)
        let source = try require(sourceID)
        let element = MarkupElement(name: name)
        for (attribute, value) in attributes + [("id", id)] {
            try source.write(attribute) { try element.setAttribute(attribute, to: value) }
        }
        let list = containerList(named: "connections", in: source.element)
        let sortKey = Self.connectionSortKey(element)
        let index = list.childElements.firstIndex { existing in
            if existing.name != name { return xcodeSortsBefore(name, existing.name) }
            guard let sortKey, let existingKey = Self.connectionSortKey(existing) else { return false }
            return xcodeSortsBefore(sortKey, existingKey)
        } ?? list.childElements.count
        list.insertChild(element, atElementIndex: index)
        indexSubtree(element)
        return IBConnection(element: element)
    }

    private static func connectionSortKey(_ element: MarkupElement) -> String? {
        switch element.name {
        case "outlet", "outletCollection": return element.attribute("property")
        case "action": return element.attribute("selector")
        default: return nil
        }
    }
}
