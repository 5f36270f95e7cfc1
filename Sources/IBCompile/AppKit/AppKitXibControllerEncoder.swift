import IBDocument

/// `viewController` and `windowController` as top-level objects of a xib (a popover's content
/// controller, a window's controller): `NSViewController` / `NSWindowController`, listed under
/// File's Owner, wired by their `<connections>` (a `view` or `window` outlet). No fixture pair
/// has one; what is written is what the storyboard fixtures show of the same classes less the
/// storyboard's own keys (`NSNibName` of a view nib, `IBWindowTemplate`, the segue and UUID
/// keys), so an empty controller has no keys (inferred). A view controller's `title` is
/// `NSTitle` (the key AppKit readers decode — Cocotron, Finch), its custom class an
/// `NSClassSwapper` as in storyboards (sb_swift_wc). Refused: a controller inside another
/// object, a window controller's custom class (storyboards swap it as `IBNSWindowController`, a
/// storyboard-only class), and any child other than connections (a view or window embedded in
/// the controller element).
enum AppKitXibControllerEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?, walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        guard parent == nil else { throw walker.unsupported(element) }
        var reader = AppKitAttributeReader(element)
        let object: AppKitArchiveObject
        if element.name == "viewController" {
            object = AppKitStoryboardObjects.controller(&reader, className: "NSViewController", originalClassName: "NSViewController")
            if let title = reader.string("title") { object.append("NSTitle", .string(title)) }
        } else {
            object = AppKitArchiveObject(className: "NSWindowController")
        }
        try reader.finish()
        walker.context.list(object, id: reader.id, parent: nil)
        for child in element.childElements where !(try walker.encodeCommonChild(child, of: object)) {
            throw walker.unsupported(child)
        }
        return object
    }
}
