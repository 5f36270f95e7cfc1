import IBDocument

/// Encodes `<outlet>` and `<action>` elements as `UIRuntimeOutletConnection` and
/// `UIRuntimeEventConnection` (`UILabel`, `UISource`, `UIDestination`, `UIEventMask`).
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
            guard element.name == "outlet" || element.name == "action" else {
                throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<connections>")
            }
            context.addPendingConnection(sourceID: sourceID, element: element)
        }
    }

    /// Builds every collected connection, in document order.
    static func resolve(context: UIKitEncodingContext) throws {
        for (sourceID, element) in context.pendingConnections {
            let id = element.attribute("id")
            guard let destination = element.attribute("destination") else {
                throw UIKitEncodingError.malformed(element: element.name, id: id, reason: "it has no destination")
            }
            guard context.objectsByID[sourceID] != nil else { throw UIKitEncodingError.unresolvedReference(id: sourceID) }
            guard context.objectsByID[destination] != nil else { throw UIKitEncodingError.unresolvedReference(id: destination) }
            if element.name == "outlet" {
                if element.attribute("collectionClass") != nil {
                    throw UIKitEncodingError.unsupportedElement(element: "outletCollection", id: id, context: "<connections>")
                }
                guard let property = element.attribute("property") else {
                    throw UIKitEncodingError.malformed(element: "outlet", id: id, reason: "it has no property")
                }
                let connection = AppKitArchiveObject(className: "UIRuntimeOutletConnection")
                connection.append("UILabel", .string(property))
                connection.append("UISource", .reference(sourceID))
                connection.append("UIDestination", .reference(destination))
                context.addConnection(connection)
            } else {
                guard let selector = element.attribute("selector") else {
                    throw UIKitEncodingError.malformed(element: "action", id: id, reason: "it has no selector")
                }
                let eventType = element.attribute("eventType") ?? ""
                guard let mask = eventMasks[eventType] else {
                    throw UIKitEncodingError.unsupportedAttribute(attribute: "eventType", value: eventType, element: "action", id: id)
                }
                let connection = AppKitArchiveObject(className: "UIRuntimeEventConnection")
                connection.append("UILabel", .string(selector))
                connection.append("UISource", .reference(sourceID))
                connection.append("UIDestination", .reference(destination))
                connection.append("UIEventMask", .integer(mask))
                context.addConnection(connection)
            }
        }
    }
}
