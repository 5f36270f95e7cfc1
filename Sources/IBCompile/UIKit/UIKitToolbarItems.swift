import IBDocument

/// A storyboard controller's `<toolbarItems>` (the items a navigation controller's toolbar
/// shows while the controller is on top) → `UIToolbarItems` on the controller: an `NSArray` of
/// `UIBarButtonItem`s (`UIKitBarButtonItemEncoder`), archived in the scene nib with the
/// controller, their actions `UIRuntimeEventConnection`s without mask as for a navigation item's
/// items; an empty `<toolbarItems/>` archives nothing.
///
/// Key, condition and place: `-[UIViewController encodeWithCoder:]` (D) writes `UIToolbarItems`
/// when the array has items, after `UIParentViewController` / `UIAutoresizesArchivedViewToFullSize`
/// and before the presentation flags (`UIKitViewControllerFlags`); `-initWithCoder:` reads it back
/// into `toolbarItems` (WinObjC's reader agrees). **Inferred**: the array's class — the coder
/// writes the array `-setToolbarItems:` kept; a third-party compiler that took the shape from a
/// real `.storyboardc` writes an `NSArray`. Segues from the items are refused by the item encoder
/// (the scene nib builds no `perform:` connections).
enum UIKitToolbarItems {
    static func encode(_ reader: inout UIKitElementReader, into controller: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        guard let list = reader.child("toolbarItems") else { return }
        let items = try list.childElements.map { element -> AppKitArchiveObject in
            guard element.name == "barButtonItem" else {
                throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<toolbarItems> of \(reader.what)")
            }
            return try UIKitBarButtonItemEncoder.encode(element, encoder: encoder)
        }
        if !items.isEmpty { controller.append("UIToolbarItems", .object(.array(items))) }
    }
}
