import IBDocument

/// The application scene → `MainMenu.nib` (fixtures sb_basic_wc, sb_textview, sb_toolbar…):
/// the `<application>` is an `NSCustomObject` { `IBMainMenu` → its `mainMenu`, `NSClassName`
/// `NSApplication` } listed first, then the unnamed `NSApplication` every storyboard nib has,
/// then the menus and items, all under File's Owner; actions to the scene's First Responder
/// have no destination. The scene's custom objects (an app delegate), menus (a dock menu) and
/// shared user defaults controller are encoded as top-level objects of a xib (inferred: no
/// fixture has one).
enum AppKitStoryboardMainMenuNib {
    static func encode(_ scene: AppKitStoryboardScenes.Scene, input: AppKitStoryboardInput) throws -> NibArchive {
        let context = input.context()
        if let firstResponder = scene.firstResponderID { context.addPlaceholderWithoutArchive(id: firstResponder) }
        let walker = AppKitElementWalker(context: context)
        let filesOwner = AppKitStoryboardObjects.filesOwner()

        let element = scene.controller
        var reader = AppKitAttributeReader(element)
        let application = AppKitArchiveObject(className: "NSCustomObject")
        context.list(application, id: reader.id, parent: nil)
        context.list(AppKitStoryboardObjects.application(), id: nil, parent: nil)
        var mainMenu: AppKitArchiveObject?
        for child in element.childElements {
            if child.name == "menu", child.attribute("key") == "mainMenu" {
                mainMenu = try walker.encodeObject(child, parent: nil)
            } else if try !walker.encodeCommonChild(child, of: application) {
                throw walker.unsupported(child)
            }
        }
        try reader.finish()
        if let mainMenu { application.append("IBMainMenu", .object(mainMenu)) }
        application.append("NSClassName", .string("NSApplication"))
        for object in scene.otherObjects {
            guard ["customObject", "menu", "userDefaultsController"].contains(object.name) else { throw walker.unsupported(object) }
            _ = try walker.encodeTopLevel(object)
        }
        return try input.flatten(context, filesOwner: filesOwner)
    }
}
