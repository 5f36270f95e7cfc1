import IBDocument

/// `<segue>` → the `UIStoryboardSegueTemplate` subclass UIKit performs it with, listed in the
/// source controller's `UIStoryboardSegueTemplates`. Base keys (UIKit's
/// `-[UIStoryboardSegueTemplate encodeWithCoder:]`): `UIIdentifier` (when set),
/// `UISegueClassName` (custom segues), `UIDestinationViewControllerIdentifier` (the
/// destination's scene identifier; nil for unwind, fixture-verified), `UIAnimates` (only when
/// NO); then per kind: show / showDetail `UIActionName` (`showViewController:sender:`,
/// `showDetailViewController:sender:`), presentation `UIModalPresentationStyle` /
/// `UIModalTransitionStyle` when set, unwind `UIAction` (fixture-verified), embed
/// `UIPerformOnViewLoad` YES (base coder, in its place) and `UIContainerView` nil; popover
/// (`-[UIStoryboardPopoverPresentationSegueTemplate encodeWithCoder:]`, iOS 26.1)
/// `UIPermittedArrowDirections` (up 1, down 2, left 4, right 8), `UIPassthroughViews` nil,
/// `UIAnchorBarButtonItem` (the `popoverAnchorBarButtonItem`, an object of the scene nib that holds
/// the template) and `UIAnchorView` nil. An anchor view (`popoverAnchorView`) is refused: the view
/// is in the view nib, and how ibtool hands it to the template is not known.
enum UIKitSegueTemplate {
    static let presentationStyles: [String: Int64] = [
        "fullScreen": 0, "pageSheet": 1, "formSheet": 2, "currentContext": 3, "custom": 4, "overFullScreen": 5,
        "overCurrentContext": 6, "popover": 7, "none": -1, "automatic": -2,
    ]
    static let transitionStyles: [String: Int64] = ["coverVertical": 0, "flipHorizontal": 1, "crossDissolve": 2, "partialCurl": 3]

    static func make(_ element: MarkupElement, scenes: UIKitStoryboardScenes) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let kind = reader.string("kind") ?? ""
        let className: String
        switch kind {
        case "show": className = "UIStoryboardShowSegueTemplate"
        case "showDetail": className = "UIStoryboardShowDetailSegueTemplate"
        case "presentation", "modal": className = "UIStoryboardPresentationSegueTemplate"
        case "push": className = "UIStoryboardPushSegueTemplate"
        case "embed": className = "UIStoryboardEmbedSegueTemplate"
        case "unwind": className = "UIStoryboardUnwindSegueTemplate"
        case "custom": className = "UIStoryboardSegueTemplate"
        case "popoverPresentation": className = "UIStoryboardPopoverPresentationSegueTemplate"
        default: throw reader.unsupported("kind", kind)
        }
        let template = AppKitArchiveObject(className: className)
        if let identifier = reader.string("identifier") { template.append("UIIdentifier", .string(identifier)) }
        if kind == "custom" {
            guard let segueClass = reader.string("customClass") else {
                throw UIKitEncodingError.malformed(element: "segue", id: reader.id, reason: "a custom segue needs a customClass")
            }
            template.append("UISegueClassName", .string(AppKitCustomClass.runtimeName(className: segueClass, module: reader.string("customModule"))))
        }
        let destination = reader.string("destination") ?? ""
        if kind == "unwind" {
            template.append("UIDestinationViewControllerIdentifier", .null)
            guard let action = reader.string("unwindAction") else {
                throw UIKitEncodingError.malformed(element: "segue", id: reader.id, reason: "an unwind segue needs an unwindAction")
            }
            template.append("UIAction", .string(action))
        } else {
            guard let identifier = scenes.identifier(of: destination) else {
                throw UIKitEncodingError.malformed(element: "segue", id: reader.id, reason: "its destination \"\(destination)\" is not a scene of this storyboard")
            }
            template.append("UIDestinationViewControllerIdentifier", .string(identifier))
        }
        // An embed segue runs when its source's view loads (UIKit performs the templates with
        // `performOnViewLoad`, between `-loadView` and `-viewDidLoad`).
        if kind == "embed" { template.append("UIPerformOnViewLoad", .bool(true)) }
        if !(try reader.bool("animates", default: true)) { template.append("UIAnimates", .bool(false)) }
        switch kind {
        case "show": template.append("UIActionName", .string("showViewController:sender:"))
        case "showDetail": template.append("UIActionName", .string("showDetailViewController:sender:"))
        case "presentation", "modal":
            if let style = try reader.mapped("modalPresentationStyle", presentationStyles.mapValues { Optional($0) }, default: nil) {
                template.append("UIModalPresentationStyle", .integer(style))
            }
            if let style = try reader.mapped("modalTransitionStyle", transitionStyles.mapValues { Optional($0) }, default: nil) {
                template.append("UIModalTransitionStyle", .integer(style))
            }
        case "popoverPresentation":
            var directions: Int64 = 0
            if let arrows = reader.child("popoverArrowDirection", key: "popoverArrowDirection") {
                var arrowReader = UIKitElementReader(arrows)
                for (name, bit) in [("up", Int64(1)), ("down", 2), ("left", 4), ("right", 8)] {
                    if try arrowReader.bool(name, default: false) { directions |= bit }
                }
                try arrowReader.finish()
            }
            template.append("UIPermittedArrowDirections", .integer(directions))
            template.append("UIPassthroughViews", .null)
            if let view = reader.string("popoverAnchorView") { throw reader.unsupported("popoverAnchorView", view) }
            guard let anchor = reader.string("popoverAnchorBarButtonItem") else {
                throw UIKitEncodingError.malformed(element: "segue", id: reader.id,
                                                   reason: "a popover segue needs a popoverAnchorBarButtonItem (an anchor view is in the view nib, which no reference shows ibtool handing over)")
            }
            template.append("UIAnchorBarButtonItem", .reference(anchor))
            template.append("UIAnchorView", .null)
        case "embed":
            // `-[UIStoryboardEmbedSegueTemplate encodeWithCoder:]` always encodes its container
            // view; at archive time it has none (the view is in the view nib, which hands it over
            // through a `containerView` outlet — `UIKitViewNibEncoder`), so nil, as the nil
            // destination of an unwind template is archived.
            template.append("UIContainerView", .null)
        default: break
        }
        // Which of a cell's gestures performs it: the cell's outlet to the template says so
        // (`UIKitPrototypeCellNibs`), the template itself is the same.
        try reader.accept("trigger", only: ["accessoryAction"])
        reader.consume("customModuleProvider")
        try reader.finish()
        return template
    }
}
