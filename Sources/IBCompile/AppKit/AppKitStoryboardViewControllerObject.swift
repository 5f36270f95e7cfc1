import IBDocument

/// A storyboard view controller as archived in a scene nib: inside its window controller's nib
/// (the content view controller, verified on the `sb_*` fixtures) or in a scene nib of its own
/// (`AppKitStoryboardViewControllerNib`). The view itself is in its view nib
/// (`AppKitStoryboardViewNib`), which `NSNibName` names.
///
/// Keys, in order: `NSNibName`; `NSTitle` for a `title` (the key AppKit readers decode —
/// Cocotron, Finch —; its place among the keys is inferred); `NSStoryboardIdentifier` when it
/// has a Storyboard ID;
/// `NSExternalObjectsTableForViewLoading`; `showSeguePresentationStyle`;
/// `uniqueIdentifierForStoryboardCompilation`; `NSStoryboardSegueDestinationOptions` for a
/// single-instance controller; `connectionsRequireClassSwapperForStoryboardCompilation`.
/// What the fixtures do not show (a Storyboard ID, a scene of its own, `single`) follows
/// viraptor/ibtool's `ibtool/storyboard.py` (`_compile_viewcontroller_scene`,
/// `_compile_window_controller_scene`): an `NSClassSwapper` always in a scene of its own, its
/// external-objects table always mapping `UpstreamPlaceholder-1` to itself, and the
/// class-swapper flag; as content, the table and the flag when it has a Storyboard ID.
enum AppKitStoryboardViewControllerObject {
    static func archive(_ scene: AppKitStoryboardScenes.Scene, viewNib: AppKitStoryboardViewNib.Output,
                        ownScene: Bool, uuid: (String) -> String) throws -> AppKitArchiveObject {
        let element = scene.controller
        var reader = AppKitAttributeReader(element)
        let storyboardIdentifier = reader.string("storyboardIdentifier")
        let title = reader.string("title")
        let single = try presentationStyle(&reader)
        let controller: AppKitArchiveObject
        if ownScene, element.attribute("customClass") == nil {
            reader.consume("customModule", "customModuleProvider")
            controller = AppKitArchiveObject(className: "NSClassSwapper")
            controller.append("NSClassName", .string("NSViewController"))
            controller.append("NSOriginalClassName", .string("NSViewController"))
        } else {
            controller = AppKitStoryboardObjects.controller(&reader, className: "NSViewController", originalClassName: "NSViewController")
        }
        for child in element.childElements {
            switch child.name {
            case "connections": continue  // outlets: in the view nib; segues: refused there
            case _ where child.attribute("key") == "view": continue
            case "point" where child.attribute("key") == "canvasLocation": continue
            default: throw AppKitEncodingError.unsupportedElement(element: child.name, id: child.attribute("id") ?? reader.id)
            }
        }
        try reader.finish()
        let identifier = uuid(reader.id ?? "")
        controller.append("NSNibName", .string(viewNib.name))
        if let title { controller.append("NSTitle", .string(title)) }
        if let storyboardIdentifier { controller.append("NSStoryboardIdentifier", .string(storyboardIdentifier)) }
        let mapsUpstream = ownScene || viewNib.usesUpstreamPlaceholder || storyboardIdentifier != nil
        let externals: [AppKitArchiveValue] = mapsUpstream ? [.string(AppKitStoryboardViewNib.upstreamIdentifier), .object(controller)] : []
        controller.append("NSExternalObjectsTableForViewLoading", .object(.collection("NSMutableDictionary", externals)))
        appendPresentation(to: controller, single: single, uuid: identifier)
        if controller.className == "NSClassSwapper", ownScene || storyboardIdentifier != nil {
            controller.append("connectionsRequireClassSwapperForStoryboardCompilation", .bool(true))
        }
        return controller
    }

    /// `showSeguePresentationStyle`: absent (multiple, the default) or `single`; anything else is refused.
    static func presentationStyle(_ reader: inout AppKitAttributeReader) throws -> Bool {
        try reader.mapped("showSeguePresentationStyle", ["single": true], default: false)
    }

    /// `showSeguePresentationStyle` (1 for single), the controller's UUID, and for a single
    /// instance `NSStoryboardSegueDestinationOptions` {`NSSingleInstancePresentationIdentifier`:
    /// that UUID} (viraptor/ibtool's storyboard.py; no fixture has one).
    static func appendPresentation(to controller: AppKitArchiveObject, single: Bool, uuid: String) {
        controller.append("showSeguePresentationStyle", .integer(single ? 1 : 0))
        controller.append("uniqueIdentifierForStoryboardCompilation", .string(uuid))
        if single {
            controller.append("NSStoryboardSegueDestinationOptions", .object(.collection("NSDictionary", [
                .string("NSSingleInstancePresentationIdentifier"), .string(uuid),
            ])))
        }
    }
}
