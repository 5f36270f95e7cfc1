import IBDocument

/// A storyboard reference (`<viewControllerPlaceholder storyboardName= referencedIdentifier=>`),
/// compiled the way UIKit loads one (decompiled UIKitCore, iOS 26.1):
///
/// * A segue to the reference is an ordinary segue template whose
///   `UIDestinationViewControllerIdentifier` names the reference's scene;
///   `-[UIStoryboardSegueTemplate instantiateOrFindDestinationViewControllerWithSender:]` asks
///   the storyboard for that identifier, which loads the scene nib from
///   `UIViewControllerIdentifiersToNibNames` like any scene.
/// * The scene nib's controller is a `UIStoryboardViewControllerPlaceholder`: its
///   `-initWithCoder:` reads `UIStoryboardIdentifier` and `UIParentViewController` and returns
///   `-[UIStoryboard _instantiateViewControllerReferencedByPlaceholderWithIdentifier:…]`, the
///   controller of the other storyboard (stack traces in public bug reports show it decoded as the
///   destination of the `sceneViewController` connection).
/// * That method looks the identifier up in `Info.plist`'s
///   `UIViewControllerIdentifiersToExternalStoryboardReferences`: a dictionary with
///   `UIReferencedStoryboardName` (absent: this storyboard), `UIReferencedBundleIdentifier` (the
///   bundle `-referencedStoryboardForExternalReferenceInfo:` loads the named storyboard from;
///   absent: this storyboard's bundle) and `UIReferencedControllerIdentifier` (absent: the
///   referenced storyboard's initial controller).
/// * A relationship to a reference (a navigation controller's root) embeds the placeholder in
///   the parent's scene nib, with `UIParentViewController`.
///
/// * UIKit has no coder for the placeholder beyond that `-initWithCoder:` (the decompiled class
///   implements nothing else), and what it returns is the other storyboard's controller, whose
///   navigation item comes from its own scene. So the empty `<navigationItem key="navigationItem">`
///   Xcode adds to a reference pushed in a navigation stack (all 16 of the corpus and fixtures)
///   has nothing to carry and nothing to read it: it archives nothing (**inferred**: no Apple nib
///   has a reference with one). An item with content (a title, bar button items) stays refused.
///
/// The identifier ibtool gives a reference is not known from a fixture; we name it as ibtool
/// names a controller without a Storyboard ID (`UIViewController-<object id>`) and use the same
/// string for the scene, the placeholder's `UIStoryboardIdentifier` and the external-reference
/// key, which is all UIKit needs to resolve it.
enum UIKitStoryboardReference {
    static func encode(_ id: String, scenes: UIKitStoryboardScenes, parent: AppKitArchiveObject?,
                       context: UIKitEncodingContext) throws -> (AppKitArchiveObject, String) {
        guard let scene = scenes.controllers[id], let identifier = scenes.identifier(of: id) else {
            throw UIKitEncodingError.unresolvedReference(id: id)
        }
        var reader = UIKitElementReader(scene.element)
        reader.consume("storyboardName", "bundleIdentifier", "referencedIdentifier")
        if let item = scene.element.firstChild(named: "navigationItem", key: "navigationItem"), item.childElements.isEmpty,
           item.attributes.allSatisfy({ ["key", "id"].contains($0.name) }) {
            reader.consumeChild(item)
        }
        if let other = scene.otherObjects.first {
            throw UIKitEncodingError.unsupportedElement(element: other.name, id: other.attribute("id"), context: scene.context)
        }
        let placeholder = AppKitArchiveObject(className: "UIStoryboardViewControllerPlaceholder")
        context.register(placeholder, id: id)
        placeholder.append("UIStoryboardIdentifier", .string(identifier))
        if let parent { placeholder.append("UIParentViewController", .object(parent)) }
        try reader.finish()
        return (placeholder, identifier)
    }

    /// The `Info.plist` entry of a reference: `UIReferencedStoryboardName`,
    /// `UIReferencedBundleIdentifier`, then `UIReferencedControllerIdentifier`, each only when the
    /// document sets it (the loader reads the first two in that order; the order within the
    /// dictionary is ours).
    static func externalReference(_ element: MarkupElement) -> PropertyListValue {
        var entry: [(key: String, value: PropertyListValue)] = []
        if let name = element.attribute("storyboardName"), !name.isEmpty { entry.append(("UIReferencedStoryboardName", .string(name))) }
        if let bundle = element.attribute("bundleIdentifier"), !bundle.isEmpty { entry.append(("UIReferencedBundleIdentifier", .string(bundle))) }
        if let controller = element.attribute("referencedIdentifier"), !controller.isEmpty {
            entry.append(("UIReferencedControllerIdentifier", .string(controller)))
        }
        return .dictionary(entry)
    }
}
