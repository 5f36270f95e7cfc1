import IBDocument

/// A storyboard `<pageViewController>`'s own keys, after the `UIViewController` keys, in the
/// order of `-[UIPageViewController encodeWithCoder:]` (UIKitCore, iOS 26.1 decompilation):
/// `UIDelegate` / `UIDataSource` (objects set at archive time: none, the xib's are outlets),
/// then always `UITransitionStyle` (pageCurl 0, scroll 1), `UINavigationOrientation`
/// (horizontal 0, vertical 1), `UISpineLocation` (none 0, min 1, mid 2, max 3), `UIDoubleSided`,
/// then `UIViewControllersAreChildren` YES when the pages equal the children, else
/// `UIViewControllers` = the pages, then `UIPageSpacing` (an integer: the coder writes the
/// spacing with `encodeInteger:`).
///
/// How Interface Builder's archived object gets there: `-initWithTransitionStyle:
/// navigationOrientation:options:` reads the spine location option for page curl only (and
/// keeps it only for min, mid, max — `+_isSpineLocation:supportedForTransitionStyle:`) and the
/// inter-page spacing option for scroll only; `-_setSpineLocation:` makes mid double sided and a
/// scrolling controller's spine 0 and single sided; `-setDoubleSided:` does nothing for scroll
/// and raises for a single-sided mid spine. So a scrolling controller writes spine 0 and
/// `UIDoubleSided` NO whatever the document says (inferred: the common initializer that sets
/// the starting values is not in the decompiled class file), and a page-curl controller with
/// spine `none` — whose spine would be that unread initializer's default — is refused.
///
/// The pages: a storyboard gives a page view controller none (no relationship; its data source
/// supplies them), so `_viewControllers` is still unset when it is archived and the coder's
/// `[nil isEqual:]` is NO: `UIViewControllers` is written as nil (as `-[UIStoryboardSegueTemplate
/// encodeWithCoder:]`'s nil destination is in the fixtures). Inferred: if the unread common
/// initializer sets an empty array, ibtool writes `UIViewControllersAreChildren` YES instead;
/// both load as a controller without pages.
enum UIKitPageViewControllerKeys {
    static let transitionStyles: [String: Int64] = ["pageCurl": 0, "scroll": 1]
    static let orientations: [String: Int64] = ["horizontal": 0, "vertical": 1]
    static let spineLocations: [String: Int64] = ["none": 0, "min": 1, "mid": 2, "max": 3]

    static func encode(_ reader: inout UIKitElementReader, controller: AppKitArchiveObject) throws {
        let style = try reader.mapped("transitionStyle", transitionStyles, default: 0)
        let orientation = try reader.mapped("navigationOrientation", orientations, default: 0)
        var spine = try reader.mapped("spineLocation", spineLocations, default: 0)
        var doubleSided = try reader.bool("doubleSided", default: false)
        let spacingText = reader.element.attribute("interPageSpacing")
        let spacing = try reader.double("interPageSpacing") ?? 0
        if style == 1 {
            spine = 0
            doubleSided = false
            guard spacing >= 0, spacing == spacing.rounded(), spacing < 1e9 else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "interPageSpacing", value: spacingText ?? "",
                                                              element: reader.element.name, id: reader.id)
            }
        } else {
            if spine == 0 {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "spineLocation", value: reader.element.attribute("spineLocation") ?? "none",
                                                              element: reader.element.name, id: reader.id)
            }
            if spine == 2, !doubleSided {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "doubleSided", value: "NO", element: reader.element.name, id: reader.id)
            }
            if spacing != 0 {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "interPageSpacing", value: spacingText ?? "",
                                                              element: reader.element.name, id: reader.id)
            }
        }
        controller.append("UITransitionStyle", .integer(style))
        controller.append("UINavigationOrientation", .integer(orientation))
        controller.append("UISpineLocation", .integer(spine))
        controller.append("UIDoubleSided", .bool(doubleSided))
        controller.append("UIViewControllers", .null)
        controller.append("UIPageSpacing", .integer(Int64(spacing)))
    }
}
