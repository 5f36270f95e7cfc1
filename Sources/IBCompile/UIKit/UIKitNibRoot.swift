/// The root object of every UIKit nib: an `NSObject` with `UINibTopLevelObjectsKey`
/// (proxies, then top-level objects), `UINibObjectsKey`, `UINibConnectionsKey`,
/// `UINibVisibleWindowsKey`, `UINibAccessibilityConfigurationsKey`,
/// `UINibTraitStorageListsKey` and `UINibKeyValuePairsKey`, each an NSArray (empty ones shared,
/// as ibtool writes them).
enum UIKitNibRoot {
    static func archive(topLevel: [AppKitArchiveObject], context: UIKitEncodingContext) throws -> NibArchive {
        let root = AppKitArchiveObject(className: "NSObject")
        root.append("UINibTopLevelObjectsKey", .object(.array(topLevel)))
        root.append("UINibObjectsKey", .object(.array(context.listedObjects)))
        root.append("UINibConnectionsKey", .object(.array(context.connections)))
        root.append("UINibVisibleWindowsKey", .object(.array([])))
        root.append("UINibAccessibilityConfigurationsKey", .object(.array(context.accessibilityConfigurations)))
        root.append("UINibTraitStorageListsKey", .object(.array([])))
        root.append("UINibKeyValuePairsKey", .object(.array(context.keyValuePairs)))
        var flattener = AppKitArchiveFlattener(objectsByID: context.objectsByID)
        return try flattener.flatten(root: root)
    }

    /// `UIProxyObject` standing for an object outside the nib (File's Owner, First Responder,
    /// the storyboard, an upstream controller).
    static func proxy(_ identifier: String) -> AppKitArchiveObject {
        let proxy = AppKitArchiveObject(className: "UIProxyObject")
        proxy.append("UIProxiedObjectIdentifier", .string(identifier))
        return proxy
    }
}
