import IBDocument

/// A storyboard `<collectionViewController>`'s own keys. Its view is its `<collectionView
/// key="view">` (the controller's view nib, encoded by the collection view's encoder like any
/// view; the `dataSource` / `delegate` outlets are ordinary connections from it to the
/// controller's upstream placeholder). `-[UICollectionViewController encodeWithCoder:]`
/// (UIKitCore, iOS 26.1 decompilation) writes after the `UIViewController` keys, each only when
/// the flag is off (`-initWithCollectionViewLayout:` and `-initWithCoder:` turn both on):
/// `UIClearsSelectionOnViewWillAppear` NO, then `UIInstallsStandardReorderingGesture` NO.
/// `useLayoutToLayoutNavigationTransitions="YES"` is refused: no coder key carries it.
enum UIKitCollectionViewControllerKeys {
    static func encode(_ reader: inout UIKitElementReader, controller: AppKitArchiveObject) throws {
        // Without a view nib UIKit's `-loadView` builds a collection view from the controller's
        // layout, which a storyboard controller does not have (a nil layout raises).
        guard reader.element.firstChild(named: "collectionView", key: "view") != nil else {
            throw UIKitEncodingError.malformed(element: reader.element.name, id: reader.id,
                                               reason: "a collection view controller needs its <collectionView key=\"view\">")
        }
        // `UIKitViewControllerEncoder.encodeFlags` wrote the table view controller's flag among
        // the `UIViewController` keys; this coder writes it after them.
        let clearsSelection = controller["UIClearsSelectionOnViewWillAppear"]
        controller["UIClearsSelectionOnViewWillAppear"] = nil
        if let clearsSelection { controller.append("UIClearsSelectionOnViewWillAppear", clearsSelection) }
        if !(try reader.bool("installsStandardGestureForInteractiveMovement", default: true)) {
            controller.append("UIInstallsStandardReorderingGesture", .bool(false))
        }
        if try reader.bool("useLayoutToLayoutNavigationTransitions", default: false) {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "useLayoutToLayoutNavigationTransitions", value: "YES",
                                                          element: reader.element.name, id: reader.id)
        }
    }
}
