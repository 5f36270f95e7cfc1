import IBDocument

/// The controller keys `-[UIViewController encodeWithCoder:]` writes after
/// `UIParentViewController`, in its order (D: the iOS 26.1 decompilation), each only when not
/// UIKit's default: `UIAutoresizesArchivedViewToFullSize` NO, `UIToolbarItems`
/// (`UIKitToolbarItems`), `UIDefinesPresentationContext`,
/// `UIProvidesPresentationContextTransitionStyle`, `UIModalTransitionStyle`,
/// `UIModalPresentationStyle`, `UIHidesBottomBarWhenPushed`, `UIContentSizeForViewInPopover`
/// (`encodeCGSize:`, when not 320 × 1100 — the form `0x07` + two doubles, as the fixtures show for
/// `UIShadowOffset`, which `UILabel` decodes with `decodeCGSizeForKey:`), then the extended-layout
/// keys (`UIKitExtendedEdges`; a navigation controller writes them earlier, beside its
/// `UIKeyAutomaticallyAdjustsScrollViewInsets`) and `UIKeyAutomaticallyAdjustsScrollViewInsets` 0
/// (when NO), then `UITableViewController`'s
/// `UIClearsSelectionOnViewWillAppear` (its own coder, after super's).
///
/// Where the Xcode 14 fixtures show another order (`UIChildViewControllers`, `UINibName`,
/// `UIStoryboardIdentifier`, `UIRestorationIdentifier` before `UIParentViewController`) the
/// controller encoder keeps the fixtures' shape; the keys here have no fixture.
enum UIKitViewControllerFlags {
    static func encode(_ reader: inout UIKitElementReader, into controller: AppKitArchiveObject, encoder: UIKitViewEncoder,
                       extendedLayout: [(String, AppKitArchiveValue)]) throws {
        if !(try reader.bool("autoresizesArchivedViewToFullSize", default: true)) { controller.append("UIAutoresizesArchivedViewToFullSize", .bool(false)) }
        try UIKitToolbarItems.encode(&reader, into: controller, encoder: encoder)
        for (name, key) in [("definesPresentationContext", "UIDefinesPresentationContext"),
                            ("providesPresentationContextTransitionStyle", "UIProvidesPresentationContextTransitionStyle")] {
            if try reader.bool(name, default: false) { controller.append(key, .bool(true)) }
        }
        if let style = try reader.mapped("modalTransitionStyle", UIKitSegueTemplate.transitionStyles.mapValues { Optional($0) }, default: nil) {
            controller.append("UIModalTransitionStyle", .integer(style))
        }
        if let style = try reader.mapped("modalPresentationStyle", UIKitSegueTemplate.presentationStyles.mapValues { Optional($0) }, default: nil) {
            controller.append("UIModalPresentationStyle", .integer(style))
        }
        if try reader.bool("hidesBottomBarWhenPushed", default: false) { controller.append("UIHidesBottomBarWhenPushed", .bool(true)) }
        // Xcode writes the size as `<size key=…>` or in its generic `<value key=… type="size">`
        // form (RocketChat's Drawing; the form of macOS windows' 125 `minSize`/`maxSize` in the
        // corpus): the same width and height attributes either way.
        var popoverSize = reader.child("size", key: "contentSizeForViewInPopover")
        if popoverSize == nil, let value = reader.childElements.first(where: {
            $0.name == "value" && $0.attribute("key") == "contentSizeForViewInPopover" && $0.attribute("type") == "size"
        }) {
            reader.consumeChild(value)
            popoverSize = value
        }
        if let size = popoverSize {
            let values = try ["width", "height"].map { name -> Double in
                guard let value = size.attribute(name).flatMap(Double.init) else {
                    throw UIKitEncodingError.malformed(element: reader.element.name, id: reader.id, reason: "its contentSizeForViewInPopover has no numeric \(name)")
                }
                return value
            }
            if values != [320, 1100] { controller.append("UIContentSizeForViewInPopover", .bytes(UIKitGeometry.doubles(values))) }
        }
        for (key, value) in extendedLayout { controller.append(key, value) }
        // V: a navigation controller with `automaticallyAdjustsScrollViewInsets="NO"` archives
        // `UIKeyAutomaticallyAdjustsScrollViewInsets` 0 (the Xcode 14 fixtures), and no controller
        // left at YES has the key in any pair; D: `-[UIViewController encodeWithCoder:]`, which every
        // controller shares, writes it right after the extended-layout keys.
        // A navigation controller has written it already, beside its children (the fixtures' place).
        if controller["UIKeyAutomaticallyAdjustsScrollViewInsets"] == nil, !(try reader.bool("automaticallyAdjustsScrollViewInsets", default: true)) {
            controller.append("UIKeyAutomaticallyAdjustsScrollViewInsets", .integer(0))
        }
        if !(try reader.bool("clearsSelectionOnViewWillAppear", default: true)) { controller.append("UIClearsSelectionOnViewWillAppear", .bool(false)) }
    }
}
