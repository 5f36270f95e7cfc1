import IBDocument

/// `<scrollView>` → `UIScrollView` (clips its subviews by default).
enum UIKitScrollViewClass: UIKitViewClass {
    static let elementName = "scrollView"
    static let className = "UIScrollView"
    static let viewDefaults = UIKitViewDefaults(clipsSubviews: true)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitScrollViewKeys.encode(&reader, into: view)
    }
}
