import IBDocument

/// State shared while one CocoaTouch xib is encoded: the objects by xib id (for connections),
/// the objects UIKit lists in `UINibObjectsKey` (in encoding order) and the runtime connections.
final class UIKitEncodingContext {
    private(set) var objectsByID: [String: AppKitArchiveObject] = [:]
    private(set) var listedObjects: [AppKitArchiveObject] = []
    private(set) var connections: [AppKitArchiveObject] = []
    /// Connection elements with the id of the object that owns them, resolved after the walk
    /// (a connection may point at an object encoded later).
    private(set) var pendingConnections: [(sourceID: String, element: MarkupElement)] = []

    func register(_ object: AppKitArchiveObject, id: String?) {
        if let id { objectsByID[id] = object }
        listedObjects.append(object)
    }

    func addPendingConnection(sourceID: String, element: MarkupElement) {
        pendingConnections.append((sourceID, element))
    }

    func addConnection(_ connection: AppKitArchiveObject) {
        connections.append(connection)
    }
}
