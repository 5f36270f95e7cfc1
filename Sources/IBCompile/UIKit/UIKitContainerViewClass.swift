import IBDocument

/// `<containerView>`: a plain `UIView` (the catalog's class for the element; IB has no runtime
/// class of its own for it) with the view keys only. Its embed segue is what makes it a
/// container: the segue's `UIStoryboardEmbedSegueTemplate` (scene nib, `UIPerformOnViewLoad`
/// YES) gets the view through a `containerView` outlet from its upstream placeholder in the view
/// nib (`UIKitViewNibEncoder`), and UIKit adds the child's view to it when the parent's view
/// loads (decompiled UIKitCore iOS 26.1, `-[UIStoryboardEmbedSegueTemplate
/// newDefaultPerformHandlerForSegue:]`, which raises when the container already has subviews —
/// so subviews are refused here).
enum UIKitContainerViewClass: UIKitViewClass {
    static let elementName = "containerView"
    static let className = "UIView"
    static let viewDefaults = UIKitViewDefaults()

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if let subviews = reader.element.firstChild(named: "subviews"), !subviews.childElements.isEmpty {
            throw UIKitEncodingError.unsupportedElement(element: "subviews", id: nil, context: "\(reader.what) (UIKit's embed segue raises on a container view with subviews)")
        }
    }
}
