import IBDocument

/// A storyboard controller's `<toolbarItems>` (the items a navigation controller's toolbar
/// shows while the controller is on top) → `UIToolbarItems` on the controller: an `NSArray` of
/// `UIBarButtonItem`s (`UIKitBarButtonItemEncoder`), archived in the scene nib with the
/// controller, their actions `UIRuntimeEventConnection`s without mask as for a navigation item's
/// items; an empty `<toolbarItems/>` archives nothing.
///
/// Key: `UIToolbarItems`, what `-[UIViewController initWithCoder:]` decodes into `toolbarItems`
/// (R: a recorded decode trace of UIKit's initializer; K: WinObjC's reader). **Inferred**: the
/// array's class (`-setToolbarItems:` keeps the array it is given; a third-party compiler that
/// took the shape from a real `.storyboardc` writes an `NSArray`) and the key's place — after
/// `UIParentViewController`, before the presentation flags, where that compiler puts it;
/// `-[UIViewController encodeWithCoder:]` was not found in the decompiled class file. Keyed
/// decoding does not depend on the place. Segues from the items are refused by the item
/// encoder (the scene nib builds no `perform:` connections).
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
