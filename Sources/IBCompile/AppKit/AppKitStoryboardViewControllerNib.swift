import IBDocument

/// A view controller's scene of its own (the initial controller, one with a Storyboard ID or a
/// segue's destination) → its scene nib, named by its Storyboard ID, else
/// `NSViewController-<id>` (inferred: the `NSWindowController-<id>` fixtures and UIKit's
/// `UIViewController-<id>`). As viraptor/ibtool's `_compile_viewcontroller_scene` writes it:
/// File's Owner (the loader's scene object) with a `sceneController` outlet to the controller
/// (`AppKitStoryboardViewControllerObject`, listed under File's Owner), the unnamed
/// `NSApplication`, an `NSStoryboardPlaceholder` the controller's `storyboard` outlet points
/// at. Its view is in `<controller id>-view-<view id>.nib` as for content view controllers.
enum AppKitStoryboardViewControllerNib {
    struct Output {
        let archive: NibArchive
        let viewNib: AppKitStoryboardViewNib.Output
    }

    static func encode(_ scene: AppKitStoryboardScenes.Scene, input: AppKitStoryboardInput, uuid: (String) -> String) throws -> Output {
        let element = scene.controller
        guard element.name == "viewController" else { throw AppKitStoryboardWindowControllerNib.unsupportedScene(element) }
        let viewNib = try AppKitStoryboardViewNib.encode(scene, input: input)
        let controller = try AppKitStoryboardViewControllerObject.archive(scene, viewNib: viewNib, ownScene: true, uuid: uuid)

        let context = input.context()
        let filesOwner = AppKitStoryboardObjects.filesOwner()
        // Listed by its id so that a Base-localized title is refused rather than left untranslated.
        context.list(controller, id: scene.controllerID, parent: nil)
        context.list(AppKitStoryboardObjects.application(), id: nil, parent: nil)
        let placeholder = AppKitStoryboardObjects.externalPlaceholder("NSStoryboardPlaceholder")
        context.list(placeholder, id: nil, parent: nil)
        context.addConnector(AppKitStoryboardObjects.outlet("sceneController", from: filesOwner, to: controller))
        context.addConnector(AppKitStoryboardObjects.outlet("storyboard", from: controller, to: placeholder))
        return Output(archive: try input.flatten(context, filesOwner: filesOwner), viewNib: viewNib)
    }
}
