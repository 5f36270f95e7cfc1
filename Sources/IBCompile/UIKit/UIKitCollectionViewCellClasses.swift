import IBDocument

/// `<collectionReusableView>` → `UICollectionReusableView`: the view keys, then
/// `UIReuseIdentifier` when set (`-[UICollectionReusableView encodeWithCoder:]`, UIKitCore iOS 26.1).
enum UIKitCollectionReusableViewClass: UIKitViewClass {
    static let elementName = "collectionReusableView"
    static let className = "UICollectionReusableView"

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if let identifier = reader.string("reuseIdentifier") { view.append("UIReuseIdentifier", .string(identifier)) }
    }
}

/// `<collectionViewCell>` → `UICollectionViewCell`. `-[UICollectionViewCell encodeWithCoder:]`
/// (UIKitCore, iOS 26.1) writes, after the reusable view's keys, `UISystemBackgroundView` and
/// `UIContentConfigurationView` unconditionally — both nil for a cell made by
/// `-initWithFrame:` (no background or content configuration), so null-valued keys, as the view
/// coder's nil `UIViewLargeContentStoredProperties` is in the fixtures —, then `UIContentView`
/// (the content view, `<view key="contentView">` or `<collectionViewCellContentView
/// key="contentView">`, also the cell's only subview). A background or selected background
/// view is refused. The canvas-only `customSize` is not archived.
enum UIKitCollectionViewCellClass: UIKitViewClass {
    static let elementName = "collectionViewCell"
    static let className = "UICollectionViewCell"

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if let identifier = reader.string("reuseIdentifier") { view.append("UIReuseIdentifier", .string(identifier)) }
        _ = reader.child("size", key: "customSize")
        guard let contentElement = reader.child("view", key: "contentView") ?? reader.child("collectionViewCellContentView", key: "contentView") else {
            throw UIKitEncodingError.malformed(element: reader.what, id: nil, reason: "it has no content view (key=\"contentView\")")
        }
        guard view["UISubviews"] == nil else {
            throw UIKitEncodingError.unsupportedElement(element: "subviews", id: nil, context: reader.what)
        }
        let contentView = try encoder.encode(contentElement)
        view["UISubviews"] = .object(.mutableArray([contentView]))
        view.order(["UIBounds", "UICenter", "UIAlpha", "UIHidden", "UITag", "UISubviews"])
        view.append("UISystemBackgroundView", .null)
        view.append("UIContentConfigurationView", .null)
        view.append("UIContentView", .object(contentView))
    }
}

/// `<collectionViewCellContentView>` → the cell's content view, a plain `UIView` to the coder.
enum UIKitCollectionViewCellContentViewClass: UIKitViewClass {
    static let elementName = "collectionViewCellContentView"
    static let className = "UIView"
    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {}
}
