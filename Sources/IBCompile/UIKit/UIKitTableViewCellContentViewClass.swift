import IBDocument

/// `<tableViewCellContentView>` → `UITableViewCellContentView`, a plain view to the coder.
enum UIKitTableViewCellContentViewClass: UIKitViewClass {
    static let elementName = "tableViewCellContentView"
    static let className = "UITableViewCellContentView"
    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        // Interface Builder's back-pointer to the owning cell; the nib has it as the superview.
        reader.consume("tableViewCell")
    }
}
