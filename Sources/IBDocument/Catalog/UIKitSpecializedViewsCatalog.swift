/// UIKit-hosted views of other frameworks (SpriteKit, SceneKit, Metal, ARKit, GLKit) and
/// layout guides, which constraints use as items.
enum UIKitSpecializedViewsCatalog {
    private static func renderingView(_ name: String, _ element: String, _ title: String, _ summary: String,
                                      outlets: [OutletDescription] = []) -> ClassDescription {
        ClassDescription(name, superclass: "UIView", element: element, title: title, summary: summary,
            defaults: [XMLAttributeDefault("contentMode", "scaleToFill"), .no("translatesAutoresizingMaskIntoConstraints")],
            size: CatalogSize(240, 128), outlets: outlets)
    }

    static let entries: [ClassDescription] = [
        renderingView("SKView", "skView", "SpriteKit View", "Renders a SpriteKit scene."),
        renderingView("SCNView", "sceneKitView", "SceneKit View", "Renders a SceneKit scene.",
            outlets: [OutletDescription("delegate", "SCNSceneRendererDelegate", isProtocol: true)]),
        renderingView("MTKView", "mtkView", "Metal Kit View", "Draws with Metal.",
            outlets: [.delegate("MTKViewDelegate")]),
        renderingView("ARSCNView", "arscnView", "ARKit SceneKit View", "Shows the camera with SceneKit content in augmented reality.",
            outlets: [.delegate("ARSCNViewDelegate")]),
        renderingView("ARSKView", "arskView", "ARKit SpriteKit View", "Shows the camera with SpriteKit content in augmented reality.",
            outlets: [.delegate("ARSKViewDelegate")]),
        renderingView("GLKView", "glkView", "GLKit View", "Draws with OpenGL ES (deprecated).",
            outlets: [.delegate("GLKViewDelegate")]),
        ClassDescription("UILayoutGuide", superclass: "NSObject", element: "viewLayoutGuide",
            // Nothing to inspect: Xcode writes a guide as `<viewLayoutGuide key="safeArea" id=…/>` (never an identifier).
            summary: "A rectangle that constraints can use as an item: the safe area, the content and frame layout guides of scroll views."),
        ClassDescription("UILayoutSupport", superclass: "NSObject", element: "viewControllerLayoutGuide",
            summary: "The top and bottom layout guides of view controllers before safe areas (iOS 7–10)."),
    ]
}
