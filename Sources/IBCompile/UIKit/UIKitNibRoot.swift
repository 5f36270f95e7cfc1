/// The root object of every UIKit nib: an `NSObject` with `UINibTopLevelObjectsKey`
/// (proxies, then top-level objects), `UINibObjectsKey`, `UINibConnectionsKey`,
/// `UINibVisibleWindowsKey`, `UINibAccessibilityConfigurationsKey`,
/// `UINibTraitStorageListsKey` (`UIKitTraitStorage`) and `UINibKeyValuePairsKey`, each an NSArray (empty ones shared,
/// as ibtool writes them).
enum UIKitNibRoot {
    static func archive(topLevel: [AppKitArchiveObject], context: UIKitEncodingContext) throws -> NibArchive {
        if let stray = context.unclaimedTraitStorages.first {
            throw UIKitEncodingError.unsupportedElement(element: "variation key=\"default\"", id: nil,
                                                        context: "a <\(stray.owner.className)> outside any top-level view")
        }
        let root = AppKitArchiveObject(className: "NSObject")
        root.append("UINibTopLevelObjectsKey", .object(.array(topLevel)))
        root.append("UINibObjectsKey", .object(.array(context.listedObjects)))
        root.append("UINibConnectionsKey", .object(.array(context.connections)))
        root.append("UINibVisibleWindowsKey", .object(.array([])))
        root.append("UINibAccessibilityConfigurationsKey", .object(.array(context.accessibilityConfigurations)))
        root.append("UINibTraitStorageListsKey", .object(.array(context.traitStorageLists)))
        root.append("UINibKeyValuePairsKey", .object(.array(context.keyValuePairs)))
        var flattener = AppKitArchiveFlattener(objectsByID: context.objectsByID)
        return try flattener.flatten(root: root).withClassFallbacks(classFallbacks)
    }

    /// `+classFallbacksForKeyedArchiver` of the private classes a UIKit nib may hold (D: each
    /// returns its public superclass), written in the class table as ibtool does (L).
    static let classFallbacks = ["_UILayoutGuide": ["UIView"], "_UILayoutSupportConstraint": ["NSLayoutConstraint"]]

    /// `UIProxyObject` standing for an object outside the nib (File's Owner, First Responder,
    /// the storyboard, an upstream controller).
    static func proxy(_ identifier: String) -> AppKitArchiveObject {
        let proxy = AppKitArchiveObject(className: "UIProxyObject")
        proxy.append("UIProxiedObjectIdentifier", .string(identifier))
        return proxy
    }
}
