import IBDocument

/// `<collectionReusableView>` → `UICollectionReusableView` with `UIReuseIdentifier`.
enum UIKitCollectionReusableViewClass: UIKitViewClass {
    static let elementName = "collectionReusableView"
    static let className = "UICollectionReusableView"

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if let identifier = reader.string("reuseIdentifier") { view.append("UIReuseIdentifier", .string(identifier)) }
    }
}

/// `<collectionViewCell>` → `UICollectionViewCell`: `UIReuseIdentifier`, then its content
/// view (`<view key="contentView">` or `<collectionViewCellContentView key="contentView">`) as
/// its only subview and `UIContentView` (the same layout as table view cells; UIKit's coder
/// names). The canvas-only `customSize` is not archived.
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
        view.append("UIContentView", .object(contentView))
    }
}

/// `<collectionViewCellContentView>` → the cell's content view, a plain `UIView` to the coder.
enum UIKitCollectionViewCellContentViewClass: UIKitViewClass {
    static let elementName = "collectionViewCellContentView"
    static let className = "UIView"
    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {}
}
