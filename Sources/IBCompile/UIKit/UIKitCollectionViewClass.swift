import IBDocument

/// `<collectionView>` → `UICollectionView`. After the view and scroll-view keys,
/// `-[UICollectionView encodeWithCoder:]` (UIKitCore, iOS 26.1 decompilation) writes, in this
/// order: `UICollectionLayout` (the layout; `UIKitCollectionViewFlowLayoutEncoder`),
/// `UIBackgroundView` (when set: a `backgroundView` is refused), `UIAllowsSelection` NO,
/// `UIAllowsMultipleSelection` YES, `UIAllowsSelectionDuringEditing` YES,
/// `UIAllowsMultipleSelectionDuringEditing` YES, `UIAllowsUserInitiatedMultipleSelection` YES
/// (each only when its flag is set / cleared as shown), the prototype dictionaries
/// (`UIKitCollectionViewPrototypes`), `UICollectionViewPrefetchingEnabled` (always) and
/// `UISpringLoaded` YES. `-initWithFrame:collectionViewLayout:` sets the allows-selection and
/// user-initiated-multiple-selection flags (0x9000) on every collection view, so the view
/// ibtool makes archives `UIAllowsUserInitiatedMultipleSelection` YES (no Interface Builder
/// attribute clears it); prefetching is on unless `prefetchingEnabled="NO"` (UIKit's
/// documented default). Prototype cells and supplementary views are not subviews: they live
/// in their own nibs.
enum UIKitCollectionViewClass: UIKitViewClass {
    static let elementName = "collectionView"
    static let className = "UICollectionView"
    static let viewDefaults = UIKitViewDefaults(clipsSubviews: true)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitScrollViewKeys.encode(&reader, into: view)
        if let layout = reader.child("collectionViewFlowLayout", key: "collectionViewLayout") {
            view.append("UICollectionLayout", .object(try UIKitCollectionViewFlowLayoutEncoder.encode(layout, context: encoder.context)))
        } else if let layout = reader.child("collectionViewLayout", key: "collectionViewLayout") {
            view.append("UICollectionLayout", .object(try UIKitCollectionViewFlowLayoutEncoder.encodePlain(layout, context: encoder.context)))
        } else {
            if let other = reader.childElements.first(where: { $0.attribute("key") == "collectionViewLayout" }) {
                throw UIKitEncodingError.unsupportedElement(element: other.name, id: other.attribute("id"), context: "\(reader.what) (a flow layout or a plain layout is known)")
            }
            throw UIKitEncodingError.malformed(element: reader.element.name, id: reader.id, reason: "it has no collectionViewLayout")
        }
        try reader.accept("dataMode", only: ["prototypes", "none"])
        if !(try reader.bool("allowsSelection", default: true)) { view.append("UIAllowsSelection", .bool(false)) }
        for (name, key) in [("allowsMultipleSelection", "UIAllowsMultipleSelection"), ("allowsSelectionDuringEditing", "UIAllowsSelectionDuringEditing"),
                            ("allowsMultipleSelectionDuringEditing", "UIAllowsMultipleSelectionDuringEditing")] {
            if try reader.bool(name, default: false) { view.append(key, .bool(true)) }
        }
        view.append("UIAllowsUserInitiatedMultipleSelection", .bool(true))
        try UIKitCollectionViewPrototypes.encode(&reader, document: encoder.document).append(to: view)
        view.append("UICollectionViewPrefetchingEnabled", .bool(try reader.bool("prefetchingEnabled", default: true)))
        if try reader.bool("springLoaded", default: false) { view.append("UISpringLoaded", .bool(true)) }
    }
}
