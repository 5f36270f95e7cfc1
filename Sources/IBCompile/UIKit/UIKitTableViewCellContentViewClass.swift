import IBDocument

/// `<tableViewCellContentView>` → `UITableViewCellContentView`, a plain view to the coder.
enum UIKitTableViewCellContentViewClass: UIKitViewClass {
    static let elementName = "tableViewCellContentView"
    static let className = "UITableViewCellContentView"
    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {}
}
