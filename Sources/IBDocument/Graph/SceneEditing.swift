/// Adding a view controller scene to an iOS storyboard, written as current Xcode writes a
/// View Controller dragged from the library.
public struct NewViewControllerScene: Equatable {
    public var sceneID: String
    public var controllerID: String
    public var viewID: String
    /// The safe area guide's id; used when the document has `useSafeAreas="YES"`.
    public var safeAreaID: String
    public var firstResponderID: String
    public var width: Double
    public var height: Double
    public var canvasX: Double
    public var canvasY: Double
    public var customClass: String?
    public var customModule: String?
    public var storyboardIdentifier: String?

    public init(sceneID: String, controllerID: String, viewID: String, safeAreaID: String, firstResponderID: String,
                width: Double = 414, height: Double = 896, canvasX: Double = 0, canvasY: Double = 0,
                customClass: String? = nil, customModule: String? = nil, storyboardIdentifier: String? = nil) {
        self.sceneID = sceneID
        self.controllerID = controllerID
        self.viewID = viewID
        self.safeAreaID = safeAreaID
        self.firstResponderID = firstResponderID
        self.width = width
        self.height = height
        self.canvasX = canvasX
        self.canvasY = canvasY
        self.customClass = customClass
        self.customModule = customModule
        self.storyboardIdentifier = storyboardIdentifier
    }
}

extension InterfaceDocument {
    /// Appends a scene (with its `<!--Label-->` comment) holding a view controller, its view
    /// and First Responder. Uses the document's own flavour: the safe area guide only with
    /// `useSafeAreas="YES"`, `systemBackgroundColor` (plus its resource) from Xcode 11 on.
    @discardableResult
    public func addViewControllerScene(_ scene: NewViewControllerScene) throws -> IBScene {
        guard kind.format == .storyboard, kind.isCocoaTouch else {
            throw InterfaceDocumentError.wrongKindOfObject(id: scene.sceneID, expected: "addable to this document (iOS and tvOS storyboards only)")
        }
        for id in [scene.sceneID, scene.controllerID, scene.viewID, scene.safeAreaID, scene.firstResponderID] {
            try requireUnusedID(id)
        }
        let usesSystemColors = toolsVersionNumber >= 15000
        var viewChildren = [
            MarkupElement(xcode: "rect", ["key": "frame", "x": "0.0", "y": "0.0",
                                          "width": XcodeNumber.format(scene.width), "height": XcodeNumber.format(scene.height)]),
            MarkupElement(xcode: "autoresizingMask", ["key": "autoresizingMask", "widthSizable": "YES", "heightSizable": "YES"]),
        ]
        let safeArea = MarkupElement(xcode: "viewLayoutGuide", ["key": "safeArea", "id": scene.safeAreaID])
        let background = usesSystemColors
            ? MarkupElement(xcode: "color", ["key": "backgroundColor", "systemColor": "systemBackgroundColor"])
            : MarkupElement(xcode: "color", ["key": "backgroundColor", "white": "1", "alpha": "1", "colorSpace": "custom",
                                             "customColorSpace": "genericGamma22GrayColorSpace"])
        let usesSafeAreas = root.attribute("useSafeAreas") == "YES"
        if usesSafeAreas && toolsVersionNumber >= 17000 { viewChildren.append(safeArea) }
        viewChildren.append(background)
        if usesSafeAreas && toolsVersionNumber < 17000 { viewChildren.append(safeArea) }
        let view = MarkupElement(xcode: "view", ["key": "view", "contentMode": "scaleToFill", "id": scene.viewID], children: viewChildren)

        let controller = MarkupElement(xcode: "viewController", ["id": scene.controllerID, "sceneMemberID": "viewController"], children: [view])
        let controllerObject = IBObject(controller)
        try controllerObject.setStoryboardIdentifier(scene.storyboardIdentifier)
        if let customClass = scene.customClass {
            try controllerObject.setCustomClass(customClass, module: scene.customModule, inheritsModuleFromTarget: scene.customModule == nil)
        }
        let firstResponder = MarkupElement(xcode: "placeholder", [
            "placeholderIdentifier": "IBFirstResponder", "id": scene.firstResponderID, "userLabel": "First Responder",
            "customClass": "UIResponder", "sceneMemberID": "firstResponder"])
        if toolsVersionNumber < 10000 { firstResponder.removeAttribute("customClass") }
        let objects = MarkupElement(name: "objects", children: [.element(controller), .element(firstResponder)])
        let canvas = MarkupElement(xcode: "point", ["key": "canvasLocation", "x": XcodeNumber.format(scene.canvasX),
                                                    "y": XcodeNumber.format(scene.canvasY)])
        let sceneElement = MarkupElement(xcode: "scene", ["sceneID": scene.sceneID], children: [objects, canvas])

        let scenes = containerList(named: "scenes", in: root)
        let label = Self.sceneLabel(customClass: scene.customClass, defaultLabel: "View Controller")
        let itemCount = scenes.itemPositions().count
        scenes.insertItem(.comment(label), atItemIndex: itemCount)
        scenes.insertItem(.element(sceneElement), atItemIndex: itemCount + 1)
        indexSubtree(sceneElement)
        if usesSystemColors { ensureSystemColorResource("systemBackgroundColor", white: "1") }
        return IBScene(element: sceneElement)
    }

    /// Xcode's scene comment: the custom class split into words (`SettingsViewController` →
    /// `Settings View Controller`), else the default label of the controller class.
    public static func sceneLabel(customClass: String?, defaultLabel: String) -> String {
        guard let customClass, !customClass.isEmpty else { return defaultLabel }
        var words = ""
        let characters = Array(customClass)
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { words.append(" ") }
            }
            words.append(character)
        }
        return words
    }
}
