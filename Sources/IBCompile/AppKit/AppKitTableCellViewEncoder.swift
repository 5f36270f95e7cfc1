import IBDocument

/// `<tableCellView>` (a view-based table's prototype cell) → `NSTableCellView`: the plain view
/// keys; its `textField`/`imageView` outlets are ordinary connections. ibtool archives each
/// prototype twice: in the document's graph, listed under its column without a superview, and
/// in the table's nib of reusable views (`AppKitPrototypeCellNib`).
enum AppKitTableCellViewEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let object = AppKitArchiveObject(className: "NSTableCellView")
        var reader = AppKitAttributeReader(element)
        // The identifier is the reuse identifier (`AppKitPrototypeCellNib`).
        _ = reader.string("identifier")
        try AppKitViewEncoder.encodeView(object, element: element, reader: &reader, parent: parent, walker: walker) { _ in false }
        try reader.finish()
        return object
    }
}
