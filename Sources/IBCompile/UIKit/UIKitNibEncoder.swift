import IBDocument

/// Compiles an iOS/tvOS (`CocoaTouch`) xib into the NIBArchive object graph ibtool writes: an
/// `NSObject` root with `UINibTopLevelObjectsKey` (proxies, then top-level objects),
/// `UINibObjectsKey`, `UINibConnectionsKey` and the (shared, empty) `UINibVisibleWindowsKey`,
/// `UINibAccessibilityConfigurationsKey`, `UINibTraitStorageListsKey` and
/// `UINibKeyValuePairsKey` arrays. Elements without an encoding here make `encode` throw a
/// `UIKitEncodingError` naming them.
public struct UIKitNibEncoder {
    public init() {}

    public func encode(_ document: InterfaceDocument) throws -> NibArchive {
        guard document.kind.platform == .iOS || document.kind.platform == .tvOS, document.kind.format == .xib else {
            throw UIKitEncodingError.notACocoaTouchDocument(kind: document.kind.description)
        }
        guard let objects = document.root.firstChild(named: "objects") else {
            throw UIKitEncodingError.malformed(element: "document", id: nil, reason: "it has no <objects>")
        }
        let context = UIKitEncodingContext()
        let viewEncoder = UIKitViewEncoder(context: context, document: document)
        var topLevel: [AppKitArchiveObject] = []
        for element in objects.childElements {
            if element.name == "placeholder" {
                topLevel.append(try proxy(for: element, context: context))
            } else {
                topLevel.append(try viewEncoder.encode(element))
            }
        }
        try UIKitConnectionEncoder.resolve(context: context)
        let root = AppKitArchiveObject(className: "NSObject")
        root.append("UINibTopLevelObjectsKey", .object(.array(topLevel)))
        root.append("UINibObjectsKey", .object(.array(context.listedObjects)))
        root.append("UINibConnectionsKey", .object(.array(context.connections)))
        for key in ["UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey"] {
            root.append(key, .object(.array([])))
        }
        var flattener = AppKitArchiveFlattener(objectsByID: context.objectsByID)
        return try flattener.flatten(root: root)
    }

    /// `<placeholder placeholderIdentifier="IBFilesOwner"/"IBFirstResponder">` → `UIProxyObject`.
    private func proxy(for element: MarkupElement, context: UIKitEncodingContext) throws -> AppKitArchiveObject {
        let id = element.attribute("id")
        guard let identifier = element.attribute("placeholderIdentifier"), !identifier.isEmpty else {
            throw UIKitEncodingError.malformed(element: "placeholder", id: id, reason: "it has no placeholderIdentifier")
        }
        let proxy = AppKitArchiveObject(className: "UIProxyObject")
        proxy.append("UIProxiedObjectIdentifier", .string(identifier))
        context.register(proxy, id: id)
        for child in element.childElements {
            switch child.name {
            case "connections":
                guard let id else { throw UIKitEncodingError.malformed(element: "placeholder", id: nil, reason: "it has connections but no id") }
                try UIKitConnectionEncoder.collect(child, sourceID: id, context: context)
            default:
                throw UIKitEncodingError.unsupportedElement(element: child.name, id: child.attribute("id"), context: "<placeholder> (id \"\(id ?? "")\")")
            }
        }
        return proxy
    }
}
