import IBDocument

/// Encodes `<outlet>`, `<outletCollection>` and `<action>` elements as
/// `UIRuntimeOutletConnection`, `UIRuntimeOutletCollectionConnection` and
/// `UIRuntimeEventConnection` (`UILabel`, `UISource`, `UIDestination`, then `UIEventMask` for
/// control events — absent for a bar button item's action — `runtimeCollectionClassName` and `addsContentToExistingCollection` for collections).
struct UIKitConnectionEncoder {
    /// `UIControlEvents` bits by the xib's `eventType` names.
    static let eventMasks: [String: Int64] = [
        "touchDown": 1 << 0, "touchDownRepeat": 1 << 1, "touchDragInside": 1 << 2,
        "touchDragOutside": 1 << 3, "touchDragEnter": 1 << 4, "touchDragExit": 1 << 5,
        "touchUpInside": 1 << 6, "touchUpOutside": 1 << 7, "touchCancel": 1 << 8,
        "valueChanged": 1 << 12, "primaryActionTriggered": 1 << 13, "menuActionTriggered": 1 << 14,
        "editingDidBegin": 1 << 16, "editingChanged": 1 << 17, "editingDidEnd": 1 << 18,
        "editingDidEndOnExit": 1 << 19,
    ]

    /// Collects the `<connections>` child of an encoded object for resolution after the walk.
    static func collect(_ connections: MarkupElement, sourceID: String, context: UIKitEncodingContext) throws {
        for element in connections.childElements {
            if element.name == "segue", context.collectsSegues {
                context.addPendingSegue(sourceID: sourceID, element: element)
                continue
            }
            guard ["outlet", "outletCollection", "action"].contains(element.name) else {
                throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<connections>")
            }
            context.addPendingConnection(sourceID: sourceID, element: element)
        }
    }

    /// An outlet connection between two encoded objects (storyboard plumbing: `storyboard`,
    /// `sceneViewController`, `viewController`, `view`).
    static func outlet(_ label: String, from source: AppKitArchiveObject, to destination: AppKitArchiveObject) -> AppKitArchiveObject {
        let connection = AppKitArchiveObject(className: "UIRuntimeOutletConnection")
        connection.append("UILabel", .string(label))
        connection.append("UISource", .object(source))
        connection.append("UIDestination", .object(destination))
        return connection
    }

    /// Builds every collected connection, in document order. Connections whose destination is
    /// not in this nib are left to `isExternal` (storyboard scenes split one document into
    /// several nibs); every other unknown id is an error.
    static func resolve(context: UIKitEncodingContext, isExternal: (String) -> Bool = { _ in false }) throws {
        var startedCollections: Set<String> = []
        for (sourceID, element) in context.pendingConnections {
            var reader = UIKitElementReader(element)
            guard let destination = reader.string("destination") else {
                throw UIKitEncodingError.malformed(element: element.name, id: reader.id, reason: "it has no destination")
            }
            guard context.objectsByID[sourceID] != nil else { throw UIKitEncodingError.unresolvedReference(id: sourceID) }
            guard context.objectsByID[destination] != nil else {
                if isExternal(destination) { continue }
                throw UIKitEncodingError.unresolvedReference(id: destination)
            }
            let connection: AppKitArchiveObject
            switch element.name {
            case "outlet", "outletCollection":
                guard let property = reader.string("property") else {
                    throw UIKitEncodingError.malformed(element: element.name, id: reader.id, reason: "it has no property")
                }
                let isCollection = element.name == "outletCollection"
                connection = AppKitArchiveObject(className: isCollection ? "UIRuntimeOutletCollectionConnection" : "UIRuntimeOutletConnection")
                connection.append("UILabel", .string(property))
                connection.append("UISource", .reference(sourceID))
                connection.append("UIDestination", .reference(destination))
                if isCollection {
                    connection.append("runtimeCollectionClassName", .string(reader.string("collectionClass") ?? "NSArray"))
                    // The first connection of a (source, property) makes the collection; later ones add to it.
                    // `appends="YES"` (a view's `gestureRecognizers`) adds to what the object already holds.
                    let started = !startedCollections.insert(sourceID + "\u{0}" + property).inserted
                    let appends = try reader.bool("appends", default: false)
                    connection.append("addsContentToExistingCollection", .bool(started || appends))
                } else if let collectionClass = reader.string("collectionClass") {
                    throw reader.unsupported("collectionClass", collectionClass)
                }
                reader.consume("appliesToXCode8AndLater")
            default:
                guard let selector = reader.string("selector") else {
                    throw UIKitEncodingError.malformed(element: "action", id: reader.id, reason: "it has no selector")
                }
                let eventType = reader.string("eventType")
                // A bar button item's action has no control event; UIKit writes the mask only when not 0.
                let mask: Int64
                if eventType == nil, context.eventMaskFreeSources.contains(sourceID) {
                    mask = 0
                } else if let known = eventMasks[eventType ?? ""] {
                    mask = known
                } else {
                    throw reader.unsupported("eventType", eventType ?? "")
                }
                connection = AppKitArchiveObject(className: "UIRuntimeEventConnection")
                connection.append("UILabel", .string(selector))
                connection.append("UISource", .reference(sourceID))
                connection.append("UIDestination", .reference(destination))
                if mask != 0 { connection.append("UIEventMask", .integer(mask)) }
            }
            try reader.finish()
            context.addConnection(connection)
        }
    }
}
