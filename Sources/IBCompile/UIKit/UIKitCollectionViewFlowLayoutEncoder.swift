import IBDocument

/// `<collectionViewFlowLayout key="collectionViewLayout">` → `UICollectionViewFlowLayout`,
/// with the keys of `-[UICollectionViewFlowLayout encodeWithCoder:]` (UIKitCore, iOS 26.1
/// decompilation; it does not call super), in its order, each only when not the value
/// `UICollectionViewFlowLayoutCommonInit` gives a new layout:
/// `UIInteritemSpacing` / `UILineSpacing` (floats, when not 10), `UIItemSize` (when not
/// 50 × 50), `UIHeaderReferenceSize` / `UIFooterReferenceSize` (when not zero), `UISectionInset`
/// (when any edge is not 0), `UISectionInsetReference` (content inset 0, safe area 1, layout
/// margins 2; when not 0), `UIScrollDirection` (horizontal 1). `-initWithCoder:` reads the same
/// keys. The coder archives no estimated item size and no pinned headers or footers, so
/// `automaticEstimatedItemSize="YES"`, a non-zero `estimatedItemSize` and
/// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` are refused: how
/// ibtool carries them to the running layout is not known.
enum UIKitCollectionViewFlowLayoutEncoder {
    /// `<collectionViewLayout key="collectionViewLayout">` — a plain (usually custom-class)
    /// `UICollectionViewLayout`: `-[UICollectionViewLayout encodeWithCoder:]` (D, iOS 26.1) writes
    /// only its decoration-view nib dictionaries, when it has some — Interface Builder registers
    /// none —, so the layout has no keys of its own; a custom class is a `UIClassSwapper`
    /// (`UIOriginalClassName` `UICollectionViewLayout`) whose runtime class decodes itself.
    static func encodePlain(_ element: MarkupElement, context: UIKitEncodingContext) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let layout = AppKitArchiveObject(className: "UICollectionViewLayout")
        context.register(layout, id: reader.id)
        UIKitClassSwapper.apply(to: layout, reader: &reader)
        try reader.finish()
        return layout
    }

    static func encode(_ element: MarkupElement, context: UIKitEncodingContext) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let layout = AppKitArchiveObject(className: "UICollectionViewFlowLayout")
        context.register(layout, id: reader.id)
        for (name, key) in [("minimumInteritemSpacing", "UIInteritemSpacing"), ("minimumLineSpacing", "UILineSpacing")] {
            if let spacing = try reader.double(name), spacing != 10 { layout.append(key, .float(Float(spacing))) }
        }
        for (name, key, defaultSize) in [("itemSize", "UIItemSize", [50.0, 50]), ("headerReferenceSize", "UIHeaderReferenceSize", [0, 0]),
                                         ("footerReferenceSize", "UIFooterReferenceSize", [0, 0])] {
            guard let element = reader.child("size", key: name) else { continue }
            let size = try Self.size(element, owner: reader.what)
            if size != defaultSize { layout.append(key, .bytes(UIKitGeometry.doubles(size))) }
        }
        if let inset = reader.child("inset", key: "sectionInset") {
            let bytes = try UIKitGeometry.insets(inset, owner: reader.what)
            if bytes != UIKitGeometry.doubles([0, 0, 0, 0]) { layout.append("UISectionInset", .bytes(bytes)) }
        }
        let reference = try reader.mapped("sectionInsetReference", ["contentInset": Int64(0), "safeArea": 1, "layoutMargins": 2], default: 0)
        if reference != 0 { layout.append("UISectionInsetReference", .integer(reference)) }
        let direction = try reader.mapped("scrollDirection", ["vertical": Int64(0), "horizontal": 1], default: 0)
        if direction != 0 { layout.append("UIScrollDirection", .integer(direction)) }
        // Not archived by the coder: only their "off" values are accepted.
        for name in ["automaticEstimatedItemSize", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds"] {
            try reader.accept(name, only: ["NO"])
        }
        if let estimated = reader.child("size", key: "estimatedItemSize"), try Self.size(estimated, owner: reader.what) != [0, 0] {
            throw UIKitEncodingError.unsupportedElement(element: "size key=\"estimatedItemSize\"", id: nil,
                                                        context: "\(reader.what) (UIKit's coder archives no estimated item size)")
        }
        UIKitClassSwapper.apply(to: layout, reader: &reader)
        try reader.finish()
        return layout
    }

    private static func size(_ element: MarkupElement, owner: String) throws -> [Double] {
        try ["width", "height"].map { name in
            guard let value = Double(element.attribute(name) ?? "") else {
                throw UIKitEncodingError.malformed(element: owner, id: nil, reason: "its \(element.attribute("key") ?? "size") has no numeric \(name)")
            }
            return value
        }
    }
}
