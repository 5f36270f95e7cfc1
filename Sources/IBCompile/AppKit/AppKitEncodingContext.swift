import IBDocument

/// What the AppKit encoder collects while it walks a document: the objects by id, the
/// `NSObjectsKeys` list with each object's parent, the connectors and the windows shown at
/// launch. `AppKitObjectData` turns it into the `NSIBObjectData` root.
final class AppKitEncodingContext {
    let document: InterfaceDocument
    /// `useAutolayout="YES"`: views without an autoresizing mask get a different default.
    let usesAutolayout: Bool
    /// `customObjectInstantitationMethod="direct"` (Xcode's spelling): custom classes are
    /// instantiated with `-init`, encoded through `NSClassSwapper`.
    let instantiatesCustomClassesDirectly: Bool
    let toolsVersion: Int

    private(set) var objectsByID: [String: AppKitArchiveObject] = [:]
    /// Objects listed in `NSObjectsKeys`, in document order, with their parent
    /// (nil: File's Owner).
    private(set) var listedObjects: [(object: AppKitArchiveObject, parent: AppKitArchiveObject?)] = []
    private(set) var outletConnectors: [AppKitArchiveObject] = []
    private(set) var otherConnectors: [AppKitArchiveObject] = []
    /// Connectors ibtool lists in `NSConnections` without an oid (stack views' early-decoding
    /// request).
    private(set) var unnumberedConnectors: [AppKitArchiveObject] = []
    /// `NSNibAXAttributeConnector`s (`AppKitAccessibilityEncoder`), listed in
    /// `NSAccessibilityConnectors` and numbered after every other oid.
    private(set) var accessibilityConnectors: [AppKitArchiveObject] = []
    private(set) var visibleWindows: [AppKitArchiveObject] = []
    /// Placeholders that exist only at load time (First Responder): references to them are
    /// left out of the nib, as ibtool does for actions sent to the first responder.
    private(set) var unarchivedPlaceholderIDs: Set<String> = []

    let colors: AppKitColorEncoder

    init(document: InterfaceDocument, colorProfiles: AppKitColorProfiles?) {
        self.document = document
        let root = document.root
        usesAutolayout = root.attribute("useAutolayout") == "YES"
        instantiatesCustomClassesDirectly = root.attribute("customObjectInstantitationMethod") == "direct"
        toolsVersion = document.toolsVersionNumber
        colors = AppKitColorEncoder(profiles: colorProfiles, namedColors: AppKitColorEncoder.namedColors(of: document))
    }

    struct ImageResource {
        var width: Double?
        var height: Double?
        var catalog: String?
    }

    /// `<resources><image name= width= height= catalog=/>` of the document.
    private(set) lazy var imageResources: [String: ImageResource] = {
        var table: [String: ImageResource] = [:]
        guard let resources = document.root.firstChild(named: "resources") else { return table }
        for image in resources.childElements where image.name == "image" {
            guard let name = image.attribute("name") else { continue }
            table[name] = ImageResource(width: image.attribute("width").flatMap(Double.init),
                                        height: image.attribute("height").flatMap(Double.init),
                                        catalog: image.attribute("catalog"))
        }
        return table
    }()

    func imageResource(named name: String) -> ImageResource? { imageResources[name] }

    func register(_ object: AppKitArchiveObject, id: String?) {
        if let id { objectsByID[id] = object }
    }

    /// Registers an object and lists it in `NSObjectsKeys` under `parent`.
    func list(_ object: AppKitArchiveObject, id: String?, parent: AppKitArchiveObject?) {
        register(object, id: id)
        listedObjects.append((object, parent))
    }

    /// Moves a listed object under another parent (a table column's data cell is encoded like a
    /// control's cell, then listed under its column).
    func relist(_ object: AppKitArchiveObject, parent: AppKitArchiveObject?) {
        if let index = listedObjects.firstIndex(where: { $0.object === object }) { listedObjects[index].parent = parent }
    }

    /// Takes an object out of `NSObjectsKeys` (a table column's header cell is archived but not listed).
    func unlist(_ object: AppKitArchiveObject) {
        listedObjects.removeAll { $0.object === object }
    }

    /// Table and outline views by object, with what their scroll view's tiling needs.
    var tableLayouts: [ObjectIdentifier: AppKitTableLayout] = [:]

    func addPlaceholderWithoutArchive(id: String) {
        unarchivedPlaceholderIDs.insert(id)
    }

    func isArchived(id: String) -> Bool {
        !unarchivedPlaceholderIDs.contains(id)
    }

    func addConnector(_ connector: AppKitArchiveObject) {
        if connector.className == "NSNibOutletConnector" {
            outletConnectors.append(connector)
        } else {
            otherConnectors.append(connector)
        }
    }

    private var constrainedIDs: Set<String> = []
    private var notTranslatingIDs: Set<String> = []

    /// A view referenced by a constraint.
    func noteConstrained(id: String) { constrainedIDs.insert(id) }

    /// A view with `translatesAutoresizingMaskIntoConstraints="NO"`.
    func noteNotTranslating(id: String) { notTranslatingIDs.insert(id) }

    private var safeAreaGuides: [(id: String, guide: AppKitArchiveObject, owner: AppKitArchiveObject)] = []

    /// A view's safe-area guide: addressable by id, archived only when a constraint uses it.
    func addSafeAreaGuide(_ guide: AppKitArchiveObject, id: String, owner: AppKitArchiveObject) {
        register(guide, id: id)
        safeAreaGuides.append((id, guide, owner))
    }

    /// ibtool writes `NSDoNotTranslateAutoresizingMask` on the non-translating views that a
    /// constraint refers to, and `NSViewLayoutGuides` for the guides constraints use (once the
    /// whole document is known).
    func markConstrainedViews() {
        for id in constrainedIDs.intersection(notTranslatingIDs) {
            objectsByID[id]?["NSDoNotTranslateAutoresizingMask"] = .bool(true)
        }
        for entry in safeAreaGuides where constrainedIDs.contains(entry.id) {
            entry.owner["NSViewLayoutGuides"] = .object(.array([entry.guide]))
            entry.owner.order(AppKitViewEncoder.commonKeyOrder)
        }
    }

    func addAccessibilityConnector(_ connector: AppKitArchiveObject) {
        accessibilityConnectors.append(connector)
    }

    func addUnnumberedConnector(_ connector: AppKitArchiveObject) {
        unnumberedConnectors.append(connector)
    }

    func addVisibleWindow(_ window: AppKitArchiveObject) {
        visibleWindows.append(window)
    }
}
