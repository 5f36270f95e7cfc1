/// The root object of every UIKit nib: an `NSObject` with `UINibTopLevelObjectsKey`
/// (proxies, then top-level objects), `UINibObjectsKey`, `UINibConnectionsKey`,
/// `UINibVisibleWindowsKey`, `UINibAccessibilityConfigurationsKey`,
/// `UINibTraitStorageListsKey` (`UIKitTraitStorage`) and `UINibKeyValuePairsKey`, each an NSArray of
/// its own — `UINibObjectsKey` too, even when it lists exactly the top-level objects — and every empty
/// one the same object (V: every nib of the ios-pairs, Xcode 10–16: Foundation's empty array is one
/// object, the others are built separately).
enum UIKitNibRoot {
    /// `isSceneNib`: a storyboard's view-controller (scene) nib, whose root Xcode 16 ends with
    /// `IBUINibLNEVersionKey` 1 (V: both scene nibs of the Xcode 16.0 pair; its view nibs and
    /// every Xcode 10–14 nib have none). Xcode 16 also writes the 4 bytes `LNE\0` after such a
    /// nib's class table; they are outside the object graph and not written here.
    static func archive(topLevel: [AppKitArchiveObject], context: UIKitEncodingContext, isSceneNib: Bool = false) throws -> NibArchive {
        if let stray = context.unclaimedTraitStorages.first {
            throw UIKitEncodingError.unsupportedElement(element: "variation", id: nil,
                                                        context: "a <\(stray.owner.className)> outside any top-level view")
        }
        let root = AppKitArchiveObject(className: "NSObject")
        root.append("UINibTopLevelObjectsKey", .object(array(topLevel)))
        root.append("UINibObjectsKey", .object(array(context.listedObjects)))
        root.append("UINibConnectionsKey", .object(array(context.connections)))
        root.append("UINibVisibleWindowsKey", .object(array([])))
        root.append("UINibAccessibilityConfigurationsKey", .object(array(context.accessibilityConfigurations)))
        root.append("UINibTraitStorageListsKey", .object(array(context.traitStorageLists)))
        root.append("UINibKeyValuePairsKey", .object(array(context.keyValuePairs)))
        if isSceneNib { root.append("IBUINibLNEVersionKey", .integer(1)) }
        var flattener = AppKitArchiveFlattener(objectsByID: context.objectsByID)
        return try flattener.flatten(root: root).withClassFallbacks(classFallbacks)
    }

    /// One of the root's arrays: shared by content only when empty.
    private static func array(_ items: [AppKitArchiveObject]) -> AppKitArchiveObject {
        guard !items.isEmpty else { return .array([]) }
        let array = AppKitArchiveObject(className: "NSArray")
        array.append("NSInlinedValue", .bool(true))
        for item in items { array.append("UINibEncoderEmptyKey", .object(item)) }
        return array
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
