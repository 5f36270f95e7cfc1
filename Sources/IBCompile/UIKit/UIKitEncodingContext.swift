import IBDocument

/// State shared while one UIKit nib is encoded: the objects by xib id (for connections and
/// constraints), the objects UIKit lists in `UINibObjectsKey` (in encoding order), the
/// runtime connections and the user-defined runtime attributes (`UINibKeyValuePairsKey`).
final class UIKitEncodingContext {
    let document: InterfaceDocument
    private(set) var objectsByID: [String: AppKitArchiveObject] = [:]
    private(set) var listedObjects: [AppKitArchiveObject] = []
    private(set) var connections: [AppKitArchiveObject] = []
    private(set) var keyValuePairs: [AppKitArchiveObject] = []
    private(set) var accessibilityConfigurations: [AppKitArchiveObject] = []
    /// Connection elements with the id of the object that owns them, resolved after the walk
    /// (a connection may point at an object encoded later).
    private(set) var pendingConnections: [(sourceID: String, element: MarkupElement)] = []
    /// Storyboards only: `<segue>` elements met in `<connections>` of encoded objects.
    var collectsSegues = false
    private(set) var pendingSegues: [(sourceID: String, element: MarkupElement)] = []

    /// Storages of uninstalled subviews/constraints not yet claimed by a top-level object, and
    /// the `_UITraitStorageList`s of those that were (`UIKitTraitStorage`).
    private(set) var unclaimedTraitStorages: [UIKitTraitStorage] = []
    private(set) var traitStorageLists: [AppKitArchiveObject] = []
    /// Counts views as the encoder starts them (document pre-order).
    private var walkCount = 0
    /// Objects whose `<action>`s carry no control event (bar button items): their event
    /// connections are archived without `UIEventMask`.
    private(set) var eventMaskFreeSources: Set<String> = []
    /// A static table's `UITableViewDataSource` (`UIKitStaticTableSections`), which the view
    /// nib hands to its controller through the `staticDataSource` outlet.
    var staticDataSource: AppKitArchiveObject?

    init(document: InterfaceDocument) {
        self.document = document
    }

    func register(_ object: AppKitArchiveObject, id: String?, listed: Bool = true) {
        if let id { objectsByID[id] = object }
        if listed { listedObjects.append(object) }
    }

    /// How many objects `list(_:after:)` has put after each anchor so far.
    private var listedAfter: [ObjectIdentifier: Int] = [:]

    /// Lists objects right after `anchor` (and after what was listed after it before): a view's
    /// constraints and legacy layout guides come right after the view in `UINibObjectsKey`,
    /// before its subviews, though they are encoded after them (V: the ios-pairs, Xcode 13–16).
    func list(_ objects: [AppKitArchiveObject], after anchor: AppKitArchiveObject) {
        guard !objects.isEmpty else { return }
        guard let position = listedObjects.firstIndex(where: { $0 === anchor }) else {
            listedObjects += objects
            return
        }
        let key = ObjectIdentifier(anchor)
        let offset = listedAfter[key, default: 0]
        listedObjects.insert(contentsOf: objects, at: position + 1 + offset)
        listedAfter[key] = offset + objects.count
    }

    /// Makes an object reachable by id without listing it (objects of another nib that a
    /// placeholder stands for).
    func alias(_ id: String, to object: AppKitArchiveObject) {
        objectsByID[id] = object
    }

    func addPendingConnection(sourceID: String, element: MarkupElement) {
        pendingConnections.append((sourceID, element))
    }

    func addPendingSegue(sourceID: String, element: MarkupElement) {
        pendingSegues.append((sourceID, element))
    }

    func addConnection(_ connection: AppKitArchiveObject) {
        connections.append(connection)
    }

    func addAccessibilityConfiguration(_ configuration: AppKitArchiveObject) {
        accessibilityConfigurations.append(configuration)
    }

    func addKeyValuePair(_ pair: AppKitArchiveObject) {
        keyValuePairs.append(pair)
    }

    func addEventMaskFreeSource(_ id: String) {
        eventMaskFreeSources.insert(id)
    }

    func nextWalkIndex() -> Int {
        walkCount += 1
        return walkCount
    }

    func addTraitStorage(_ storage: UIKitTraitStorage) {
        unclaimedTraitStorages.append(storage)
    }

    /// Gives the storages recorded while `topLevel` was encoded their `_UITraitStorageList`.
    func claimTraitStorages(for topLevel: AppKitArchiveObject) {
        guard !unclaimedTraitStorages.isEmpty else { return }
        traitStorageLists.append(UIKitTraitStorage.list(topLevel: topLevel, storages: unclaimedTraitStorages) { self.objectsByID[$0] })
        unclaimedTraitStorages = []
    }
}
